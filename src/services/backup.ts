/**
 * Backing up and restoring the website: gathering every document of the collections a backup
 * holds (the collection table's) and every image they point to into zip files
 * (src/domain/backup/: format.ts, parts.ts, zipWriter.ts), written piece by piece as the images
 * come, and writing a backup back under the same security rules as every admin edit, one whole
 * document per record (restorePlan.ts, restoreWrites.ts there). Only the Settings screen
 * loads this module, and with it the zip library.
 */
import { getBytes, getDownloadURL, getMetadata, ref } from 'firebase/storage';
import {
  backupFileName,
  imagePathsOf,
  orderRecords,
  recordKey,
  sortRecords,
  type Backup,
  type BackupPart,
  type BackupRecord,
  type MissingImage,
  type UnrestorableRecord,
} from '../domain/backup/format';
import { BackupZipWriter } from '../domain/backup/zipWriter';
import { PART_LIMITS, planBackupParts, type PartLimits } from '../domain/backup/parts';
import { readBackupZip } from '../domain/backup/zipReader';
import { planRestore, referencedImagePaths } from '../domain/backup/restorePlan';
import {
  documentToWrite,
  recordsCalled,
  uploadsOf,
  writeProblem,
  writesOf,
  type PlannedRecord,
  type PlannedWrite,
  type RestorePlan,
  type RestoreScope,
} from '../domain/backup/restoreWrites';
import { BACKUP_COLLECTIONS, recordLabel, type StoredRecord } from '../domain/collections';
import { removalFromFields } from '../domain/recordFields';
import { isPublicStoragePath } from '../domain/validation';
import { getStorageClient, settings } from './firebase';
import { reasonOf } from '../domain/words';
import { siteStorage } from './settings';
import { uploadImage } from './images';
import { readRecords, writeRecord, writeRecords } from './records';

/** How far a long task is, 0 to 100. */
export type OnPercent = (percent: number) => void;

/** Storage requests under way at once: enough to keep the line busy, few enough for a phone. */
const PARALLEL = 4;

/** Runs `task` on every item, at most PARALLEL at a time, calling `done` after each. */
/** How many records a restore writes in one commit. */
export const RESTORE_BATCH = 20;
/** The least time between two commits of a restore. */
const RESTORE_PACE_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** Every document of the collections a backup holds, as stored. */
/** What owners deleted for good: the records (`collection/id`) and the files' paths. */
async function readRemovals() {
  const removals = (await readRecords('removals')).map((r) => removalFromFields(r.id, r.fields));
  return {
    records: new Set(removals.map((r) => `${r.collection}/${r.recordId}`)),
    files: new Set(removals.flatMap((r) => r.files)),
  };
}

async function readAllRecords(onCollection: () => void = () => {}): Promise<BackupRecord[]> {
  const lists = await Promise.all(
    BACKUP_COLLECTIONS.map(async (name) => {
      const records = await readRecords(name, { exactly: true });
      onCollection();
      return records;
    }),
  );
  return lists.flat();
}

const storageRef = async (path: string) => ref(await getStorageClient(), path);

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/**
 * Of these paths, those stored on the website, with the current download URL of each. A path
 * that cannot be looked up (Storage refuses some stored names with storage/unknown) counts as
 * not stored: checking a backup never fails for one picture.
 */
async function findStoredImages(paths: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  await eachLimited(paths, async (path) => {
    try {
      found.set(path, await getDownloadURL(await storageRef(path)));
    } catch {
      // Not found, or not readable: either way the website has no usable file there.
    }
  });
  return found;
}

// ---------------------------------------------------------------------------------------------
// Backing up.

/** A missing image, an unrestorable record: named with the record, as the screen lists them. */
export type Labelled<T> = T & { label: string; kind: string };

/** Where one file of a backup goes: its pieces in order, then the end. */
export interface BackupFile {
  write(chunk: Uint8Array): void | Promise<void>;
  close(): void | Promise<void>;
}

