/**
 * The steps of registering for a programme, each its own screen, chosen by the address (`?for=`),
 * who is signed in and what was done: who is registering (WhoIsRegistering.tsx), the e-mail link,
 * the form, and the answer (Answer.tsx).
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RegistrationForm, type Registered } from '../../components/RegistrationForm';
import {
  FinishSignIn,
  LinkRequest,
  SIGN_IN_EMAIL,
  SignedInAs,
  WhatComesNext,
  useOpenedFromLink,
  useRegistrant,
} from '../../components/RegistrantSignIn';
import { Spinner } from '../../components/Spinner';
import { useCalendarNames } from '../../components/calendarNames';
import { useLanguage, useWords } from '../../components/words';
import { formatProgrammeDates } from '../../domain/programmes';
import { whatsAppShareUrl } from '../../domain/programmeShare';
import { programmePath, registerPath } from '../../domain/publicPaths';
import { longDate } from '../../domain/registration/facts';
import {
  EMPTY_FORM,
  askParentText,
  nextChildForm,
  registeringOf,
  type Registering,
  type RegistrationFormValues,
} from '../../domain/registration/form';
import type { ProgrammeRegistration } from '../../domain/registration/registrations';
import type { Programme } from '../../domain/types';
import { LANGUAGES } from '../../words/languages';
import { useBirth } from './useBirth';
import { WhoIsRegistering } from './WhoIsRegistering';

/**
 * The last step, fetched once someone is signed in and the form shows (as the form fetches its
 * parish choice), not at 'Register': the page's first download stays within its budget.
 */
const loadAnswer = () => import('./Answer');
const Answer = lazy(() => loadAnswer().then((m) => ({ default: m.Answer })));

/** Where the step of `registering` is, on this page. */
const stepPath = (programmeId: string, registering: Registering | null) =>
  registering ? `${registerPath(programmeId)}?for=${registering}` : registerPath(programmeId);

export function RegistrationSteps({
  programme,
  registration,
  onPlaceTaken,
}: {
  programme: Programme;
  registration: ProgrammeRegistration;
  /** A registration was made: the places shown are read again. */
  onPlaceTaken: () => void;
}) {
  const say = useWords();
  const calendar = useCalendarNames();
  // The e-mail link and the shared page open in the page's language.
  const prefix = LANGUAGES[useLanguage()].prefix;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const registering = registeringOf(params.get('for'));
  const registrant = useRegistrant();
  const openedFromLink = useOpenedFromLink();
  const [birth, setBirth] = useBirth(programme.id);
  useEffect(() => {
    if (registrant) loadAnswer().catch(() => {});
  }, [registrant]);
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
  const firstDay = longDate(programme.startDate, calendar.months);
  const pageUrl = `${window.location.origin}${prefix}${programmePath(programme.id)}`;
  const continueUrl = (to: Registering) =>
    `${window.location.origin}${prefix}${stepPath(programme.id, to)}`;
  const fillIn = say(
    registering === 'child' ? 'you fill in the form for your child' : 'you fill in the form',
  );
  const forChild = registering === 'child';
  const birthOfStep = birth && birth.registering === registering ? birth.dob : '';

  if (openedFromLink)
    return (
      <FinishSignIn
        registrant={registrant}
        then={fillIn}
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
        heading={say('Ask a parent or guardian')}
        intro={
          <>
            <p>
              {youngBecause ??
                say('Anyone under 18 on {day} is registered by a parent or guardian.', {
                  day: firstDay,
                })}
            </p>
            <p>
              {say('Type their e-mail address. We send them a link to fill in the form for you.')}
            </p>
          </>
        }
        note={
          <p className="mt-3">
            {say('We keep nothing about you. This address is not kept on this phone or computer.')}
          </p>
        }
        label={say("Your parent's or guardian's e-mail address")}
        button={say('Send the link to my parent')}
        continueUrl={continueUrl('child')}
        remember={false}
        autoComplete="off"
        focus={acted}
        sent={() => (
          <>
            <p>{say('Tell them it is coming, and what it is for:')}</p>
            <p>
              <a
                className="btn btn-brand"
                href={whatsAppShareUrl(
                  askParentText(
                    { title: programme.title, dates: formatProgrammeDates(programme, calendar) },
                    SIGN_IN_EMAIL,
                    pageUrl,
                    say,
                  ),
                )}
                target="_blank"
                rel="noopener noreferrer"
              >
                {say('Tell them on WhatsApp')}
                <span className="visually-hidden"> {say('(opens WhatsApp)')}</span>
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
        {say('Change who is registering')}
      </button>
    </p>
  );
  if (registrant === null)
    return (
      <>
        <LinkRequest
          heading={say(forChild ? 'Your e-mail address, as the parent' : 'Your e-mail address')}
          intro={
            <p>
              {forChild ? `${say('Use your own e-mail address, as the parent or guardian.')} ` : ''}
              {say(
                'We send you an e-mail with a link. Tap it to sign in: there is no password, and it shows the address is yours.',
              )}
            </p>
          }
          label={say('E-mail address')}
          button={say('Send me the link')}
          continueUrl={continueUrl(registering)}
          remember
          autoComplete="email"
          focus={acted}
          sent={() => <WhatComesNext opener="you" then={fillIn} />}
        />
        {changeWho}
      </>
    );
  const formValues = nextForm?.values ?? { ...EMPTY_FORM, dob: birthOfStep };
  return (
    <>
      <SignedInAs registrant={registrant} />
      {registered ? (
        <Suspense fallback={<Spinner />}>
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
        </Suspense>
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
