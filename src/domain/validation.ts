/**
 * The one validation module of the product. The admin forms use the input checks (with the exact
 * messages of SPEC §5); the local backend uses the document checks, which mirror firestore.rules
 * and storage.rules limit for limit. Pure TypeScript: no React, no Firebase.
 */
import { OFFICE_BEARER_ROLES, type MemberInput, type MessageInput } from './types';

export const LIMITS = {
  /** Names, roles, titles, file names. */
  shortText: 200,
  /** A message's full text. */
  message: 20_000,
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
} as const;

/** Bounds of the member year inputs (SPEC §5). */
export function memberYearBounds(now: Date = new Date()) {
  const year = now.getFullYear();
  return {
    start: { min: LIMITS.minYear, max: year },
    end: { min: LIMITS.minYear, max: year + LIMITS.endYearAhead },
  };
}

const blank = (s: string | null | undefined) => !s || s.trim() === '';

/** Form-level check of a member, SPEC §5 order and wording. Returns an error message or null. */
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
  if (input.name.length > LIMITS.shortText || input.role.length > LIMITS.shortText)
    return `Name and role must be at most ${LIMITS.shortText} characters`;
  return null;
}

/** Form-level check of a message of any kind. Returns an error message or null. */
export function validateMessageInput(input: MessageInput): string | null {
  if (blank(input.year) || blank(input.name) || blank(input.title) || blank(input.fullMessage))
    return MESSAGES.messageFields;
  if (input.year.length > LIMITS.year) return `Year must be at most ${LIMITS.year} characters`;
  if (input.name.length > LIMITS.shortText || input.title.length > LIMITS.shortText)
    return `Name and title must be at most ${LIMITS.shortText} characters`;
  if (input.fullMessage.length > LIMITS.message)
    return `Message must be at most ${LIMITS.message.toLocaleString('en-US')} characters`;
  return null;
}

/** Check of a picked image file before any upload. Returns an error message or null. */
export function validateImageFile(file: { type: string; size: number } | null): string | null {
  if (!file) return MESSAGES.galleryFile;
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type))
    return 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)';
  if (file.size > LIMITS.maxImageBytes) return 'The image must be smaller than 10 MB';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Document checks: the server-side rules in TypeScript. Values are plain JS after decoding:
// strings, numbers (integers are bigint-free numbers), booleans, null, Date for timestamps.

export type Collection = 'members' | 'bishopMessages' | 'officeBearerMessages' | 'gallery';
export const PUBLIC_COLLECTIONS: readonly Collection[] = [
  'members',
  'bishopMessages',
  'officeBearerMessages',
  'gallery',
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
  /** Strings: at least one non-space character. */
  nonEmpty?: boolean;
  max?: number;
}

const text = (max: number, required = true): FieldRule => ({
  type: 'string',
  required,
  nonEmpty: required,
  max,
});

