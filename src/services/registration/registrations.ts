/**
 * The team's side of registration (the admin area's Firestore): a programme's registration
 * settings, its list, the moves of the waiting list, cancellations, check-in at the door, walk-ins
 * (consent taken on paper) and the record of each download of the list.
 */
import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  Timestamp,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import {
  MIN_KEEP_DAYS,
  NO_PLACES_TAKEN,
  REGISTRATIONS,
  REGISTRATION_SHARES,
  REGISTRATION_DOWNLOADS,
  REGISTRATION_SETTINGS,
  downloadExpiry,
  expiryOf,
  isKeptLongEnough,
  programmeRegistrationFromFields,
  registrationDownloadFromFields,
  registrationFromFields,
  type ProgrammeRegistration,
  type RegistrantDetails,
  type Registration,
  type RegistrationDownload,
  type RegistrationSettings,
} from '../../domain/registration/registrations';
import { daysPresent, programmeDays, withDay } from '../../domain/registration/attendance';
import type { Programme } from '../../domain/types';
import { signedInUid } from '../auth';
import { db } from '../firebase';
import { stampChanges } from '../stamps';
import { storedFields } from '../storedFields';
import { readTeamMember } from '../team';
import {
  moveRegistration,
  takePlace,
  RegistrationRefused,
  type AlreadyRegistered,
  type TakenPlace,
} from './writes';

export { RegistrationRefused };

/** A programme's registration settings and counts; null when it takes none on this site. */
export async function readProgrammeRegistration(
  programmeId: string,
): Promise<ProgrammeRegistration | null> {
  const snapshot = await getDoc(doc(db, REGISTRATION_SETTINGS, programmeId));
  const data = snapshot.data();
  return data ? programmeRegistrationFromFields(programmeId, storedFields(data)) : null;
}

const settingsFields = (settings: RegistrationSettings) => ({
  open: settings.open,
  closesOn: settings.closesOn,
  capacity: settings.capacity,
  minAge: settings.minAge,
  maxAge: settings.maxAge,
  fee: settings.fee.trim(),
  // The Hindi always written, '' or [] for none, so that an edit keeps or empties it.
  feeHi: (settings.feeHi ?? '').trim(),
  questions: settings.questions.map(({ id, label, kind, options, labelHi, optionsHi }) => ({
    id,
    label: label.trim(),
    kind,
    options: kind === 'choice' ? options.map((o) => o.trim()) : [],
    labelHi: (labelHi ?? '').trim(),
    // One for each option, or none.
    optionsHi:
      kind === 'choice' && optionsHi?.length === options.length
        ? optionsHi.map((o) => o.trim())
        : [],
  })),
});

/**
 * Saves how a programme takes registrations: the first time with no place taken, later the
 * settings alone (the counts are the registrations' own). It stamps programmes as changed: the
 * public lists and the programme's page show 'Register' where a programme takes registrations
 * here, which visitors' browsers then read again rather than wait for the next publish.
 */
export async function saveRegistrationSettings(
  programmeId: string,
  settings: RegistrationSettings,
): Promise<void> {
  const ref = doc(db, REGISTRATION_SETTINGS, programmeId);
  await runTransaction(db, async (transaction) => {
    const stored = await transaction.get(ref);
    if (stored.exists()) transaction.update(ref, settingsFields(settings));
    else transaction.set(ref, { programmeId, ...settingsFields(settings), ...NO_PLACES_TAKEN });
    stampChanges(transaction, ['events']);
  });
}

/** Every registration of a programme, oldest first. */
export async function listRegistrations(programmeId: string): Promise<Registration[]> {
  const snapshot = await getDocs(
    query(
      collection(db, REGISTRATIONS),
      where('programmeId', '==', programmeId),
      orderBy('createdAt'),
    ),
  );
  return snapshot.docs.map((d) => registrationFromFields(d.id, storedFields(d.data())));
}

/** Documents updated in one write when a programme's registrations move their expiry. */
export const EXPIRY_MOVES_PER_WRITE = 100;

/**
 * Moves when a programme's registrations, and the accounts' shares of it, expire to what its
 * dates as just saved give (KEEP_DAYS after `lastDay`), in writes of EXPIRY_MOVES_PER_WRITE;
 * resolves with how many moved. Refuses, moving none, when that is less than MIN_KEEP_DAYS from
 * now: new dates so far in the past would have them deleted at once.
 */
