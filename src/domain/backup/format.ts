/**
 * The backup file of the website, version 1: a zip archive (one, or one per part of a backup
 * split by planBackupParts, each part a backup of its own) that holds
 *
 * - `content.json`: every document of the five public collections with its id, as stored;
 * - every image those documents point to (`imageUrl`, and a gallery entry's `thumbUrl` and
 *   `mediumUrl`), each under its storage path (`members/1705312800000_cropped.jpeg`,
 *   `gallery/thumb_gallery_1705312800000_rally.jpg`, ...).
 *
 * content.json:
 *
 *   {
 *     "format": "youth-commission-agra-backup",    what this file is
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
 * what the website holds then (src/domain/backup/restorePlan.ts).
 *
 * A reader refuses a file (InvalidBackupError, with the reason) that is not a zip, lacks
 * content.json, names another format or version, passes a cap (BACKUP_CAPS: records, files and
 * bytes, counted as they inflate), lists a file outside the image folders or one the zip lacks
 * or holds at another size, or holds a document pointing at an image it neither holds nor
 * explains in missingImages. It inflates content.json first and then only the files it lists;
 * any other entry of the zip is skipped unread.
 * docs/backup-format.md describes the same for people.
 */
import { Unzip, UnzipInflate, deflateSync } from 'fflate';
import { storagePathOfUrl } from '../storagePaths';
import { countOf } from '../words';
import { BACKUP_COLLECTIONS, fieldsOf, type Collection } from '../collections';
import {
  checkDocumentWrite,
  isPublicStoragePath,
  recordIdProblem,
  type WriteContext,
} from '../validation';
import type { CheckedValue, DocMap, DocValue } from '../schema';
import type { StorageTarget } from '../limits';

export const BACKUP_FORMAT = 'youth-commission-agra-backup';
export const BACKUP_VERSION = 1;
export const CONTENT_FILE = 'content.json';

/** The document fields that point at an image in Storage. */

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

/** What a backup holds, in one line: '48 records and 39 images, 18.3 MB'. */
export function backupSummary(records: number, images: number, bytes: number): string {
  return `${countOf(records, 'record', 'records')} and ${countOf(images, 'image', 'images')}, ${formatSize(bytes)}`;
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 60 * 60 * 1000],
  ['month', 30 * 24 * 60 * 60 * 1000],
  ['week', 7 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/** How long ago `then` was, as people say it: '5 months ago', 'yesterday', 'just now'. */
export function timeAgo(then: Date, now: Date): string {
  const elapsed = now.getTime() - then.getTime();
  const words = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, length] of UNITS)
    if (Math.abs(elapsed) >= length) return words.format(-Math.trunc(elapsed / length), unit);
  return 'just now';
}

