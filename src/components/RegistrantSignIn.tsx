/**
 * Signing in to register, shared by the registration form and 'My registrations': who is signed
 * in, asking for the link the site e-mails (what that e-mail looks like, what to do with it), and
 * finishing the sign-in when the page is opened from that link.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE } from '../config/site';
import { signInEmailWords } from '../domain/registration/signInEmail';
import { reasonOf } from '../domain/words';
import {
  finishSignIn,
  isSignInLink,
  rememberedEmail,
  sendSignInLink,
  signOutRegistrant,
  watchRegistrant,
  SignInFailed,
  type Registrant,
} from '../services/registration/registrant';
import { settings } from '../services/settings';
import { Alert, Around, BLANK, Field, StepHeading } from './RegistrationFields';
import { Spinner } from './Spinner';
import { useNames, useWords } from './words';

/**
 * The sign-in e-mail's sender and subject, as this project's e-mails bear them (the project's
 * public-facing name is the site's title: docs/operating.md, "Sign-in e-mails").
 */
export const SIGN_IN_EMAIL = signInEmailWords({
  projectId: settings.options.projectId,
  appName: SITE.title,
});

/** Who is signed in to register: undefined until known, null when nobody is. */
export function useRegistrant(): Registrant | null | undefined {
  const [registrant, setRegistrant] = useState<Registrant | null | undefined>();
  useEffect(() => watchRegistrant(setRegistrant), []);
  return registrant;
}

/** The address of the page as the router has it: the link's own, when the page was opened by it. */
export function usePageAddress(): string {
  const { pathname, search } = useLocation();
  return `${window.location.origin}${pathname}${search}`;
}

/** Whether the page was opened from a sign-in link (which is still to be used). */
export function useOpenedFromLink(): boolean {
  return isSignInLink(usePageAddress());
}

/** 'Signed in as {email}.' with 'Sign out'. */
export function SignedInAs({ registrant }: { registrant: Registrant }) {
  const say = useWords();
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <>
      <p className="registration-signed-in">
        <Around said={say('Signed in as {email}.', { email: BLANK })}>
          <strong>{registrant.email}</strong>
        </Around>{' '}
        <button
          type="button"
          className="btn btn-link p-0 align-baseline"
          onClick={() => {
            setFailed(null);
            signOutRegistrant().catch((error: unknown) =>
              setFailed(say('You could not be signed out: {reason}', { reason: reasonOf(error) })),
            );
          }}
        >
          {say('Sign out')}
        </button>
      </p>
      <Alert text={failed} />
    </>
  );
}

/** How to find the e-mail in an inbox: its sender and the start of its subject. */
function TheEmail() {
  const say = useWords();
  return (
    <ul>
      <li>
        {say('From:')} <strong className="registration-address">{SIGN_IN_EMAIL.sender}</strong>
      </li>
      <li>
        <Around said={say('Subject: {subject}, then the date and time', { subject: BLANK })}>
          <strong lang="en">{SIGN_IN_EMAIL.subject}</strong>
        </Around>
      </li>
    </ul>
  );
}

/**
 * What the e-mail with the link looks like, what to do with it, and what comes after it: for the
 * person who asked (`opener` 'you', who then does `then`), or for a young person whose parent
 * opens it.
 */
export function WhatComesNext({ opener, then = '' }: { opener: 'you' | 'parent'; then?: string }) {
  const say = useWords();
  if (opener === 'parent')
    return (
      <div className="registration-explained">
        <p>{say('Ask your parent or guardian to look for this e-mail:')}</p>
        <TheEmail />
        <p>
          {say(
            'It may be in the Spam or Junk folder. When they tap the link in it, this page opens on their phone. They type their e-mail address, then fill in the form for you and agree to it.',
          )}
        </p>
      </div>
    );
  return (
    <div className="registration-explained">
      <p>{say('Look for this e-mail:')}</p>
      <TheEmail />
      <p>
        {say(
          'Tap the link in it on this phone or computer. This page opens again and you are signed in: then {then}. You need no password.',
          { then },
        )}
      </p>
      <p>
        {say(
          'No e-mail after a few minutes? Look in the Spam or Junk folder. The link works once, and only for a short time: if it is too old, ask for a new one.',
        )}
      </p>
    </div>
  );
}

/**
 * Asks for an e-mail address and sends the sign-in link that brings its reader to `continueUrl`.
 * Once sent, says so, with `sent` below (what comes next).
 */
