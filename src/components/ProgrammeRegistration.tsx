import {
  createContext,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Link } from 'react-router-dom';
import { isRegistrationLink, lastDay } from '../domain/programmes';
import { longDate, placesText } from '../domain/registrationFacts';
import {
  ageRange,
  isTakingRegistrations,
  newPlace,
  type ProgrammeRegistration,
} from '../domain/registrations';
import type { Programme } from '../domain/types';
import { listProgrammeRegistrations } from '../services/programmeRegistration';
import { usePublishedRead } from './published';
import { usePrefetchWhenSeen } from './usePrefetchWhenSeen';
import { useToday } from './useToday';

/** Where a programme's registration form is. */
export const registerPath = (programmeId: string) =>
  `/programmes/${encodeURIComponent(programmeId)}/register`;

export const MY_REGISTRATIONS_PATH = '/my-registrations';

/**
 * Of the programmes a page shows, those that take registrations on this site: by id, whether it
 * was taking them when read (open, not closed). Published with the page, so that a 'Register' is
 * in its markup from the first paint; read again, live, when programmes changed since the publish
 * (saving a programme's registration settings stamps programmes as changed).
 */
type RegisteringHere = Record<string, boolean>;

/** What a page knows of the registrations of the programmes it shows. */
export interface ShownRegistrations {
  /** Of the programmes not ended, those that take registrations here: whether they were open. */
  here: RegisteringHere;
  /** Their registrations as read live, by programme id; null until read, or when the read failed. */
  live: ReadonlyMap<string, ProgrammeRegistration> | null;
}

const NO_REGISTRATIONS: ShownRegistrations = { here: {}, live: null };
const REGISTERING = { collections: ['events'] } as const;

/** The ids of a list, as one value for a hook's dependencies (record ids hold no new line). */
const joined = (ids: readonly string[]) => ids.join('\n');
const split = (key: string) => (key === '' ? [] : key.split('\n'));

/**
 * The registrations of the programmes a page shows that have not ended: which take registrations
 * here (published with the page under `readKey`, a key of that page's own), then their places,
 * read live in one query of at most one document a programme (listProgrammeRegistrations); none
 * at all when none takes registrations here. A failed read is logged and leaves 'Register'
 * without its places.
 */
export function useShownRegistrations(
  readKey: string,
  programmes: readonly Pick<Programme, 'id' | 'startDate' | 'endDate'>[],
): ShownRegistrations {
  const today = useToday();
  const current = joined(
    today === null ? [] : programmes.filter((p) => lastDay(p) >= today).map((p) => p.id),
  );
  // What this page read of them live (when programmes changed since the publish, or on a page
  // without published content): the places' read takes it rather than read it again.
  const readHere = useRef<{ asked: string; found: ProgrammeRegistration[] } | null>(null);
  const load = useCallback(async (): Promise<RegisteringHere> => {
    const ids = split(current);
    if (ids.length === 0) return {};
    const found = await listProgrammeRegistrations(ids);
    readHere.current = { asked: current, found };
    const now = new Date();
    return Object.fromEntries(
      [...found]
        .sort((a, b) => a.programmeId.localeCompare(b.programmeId))
        .map((r) => [r.programmeId, isTakingRegistrations(r, now)]),
    );
  }, [current]);
  const read = usePublishedRead(
    readKey,
    load,
    'Failed to find the programmes that take registrations here',
    REGISTERING,
  );
  const published = read.status === 'ready' ? read.data : {};
  const stillCurrent = split(current);
  const here = Object.fromEntries(
    Object.entries(published).filter(([id]) => stillCurrent.includes(id)),
  );
  const asked = joined(Object.keys(here));

  const [live, setLive] = useState<{
    asked: string;
    registrations: Map<string, ProgrammeRegistration>;
  } | null>(null);
  useEffect(() => {
    const ids = split(asked);
    if (ids.length === 0) return;
    let mounted = true;
    const readAlready = readHere.current;
    const reading =
      readAlready && ids.every((id) => split(readAlready.asked).includes(id))
        ? Promise.resolve(readAlready.found)
        : listProgrammeRegistrations(ids);
    reading.then(
      (found) => {
        if (mounted)
          setLive({ asked, registrations: new Map(found.map((r) => [r.programmeId, r])) });
      },
      (error: unknown) => console.warn('Failed to read the places of the programmes', error),
    );
    return () => {
      mounted = false;
    };
  }, [asked]);
  if (asked === '') return NO_REGISTRATIONS;
  return { here, live: live?.asked === asked ? live.registrations : null };
}

