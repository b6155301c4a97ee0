/**
 * The backup file of the website, version 1: one zip archive that holds
 *
 * - `content.json`: every document of the five public collections with its id, as stored;
 * - every image those documents point to (`imageUrl`, and a gallery entry's `thumbUrl`), each
 *   under its storage path (`members/1705312800000_cropped.jpeg`,
 *   `gallery/thumb_gallery_1705312800000_rally.jpg`, ...).
 *
 * content.json:
 *
 *   {
 *     "format": "youth-commission-agra-backup",    what this file is
 *     "version": 1,                                this layout; readers refuse other numbers
 *     "createdAt": "2025-06-01T09:30:00.000Z",     when the backup was made
 *     "site": { "projectId": "...", "storageBucket": "..." },   where from (information only)
 *     "collections": {                             all five, each a list sorted by id
 *       "members": [ { "id": "k3J9...", "fields": { "name": "...", "createdAt": "...", ... } } ],
 *       "bishopMessages": [...], "officeBearerMessages": [...], "gallery": [...], "events": [...]
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
 * the document. `unrestorable` keeps, with the reason, the documents that today's rules
 * (checkDocumentWrite) would refuse to create, so that they are neither lost nor able to make
 * the whole file unusable; a restore never writes them.
 *
 * A reader refuses a file (InvalidBackupError, with the reason) that is not a zip, lacks
 * content.json, names another format or version, holds a document that checkDocumentWrite
 * refuses, a file outside the image folders, a file the list does not name, or a document
 * pointing at an image the zip lacks and missingImages does not explain.
 * docs/backup-format.md describes the same for people.
 */
import { unzipSync, zipSync, type Unzipped, type Zippable } from 'fflate';
import {
  PUBLIC_COLLECTIONS,
  checkDocumentWrite,
  isPublicStoragePath,
  type CheckedValue,
  type Collection,
  type DocMap,
  type DocValue,
  type StorageTarget,
  type WriteContext,
} from './validation';

export const BACKUP_FORMAT = 'youth-commission-agra-backup';
export const BACKUP_VERSION = 1;
export const CONTENT_FILE = 'content.json';

/** The largest entry a reader unpacks: more than any image or text the site stores. */
export const MAX_ENTRY_BYTES = 64 * 1024 * 1024;

/** The document fields that point at an image in Storage. */
export const IMAGE_FIELDS = ['imageUrl', 'thumbUrl'] as const;
export type ImageField = (typeof IMAGE_FIELDS)[number];

export interface RecordRef {
  collection: Collection;
  id: string;
}

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

export interface Backup {
  /** When it was made, as toISOString() writes it. */
  createdAt: string;
  site: { projectId: string; storageBucket: string };
  /** The documents a restore can write, sorted by collection (PUBLIC_COLLECTIONS) and id. */
  records: BackupRecord[];
  unrestorable: UnrestorableRecord[];
  images: BackupImage[];
  missingImages: MissingImage[];
}

/** The file is not a backup of this website; the message says why. */
export class InvalidBackupError extends Error {
  override name = 'InvalidBackupError';
}

// ---------------------------------------------------------------------------------------------
// Facts about documents and images.

/** The storage path of a download URL ('members/1_cropped.jpeg'), or null for any other text. */
export function storagePathOfUrl(url: string): string | null {
  const match = /^[a-z]+:\/\/[^/]+\/v0\/b\/[^/]+\/o\/([^?#]+)(?:[?#]|$)/.exec(url);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The images a document points to: the field and the storage path of each. */
export function imagePathsOf(fields: DocMap): Array<{ field: ImageField; path: string }> {
  return IMAGE_FIELDS.flatMap((field) => {
    const url = fields[field];
    const path = typeof url === 'string' && url !== '' ? storagePathOfUrl(url) : null;
    return path ? [{ field, path }] : [];
  });
}

/** A document as the checks of validation.ts read it: integral numbers are Firestore integers. */
function checkedFields(fields: DocMap): Record<string, CheckedValue> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      typeof value === 'number' && Number.isInteger(value) ? { integer: value } : value,
    ]),
  );
}

