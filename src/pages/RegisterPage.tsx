/**
 * Registering for a programme (/programmes/{id}/register): never published, loaded only when
 * asked for, and without analytics (the route table). The steps, each its own screen:
 * 1. who is registering (`?for=`): an adult for themselves, a parent or guardian for their child,
 *    or someone under 18, who is asked only for a parent's e-mail address;
 * 2. the e-mail link (no password), which brings its reader back here signed in;
 * 3. the form, with the notice, and for a child the parent's confirmation;
 * 4. the answer: registered, or on the waiting list with a number.
 * See docs/behaviour.md, "Registering for a programme".
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CalendarFileButton } from '../components/CalendarFileButton';
import { PageHeader } from '../components/PageHeader';
import { ProgrammeDates, programmePath } from '../components/ProgrammeCard';
import {
  MY_REGISTRATIONS_PATH,
  RegistrationFacts,
  registerPath,
} from '../components/ProgrammeRegistration';
import { Alert, StepHeading } from '../components/RegistrationFields';
import { RegistrationForm, type Registered } from '../components/RegistrationForm';
import {
  FinishSignIn,
  LinkRequest,
  SignedInAs,
  WhatComesNext,
  useOpenedFromLink,
  useRegistrant,
} from '../components/RegistrantSignIn';
import { Spinner } from '../components/Spinner';
import { pageTitle } from '../config/site';
import { formatProgrammeDates } from '../domain/programmes';
import { whatsAppShareUrl, programmeCaption } from '../domain/programmeShare';
import { longDate } from '../domain/registrationFacts';
import { askParentText, registeringOf, type Registering } from '../domain/registrationForm';
import { isTakingRegistrations, type ProgrammeRegistration } from '../domain/registrations';
import type { Programme } from '../domain/types';
import { reasonOf } from '../domain/words';
import { getProgrammeRegistration } from '../services/programmeRegistration';
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
          <Link to="/programmes">All programmes</Link>
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
      <div className="container py-5 narrow registration-page">
        {registration && isTakingRegistrations(registration, new Date()) ? (
          <>
            <RegistrationFacts registration={placesNow ?? registration} />
            <RegistrationSteps
              programme={programme}
              registration={registration}
              onPlaceTaken={readPlacesAgain}
            />
          </>
        ) : (
          <p>
            {registration
              ? 'Registration for this programme is closed.'
              : 'This programme does not take registrations on this site.'}
          </p>
        )}
        <p className="mt-4 mb-0">
          <Link to={programmePath(programme)}>Back to the programme</Link>
        </p>
      </div>
    </>
  );
}

/** Where the step of `registering` is, on this page. */
const stepPath = (programmeId: string, registering: Registering | null) =>
  registering ? `${registerPath(programmeId)}?for=${registering}` : registerPath(programmeId);

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
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [forms, setForms] = useState(0);
  // Headings take the focus once the person has done something (not when the page opens).
  const [acted, setActed] = useState(false);
  const go = (to: Registering | null) => {
    setActed(true);
    setRegistered(null);
    void navigate(stepPath(programme.id, to));
  };
  const firstDay = longDate(programme.startDate);
  const pageUrl = `${window.location.origin}${programmePath(programme)}`;
  const continueUrl = (to: Registering) => `${window.location.origin}${stepPath(programme.id, to)}`;

  if (openedFromLink)
    return (
      <FinishSignIn
        registrant={registrant}
        // The link's code is spent: the address keeps only the step.
        onSignedIn={() => {
          setActed(true);
          void navigate(stepPath(programme.id, registering), { replace: true });
        }}
        onNewLink={() => go(registering)}
      />
    );
  if (registrant === undefined) return <Spinner />;
  if (registering === null) return <WhoIsRegistering firstDay={firstDay} onChoose={go} />;
  if (registering === 'young')
    return (
      <LinkRequest
        heading="Ask a parent or guardian"
        intro={
          <>
            <p>
              Anyone under 18 on {firstDay} is registered by a parent or lawful guardian. Give us
              the e-mail address of yours: we send them a link, and they fill in the form for you
              and agree to it.
            </p>
            <p>
              We keep nothing about you, and this address is not kept on this phone or computer.
            </p>
          </>
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
  const forChild = registering === 'child';
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
              {forChild
                ? 'As the parent or guardian, you sign in with your own e-mail address, then fill in the form for your child. '
                : ''}
              We e-mail you a link to sign in, instead of a password: it proves the address is
              yours.
            </p>
          }
          label="E-mail address"
          button="Send me the link"
          continueUrl={continueUrl(registering)}
          remember
          autoComplete="email"
          focus={acted}
          sent={() => <WhatComesNext opener="you" />}
        />
        {changeWho}
      </>
    );
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
            setForms((n) => n + 1);
          }}
        />
      ) : (
        <>
          <RegistrationForm
            key={forms}
            programme={programme}
            registration={registration}
            forChild={forChild}
            focus={acted}
            askParentPath={stepPath(programme.id, 'young')}
            onRegistered={(place) => {
              setActed(true);
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
  ['child', () => 'My child: I am their parent or lawful guardian'],
  ['young', (day) => `Myself, but I am under 18 on ${day}`],
];

/** The first step: who is registering. */
function WhoIsRegistering({
  firstDay,
  onChoose,
}: {
  firstDay: string;
  onChoose: (registering: Registering) => void;
}) {
  const [chosen, setChosen] = useState<Registering | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onChoose(chosen);
        else setProblem('Choose who is registering.');
      }}
    >
      <fieldset className="mb-3">
        <legend>
          <StepHeading focus={false}>Who is registering?</StepHeading>
        </legend>
        <p>
          Someone under 18 on the programme's first day is registered by a parent or lawful
          guardian.
        </p>
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
              {label(firstDay)}
            </label>
          </div>
        ))}
      </fieldset>
      <Alert text={problem} />
      <button type="submit" className="btn btn-maroon">
        Continue
      </button>
    </form>
  );
}

/** What became of the registration, and what to do with it. */
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
          : `${programme.title} is full for now. When a place is freed, the team offers it to the people waiting, in order, and will contact you.`}
      </p>
      {registration.fee && <p>{registration.fee}</p>}
      <p>
        See or cancel it on <Link to={MY_REGISTRATIONS_PATH}>My registrations</Link>, signed in with
        the same e-mail address.
      </p>
      <div className="programme-actions">
        <CalendarFileButton programme={programme} pageUrl={pageUrl} />
        <a
          className="btn btn-outline-maroon"
          href={whatsAppShareUrl(programmeCaption(programme, pageUrl))}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on WhatsApp<span className="visually-hidden"> (opens WhatsApp)</span>
        </a>
        {forChild && (
          <button type="button" className="btn btn-maroon" onClick={onAnother}>
            Register another child
          </button>
        )}
      </div>
    </section>
  );
}
