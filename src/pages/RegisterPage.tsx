/**
 * Registering for a programme (/programmes/{id}/register): never published, loaded only when
 * asked for, and without analytics (the route table). The steps, each its own screen:
 * 1. who is registering (`?for=`): an adult for themselves, a parent or guardian for their child,
 *    or someone under 18, who is asked only for a parent's e-mail address; for oneself or a child,
 *    the date of birth too, so that someone under 18 is sent to ask a parent before any e-mail
 *    is sent (the date is kept in this tab only, until the form is sent);
 * 2. the e-mail link (no password), which brings its reader back here signed in;
 * 3. the form, with the notice, and for a child the parent's confirmation;
 * 4. the answer: registered, or on the waiting list with a number, and the short reference.
 * See docs/behaviour.md, "Registering for a programme".
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CalendarFileButton } from '../components/CalendarFileButton';
import { PageHeader } from '../components/PageHeader';
import { ProgrammeDates } from '../components/ProgrammeCard';
import { RegistrationFacts } from '../components/ProgrammeRegistration';
import { Alert, Field, StepHeading } from '../components/RegistrationFields';
import { RegistrationForm, type Registered } from '../components/RegistrationForm';
import {
  FinishSignIn,
  LinkRequest,
  SIGN_IN_EMAIL,
  SignedInAs,
  WhatComesNext,
  useOpenedFromLink,
  useRegistrant,
} from '../components/RegistrantSignIn';
import { Spinner } from '../components/Spinner';
import { pageTitle } from '../config/site';
import { formatProgrammeDates } from '../domain/programmes';
import { whatsAppShareUrl } from '../domain/programmeShare';
import { PUBLIC_PATHS, programmePath, registerPath } from '../domain/publicPaths';
import { longDate } from '../domain/registration/facts';
import {
  EMPTY_FORM,
  askParentText,
  firstStep,
  nextChildForm,
  registeringOf,
  registrationShareText,
  type FirstStepProblem,
  type Registering,
  type RegistrationFormValues,
} from '../domain/registration/form';
import {
  isTakingRegistrations,
  registrationReference,
  type ProgrammeRegistration,
} from '../domain/registration/registrations';
import type { Programme } from '../domain/types';
import { reasonOf } from '../domain/words';
import { getProgrammeRegistration } from '../services/registration/programmeRegistration';
import { getProgramme } from '../services/programmes';
import '../styles/registration.scss';

export function RegisterPage() {
  const { id = '' } = useParams();
  return <ProgrammeToRegister key={id} programmeId={id} />;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; reason: string }
  | { status: 'ready'; programme: Programme | null; registration: ProgrammeRegistration | null };

function ProgrammeToRegister({ programmeId }: { programmeId: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    Promise.all([getProgramme(programmeId), getProgrammeRegistration(programmeId)]).then(
      ([programme, registration]) => {
        if (live) setLoaded({ status: 'ready', programme, registration });
      },
      (error: unknown) => {
        console.error('Failed to read the programme to register for', error);
        if (live) setLoaded({ status: 'failed', reason: reasonOf(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [programmeId]);

  // The places as read again once this visitor has taken one (the page keeps its steps as they
  // were: a registration closing meanwhile does not hide the answer).
  const [placesNow, setPlacesNow] = useState<ProgrammeRegistration | null>(null);
  const readPlacesAgain = () => {
    getProgrammeRegistration(programmeId).then(setPlacesNow, (error: unknown) =>
      console.warn('Failed to read the places again', error),
    );
  };

  const programme = loaded.status === 'ready' ? loaded.programme : null;
  useEffect(() => {
    if (programme) document.title = pageTitle(`Register for ${programme.title}`);
  }, [programme]);

  if (loaded.status === 'loading')
    return (
      <>
        <PageHeader title="Register" />
        <Spinner />
      </>
    );
  if (loaded.status === 'failed')
    return (
      <>
        <PageHeader title="Register" />
        <div className="container py-5 narrow">
          <Alert text="The programme could not be read. Check your connection and reload the page." />
        </div>
      </>
    );
  if (!programme)
    return (
      <>
        <PageHeader title="Programme not found" />
        <div className="container py-5 narrow">
          <p>This programme could not be found.</p>
          <Link to={PUBLIC_PATHS.programmes}>All programmes</Link>
        </div>
      </>
    );
  const { registration } = loaded as Extract<Loaded, { status: 'ready' }>;
  return (
    <>
      <PageHeader title={`Register for ${programme.title}`}>
        <p className="page-description">
          <ProgrammeDates programme={programme} />
        </p>
      </PageHeader>
      <div className="container py-4 py-md-5 narrow registration-page">
        {registration && isTakingRegistrations(registration, new Date()) ? (
          <>
            <RegistrationSteps
              programme={programme}
              registration={registration}
              onPlaceTaken={readPlacesAgain}
            />
            {/* After the step, so that its button is in a phone's first screen. */}
            <div className="registration-facts">
              <RegistrationFacts registration={placesNow ?? registration} />
            </div>
          </>
        ) : (
          <p>
            {registration
              ? 'Registration for this programme is closed.'
              : 'This programme does not take registrations on this site.'}
          </p>
        )}
        <p className="mt-4 mb-0">
          <Link to={programmePath(programme.id)}>Back to the programme</Link>
        </p>
      </div>
    </>
  );
}

