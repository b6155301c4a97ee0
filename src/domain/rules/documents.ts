/**
 * A document's own check (checkDocumentWrite): each field by its rule in the collection table
 * (collections.ts), the entry's checks across fields, stamps, image URLs in their folder, and the
 * fields an edit keeps, as firestore.rules' isValid… functions judge a document. Also the rules'
 * way of reading a document, which the other checks of this folder share: a field is absent
 * unless it is the document's own, and equality is by content. Pure TypeScript.
 */
import { COLLECTIONS, isCollection, isRecordId, type CollectionInfo } from '../collections';
import {
  CLOCK_TOLERANCE_MS,
  LIMITS,
  isBlank,
  isIsoStamp,
  isLines,
  isSingleLine,
  isStorageUrlIn,
  tooLong,
  type StorageTarget,
} from '../limits';
import { isInteger, type CheckedValue, type FieldRule, type ImageFolder } from '../schema';

/** What a document's own check is judged against besides the documents. */
export interface WriteContext {
  /** The server's time of the write (request.time). */
  now: Date;
  /** Whose download URLs image fields may hold. */
  storage: StorageTarget;
  /**
   * The writer is an owner, who may also restore a backup: put back a record's original
   * createdAt, an office-bearer message's role, a gallery entry's fields.
   */
  byOwner: boolean;
  /**
   * The record is taken back from the Trash exactly as it was: a record from before records were
   * dated may come back without createdAt.
   */
  fromTrash?: boolean;
  /**
   * The write gives a message from before sortYear its sortYear, and changes nothing else: no
   * edit of anyone's, so neither dated nor signed (firestore.rules, isSortYearFilled).
   */
  fillsSortYear?: boolean;
}

export type Doc = Readonly<Record<string, CheckedValue>>;

/** A field of a document as the rules read it: absent unless it is the document's own. */
export const fieldOf = (doc: Doc, field: string): CheckedValue | undefined =>
  Object.hasOwn(doc, field) ? doc[field] : undefined;

export const isMap = (value: unknown): value is Doc =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !isInteger(value);

function fieldError(field: string, rule: FieldRule, value: unknown): string | null {
  switch (rule.type) {
    case 'string': {
      if (typeof value !== 'string') return `${field} must be a string`;
      if (rule.nonEmpty && isBlank(value)) return `${field} must not be empty`;
      if (rule.max !== undefined && tooLong(value, rule.max))
        return `${field} must be at most ${rule.max} characters`;
      if (rule.lines === 'several' ? !isLines(value) : !isSingleLine(value))
        return `${field} must not hold control characters${rule.lines === 'several' ? ' (line breaks are fine)' : ''}`;
      if (rule.oneOf && !rule.oneOf.includes(value))
        return `${field} must be one of ${rule.oneOf.join(', ')}`;
      if ((rule.refersTo || rule.idOf) && !isRecordId(value))
        return `${field} must be a record's id: letters, digits, _ and -, at most ${LIMITS.recordId} characters`;
      return null;
    }
    case 'int': {
      if (!isInteger(value)) return `${field} must be an integer`;
      const least = rule.atLeast ?? (rule.upTo === undefined ? undefined : 1);
      if (rule.upTo !== undefined && (value.integer < (least ?? 1) || value.integer > rule.upTo))
        return `${field} must be a whole number from ${least ?? 1} to ${rule.upTo}`;
      if (least !== undefined && value.integer < least)
        return `${field} must be a whole number of at least ${least}`;
      return null;
    }
    case 'bool':
      return typeof value === 'boolean' ? null : `${field} must be true or false`;
    case 'timestamp':
      return value instanceof Date ? null : `${field} must be a timestamp`;
    case 'map':
      return isMap(value) ? null : `${field} must be a map`;
    case 'list':
      if (!Array.isArray(value)) return `${field} must be a list`;
      if (rule.maxItems !== undefined && value.length > rule.maxItems)
        return `${field} must hold at most ${rule.maxItems} items`;
      return null;
  }
}

/**
 * The folder of an image of `doc`, URL-encoded as a download URL writes it ('officeBearers%2F
 * youth_director%2F'), or null when a `{field}` of its path is not one of the values it may take.
 */
function encodedFolder(folder: ImageFolder, doc: Doc): string | null {
  let unknown = false;
  const path = folder.path.replace(/\{(\w+)\}/g, (_, field: string) => {
    const value = fieldOf(doc, field);
    const allowed = folder.values?.[field] ?? [];
    if (typeof value !== 'string' || !allowed.includes(value)) unknown = true;
    return String(value);
  });
  return unknown ? null : `${path.split('/').join('%2F')}%2F`;
}

