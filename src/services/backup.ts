/**
 * Backing up and restoring the website: gathering every document of the five public collections
 * and every image they point to into one zip (src/domain/backupFormat.ts), and writing a backup
 * back through the collections' own services under the same security rules as every admin edit.
 * Only the Settings screen loads this module, and with it the zip library.
 */
import { Timestamp, collection, getDocs } from 'firebase/firestore/lite';
import { getBytes, getDownloadURL, getMetadata, ref } from 'firebase/storage';
import {
  backupFileName,
  imagePathsOf,
  readBackupZip,
  sortRecords,
  writeBackupZip,
  type Backup,
  type BackupImage,
  type BackupRecord,
  type MissingImage,
  type UnrestorableRecord,
} from '../domain/backupFormat';
import {
  RECORD_KINDS,
  documentToWrite,
  officeBearerRoleOf,
  planRestore,
  recordKey,
  recordLabel,
  referencedImagePaths,
  type PlannedWrite,
  type RestorePlan,
} from '../domain/restorePlan';
import {
  PUBLIC_COLLECTIONS,
  isPublicStoragePath,
  type Collection,
  type DocMap,
  type DocValue,
} from '../domain/validation';
import { db, getStorageClient, settings } from './firebase';
import { siteStorage } from './settings';
import { deleteGalleryImage, restoreGalleryImage } from './gallery';
import { uploadImage } from './images';
import { deleteMember, restoreMember } from './members';
import { deleteMessage, restoreMessage } from './messages';
import { deleteProgramme, restoreProgramme } from './programmes';

/** How far a long task is, 0 to 100. */
export type OnPercent = (percent: number) => void;

/** Storage requests under way at once: enough to keep the line busy, few enough for a phone. */
const PARALLEL = 4;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs `task` on every item, at most PARALLEL at a time, calling `done` after each. */
async function eachLimited<T, R>(
  items: readonly T[],
  task: (item: T) => Promise<R>,
  done: () => void = () => {},
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const index = next++;
      try {
        results[index] = await task(items[index] as T);
      } catch (error) {
        failed = true;
        throw error;
      }
      done();
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  return results;
}

// ---------------------------------------------------------------------------------------------
// Reading the website.

/** A stored value in the form of the domain: timestamps as Date. */
function fromStored(value: unknown, where: string): DocValue {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
    return value as DocValue;
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map((v, i) => fromStored(v, `${where}[${i}]`));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return fieldsOf(value as Record<string, unknown>, where);
  throw new Error(`${where} holds a kind of value the backup cannot keep`);
}

function fieldsOf(data: Record<string, unknown>, where: string): DocMap {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, fromStored(value, `${where}.${key}`)]),
  );
}

/** Every document of the five public collections, as stored. */
async function readAllRecords(onCollection: () => void = () => {}): Promise<BackupRecord[]> {
  const lists = await Promise.all(
    PUBLIC_COLLECTIONS.map(async (name) => {
      const snapshot = await getDocs(collection(db, name));
      onCollection();
      return snapshot.docs.map((d): BackupRecord => ({
        collection: name,
        id: d.id,
        fields: fieldsOf(d.data(), `${name}/${d.id}`),
      }));
    }),
  );
  return lists.flat();
}

const storageRef = async (path: string) => ref(await getStorageClient(), path);

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** Of these paths, those stored on the website, with the current download URL of each. */
async function findStoredImages(paths: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  await eachLimited(paths, async (path) => {
    try {
      found.set(path, await getDownloadURL(await storageRef(path)));
    } catch (error) {
      if (errorCode(error) !== 'storage/object-not-found') throw error;
    }
  });
  return found;
}

// ---------------------------------------------------------------------------------------------
// Backing up.

/** A missing image, an unrestorable record: named with the record, as the screen lists them. */
export type Labelled<T> = T & { label: string; kind: string };

export interface BackupResult {
  fileName: string;
  zip: Uint8Array;
  /** Documents in the file, those a restore cannot write included. */
  recordCount: number;
  imageCount: number;
  /** Images a document points to that could not be read: the file holds the document without. */
  missingImages: Array<Labelled<MissingImage>>;
  /** Documents today's rules would refuse to create: kept in the file, never restored. */
  unrestorable: Array<Labelled<UnrestorableRecord>>;
}

const labelled = <T extends BackupRecord | MissingImage>(
  item: T,
  record: BackupRecord | undefined,
): Labelled<T> => ({
  ...item,
  kind: RECORD_KINDS[item.collection],
  label: record ? recordLabel(record) : `${item.collection}/${item.id}`,
});

/**
 * Makes a backup of the whole website: reads every document, then downloads every image they
 * point to. An image that cannot be read is named in the result (and in the file) and the backup
 * goes on; a failure to read the documents fails the backup.
 */