/** One file of a backup: its name and which of the backup's files it is. */
export interface BackupFileInfo extends BackupPart {
  fileName: string;
}

/** A file of the backup, written whole. */
export interface SavedBackupFile extends BackupFileInfo {
  /** Its size in bytes. */
  bytes: number;
}

export interface BackupOptions {
  /** Opens the file a part of the backup is written to (the screen hands it to the browser). */
  save: (file: BackupFileInfo) => BackupFile | Promise<BackupFile>;
  onPercent?: OnPercent;
  now?: Date;
  /** How much one file holds (PART_LIMITS unless a test asks for smaller files). */
  limits?: PartLimits;
}

export interface BackupResult {
  /** The backup's files, in order: one, unless the website's pictures pass PART_LIMITS. */
  files: SavedBackupFile[];
  /** Documents in the backup, those a restore cannot write included. */
  recordCount: number;
  imageCount: number;
  /** Bytes of all its files together. */
  bytes: number;
  /** Images a document points to that could not be read: the backup holds the document without. */
  missingImages: Array<Labelled<MissingImage>>;
  /** Documents the rules would refuse to create: kept in the backup. */
  unrestorable: Array<Labelled<UnrestorableRecord>>;
}

const labelled = <T extends BackupRecord | MissingImage>(
  item: T,
  record: BackupRecord | undefined,
): Labelled<T> => ({
  ...item,
  kind: recordsCalled(item.collection),
  label: record ? recordLabel(record) : `${item.collection}/${item.id}`,
});

/** Why an image could not be downloaded, in people's words (the SDK's text goes to the log). */
function downloadFailure(path: string, error: unknown): string {
  console.error('Could not download', path, error);
  return errorCode(error) === 'storage/object-not-found'
    ? 'the file is not on the website'
    : 'the file could not be downloaded';
}

const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : 1);

/**
 * Makes a backup of the whole website: reads every document and the size of every image they
 * point to, splits them into files of at most PART_LIMITS (planBackupParts: each file a backup
 * of its own, each record with its images), then writes the files one after the other,
 * downloading the images of each a few at a time and handing the zip's pieces to `save`'s file
 * as they are made. So the backup holds a few images at a time, whatever the website holds; what
 * the file keeps is the screen's to decide. An image that cannot be read is named in the result
 * (and in the file of its record) and the backup goes on; a failure to read the documents, or
 * of a file to take its pieces, fails the backup.
 */
