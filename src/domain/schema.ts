/**
 * The words the collection table (collections.ts) is written in: the values a stored document
 * holds, the kinds of field a record may have with the rule firestore.rules states for each, and
 * where a record's image files live. Pure TypeScript: no React, no Firebase.
 */
import { LIMITS } from './limits';

/** A stored value as the domain sees it: timestamps as Date. */
export type DocValue = string | number | boolean | null | Date | DocValue[] | DocMap;
export interface DocMap {
  [key: string]: DocValue;
}

/** A decoded integer: the backend marks Firestore integerValue as such. */
export interface Integer {
  integer: number;
}

/** A decoded document value the checks understand: integers are tagged to tell them from doubles. */
export type CheckedValue = string | number | boolean | null | Date | Integer | object;

export const isInteger = (v: unknown): v is Integer =>
  typeof v === 'object' && v !== null && 'integer' in v && typeof v.integer === 'number';

/**
 * The folder of a record's image files and the names the app gives new ones there. A `{field}`
 * in the path is that field of the record, one of `values` (an office bearer's portraits sit in
 * officeBearers/{role}).
 */
export interface ImageFolder {
  /** 'members', 'officeBearers/{role}'. */
  path: string;
  /** The values a `{field}` of the path may take. */
  values?: Readonly<Record<string, readonly string[]>>;
  /** The names new uploads get in it: patterns of limits.ts, matched whole. */
  uploads: readonly string[];
  /** Who uploads and deletes its files: the team (absent), or only its owners. */
  writers?: 'owners';
  /** The types its files may have, when narrower than every image type. */
  contentTypes?: readonly string[];
  /** The most one of its files may weigh, in bytes, when less than every image's cap. */
  maxBytes?: number;
}

export interface FieldRule {
  type: 'string' | 'int' | 'bool' | 'timestamp' | 'map' | 'list';
  /** Present in every written document (createdAt: on create; see validation.ts). */
  required?: boolean;
  /**
   * null is allowed, meaning none (member years: the app writes null for "no period"). A required
   * field must still be present, null or not.
   */
  nullable?: boolean;
  /** Strings: not blank (limits.ts, isBlank). */
  nonEmpty?: boolean;
  /** Strings: several lines, line breaks allowed; otherwise one line, no control character. */
  lines?: 'several';
  /** Strings: at most this many characters (UTF-16 code units, as the rules count). */
  max?: number;
  /** Strings: one of these values. */
  oneOf?: readonly string[];
  /** Strings: '' or the download URL of a file in this folder of the site's bucket. */
  image?: { folder: ImageFolder; kind: string };
  /** Strings: the name of a file in this folder (a gallery entry names its own files). */
  fileIn?: ImageFolder;
  /** Strings: an ISO date-time from the writer's device (createdAt, updatedAt). */
  stamp?: true;
  /**
   * Strings: the id of a record of this collection, which exists once the write is made (a
   * gallery entry's programme). Absent: the record belongs to none.
   */
  refersTo?: string;
  /**
   * Strings: the id of a record of this collection (letters, digits, _ and -), whose existence the
   * collection's own rules judge (a registration's programme).
   */
  idOf?: string;
  /** Whole numbers: from 1 (or atLeast) to this many (a photo's pixels). */
  upTo?: number;
  /** Whole numbers: at least this (0 for a count of places taken). */
  atLeast?: number;
  /** Lists: at most this many items. */
  maxItems?: number;
  /** An edit keeps it as it was; an owner restoring a backup may put back the original. */
  keptOnEdit?: true;
}

/** A required text of one line: present, not blank. */
export const text = (max: number): FieldRule => ({
  type: 'string',
  required: true,
  nonEmpty: true,
  max,
});

/** A required text of several lines: a message. */
export const paragraphs = (max: number): FieldRule => ({ ...text(max), lines: 'several' });

/** A string of one line the service always writes, '' when empty. */
export const line = (max: number): FieldRule => ({ type: 'string', required: true, max });

