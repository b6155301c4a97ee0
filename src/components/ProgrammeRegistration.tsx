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
import { PUBLIC_PATHS, registerPath } from '../domain/publicPaths';
import { longDate, placesFor } from '../domain/registration/facts';
import {
  isTakingRegistrations,
  newPlace,
  type PlaceCounts,
  type ProgrammeRegistration,
} from '../domain/registration/registrations';
import { shownIn } from '../domain/shownText';
import type { Programme } from '../domain/types';
import { listProgrammeRegistrations } from '../services/registration/programmeRegistration';
import { usePublishedRead, type Freshness } from './published';
import { usePrefetchWhenSeen } from './usePrefetchWhenSeen';
import { useToday } from './useToday';
import { useCalendarNames } from './calendarNames';
import { useLanguage, useWords } from './words';
import { counted } from '../words/fill';

/**
 * Of the programmes a page shows, those that take registrations on this site: by id, whether it
 * was taking them when read (open, not closed). Published with the page, so that a 'Register' is
 * in its markup from the first paint; the live read of their places answers it again.
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
/** Never read again by itself: the page's one live read answers it (useShownRegistrations). */
const AS_PUBLISHED = { collections: [] } as const;

/** The ids of a list, as one value for a hook's dependencies (record ids hold no new line). */
const joined = (ids: readonly string[]) => ids.join('\n');
const split = (key: string) => (key === '' ? [] : key.split('\n'));

/** Which of the registrations found take registrations at `now`, by programme id. */
const registeringHere = (found: readonly ProgrammeRegistration[], now: Date): RegisteringHere =>
  Object.fromEntries(
    [...found]
      .sort((a, b) => a.programmeId.localeCompare(b.programmeId))
      .map((r) => [r.programmeId, isTakingRegistrations(r, now)]),
  );

/**
 * The registrations of the programmes a page shows that have not ended, read at most once a
 * view, for all its cards at once: one query by id (listProgrammeRegistrations), at most one
 * document a card, the programme's counter of places, never its registrations. (Firestore's `in`
 * takes 30 values, so 31 cards would take two queries; the home page shows three, /programmes
 * its upcoming programmes, ten on a made-up site of ten years.) Which of them take registrations
 * here is published with the page under `readKey` (a key of that page's own), so that 'Register'
 * is drawn from the first paint; the live read waits until the page knows its programmes are
 * current (`freshness`, of the read that gave them), then:
 * - as published (nothing changed since), it reads only when a card took registrations here
 *   then, for their places;
 * - read live (programmes changed since the publish, which saving a programme's registration
 *   settings stamps, or the page carries no published content), it reads whatever the cards:
 *   which take registrations here now, and their places. Where the page carries no published
 *   answer, that same read makes it.
 * A failed read is logged and leaves 'Register' as published, without its places.
 */
