/**
 * The one validation module of the product. The admin forms use the input checks (with the exact
 * messages the admin screens show); the local backend uses the document checks, which mirror
 * firestore.rules and storage.rules limit for limit and pattern for pattern. Pure TypeScript: no
 * React, no Firebase.
 */
import {
  OFFICE_BEARER_ROLES,
  type MemberInput,
  type MessageInput,
  type ProgrammeInput,
} from './types';

export const LIMITS = {
  /** Names, roles, titles, places, file names. */
  shortText: 200,
  /** A message's full text, a programme's description. */
  message: 20_000,
  /** A programme's time, e.g. '10:00 AM – 4:00 PM'. */
  time: 100,
  /** The academic year field, e.g. '2023-2024'. */
  year: 20,
  /** Image URLs. */
  url: 2_000,
  minYear: 1900,
  /** The end year may be up to this many years after the current year. */
  endYearAhead: 10,
  /** Largest image upload, in bytes. */
  maxImageBytes: 10 * 1024 * 1024,
} as const;

export const IMAGE_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

export const MESSAGES = {
  memberNameRole: 'Name and role are required',
  memberYears: 'Start year and end year are required',
  memberYearOrder: 'Start year cannot be greater than end year',
  messageFields: 'All text fields are required',
  galleryFile: 'Please select an image to upload',
  programmeRequired: 'Title and start date are required',
  programmeDateOrder: 'End date cannot be before start date',
  programmeRegistration: 'The registration link must start with https://',
  unreadableImage:
    'This file could not be read as an image. Please choose a JPEG, PNG, WebP, GIF or AVIF photo.',
} as const;

/**
 * The formats that firestore.rules and storage.rules check with matches(), written once here in
 * the part of regular-expression syntax that RE2 (the rules' engine) and JavaScript read alike.
 * The rules match whole strings, so the checks below anchor them (`whole`).
 * tests/unit/validationTable.test.ts checks that the rules files state each one.
 */
export const PATTERNS = {
  /** 'YYYY-MM-DD', a real date of the Gregorian calendar: 29 February only in leap years. */
  calendarDate:
    '([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])' +
    '|[0-9]{4}-(0[13-9]|1[0-2])-(29|30)' +
    '|[0-9]{4}-(0[13578]|1[02])-31' +
    '|([0-9]{2}(0[48]|[2468][048]|[13579][26])|([02468][048]|[13579][26])00)-02-29)',
  /** What follows the date in Date.prototype.toISOString(): a UTC time with milliseconds. */
  isoTime: 'T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9][.][0-9]{3}Z',
  /** An address that starts with https:// and holds no spaces or control characters. */
  httpsUrl: String.raw`https://[^\x00-\x20\x7F-\x9F/?#][^\x00-\x20\x7F-\x9F]*`,
  /**
   * Blank text: nothing but white space of every kind (what JavaScript's trim() removes, the
   * non-breaking space included), invisible format characters (zero-width spaces and joiners,
   * the byte-order mark: Unicode's category Cf) and the characters that draw nothing although
   * they are letters or symbols (the Hangul fillers, the blank Braille pattern).
   */
  blank: String.raw`[\t\n\x0B\f\r\p{Zs}\p{Cf}\x{2028}\x{2029}\x{115F}\x{1160}\x{3164}\x{FFA0}\x{2800}]*`,
  /** A single line: no control character at all (C0, DEL and C1). */
  singleLine: String.raw`[^\x00-\x1F\x7F-\x9F]*`,
  /** Several lines: no control character but the line break. */
  multiLine: String.raw`[^\x00-\x09\x0B-\x1F\x7F-\x9F]*`,
  /**
   * An object's name within its folder as encodeURIComponent writes it. No encoded slash (%2F),
   * so never a subfolder, and no encoded control character (%00-%1F, %7F); older uploads with
   * spaces or accents in their names still match.
   */
  encodedName: "([A-Za-z0-9_.~!*'()-]|%(2[0-9A-E]|[3-6][0-9A-F]|7[0-9A-E]|[89A-F][0-9A-F]))+",
  /** The rest of a download URL, as getDownloadURL() writes it. */
  storageUrlEnd: '[?]alt=media&token=[A-Za-z0-9-]+',
  /** A member's photo in members/ (memberImagePath). */
  memberUpload: '[0-9]+_cropped[.]jpeg',
  /** {timestamp}_{safe name} in bishops/, officeBearers/{role}/ and events/ (safeFileName). */
  namedUpload: '[0-9]+_[A-Za-z0-9_.-]+',
  /** A gallery image's fileName (galleryFileName); its thumbnail is thumb_ + fileName. */
  galleryFileName: 'gallery_[0-9]+_[A-Za-z0-9_.-]+',
} as const;