export async function createBackup(
  onPercent: OnPercent = () => {},
  now: Date = new Date(),
): Promise<BackupResult> {
  // Reading the documents is the first tenth, the images up to 98 %, the zip the rest.
  let read = 0;
  onPercent(0);
  const documents = await readAllRecords(() =>
    onPercent(Math.round((++read / PUBLIC_COLLECTIONS.length) * 10)),
  );
  const { records, unrestorable } = sortRecords(documents, { now, storage: siteStorage });

  // Each image once, with every document that points to it.
  const owners = new Map<string, BackupRecord[]>();
  for (const record of [...records, ...unrestorable])
    for (const { path } of imagePathsOf(record.fields))
      if (isPublicStoragePath(path)) owners.set(path, [...(owners.get(path) ?? []), record]);
  const paths = [...owners.keys()].sort();

  let downloaded = 0;
  const images: BackupImage[] = [];
  const missingImages: MissingImage[] = [];
  await eachLimited(
    paths,
    async (path) => {
      try {
        const target = await storageRef(path);
        const [metadata, bytes] = await Promise.all([getMetadata(target), getBytes(target)]);
        images.push({
          path,
          contentType: metadata.contentType ?? 'application/octet-stream',
          bytes: new Uint8Array(bytes),
        });
      } catch (error) {
        for (const record of owners.get(path) ?? [])
          missingImages.push({
            path,
            collection: record.collection,
            id: record.id,
            reason: reasonOf(error),
          });
      }
    },
    () => onPercent(10 + Math.round((++downloaded / paths.length) * 88)),
  );

  const backup: Backup = {
    createdAt: now.toISOString(),
    site: {
      projectId: settings.options.projectId,
      storageBucket: settings.options.storageBucket,
    },
    records,
    unrestorable,
    images: images.sort((a, b) => (a.path < b.path ? -1 : 1)),
    missingImages: missingImages.sort((a, b) => (a.path < b.path ? -1 : 1)),
  };
  const zip = writeBackupZip(backup);
  onPercent(100);
  const byKey = new Map(documents.map((d) => [recordKey(d), d]));
  return {
    fileName: backupFileName(now),
    zip,
    recordCount: documents.length,
    imageCount: images.length,
    missingImages: backup.missingImages.map((m) => labelled(m, byKey.get(recordKey(m)))),
    unrestorable: unrestorable.map((r) => labelled(r, r)),
  };
}

// ---------------------------------------------------------------------------------------------
// Restoring.

/** A backup that has been checked, with what restoring it would do. */
export interface CheckedBackup {
  backup: Backup;
  plan: RestorePlan;
  /** The current download URLs of the backup's images already on the website. */
  storedImages: ReadonlyMap<string, string>;
}

/**
 * Reads a backup file and works out what restoring it would do; changes nothing. Throws
 * InvalidBackupError (src/domain/backupFormat.ts) when the file is not a valid backup of this
 * website, any other error when the website cannot be read.
 */
export async function checkBackup(zip: Uint8Array, now: Date = new Date()): Promise<CheckedBackup> {
  const backup = readBackupZip(zip, { now, storage: siteStorage });
  const [documents, storedImages] = await Promise.all([
    readAllRecords(),
    findStoredImages(referencedImagePaths(backup)),
  ]);
  const records = new Map(documents.map((d) => [recordKey(d), d.fields]));
  return {
    backup,
    plan: planRestore(backup, { records, existingImages: storedImages }),
    storedImages,
  };
}

/** How each collection's records are written and deleted: through its own service. */
interface RecordWriter {
  write: (id: string, fields: DocMap) => Promise<void>;
  remove: (id: string, fields: DocMap) => Promise<void>;
}

/** An office bearer's message: its collection is chosen by its role. */
const roleOf = (fields: DocMap) => {
  const role = officeBearerRoleOf(fields);
  if (!role) throw new Error('the message names no office bearer');
  return role;
};

const WRITERS: Record<Collection, RecordWriter> = {
  members: { write: restoreMember, remove: deleteMember },
  bishopMessages: {
    write: (id, fields) => restoreMessage('bishop', id, fields),
    remove: (id) => deleteMessage('bishop', id),
  },
  officeBearerMessages: {
    write: (id, fields) => restoreMessage(roleOf(fields), id, fields),
    remove: (id, fields) => deleteMessage(roleOf(fields), id),
  },
  gallery: { write: restoreGalleryImage, remove: deleteGalleryImage },
  events: { write: restoreProgramme, remove: deleteProgramme },
};

/**
 * A record that must be created again is deleted first (the rules allow no such edit). Should
 * the new version be refused, the stored one is put back, so that a failed restore leaves the
 * record as it was.
 */
async function writeRecord(write: PlannedWrite, document: DocMap) {
  const writer = WRITERS[write.collection];
  if (write.mode !== 'recreate' || !write.before) {
    await writer.write(write.id, document);
    return;
  }
  const before = write.before;
  await writer.remove(write.id, before);
  try {
    await writer.write(write.id, document);
  } catch (error) {
    await writer.write(write.id, before).catch(() => undefined);
    throw error;
  }
}

/**
 * Restores a checked backup as planned: uploads the images the website lacks, then adds the
 * missing records and replaces the differing ones. Nothing the backup does not hold is deleted.
 * Stops at the first failure with an error saying what could not be done; what was done stays,
 * and checking the file again shows what is left.
 */
export async function restoreBackup(
  checked: CheckedBackup,
  onPercent: OnPercent = () => {},
): Promise<void> {
  const { plan } = checked;
  const writes = [...plan.add, ...plan.replace];
  const steps = plan.uploads.length + writes.length;
  let done = 0;
  const step = () => onPercent(steps === 0 ? 100 : Math.round((++done / steps) * 100));
  onPercent(0);

  const urls = new Map(checked.storedImages);
  await eachLimited(
    plan.uploads,
    async ({ path, image }) => {
      try {
        const blob = new Blob([new Uint8Array(image.bytes)], { type: image.contentType });
        urls.set(path, await uploadImage(path, blob));
      } catch (error) {
        throw new Error(`could not upload ${path}: ${reasonOf(error)}`);
      }
    },
    step,
  );
  for (const write of writes) {
    try {
      await writeRecord(write, documentToWrite(write, urls));
    } catch (error) {
      throw new Error(
        `could not write ${write.collection}/${write.id} (${write.label}): ${reasonOf(error)}`,
      );
    }
    step();
  }
  if (steps === 0) onPercent(100);
}
