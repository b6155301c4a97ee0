/**
 * Registration for programmes in the collection table (registration/registrations.ts): personal
 * data, so never published, stamped, trashed or backed up. Its rules across documents (the places a
 * registration takes, the counts moving with it, ages, consent, the closing day) are those of
 * rules/placeWrites.ts and rules/registrationWrites.ts, and firestore.rules'.
 */
import { LIMITS, PATTERNS, isBlank, isCalendarDate, isSingleLine, whole } from '../../limits';
import { NOTICE_VERSIONS, isNoticeInForce } from '../../registration/notice';
import { LANGUAGE_LIST } from '../../../words/languages';
import {
  COUNTS_LIMITS,
  PROGRAMME_COUNTS,
  ROW_PATTERNS,
  programmeCountsFromFields,
  type CountTable,
  type ProgrammeCounts,
} from '../../registration/programmeCounts';
import {
  PROGRAMME_REMINDERS,
  REMINDER_SENDS,
  WHAT_TO_BRING_MAX,
  programmeRemindersFromFields,
  reminderSendFromFields,
  type ProgrammeReminders,
  type ReminderSend,
} from '../../registration/reminders';
import {
  CONSENTS,
  QUESTION_IDS,
  REGISTRATIONS,
  REGISTRATION_DOWNLOADS,
  REGISTRATION_LIMITS,
  REGISTRATION_SETTINGS,
  REGISTRATION_SHARES,
  REGISTRATION_STATUSES,
  SHARE_PLACES,
  programmeRegistrationFromFields,
  registrationDownloadFromFields,
  registrationFromFields,
  registrationShareFromFields,
  type ProgrammeRegistration,
  type Registration,
  type RegistrationDownload,
  type RegistrantField,
  type RegistrationShare,
} from '../../registration/registrations';
import {
  count,
  flag,
  isInteger,
  line,
  lines,
  list,
  oneOf,
  optionalLine,
  optionalLines,
  optionalList,
  record,
  recordIdOf,
  serverTime,
  stamp,
  text,
  time,
  uid,
  type CheckedValue,
  type FieldRule,
} from '../../schema';
import { textOf, trimmed, type CollectionInfo } from './info';

/** Registration's collections: the public's personal data, kept to the team and the registrant. */
const registration = {
  published: false,
  trash: false,
  signed: false,
  backup: false,
} as const;

/** The longest notice version a registration may name (NOTICE_VERSION is a date). */
const NOTICE_VERSION_MAX = 20;

/**
 * The longest a registration's id may be: `{programmeId}_{16 hex}` (newRegistrationId), of a
 * record's id at its longest.
 */
export const REGISTRATION_ID_MAX = LIMITS.recordId + 17;

/**
 * How a programme takes registrations (the team's settings) and how many places are taken (the
 * counts, moved only with the registration they count): everyone reads it, live, on the
 * programme's page.
 */
export const programmeRegistration: CollectionInfo<ProgrammeRegistration> = {
  name: REGISTRATION_SETTINGS,
  kind: () => 'Registration settings',
  kindPlural: 'Registration settings',
  recordName: (f) => trimmed(f, 'programmeId'),
  fields: {
    programmeId: recordIdOf('events'),
    open: flag(),
    closesOn: line(10),
    capacity: count(1, REGISTRATION_LIMITS.capacity, true),
    minAge: count(REGISTRATION_LIMITS.minAge, REGISTRATION_LIMITS.maxAge, true),
    maxAge: count(REGISTRATION_LIMITS.minAge, REGISTRATION_LIMITS.maxAge, true),
    fee: line(REGISTRATION_LIMITS.fee),
    // In Hindi, for the Hindi pages: absent or '' where there is none (the English then shows).
    feeHi: optionalLine(REGISTRATION_LIMITS.fee),
    questions: list(REGISTRATION_LIMITS.questions),
    confirmed: count(0),
    waiting: count(0),
    nextWait: count(1),
    lastChange: line(REGISTRATION_ID_MAX),
  },
  check: registrationSettingsError,
  readers: 'everyone',
  writers: 'team',
  ...registration,
  decode: programmeRegistrationFromFields,
};

/**
 * The rule of each of the registrant's own fields (REGISTRANT_FIELDS, in their order): typed by
 * that list, so that the table holds exactly those fields.
 */