/**
 * The document as it would be stored on the site of `storage`: its image URLs point at the same
 * paths there (a restore writes each image's download URL on that site).
 */
function onSite(fields: DocMap, storage: StorageTarget): DocMap {
  const host = storage.emulators
    ? 'http://127.0.0.1:9199'
    : 'https://firebasestorage.googleapis.com';
  const moved: DocMap = { ...fields };
  for (const { field, path } of imagePathsOf(fields))
    moved[field] =
      `${host}/v0/b/${storage.bucket}/o/${encodeURIComponent(path)}?alt=media&token=restore`;
  return moved;
}

/**
 * Why the rules would refuse to create this document on the site of `context`, or null when they
 * would not: the test a document must pass to be restored.
 */
export function createProblem(
  collection: Collection,
  fields: DocMap,
  context: WriteContext,
): string | null {
  return checkDocumentWrite(
    collection,
    checkedFields(onSite(fields, context.storage)),
    null,
    context,
  );
}

/** Splits documents into those a restore can write and those today's rules refuse. */
export function sortRecords(
  documents: readonly BackupRecord[],
  context: WriteContext,
): { records: BackupRecord[]; unrestorable: UnrestorableRecord[] } {
  const records: BackupRecord[] = [];
  const unrestorable: UnrestorableRecord[] = [];
  for (const record of orderRecords(documents)) {
    const reason = createProblem(record.collection, record.fields, context);
    if (reason) unrestorable.push({ ...record, reason });
    else records.push(record);
  }
  return { records, unrestorable };
}

function orderRecords<T extends RecordRef>(records: readonly T[]): T[] {
  const rank = (c: Collection) => PUBLIC_COLLECTIONS.indexOf(c);
  return [...records].sort(
    (a, b) => rank(a.collection) - rank(b.collection) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** `youth-commission-backup-YYYY-MM-DD.zip`, the date being the administrator's local date. */
export function backupFileName(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  return `youth-commission-backup-${date}.zip`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A file size as people read it: '512 KB', '18.3 MB' (1 MB = 1024 × 1024 bytes). */
export function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb < 1 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${mb.toFixed(1)} MB`;
}

/** What a backup holds, in one line: '48 records and 39 images, 18.3 MB'. */
export function backupSummary(records: number, images: number, bytes: number): string {
  return `${plural(records, 'record', 'records')} and ${plural(images, 'image', 'images')}, ${formatSize(bytes)}`;
}

// ---------------------------------------------------------------------------------------------
// Writing.

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

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

const recordWhere = (r: RecordRef) => `${r.collection}/${r.id}`;

/** content.json of a backup, as text. */
export function backupContentJson(backup: Backup): string {
  const collections = Object.fromEntries(
    PUBLIC_COLLECTIONS.map((collection) => [
      collection,
      orderRecords(backup.records.filter((r) => r.collection === collection)).map((r) => ({
        id: r.id,
        fields: encodeFields(r.fields, recordWhere(r)),
      })),
    ]),
  );
  const content = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: backup.createdAt,
    site: backup.site,
    collections,
    images: [...backup.images]
      .sort((a, b) => (a.path < b.path ? -1 : 1))
      .map(({ path, contentType, bytes }) => ({ path, contentType, size: bytes.length })),
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
      fields: encodeFields(r.fields, recordWhere(r)),
    })),
  };
  return `${JSON.stringify(content, null, 2)}\n`;
}

/**
 * The zip of a backup. Images are stored as they are (they are compressed already), the text
 * is deflated; every entry carries the backup's date.
 */
export function writeBackupZip(backup: Backup): Uint8Array {
  const mtime = new Date(backup.createdAt);
  const files: Zippable = {
    [CONTENT_FILE]: [encoder.encode(backupContentJson(backup)), { level: 6, mtime }],
  };
  for (const image of backup.images) {
    if (!isPublicStoragePath(image.path) || image.path === CONTENT_FILE)
      throw new Error(`${image.path} is not a path in the website's image folders`);
    files[image.path] = [image.bytes, { level: 0, mtime }];
  }
  return zipSync(files);
}

// ---------------------------------------------------------------------------------------------
// Reading.

const invalid = (reason: string): never => {
  throw new InvalidBackupError(reason);
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const ISO_STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A date-time written by toISOString(), or null. */
function isoDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !ISO_STAMP.test(value)) return null;
  const date = new Date(value);
  return !Number.isNaN(date.getTime()) && date.toISOString() === value ? date : null;
}