export function LinkRequest({
  heading,
  intro,
  label,
  button,
  continueUrl,
  remember,
  autoComplete,
  focus,
  sent,
  note,
}: {
  heading: string;
  intro: ReactNode;
  /** Said after the button (what is and is not kept). */
  note?: ReactNode;
  label: string;
  button: string;
  continueUrl: string;
  /** Keep the address in this browser, to finish here without asking for it again. */
  remember: boolean;
  autoComplete: 'email' | 'off';
  focus: boolean;
  sent: (email: string) => ReactNode;
}) {
  const say = useWords();
  const names = useNames();
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const send = async () => {
    setFailed(null);
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setProblem(say('Enter an e-mail address, like name@example.com.'));
      input.current?.focus();
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      await sendSignInLink(address, continueUrl, { remember });
      setSentTo(address);
    } catch (error) {
      setFailed(names(reasonOf(error)));
    } finally {
      setBusy(false);
    }
  };

  // Each step its own section (a key apiece), so that its heading is new and takes the focus.
  if (sentTo !== null)
    return (
      <section key="sent">
        <StepHeading focus>{say('Check the e-mail')}</StepHeading>
        <p role="status">
          <Around said={say('We sent a sign-in link to {email}.', { email: BLANK })}>
            <strong>{sentTo}</strong>
          </Around>
        </p>
        {sent(sentTo)}
        <button type="button" className="btn btn-outline-brand" onClick={() => setSentTo(null)}>
          {say('Send it again, or to another address')}
        </button>
      </section>
    );
  return (
    <section key="asking">
      <StepHeading focus={focus}>{heading}</StepHeading>
      {intro}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Alert text={failed} />
        <Field id={id} label={label} problem={problem}>
          {(described) => (
            <input
              {...described}
              ref={input}
              className="form-control"
              type="email"
              inputMode="email"
              autoComplete={autoComplete}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-brand" disabled={busy}>
          {busy ? say('Sending...') : button}
        </button>
      </form>
      {note}
    </section>
  );
}

/**
 * The page was opened from a sign-in link: signs in with the address this browser asked it for,
 * or asks for the address (the link opened elsewhere). `onSignedIn` once signed in (or when the
 * person goes on as whoever is signed in already, `registrant`, as after opening a link twice);
 * `onNewLink` when the person asks for a new link (this one expired or was used).
 */
export function FinishSignIn({
  registrant,
  then,
  onSignedIn,
  onNewLink,
}: {
  registrant: Registrant | null | undefined;
  /** What the person does once signed in ('you fill in the form'). */
  then: string;
  onSignedIn: () => void;
  onNewLink: () => void;
}) {
  const say = useWords();
  const names = useNames();
  const id = useId();
  const link = usePageAddress();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SignInFailed | null>(null);
  const [problem, setProblem] = useState<string>();
  const [asking, setAsking] = useState(() => rememberedEmail() === null);
  const started = useRef(false);

  const finish = async (address: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await finishSignIn(address, link);
      onSignedIn();
    } catch (error) {
      setFailure(
        error instanceof SignInFailed
          ? error
          : new SignInFailed(
              say('You could not be signed in: {reason}', { reason: reasonOf(error) }),
            ),
      );
      setAsking(true);
      setBusy(false);
    }
  };

  useEffect(() => {
    // Once: a link signs in once (React's development double run of effects must not use it twice).
    const remembered = rememberedEmail();
    if (started.current || remembered === null) return;
    started.current = true;
    void finish(remembered);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!asking)
    return (
      <section key="signing-in">
        <StepHeading focus={false}>{say('Signing you in')}</StepHeading>
        <Spinner />
      </section>
    );
  const goOn = registrant && (
    <p>
      <Around said={say('You are signed in as {email} already.', { email: BLANK })}>
        <strong>{registrant.email}</strong>
      </Around>{' '}
      <button type="button" className="btn btn-link p-0 align-baseline" onClick={onSignedIn}>
        {say('Go on as {email}', { email: registrant.email })}
      </button>
    </p>
  );
  if (failure?.kind === 'bad-link')
    return (
      <section key="bad-link">
        <StepHeading focus>{say('This link cannot sign you in')}</StepHeading>
        <Alert text={names(failure.message)} />
        {goOn}
        <button type="button" className="btn btn-brand" onClick={onNewLink}>
          {say('Ask for a new link')}
        </button>
      </section>
    );
  // Expected, not a fault: a parent whose child asked for the link always meets this step.
  return (
    <section key="confirm">
      <StepHeading focus={false}>{say('One more step: your e-mail address')}</StepHeading>
      <p>
        {say(
          'Type the e-mail address this link was sent to. We ask for it because the link was asked for on another phone or computer (by your child, perhaps). Then {then}.',
          { then },
        )}
      </p>
      {goOn}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const address = email.trim();
          if (!address) {
            setProblem(say('Enter the e-mail address the link was sent to.'));
            return;
          }
          setProblem(undefined);
          void finish(address);
        }}
      >
        <Alert text={failure ? names(failure.message) : null} />
        <Field id={id} label={say('E-mail address')} problem={problem}>
          {(described) => (
            <input
              {...described}
              className="form-control"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <div className="programme-actions">
          <button type="submit" className="btn btn-brand" disabled={busy}>
            {say(busy ? 'Signing in...' : 'Sign in')}
          </button>
          {failure && failure.kind !== 'wrong-email' && (
            <button type="button" className="btn btn-outline-brand" onClick={onNewLink}>
              {say('Ask for a new link')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
