import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { lastDay } from '../domain/programmes';
import { longDate, placesText } from '../domain/registrationFacts';
import {
  ageRange,
  isTakingRegistrations,
  type ProgrammeRegistration,
} from '../domain/registrations';
import type { Programme } from '../domain/types';
import { getProgrammeRegistration } from '../services/programmeRegistration';
import { usePrefetchWhenSeen } from './usePrefetchWhenSeen';
import { useToday } from './useToday';

/** Where a programme's registration form is. */
export const registerPath = (programmeId: string) =>
  `/programmes/${encodeURIComponent(programmeId)}/register`;

export const MY_REGISTRATIONS_PATH = '/my-registrations';

/**
 * How the programme takes registrations on this site, read live once the page is in the browser
 * (one document; never published, its places change with every registration), and only while the
 * programme has not ended: undefined until read (or when not read), null when it takes none here.
 */
export function useProgrammeRegistration(
  programme: Pick<Programme, 'id' | 'startDate' | 'endDate'>,
): ProgrammeRegistration | null | undefined {
  const today = useToday();
  const current = today !== null && lastDay(programme) >= today;
  const [registration, setRegistration] = useState<ProgrammeRegistration | null | undefined>();
  const { id } = programme;
  useEffect(() => {
    if (!current) return;
    let live = true;
    getProgrammeRegistration(id).then(
      (found) => {
        if (live) setRegistration(found);
      },
      (error: unknown) => console.warn('Failed to read the registration of the programme', error),
    );
    return () => {
      live = false;
    };
  }, [id, current]);
  return current ? registration : undefined;
}

/** What a programme's registration is about: its places, ages, fee and closing day, as lines. */
export function RegistrationFacts({ registration }: { registration: ProgrammeRegistration }) {
  const places = placesText(registration.capacity, registration);
  const ages = ageRange(registration.minAge, registration.maxAge);
  return (
    <ul className="list-unstyled">
      {places && <li className="fw-bold">{places}</li>}
      {ages && <li>For ages {ages} on the first day</li>}
      {registration.fee && <li>{registration.fee}</li>}
      <li>Registration closes at the end of {longDate(registration.closesOn)}.</li>
    </ul>
  );
}

/**
 * The registration part of a programme's page: while registration is open, its places, ages, fee
 * and closing day, 'Register' and 'My registrations'; once closed, that it is closed. Once
 * 'Register' has been in view and the page is idle, the form's code is fetched ahead
 * (usePrefetchWhenSeen), so that the tap shows it at once.
 */
export function ProgrammeRegistrationPanel({
  programmeId,
  registration,
}: {
  programmeId: string;
  registration: ProgrammeRegistration;
}) {
  const heading = useId();
  const register = useRef<HTMLAnchorElement>(null);
  usePrefetchWhenSeen(register);
  const open = isTakingRegistrations(registration, new Date());
  return (
    <section className="mt-4" aria-labelledby={heading}>
      <h2 id={heading} className="h5">
        Registration
      </h2>
      {open ? <RegistrationFacts registration={registration} /> : <p>Registration is closed.</p>}
      <p className="programme-actions">
        {open && (
          <Link ref={register} className="btn btn-maroon" to={registerPath(programmeId)}>
            Register
          </Link>
        )}
        <Link className="btn btn-outline-maroon" to={MY_REGISTRATIONS_PATH}>
          My registrations
        </Link>
      </p>
    </section>
  );
}