/**
 * A pattern of PATTERNS as JavaScript reads it: RE2 writes a code point beyond two hex digits
 * \x{2028}, JavaScript (with the u flag) \u{2028}; everything else is written alike.
 */
const inJavaScript = (pattern: string) => pattern.replace(/\\x\{([0-9A-F]+)\}/g, '\\u{$1}');
/** The rules match whole strings: so does every check here. */
const whole = (pattern: string) => new RegExp(`^(?:${inJavaScript(pattern)})$`, 'u');
const IS_CALENDAR_DATE = whole(PATTERNS.calendarDate);
const IS_ISO_STAMP = whole(PATTERNS.calendarDate + PATTERNS.isoTime);
const IS_HTTPS_URL = whole(PATTERNS.httpsUrl);
const IS_GALLERY_FILE_NAME = whole(PATTERNS.galleryFileName);
const IS_BLANK = whole(PATTERNS.blank);
const IS_SINGLE_LINE = whole(PATTERNS.singleLine);
const IS_MULTI_LINE = whole(PATTERNS.multiLine);

/** Whether a string is a real calendar date written 'YYYY-MM-DD'. */
export const isCalendarDate = (value: string) => IS_CALENDAR_DATE.test(value);

/** Whether text is blank: empty, or only white space and characters that draw nothing. */
export const isBlank = (s: string | null | undefined) => !s || IS_BLANK.test(s);

/** Whether text holds no control character (a single-line field may hold none). */
export const isSingleLine = (s: string) => IS_SINGLE_LINE.test(s);

/**
 * The Storage bucket whose download URLs records may hold: the project's own, on Firebase
 * Storage's host; on the local emulators, the demo project's bucket on a loopback host (any port).
 */
export interface StorageTarget {
  bucket: string;
  emulators: boolean;
}

/** The bucket of the local emulators: the one the app and the backend use there. */
export const localStorageTarget = (projectId: string): StorageTarget => ({
  bucket: `${projectId}.appspot.com`,
  emulators: true,
});

/**
 * A download URL of `target` up to the object's name, as a pattern. firestore.rules holds it
 * in its function storageUrlStart(): committed for the emulators, and written for the project's
 * own bucket by the deploy script.
 */
export function storageUrlStart({ bucket, emulators }: StorageTarget): string {
  const host = emulators
    ? 'http://(127[.]0[.]0[.]1|localhost):[0-9]+'
    : 'https://firebasestorage[.]googleapis[.]com';
  return `${host}/v0/b/${bucket.replace(/[^A-Za-z0-9_-]/g, (c) => `[${c}]`)}/o/`;
}

/**
 * Whether url is a download URL of `target` of a file directly in `folder`, given URL-encoded
 * ('members%2F', 'officeBearers%2Fyouth_director%2F'; only letters, digits, _ and %2F).
 */
function isStorageUrlIn(url: string, folder: string, target: StorageTarget): boolean {
  return whole(
    storageUrlStart(target) + folder + PATTERNS.encodedName + PATTERNS.storageUrlEnd,
  ).test(url);
}

/** The encoded object name in a download URL ('gallery%2Fx.jpg'), split as the rules split it. */
const storageObjectOf = (url: string) => url.split('/o/')[1]?.split('?')[0];