/** From how many days on a backup is old enough for the check screen to say what that means. */
export const OLD_BACKUP_DAYS = 30;

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
export function backupContentJson(backup: Backup | BackupContent): string {
  const collections = Object.fromEntries(
    BACKUP_COLLECTIONS.map((collection) => [
      collection,
      orderRecords(backup.records.filter((r) => r.collection === collection)).map((r) => ({
        id: r.id,
        fields: encodeFields(r.fields, recordWhere(r)),
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
      fields: encodeFields(r.fields, recordWhere(r)),
    })),
  };
  return `${JSON.stringify(content, null, 2)}\n`;
}

/** The CRC-32 of zip entries (the polynomial 0xEDB88320), a byte at a time from a table. */
let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++)
    crc = (crcTable[(crc ^ (bytes[i] as number)) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A date and time as a zip entry holds it (MS-DOS: local time, two-second steps, 1980-2107). */
function dosDateTime(date: Date): number {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107) - 1980;
  return (
    ((year << 25) |
      ((date.getMonth() + 1) << 21) |
      (date.getDate() << 16) |
      (date.getHours() << 11) |
      (date.getMinutes() << 5) |
      (date.getSeconds() >> 1)) >>>
    0
  );
}

/** Entries and bytes past which a zip needs the ZIP64 extensions, which this writer does not write. */
const ZIP_MAX_ENTRIES = 0xffff;
const ZIP_MAX_OFFSET = 0xffffffff;

/**
 * Writes the zip of a backup entry by entry, handing each piece to `write` as soon as it is
 * made, so that nothing but the entry being added is held: images as they come, stored as they
 * are (they are compressed already), then content.json (deflated) listing them, then the zip's
 * central directory. Every entry carries the backup's date.
 *
 * Each entry's header gives its size and CRC up front. fflate's streaming Zip cannot: it writes
 * sizes after the data (a "data descriptor"), and a streaming reader (fflate's Unzip, which
 * readBackupZip uses to count bytes as they inflate) then finds the end of a stored entry by
 * looking for a zip signature, which a photo's bytes hold by chance often enough in a few
 * hundred megabytes. Here the whole image is in hand before its entry is written, so its header
 * can say exactly how long it is.
 */
export class BackupZipWriter {
  private offset = 0;
  private readonly central: Uint8Array[] = [];
  private readonly listed: ImageEntry[] = [];
  private readonly names = new Set<string>();
  private readonly stamp: number;

  constructor(
    private readonly write: (chunk: Uint8Array) => void,
    createdAt: string,
  ) {
    this.stamp = dosDateTime(new Date(createdAt));
  }

  /** Bytes handed to `write` so far. */
  get bytesWritten(): number {
    return this.offset;
  }

  /** Adds one image under its storage path, stored as it is. */
  addImage({ path, contentType, bytes }: BackupImage): void {
    if (!isPublicStoragePath(path) || path === CONTENT_FILE)
      throw new Error(`${path} is not a path in the website's image folders`);
    this.entry(path, bytes, bytes, 0);
    this.listed.push({ path, contentType, size: bytes.length });
  }

  /** The images added so far, as content.json lists them. */
  get images(): readonly ImageEntry[] {
    return this.listed;
  }

  /** Ends the zip: content.json, listing the images added, and the central directory. */
  finish(content: Omit<BackupContent, 'images'>): void {
    const json = encoder.encode(backupContentJson({ ...content, images: [...this.listed] }));
    this.entry(CONTENT_FILE, json, deflateSync(json, { level: 6 }), 8);
    const directory = this.offset;
    let directorySize = 0;
    for (const record of this.central) {
      this.write(record);
      directorySize += record.length;
    }
    const end = new Uint8Array(22);
    const view = new DataView(end.buffer);
    view.setUint32(0, 0x06054b50, true);
    view.setUint16(8, this.central.length, true);
    view.setUint16(10, this.central.length, true);
    view.setUint32(12, directorySize, true);
    view.setUint32(16, directory, true);
    this.write(end);
    this.offset += directorySize + end.length;
  }

  private entry(name: string, data: Uint8Array, stored: Uint8Array, method: 0 | 8) {
    if (this.names.has(name)) throw new Error(`${name} is already in the zip`);
    const nameBytes = encoder.encode(name);
    if (this.central.length >= ZIP_MAX_ENTRIES)
      throw new Error('a backup file holds at most 65,535 entries');
    if (this.offset + 30 + nameBytes.length + stored.length > ZIP_MAX_OFFSET)
      throw new Error('a backup file holds at most 4 GB');
    this.names.add(name);
    const utf8 = nameBytes.length !== name.length ? 0x800 : 0;
    const crc = crc32(data);
    const header = new Uint8Array(30 + nameBytes.length);
    const local = new DataView(header.buffer);
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, utf8, true);
    local.setUint16(8, method, true);
    local.setUint32(10, this.stamp, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, stored.length, true);
    local.setUint32(22, data.length, true);
    local.setUint16(26, nameBytes.length, true);
    header.set(nameBytes, 30);

    const record = new Uint8Array(46 + nameBytes.length);
    const central = new DataView(record.buffer);
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(8, utf8, true);
    central.setUint16(10, method, true);
    central.setUint32(12, this.stamp, true);
    central.setUint32(16, crc, true);
    central.setUint32(20, stored.length, true);
    central.setUint32(24, data.length, true);
    central.setUint16(28, nameBytes.length, true);
    central.setUint32(42, this.offset, true);
    record.set(nameBytes, 46);
    this.central.push(record);

    this.write(header);
    this.write(stored);
    this.offset += header.length + stored.length;
  }
}

/** The zip of a backup, in memory: images stored as they are, content.json deflated. */
export function writeBackupZip(backup: Backup): Uint8Array {
  const chunks: Uint8Array[] = [];
  const writer = new BackupZipWriter((chunk) => chunks.push(chunk), backup.createdAt);
  for (const image of [...backup.images].sort((a, b) => (a.path < b.path ? -1 : 1)))
    writer.addImage(image);
  writer.finish(backup);
  const zip = new Uint8Array(writer.bytesWritten);
  let offset = 0;
  for (const chunk of chunks) {
    zip.set(chunk, offset);
    offset += chunk.length;
  }
  return zip;
}

// ---------------------------------------------------------------------------------------------
// Splitting a backup into files.

/** How much one file of a backup made in several may hold (see PART_LIMITS). */
export interface PartLimits {
  /** Bytes of images, uncompressed. */
  bytes: number;
  /** Image files. */
  files: number;
  /** Records, those kept as unrestorable included. */
  records: number;
}

/**
 * A backup file holds at most 100 MB of pictures (and stays within every cap of a reader).
 * Making a backup holds one file's worth at most until the browser has it, and a restore reads
 * a whole file into memory, its pictures once more as they unpack: about three times a part at
 * the most, which a phone's browser tab can spare where a site's whole backup (several hundred
 * MB after ten years) would not fit.
 */
export const PART_LIMITS: PartLimits = {
  bytes: 100 * 1024 * 1024,
  files: 10_000,
  records: 20_000,
};

/** The records of one file of a backup, and the images it holds for them. */
export interface PlannedPart<T extends BackupRecord> {
  records: T[];
  /** The storage paths of the images it holds, sorted. */
  paths: string[];
}

/**
 * Splits a backup into files, each a backup of its own: records in the order given, a file
 * closed before a record would take it past a limit, and every image in the same file as each
 * record that points to it (an image two records share goes in each of their files). A record
 * whose own images pass the limit of bytes alone gets a file of its own. `sizeOf` gives the size
 * of each image the backup will hold; an image it does not know (not downloadable) takes no room.
 */
export function planBackupParts<T extends BackupRecord>(
  records: readonly T[],
  sizeOf: (path: string) => number | undefined,
  limits: PartLimits = PART_LIMITS,
): Array<PlannedPart<T>> {
  const parts: Array<{ records: T[]; paths: Set<string>; bytes: number }> = [];
  let current = { records: [] as T[], paths: new Set<string>(), bytes: 0 };
  for (const record of records) {
    const paths = [
      ...new Set(
        imagePathsOf(record.collection, record.fields)
          .map(({ path }) => path)
          .filter((path) => sizeOf(path) !== undefined),
      ),
    ];
    const added = (part: typeof current) => paths.filter((path) => !part.paths.has(path));
    const bytesOf = (list: string[]) => list.reduce((n, path) => n + (sizeOf(path) ?? 0), 0);
    const fresh = added(current);
    const full =
      current.bytes + bytesOf(fresh) > limits.bytes ||
      current.paths.size + fresh.length > limits.files ||
      current.records.length + 1 > limits.records;
    if (full && current.records.length > 0) {
      parts.push(current);
      current = { records: [], paths: new Set(), bytes: 0 };
    }
    for (const path of added(current)) {
      current.paths.add(path);
      current.bytes += sizeOf(path) ?? 0;
    }
    current.records.push(record);
  }
  parts.push(current);
  return parts.map((part) => ({ records: part.records, paths: [...part.paths].sort() }));
}

// ---------------------------------------------------------------------------------------------
// Reading.

const invalid = (reason: string): never => {
  throw new InvalidBackupError(reason);
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A key of a parsed JSON object, read only when the object itself holds it: a name such as
 * __proto__ or constructor never reaches Object.prototype.
 */
const own = (object: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(object, key) ? object[key] : undefined;

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

/** Whether a name is a collection a backup holds. */
const isCollection = (value: unknown): value is Collection =>
  (BACKUP_COLLECTIONS as readonly unknown[]).includes(value);

function decodeRecord(collection: Collection, entry: unknown, index: number): BackupRecord {
  const where = `${collection} entry ${index + 1}`;
  if (!isObject(entry)) return invalid(`${where} is not a record`);
  const id = own(entry, 'id');
  if (!isDocumentId(id)) return invalid(`${where} has no valid id`);
  return {
    collection,
    id,
    fields: decodeFields(own(entry, 'fields'), recordWhere({ collection, id })),
  };
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

/** How much of the caps' byte budget is left, and what passing it is called. */
interface Budget {
  left: number;
  over: string;
}

/** Compressed bytes handed to the unzipper at a time: what one inflate step can grow from. */
const CHUNK = 16 * 1024;

/** Whether the bytes end as a zip does: with its end-of-central-directory record. */
function endsAsZip(bytes: Uint8Array): boolean {
  if (bytes.length < 22) return false;
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= from; i--)
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 5 && bytes[i + 3] === 6)
      return true;
  return false;
}

/**
 * Inflates the entries of the zip named in `wanted` (each with the most bytes it may hold) and
 * skips every other one without inflating it. Bytes are counted as they inflate, a few kilobytes
 * of compressed data at a time, so a header that understates an entry cannot make the reader
 * hold more than the caps: it stops as soon as an entry passes its size in the zip's header, its
 * own cap or the budget. Stops early once every wanted entry is read when `untilFound` is set.
 */
function inflateEntries(
  zip: Uint8Array,
  wanted: ReadonlyMap<string, { max: number; tooLarge: string }>,
  budget: Budget,
  untilFound = false,
): Map<string, Uint8Array> {
  const found = new Map<string, Uint8Array>();
  const started = new Set<string>();
  const unzip = new Unzip((file) => {
    const limit = wanted.get(file.name);
    if (!limit) return;
    const { name } = file;
    if (started.has(name)) invalid(`${name} appears twice in the zip`);
    started.add(name);
    const declared = file.originalSize;
    if (declared !== undefined && declared > limit.max) invalid(limit.tooLarge);
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, data, final) => {
      // The inflater hands its own failures here, a cap passed below among them.
      if (error)
        throw error instanceof InvalidBackupError
          ? error
          : new InvalidBackupError(
              `${name} is damaged, or compressed in a way this website cannot read`,
            );
      size += data.length;
      budget.left -= data.length;
      if (size > limit.max) invalid(limit.tooLarge);
      if (declared !== undefined && size > declared)
        invalid(`${name} is damaged (it inflates to more than its zip entry says)`);
      if (budget.left < 0) invalid(budget.over);
      chunks.push(data);
      if (!final) return;
      if (declared !== undefined && size !== declared)
        invalid(`${name} is damaged (its size differs from its zip entry)`);
      const bytes = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      found.set(name, bytes);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < zip.length; offset += CHUNK) {
      unzip.push(zip.subarray(offset, offset + CHUNK), offset + CHUNK >= zip.length);
      if (untilFound && found.size === wanted.size) break;
    }
  } catch (error) {
    if (error instanceof InvalidBackupError) throw error;
    return invalid('it is not a zip file, or the zip is damaged');
  }
  return found;
}

function parseContent(entry: Uint8Array | undefined): Record<string, unknown> {
  if (!entry) return invalid(`it holds no ${CONTENT_FILE}`);
  let content: unknown;
  try {
    content = JSON.parse(decoder.decode(entry));
  } catch {
    return invalid(`${CONTENT_FILE} is not readable JSON`);
  }
  if (!isObject(content) || own(content, 'format') !== BACKUP_FORMAT)
    return invalid(`${CONTENT_FILE} does not describe a backup of this website`);
  const version = own(content, 'version');
  if (version !== BACKUP_VERSION)
    return invalid(
      `it is written in backup format version ${JSON.stringify(version)}; ` +
        `this website reads version ${BACKUP_VERSION}`,
    );
  return content;
}

/** The lists of records of content.json, checked for shape and counted against the cap. */
function recordLists(content: Record<string, unknown>, caps: BackupCaps) {
  const collections = own(content, 'collections');
  if (!isObject(collections)) return invalid(`${CONTENT_FILE} has no collections`);
  for (const name of Object.keys(collections))
    if (!isCollection(name)) invalid(`${CONTENT_FILE} holds an unknown collection "${name}"`);
  // A collection the site did not have when the backup was made has no list: it reads as empty.
  const lists = BACKUP_COLLECTIONS.map((collection) => {
    const list = own(collections, collection) ?? [];
    return Array.isArray(list)
      ? { collection, list: list as unknown[] }
      : invalid(`${CONTENT_FILE}: the list of ${collection} is not a list`);
  });
  const unrestorable = own(content, 'unrestorable') ?? [];
  if (!Array.isArray(unrestorable)) return invalid(`${CONTENT_FILE}: unrestorable is not a list`);
  const count = lists.reduce((n, { list }) => n + list.length, unrestorable.length);
  if (count > caps.records)
    invalid(
      `it holds ${count.toLocaleString('en-US')} records, more than the ` +
        `${caps.records.toLocaleString('en-US')} a backup can hold`,
    );
  return { lists, unrestorable: unrestorable as unknown[] };
}

function listedImages(list: unknown, caps: BackupCaps): ImageEntry[] {
  if (!Array.isArray(list)) return invalid(`${CONTENT_FILE} has no list of images`);
  if (list.length > caps.files)
    invalid(
      `it holds ${list.length.toLocaleString('en-US')} files, more than the ` +
        `${caps.files.toLocaleString('en-US')} a backup can hold`,
    );
  const images = list.map((entry: unknown, i): ImageEntry => {
    const path = isObject(entry) ? own(entry, 'path') : undefined;
    if (!isObject(entry) || typeof path !== 'string')
      return invalid(`image entry ${i + 1} has no path`);
    if (!isPublicStoragePath(path))
      return invalid(`${path} is outside the website's image folders`);
    const contentType = own(entry, 'contentType');
    if (typeof contentType !== 'string' || contentType.length > 200)
      return invalid(`${path} has no content type`);
    const size = own(entry, 'size');
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 0)
      return invalid(`${path} has no valid size`);
    if (size > caps.fileBytes) return invalid(`${path} is larger than a backup holds`);
    return { path, contentType, size };
  });
  if (new Set(images.map((i) => i.path)).size !== images.length)
    invalid('an image is listed twice');
  return images;
}

/**
 * Reads and checks a backup file; changes nothing anywhere. Throws InvalidBackupError, with the
 * reason, when the file is not a readable backup of this website or passes a cap. It reads
 * content.json first, then inflates only the files content.json lists, counting their bytes as
 * they inflate; any other entry of the zip is skipped without being inflated. Whether the
 * website's rules accept each record is for the restore plan to judge.
 */
export function readBackupZip(bytes: Uint8Array, caps: BackupCaps = BACKUP_CAPS): Backup {
  if (!endsAsZip(bytes)) return invalid('it is not a zip file, or the zip is damaged');
  const budget: Budget = {
    left: caps.totalBytes,
    over: `it holds more than ${formatSize(caps.totalBytes)} uncompressed, more than a backup can hold`,
  };
  const tooLarge = `${CONTENT_FILE} is larger than a backup holds (more than ${formatSize(caps.contentBytes)})`;
  const contentEntry = inflateEntries(
    bytes,
    new Map([[CONTENT_FILE, { max: caps.contentBytes, tooLarge }]]),
    budget,
    true,
  ).get(CONTENT_FILE);
  const content = parseContent(contentEntry);

  const createdAt = own(content, 'createdAt');
  if (typeof createdAt !== 'string' || !isoDate(createdAt))
    return invalid(`${CONTENT_FILE} has no valid createdAt`);
  const site = own(content, 'site');
  const siteText = (key: string) => {
    const value = isObject(site) ? own(site, key) : undefined;
    return typeof value === 'string' ? value : '';
  };

  const lists = recordLists(content, caps);
  const decoded = lists.lists.flatMap(({ collection, list }) =>
    list.map((entry, i) => decodeRecord(collection, entry, i)),
  );
  // A record under an id its collection cannot hold is kept aside with the reason, as one the
  // rules refused when the backup was made.
  const idProblems = decoded.map((r) => recordIdProblem(r.collection, r.id));
  const records = decoded.filter((_, i) => idProblems[i] === null);
  const leftOut = decoded.flatMap((record, i): UnrestorableRecord[] => {
    const reason = idProblems[i];
    return reason ? [{ ...record, reason }] : [];
  });
  const kept = lists.unrestorable.map((entry: unknown, i): UnrestorableRecord => {
    const collection = isObject(entry) ? own(entry, 'collection') : undefined;
    if (!isObject(entry) || !isCollection(collection))
      return invalid(`unrestorable entry ${i + 1} names no collection of this website`);
    const reason = own(entry, 'reason');
    return {
      ...decodeRecord(collection, entry, i),
      reason: typeof reason === 'string' ? reason : '',
    };
  });
  const unrestorable = [...leftOut, ...kept];
  const seen = new Set<string>();
  for (const record of [...records, ...unrestorable]) {
    const key = recordWhere(record);
    if (seen.has(key)) invalid(`${key} appears twice`);
    seen.add(key);
  }

  const listed = listedImages(own(content, 'images'), caps);
  const missingImages = readMissingImages(own(content, 'missingImages'));
  const declared = listed.reduce((n, i) => n + i.size, 0);
  if (declared > budget.left) invalid(budget.over);

  // Every image a record points to is listed, or named as missing for it.
  const held = new Set(listed.map((i) => i.path));
  const explained = new Set(missingImages.map((m) => `${recordWhere(m)} ${m.path}`));
  for (const record of records)
    for (const { path } of imagePathsOf(record.collection, record.fields))
      if (!held.has(path) && !explained.has(`${recordWhere(record)} ${path}`))
        invalid(`${recordWhere(record)} points at ${path}, which the backup does not hold`);

  const files = inflateEntries(
    bytes,
    new Map(
      listed.map((i) => [
        i.path,
        { max: i.size, tooLarge: `${i.path} is damaged (its size differs)` },
      ]),
    ),
    budget,
  );
  const images = listed.map(({ path, contentType, size }): BackupImage => {
    const file = files.get(path);
    if (!file) return invalid(`${path} is listed but the zip does not hold it`);
    if (file.length !== size) return invalid(`${path} is damaged (its size differs)`);
    return { path, contentType, bytes: file };
  });

  const part = readPart(own(content, 'part'));
  return {
    createdAt,
    site: { projectId: siteText('projectId'), storageBucket: siteText('storageBucket') },
    records,
    unrestorable,
    images,
    missingImages,
    ...(part ? { part } : {}),
  };
}

/** Which part of a backup made in several files this is, when content.json says so plainly. */
function readPart(value: unknown): BackupPart | undefined {
  const number = isObject(value) ? own(value, 'number') : undefined;
  const of = isObject(value) ? own(value, 'of') : undefined;
  return Number.isInteger(number) &&
    Number.isInteger(of) &&
    (number as number) >= 1 &&
    (number as number) <= (of as number)
    ? { number: number as number, of: of as number }
    : undefined;
}

function readMissingImages(list: unknown): MissingImage[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) return invalid(`${CONTENT_FILE}: missingImages is not a list`);
  return list.map((entry: unknown, i): MissingImage => {
    const field = (key: string) => (isObject(entry) ? own(entry, key) : undefined);
    const [path, collection, id, reason] = ['path', 'collection', 'id', 'reason'].map(field);
    if (typeof path !== 'string' || !isCollection(collection) || !isDocumentId(id))
      return invalid(`missing image entry ${i + 1} is incomplete`);
    if (!isPublicStoragePath(path))
      return invalid(`${path} is outside the website's image folders`);
    return { path, collection, id, reason: typeof reason === 'string' ? reason : '' };
  });
}
