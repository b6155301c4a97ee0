/**
 * The backup file of the website, version 1: a zip archive (one, or one per part of a backup
 * split by planBackupParts of parts.ts, each part a backup of its own) that holds
 *
 * - `content.json`: every document of the five public collections with its id, as stored;
 * - every image those documents point to (`imageUrl`, and a gallery entry's `thumbUrl` and
 *   `mediumUrl`), each under its storage path (`members/1705312800000_cropped.jpeg`,
 *   `gallery/thumb_gallery_1705312800000_rally.jpg`, ...).
 *
 * content.json:
 *
 *   {
 *     "format": "youth-commission-agra-backup",    what this file is (the commission profile's id)
 *     "version": 1,                                this layout; readers refuse other numbers
 *     "createdAt": "2025-06-01T09:30:00.000Z",     when the backup was made
 *     "site": { "projectId": "...", "storageBucket": "..." },   where from (information only)
 *     "collections": {                             each of BACKUP_COLLECTIONS, sorted by id;
 *       "members": [ { "id": "k3J9...", "fields": { "name": "...", "createdAt": "...", ... } } ],
 *       ...                                        a list missing reads as empty
 *     },
 *     "images": [ { "path": "members/1_cropped.jpeg", "contentType": "image/jpeg", "size": 48213 } ],
 *     "missingImages": [ { "path": "...", "collection": "members", "id": "...", "reason": "..." } ],
 *     "unrestorable": [ { "collection": "gallery", "id": "...", "reason": "...", "fields": {...} } ]
 *   }
 *
 * Field values are JSON as Firestore holds them (strings, numbers, booleans, null, lists, maps);
 * a timestamp (a gallery entry's createdAt) is `{ "$timestamp": "<toISOString()>" }`, to the
 * millisecond. Image URLs are kept as the documents hold them: a restore rewrites them to the
 * download URLs of the same paths on the website it restores to.
 *
 * `images` lists every file of the zip besides content.json. `missingImages` names the images a
 * document points to that could not be read when the backup was made: the backup still holds
 * the document. `unrestorable` keeps, with the reason, the documents that the rules
 * (checkDocumentWrite) would refuse to create when the backup was made, so that they are neither
 * lost nor able to make the whole file unusable. A restore judges every document again against
 * what the website holds then (restorePlan.ts).
 *
 * A reader (readBackupZip of zipReader.ts) refuses a file (InvalidBackupError, with the reason)
 * that is not a zip, lacks content.json, names another format or version, passes a cap
 * (BACKUP_CAPS: records, files and bytes, counted as they inflate), lists a file outside the
 * image folders or one the zip lacks or holds at another size, or holds a document pointing at
 * an image it neither holds nor explains in missingImages. It inflates content.json first and
 * then only the files it lists; any other entry of the zip is skipped unread.
 *
 * This module holds the layout: its names and types, what making a backup tells of each
 * record, the file's name, the caps and content.json's text. zipWriter.ts writes the zip,
 * parts.ts splits a backup into files, zipReader.ts and contentReader.ts read one back, and
 * restorePlan.ts and restoreWrites.ts work out and describe what restoring it does.
 * docs/backup-format.md describes the same for people.
 */
import { PROFILE } from '../../config/profile';
import { storagePathOfUrl } from '../storagePaths';
import { BACKUP_COLLECTIONS, fieldsOf, type Collection } from '../collections';
import { checkDocumentWrite, recordIdProblem, type WriteContext } from '../validation';
import type { CheckedValue, DocMap, DocValue } from '../schema';
import type { StorageTarget } from '../limits';

export const BACKUP_FORMAT = PROFILE.ids.backupFormat;
export const BACKUP_VERSION = 1;
export const CONTENT_FILE = 'content.json';

export interface RecordRef {
  collection: Collection;
  id: string;
}

/** How a record is named in a backup and its messages: `collection/id`. */
export const recordKey = (r: RecordRef) => `${r.collection}/${r.id}`;

/** A document of the website: its collection, its id and its fields as stored. */
export interface BackupRecord extends RecordRef {
  fields: DocMap;
}

/** A document kept in the backup that today's rules would refuse to create. */
export interface UnrestorableRecord extends BackupRecord {
  reason: string;
}

/** An image a document points to that could not be read when the backup was made. */
export interface MissingImage extends RecordRef {
  path: string;
  reason: string;
}