/** Bounds of the member year inputs. */
export function memberYearBounds(now: Date = new Date()) {
  const year = now.getFullYear();
  return {
    start: { min: LIMITS.minYear, max: year },
    end: { min: LIMITS.minYear, max: year + LIMITS.endYearAhead },
  };
}

const blank = isBlank;

/**
 * Whether s is longer than max characters counted as the rules' size() counts them: in UTF-16
 * code units, as JavaScript's length and a text input's maxlength count them (an emoji is
 * usually two).
 */
const tooLong = (s: string, max: number) => s.length > max;

/** Form-level check of a member, in the admin screen's order and wording; a message or null. */
export function validateMemberInput(input: MemberInput, now: Date = new Date()): string | null {
  if (blank(input.name) || blank(input.role)) return MESSAGES.memberNameRole;
  if (input.startYear === null || input.endYear === null) return MESSAGES.memberYears;
  if (input.startYear > input.endYear) return MESSAGES.memberYearOrder;
  const bounds = memberYearBounds(now);
  if (!Number.isInteger(input.startYear) || !Number.isInteger(input.endYear))
    return 'Years must be whole numbers';
  if (input.startYear < bounds.start.min || input.startYear > bounds.start.max)
    return `Start year must be between ${bounds.start.min} and ${bounds.start.max}`;
  if (input.endYear < bounds.end.min || input.endYear > bounds.end.max)
    return `End year must be between ${bounds.end.min} and ${bounds.end.max}`;
  if (tooLong(input.name, LIMITS.shortText) || tooLong(input.role, LIMITS.shortText))
    return `Name and role must be at most ${LIMITS.shortText} characters`;
  return null;
}

/** Form-level check of a message of any kind. Returns an error message or null. */
export function validateMessageInput(input: MessageInput): string | null {
  if (blank(input.year) || blank(input.name) || blank(input.title) || blank(input.fullMessage))
    return MESSAGES.messageFields;
  if (tooLong(input.year, LIMITS.year)) return `Year must be at most ${LIMITS.year} characters`;
  if (tooLong(input.name, LIMITS.shortText) || tooLong(input.title, LIMITS.shortText))
    return `Name and title must be at most ${LIMITS.shortText} characters`;
  if (tooLong(input.fullMessage, LIMITS.message))
    return `Message must be at most ${LIMITS.message.toLocaleString('en-US')} characters`;
  return null;
}

/**
 * Form-level check of a programme. Returns an error message or null. The first three problems
 * are reported in this order with the wording of MESSAGES; date formats and lengths follow.
 */
export function validateProgrammeInput(input: ProgrammeInput): string | null {
  if (blank(input.title) || blank(input.startDate)) return MESSAGES.programmeRequired;
  // Compared only when both are real dates; a malformed one gets its own message below.
  const bothDates = isCalendarDate(input.startDate) && isCalendarDate(input.endDate);
  if (bothDates && input.endDate < input.startDate) return MESSAGES.programmeDateOrder;
  if (input.registrationUrl !== '' && !input.registrationUrl.startsWith('https://'))
    return MESSAGES.programmeRegistration;
  if (!isCalendarDate(input.startDate)) return 'Start date must be a real date (YYYY-MM-DD)';
  if (input.endDate !== '' && !isCalendarDate(input.endDate))
    return 'End date must be empty or a real date (YYYY-MM-DD)';
  if (input.registrationUrl !== '' && !IS_HTTPS_URL.test(input.registrationUrl))
    return 'The registration link must be a web address without spaces';
  if (tooLong(input.title, LIMITS.shortText))
    return `Title must be at most ${LIMITS.shortText} characters`;
  if (tooLong(input.time, LIMITS.time)) return `Time must be at most ${LIMITS.time} characters`;
  if (tooLong(input.place, LIMITS.shortText))
    return `Place must be at most ${LIMITS.shortText} characters`;
  if (tooLong(input.description, LIMITS.message))
    return `Description must be at most ${LIMITS.message.toLocaleString('en-US')} characters`;
  if (tooLong(input.registrationUrl, LIMITS.url))
    return `The registration link must be at most ${LIMITS.url.toLocaleString('en-US')} characters`;
  return null;
}

