/**
 * Registration for programmes (firestore.rules, the registration functions): a verified account
 * registers an adult (itself) or, as a parent or guardian, a child; the team adds walk-ins, moves
 * registrations on the waiting list, cancels them and marks arrivals, each with the places it
 * counts (placeWrites.ts) and the account's share of them; and the team records each download of
 * a programme's list. Pure TypeScript.
 */
import { ADULT_AGE, ageOn } from '../registration/ages';
import { CLOCK_TOLERANCE_MS, PATTERNS, isBlank, whole } from '../limits';
import {
  DOWNLOAD_KEEP_DAYS,
  KEEP_DAYS,
  MIN_KEEP_DAYS,
  REGISTRATIONS,
  REGISTRATION_SHARES,
  SHARE_PLACES,
  ageRange,
  closingInstant,
  downloadExpiry,
  isKeptLongEnough,
  newPlace,
  shareId,
  type RegistrationStatus,
} from '../registration/registrations';
import { mayCount } from '../registration/programmeCounts';
import {
  isRegistrant,
  standing,
  type AccessContext,
  type DocumentWrite,
  type Documents,
} from './access';
import { changedFields, fieldOf, intOf, sameValue, stringOf, type Doc } from './documents';
import {
  capacityOf,
  cancelledLeavesProblem,
  placesOf,
  placesProblem,
  programmeExpiry,
  settingsPath,
} from './placeWrites';

/** What the team changes of a registration: its status, why it is cancelled, its arrival. */
const MOVABLE_FIELDS = ['status', 'cancelReason', 'arrivedAt', 'presentOn'];
/** What a check-in changes: the time of the first arrival and the days present. */
const CHECK_IN_FIELDS = ['arrivedAt', 'presentOn'];
/** The most days one check-in adds: the day marked and, once, the day of an earlier arrival. */
const DAYS_ADDED = 2;
const IS_REGISTRATION_HASH = whole(PATTERNS.registrationHash);

/**
 * Why a new registration cannot take its place (firestore.rules, isNewRegistration), or null:
 * its id, a date of birth by the programme's first day within its ages, its place and the
 * counts moved with it, made now, not arrived, not cancelled, and kept until a year after the
 * programme.
 */
function placeTakenProblem(
  id: string,
  data: Doc,
  programme: Doc,
  settings: Doc,
  { now, documents }: AccessContext,
): string | null {
  const dob = stringOf(data.dob);
  const prefix = `${stringOf(data.programmeId)}_`;
  if (!id.startsWith(prefix) || !IS_REGISTRATION_HASH.test(id.slice(prefix.length)))
    return `a registration's id is ${prefix} and 16 hexadecimal digits (newRegistrationId)`;
  const firstDay = stringOf(programme.startDate);
  if (!(dob <= firstDay)) return "dob cannot be after the programme's first day";
  const age = ageOn(dob, firstDay) ?? Number.NaN;
  const minAge = intOf(settings.minAge);
  const maxAge = intOf(settings.maxAge);
  if ((minAge !== null && !(age >= minAge)) || (maxAge !== null && !(age <= maxAge)))
    return `this programme is for ages ${ageRange(minAge, maxAge)}: on its first day the person will be ${age}`;
  if (!sameValue(data.createdAt, now)) return 'createdAt is the time of the registration';
  if (data.arrivedAt !== null) return 'a new registration has not arrived yet: arrivedAt is null';
  if (Object.hasOwn(data, 'presentOn'))
    return 'a new registration has not arrived yet: it has no presentOn';
  if (data.cancelReason !== '') return 'a new registration is not cancelled: cancelReason is empty';
  const expiry = programmeExpiry(programme);
  if (!expiry || !sameValue(data.expiresAt, expiry))
    return `expiresAt is ${KEEP_DAYS} days after midnight UTC of the programme's last day${expiry ? `: ${expiry.toISOString()}` : ''}`;
  if (!isKeptLongEnough(expiry, now))
    return `a registration is kept at least ${MIN_KEEP_DAYS} days: this programme ended too long ago to take one`;
  const place = newPlace(capacityOf(settings), placesOf(settings));
  const waitNumber = data.waitNumber === null ? null : (intOf(data.waitNumber) ?? Number.NaN);
  if (data.status !== place.status || waitNumber !== place.waitNumber)
    return place.status === 'confirmed'
      ? 'a place is free and nobody waits: the registration is confirmed, waitNumber null'
      : `no place is free, or others wait: the registration waits, waitNumber ${place.waitNumber}`;
  return placesProblem(data.programmeId, id, null, place.status, documents);
}