/** The registrations a list of programme cards shows (ProgrammeList gives them to its cards). */
export const ShownRegistrationsContext = createContext<ShownRegistrations>(NO_REGISTRATIONS);

/**
 * A link to a programme's registration form. With `prefetch` (on a programme's page), the form's
 * code is fetched ahead once the link has been in view and the page is idle
 * (usePrefetchWhenSeen), so that the tap shows the form at once; a list's page names nothing to
 * fetch.
 */
function FormLink({
  programmeId,
  className,
  prefetch = false,
  children,
}: {
  programmeId: string;
  className: string;
  prefetch?: boolean;
  children: ReactNode;
}) {
  const link = useRef<HTMLAnchorElement>(null);
  usePrefetchWhenSeen(link);
  return (
    <Link ref={prefetch ? link : undefined} className={className} to={registerPath(programmeId)}>
      {children}
    </Link>
  );
}

/**
 * 'Register' for a programme, where a person looks first (its card, the top of its page): while
 * it takes registrations here, a link to its form with the places left ('Register', '12 places
 * left'; 'Join the waiting list', 'Full' once a new registration would wait), drawn from the
 * publish's answer before its places arrive, in the same space; else its own registration link
 * elsewhere, in a new tab; else nothing. `inList`: on a card, small, and the link's name says
 * the programme's title (a list holds several).
 */
export function RegisterAction({
  programme,
  shown,
  inList = false,
}: {
  programme: Pick<Programme, 'id' | 'title' | 'registrationUrl'>;
  shown: ShownRegistrations;
  inList?: boolean;
}) {
  const { id, title, registrationUrl } = programme;
  const published = shown.here[id];
  const className = inList ? 'programme-register programme-card-register' : 'programme-register';
  const button = inList ? 'btn btn-maroon btn-sm' : 'btn btn-maroon';
  const forTitle = inList ? <span className="visually-hidden"> for {title}</span> : null;
  if (published === undefined) {
    if (!isRegistrationLink(registrationUrl)) return null;
    return (
      <p className={className}>
        <a className={button} href={registrationUrl} target="_blank" rel="noopener noreferrer">
          Register{forTitle}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    );
  }
  const registration = shown.live?.get(id);
  const taking =
    registration === undefined
      ? shown.live === null && published
      : isTakingRegistrations(registration, new Date());
  if (!taking) return null;
  const full = registration && newPlace(registration.capacity, registration).status === 'waiting';
  return (
    <p className={className}>
      <FormLink programmeId={id} className={button} prefetch={!inList}>
        {full ? 'Join the waiting list' : 'Register'}
        {forTitle}
      </FormLink>
      <span className="programme-places">
        {registration && (full ? 'Full' : placesText(registration.capacity, registration))}
      </span>
    </p>
  );
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
 * and closing day, 'Register' (fetching the form's code ahead once seen) and 'My registrations';
 * once closed, that it is closed.
 */
export function ProgrammeRegistrationPanel({
  programmeId,
  registration,
}: {
  programmeId: string;
  registration: ProgrammeRegistration;
}) {
  const heading = useId();
  const open = isTakingRegistrations(registration, new Date());
  return (
    <section className="mt-4" aria-labelledby={heading}>
      <h2 id={heading} className="h5">
        Registration
      </h2>
      {open ? <RegistrationFacts registration={registration} /> : <p>Registration is closed.</p>}
      <p className="programme-actions">
        {open && (
          <FormLink programmeId={programmeId} className="btn btn-maroon" prefetch>
            Register
          </FormLink>
        )}
        <Link className="btn btn-outline-maroon" to={MY_REGISTRATIONS_PATH}>
          My registrations
        </Link>
      </p>
    </section>
  );
}