export function useShownRegistrations(
  readKey: string,
  programmes: readonly Pick<Programme, 'id' | 'startDate' | 'endDate'>[],
  freshness: Freshness,
): ShownRegistrations {
  const today = useToday();
  const current = joined(
    today === null ? [] : programmes.filter((p) => lastDay(p) >= today).map((p) => p.id),
  );
  // The view's reads by the ids asked: the published answer, where the page carries none, and
  // the live read share one.
  const reads = useRef(new Map<string, Promise<ProgrammeRegistration[]>>());
  const readOnce = useCallback((asked: string) => {
    let read = reads.current.get(asked);
    if (!read) {
      read = listProgrammeRegistrations(split(asked));
      reads.current.set(asked, read);
    }
    return read;
  }, []);
  const load = useCallback(
    async (): Promise<RegisteringHere> =>
      current === '' ? {} : registeringHere(await readOnce(current), new Date()),
    [current, readOnce],
  );
  const read = usePublishedRead(
    readKey,
    load,
    'Failed to find the programmes that take registrations here',
    AS_PUBLISHED,
  );
  const stillCurrent = split(current);
  const published = Object.fromEntries(
    Object.entries(read.status === 'ready' ? read.data : {}).filter(([id]) =>
      stillCurrent.includes(id),
    ),
  );
  // Nothing is read while the programmes may still be read again, nor when none took
  // registrations here at the publish and nothing changed since.
  const asked =
    freshness === 'checking' || (freshness === 'published' && Object.keys(published).length === 0)
      ? ''
      : current;

  const [live, setLive] = useState<{ asked: string; found: ProgrammeRegistration[] } | null>(null);
  useEffect(() => {
    if (asked === '') return;
    let mounted = true;
    readOnce(asked).then(
      (found) => {
        if (mounted) setLive({ asked, found });
      },
      (error: unknown) => console.warn('Failed to read the places of the programmes', error),
    );
    return () => {
      mounted = false;
    };
  }, [asked, readOnce]);
  const answered = asked !== '' && live?.asked === asked ? live.found : null;
  const here = answered ? registeringHere(answered, new Date()) : published;
  if (Object.keys(here).length === 0) return NO_REGISTRATIONS;
  return {
    here,
    live: answered && new Map(answered.map((r) => [r.programmeId, r])),
  };
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
  const say = useWords();
  const places = usePlacesText();
  const published = shown.here[id];
  const className = inList ? 'programme-register programme-card-register' : 'programme-register';
  const button = inList ? 'btn btn-brand btn-sm' : 'btn btn-brand';
  const forTitle = inList ? (
    <span className="visually-hidden"> {say('for {title}', { title })}</span>
  ) : null;
  if (published === undefined) {
    if (!isRegistrationLink(registrationUrl)) return null;
    return (
      <p className={className}>
        <a className={button} href={registrationUrl} target="_blank" rel="noopener noreferrer">
          {say('Register')}
          {forTitle}
          <span className="visually-hidden"> {say('(opens in a new tab)')}</span>
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
        {full ? say('Join the waiting list') : say('Register')}
        {forTitle}
      </FormLink>
      <span className="programme-places">
        {registration && (full ? say('Full') : places(registration.capacity, registration))}
      </span>
    </p>
  );
}

/** What a programme's registration is about: its places, ages, fee and closing day, as lines. */
export function RegistrationFacts({ registration }: { registration: ProgrammeRegistration }) {
  const say = useWords();
  const { months } = useCalendarNames();
  // The fee note is the team's text: in Hindi where they gave it, else in English, marked.
  const fee = shownIn(useLanguage(), registration.fee, registration.feeHi);
  const places = usePlacesText()(registration.capacity, registration);
  const { minAge: min, maxAge: max } = registration;
  const ages =
    min !== null && max !== null
      ? say('For ages {min} to {max} on the first day', { min, max })
      : min !== null
        ? say('For ages {min} and over on the first day', { min })
        : max !== null
          ? say('For ages up to {max} on the first day', { max })
          : '';
  return (
    <ul className="list-unstyled">
      {places && <li className="fw-bold">{places}</li>}
      {ages && <li>{ages}</li>}
      {registration.fee && <li lang={fee.lang}>{fee.text}</li>}
      <li>
        {say('Registration closes at the end of {date}.', {
          date: longDate(registration.closesOn, months),
        })}
      </li>
    </ul>
  );
}

/**
 * What a programme's page says of its places, in the page's language: '12 places left', '1 place
 * left', 'Full: you can join the waiting list', or '' without a capacity.
 */
function usePlacesText() {
  const say = useWords();
  const language = useLanguage();
  return (capacity: number | null, counts: PlaceCounts) => {
    const left = placesFor(capacity, counts);
    if (left === null) return '';
    if (left === 'waiting') return say('Full: you can join the waiting list');
    return counted(language, left, {
      one: say('{count} place left'),
      other: say('{count} places left'),
    });
  };
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
  const say = useWords();
  const open = isTakingRegistrations(registration, new Date());
  return (
    <section className="mt-4" aria-labelledby={heading}>
      <h2 id={heading} className="h5">
        {say('Registration')}
      </h2>
      {open ? (
        <RegistrationFacts registration={registration} />
      ) : (
        <p>{say('Registration is closed.')}</p>
      )}
      <p className="programme-actions">
        {open && (
          <FormLink programmeId={programmeId} className="btn btn-brand" prefetch>
            {say('Register')}
          </FormLink>
        )}
        <Link className="btn btn-outline-brand" to={PUBLIC_PATHS.myRegistrations}>
          {say('My registrations')}
        </Link>
      </p>
    </section>
  );
}