/** The instant an ISO stamp (already known to be well formed) names. */
const timeOfStamp = (value: string) => new Date(value).getTime();

const clockProblem = (field: string) =>
  `${field} is more than ${CLOCK_TOLERANCE_MS / 60_000} minutes away from the server's time: the device's clock is wrong`;

/** Equality as the rules see it: an absent field reads as null, maps and lists by content. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (isInteger(a) || isInteger(b)) return isInteger(a) && isInteger(b) && a.integer === b.integer;
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameValue(item, b[i]))
    );
  if (isMap(a) || isMap(b)) return isMap(a) && isMap(b) && sameDoc(a, b);
  return (a ?? null) === (b ?? null);
}

/** Two documents hold the same fields with the same values (the rules' map equality). */
export function sameDoc(a: Doc, b: Doc): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]))
  );
}

/**
 * Checks a whole document as it would stand after a write, the way firestore.rules' isValid…
 * functions and stamps do. `before` is the stored document for an update, null for a create.
 * Returns the reason for refusal, or null when the document is allowed.
 */
export function checkDocumentWrite(
  collection: string,
  after: Doc,
  before: Doc | null,
  context: WriteContext,
): string | null {
  if (!isCollection(collection)) return `writes to ${collection} are not allowed`;
  const { fields, check } = COLLECTIONS[collection] as CollectionInfo;
  // Own fields only: a field named like a member of every object (constructor, toString,
  // __proto__) is not a field of the table.
  for (const key of Object.keys(after)) {
    if (!Object.hasOwn(fields, key)) return `unexpected field ${key}`;
  }
  for (const [field, rule] of Object.entries(fields)) {
    const value = fieldOf(after, field);
    if (value === undefined) {
      // createdAt is required on create; on update it must only stay as it was (checked below),
      // so a legacy record without one can still be edited, and put back from the Trash.
      const required =
        field === 'createdAt' && rule.stamp ? !before && !context.fromTrash : rule.required;
      if (required) return `${field} is required`;
      continue;
    }
    if (rule.nullable && value === null) continue;
    const error = fieldError(field, rule, value);
    if (error) return error;
  }
  const problem = check?.(after, context);
  if (problem) return problem;
  for (const [field, rule] of Object.entries(fields)) {
    const value = fieldOf(after, field);
    if (rule.stamp && typeof value === 'string') {
      // The rules turn the stamp into a timestamp, which starts in the year 1.
      if (!isIsoStamp(value))
        return `${field} must be a date-time as toISOString() writes it (YYYY-MM-DDTHH:mm:ss.sssZ)`;
      if (timeOfStamp(value) > context.now.getTime() + CLOCK_TOLERANCE_MS)
        return clockProblem(field);
    }
    if (rule.image && typeof value === 'string' && value !== '') {
      const folder = encodedFolder(rule.image.folder, after);
      if (folder === null || !isStorageUrlIn(value, folder, context.storage))
        return `${field} must be a download URL of a file in ${folder === null ? `${rule.image.folder.path}/` : decodeURIComponent(folder)} of the bucket ${context.storage.bucket}`;
    }
    if (rule.keptOnEdit && before && !context.byOwner && !sameValue(value, fieldOf(before, field)))
      return `${field} cannot be changed by an edit`;
  }
  if (before && fields.updatedAt?.stamp && !context.fillsSortYear) {
    // An edit keeps createdAt; an owner's restore may set the record's original one.
    const createdAt = fieldOf(after, 'createdAt');
    if (
      !sameValue(createdAt, fieldOf(before, 'createdAt')) &&
      (createdAt === undefined || !context.byOwner)
    )
      return createdAt === undefined
        ? 'createdAt cannot be removed'
        : 'createdAt cannot be changed by an edit';
    const updatedAt = fieldOf(after, 'updatedAt');
    if (updatedAt === undefined || sameValue(updatedAt, fieldOf(before, 'updatedAt')))
      return 'an update must set a new updatedAt';
    if (
      typeof updatedAt === 'string' &&
      timeOfStamp(updatedAt) < context.now.getTime() - CLOCK_TOLERANCE_MS
    )
      return clockProblem('updatedAt');
  }
  return null;
}

/** Changed fields of an update: added, removed or with another value. */
export function changedFields(before: Doc, after: Doc): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !sameValue(fieldOf(before, key), fieldOf(after, key)));
}

/** An integer field's number, or null when it holds none. */
export const intOf = (value: unknown): number | null => (isInteger(value) ? value.integer : null);
/** A string field's text, '' when it holds none. */
export const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');