/**
 * A new registration: by a verified account for itself (an adult) or, as a parent or guardian,
 * for a child under 18 on the programme's first day, while registration is open and before the
 * end of its closing day in India; or a walk-in the team adds, open or closed, the consent taken
 * on paper (firestore.rules, isRegistering and isAddingWalkIn).
 */
function newRegistrationProblem(id: string, data: Doc, context: AccessContext): string | null {
  const { caller, documents, now } = context;
  const programme = documents.before(`events/${stringOf(data.programmeId)}`);
  const settings = documents.before(settingsPath(data.programmeId));
  if (!programme || !settings)
    return 'registration is for a programme that takes registrations on this site';
  if (data.consent === 'paper') {
    if (!caller || !standing(caller, documents).isOnTeam)
      return "only the site's team adds a walk-in, the consent taken on paper";
    if (data.account !== '' || data.email !== '')
      return 'a walk-in has no account and no e-mail address';
    if (data.addedBy !== caller.uid) return 'addedBy is the team member adding the walk-in';
    return placeTakenProblem(id, data, programme, settings, context);
  }
  if (!caller) return 'sign in with your e-mail address to register';
  if (!isRegistrant(caller))
    return "registering needs an account of the registrants' sign-in, by the link e-mailed to your address";
  if (data.account !== caller.uid) return 'account is the signed-in account registering';
  if (data.email !== (caller.email ?? '')) return "email is the signed-in account's address";
  if (data.addedBy !== '') return 'addedBy is empty unless the team adds a walk-in';
  const adult = (ageOn(stringOf(data.dob), stringOf(programme.startDate)) ?? -1) >= ADULT_AGE;
  if (data.consent !== (adult ? 'self' : 'guardian'))
    return adult
      ? "someone 18 or over on the programme's first day registers themselves: consent self"
      : "someone under 18 on the programme's first day is registered by a parent or guardian: consent guardian";
  if (settings.open !== true) return 'registration for this programme is closed';
  const closes = closingInstant(stringOf(settings.closesOn));
  if (!closes || now.getTime() >= closes.getTime())
    return `registration for this programme closed at the end of ${stringOf(settings.closesOn)} (India)`;
  return (
    placeTakenProblem(id, data, programme, settings, context) ??
    shareTakenProblem(id, data, documents)
  );
}

// An account's share of a programme's places (registrationShares/{programmeId}_{account}): how
// many people it holds registered there, at most SHARE_PLACES, moved with each of its
// registrations in the same write (firestore.rules, isShareTaken, isShareFreed, isShareMove).

const sharePathOf = (data: Doc) =>
  `${REGISTRATION_SHARES}/${shareId(stringOf(data.programmeId), stringOf(data.account))}`;

/** The account's share goes up by one with its new registration, naming it, expiring with it. */
function shareTakenProblem(id: string, data: Doc, documents: Documents): string | null {
  const path = sharePathOf(data);
  const before = documents.before(path);
  const held = before ? (intOf(before.people) ?? Number.NaN) : 0;
  if (!(held < SHARE_PLACES))
    return `one account registers at most ${SHARE_PLACES} people for a programme`;
  const after = documents.after(path);
  const taken =
    after !== null &&
    intOf(after.people) === held + 1 &&
    after.lastChange === id &&
    sameValue(after.expiresAt, data.expiresAt);
  return taken
    ? null
    : `the account's share moves with the registration, in the same write: ${path} becomes people ${held + 1}, lastChange ${id}, expiring with it`;
}

/**
 * A registrant's registration leaves and its account's share goes down by one in the same write,
 * naming it (none to move for a registration made before shares were counted).
 */
function shareFreedProblem(id: string, data: Doc, documents: Documents): string | null {
  if (data.account === '') return null;
  const path = sharePathOf(data);
  const before = documents.before(path);
  const after = documents.after(path);
  if (!before)
    return after ? `a share starts with a registration of its account, not a deletion` : null;
  const held = intOf(before.people) ?? Number.NaN;
  const freed =
    after !== null && intOf(after.people) === (held > 0 ? held - 1 : 0) && after.lastChange === id;
  return freed
    ? null
    : `the account's share moves with the registration, in the same write: ${path} becomes people ${held > 0 ? held - 1 : 0}, lastChange ${id}`;
}

/**
 * registrationShares/{programmeId}_{account}: written only with a registration of its account and
 * programme that the same write creates or deletes (by how much is the registration's check), or
 * by the team moving its expiry with the programme's dates.
 */