/** A string of several lines the service always writes, '' when empty (a description). */
export const lines = (max: number): FieldRule => ({ ...line(max), lines: 'several' });

/** An optional string of one line: absent, '' or text. */
export const optionalLine = (max: number): FieldRule => ({ type: 'string', max });

/** An optional string of several lines: absent, '' or text (a description in another language). */
export const optionalLines = (max: number): FieldRule => ({
  ...optionalLine(max),
  lines: 'several',
});

/** One of a few values (an office bearer's role). */
export const oneOf = (values: readonly string[]): FieldRule => ({
  ...text(LIMITS.shortText),
  oneOf: values,
});

/** A whole number, or absent (null is no whole number). */
export const optionalInteger = (): FieldRule => ({ type: 'int' });

/** A whole number from 1 to `max`, or absent (a photo's width in pixels). */
export const optionalCount = (max: number): FieldRule => ({ type: 'int', upTo: max });

/** The id of a record of `collection` that exists, or absent (a photo's programme). */
export const optionalReference = (collection: string): FieldRule => ({
  type: 'string',
  max: LIMITS.recordId,
  refersTo: collection,
});

/** A whole number, or null / absent for none. */
export const integerOrNone = (): FieldRule => ({ type: 'int', nullable: true });

/**
 * A whole number always written, from `atLeast` (up to `upTo`); with `orNone`, null means none
 * (a programme without a capacity).
 */
export const count = (atLeast: number, upTo?: number, orNone = false): FieldRule => ({
  type: 'int',
  required: true,
  atLeast,
  ...(upTo === undefined ? {} : { upTo }),
  ...(orNone ? { nullable: true } : {}),
});

/** true or false, always written (whether a programme takes registrations). */
export const flag = (): FieldRule => ({ type: 'bool', required: true });

/** The id of a record of `collection`, always written (a registration's programme). */
export const recordIdOf = (collection: string): FieldRule => ({
  ...text(LIMITS.recordId),
  idOf: collection,
});

/** An ISO date-time from the writer's device: createdAt (on create) or updatedAt. */
export const stamp = (required: boolean): FieldRule => ({ type: 'string', required, stamp: true });

/** A timestamp of the server's clock (the gallery's date). */
export const serverTime = (): FieldRule => ({ type: 'timestamp', required: true });

/** A timestamp written when something happens to the record (a role changed), or absent. */
export const optionalTime = (): FieldRule => ({ type: 'timestamp' });

/** A timestamp always written (when a registration expires); with `orNone`, null until set. */
export const time = (orNone = false): FieldRule => ({
  type: 'timestamp',
  required: true,
  ...(orNone ? { nullable: true } : {}),
});

/** The uid of a person of the team: who added, edited or deleted something. */
export const uid = (required: boolean): FieldRule => ({
  type: 'string',
  max: LIMITS.uid,
  ...(required ? { required: true, nonEmpty: true } : {}),
});

/** A record as it was stored (the Trash keeps deleted records whole). */
export const record = (): FieldRule => ({ type: 'map', required: true });

/** A list of at most `maxItems` values (the paths of a removed record's files). */
export const list = (maxItems: number): FieldRule => ({ type: 'list', required: true, maxItems });

/** A list of at most `maxItems` values, or absent (the days a registration was present on). */
export const optionalList = (maxItems: number): FieldRule => ({ type: 'list', maxItems });

/**
 * The download URL of an image in `folder`, or '' for none; `kind` is what people call these
 * files ('Member photos'). Required fields are written always ('' when empty), the others may be
 * absent.
 */
export const image = (
  folder: ImageFolder,
  kind: string,
  presence: 'required' | 'written' | 'optional',
): FieldRule => ({
  type: 'string',
  max: LIMITS.url,
  image: { folder, kind },
  ...(presence === 'optional' ? {} : { required: true }),
  ...(presence === 'required' ? { nonEmpty: true } : {}),
});