/** Where the step of `registering` is, on this page. */
const stepPath = (programmeId: string, registering: Registering | null) =>
  registering ? `${registerPath(programmeId)}?for=${registering}` : registerPath(programmeId);

/** The date of birth the first step was given, for oneself or one's child. */
interface Birth {
  registering: 'self' | 'child';
  dob: string;
}

/** Where this tab keeps the first step's date of birth for a programme, until the form is sent. */
const birthKey = (programmeId: string) => `registrationBirth:${programmeId}`;

function keptBirth(programmeId: string): Birth | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(birthKey(programmeId)) ?? 'null') as unknown;
    if (
      typeof kept === 'object' &&
      kept !== null &&
      'registering' in kept &&
      'dob' in kept &&
      (kept.registering === 'self' || kept.registering === 'child') &&
      typeof kept.dob === 'string'
    )
      return { registering: kept.registering, dob: kept.dob };
  } catch {
    // Nothing usable kept: the first step asks again.
  }
  return null;
}

/**
 * The first step's date of birth, in memory and in this tab's sessionStorage (so that it outlives
 * the page reload the e-mail link brings, in the same tab), never anywhere else; forgotten once
 * the form is sent.
 */
function useBirth(programmeId: string) {
  const [birth, setBirth] = useState<Birth | null>(() => keptBirth(programmeId));
  const keep = (next: Birth | null) => {
    setBirth(next);
    try {
      if (next) sessionStorage.setItem(birthKey(programmeId), JSON.stringify(next));
      else sessionStorage.removeItem(birthKey(programmeId));
    } catch {
      // Kept in memory only.
    }
  };
  return [birth, keep] as const;
}