export function shareWrite(
  { id, before, after }: DocumentWrite,
  context: AccessContext,
): string | null {
  const { caller, documents } = context;
  if (!after) return "an account's share is never deleted: it expires";
  if (
    stringOf(after.account) === '' ||
    id !== shareId(stringOf(after.programmeId), stringOf(after.account))
  )
    return 'a share is {programmeId}_{account}, of an account';
  if (
    before &&
    caller &&
    standing(caller, documents).isOnTeam &&
    !expiryMoveProblem(before, after, context)
  )
    return null;
  if (
    before &&
    !changedFields(before, after).every((f) => ['people', 'lastChange', 'expiresAt'].includes(f))
  )
    return 'a share keeps its programme and account';
  const path = `${REGISTRATIONS}/${stringOf(after.lastChange)}`;
  const was = documents.before(path);
  const is = documents.after(path);
  const registration = was ?? is;
  const moved =
    (was === null) !== (is === null) &&
    registration !== null &&
    registration.account === after.account &&
    registration.programmeId === after.programmeId;
  return moved
    ? null
    : 'a share moves only with a registration of its account and programme that the same write makes or deletes';
}

/**
 * Why a write is not the team moving a registration's (or a share's) expiry with its programme's
 * dates as the write leaves them (firestore.rules, isExpiryMove), or null: expiresAt alone
 * changed, to a year after the last day, at least a month from now.
 */
function expiryMoveProblem(
  before: Doc,
  after: Doc,
  { documents, now }: AccessContext,
): string | null {
  if (!changedFields(before, after).every((field) => field === 'expiresAt'))
    return 'only the expiry moves with the dates';
  const programme = documents.after(`events/${stringOf(before.programmeId)}`);
  const expiry = programme ? programmeExpiry(programme) : null;
  if (!expiry || !sameValue(after.expiresAt, expiry))
    return `expiresAt moves to ${KEEP_DAYS} days after midnight UTC of the programme's last day${expiry ? `: ${expiry.toISOString()}` : ''}`;
  if (!isKeptLongEnough(expiry, now))
    return `a registration is kept at least ${MIN_KEEP_DAYS} days from now: the programme's new dates would delete it sooner`;
  return null;
}

/** Whether `day` is one of the programme's days, as the rules compare them (isProgrammeDay). */
const isProgrammeDay = (day: unknown, programme: Doc) =>
  typeof day === 'string' &&
  day >= stringOf(programme.startDate) &&
  (day <= stringOf(programme.endDate) || day === programme.startDate);

/**
 * Why a write is not a check-in (firestore.rules, isCheckIn), or null: the days present (their
 * form, each once, at most REGISTRATION_LIMITS.daysPresent: the document's own check) gain at most
 * DAYS_ADDED days, each one of the programme's, or lose some; arrivedAt is set now with the first
 * day, kept while a day is left, and null once none is.
 */
function checkInProblem(before: Doc, after: Doc, { documents, now }: AccessContext): string | null {
  const listOf = (doc: Doc) => {
    const days = fieldOf(doc, 'presentOn') ?? [];
    return Array.isArray(days) ? (days as unknown[]) : null;
  };
  const days = listOf(after);
  if (days === null) return 'presentOn is a list of days';
  const added = days.filter((day) => !(listOf(before) ?? []).includes(day));
  if (added.length > DAYS_ADDED)
    return `a check-in marks one day at a time (with the day of an earlier arrival, ${DAYS_ADDED})`;
  if (added.length > 0) {
    const programme = documents.before(`events/${stringOf(before.programmeId)}`);
    if (!programme || !added.every((day) => isProgrammeDay(day, programme)))
      return 'a check-in marks days of the programme, from its first day to its last';
  }
  if (days.length === 0)
    return after.arrivedAt === null ? null : 'arrivedAt is null once no day is marked';
  if (before.arrivedAt === null)
    return sameValue(after.arrivedAt, now)
      ? null
      : 'the first arrival is marked with the time of the write';
  return sameValue(after.arrivedAt, before.arrivedAt)
    ? null
    : 'arrivedAt keeps the time of the first arrival';
}

/**
 * The team moves a registration (firestore.rules, isRegistrationMove): from the waiting list into
 * a free place, its number kept; a confirmed or waiting one to cancelled, saying why; or checks
 * the person in on a day, or takes a day back (checkInProblem). One move at a time, nothing else
 * changed, the counts moved with a move of status.
 */