function decodeValue(value: unknown, where: string): DocValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) return value.map((v, i) => decodeValue(v, `${where}[${i}]`));
  if (isObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '$timestamp') {
      return isoDate(value.$timestamp) ?? invalid(`${where} is not a valid timestamp`);
    }
    return decodeFields(value, where);
  }
  return invalid(`${where} holds a value of an unknown kind`);
}

function decodeFields(value: unknown, where: string): DocMap {
  if (!isObject(value)) return invalid(`${where} is not a set of fields`);
  const fields: DocMap = {};
  for (const [key, v] of Object.entries(value)) {
    // Defined as own properties, so that no field name can reach an object's prototype.
    Object.defineProperty(fields, key, {
      value: decodeValue(v, `${where}.${key}`),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return fields;
}

/** A Firestore document id: not empty, no slash, not . or .., not __reserved__, ≤ 1500 bytes. */
function isDocumentId(id: unknown): id is string {
  return (
    typeof id === 'string' &&
    id !== '' &&
    id !== '.' &&
    id !== '..' &&
    !id.includes('/') &&
    !/^__.*__$/.test(id) &&
    encoder.encode(id).length <= 1500
  );
}

const isCollection = (value: unknown): value is Collection =>
  (PUBLIC_COLLECTIONS as readonly unknown[]).includes(value);

function decodeRecord(collection: Collection, entry: unknown, index: number): BackupRecord {
  const where = `${collection} entry ${index + 1}`;
  if (!isObject(entry)) return invalid(`${where} is not a record`);
  if (!isDocumentId(entry.id)) return invalid(`${where} has no valid id`);
  return {
    collection,
    id: entry.id,
    fields: decodeFields(entry.fields, recordWhere({ collection, id: entry.id })),
  };
}

function unzip(bytes: Uint8Array): Unzipped {
  try {
    return unzipSync(bytes, {
      filter: ({ name, originalSize }) => {
        if (originalSize > MAX_ENTRY_BYTES) invalid(`${name} is larger than a backup holds`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof InvalidBackupError) throw error;
    return invalid('it is not a zip file, or the zip is damaged');
  }
}

function parseContent(entry: Uint8Array | undefined): Record<string, unknown> {
  if (!entry) return invalid(`it holds no ${CONTENT_FILE}`);
  let content: unknown;
  try {
    content = JSON.parse(decoder.decode(entry));
  } catch {
    return invalid(`${CONTENT_FILE} is not readable JSON`);
  }
  if (!isObject(content) || content.format !== BACKUP_FORMAT)
    return invalid(`${CONTENT_FILE} does not describe a backup of this website`);
  if (content.version !== BACKUP_VERSION)
    return invalid(
      `it is written in backup format version ${JSON.stringify(content.version)}; ` +
        `this website reads version ${BACKUP_VERSION}`,
    );
  return content;
}

/**
 * Reads and checks a backup file; changes nothing anywhere. Throws InvalidBackupError, with the
 * reason, when the file is not a valid backup of this website. `now` is the time the rules of
 * checkDocumentWrite are applied at.
 */
export function readBackupZip(bytes: Uint8Array, context: WriteContext): Backup {
  const entries = unzip(bytes);
  const content = parseContent(entries[CONTENT_FILE]);

  const createdAt =
    typeof content.createdAt === 'string' && isoDate(content.createdAt)
      ? content.createdAt
      : invalid(`${CONTENT_FILE} has no valid createdAt`);
  const site = isObject(content.site) ? content.site : {};
  const text = (v: unknown) => (typeof v === 'string' ? v : '');

  if (!isObject(content.collections)) return invalid(`${CONTENT_FILE} has no collections`);
  const collections = content.collections;
  for (const name of Object.keys(collections))
    if (!isCollection(name)) invalid(`${CONTENT_FILE} holds an unknown collection "${name}"`);
  const records: BackupRecord[] = [];
  for (const collection of PUBLIC_COLLECTIONS) {
    const list = collections[collection];
    if (!Array.isArray(list)) return invalid(`${CONTENT_FILE} has no list of ${collection}`);
    list.forEach((entry, i) => records.push(decodeRecord(collection, entry, i)));
  }

  const unrestorableList = content.unrestorable ?? [];
  if (!Array.isArray(unrestorableList))
    return invalid(`${CONTENT_FILE}: unrestorable is not a list`);
  const unrestorable = unrestorableList.map((entry: unknown, i): UnrestorableRecord => {
    if (!isObject(entry) || !isCollection(entry.collection))
      return invalid(`unrestorable entry ${i + 1} names no collection of this website`);
    const record = decodeRecord(entry.collection, entry, i);
    return { ...record, reason: text(entry.reason) };
  });

  const seen = new Set<string>();
  for (const record of [...records, ...unrestorable]) {
    const key = recordWhere(record);
    if (seen.has(key)) invalid(`${key} appears twice`);
    seen.add(key);
  }

  for (const record of records) {
    const problem = createProblem(record.collection, record.fields, context);
    if (problem) invalid(`${recordWhere(record)}: ${problem}`);
  }

  const images = readImages(content.images, entries);
  const missingImages = readMissingImages(content.missingImages);

  // Every image a document to restore points to is in the zip, or named as missing for it.
  const held = new Set(images.map((i) => i.path));
  const explained = new Set(missingImages.map((m) => `${recordWhere(m)} ${m.path}`));
  for (const record of records)
    for (const { path } of imagePathsOf(record.fields))
      if (!held.has(path) && !explained.has(`${recordWhere(record)} ${path}`))
        invalid(`${recordWhere(record)} points at ${path}, which the backup does not hold`);

  return {
    createdAt,
    site: { projectId: text(site.projectId), storageBucket: text(site.storageBucket) },
    records,
    unrestorable,
    images,
    missingImages,
  };
}

function readImages(list: unknown, entries: Unzipped): BackupImage[] {
  if (!Array.isArray(list)) return invalid(`${CONTENT_FILE} has no list of images`);
  const images = list.map((entry: unknown, i): BackupImage => {
    if (!isObject(entry) || typeof entry.path !== 'string')
      return invalid(`image entry ${i + 1} has no path`);
    const { path } = entry;
    if (!isPublicStoragePath(path))
      return invalid(`${path} is outside the website's image folders`);
    if (typeof entry.contentType !== 'string' || entry.contentType.length > 200)
      return invalid(`${path} has no content type`);
    const bytes = entries[path];
    if (!bytes) return invalid(`${path} is listed but the zip does not hold it`);
    if (entry.size !== bytes.length) return invalid(`${path} is damaged (its size differs)`);
    return { path, contentType: entry.contentType, bytes };
  });
  const listed = new Set(images.map((i) => i.path));
  if (listed.size !== images.length) invalid('an image is listed twice');
  for (const name of Object.keys(entries)) {
    if (name === CONTENT_FILE || name.endsWith('/')) continue;
    if (!isPublicStoragePath(name)) invalid(`${name} is outside the website's image folders`);
    if (!listed.has(name)) invalid(`${name} is in the zip but not listed in ${CONTENT_FILE}`);
  }
  return images;
}

function readMissingImages(list: unknown): MissingImage[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) return invalid(`${CONTENT_FILE}: missingImages is not a list`);
  return list.map((entry: unknown, i): MissingImage => {
    if (
      !isObject(entry) ||
      typeof entry.path !== 'string' ||
      !isCollection(entry.collection) ||
      !isDocumentId(entry.id)
    )
      return invalid(`missing image entry ${i + 1} is incomplete`);
    if (!isPublicStoragePath(entry.path))
      return invalid(`${entry.path} is outside the website's image folders`);
    return {
      path: entry.path,
      collection: entry.collection,
      id: entry.id,
      reason: typeof entry.reason === 'string' ? entry.reason : '',
    };
  });
}
