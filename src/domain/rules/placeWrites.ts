/**
 * A programme's places (programmeRegistration, firestore.rules' registration functions): the
 * team sets how a programme takes registrations, and the places it counts (confirmed, waiting,
 * nextWait) move only together with the registration they count, which lastChange names, by
 * exactly what countsAfter says. Pure TypeScript.
 */
import { REGISTRATION_ID_MAX } from '../collections';
import { isSingleLine, tooLong } from '../limits';
import {
  NO_PLACES_TAKEN,
  REGISTRATIONS,
  REGISTRATION_SETTINGS,
  countsAfter,
  expiryOf,
  type PlaceCounts,
  type RegistrationStatus,
} from '../registration/registrations';
import { standing, type AccessContext, type DocumentWrite, type Documents } from './access';
import { changedFields, intOf, sameValue, stringOf, type Doc } from './documents';

/** The fields of programmeRegistration that count the places taken. */
const PLACE_FIELDS = ['confirmed', 'waiting', 'nextWait', 'lastChange'];

export const settingsPath = (programmeId: unknown) =>
  `${REGISTRATION_SETTINGS}/${String(programmeId)}`;

/** A programme's counts as stored, in registration/registrations.ts's words. */
export const placesOf = (settings: Doc): PlaceCounts => ({
  confirmed: intOf(settings.confirmed) ?? Number.NaN,
  waiting: intOf(settings.waiting) ?? Number.NaN,
  nextWait: intOf(settings.nextWait) ?? Number.NaN,
  lastChange: stringOf(settings.lastChange),
});

/** A programme's capacity as stored: null when it has none. */
export const capacityOf = (settings: Doc) =>
  settings.capacity === null ? null : (intOf(settings.capacity) ?? Number.NaN);

const describePlaces = ({ confirmed, waiting, nextWait, lastChange }: PlaceCounts) =>
  `confirmed ${confirmed}, waiting ${waiting}, nextWait ${nextWait}, lastChange ${lastChange}`;

/**
 * Why the programme's counts do not move with registration `id` as it moves from `from` to `to`
 * (null: absent) by countsAfter, in the same write (firestore.rules, isPlacesAfter), or null.
 */
export function placesProblem(
  programmeId: unknown,
  id: string,
  from: RegistrationStatus | null,
  to: RegistrationStatus | null,
  documents: Documents,
): string | null {
  const path = settingsPath(programmeId);
  const before = documents.before(path);
  if (!before) return `the programme takes no registrations (${path} does not exist)`;
  const expected = countsAfter(placesOf(before), id, from, to);
  const after = documents.after(path);
  const moved =
    after !== null &&
    intOf(after.confirmed) === expected.confirmed &&
    intOf(after.waiting) === expected.waiting &&
    intOf(after.nextWait) === expected.nextWait &&
    after.lastChange === expected.lastChange;
  return moved
    ? null
    : `the places taken move with the registration, in the same write: ${path} becomes ${describePlaces(expected)}`;
}

/**
 * A cancelled registration holds no place: deleting it leaves the counts as they are, lastChange
 * kept or naming it (firestore.rules, isPlacesKept). A programme without registration settings
 * (removed since) has no counts to keep.
 */
export function cancelledLeavesProblem(programmeId: unknown, id: string, documents: Documents) {
  const path = settingsPath(programmeId);
  const before = documents.before(path);
  if (!before) return null;
  const after = documents.after(path);
  const kept =
    after !== null &&
    ['confirmed', 'waiting', 'nextWait'].every((field) => sameValue(after[field], before[field])) &&
    (sameValue(after.lastChange, before.lastChange) || after.lastChange === id);
  return kept ? null : 'a cancelled registration holds no place: deleting it moves no count';
}

/**
 * The write moves programmeRegistration/{programmeId}'s counts alone, with the registration its
 * lastChange names, of this programme, which the same write creates, deletes or gives another
 * status (firestore.rules, isPlacesMove). By how much is the registration's own check.
 */
function isPlacesMove(programmeId: string, before: Doc, after: Doc, documents: Documents) {
  if (!changedFields(before, after).every((field) => PLACE_FIELDS.includes(field))) return false;
  const { confirmed, waiting, nextWait } = placesOf(after);
  if (!(confirmed >= 0 && waiting >= 0 && nextWait >= 1)) return false;
  const named = after.lastChange;
  if (typeof named !== 'string' || named === '' || tooLong(named, REGISTRATION_ID_MAX))
    return false;
  if (!isSingleLine(named)) return false;
  const path = `${REGISTRATIONS}/${named}`;
  const was = documents.before(path);
  if (was) {
    if (was.programmeId !== programmeId) return false;
    const is = documents.after(path);
    return is === null || !sameValue(is.status, was.status);
  }
  const is = documents.after(path);
  return is !== null && is.programmeId === programmeId;
}

/**
 * programmeRegistration/{programmeId}: the team sets how a programme takes registrations (the
 * counts starting at none taken, for a programme that exists), edits the settings with the
 * counts kept, and removes it while nobody is registered or waiting; anyone whose registration
 * the same write moves moves the counts with it.
 */
export function registrationSettingsWrite(
  { id, before, after }: DocumentWrite,
  { caller, documents, now }: AccessContext,
): string | null {
  if (before && after && isPlacesMove(id, before, after, documents)) return null;
  if (!caller || !standing(caller, documents).isOnTeam)
    return before && after
      ? 'the places taken move only with the registration they count, named by lastChange, in the same write'
      : "only the site's team sets how a programme takes registrations";
  if (!after) {
    if (intOf(before?.confirmed) === 0 && intOf(before?.waiting) === 0) return null;
    // Once every registration of the programme has expired, the counts no longer count anyone.
    const programme = documents.before(`events/${id}`);
    const expiry = programme ? programmeExpiry(programme) : null;
    return expiry !== null && expiry.getTime() <= now.getTime()
      ? null
      : "a programme's registration settings are removed only while nobody is registered or waiting, or once its registrations have expired";
  }
  if (after.programmeId !== id) return 'programmeId is the id of its document';
  if (!before) {
    const none = placesOf(after);
    if (describePlaces(none) !== describePlaces(NO_PLACES_TAKEN))
      return `a programme starts taking registrations with no place taken: ${describePlaces(NO_PLACES_TAKEN)}`;
    return documents.before(`events/${id}`)
      ? null
      : 'registration is set for a programme that exists (events/{programmeId})';
  }
  return changedFields(before, after).some(
    (field) => field === 'programmeId' || PLACE_FIELDS.includes(field),
  )
    ? 'an edit of the settings keeps the places taken as they are'
    : null;
}

/** When registrations of a programme expire: KEEP_DAYS after its last day, as stored. */
export function programmeExpiry(programme: Doc): Date | null {
  return expiryOf(stringOf(programme.endDate) || stringOf(programme.startDate));
}