function registrationMoveProblem(
  id: string,
  before: Doc,
  after: Doc,
  context: AccessContext,
): string | null {
  const { documents } = context;
  const changed = changedFields(before, after);
  if (!changed.every((field) => MOVABLE_FIELDS.includes(field)))
    return 'a registration stays as registered: the team changes only its status, why it is cancelled, when the person first arrived and the days present';
  const checkIn = changed.some((field) => CHECK_IN_FIELDS.includes(field));
  if (!changed.includes('status')) {
    if (!checkIn || changed.includes('cancelReason'))
      return 'the reason is given with the cancellation';
    return checkInProblem(before, after, context);
  }
  if (checkIn) return 'a move and an arrival are written apart';
  const from = before.status;
  const to = after.status;
  if (from === 'waiting' && to === 'confirmed') {
    if (changed.includes('cancelReason')) return 'a confirmed registration gives no reason';
    const settings = documents.before(settingsPath(before.programmeId));
    if (!settings) return 'the programme takes no registrations';
    const capacity = capacityOf(settings);
    if (capacity !== null && !(placesOf(settings).confirmed < capacity))
      return 'no place is free: cancel a confirmed registration first, or raise the capacity';
  } else if ((from === 'confirmed' || from === 'waiting') && to === 'cancelled') {
    if (isBlank(stringOf(after.cancelReason))) return 'a cancellation says why: cancelReason';
  } else
    return `a registration moves from waiting to confirmed, or from confirmed or waiting to cancelled, not from ${String(from)} to ${String(to)}`;
  return placesProblem(before.programmeId, id, from, to, documents);
}

/**
 * registrations/{id}: created by a verified account or, for a walk-in, the team; moved by the
 * team; deleted by the account that made it or the team, freeing its place.
 */
export function registrationWrite(
  { id, before, after }: DocumentWrite,
  context: AccessContext,
): string | null {
  const { caller, documents } = context;
  if (after && !before) return newRegistrationProblem(id, after, context);
  if (after && before) {
    if (!caller || !standing(caller, documents).isOnTeam)
      return "only the site's team moves a registration: from the waiting list, cancelled, arrived";
    const move = registrationMoveProblem(id, before, after, context);
    return move && expiryMoveProblem(before, after, context) === null ? null : move;
  }
  if (!before) return 'there is no registration to delete';
  const own = caller !== null && isRegistrant(caller) && before.account === caller.uid;
  if (!own && !standing(caller, documents).isOnTeam)
    return 'a registration is deleted by the account that made it, or by the team';
  return (
    (before.status === 'cancelled'
      ? cancelledLeavesProblem(before.programmeId, id, documents)
      : placesProblem(
          before.programmeId,
          id,
          before.status as RegistrationStatus,
          null,
          documents,
        )) ?? shareFreedProblem(id, before, documents)
  );
}

/**
 * registrationDownloads/{id}: a team member records their own download of a list, now, under
 * their name on the team, kept DOWNLOAD_KEEP_DAYS (as the device reckons it, within the clock
 * tolerance); never changed or deleted.
 */
export function downloadWrite(
  { before, after }: DocumentWrite,
  { caller, documents, now }: AccessContext,
): string | null {
  if (!caller || !standing(caller, documents).isOnTeam)
    return "only the site's team downloads the lists of registrations";
  if (before || !after) return 'a download, once recorded, is never changed or deleted';
  if (after.by !== caller.uid) return 'by is the team member downloading';
  const name = documents.before(`team/${caller.uid}`)?.name;
  if (after.byName !== (typeof name === 'string' ? name : ''))
    return 'byName is the name the team knows the downloader by';
  if (!sameValue(after.at, now)) return 'at is the time of the download';
  const expires = after.expiresAt instanceof Date ? after.expiresAt.getTime() : Number.NaN;
  if (!(Math.abs(expires - downloadExpiry(now).getTime()) <= CLOCK_TOLERANCE_MS))
    return `expiresAt is ${DOWNLOAD_KEEP_DAYS} days after the download (the device's clock at most ${CLOCK_TOLERANCE_MS / 60_000} minutes off)`;
  return null;
}

/**
 * programmeCounts/{programmeId}: the team writes a programme's counts under its id; nobody
 * deletes them; once counting has stopped for the programme the counts stored are kept as they
 * are (countingEndsAt of the stored lastDay), so that a count made after its registrations began
 * to go never replaces them. A missing one may still be added (a restore puts it back).
 */
export function countsWrite(
  { id, before, after }: DocumentWrite,
  { caller, documents, now }: AccessContext,
): string | null {
  if (!caller || !standing(caller, documents).isOnTeam)
    return "only the site's team keeps a programme's counts";
  if (!after) return "a programme's counts are never deleted";
  if (after.programmeId !== id) return "programmeId is the id of the counts' document";
  if (before && !mayCount(stringOf(before.lastDay), now))
    return "a programme's counts are kept as they are once its registrations start to go";
  return null;
}
