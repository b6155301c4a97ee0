/**
 * The writes that take or free a place, shared by the public's registration (its own Firebase app,
 * src/services/registration/registrant.ts) and the team's screen
 * (src/services/registration/registrations.ts): each is one transaction that moves a registration
 * and the programme's counts together, as firestore.rules requires (the counts' `lastChange` names
 * the registration). Transactions are retried when others register at the same moment; a rush that
 * outlasts the retries gets a plain message.
 */
import { FirebaseError } from 'firebase/app';
import {
  Timestamp,
  doc,
  runTransaction,
  serverTimestamp,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';
import { noticeVersionIn } from '../../domain/registration/notice';
import type { Language } from '../../words/languages';
import { sayIn, type Sentence } from '../../words/sentence';
import {
  MIN_KEEP_DAYS,
  REGISTRANT_TEXT_FIELDS,
  REGISTRATIONS,
  REGISTRATION_SETTINGS,
  REGISTRATION_SHARES,
  SHARE_PLACES,
  ageSentence,
  countsAfter,
  expiryOf,
  isKeptLongEnough,
  isMinorOn,
  isSamePerson,
  isTakingRegistrations,
  newPlace,
  newRegistrationId,
  programmeRegistrationFromFields,
  shareId,
  type Consent,
  type PlaceCounts,
  type RegistrantDetails,
  type Registration,
  type RegistrationStatus,
} from '../../domain/registration/registrations';

/**
 * A write refused for a reason the person can act on; its message is for them. A refusal the
 * public may meet is a sentence of the interface's tables (`sentence`), which a page says in its
 * language; one only the team meets is English text, and its sentence null.
 */
export class RegistrationRefused extends Error {
  readonly sentence: Sentence | null;
  constructor(reason: Sentence | string) {
    super(typeof reason === 'string' ? reason : sayIn(reason));
    this.name = 'RegistrationRefused';
    this.sentence = typeof reason === 'string' ? null : reason;
  }
}

/** Attempts of one transaction while others take places at the same moment. */
export const MAX_ATTEMPTS = 20;

export const RUSH_MESSAGE: Sentence = {
  text: 'Too many people are registering right now. Try again in a minute.',
};
const OFFLINE_MESSAGE: Sentence = {
  text: 'No connection: nothing was saved. Try again when you are online.',
};
const REFUSED_MESSAGE: Sentence = {
  text: 'The registration was refused: registration may have closed or changed. Reload the page and try again.',
};

/** A failure of the database as a message for the person; others as they are. */
function asRefusal(error: unknown): unknown {
  if (error instanceof RegistrationRefused || !(error instanceof FirebaseError)) return error;
  switch (error.code) {
    case 'aborted':
    case 'failed-precondition':
    case 'resource-exhausted':
      return new RegistrationRefused(RUSH_MESSAGE);
    case 'unavailable':
    case 'deadline-exceeded':
      return new RegistrationRefused(OFFLINE_MESSAGE);
    case 'permission-denied':
      return new RegistrationRefused(REFUSED_MESSAGE);
    default:
      return error;
  }
}

/**
 * Runs `work` as a transaction, tried again while others move the same counts. Firestore Lite
 * tries a transaction again when a document it read has changed by its commit, but Firestore
 * judges the rules before that: a commit whose counts another registration has overtaken is
 * refused (permission-denied) and not tried again. So a refusal is tried again here, after a
 * growing pause, as long as each try read counts that had moved since the one before (`read`
 * records what a try read); a refusal of counts that stood still is a refusal for a reason.
 */
async function transact<T>(
  db: Firestore,
  work: (t: Transaction, read: (state: string) => void) => Promise<T>,
): Promise<T> {
  let before: string | undefined;
  for (let attempt = 1; ; attempt++) {
    let seen: string | undefined;
    try {
      return await runTransaction(
        db,
        (transaction) => work(transaction, (state) => (seen = state)),
        { maxAttempts: MAX_ATTEMPTS },
      );
    } catch (error) {
      const moving =
        error instanceof FirebaseError &&
        error.code === 'permission-denied' &&
        seen !== undefined &&
        seen !== before;
      if (!moving) throw asRefusal(error);
      if (attempt >= MAX_ATTEMPTS) throw new RegistrationRefused(RUSH_MESSAGE);
      before = seen;
      await new Promise((resolve) => setTimeout(resolve, (20 + Math.random() * 80) * attempt));
    }
  }
}

/** The counts as a transaction read them, to tell whether they moved between two tries. */
const countsKey = ({ confirmed, waiting, nextWait, lastChange }: PlaceCounts) =>
  JSON.stringify([confirmed, waiting, nextWait, lastChange]);

const countFields = ({ confirmed, waiting, nextWait, lastChange }: PlaceCounts) => ({
  confirmed,
  waiting,
  nextWait,
  lastChange,
});

export interface NewRegistration {
  programmeId: string;
  /** The registering account's uid; '' for a walk-in added by the team. */
  account: string;
  /** The account's verified e-mail address; '' for a walk-in. */
  email: string;
  details: RegistrantDetails;
  consent: Consent;
  /**
   * The language of the notice the person agreed to (the page's): stored with the version of the
   * notice in it. English for the team's walk-ins.
   */
  noticeLanguage: Language;
  /** The team member adding a walk-in; '' otherwise. */
  addedBy: string;
}

export interface TakenPlace {
  id: string;
  status: 'confirmed' | 'waiting';
  waitNumber: number | null;
}

/** Who is registered for the programme already: the account's own, or the list at the door. */
export type AlreadyRegistered = readonly Pick<
  Registration,
  'programmeId' | 'name' | 'dob' | 'status'
>[];

/**
 * Why `details` may not be registered again: the same person (name and date of birth) is on
 * `already` for this programme, not cancelled. `account` '' is the team's walk-in.
 */
export function alreadyRegisteredProblem(
  programmeId: string,
  account: string,
  details: Pick<RegistrantDetails, 'name' | 'dob'>,
  already: AlreadyRegistered,
): Sentence | null {
  const same = already.find(
    (r) => r.programmeId === programmeId && r.status !== 'cancelled' && isSamePerson(r, details),
  );
  if (!same) return null;
  return account
    ? {
        text: '{name} is already registered for this programme from this account.',
        values: { name: same.name },
      }
    : { text: "{name} is already on this programme's list.", values: { name: same.name } };
}

export const SHARE_MESSAGE: Sentence = {
  text: 'One account registers at most {count} people for a programme. Ask the team to add anyone else.',
  values: { count: SHARE_PLACES },
};

/**
 * Registers one person: reads the programme, its registration settings and (for an account) the
 * account's share of the programme, and writes the registration under a new random id with the
 * place it takes, the counts moved by one and the share moved by one, in one transaction.
 * Refuses, writing nothing, when registration is closed (except for the team's walk-ins), the
 * person is on `already` (the account's registrations, or the list at the door), the account
 * holds its share of places, the person is outside the programme's ages, or is under 18 without a
 * parent's or paper consent.
 */
export async function takePlace(
  db: Firestore,
  registration: NewRegistration,
  already: AlreadyRegistered = [],
): Promise<TakenPlace> {
  const { programmeId, account, email, details, consent, noticeLanguage, addedBy } = registration;
  const duplicate = alreadyRegisteredProblem(programmeId, account, details, already);
  if (duplicate) throw new RegistrationRefused(duplicate);
  const id = newRegistrationId(programmeId);
  const programmeRef = doc(db, 'events', programmeId);
  const settingsRef = doc(db, REGISTRATION_SETTINGS, programmeId);
  const ref = doc(db, REGISTRATIONS, id);
  const shareRef = account ? doc(db, REGISTRATION_SHARES, shareId(programmeId, account)) : null;
  return transact(db, async (transaction, read) => {
    const programme = await transaction.get(programmeRef);
    const stored = await transaction.get(settingsRef);
    const share = shareRef ? await transaction.get(shareRef) : null;
    const programmeData = programme.data();
    if (!programmeData)
      throw new RegistrationRefused({ text: 'This programme is no longer on the site.' });
    const settingsData = stored.data();
    if (!settingsData)
      throw new RegistrationRefused({
        text: 'This programme does not take registrations on this site.',
      });
    const settings = programmeRegistrationFromFields(programmeId, settingsData);
    read(countsKey(settings));
    if (consent !== 'paper' && !isTakingRegistrations(settings, new Date()))
      throw new RegistrationRefused({ text: 'Registration for this programme is closed.' });
    const held = Number(share?.data()?.people ?? 0);
    if (held >= SHARE_PLACES) throw new RegistrationRefused(SHARE_MESSAGE);
    const firstDay = String(programmeData.startDate ?? '');
    const lastDay = String(programmeData.endDate || firstDay);
    const ageRefusal = ageSentence(details.dob, firstDay, settings);
    if (ageRefusal) throw new RegistrationRefused(ageRefusal);
    const minor = isMinorOn(details.dob, firstDay);
    if (minor && consent === 'self')
      throw new RegistrationRefused({
        text: 'Someone under 18 on the first day of the programme is registered by a parent or guardian.',
      });
    if (!minor && consent === 'guardian')
      throw new RegistrationRefused({
        text: 'Someone 18 or over on the first day of the programme registers themselves.',
      });
    const expiry = expiryOf(lastDay);
    if (!expiry) throw new RegistrationRefused({ text: 'This programme has no valid dates.' });
    if (!isKeptLongEnough(expiry, new Date()))
      throw new RegistrationRefused({
        text: 'This programme ended too long ago to take registrations: they would be deleted within {days} days.',
        values: { days: MIN_KEEP_DAYS },
      });
    const place = newPlace(settings.capacity, settings);
    transaction.set(ref, {
      programmeId,
      account,
      email,
      ...Object.fromEntries(REGISTRANT_TEXT_FIELDS.map((field) => [field, details[field].trim()])),
      answers: details.answers,
      consent,
      noticeVersion: noticeVersionIn(noticeLanguage),
      noticeLanguage,
      createdAt: serverTimestamp(),
      status: place.status,
      waitNumber: place.waitNumber,
      cancelReason: '',
      arrivedAt: null,
      addedBy,
      expiresAt: Timestamp.fromDate(expiry),
    });
    transaction.update(settingsRef, countFields(countsAfter(settings, id, null, place.status)));
    if (shareRef)
      transaction.set(shareRef, {
        programmeId,
        account,
        people: held + 1,
        lastChange: id,
        expiresAt: Timestamp.fromDate(expiry),
      });
    return { id, ...place };
  });
}

/**
 * Moves a registration to `to` (null: deletes it) with the counts, in one transaction that reads
 * it as stored: confirming someone from the waiting list needs a free place; cancelling (the
 * team's) needs a reason; deleting one of an account frees a place of its share. A registration
 * already gone is said so.
 */
export async function moveRegistration(
  db: Firestore,
  registration: Pick<Registration, 'id' | 'programmeId' | 'account'>,
  to: RegistrationStatus | null,
  cancelReason = '',
): Promise<void> {
  const ref = doc(db, REGISTRATIONS, registration.id);
  const settingsRef = doc(db, REGISTRATION_SETTINGS, registration.programmeId);
  const shareRef =
    to === null && registration.account
      ? doc(db, REGISTRATION_SHARES, shareId(registration.programmeId, registration.account))
      : null;
  await transact(db, async (transaction, read) => {
    const stored = await transaction.get(ref);
    const settingsSnapshot = await transaction.get(settingsRef);
    const share = shareRef ? await transaction.get(shareRef) : null;
    const data = stored.data();
    if (!data) throw new RegistrationRefused({ text: 'This registration was already removed.' });
    const from = data.status as RegistrationStatus;
    const settingsData = settingsSnapshot.data();
    const settings = settingsData
      ? programmeRegistrationFromFields(registration.programmeId, settingsData)
      : null;
    read(settings ? countsKey(settings) : '');
    if (to === 'confirmed') {
      if (from !== 'waiting') throw new RegistrationRefused('Only someone waiting is confirmed.');
      if (settings?.capacity != null && settings.confirmed >= settings.capacity)
        throw new RegistrationRefused(
          'No place is free: cancel a confirmed registration first, or raise the capacity.',
        );
    }
    if (to === 'cancelled' && !cancelReason.trim())
      throw new RegistrationRefused('Say why the registration is cancelled.');
    const counted = (status: RegistrationStatus | null) =>
      status === 'confirmed' || status === 'waiting';
    if (to === null) transaction.delete(ref);
    else
      transaction.update(ref, {
        status: to,
        ...(to === 'cancelled' ? { cancelReason: cancelReason.trim() } : {}),
      });
    if (settings && (counted(from) || counted(to)) && from !== to)
      transaction.update(
        settingsRef,
        countFields(countsAfter(settings, registration.id, from, to)),
      );
    // A registration made before shares were counted has none to free.
    const shareData = share?.data();
    if (shareRef && shareData)
      transaction.update(shareRef, {
        people: Math.max(0, Number(shareData.people ?? 0) - 1),
        lastChange: registration.id,
      });
  });
}