export interface BackupImage {
  /** Its storage path, also its name in the zip. */
  path: string;
  contentType: string;
  bytes: Uint8Array;
}

/** An image as content.json lists it: without its bytes. */
export interface ImageEntry {
  path: string;
  contentType: string;
  size: number;
}

/** Which file of a backup made in several this one is: part `number` of `of`. */
export interface BackupPart {
  number: number;
  of: number;
}

/** What content.json says: a backup, its images listed without their bytes. */
export interface BackupContent {
  /** When it was made, as toISOString() writes it. */
  createdAt: string;
  site: { projectId: string; storageBucket: string };
  /** The documents a restore can write, sorted by collection (BACKUP_COLLECTIONS) and id. */
  records: BackupRecord[];
  unrestorable: UnrestorableRecord[];
  images: ImageEntry[];
  missingImages: MissingImage[];
  /** Set when the backup was made in several files (information only: each part stands alone). */
  part?: BackupPart;
}

export interface Backup extends Omit<BackupContent, 'images'> {
  images: BackupImage[];
}

/** The file is not a backup of this website; the message says why. */
export class InvalidBackupError extends Error {
  override name = 'InvalidBackupError';
}

// ---------------------------------------------------------------------------------------------
// Facts about documents and images.

/** The images a record points to: each image field of its collection and the storage path. */
export function imagePathsOf(
  collection: Collection,
  fields: DocMap,
): Array<{ field: string; path: string }> {
  return fieldsOf(collection).flatMap(([field, rule]) => {
    const url = rule.image && Object.hasOwn(fields, field) ? fields[field] : undefined;
    const path = typeof url === 'string' && url !== '' ? storagePathOfUrl(url) : null;
    return path ? [{ field, path }] : [];
  });
}

/** A document as the checks of validation.ts read it: integral numbers are Firestore integers. */
export function checkedFields(fields: DocMap): Record<string, CheckedValue> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      typeof value === 'number' && Number.isInteger(value) ? { integer: value } : value,
    ]),
  );
}

/**
 * A download URL of `path` on the site of `storage`, as the rules judge one before the file is
 * uploaded: the host and bucket of that site, a stand-in token.
 */
export function siteDownloadUrl(path: string, storage: StorageTarget): string {
  const host = storage.emulators
    ? 'http://127.0.0.1:9199'
    : 'https://firebasestorage.googleapis.com';
  return `${host}/v0/b/${storage.bucket}/o/${encodeURIComponent(path)}?alt=media&token=restore`;
}

/**
 * The document as it would be stored on the site of `storage`: its image URLs point at the same
 * paths there (a restore writes each image's download URL on that site).
 */
function onSite(collection: Collection, fields: DocMap, storage: StorageTarget): DocMap {
  const moved: DocMap = { ...fields };
  for (const { field, path } of imagePathsOf(collection, fields))
    moved[field] = siteDownloadUrl(path, storage);
  return moved;
}

/**
 * Why the rules would refuse to create this record on the site of `context`, or null when they
 * would not: what making a backup tells of each record (a restore judges each record again,
 * against what the website holds then).
 */
export function createProblem(
  { collection, id, fields }: BackupRecord,
  context: WriteContext,
): string | null {
  return (
    recordIdProblem(collection, id) ??
    checkDocumentWrite(
      collection,
      checkedFields(onSite(collection, fields, context.storage)),
      null,
      context,
    )
  );
}

/** Splits documents into those the rules would create again and those they refuse. */
export function sortRecords(
  documents: readonly BackupRecord[],
  context: WriteContext,
): { records: BackupRecord[]; unrestorable: UnrestorableRecord[] } {
  const records: BackupRecord[] = [];
  const unrestorable: UnrestorableRecord[] = [];
  for (const record of orderRecords(documents)) {
    const reason = createProblem(record, context);
    if (reason) unrestorable.push({ ...record, reason });
    else records.push(record);
  }
  return { records, unrestorable };
}