const REGISTRANT_FIELD_RULES = {
  name: text(REGISTRATION_LIMITS.name),
  dob: line(10),
  phone: line(REGISTRATION_LIMITS.phone),
  parish: text(REGISTRATION_LIMITS.place),
  deanery: text(REGISTRATION_LIMITS.place),
  emergencyName: text(REGISTRATION_LIMITS.name),
  emergencyPhone: line(REGISTRATION_LIMITS.phone),
  answers: record(),
  health: lines(REGISTRATION_LIMITS.health),
} as const satisfies Record<RegistrantField, FieldRule>;

/** One person registered for one programme by one account, or a walk-in added by the team. */
export const registrations: CollectionInfo<Registration> = {
  name: REGISTRATIONS,
  kind: () => 'Registration',
  kindPlural: 'Registrations',
  recordName: (f) => trimmed(f, 'name'),
  details: (f) => [trimmed(f, 'programmeId')],
  fields: {
    programmeId: recordIdOf('events'),
    account: line(LIMITS.uid),
    email: line(LIMITS.email),
    ...REGISTRANT_FIELD_RULES,
    consent: oneOf(CONSENTS),
    noticeVersion: text(NOTICE_VERSION_MAX),
    noticeLanguage: oneOf(LANGUAGE_LIST),
    createdAt: serverTime(),
    status: oneOf(REGISTRATION_STATUSES),
    waitNumber: count(1, undefined, true),
    cancelReason: line(REGISTRATION_LIMITS.cancelReason),
    arrivedAt: time(true),
    // The days present (attendance.ts): absent until the first check-in.
    presentOn: optionalList(REGISTRATION_LIMITS.daysPresent),
    addedBy: line(LIMITS.uid),
    expiresAt: time(),
  },
  check: registrationError,
  readers: 'registrant',
  writers: 'registrants',
  ...registration,
  decode: registrationFromFields,
};

/**
 * How many people one account holds registered for one programme: moved with each registration
 * of the account, in the same write. Read by the team, and by the account its own.
 */
export const registrationShares: CollectionInfo<RegistrationShare> = {
  name: REGISTRATION_SHARES,
  kind: () => 'Share of places',
  kindPlural: 'Shares of places',
  recordName: (f) => trimmed(f, 'programmeId'),
  fields: {
    programmeId: recordIdOf('events'),
    account: uid(true),
    people: count(0, SHARE_PLACES),
    lastChange: line(REGISTRATION_ID_MAX),
    expiresAt: time(),
  },
  readers: 'team',
  writers: 'registrants',
  ...registration,
  decode: registrationShareFromFields,
};

/** Each download of a programme's list by a team member: who and when. */
export const registrationDownloads: CollectionInfo<RegistrationDownload> = {
  name: REGISTRATION_DOWNLOADS,
  kind: () => 'Download of a list',
  kindPlural: 'Downloads of the lists',
  recordName: (f) => trimmed(f, 'byName'),
  details: (f) => [trimmed(f, 'programmeId')],
  fields: {
    programmeId: recordIdOf('events'),
    by: uid(true),
    byName: line(LIMITS.shortText),
    at: serverTime(),
    expiresAt: time(),
  },
  readers: 'team',
  writers: 'team',
  ...registration,
  decode: registrationDownloadFromFields,
};

/**
 * A programme's counts, kept after its registrations are deleted, for the year's report: counts,
 * the programme's title, dates and place, and tables of rows (a parish's or deanery's name or a
 * date, then numbers). No one's name, birth date or account. Written by the team's screen and the
 * nightly count, never deleted, and in backups.
 */
export const programmeCounts: CollectionInfo<ProgrammeCounts> = {
  name: PROGRAMME_COUNTS,
  kind: () => 'Counts of a programme',
  kindPlural: 'Counts of programmes',
  recordName: (f) => trimmed(f, 'title'),
  details: (f) => [trimmed(f, 'firstDay')],
  fields: {
    programmeId: recordIdOf('events'),
    title: text(LIMITS.shortText),
    place: line(LIMITS.shortText),
    firstDay: line(10),
    lastDay: line(10),
    confirmed: count(0, COUNTS_LIMITS.count),
    waiting: count(0, COUNTS_LIMITS.count),
    cancelled: count(0, COUNTS_LIMITS.count),
    walkIns: count(0, COUNTS_LIMITS.count),
    arrived: count(0, COUNTS_LIMITS.count),
    days: list(COUNTS_LIMITS.days),
    deaneries: list(COUNTS_LIMITS.deaneries),
    parishes: list(COUNTS_LIMITS.parishes),
    countedAt: stamp(true),
  },
  check: programmeCountsError,
  readers: 'team',
  writers: 'team',
  published: false,
  trash: false,
  signed: false,
  backup: true,
  decode: programmeCountsFromFields,
};