export async function moveRegistrationsExpiry(
  programmeId: string,
  lastDay: string,
): Promise<number> {
  const expiry = expiryOf(lastDay);
  if (!expiry) throw new RegistrationRefused('This programme has no valid dates.');
  if (!isKeptLongEnough(expiry, new Date()))
    throw new RegistrationRefused(
      `its registrations keep the date they are deleted on: its new dates would have them deleted within ${MIN_KEEP_DAYS} days.`,
    );
  const ofProgramme = (name: string) =>
    getDocs(query(collection(db, name), where('programmeId', '==', programmeId)));
  const [registrations, shares] = await Promise.all([
    ofProgramme(REGISTRATIONS),
    ofProgramme(REGISTRATION_SHARES),
  ]);
  const moving = [...registrations.docs, ...shares.docs].filter(
    (d) =>
      !(d.data().expiresAt instanceof Timestamp) ||
      (d.data().expiresAt as Timestamp).toMillis() !== expiry.getTime(),
  );
  for (let start = 0; start < moving.length; start += EXPIRY_MOVES_PER_WRITE) {
    const batch = writeBatch(db);
    for (const d of moving.slice(start, start + EXPIRY_MOVES_PER_WRITE))
      batch.update(d.ref, { expiresAt: Timestamp.fromDate(expiry) });
    await batch.commit();
  }
  return moving.length;
}

/** Confirms someone from the waiting list into a free place. */
export const confirmFromWaitingList = (registration: Registration) =>
  moveRegistration(db, registration, 'confirmed');

/** Cancels a registration, giving the reason; its place is freed. */
export const cancelRegistration = (registration: Registration, reason: string) =>
  moveRegistration(db, registration, 'cancelled', reason);

/** Deletes a registration (a walk-in added by mistake), freeing its place. */
export const deleteRegistration = (registration: Registration) =>
  moveRegistration(db, registration, null);

/**
 * Marks someone present at the door on a day of the programme (`day`; without it, its first day,
 * the one day of a programme of one day), or takes that day back: in a transaction that reads the
 * registration and the programme as stored, so that two volunteers marking two days keep both.
 * The days present are the programme's (attendance.ts); the time of the first arrival is set now
 * with the first day and taken away with the last. Nothing is written when the day is already as
 * asked.
 */
export async function setArrived(
  registration: Registration,
  arrived: boolean,
  day?: string,
): Promise<void> {
  const ref = doc(db, REGISTRATIONS, registration.id);
  const programmeRef = doc(db, 'events', registration.programmeId);
  await runTransaction(db, async (transaction) => {
    const stored = await transaction.get(ref);
    const programme = (await transaction.get(programmeRef)).data();
    const data = stored.data();
    if (!data) throw new RegistrationRefused('This registration was already removed.');
    const days = programmeDays(
      String(programme?.startDate ?? ''),
      String(programme?.endDate ?? ''),
    );
    const marked = day ?? days[0];
    if (marked === undefined || !days.includes(marked))
      throw new RegistrationRefused(
        'That day is not one of the programme’s days: read the list again.',
      );
    const current = registrationFromFields(stored.id, storedFields(data));
    const before = daysPresent(current, days);
    const presentOn = withDay(before, days, marked, arrived);
    const arrivedBefore = current.arrivedAt !== null;
    const arrivedAfter = presentOn.length > 0;
    if (presentOn.join() === before.join() && arrivedAfter === arrivedBefore) return;
    transaction.update(ref, {
      presentOn,
      // The time of the first arrival: set with the first day, kept, taken with the last.
      ...(!arrivedAfter
        ? { arrivedAt: null }
        : arrivedBefore
          ? {}
          : { arrivedAt: serverTimestamp() }),
    });
  });
}

async function signedIn(): Promise<string> {
  const uid = await signedInUid();
  if (!uid) throw new RegistrationRefused('Sign in again: your session has ended.');
  return uid;
}

/**
 * Adds someone who came without registering, their consent taken on paper, unless they are on
 * the programme's list as read (`registered`) already.
 */
export async function addWalkIn(
  programmeId: string,
  details: RegistrantDetails,
  registered: AlreadyRegistered = [],
): Promise<TakenPlace> {
  const uid = await signedIn();
  return takePlace(
    db,
    {
      programmeId,
      account: '',
      email: '',
      details,
      consent: 'paper',
      noticeLanguage: 'en',
      addedBy: uid,
    },
    registered,
  );
}

/**
 * Records that the signed-in team member downloaded the programme's list, under their name on
 * the team, kept DOWNLOAD_KEEP_DAYS from now (the rules allow the device's clock ten minutes off).
 */
export async function recordDownload(programme: Pick<Programme, 'id'>): Promise<void> {
  const uid = await signedIn();
  const member = await readTeamMember(uid);
  await addDoc(collection(db, REGISTRATION_DOWNLOADS), {
    programmeId: programme.id,
    by: uid,
    byName: member?.name ?? '',
    at: serverTimestamp(),
    expiresAt: Timestamp.fromDate(downloadExpiry(new Date())),
  });
}

/** The downloads of a programme's list, newest first. */
export async function listDownloads(programmeId: string): Promise<RegistrationDownload[]> {
  const snapshot = await getDocs(
    query(
      collection(db, REGISTRATION_DOWNLOADS),
      where('programmeId', '==', programmeId),
      orderBy('at', 'desc'),
    ),
  );
  return snapshot.docs.map((d) => registrationDownloadFromFields(d.id, storedFields(d.data())));
}
