/**
 * Registration for programmes: what is stored, and the pure rules every part applies alike (the
 * form, the team's screen, the services, validation.ts and, in their own language,
 * firestore.rules).
 *
 * Two collections:
 * - `programmeRegistration/{programmeId}`: how a programme takes registrations (open, closing
 *   day, capacity, ages, fee, questions: the team's) and how many places are taken (the counts:
 *   moved only together with the registration they count, which `lastChange` names). Public: a
 *   programme's page reads this one document live.
 * - `registrations/{id}`: one person registered for one programme by one account (or a walk-in
 *   added by the team). Read only by the team and by the account that made it; deleted a year
 *   after the programme ends by a time-to-live policy on `expiresAt`.
 * - `registrationShares/{programmeId}_{account}`: how many people one account holds registered
 *   for one programme (at most SHARE_PLACES), moved in the same write as each of its
 *   registrations, so that no account takes more than its share of the places. Read by the
 *   team and that account; expires with the account's latest registration.
 *
 * Plain data and small pure functions, without React or Firebase.
 */
import { ageOn } from './ages';

export { ADULT_AGE, isMinorOn } from './ages';
import { isValidDate, parseDate } from '../programmes';
import { siteDate, siteDayEnd } from '../siteClock';
import { LANGUAGE_LIST, type Language } from '../../words/languages';
import { sayIn, type Sentence } from '../../words/sentence';

export const REGISTRATION_SETTINGS = 'programmeRegistration';
export const REGISTRATIONS = 'registrations';
export const REGISTRATION_DOWNLOADS = 'registrationDownloads';
export const REGISTRATION_SHARES = 'registrationShares';

/** The most people one account registers for one programme: a parent of several children. */
export const SHARE_PLACES = 6;

/** The most a programme may ask of its own, and how long each part may be. */
export const REGISTRATION_LIMITS = {
  questions: 5,
  options: 10,
  questionLabel: 200,
  option: 100,
  answer: 500,
  fee: 200,
  name: 100,
  phone: 20,
  place: 100,
  health: 500,
  cancelReason: 200,
  /** Ages a programme may name as its youngest and oldest. */
  minAge: 0,
  maxAge: 120,
  /** A capacity, when there is one: 1 to this many places. */
  capacity: 10_000,
  /** The most days one registration records its person present on (attendance.ts). */
  daysPresent: 31,
} as const;

/** Days a registration is kept after its programme's last day (at least a year). */
export const KEEP_DAYS = 366;

/**
 * Days a registration is kept at least after it is made: a programme that ended so long ago that
 * its registrations would go sooner takes none, so that none is deleted at once, past the counts.
 */
export const MIN_KEEP_DAYS = 30;

/** Days the record of a download of a list is kept after the download. */
export const DOWNLOAD_KEEP_DAYS = 366;

export const QUESTION_IDS = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;
export type QuestionId = (typeof QUESTION_IDS)[number];

export interface RegistrationQuestion {
  id: QuestionId;
  label: string;
  kind: 'text' | 'choice';
  /** The choices of a 'choice' question; [] for a text. */
  options: string[];
  /**
   * The question in Hindi, which the Hindi pages show in place of `label`; absent or '' for none.
   */
  labelHi?: string;
  /**
   * The options in Hindi, one for each of `options` in their order, or [] (or absent) for none: a
   * Hindi page shows them as the choices' words, but the answer stored is always the English
   * option, so that the team's list, its download and its counts read alike in both languages.
   */
  optionsHi?: string[];
}

/** What the team sets for a programme's registration. */
export interface RegistrationSettings {
  open: boolean;
  /** The last day registration is taken ('YYYY-MM-DD', India's date), until midnight there. */
  closesOn: string;
  /** Places; null: as many as come. */
  capacity: number | null;
  /** Youngest and oldest age on the programme's first day; null: no bound. */
  minAge: number | null;
  maxAge: number | null;
  /** 'Pay ₹300 at the venue'; '' when free. No online payment. */
  fee: string;
  /** The fee note in Hindi, which the Hindi pages show in place of `fee`; absent or '' for none. */
  feeHi?: string;
  questions: RegistrationQuestion[];
}

/** The places taken, kept exact by the rules. */
export interface PlaceCounts {
  confirmed: number;
  waiting: number;
  /** The number the next person on the waiting list gets (from 1). */
  nextWait: number;
  /** The registration whose write last moved the counts ('' before any). */
  lastChange: string;
}

