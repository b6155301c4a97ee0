/**
 * 'My registrations' (/my-registrations): signed in by the same e-mail link as the form, a
 * registrant or parent sees the registrations their account made and cancels any of them (deleted
 * at once, the place freed); with none left, they may delete their sign-in account too. Never
 * published, and without analytics (the route table). See docs/behaviour.md, "My registrations".
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader';
import { Alert, Around, BLANK, StepHeading, Titled } from '../components/RegistrationFields';
import {
  FinishSignIn,
  LinkRequest,
  SignedInAs,
  WhatComesNext,
  useOpenedFromLink,
  useRegistrant,
} from '../components/RegistrantSignIn';
import { RegistrationWords } from '../components/RegistrationWords';
import { Spinner } from '../components/Spinner';
import { useCalendarNames } from '../components/calendarNames';
import { useEnglishLang, useLanguage, useNames, useWords } from '../components/words';
import { formatProgrammeDates } from '../domain/programmes';
import { PUBLIC_PATHS, programmePath } from '../domain/publicPaths';
import { registrantStatus } from '../domain/registration/registrantStatus';
import { registrationReference, type Registration } from '../domain/registration/registrations';
import type { Programme } from '../domain/types';
import { LANGUAGES } from '../words/languages';
import { reasonOf } from '../domain/words';
import { getProgramme } from '../services/programmes';
import {
  cancelMine,
  deleteMyAccount,
  listMyRegistrations,
  type Registrant,
} from '../services/registration/registrant';
import '../styles/registration.scss';

export function MyRegistrationsPage() {
  return (
    <RegistrationWords>
      <MyRegistrations />
    </RegistrationWords>
  );
}

function MyRegistrations() {
  const say = useWords();
  const prefix = LANGUAGES[useLanguage()].prefix;
  const navigate = useNavigate();
  const registrant = useRegistrant();
  const openedFromLink = useOpenedFromLink();
  const [acted, setActed] = useState(false);
  // Deleting the account signs it out: what became of it is said instead of the sign-in.
  const [accountDeleted, setAccountDeleted] = useState(false);
  return (
    <>
      <PageHeader title={say('My registrations')} />
      <div className="container py-5 narrow registration-page">
        {accountDeleted && !openedFromLink ? (
          <>
            <StepHeading focus>{say('Your sign-in account was deleted')}</StepHeading>
            <p>{say('Nothing of yours is kept on this site any more.')}</p>
          </>
        ) : openedFromLink ? (
          <FinishSignIn
            registrant={registrant}
            then={say('you see your registrations')}
            onSignedIn={() => void navigate(PUBLIC_PATHS.myRegistrations, { replace: true })}
            onNewLink={() => {
              setActed(true);
              void navigate(PUBLIC_PATHS.myRegistrations);
            }}
          />
        ) : registrant === undefined ? (
          <Spinner />
        ) : registrant === null ? (
          <LinkRequest
            heading={say('Sign in to see your registrations')}
            intro={
              <p>
                {say(
                  'Type the e-mail address you registered with. We send you an e-mail with a link: tap it to sign in, with no password. A parent types the address they used to register their child.',
                )}
              </p>
            }
            label={say('E-mail address')}
            button={say('Send me the link')}
            // The link opens the page in its language.
            continueUrl={`${window.location.origin}${prefix}${PUBLIC_PATHS.myRegistrations}`}
            remember
            autoComplete="email"
            focus={acted}
            sent={() => <WhatComesNext opener="you" then={say('you see your registrations')} />}
          />
        ) : (
          <>
            <SignedInAs registrant={registrant} />
            <MyList
              key={registrant.uid}
              registrant={registrant}
              onAccountDeleted={() => setAccountDeleted(true)}
            />
          </>
        )}
      </div>
    </>
  );
}

interface Listed {
  registration: Registration;
  /** The programme, or null when it is no longer on the site. */
  programme: Programme | null;
}

type ListState =
  | { status: 'loading' }
  | { status: 'failed'; reason: string }
  | { status: 'ready'; items: Listed[] };