function RegistrationSteps({
  programme,
  registration,
  onPlaceTaken,
}: {
  programme: Programme;
  registration: ProgrammeRegistration;
  /** A registration was made: the places shown are read again. */
  onPlaceTaken: () => void;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const registering = registeringOf(params.get('for'));
  const registrant = useRegistrant();
  const openedFromLink = useOpenedFromLink();
  const [birth, setBirth] = useBirth(programme.id);
  const [registered, setRegistered] = useState<Registered | null>(null);
  // The next form's values: the date of birth of the first step, or a brother's or sister's
  // shared fields; with a new key each, so that each form starts afresh.
  const [nextForm, setNextForm] = useState<{ key: number; values: RegistrationFormValues } | null>(
    null,
  );
  // Why someone who said they are 18 or over is asked to ask a parent instead.
  const [youngBecause, setYoungBecause] = useState<string | null>(null);
  // Headings take the focus once the person has done something (not when the page opens).
  const [acted, setActed] = useState(false);
  const go = (to: Registering | null) => {
    setActed(true);
    setRegistered(null);
    void navigate(stepPath(programme.id, to));
  };
  const firstDay = longDate(programme.startDate);
  const pageUrl = `${window.location.origin}${programmePath(programme.id)}`;
  const continueUrl = (to: Registering) => `${window.location.origin}${stepPath(programme.id, to)}`;
  const forChild = registering === 'child';
  const birthOfStep = birth && birth.registering === registering ? birth.dob : '';

  if (openedFromLink)
    return (
      <FinishSignIn
        registrant={registrant}
        then={
          registering === 'child' ? 'you fill in the form for your child' : 'you fill in the form'
        }
        // The link's code is spent: the address keeps only the step.
        onSignedIn={() => {
          setActed(true);
          void navigate(stepPath(programme.id, registering), { replace: true });
        }}
        onNewLink={() => go(registering)}
      />
    );
  if (registrant === undefined) return <Spinner />;
  // The first step, also when the address names a step for oneself or a child but this tab has no
  // date of birth for it yet (so nobody under 18 reaches the e-mail step by a shared address).
  if (registering === null || (registrant === null && registering !== 'young' && !birthOfStep))
    return (
      <WhoIsRegistering
        firstDay={programme.startDate}
        registration={registration}
        initial={registering ?? birth?.registering ?? null}
        initialDob={birth?.dob ?? ''}
        onChoose={(to, dob) => {
          setYoungBecause(null);
          setBirth(to === 'young' ? null : { registering: to, dob });
          go(to);
        }}
        onAskParent={(because) => {
          setBirth(null);
          setYoungBecause(because);
          go('young');
        }}
      />
    );
  if (registering === 'young')
    return (
      <LinkRequest
        heading="Ask a parent or guardian"
        intro={
          <>
            <p>
              {youngBecause ??
                `Anyone under 18 on ${firstDay} is registered by a parent or guardian.`}
            </p>
            <p>Type their e-mail address. We send them a link to fill in the form for you.</p>
          </>
        }
        note={
          <p className="mt-3">
            We keep nothing about you. This address is not kept on this phone or computer.
          </p>
        }
        label="Your parent's or guardian's e-mail address"
        button="Send the link to my parent"
        continueUrl={continueUrl('child')}
        remember={false}
        autoComplete="off"
        focus={acted}
        sent={() => (
          <>
            <p>Tell them it is coming, and what it is for:</p>
            <p>
              <a
                className="btn btn-maroon"
                href={whatsAppShareUrl(
                  askParentText(
                    { title: programme.title, dates: formatProgrammeDates(programme) },
                    SIGN_IN_EMAIL,
                    pageUrl,
                  ),
                )}
                target="_blank"
                rel="noopener noreferrer"
              >
                Tell them on WhatsApp<span className="visually-hidden"> (opens WhatsApp)</span>
              </a>
            </p>
            <WhatComesNext opener="parent" />
          </>
        )}
      />
    );
  const changeWho = (
    <p>
      <button type="button" className="btn btn-link p-0" onClick={() => go(null)}>
        Change who is registering
      </button>
    </p>
  );
  if (registrant === null)
    return (
      <>
        <LinkRequest
          heading={forChild ? 'Your e-mail address, as the parent' : 'Your e-mail address'}
          intro={
            <p>
              {forChild ? 'Use your own e-mail address, as the parent or guardian. ' : ''}
              We send you an e-mail with a link. Tap it to sign in: there is no password, and it
              shows the address is yours.
            </p>
          }
          label="E-mail address"
          button="Send me the link"
          continueUrl={continueUrl(registering)}
          remember
          autoComplete="email"
          focus={acted}
          sent={() => (
            <WhatComesNext
              opener="you"
              then={forChild ? 'you fill in the form for your child' : 'you fill in the form'}
            />
          )}
        />
        {changeWho}
      </>
    );
  const formValues = nextForm?.values ?? { ...EMPTY_FORM, dob: birthOfStep };
  return (
    <>
      <SignedInAs registrant={registrant} />
      {registered ? (
        <Answer
          programme={programme}
          registration={registration}
          registered={registered}
          forChild={forChild}
          pageUrl={pageUrl}
          onAnother={() => {
            setActed(true);
            setRegistered(null);
            setNextForm((last) => ({
              key: (last?.key ?? 0) + 1,
              values: nextChildForm(registered.details),
            }));
          }}
        />
      ) : (
        <>
          <RegistrationForm
            key={nextForm?.key ?? 0}
            programme={programme}
            registration={registration}
            forChild={forChild}
            initial={formValues}
            focus={acted}
            askParentPath={stepPath(programme.id, 'young')}
            onRegistered={(place) => {
              setActed(true);
              setBirth(null);
              setRegistered(place);
              onPlaceTaken();
            }}
          />
          {changeWho}
        </>
      )}
    </>
  );
}

const WHO: ReadonlyArray<[Registering, (firstDay: string) => string]> = [
  ['self', (day) => `Myself: I am 18 or over on ${day}`],
  ['child', () => 'My child: I am their parent or guardian'],
  ['young', (day) => `Myself, but I am under 18 on ${day}`],
];

/**
 * The first step: who is registering and, for oneself or one's child, the date of birth, judged
 * at once (firstStep): someone under 18 is sent to ask a parent before any e-mail is sent.
 */
function WhoIsRegistering({
  firstDay,
  registration,
  initial,
  initialDob,
  onChoose,
  onAskParent,
}: {
  /** The programme's first day, 'YYYY-MM-DD'. */
  firstDay: string;
  registration: ProgrammeRegistration;
  initial: Registering | null;
  initialDob: string;
  onChoose: (registering: Registering, dob: string) => void;
  onAskParent: (because: string) => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<Registering | null>(initial);
  const [dob, setDob] = useState(initialDob);
  const [problem, setProblem] = useState<FirstStepProblem | null>(null);
  const dateInput = useRef<HTMLInputElement>(null);
  const day = longDate(firstDay);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const outcome = firstStep(chosen, dob, { firstDay, settings: registration });
        if (outcome.kind === 'go') onChoose(outcome.registering, dob.trim());
        else if (outcome.kind === 'ask-parent') onAskParent(outcome.youngBecause);
        else {
          setProblem(outcome.problem);
          if (outcome.problem.field === 'dob') dateInput.current?.focus();
        }
      }}
    >
      <fieldset className="mb-3">
        <legend>
          <StepHeading focus={false}>Who is registering?</StepHeading>
        </legend>
        {WHO.map(([value, label]) => (
          <div className="form-check mb-2" key={value}>
            <input
              className="form-check-input"
              type="radio"
              name="registering"
              id={`registering-${value}`}
              checked={chosen === value}
              onChange={() => {
                setChosen(value);
                setProblem(null);
              }}
            />
            <label className="form-check-label" htmlFor={`registering-${value}`}>
              {label(day)}
            </label>
          </div>
        ))}
      </fieldset>
      {(chosen === 'self' || chosen === 'child') && (
        <Field
          id={`${id}-dob`}
          label={chosen === 'child' ? "Your child's date of birth" : 'Your date of birth'}
          hint={`Ages are counted on ${day}, the first day.`}
          problem={problem?.field === 'dob' ? problem.text : undefined}
        >
          {(described) => (
            <input
              {...described}
              ref={dateInput}
              className="form-control"
              type="date"
              autoComplete={chosen === 'child' ? 'off' : 'bday'}
              max={firstDay}
              value={dob}
              onChange={(event) => {
                setDob(event.target.value);
                setProblem(null);
              }}
            />
          )}
        </Field>
      )}
      <Alert text={problem?.field === 'who' ? problem.text : null} />
      <button type="submit" className="btn btn-maroon">
        Continue
      </button>
    </form>
  );
}

