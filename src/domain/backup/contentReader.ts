/**
 * Reads content.json of a backup (format.ts) back: the text parsed, every list checked for its
 * shape, each value decoded (a timestamp back to a Date), records and files counted against the
 * caps. Nothing it reads can reach an object's prototype, whatever names the file holds. What
 * the zip itself holds, and whether it matches what content.json lists, is for zipReader.ts.
 */
import { BACKUP_COLLECTIONS, type Collection } from '../collections';
import { isPublicStoragePath, recordIdProblem } from '../validation';
import type { DocMap, DocValue } from '../schema';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  CONTENT_FILE,
  InvalidBackupError,
  recordKey,
  type BackupCaps,
  type BackupContent,
  type BackupPart,
  type BackupRecord,
  type ImageEntry,
  type MissingImage,
  type UnrestorableRecord,
} from './format';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

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
    fields: decodeFields(own(entry, 'fields'), recordKey({ collection, id })),
  };
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
 * What content.json says, read and checked; throws InvalidBackupError, with the reason, when it
 * is not a readable description of a backup of this website or passes a cap. A record under an
 * id its collection cannot hold is set aside as unrestorable, with the reason. The images it
 * lists are only listed: whether the zip holds them, at their size, is for the zip's reader.
 */
export function readContent(entry: Uint8Array | undefined, caps: BackupCaps): BackupContent {
  const content = parseContent(entry);

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
    const key = recordKey(record);
    if (seen.has(key)) invalid(`${key} appears twice`);
    seen.add(key);
  }

  const listed = listedImages(own(content, 'images'), caps);
  const missingImages = readMissingImages(own(content, 'missingImages'));

  const part = readPart(own(content, 'part'));
  return {
    createdAt,
    site: { projectId: siteText('projectId'), storageBucket: siteText('storageBucket') },
    records,
    unrestorable,
    images: listed,
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