/**
 * A programme's reminder settings (registration/reminders.ts): whether the nightly e-mail reminds
 * its registrants, and what to bring, in English and Hindi. The team's, saved with the programme's
 * form, each save signed by the team member making it (updatedBy) and stamped by their device
 * (updatedAt), as a page's save is; `signed` is false here because that flag is the content's
 * createdBy and updatedBy and the owners' settings' save, which these are not. A document of its
 * own, apart from programmeRegistration, whose write is near the rules' 1,000 expressions; not
 * in backups, as a programme's registration settings are not.
 */
export const programmeReminders: CollectionInfo<ProgrammeReminders> = {
  name: PROGRAMME_REMINDERS,
  kind: () => 'Reminder settings',
  kindPlural: 'Reminder settings',
  recordName: (f) => trimmed(f, 'programmeId'),
  fields: {
    programmeId: recordIdOf('events'),
    email: flag(),
    whatToBring: lines(WHAT_TO_BRING_MAX),
    // In Hindi, for a registration made in Hindi: absent or '' where there is none.
    whatToBringHi: optionalLines(WHAT_TO_BRING_MAX),
    updatedAt: stamp(true),
    updatedBy: uid(true),
  },
  readers: 'team',
  writers: 'team',
  ...registration,
  decode: programmeRemindersFromFields,
};

/**
 * What was sent to one registration, under its id: the e-mail reminder (emailedAt, which only the
 * nightly command writes, past the rules) and the team's WhatsApp reminder (whatsappAt,
 * whatsappBy). It expires with the registration (expiresAt, the registration's own).
 */
export const reminderSends: CollectionInfo<ReminderSend> = {
  name: REMINDER_SENDS,
  kind: () => 'Reminders sent',
  kindPlural: 'Reminders sent',
  recordName: (f) => trimmed(f, 'programmeId'),
  fields: {
    programmeId: recordIdOf('events'),
    emailedAt: time(true),
    whatsappAt: time(true),
    // The team member who reminded on WhatsApp; '' before anyone did.
    whatsappBy: line(LIMITS.uid),
    expiresAt: time(),
  },
  readers: 'team',
  writers: 'team',
  ...registration,
  decode: reminderSendFromFields,
};

const IS_COUNT_ROW = Object.fromEntries(
  (Object.keys(ROW_PATTERNS) as CountTable[]).map((table) => [table, whole(ROW_PATTERNS[table])]),
) as Record<CountTable, RegExp>;

/** A programme's counts: real dates in order, and every row of each table of its form. */
function programmeCountsError(doc: Readonly<Record<string, CheckedValue>>): string | null {
  const firstDay = textOf(doc, 'firstDay');
  const lastDay = textOf(doc, 'lastDay');
  if (!isCalendarDate(firstDay) || !isCalendarDate(lastDay))
    return 'firstDay and lastDay must be real dates written YYYY-MM-DD';
  if (lastDay < firstDay) return 'lastDay cannot be before firstDay';
  for (const table of Object.keys(ROW_PATTERNS) as CountTable[]) {
    const rows = Array.isArray(doc[table]) ? (doc[table] as unknown[]) : [];
    if (!rows.every((row) => typeof row === 'string' && IS_COUNT_ROW[table].test(row)))
      return `${table} must hold rows of the form ${ROW_PATTERNS[table]}`;
  }
  return null;
}

const IS_PHONE = whole(PATTERNS.phone);
const IS_ONE_LINE = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max && isSingleLine(value);
/** A checked document's map field ({} when it is none). */
const mapOf = (doc: Readonly<Record<string, CheckedValue>>, field: string) => {
  const value = Object.hasOwn(doc, field) ? doc[field] : undefined;
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isInteger(value)
    ? (value as Readonly<Record<string, unknown>>)
    : {};
};

/** A question's texts in Hindi, each optional: checked beside their English twins. */
const HINDI_QUESTION_KEYS = ['labelHi', 'optionsHi'];