/** What became of the registration, its reference, and what to do with it. */
function Answer({
  programme,
  registration,
  registered,
  forChild,
  pageUrl,
  onAnother,
}: {
  programme: Programme;
  registration: ProgrammeRegistration;
  registered: Registered;
  forChild: boolean;
  pageUrl: string;
  onAnother: () => void;
}) {
  const { name, status, waitNumber } = registered;
  const who = forChild ? `${name} is` : 'You are';
  const whose = forChild ? `${name}'s` : 'Your';
  const dates = formatProgrammeDates(programme);
  return (
    <section className="registration-answer">
      <StepHeading focus>
        {status === 'confirmed'
          ? `${who} registered`
          : `${who} on the waiting list, number ${waitNumber ?? ''}`}
      </StepHeading>
      <p>
        {status === 'confirmed'
          ? `${whose} place at ${programme.title} (${dates}) is confirmed.`
          : `${programme.title} is full for now. When a place is free, the team offers it to the people waiting, in order, and will contact you.`}
      </p>
      <p className="registration-reference">
        Reference: <strong>{registrationReference(registered.id)}</strong>. Keep it: the team can
        find the registration by it.
      </p>
      {registration.fee && <p>{registration.fee}</p>}
      <p>
        To see it or cancel it, go to{' '}
        <Link to={PUBLIC_PATHS.myRegistrations}>My registrations</Link> and sign in with the same
        e-mail address.
      </p>
      <div className="programme-actions">
        <a
          className="btn btn-outline-maroon"
          href={whatsAppShareUrl(
            registrationShareText({
              name,
              programme: { ...programme, dates },
              place: registered,
              pageUrl,
            }),
          )}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on WhatsApp<span className="visually-hidden"> (opens WhatsApp)</span>
        </a>
        <CalendarFileButton programme={programme} pageUrl={pageUrl} />
        {forChild && (
          <button type="button" className="btn btn-maroon" onClick={onAnother}>
            Register another child
          </button>
        )}
      </div>
    </section>
  );
}