function MyList({
  registrant,
  onAccountDeleted,
}: {
  registrant: Registrant;
  onAccountDeleted: () => void;
}) {
  const say = useWords();
  const names = useNames();
  const calendar = useCalendarNames();
  const english = useEnglishLang();
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [cancelling, setCancelling] = useState<Listed | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelledAny, setCancelledAny] = useState(false);

  const load = useCallback(async () => {
    const registrations = await listMyRegistrations();
    const ids = [...new Set(registrations.map((r) => r.programmeId))];
    const programmes = new Map(
      await Promise.all(
        ids.map(async (id) => [id, await getProgramme(id).catch(() => null)] as const),
      ),
    );
    return registrations
      .map((registration) => ({
        registration,
        programme: programmes.get(registration.programmeId) ?? null,
      }))
      .sort((a, b) => b.registration.createdAt.localeCompare(a.registration.createdAt));
  }, []);

  useEffect(() => {
    let live = true;
    load().then(
      (items) => {
        if (live) setState({ status: 'ready', items });
      },
      (error: unknown) => {
        if (live) setState({ status: 'failed', reason: reasonOf(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [load, registrant.uid]);

  const cancel = async (item: Listed) => {
    setFailure(null);
    setNote(null);
    try {
      await cancelMine(item.registration);
    } catch (error) {
      setFailure(names(reasonOf(error)));
      return;
    }
    setCancelledAny(true);
    setNote(
      say("{name}'s registration for {title} was cancelled and deleted.", {
        name: item.registration.name,
        title: item.programme?.title ?? say('a programme no longer on the site'),
      }),
    );
    setState((s) =>
      s.status === 'ready'
        ? { ...s, items: s.items.filter((i) => i.registration.id !== item.registration.id) }
        : s,
    );
  };

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'failed') return <Alert text={names(state.reason)} />;
  return (
    <>
      <p role="status">{note}</p>
      <Alert text={failure} />
      {state.items.length > 0 ? (
        <ul className="registration-list">
          {state.items.map((item) => (
            <li key={item.registration.id}>
              <h2 className="h5">
                {item.programme ? (
                  <Link to={programmePath(item.programme.id)} lang={english}>
                    {item.programme.title}
                  </Link>
                ) : (
                  say('a programme no longer on the site')
                )}
              </h2>
              {item.programme && (
                <p className="mb-1">{formatProgrammeDates(item.programme, calendar)}</p>
              )}
              <p className="mb-1">{item.registration.name}</p>
              <p className="mb-1">
                <strong>{registrantStatus(item.registration, say)}</strong>
              </p>
              <p className="mb-2">
                {say('Reference: {reference}', {
                  reference: registrationReference(item.registration.id),
                })}
              </p>
              <button
                type="button"
                className="btn btn-outline-brand btn-sm"
                onClick={() => setCancelling(item)}
              >
                {say(item.registration.status === 'cancelled' ? 'Delete' : 'Cancel')}
                <span className="visually-hidden">
                  {' '}
                  <Registration item={item} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <NoneLeft cancelledAny={cancelledAny} onDeleted={onAccountDeleted} />
      )}
      {cancelling && (
        <ConfirmCancel
          item={cancelling}
          onClose={() => setCancelling(null)}
          onConfirm={() => {
            const item = cancelling;
            setCancelling(null);
            void cancel(item);
          }}
        />
      )}
    </>
  );
}

/** '{name}'s registration for {title}', the programme's title marked as the team's English. */
function Registration({ item }: { item: Listed }) {
  const say = useWords();
  const { name } = item.registration;
  return item.programme ? (
    <Titled
      said={say("{name}'s registration for {title}", { name, title: BLANK })}
      title={item.programme.title}
    />
  ) : (
    say("{name}'s registration for {title}", {
      name,
      title: say('a programme no longer on the site'),
    })
  );
}

/** No registrations: says so, and offers to delete the sign-in account (its e-mail address). */
function NoneLeft({ cancelledAny, onDeleted }: { cancelledAny: boolean; onDeleted: () => void }) {
  const say = useWords();
  const names = useNames();
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <StepHeading focus={cancelledAny}>
        {say(cancelledAny ? 'You have no registrations left' : 'You have no registrations')}
      </StepHeading>
      <p>
        {say(
          'Your sign-in account keeps only your e-mail address. You may delete it now; registering again later makes a new one.',
        )}
      </p>
      <Alert text={failure} />
      <button
        type="button"
        className="btn btn-outline-brand"
        disabled={deleting}
        onClick={() => {
          setDeleting(true);
          setFailure(null);
          deleteMyAccount().then(
            () => onDeleted(),
            (error: unknown) => {
              setFailure(names(reasonOf(error)));
              setDeleting(false);
            },
          );
        }}
      >
        {say(deleting ? 'Deleting...' : 'Delete my sign-in account too')}
      </button>
    </>
  );
}

/** 'Cancel {name}'s registration?', in a modal dialog: the registration is deleted at once. */
function ConfirmCancel({
  item,
  onClose,
  onConfirm,
}: {
  item: Listed;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const say = useWords();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement as HTMLElement | null;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
      opener?.focus();
    };
  }, []);
  const { name } = item.registration;
  return (
    <dialog
      ref={dialog}
      className="registration-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="h5">
        {say("Cancel {name}'s registration?", { name })}
      </h2>
      <p>
        <Around
          said={say(
            '{registration} is deleted at once, and the place is freed for someone else. This cannot be undone. If you change your mind, register again.',
            { registration: BLANK },
          )}
        >
          <Registration item={item} />
        </Around>
      </p>
      <div className="programme-actions">
        <button type="button" className="btn btn-brand" onClick={onConfirm}>
          {say('Cancel the registration')}
        </button>
        <button type="button" className="btn btn-outline-brand" onClick={onClose}>
          {say('Keep it')}
        </button>
      </div>
    </dialog>
  );
}