/** Why a programme's question is not one the form can ask, or null. */
function questionError(question: unknown, index: number): string | null {
  const where = `questions[${index}]`;
  if (typeof question !== 'object' || question === null || Array.isArray(question))
    return `${where} must be a map`;
  const q = question as Readonly<Record<string, unknown>>;
  const keys = Object.keys(q).filter((key) => !HINDI_QUESTION_KEYS.includes(key));
  if (keys.sort().join() !== 'id,kind,label,options')
    return `${where} holds exactly id, label, kind and options, and may hold labelHi and optionsHi`;
  if (!(QUESTION_IDS as readonly unknown[]).includes(q.id))
    return `${where}.id must be one of ${QUESTION_IDS.join(', ')}`;
  const { questionLabel, options: most, option } = REGISTRATION_LIMITS;
  if (!IS_ONE_LINE(q.label, questionLabel) || isBlank(q.label))
    return `${where}.label must be one line of text, at most ${questionLabel} characters`;
  // Counted in code points, as the rules check it in the label's match (labelsPattern).
  const labelHi = Object.hasOwn(q, 'labelHi') ? q.labelHi : '';
  if (typeof labelHi !== 'string' || [...labelHi].length > questionLabel || !isSingleLine(labelHi))
    return `${where}.labelHi must be one line, at most ${questionLabel} characters`;
  if (q.kind !== 'text' && q.kind !== 'choice') return `${where}.kind must be text or choice`;
  const options = q.options;
  if (!Array.isArray(options) || options.length > most)
    return `${where}.options must be a list of at most ${most} choices`;
  // Counted in code points (an emoji is one), as the rules count them all in one match.
  const isChoice = (o: unknown) =>
    typeof o === 'string' && [...o].length <= option && isSingleLine(o) && !isBlank(o);
  if (!options.every(isChoice))
    return `${where}.options must each be one line of text, at most ${option} characters`;
  if (q.kind === 'choice' ? options.length < 2 : options.length > 0)
    return `${where}: a choice offers at least 2 options, a text none`;
  const optionsHi = Object.hasOwn(q, 'optionsHi') ? q.optionsHi : [];
  if (
    !Array.isArray(optionsHi) ||
    (optionsHi.length > 0 && (q.kind !== 'choice' || optionsHi.length !== options.length))
  )
    return `${where}.optionsHi must be a list of one Hindi option for each of a choice's options, or none`;
  if (!optionsHi.every(isChoice))
    return `${where}.optionsHi must each be one line of text, at most ${option} characters`;
  return null;
}

/**
 * A programme's registration settings: a real closing day, the youngest age not above the
 * oldest, and up to five questions with distinct ids, each text or a choice of 2 to 10 options.
 */
function registrationSettingsError(doc: Readonly<Record<string, CheckedValue>>): string | null {
  if (!isCalendarDate(textOf(doc, 'closesOn')))
    return 'closesOn must be a real date written YYYY-MM-DD';
  const { minAge, maxAge } = doc;
  if (isInteger(minAge) && isInteger(maxAge) && minAge.integer > maxAge.integer)
    return 'minAge cannot be above maxAge';
  const questions = Array.isArray(doc.questions) ? (doc.questions as unknown[]) : [];
  for (const [i, question] of questions.entries()) {
    const error = questionError(question, i);
    if (error) return error;
  }
  const ids = questions.map((q) => (q as { id: unknown }).id);
  if (new Set(ids).size !== ids.length) return 'each question has an id of its own';
  return null;
}

/**
 * A registration's own fields: a real date of birth, phone numbers of at least 7 digits, the
 * version of a notice in force, answers only to q1 to q5, each one line of at most 500
 * characters, and the days present (when there are any) real dates, each once.
 */
function registrationError(doc: Readonly<Record<string, CheckedValue>>): string | null {
  if (!isCalendarDate(textOf(doc, 'dob'))) return 'dob must be a real date written YYYY-MM-DD';
  for (const field of ['phone', 'emergencyPhone'])
    if (!IS_PHONE.test(textOf(doc, field)))
      return `${field} must be a phone number: digits, spaces, + - ( ), at least 7 digits`;
  if (!isNoticeInForce(textOf(doc, 'noticeLanguage'), textOf(doc, 'noticeVersion')))
    return `noticeVersion is a version in force of the notice in noticeLanguage: ${Object.entries(
      NOTICE_VERSIONS,
    )
      .map(([language, versions]) => `${language} ${versions.join(', ')}`)
      .join('; ')}`;
  for (const [key, answer] of Object.entries(mapOf(doc, 'answers'))) {
    if (!(QUESTION_IDS as readonly string[]).includes(key))
      return `answers holds answers to ${QUESTION_IDS.join(', ')} only`;
    if (!IS_ONE_LINE(answer, REGISTRATION_LIMITS.answer))
      return `answers.${key} must be one line of text, at most ${REGISTRATION_LIMITS.answer} characters`;
  }
  const days = Object.hasOwn(doc, 'presentOn') ? doc.presentOn : [];
  if (!Array.isArray(days) || !days.every((day) => typeof day === 'string' && isCalendarDate(day)))
    return 'presentOn holds days written YYYY-MM-DD';
  if (new Set(days).size !== days.length) return 'presentOn holds each day once';
  return null;
}
