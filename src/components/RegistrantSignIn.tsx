/**
 * Signing in to register, shared by the registration form and 'My registrations': who is signed
 * in, asking for the link Firebase e-mails, and finishing the sign-in when the page is opened
 * from that link.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
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
} from '../services/registrant';
import { Alert, Field, StepHeading } from './RegistrationFields';
import { Spinner } from './Spinner';

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
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <>
      <p className="registration-signed-in">
        Signed in as <strong>{registrant.email}</strong>.{' '}
        <button
          type="button"
          className="btn btn-link p-0 align-baseline"
          onClick={() => {
            setFailed(null);
            signOutRegistrant().catch((error: unknown) =>
              setFailed(`You could not be signed out: ${reasonOf(error)}`),
            );
          }}
        >
          Sign out
        </button>
      </p>
      <Alert text={failed} />
    </>
  );
}

/** What the e-mail with the link is, and what comes after it. */
export function WhatComesNext({ opener }: { opener: 'you' | 'parent' }) {
  const who = opener === 'you' ? 'you' : 'your parent or guardian';
  return (
    <div className="registration-explained">
      <p>
        The e-mail comes from Firebase, the service that signs people in for this site. Its words
        are Firebase's own, which the site cannot change: it asks {who} to sign in, and the link in
        it is the sign-in to this registration, with no password to make or remember.
      </p>
      <p>
        {opener === 'you'
          ? 'Open the link on this phone or computer: it brings you back to this page, signed in, to fill in the form.'
          : 'When they open the link, it brings them to this page, signed in, to fill in the form for you and agree to it.'}{' '}
        The link works once, for a limited time. Nothing after a few minutes? Look in the spam
        folder, or ask for the link again.
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
}: {
  heading: string;
  intro: ReactNode;
  label: string;
  button: string;
  continueUrl: string;
  /** Keep the address in this browser, to finish here without asking for it again. */
  remember: boolean;
  autoComplete: 'email' | 'off';
  focus: boolean;
  sent: (email: string) => ReactNode;
}) {
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
      setProblem('Enter an e-mail address, like name@example.com.');
      input.current?.focus();
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      await sendSignInLink(address, continueUrl, { remember });
      setSentTo(address);
    } catch (error) {
      setFailed(reasonOf(error));
    } finally {
      setBusy(false);
    }
  };

  // Each step its own section (a key apiece), so that its heading is new and takes the focus.
  if (sentTo !== null)
    return (
      <section key="sent">
        <StepHeading focus>Check the e-mail</StepHeading>
        <p role="status">
          We sent a sign-in link to <strong>{sentTo}</strong>.
        </p>
        {sent(sentTo)}
        <button type="button" className="btn btn-outline-maroon" onClick={() => setSentTo(null)}>
          Send it again, or to another address
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
        <button type="submit" className="btn btn-maroon" disabled={busy}>
          {busy ? 'Sending...' : button}
        </button>
      </form>
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
  onSignedIn,
  onNewLink,
}: {
  registrant: Registrant | null | undefined;
  onSignedIn: () => void;
  onNewLink: () => void;
}) {
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
          : new SignInFailed(`You could not be signed in: ${reasonOf(error)}`),
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
        <StepHeading focus={false}>Signing you in</StepHeading>
        <Spinner />
      </section>
    );
  const goOn = registrant && (
    <p>
      You are signed in as <strong>{registrant.email}</strong> already.{' '}
      <button type="button" className="btn btn-link p-0 align-baseline" onClick={onSignedIn}>
        Go on as {registrant.email}
      </button>
    </p>
  );
  if (failure?.kind === 'bad-link')
    return (
      <section key="bad-link">
        <StepHeading focus>This link cannot sign you in</StepHeading>
        <Alert text={failure.message} />
        {goOn}
        <button type="button" className="btn btn-maroon" onClick={onNewLink}>
          Ask for a new link
        </button>
      </section>
    );
  return (
    <section key="confirm">
      <StepHeading focus={false}>Confirm your e-mail address</StepHeading>
      <p>
        To finish signing in, type the e-mail address the link was sent to. (This browser did not
        ask for the link, or has forgotten the address since.)
      </p>
      {goOn}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const address = email.trim();
          if (!address) {
            setProblem('Enter the e-mail address the link was sent to.');
            return;
          }
          setProblem(undefined);
          void finish(address);
        }}
      >
        <Alert text={failure?.message ?? null} />
        <Field id={id} label="E-mail address" problem={problem}>
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
        <button type="submit" className="btn btn-maroon" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
    </section>
  );
}
