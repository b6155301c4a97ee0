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
 * See docs/behaviour.md, "Registering for a programme". The steps live in pages/register/.
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader';
import { ProgrammeDates } from '../components/ProgrammeCard';
import { RegistrationFacts } from '../components/ProgrammeRegistration';
import { Alert, BLANK, Titled } from '../components/RegistrationFields';
import { RegistrationWords } from '../components/RegistrationWords';
import { Spinner } from '../components/Spinner';
import { useWords } from '../components/words';
import { pageTitle } from '../config/site';
import { PUBLIC_PATHS, programmePath } from '../domain/publicPaths';
import {
  isTakingRegistrations,
  type ProgrammeRegistration,
} from '../domain/registration/registrations';
import type { Programme } from '../domain/types';
import { reasonOf } from '../domain/words';
import { getProgrammeRegistration } from '../services/registration/programmeRegistration';
import { getProgramme } from '../services/programmes';
import { RegistrationSteps } from './register/RegistrationSteps';
import '../styles/registration.scss';

export function RegisterPage() {
  const { id = '' } = useParams();
  return (
    <RegistrationWords>
      <ProgrammeToRegister key={id} programmeId={id} />
    </RegistrationWords>
  );
}

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; reason: string }
  | { status: 'ready'; programme: Programme | null; registration: ProgrammeRegistration | null };

function ProgrammeToRegister({ programmeId }: { programmeId: string }) {
  const say = useWords();
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
    if (programme)
      document.title = pageTitle(say('Register for {title}', { title: programme.title }));
    // Once a programme: say() is new at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [programme]);

  if (loaded.status === 'loading')
    return (
      <>
        <PageHeader title={say('Register')} />
        <Spinner />
      </>
    );
  if (loaded.status === 'failed')
    return (
      <>
        <PageHeader title={say('Register')} />
        <div className="container py-5 narrow">
          <Alert
            text={say(
              'The programme could not be read. Check your connection and reload the page.',
            )}
          />
        </div>
      </>
    );
  if (!programme)
    return (
      <>
        <PageHeader title={say('Programme not found')} />
        <div className="container py-5 narrow">
          <p>{say('This programme could not be found.')}</p>
          <Link to={PUBLIC_PATHS.programmes}>{say('All programmes')}</Link>
        </div>
      </>
    );
  const { registration } = loaded as Extract<Loaded, { status: 'ready' }>;
  return (
    <>
      <PageHeader
        title={
          <Titled said={say('Register for {title}', { title: BLANK })} title={programme.title} />
        }
      >
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
            {say(
              registration
                ? 'Registration for this programme is closed.'
                : 'This programme does not take registrations on this site.',
            )}
          </p>
        )}
        <p className="mt-4 mb-0">
          <Link to={programmePath(programme.id)}>{say('Back to the programme')}</Link>
        </p>
      </div>
    </>
  );
}