/**
 * Check of a picked file before anything is done with it. Returns an error message or null.
 * Its size is no reason to refuse it: photos are resized in the browser, and the upload cap
 * applies to what leaves. Whether it is a readable image shows only when the browser decodes it
 * (MESSAGES.unreadableImage then), so only a file declared as something other than an image is
 * refused here; a file without a declared type is left to the decoder.
 */
export function validateImageFile(file: { type: string } | null): string | null {
  if (!file) return MESSAGES.galleryFile;
  if (file.type !== '' && !file.type.startsWith('image/'))
    return 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Document checks: the server-side rules in TypeScript. Values are plain JS after decoding:
// strings, numbers (integers are bigint-free numbers), booleans, null, Date for timestamps.

export type Collection =
  'members' | 'bishopMessages' | 'officeBearerMessages' | 'gallery' | 'events';
export const PUBLIC_COLLECTIONS: readonly Collection[] = [
  'members',
  'bishopMessages',
  'officeBearerMessages',
  'gallery',
  'events',
];

export type DocValue = string | number | boolean | null | Date | DocValue[] | DocMap;
export interface DocMap {
  [key: string]: DocValue;
}

/** A decoded integer: the backend marks Firestore integerValue as such. */
export interface Integer {
  integer: number;
}

type FieldType = 'string' | 'int' | 'timestamp';
interface FieldRule {
  type: FieldType;
  /** Required in every written document (createdAt is special: see checkDocumentWrite). */
  required?: boolean;
  /** null counts as absent (member years: the app writes null for "no period"). */
  nullable?: boolean;
  /** Strings: not blank (see PATTERNS.blank). */
  nonEmpty?: boolean;
  /** Strings: several lines (line breaks allowed); otherwise one line, no control character. */
  lines?: 'multi';
  max?: number;
}

const text = (max: number, required = true): FieldRule => ({
  type: 'string',
  required,
  nonEmpty: required,
  max,
});

/** A required text of several lines: a message, a description. */
const paragraphs = (max: number, required = true): FieldRule => ({
  ...text(max, required),
  lines: 'multi',
});

/** A string the service always writes, '' when empty. */
const present = (max: number): FieldRule => ({ type: 'string', required: true, max });

/** An ISO date-time string (its format is checked in formatError). */
const stamp = (required: boolean): FieldRule => ({ type: 'string', required });

const SCHEMAS: Record<Collection, Record<string, FieldRule>> = {
  members: {
    name: text(LIMITS.shortText),
    role: text(LIMITS.shortText),
    startYear: { type: 'int', nullable: true },
    endYear: { type: 'int', nullable: true },
    imageUrl: { type: 'string', max: LIMITS.url },
    createdAt: stamp(true),
    updatedAt: stamp(false),
  },
  bishopMessages: messageSchema(false),
  officeBearerMessages: messageSchema(true),
  gallery: {
    title: text(LIMITS.shortText),
    imageUrl: { type: 'string', required: true, nonEmpty: true, max: LIMITS.url },
    fileName: text(LIMITS.shortText),
    thumbUrl: { type: 'string', max: LIMITS.url },
    thumbFileName: { type: 'string', max: LIMITS.shortText },
    createdAt: { type: 'timestamp', required: true },
  },
  events: {
    title: text(LIMITS.shortText),
    startDate: present(10),
    endDate: present(10),
    time: present(LIMITS.time),
    place: present(LIMITS.shortText),
    description: { ...present(LIMITS.message), lines: 'multi' },
    registrationUrl: present(LIMITS.url),
    imageUrl: present(LIMITS.url),
    createdAt: stamp(true),
    updatedAt: stamp(false),
  },
};

function messageSchema(withRole: boolean): Record<string, FieldRule> {
  return {
    ...(withRole ? { role: text(40) } : {}),
    year: text(LIMITS.year),
    name: text(LIMITS.shortText),
    title: text(LIMITS.shortText),
    fullMessage: paragraphs(LIMITS.message),
    imageUrl: { type: 'string', max: LIMITS.url },
    createdAt: stamp(true),
    updatedAt: stamp(false),
  };
}

/** A decoded document value the checks understand: integers are tagged to tell them from doubles. */
export type CheckedValue = string | number | boolean | null | Date | Integer | object;

const isInteger = (v: unknown): v is Integer =>
  typeof v === 'object' && v !== null && 'integer' in v && typeof v.integer === 'number';

function typeError(field: string, rule: FieldRule, value: unknown): string | null {
  switch (rule.type) {
    case 'string':
      if (typeof value !== 'string') return `${field} must be a string`;
      if (rule.nonEmpty && blank(value)) return `${field} must not be empty`;
      if (rule.max !== undefined && tooLong(value, rule.max))
        return `${field} must be at most ${rule.max} characters`;
      if (rule.lines === 'multi' ? !IS_MULTI_LINE.test(value) : !isSingleLine(value))
        return `${field} must not hold control characters${rule.lines === 'multi' ? ' (line breaks are fine)' : ''}`;
      return null;
    case 'int':
      return isInteger(value) ? null : `${field} must be an integer`;
    case 'timestamp':
      return value instanceof Date ? null : `${field} must be a timestamp`;
  }
}

/** How far ahead of the server's clock a device's stamp may be, and an edit's behind it. */
export const CLOCK_TOLERANCE_MS = 10 * 60 * 1000;

/** What a write is judged against besides the documents: the rules' request. */
export interface WriteContext {
  /** The server's time of the write (request.time). */
  now: Date;
  /** Whose download URLs image fields may hold. */
  storage: StorageTarget;
}

/**
 * Checks a whole document as it would stand after a write, the way firestore.rules does.
 * `before` is the stored document for an update, null for a create. Every writer is an owner
 * today, and an owner restoring a backup may put back what no edit through the screens changes: a
 * record's original createdAt, an office-bearer message's role, a gallery entry's fields.
 * Returns the reason for refusal, or null when the write is allowed.
 */
export function checkDocumentWrite(
  collection: string,
  after: Record<string, CheckedValue>,
  before: Record<string, CheckedValue> | null,
  context: WriteContext,
): string | null {
  if (!(PUBLIC_COLLECTIONS as readonly string[]).includes(collection))
    return `writes to ${collection} are not allowed`;
  const schema = SCHEMAS[collection as Collection];
  // Own fields only: a field named like a member of every object (constructor, toString,
  // __proto__) is not a field of the schema.
  for (const key of Object.keys(after)) {
    if (!Object.hasOwn(schema, key)) return `unexpected field ${key}`;
  }
  for (const [field, rule] of Object.entries(schema)) {
    const value = Object.hasOwn(after, field) ? after[field] : undefined;
    if (value === undefined || (rule.nullable && value === null)) {
      // createdAt is required on create; on update it must only stay as it was (checked below),
      // so a legacy record without one can still be edited.
      const required = field === 'createdAt' ? !before : rule.required;
      if (required) return `${field} is required`;
      continue;
    }
    const error = typeError(field, rule, value);
    if (error) return error;
  }
  if (collection === 'members') {
    const start = after.startYear;
    const end = after.endYear;
    if (isInteger(start) !== isInteger(end))
      return 'startYear and endYear must both be present or both absent';
    if (isInteger(start) && isInteger(end)) {
      // The rules compare with request.time.year(), a UTC year.
      const max = context.now.getUTCFullYear() + LIMITS.endYearAhead;
      if (start.integer < LIMITS.minYear || end.integer > max || start.integer > end.integer)
        return `years must satisfy ${LIMITS.minYear} <= startYear <= endYear <= ${max}`;
    }
  }
  if (collection === 'officeBearerMessages') {
    if (!(OFFICE_BEARER_ROLES as readonly unknown[]).includes(after.role))
      return `role must be one of ${OFFICE_BEARER_ROLES.join(', ')}`;
  }
  const formatProblem = formatError(collection as Collection, after, context);
  if (formatProblem) return formatProblem;
  if (before && collection !== 'gallery') {
    // An edit keeps createdAt; an owner's restore may set the record's original one.
    if (!sameValue(after.createdAt, before.createdAt) && after.createdAt === undefined)
      return 'createdAt cannot be removed';
    if (after.updatedAt === undefined || sameValue(after.updatedAt, before.updatedAt))
      return 'an update must set a new updatedAt';
    if (typeof after.updatedAt === 'string' && isBehind(after.updatedAt, context.now))
      return clockProblem('updatedAt');
  }
  return null;
}

/** A field already known to be a string or absent, as a string ('' when absent). */
const stringOf = (doc: Record<string, CheckedValue>, field: string) => {
  const value = doc[field];
  return typeof value === 'string' ? value : '';
};

/** An image URL field: absent, '' (no image) or a download URL of a file in `folder`. */
function imageUrlError(
  doc: Record<string, CheckedValue>,
  folder: string,
  target: StorageTarget,
): string | null {
  const url = stringOf(doc, 'imageUrl');
  if (url === '' || isStorageUrlIn(url, folder, target)) return null;
  return `imageUrl must be a download URL of a file in ${decodeURIComponent(folder)} of the bucket ${target.bucket}`;
}

/** The instant an ISO stamp (already known to be well formed) names. */
const timeOfStamp = (stamp: string) => new Date(stamp).getTime();

/** Whether a stamp is more than the tolerance ahead of the server's clock. */
const isAhead = (stamp: string, now: Date) =>
  timeOfStamp(stamp) > now.getTime() + CLOCK_TOLERANCE_MS;

/** Whether a stamp is more than the tolerance behind the server's clock. */
const isBehind = (stamp: string, now: Date) =>
  timeOfStamp(stamp) < now.getTime() - CLOCK_TOLERANCE_MS;

const clockProblem = (field: string) =>
  `${field} is more than ${CLOCK_TOLERANCE_MS / 60_000} minutes away from the server's time: the device's clock is wrong`;

/**
 * The formats and cross-field rules of a document whose fields already have the right types
 * and lengths, in the order firestore.rules states them.
 */
function formatError(
  collection: Collection,
  doc: Record<string, CheckedValue>,
  { now, storage }: WriteContext,
): string | null {
  for (const field of ['createdAt', 'updatedAt']) {
    const value = doc[field];
    if (typeof value !== 'string') continue;
    // The rules turn the stamp into a timestamp, which starts in the year 1.
    if (!IS_ISO_STAMP.test(value) || value.startsWith('0000'))
      return `${field} must be a date-time as toISOString() writes it (YYYY-MM-DDTHH:mm:ss.sssZ)`;
    if (isAhead(value, now)) return clockProblem(field);
  }
  switch (collection) {
    case 'members':
      return imageUrlError(doc, 'members%2F', storage);
    case 'bishopMessages':
      return imageUrlError(doc, 'bishops%2F', storage);
    case 'officeBearerMessages':
      return imageUrlError(doc, `officeBearers%2F${stringOf(doc, 'role')}%2F`, storage);
    case 'gallery':
      return galleryError(doc, now, storage);
    case 'events':
      return programmeError(doc, storage);
  }
}

/**
 * A gallery entry names one file the app wrote, and both its URLs point at that file (and its
 * thumbnail), so neither showing it nor deleting it can reach any other file.
 */
function galleryError(
  doc: Record<string, CheckedValue>,
  now: Date,
  storage: StorageTarget,
): string | null {
  const fileName = stringOf(doc, 'fileName');
  if (!IS_GALLERY_FILE_NAME.test(fileName))
    return 'fileName must be a gallery file name (gallery_{timestamp}_{name})';
  const imageUrl = stringOf(doc, 'imageUrl');
  if (
    !isStorageUrlIn(imageUrl, 'gallery%2F', storage) ||
    storageObjectOf(imageUrl) !== `gallery%2F${fileName}`
  )
    return 'imageUrl must be the Storage download URL of gallery/{fileName}';
  const thumbFileName = `thumb_${fileName}`;
  if (doc.thumbFileName !== undefined && doc.thumbFileName !== thumbFileName)
    return 'thumbFileName must be thumb_ followed by fileName';
  const thumbUrl = stringOf(doc, 'thumbUrl');
  if (
    thumbUrl !== '' &&
    (!isStorageUrlIn(thumbUrl, 'gallery%2F', storage) ||
      storageObjectOf(thumbUrl) !== `gallery%2F${thumbFileName}`)
  )
    return 'thumbUrl must be empty or the Storage download URL of gallery/thumb_{fileName}';
  // Newest first is the gallery's order: an entry dated ahead would stay on top.
  if (doc.createdAt instanceof Date && doc.createdAt.getTime() > now.getTime())
    return 'createdAt cannot be in the future';
  return null;
}

function programmeError(doc: Record<string, CheckedValue>, storage: StorageTarget): string | null {
  const startDate = stringOf(doc, 'startDate');
  const endDate = stringOf(doc, 'endDate');
  if (!isCalendarDate(startDate)) return 'startDate must be a real date written YYYY-MM-DD';
  if (endDate !== '' && !isCalendarDate(endDate))
    return 'endDate must be empty or a real date written YYYY-MM-DD';
  if (endDate !== '' && endDate < startDate) return 'endDate cannot be before startDate';
  const registrationUrl = stringOf(doc, 'registrationUrl');
  if (registrationUrl !== '' && !IS_HTTPS_URL.test(registrationUrl))
    return 'registrationUrl must be empty or an https:// address without spaces';
  return imageUrlError(doc, 'events%2F', storage);
}

/** Equality as the rules see it: an absent field reads as null. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return (a ?? null) === (b ?? null);
}

const ROLES = `(${OFFICE_BEARER_ROLES.join('|')})`;

/** The folders of the site's images: one file name each, no subfolders. */
const STORAGE_FOLDERS: readonly RegExp[] = [
  /^members\/[^/]+$/,
  /^bishops\/[^/]+$/,
  new RegExp(`^officeBearers/${ROLES}/[^/]+$`),
  /^gallery\/[^/]+$/,
  /^events\/[^/]+$/,
];

/** The names the app gives new files, folder by folder (see storagePaths.ts). */
const UPLOAD_NAMES: readonly RegExp[] = [
  whole(`members/${PATTERNS.memberUpload}`),
  whole(`bishops/${PATTERNS.namedUpload}`),
  whole(`officeBearers/${ROLES}/${PATTERNS.namedUpload}`),
  whole(`gallery/(thumb_)?${PATTERNS.galleryFileName}`),
  whole(`events/${PATTERNS.namedUpload}`),
];

/**
 * Checks an upload the way storage.rules does: a new file only (`exists`: a file is stored at
 * the path already), under a name the app writes, an image of an allowed type, not empty and
 * under the size cap. `size` is null while it is not known yet (the start of a resumable upload
 * that declares none); the finished file is checked again. Returns the reason for refusal, or
 * null.
 */
export function checkStorageUpload(
  path: string,
  contentType: string,
  size: number | null,
  exists = false,
): string | null {
  if (!isPublicStoragePath(path)) return `uploads to ${path} are not allowed`;
  if (exists) return `${path} exists already; files are never replaced`;
  if (!UPLOAD_NAMES.some((p) => p.test(path))) return `${path} is not a file name the app writes`;
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(contentType))
    return 'only JPEG, PNG, WebP, GIF or AVIF images may be uploaded';
  if (size !== null && size <= 0) return 'empty files cannot be uploaded';
  if (size !== null && size >= LIMITS.maxImageBytes) return 'images must be smaller than 10 MB';
  return null;
}

/**
 * Whether anyone may get the file at a storage path (and an administrator delete it): any name
 * directly in one of the folders, older names included. Folders are never listed.
 */
export function isPublicStoragePath(path: string): boolean {
  return STORAGE_FOLDERS.some((p) => p.test(path));
}