/** Records in the order of a backup: by collection (BACKUP_COLLECTIONS), then by id. */
export function orderRecords<T extends RecordRef>(records: readonly T[]): T[] {
  const rank = (c: Collection) => BACKUP_COLLECTIONS.indexOf(c);
  return [...records].sort(
    (a, b) => rank(a.collection) - rank(b.collection) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/**
 * `youth-commission-backup-YYYY-MM-DD.zip`, the date being the administrator's local date; a
 * part of a backup made in several files ends `-part-2-of-4.zip`.
 */
export function backupFileName(now: Date, part?: BackupPart): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  const which = part ? `-part-${part.number}-of-${part.of}` : '';
  return `youth-commission-backup-${date}${which}.zip`;
}

/** A file size as people read it: '512 KB', '18.3 MB', '4.0 GB' (1 MB = 1024 × 1024 bytes). */
export function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1024) return `${(mb / 1024).toFixed(1)} GB`;
  return mb < 1 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${mb.toFixed(1)} MB`;
}

/**
 * How much a reader takes from one file before refusing it: the caps hold as the bytes inflate,
 * whatever the zip's headers or content.json claim.
 */
export interface BackupCaps {
  /** Records in content.json, those kept as unrestorable included. */
  records: number;
  /** Files of the zip besides content.json. */
  files: number;
  /** Bytes of content.json and every file together, uncompressed. */
  totalBytes: number;
  /** Bytes of content.json, uncompressed. */
  contentBytes: number;
  /** Bytes of one image file. */
  fileBytes: number;
}

/** The most records a backup holds: far more than the site will ever have. */
export const MAX_RECORDS = 20_000;
/** The most image files a backup holds. */
export const MAX_FILES = 10_000;
/** The most bytes a backup holds in all, uncompressed: 4 GB. */
export const MAX_TOTAL_BYTES = 4 * 1024 * 1024 * 1024;
/**
 * The largest content.json: 500 MB. The largest record the rules allow (a programme with every
 * text at its cap: a 20,000-character description, two 2,000-character links, ...) takes about
 * 25 KB of content.json written in one-byte characters, so 20,000 such records take about
 * 476 MB. A larger text could not be read anyway: the browser's strings stop at 2^29 characters
 * (about 512 MB).
 */
export const MAX_CONTENT_BYTES = 500 * 1024 * 1024;
/** The largest image file: more than any picture the site stores (uploads are under 10 MB). */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

export const BACKUP_CAPS: BackupCaps = {
  records: MAX_RECORDS,
  files: MAX_FILES,
  totalBytes: MAX_TOTAL_BYTES,
  contentBytes: MAX_CONTENT_BYTES,
  fileBytes: MAX_FILE_BYTES,
};

// ---------------------------------------------------------------------------------------------
// content.json, written.

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

function encodeValue(value: DocValue, where: string): JsonValue {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error(`${where} is not a valid date`);
    return { $timestamp: value.toISOString() };
  }
  if (Array.isArray(value)) return value.map((v, i) => encodeValue(v, `${where}[${i}]`));
  if (value !== null && typeof value === 'object') return encodeFields(value, where);
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new Error(`${where} is not a finite number`);
  return value;
}

function encodeFields(fields: DocMap, where: string): { [key: string]: JsonValue } {
  return Object.fromEntries(
    Object.keys(fields)
      .sort()
      .map((key) => [key, encodeValue(fields[key] as DocValue, `${where}.${key}`)]),
  );
}

/** content.json of a backup, as text. */
export function backupContentJson(backup: Backup | BackupContent): string {
  const collections = Object.fromEntries(
    BACKUP_COLLECTIONS.map((collection) => [
      collection,
      orderRecords(backup.records.filter((r) => r.collection === collection)).map((r) => ({
        id: r.id,
        fields: encodeFields(r.fields, recordKey(r)),
      })),
    ]),
  );
  const images: ImageEntry[] = backup.images.map((image) => ({
    path: image.path,
    contentType: image.contentType,
    size: 'bytes' in image ? image.bytes.length : image.size,
  }));
  const content = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: backup.createdAt,
    site: backup.site,
    ...(backup.part ? { part: { number: backup.part.number, of: backup.part.of } } : {}),
    collections,
    images: images.sort((a, b) => (a.path < b.path ? -1 : 1)),
    missingImages: backup.missingImages.map(({ path, collection, id, reason }) => ({
      path,
      collection,
      id,
      reason,
    })),
    unrestorable: orderRecords(backup.unrestorable).map((r) => ({
      collection: r.collection,
      id: r.id,
      reason: r.reason,
      fields: encodeFields(r.fields, recordKey(r)),
    })),
  };
  return `${JSON.stringify(content, null, 2)}\n`;
}
