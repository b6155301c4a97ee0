/**
 * The security rules in TypeScript: whether a document may be written (checkDocumentWrite) and a
 * file uploaded (checkStorageUpload), judged as firestore.rules and storage.rules judge them, for
 * every collection of the table (collections.ts) from its entry. The local backend enforces these
 * checks, a restore applies them before it writes, and tests/fixtures/documents.ts holds the
 * table of good and bad writes that these checks, the local backend and the rules on Google's own
 * engine all meet. Pure TypeScript: no React, no Firebase.
 */
import { COLLECTIONS, IMAGE_FOLDERS, isCollection, type Collection } from './collections';
import {
  CLOCK_TOLERANCE_MS,
  IMAGE_CONTENT_TYPES,
  LIMITS,
  isBlank,
  isIsoStamp,
  isLines,
  isSingleLine,
  isStorageUrlIn,
  tooLong,
  whole,
  type StorageTarget,
} from './limits';
import { isInteger, type CheckedValue, type FieldRule, type ImageFolder } from './schema';

/** What a write is judged against besides the documents: the rules' request. */
export interface WriteContext {
  /** The server's time of the write (request.time). */
  now: Date;
  /** Whose download URLs image fields may hold. */
  storage: StorageTarget;
}

type Doc = Readonly<Record<string, CheckedValue>>;

/** A field of a document as the rules read it: absent unless it is the document's own. */
const fieldOf = (doc: Doc, field: string): CheckedValue | undefined =>
  Object.hasOwn(doc, field) ? doc[field] : undefined;

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
      return null;
    }
    case 'int':
      return isInteger(value) ? null : `${field} must be an integer`;
    case 'timestamp':
      return value instanceof Date ? null : `${field} must be a timestamp`;
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

/** Equality as the rules see it: an absent field reads as null. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return (a ?? null) === (b ?? null);
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
  after: Doc,
  before: Doc | null,
  context: WriteContext,
): string | null {
  if (!isCollection(collection)) return `writes to ${collection} are not allowed`;
  const { fields, check } = COLLECTIONS[collection];
  // Own fields only: a field named like a member of every object (constructor, toString,
  // __proto__) is not a field of the table.
  for (const key of Object.keys(after)) {
    if (!Object.hasOwn(fields, key)) return `unexpected field ${key}`;
  }
  for (const [field, rule] of Object.entries(fields)) {
    const value = fieldOf(after, field);
    if (value === undefined || (rule.nullable && value === null)) {
      // createdAt is required on create; on update it must only stay as it was (checked below),
      // so a legacy record without one can still be edited.
      const required = field === 'createdAt' ? !before : rule.required;
      if (required) return `${field} is required`;
      continue;
    }
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
  }
  if (before && Object.hasOwn(fields, 'updatedAt')) {
    // An edit keeps createdAt; an owner's restore may set the record's original one.
    const createdAt = fieldOf(after, 'createdAt');
    if (createdAt === undefined && !sameValue(createdAt, fieldOf(before, 'createdAt')))
      return 'createdAt cannot be removed';
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

// ---------------------------------------------------------------------------------------------
// Files: the folders of the table's image fields, and the names the app gives new files there.

/** A folder's path as a pattern: each `{field}` one of its values. */
const folderPattern = ({ path, values = {} }: ImageFolder) =>
  path.replace(/\{(\w+)\}/g, (_, field: string) => `(${(values[field] ?? []).join('|')})`);

/** The folders of the site's images: one file name each, no subfolders. */
const STORAGE_FOLDERS = IMAGE_FOLDERS.map(({ folder }) => whole(`${folderPattern(folder)}/[^/]+`));

/** The names the app gives new files, folder by folder (see storagePaths.ts). */
const UPLOAD_NAMES = IMAGE_FOLDERS.flatMap(({ folder }) =>
  folder.uploads.map((name) => whole(`${folderPattern(folder)}/${name}`)),
);

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

/** The collection whose records may refer to the file at `path`, or null outside the folders. */
export function collectionUsing(path: string): Collection | null {
  const index = STORAGE_FOLDERS.findIndex((p) => p.test(path));
  return index < 0 ? null : (IMAGE_FOLDERS[index]?.collection ?? null);
}