export async function createBackup({
  save,
  onPercent = () => {},
  now = new Date(),
  limits = PART_LIMITS,
}: BackupOptions): Promise<BackupResult> {
  // Reading the documents is the first 5 %, the images' sizes up to 10 %, writing the rest.
  onPercent(0);
  let read = 0;
  const documents = await readAllRecords(() =>
    onPercent(Math.round((++read / BACKUP_COLLECTIONS.length) * 5)),
  );
  const { records, unrestorable } = sortRecords(documents, {
    now,
    storage: siteStorage,
    byOwner: true,
  });
  const setAside = new Set(unrestorable.map(recordKey));

  // Each image once: its size and type, or why it cannot be read.
  const paths = [
    ...new Set(
      [...records, ...unrestorable].flatMap((record) =>
        imagePathsOf(record.collection, record.fields)
          .map(({ path }) => path)
          .filter(isPublicStoragePath),
      ),
    ),
  ].sort();
  const found = new Map<string, { size: number; contentType: string }>();
  const failed = new Map<string, string>();
  let looked = 0;
  await eachLimited(
    paths,
    async (path) => {
      try {
        const metadata = await getMetadata(await storageRef(path));
        found.set(path, {
          size: metadata.size,
          contentType: metadata.contentType ?? 'application/octet-stream',
        });
      } catch (error) {
        failed.set(path, downloadFailure(path, error));
      }
    },
    () => onPercent(5 + Math.round((++looked / Math.max(1, paths.length)) * 5)),
  );

  const parts = planBackupParts<BackupRecord | UnrestorableRecord>(
    orderRecords([...records, ...unrestorable]),
    (path) => found.get(path)?.size,
    limits,
  );
  const total = parts.reduce(
    (n, part) => part.paths.reduce((m, path) => m + (found.get(path)?.size ?? 0), n),
    0,
  );
  let written = 0;
  const site = {
    projectId: settings.options.projectId,
    storageBucket: settings.options.storageBucket,
  };

  const files: SavedBackupFile[] = [];
  const missingImages: MissingImage[] = [];
  const held = new Set<string>();
  for (const [index, part] of parts.entries()) {
    const which = { number: index + 1, of: parts.length };
    const fileName = backupFileName(now, parts.length > 1 ? which : undefined);
    const file = await save({ fileName, ...which });
    // The file takes the pieces in order, one at a time; a download waits for its turn.
    let writing: Promise<void> = Promise.resolve();
    const writer = new BackupZipWriter((chunk) => {
      writing = writing.then(() => file.write(chunk));
    }, now.toISOString());

    const partMissing: MissingImage[] = [];
    const missing = (path: string, reason: string) => {
      for (const record of part.records)
        if (imagePathsOf(record.collection, record.fields).some((image) => image.path === path))
          partMissing.push({ path, collection: record.collection, id: record.id, reason });
    };
    const unread = new Set(
      part.records.flatMap((record) =>
        imagePathsOf(record.collection, record.fields)
          .map(({ path }) => path)
          .filter((path) => failed.has(path)),
      ),
    );
    for (const path of unread) missing(path, failed.get(path) ?? '');

    await eachLimited(part.paths, async (path) => {
      const { size, contentType } = found.get(path) ?? { size: 0, contentType: '' };
      try {
        const bytes = new Uint8Array(await getBytes(await storageRef(path)));
        writer.addImage({ path, contentType, bytes });
        held.add(path);
      } catch (error) {
        missing(path, downloadFailure(path, error));
      }
      await writing;
      written += size;
      onPercent(10 + Math.round((written / Math.max(1, total)) * 89));
    });

    writer.finish({
      createdAt: now.toISOString(),
      site,
      records: part.records.filter((r) => !setAside.has(recordKey(r))),
      unrestorable: part.records.filter((r): r is UnrestorableRecord => setAside.has(recordKey(r))),
      missingImages: partMissing.sort(byPath),
      ...(parts.length > 1 ? { part: which } : {}),
    });
    await writing;
    await file.close();
    files.push({ fileName, ...which, bytes: writer.bytesWritten });
    missingImages.push(...partMissing);
  }
  onPercent(100);

  const byKey = new Map(documents.map((d) => [recordKey(d), d]));
  return {
    files,
    recordCount: documents.length,
    imageCount: held.size,
    bytes: files.reduce((n, f) => n + f.bytes, 0),
    missingImages: orderRecords(missingImages)
      .sort(byPath)
      .map((m) => labelled(m, byKey.get(recordKey(m)))),
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
  /** This website's Firebase project, to compare with the backup's. */
  projectId: string;
}

/**
 * Reads a backup file and works out what restoring it would do; changes nothing. Throws
 * InvalidBackupError (src/domain/backup/format.ts) when the file is not a valid backup of this
 * website, any other error when the website's records cannot be read.
 */
export async function checkBackup(zip: Uint8Array, now: Date = new Date()): Promise<CheckedBackup> {
  const backup = readBackupZip(zip);
  const [documents, storedImages, removed] = await Promise.all([
    readAllRecords(),
    findStoredImages(referencedImagePaths(backup)),
    readRemovals(),
  ]);
  const records = new Map(documents.map((d) => [recordKey(d), d.fields]));
  return {
    backup,
    plan: planRestore(
      backup,
      { records, existingImages: storedImages, removed },
      { now, storage: siteStorage, byOwner: true },
    ),
    storedImages,
    projectId: settings.options.projectId,
  };
}

/** What a restore did: every record it did not write is named, and is as it was before. */
export interface RestoreResult {
  /** Records written. */
  restored: number;
  /** Records of the plan that were not written, with the reason. */
  notRestored: Array<PlannedRecord & { reason: string }>;
}

/**
 * Restores a checked backup as planned: uploads the images the website lacks, then writes each
 * record of `scope` ('all': add back what is missing and replace what differs; 'missing': add
 * back only) as one whole document, each checked again against the rules just before. Nothing is
 * ever deleted, and a write either happens whole or not at all. A record whose write or whose
 * picture's upload fails is not written, and the restore goes on with the others: the result
 * names each record not restored and why.
 */
export async function restoreBackup(
  checked: CheckedBackup,
  scope: RestoreScope = 'all',
  onPercent: OnPercent = () => {},
): Promise<RestoreResult> {
  const uploads = uploadsOf(checked.plan, scope);
  const writes = writesOf(checked.plan, scope);
  const steps = uploads.length + writes.length;
  let done = 0;
  const step = () => onPercent(steps === 0 ? 100 : Math.round((++done / steps) * 100));
  onPercent(0);

  const urls = new Map(checked.storedImages);
  const failedUploads = new Map<string, string>();
  await eachLimited(
    uploads,
    async ({ path, image }) => {
      try {
        const blob = new Blob([new Uint8Array(image.bytes)], { type: image.contentType });
        urls.set(path, await uploadImage(path, blob));
      } catch (error) {
        console.error('Could not upload', path, error);
        failedUploads.set(path, reasonOf(error));
      }
    },
    step,
  );

  const notRestored: RestoreResult['notRestored'] = [];
  const fail = (write: PlannedWrite, reason: string) =>
    notRestored.push({ collection: write.collection, id: write.id, label: write.label, reason });
  /** The document to write, or null when it cannot be (named as not restored, with the reason). */
  const toWrite = (write: PlannedWrite): StoredRecord | null => {
    const failedUpload = Object.values(write.images).find((path) => failedUploads.has(path));
    if (failedUpload) {
      fail(write, `${failedUpload} could not be uploaded: ${failedUploads.get(failedUpload)}`);
      return null;
    }
    const now = new Date();
    const fields = documentToWrite(write, urls, now);
    const problem = writeProblem(write, fields, { now, storage: siteStorage, byOwner: true });
    if (problem) fail(write, problem);
    return problem ? null : { collection: write.collection, id: write.id, fields };
  };
  /** Writes one record alone, naming it when the website refuses it. */
  const writeAlone = async (write: PlannedWrite, record: StoredRecord) => {
    try {
      await writeRecord(record.collection, record.id, record.fields);
    } catch (error) {
      console.error('Could not write', recordKey(write), error);
      fail(write, `the website refused it: ${reasonOf(error)}`);
    }
  };
  // Several records a commit, a commit at most every RESTORE_PACE_MS: each commit stamps the
  // change marker once, and one document takes about one write a second, sustained.
  for (let start = 0; start < writes.length; start += RESTORE_BATCH) {
    const began = Date.now();
    const chunk = writes.slice(start, start + RESTORE_BATCH);
    const ready = chunk.flatMap((write) => {
      const record = toWrite(write);
      return record ? [{ write, record }] : [];
    });
    try {
      if (ready.length > 0) await writeRecords(ready.map(({ record }) => record));
    } catch (error) {
      // One refusal refuses the commit: each record again on its own, to name those refused.
      console.error(
        'Could not write a batch of the restore; writing its records one by one',
        error,
      );
      for (const { write, record } of ready) await writeAlone(write, record);
    }
    chunk.forEach(step);
    const rest = RESTORE_PACE_MS - (Date.now() - began);
    if (start + RESTORE_BATCH < writes.length && rest > 0) await sleep(rest);
  }
  if (steps === 0) onPercent(100);
  const order = new Map(writes.map((w, i) => [recordKey(w), i]));
  notRestored.sort((a, b) => (order.get(recordKey(a)) ?? 0) - (order.get(recordKey(b)) ?? 0));
  return { restored: writes.length - notRestored.length, notRestored };
}