const SCHEMAS: Record<Collection, Record<string, FieldRule>> = {
  members: {
    name: text(LIMITS.shortText),
    role: text(LIMITS.shortText),
    startYear: { type: 'int', nullable: true },
    endYear: { type: 'int', nullable: true },
    imageUrl: { type: 'string', max: LIMITS.url },
    createdAt: { type: 'string', required: true, max: 40 },
    updatedAt: { type: 'string', max: 40 },
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
};

function messageSchema(withRole: boolean): Record<string, FieldRule> {
  return {
    ...(withRole ? { role: text(40) } : {}),
    year: text(LIMITS.year),
    name: text(LIMITS.shortText),
    title: text(LIMITS.shortText),
    fullMessage: text(LIMITS.message),
    imageUrl: { type: 'string', max: LIMITS.url },
    createdAt: { type: 'string', required: true, max: 40 },
    updatedAt: { type: 'string', max: 40 },
  };
}

/** A decoded document value the checks understand: integers are tagged to tell them from doubles. */
export type CheckedValue = string | number | boolean | null | Date | Integer | object;

const isInteger = (v: unknown): v is Integer =>
  typeof v === 'object' && v !== null && 'integer' in v && typeof v.integer === 'number';

/**
 * Length in Unicode code points, as the rules' string size() counts, so an emoji is one
 * character here too. A UTF-16 length within the cap is always within it in code points.
 */
function charCount(s: string, cap: number): number {
  return s.length <= cap ? s.length : Array.from(s).length;
}

function typeError(field: string, rule: FieldRule, value: unknown): string | null {
  switch (rule.type) {
    case 'string':
      if (typeof value !== 'string') return `${field} must be a string`;
      if (rule.nonEmpty && value.trim() === '') return `${field} must not be empty`;
      if (rule.max !== undefined && charCount(value, rule.max) > rule.max)
        return `${field} must be at most ${rule.max} characters`;
      return null;
    case 'int':
      return isInteger(value) ? null : `${field} must be an integer`;
    case 'timestamp':
      return value instanceof Date ? null : `${field} must be a timestamp`;
  }
}

/**
 * Checks a whole document as it would stand after a write, the way firestore.rules does.
 * `before` is the stored document for an update, null for a create.
 * Returns the reason for refusal, or null when the write is allowed.
 */
export function checkDocumentWrite(
  collection: string,
  after: Record<string, CheckedValue>,
  before: Record<string, CheckedValue> | null,
  now: Date = new Date(),
): string | null {
  if (!(PUBLIC_COLLECTIONS as readonly string[]).includes(collection))
    return `writes to ${collection} are not allowed`;
  // SPEC §7 never updates a gallery entry: it is added and deleted only.
  if (before && collection === 'gallery') return 'gallery entries cannot be updated';
  const schema = SCHEMAS[collection as Collection];
  for (const key of Object.keys(after)) {
    if (!(key in schema)) return `unexpected field ${key}`;
  }
  for (const [field, rule] of Object.entries(schema)) {
    const value = after[field];
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
      const max = now.getUTCFullYear() + LIMITS.endYearAhead;
      if (start.integer < LIMITS.minYear || end.integer > max || start.integer > end.integer)
        return `years must satisfy ${LIMITS.minYear} <= startYear <= endYear <= ${max}`;
    }
  }
  if (collection === 'officeBearerMessages') {
    if (!(OFFICE_BEARER_ROLES as readonly unknown[]).includes(after.role))
      return `role must be one of ${OFFICE_BEARER_ROLES.join(', ')}`;
  }
  if (before) {
    if (!sameValue(after.createdAt, before.createdAt)) return 'createdAt cannot change';
    if (after.updatedAt === undefined || sameValue(after.updatedAt, before.updatedAt))
      return 'an update must set a new updatedAt';
  }
  return null;
}

/** Equality as the rules see it: an absent field reads as null. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return (a ?? null) === (b ?? null);
}

/** Storage paths an administrator may write (SPEC §3 folders). */
const STORAGE_PATH_PATTERNS: readonly RegExp[] = [
  /^members\/[^/]+$/,
  /^bishops\/[^/]+$/,
  new RegExp(`^officeBearers/(${OFFICE_BEARER_ROLES.join('|')})/[^/]+$`),
  /^gallery\/[^/]+$/,
];

/** Checks an upload the way storage.rules does. Returns the reason for refusal, or null. */
export function checkStorageUpload(path: string, contentType: string, size: number): string | null {
  if (!STORAGE_PATH_PATTERNS.some((p) => p.test(path))) return `uploads to ${path} are not allowed`;
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(contentType))
    return 'only JPEG, PNG, WebP, GIF or AVIF images may be uploaded';
  if (size >= LIMITS.maxImageBytes) return 'images must be smaller than 10 MB';
  return null;
}

/** Whether a storage path may be read by anyone (and deleted by an administrator). */
export function isPublicStoragePath(path: string): boolean {
  return STORAGE_PATH_PATTERNS.some((p) => p.test(path));
}