/** `programmeRegistration/{programmeId}` as stored. */
export type ProgrammeRegistration = RegistrationSettings & PlaceCounts & { programmeId: string };

export const NO_PLACES_TAKEN: PlaceCounts = {
  confirmed: 0,
  waiting: 0,
  nextWait: 1,
  lastChange: '',
};

export const REGISTRATION_STATUSES = ['confirmed', 'waiting', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * Whose consent the registration was made with: the adult registering themselves, a parent or
 * lawful guardian registering their child, or the team adding a walk-in whose consent was taken
 * on paper.
 */
export const CONSENTS = ['self', 'guardian', 'paper'] as const;
export type Consent = (typeof CONSENTS)[number];

/**
 * What the forms collect about the person registered, in the forms' order: the one list of these
 * fields, which the collection table (rules/entries/registration.ts), the forms' check
 * (details.ts), the writes and the test fixtures take. `dob` is 'YYYY-MM-DD'; `answers` holds the
 * answers to the programme's questions, by question id; `health` (health or diet) is optional, ''
 * when not given.
 */
export const REGISTRANT_FIELDS = [
  'name',
  'dob',
  'phone',
  'parish',
  'deanery',
  'emergencyName',
  'emergencyPhone',
  'answers',
  'health',
] as const;
export type RegistrantField = (typeof REGISTRANT_FIELDS)[number];

/** The registrant's fields that hold one text each: all but the answers. */
export type RegistrantTextField = Exclude<RegistrantField, 'answers'>;
export const REGISTRANT_TEXT_FIELDS = REGISTRANT_FIELDS.filter(
  (field): field is RegistrantTextField => field !== 'answers',
);

/** What the form collects about the person registered (REGISTRANT_FIELDS). */
export type RegistrantDetails = Record<RegistrantTextField, string> & {
  answers: Partial<Record<QuestionId, string>>;
};

/** `registrations/{id}` as stored (timestamps as ISO strings once read). */
export interface Registration extends RegistrantDetails {
  id: string;
  programmeId: string;
  /** The uid of the account that registered; '' for a walk-in added by the team. */
  account: string;
  /** The account's verified e-mail address; '' for a walk-in. */
  email: string;
  consent: Consent;
  /** The version of the notice shown when consent was given (NOTICE_VERSIONS). */
  noticeVersion: string;
  /**
   * The language of the notice shown ('en', 'hi'): English for a registration made before the
   * notice had another, and for the team's walk-ins.
   */
  noticeLanguage: Language;
  /** When it was made, and so when consent was given (server time). */
  createdAt: string;
  status: RegistrationStatus;
  /** The place on the waiting list; null unless it was made waiting. */
  waitNumber: number | null;
  /** Why the team cancelled it; '' unless cancelled. */
  cancelReason: string;
  /** When the person first arrived (checked in at the door); null before. */
  arrivedAt: string | null;
  /**
   * The programme's days the person was present on, India's dates ('YYYY-MM-DD'), in order, each
   * once: written by every check-in (attendance.ts), and read through daysPresent. A
   * registration stored before days were kept reads as present on the day of `arrivedAt`, if any;
   * one made by hand may leave it out, to the same effect.
   */
  presentOn?: string[];
  /** The team member who added a walk-in; '' otherwise. */
  addedBy: string;
  /** When the time-to-live policy deletes it: KEEP_DAYS after the programme's last day. */
  expiresAt: string;
}

/** `registrationShares/{programmeId}_{account}` as stored. */
export interface RegistrationShare {
  id: string;
  programmeId: string;
  account: string;
  /** People the account holds registered for the programme (0 to SHARE_PLACES). */
  people: number;
  /** The registration whose write last moved it. */
  lastChange: string;
  expiresAt: string;
}

/** The id of an account's share of a programme's places. */
export const shareId = (programmeId: string, account: string) => `${programmeId}_${account}`;

/** A download of a programme's list by a team member, shown on the registrations screen. */
export interface RegistrationDownload {
  id: string;
  programmeId: string;
  by: string;
  byName: string;
  at: string;
  expiresAt: string;
}

// ---------------------------------------------------------------------------------------------
// Rules every part applies alike.

/**
 * The status a new registration takes: confirmed while places are left and nobody waits (a
 * freed place goes to the waiting list first, the team confirming it), else waiting with the
 * next number.
 */
export function newPlace(
  capacity: number | null,
  counts: PlaceCounts,
): { status: 'confirmed' | 'waiting'; waitNumber: number | null } {
  const room = capacity === null || counts.confirmed < capacity;
  return room && counts.waiting === 0
    ? { status: 'confirmed', waitNumber: null }
    : { status: 'waiting', waitNumber: counts.nextWait };
}

/** Places left to confirm; null when there is no capacity. */
export const placesLeft = (capacity: number | null, counts: PlaceCounts): number | null =>
  capacity === null ? null : Math.max(0, capacity - counts.confirmed - counts.waiting);

/** The counts once a registration moves from `from` to `to` (null: absent). */
export function countsAfter(
  counts: PlaceCounts,
  registrationId: string,
  from: RegistrationStatus | null,
  to: RegistrationStatus | null,
): PlaceCounts {
  const next = { ...counts, lastChange: registrationId };
  const add = (status: RegistrationStatus | null, by: number) => {
    if (status === 'confirmed') next.confirmed += by;
    if (status === 'waiting') next.waiting += by;
  };
  add(from, -1);
  add(to, 1);
  if (from === null && to === 'waiting') next.nextWait += 1;
  return next;
}

/**
 * Why someone born on `dob` cannot register for a programme starting on `firstDay`, or null: the
 * sentence a page says in its language.
 */
export function ageSentence(
  dob: string,
  firstDay: string,
  { minAge, maxAge }: Pick<RegistrationSettings, 'minAge' | 'maxAge'>,
): Sentence | null {
  const age = ageOn(dob, firstDay);
  if (age === null) return { text: 'Enter a date of birth before the programme.' };
  const range = ageRangeSentence(minAge, maxAge);
  if (range && ((minAge !== null && age < minAge) || (maxAge !== null && age > maxAge)))
    return {
      text: 'This programme is for ages {range}: on its first day the person will be {age}.',
      values: { range, age },
    };
  return null;
}

/** ageSentence in English. */
export function ageProblem(
  dob: string,
  firstDay: string,
  settings: Pick<RegistrationSettings, 'minAge' | 'maxAge'>,
): string | null {
  const problem = ageSentence(dob, firstDay, settings);
  return problem && sayIn(problem);
}

/** '15 to 25', '15 and over', 'up to 25'; null without bounds. */
function ageRangeSentence(minAge: number | null, maxAge: number | null): Sentence | null {
  if (minAge !== null && maxAge !== null)
    return { text: '{min} to {max}', values: { min: minAge, max: maxAge } };
  if (minAge !== null) return { text: '{min} and over', values: { min: minAge } };
  if (maxAge !== null) return { text: 'up to {max}', values: { max: maxAge } };
  return null;
}

/** '15 to 25', '15 and over', 'up to 25', or '' without bounds. */
export function ageRange(minAge: number | null, maxAge: number | null): string {
  const range = ageRangeSentence(minAge, maxAge);
  return range ? sayIn(range) : '';
}

/**
 * The instant registration closes: the end of `closesOn` in India (siteClock.ts), as the rules
 * compute it.
 */
export function closingInstant(closesOn: string): Date | null {
  const day = parseDate(closesOn);
  return day && siteDayEnd(day.year, day.month, day.day);
}

/** Whether registration is taken at `now`. */
export function isTakingRegistrations(settings: RegistrationSettings, now: Date): boolean {
  const closes = closingInstant(settings.closesOn);
  return settings.open && closes !== null && now.getTime() < closes.getTime();
}

/**
 * When a registration of a programme ending on `lastDay` is deleted: KEEP_DAYS after midnight UTC
 * of that day, as the rules compute it.
 */
export function expiryOf(lastDay: string): Date | null {
  const day = parseDate(lastDay);
  if (!day) return null;
  return new Date(Date.UTC(day.year, day.month - 1, day.day + KEEP_DAYS));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a registration made at `now` and expiring at `expiry` is kept at least MIN_KEEP_DAYS. */
export const isKeptLongEnough = (expiry: Date, now: Date) =>
  expiry.getTime() >= now.getTime() + MIN_KEEP_DAYS * DAY_MS;

/** When the record of a download made at `now` expires: DOWNLOAD_KEEP_DAYS later. */
export const downloadExpiry = (now: Date) => new Date(now.getTime() + DOWNLOAD_KEEP_DAYS * DAY_MS);

/** A name as duplicates are judged: case, accents' composition and spacing set aside. */
export const nameKey = (name: string) =>
  name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** Whether two registrations are of the same person: the same name (nameKey) and date of birth. */
export const isSamePerson = (
  a: Pick<RegistrantDetails, 'name' | 'dob'>,
  b: Pick<RegistrantDetails, 'name' | 'dob'>,
) => a.dob === b.dob && nameKey(a.name) === nameKey(b.name);

/** Random bytes, as `crypto.getRandomValues` fills them. */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/**
 * A new registration's id: `{programmeId}_` and 16 lower-case hex digits drawn at random (64
 * bits), which name no one and can be derived from nothing: the id is named, as `lastChange`, in
 * the programme's public counts. The rules check its form only.
 */
export function newRegistrationId(programmeId: string, random: RandomBytes = cryptoBytes): string {
  const hex = [...random(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${programmeId}_${hex}`;
}

/**
 * The short reference a registration is known by, to the person who made it and to the team: the
 * first six of its id's random hex digits, upper case, as two groups of three ('3F9-A2C'). It is
 * not unique (one in 16 million), so the team's list finds every registration that carries it.
 * An id of another form gives the last six letters and digits of the id, as they are.
 */
export function registrationReference(id: string): string {
  const random = /_([0-9a-f]{16})$/.exec(id)?.[1];
  const six = (random ?? id.replace(/[^0-9A-Za-z]/g, '').slice(-6)).slice(0, 6).toUpperCase();
  return six.length > 3 ? `${six.slice(0, 3)}-${six.slice(3)}` : six;
}

/**
 * Whether `typed` is a registration's reference as a person may type it: any case, with or
 * without the dash or spaces.
 */
export const isReferenceOf = (typed: string, id: string) => {
  const plain = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();
  const wanted = plain(typed);
  return wanted.length >= 3 && plain(registrationReference(id)).startsWith(wanted);
};

/**
 * Registrations that seem to be of the same person (name and date of birth), whether made by two
 * accounts (two parents registering the same child), twice by one account, or by an account and
 * the team at the door: the ids of each such group's members. Cancelled ones are left out.
 */
export function likelyDuplicates(registrations: readonly Registration[]): Set<string> {
  const byPerson = new Map<string, Registration[]>();
  for (const registration of registrations) {
    if (registration.status === 'cancelled') continue;
    const key = `${nameKey(registration.name)}|${registration.dob}`;
    byPerson.set(key, [...(byPerson.get(key) ?? []), registration]);
  }
  const flagged = new Set<string>();
  for (const group of byPerson.values())
    if (group.length > 1) group.forEach((r) => flagged.add(r.id));
  return flagged;
}

// ---------------------------------------------------------------------------------------------
// The team's words for a status.

const STATUS_WORDS: Record<RegistrationStatus, string> = {
  confirmed: 'Confirmed',
  waiting: 'Waiting',
  cancelled: 'Cancelled',
};

/** A status as the team reads it: 'Confirmed', 'Waiting (3)', 'Cancelled'. */
export const statusWords = (registration: Pick<Registration, 'status' | 'waitNumber'>) =>
  registration.status === 'waiting' && registration.waitNumber !== null
    ? `Waiting (${registration.waitNumber})`
    : STATUS_WORDS[registration.status];

// ---------------------------------------------------------------------------------------------
// Documents as stored, read into the domain's form (timestamps as Date, as services read them).

type Fields = Readonly<Record<string, unknown>>;

const textOf = (fields: Fields, name: string) =>
  typeof fields[name] === 'string' ? (fields[name] as string) : '';
const countOf = (fields: Fields, name: string): number | null =>
  typeof fields[name] === 'number' && Number.isInteger(fields[name])
    ? (fields[name] as number)
    : null;
const timeOf = (fields: Fields, name: string): string | null =>
  fields[name] instanceof Date ? (fields[name] as Date).toISOString() : null;
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The texts of a stored list ([] when it is none). */
const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((o): o is string => typeof o === 'string') : [];

function questionsOf(value: unknown): RegistrationQuestion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const q = item as Fields;
    const id = oneOf<QuestionId | ''>(['', ...QUESTION_IDS], q.id, '');
    if (!id) return [];
    const options = textsOf(q.options);
    const optionsHi = textsOf(q.optionsHi);
    const kind = q.kind === 'choice' ? 'choice' : 'text';
    return [
      {
        id,
        label: textOf(q, 'label'),
        kind,
        options,
        labelHi: textOf(q, 'labelHi'),
        // The Hindi options stand beside the English ones one for one, or not at all.
        optionsHi: kind === 'choice' && optionsHi.length === options.length ? optionsHi : [],
      },
    ];
  });
}

/** `programmeRegistration/{programmeId}` read into its form. */
export function programmeRegistrationFromFields(
  programmeId: string,
  fields: Fields,
): ProgrammeRegistration {
  return {
    programmeId,
    open: fields.open === true,
    closesOn: textOf(fields, 'closesOn'),
    capacity: countOf(fields, 'capacity'),
    minAge: countOf(fields, 'minAge'),
    maxAge: countOf(fields, 'maxAge'),
    fee: textOf(fields, 'fee'),
    feeHi: textOf(fields, 'feeHi'),
    questions: questionsOf(fields.questions),
    confirmed: countOf(fields, 'confirmed') ?? 0,
    waiting: countOf(fields, 'waiting') ?? 0,
    nextWait: countOf(fields, 'nextWait') ?? 1,
    lastChange: textOf(fields, 'lastChange'),
  };
}

/** The registrant's text fields of a stored registration, '' for each one missing. */
const registrantTextsOf = (fields: Fields) =>
  Object.fromEntries(
    REGISTRANT_TEXT_FIELDS.map((field) => [field, textOf(fields, field)]),
  ) as Record<RegistrantTextField, string>;

/** The languages a notice is shown in, as the team's screens name them. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'Hindi' };

/**
 * The notice a registration's consent was given to, as the team's table and CSV say it: its
 * language and version ('Hindi, 2026-11-30'); '' for a walk-in, whose consent is on paper.
 */
export const noticeGiven = (
  r: Pick<Registration, 'consent' | 'noticeLanguage' | 'noticeVersion'>,
): string =>
  r.consent === 'paper' ? '' : `${LANGUAGE_NAMES[r.noticeLanguage]}, ${r.noticeVersion}`;

/**
 * The days a stored registration was present on: its dates in order, each once; for one stored
 * before days were kept, the day its arrival falls on in India, if it arrived.
 */
function presentOnOf(fields: Fields): string[] {
  if (!Array.isArray(fields.presentOn)) {
    const arrivedAt = timeOf(fields, 'arrivedAt');
    return arrivedAt === null ? [] : [siteDate(new Date(arrivedAt))];
  }
  return [...new Set(textsOf(fields.presentOn).filter(isValidDate))].sort();
}

/** `registrations/{id}` read into its form. */
export function registrationFromFields(id: string, fields: Fields): Registration {
  const answers: Partial<Record<QuestionId, string>> = {};
  const stored =
    typeof fields.answers === 'object' && fields.answers !== null ? fields.answers : {};
  for (const q of QUESTION_IDS) {
    const answer = (stored as Fields)[q];
    if (typeof answer === 'string') answers[q] = answer;
  }
  return {
    id,
    programmeId: textOf(fields, 'programmeId'),
    account: textOf(fields, 'account'),
    email: textOf(fields, 'email'),
    ...registrantTextsOf(fields),
    answers,
    consent: oneOf(CONSENTS, fields.consent, 'self'),
    noticeVersion: textOf(fields, 'noticeVersion'),
    noticeLanguage: oneOf(LANGUAGE_LIST, fields.noticeLanguage, 'en'),
    createdAt: timeOf(fields, 'createdAt') ?? '',
    status: oneOf(REGISTRATION_STATUSES, fields.status, 'confirmed'),
    waitNumber: countOf(fields, 'waitNumber'),
    cancelReason: textOf(fields, 'cancelReason'),
    arrivedAt: timeOf(fields, 'arrivedAt'),
    presentOn: presentOnOf(fields),
    addedBy: textOf(fields, 'addedBy'),
    expiresAt: timeOf(fields, 'expiresAt') ?? '',
  };
}

/** `registrationShares/{id}` read into its form. */
export const registrationShareFromFields = (id: string, fields: Fields): RegistrationShare => ({
  id,
  programmeId: textOf(fields, 'programmeId'),
  account: textOf(fields, 'account'),
  people: countOf(fields, 'people') ?? 0,
  lastChange: textOf(fields, 'lastChange'),
  expiresAt: timeOf(fields, 'expiresAt') ?? '',
});

/** `registrationDownloads/{id}` read into its form. */
export const registrationDownloadFromFields = (
  id: string,
  fields: Fields,
): RegistrationDownload => ({
  id,
  programmeId: textOf(fields, 'programmeId'),
  by: textOf(fields, 'by'),
  byName: textOf(fields, 'byName'),
  at: timeOf(fields, 'at') ?? '',
  expiresAt: timeOf(fields, 'expiresAt') ?? '',
});
