/**
 * What restoring a backup would do to the website, worked out before anything is written: the
 * records to add back, to replace and already identical, the images to upload, and what cannot
 * be restored and why. Pure: the service reads the website, this decides, the service writes.
 *
 * The rules a restore follows:
 * - It writes records under their own ids and never deletes a record, nor a file.
 * - Every write is one whole document (a set): a missing record is created, a present one
 *   replaced, as the rules judge a create and an update. A write either happens whole or not at
 *   all, so a record that existed before a restore exists after it.
 * - Every record it plans to write passes checkDocumentWrite first, as the rules will judge it:
 *   against the stored document it replaces, with image URLs of this site's bucket and the new
 *   updatedAt. One that fails is not restored, with the reason.
 * - A record is identical when its fields equal the backup's, comparing images by storage path
 *   (download-URL tokens and hosts differ from one website to another and after every upload)
 *   and leaving updatedAt out (a replacement sets a new one). So restoring the same file twice
 *   changes nothing the second time.
 * - A differing record is replaced by the backup's, with its original createdAt (an owner may put
 *   it back, also on a record stored without one), its office bearer and, for members, messages
 *   and programmes, a new updatedAt (the restore's time).
 * - No two records may refer to one file: the rules tie a file to a folder, not to a record, and
 *   deleting one record deletes its files. The owner of a file is the record the website already
 *   has that refers to it, else the first record of the backup that does; a record of the backup
 *   pointing at a file another record owns is not restored, and the reason names the owner.
 * - Storage files are never replaced: an image whose path exists on the website is not uploaded,
 *   and the record gets that file's current download URL. Other images are uploaded from the
 *   backup to their own paths. No file is deleted.
 * - An image that is neither on the website nor in the backup (it could not be read when the
 *   backup was made), or that the storage rules would refuse (an older file name, a type or size
 *   the site no longer takes), is left out: the record is restored without it, except a gallery
 *   entry, which is nothing without its image and is reported as not restorable. A gallery
 *   entry without its thumbnail or its medium-size copy is restored without that copy.
 * - A record whose image file is missing on the website is replaced even when its fields match,
 *   since the upload gives the file a new download URL.
 * - 'Only add what is missing' writes the records to add back and the images they need, and
 *   leaves every record the website holds as it is.
 * - What an owner deleted for good (the website's removals: a photo taken down on request) stays
 *   deleted: such a record is not put back nor written over (even when a record with its id is on
 *   the website again), and such a file is not uploaded again (its record is restored without
 *   it, a gallery entry not at all). The plan lists them.
 * - A record under an id its collection cannot hold (a fixed document's other ids, a content id
 *   the app would not make) cannot be restored, with the reason.
 * - A record that refers to another (a photo's programme, whose existence the rules check after
 *   the write) is written after it: the records it refers to come first (restoreOrder), so that a
 *   restore writing them in order, in commits, never writes a photo before its programme. A photo
 *   whose programme is neither on the website nor restored with it is restored without it, in the
 *   general gallery; the plan lists it.
 */
import type { Backup, BackupImage, BackupRecord, RecordRef } from './format';
import { checkedFields, imagePathsOf, orderRecords, siteDownloadUrl } from './format';
import { filePathsOf, storagePathOfUrl } from '../storagePaths';
import {
  checkDocumentWrite,
  checkStorageUpload,
  recordIdProblem,
  type WriteContext,
} from '../validation';
import {
  BACKUP_COLLECTIONS,
  COLLECTIONS,
  IMAGE_KINDS,
  fieldsOf,
  recordLabel,
  type Collection,
} from '../collections';
import { sortYearOf } from '../messages';
import type { DocMap, DocValue, FieldRule } from '../schema';

/** The website as it is now, read by the service. */
export interface SiteState {
  /** Its documents, keyed `collection/id`. */
  records: ReadonlyMap<string, DocMap>;
  /**
   * Of the image paths the backup's records point to, those stored on the website, with the
   * current download URL of each. A path not in the map is not stored there (or could not be
   * looked up, which counts the same).
   */
  existingImages: ReadonlyMap<string, string>;
  /** What an owner deleted for good: records keyed `collection/id`, and file paths. */
  removed?: { records: ReadonlySet<string>; files: ReadonlySet<string> };
}

/** One record the restore writes, whole, under its own id. */
export interface PlannedWrite extends RecordRef {
  label: string;
  /** The document to write, without its image fields. */
  fields: DocMap;
  /** Its image fields, each the storage path whose download URL on the website it is set to. */
  images: Readonly<Record<string, string>>;
  /** The stored document it replaces, null when there is none (the write creates it). */
  before: DocMap | null;
}

export interface PlannedUpload {
  path: string;
  /** What people call it: 'Member photos' (IMAGE_KINDS of the collection table). */
  kind: string;
  /** The file name, the last part of the path. */
  name: string;
  image: BackupImage;
}

export interface PlannedRecord extends RecordRef {
  label: string;
}

export interface LeftOutImage {
  record: PlannedRecord;
  path: string;
  reason: string;
}

export interface RestorePlan {
  /** Records missing from the website, to create. */
  add: PlannedWrite[];
  /** Records that differ, to replace. */
  replace: PlannedWrite[];
  identical: PlannedRecord[];
  uploads: PlannedUpload[];
  /** Images a record is restored without. */
  withoutImage: LeftOutImage[];
  /** Records of the backup the restore cannot write, with the reason. */
  cannotRestore: Array<PlannedRecord & { reason: string }>;
  /** Records of the backup that were deleted for good on the website: never put back. */
  deletedForGood: PlannedRecord[];
  /**
   * Records restored without a record they refer to, which is neither on the website nor
   * restored with them (a photo whose programme is gone: it lands in the general gallery).
   */
  withoutReference: Array<{ record: PlannedRecord; field: string; id: string; reason: string }>;
}

/**
 * What a restore writes: 'all' adds back what is missing and replaces what differs;
 * 'missing' only adds back what is missing and leaves every stored record as it is.
 */
export type RestoreScope = 'all' | 'missing';

export const recordKey = (r: RecordRef) => `${r.collection}/${r.id}`;

/** The records a restore of this scope writes. */
export const writesOf = (plan: RestorePlan, scope: RestoreScope): PlannedWrite[] =>
  scope === 'all' ? [...plan.add, ...plan.replace] : plan.add;

/** The images a restore of this scope uploads: those its records point to. */
export function uploadsOf(plan: RestorePlan, scope: RestoreScope): PlannedUpload[] {
  if (scope === 'all') return plan.uploads;
  const needed = new Set(plan.add.flatMap((w) => Object.values(w.images)));
  return plan.uploads.filter((u) => needed.has(u.path));
}

/** Whether a restore of this scope would write or upload anything. */
export const nothingToDo = (plan: RestorePlan, scope: RestoreScope = 'all') =>
  writesOf(plan, scope).length === 0 && uploadsOf(plan, scope).length === 0;

// ---------------------------------------------------------------------------------------------
// Names people read.

/** What people call the records of a collection: 'Members', 'Archbishop messages', … */
export const recordsCalled = (collection: Collection) => COLLECTIONS[collection].kindPlural;

/** The rule of an image field of a collection (imagePathsOf gives only those). */
function imageRuleOf(collection: Collection, field: string): FieldRule {
  return fieldsOf(collection).find(([name]) => name === field)?.[1] ?? { type: 'string' };
}

/** The fields of a record that name the file at `path` (a gallery entry's file names). */
function fileFieldsNaming(collection: Collection, fields: DocMap, path: string): string[] {
  return fieldsOf(collection).flatMap(([field, rule]) =>
    rule.fileIn &&
    Object.hasOwn(fields, field) &&
    `${rule.fileIn.path}/${String(fields[field])}` === path
      ? [field]
      : [],
  );
}

// ---------------------------------------------------------------------------------------------
// Comparing.

/** A value in a form that compares by JSON text: dates as their instant, keys sorted. */
function comparable(value: DocValue | undefined): unknown {
  if (value instanceof Date) return { $timestamp: value.getTime() };
  if (Array.isArray(value)) return value.map(comparable);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, comparable(value[k])]),
    );
  return value;
}

/**
 * A stored document as compared with a backup's: updatedAt left out, each image URL replaced by
 * its storage path.
 */
function storedForm(collection: Collection, fields: DocMap): string {
  const images = new Set(imagePathsOf(collection, fields).map(({ field }) => field));
  const rest = Object.entries(fields)
    .filter(([key]) => key !== 'updatedAt')
    .map(([key, value]): [string, DocValue] => {
      const path = images.has(key) && typeof value === 'string' ? storagePathOfUrl(value) : null;
      return [key, path === null ? value : `storage:${path}`];
    });
  return JSON.stringify(comparable(Object.fromEntries(rest)));
}

/** The document a write will store, in the same form. */
function plannedForm(fields: DocMap, images: Readonly<Record<string, string>>): string {
  const all = Object.fromEntries([
    ...Object.entries(fields).filter(([key]) => key !== 'updatedAt'),
    ...Object.entries(images).map(([field, path]) => [field, `storage:${path}`]),
  ]) as DocMap;
  return JSON.stringify(comparable(all));
}

// ---------------------------------------------------------------------------------------------
// Writing.

/** A new updatedAt for a replacement: now, or a millisecond later if the stored one is now. */
function newUpdatedAt(before: DocMap, now: Date): string {
  const stamp = now.toISOString();
  return before.updatedAt === stamp ? new Date(now.getTime() + 1).toISOString() : stamp;
}

/**
 * The whole document to store for a planned write, its image fields set to these download URLs.
 * A created record keeps the backup's dates; a replacement keeps the backup's createdAt and, but
 * for a gallery entry (which has none), gets a new updatedAt: `now`, the time it is written.
 */
export function documentToWrite(
  write: PlannedWrite,
  urls: ReadonlyMap<string, string>,
  now: Date = new Date(),
): DocMap {
  const document: DocMap = { ...write.fields };
  if (write.before && write.collection !== 'gallery')
    document.updatedAt = newUpdatedAt(write.before, now);
  for (const [field, path] of Object.entries(write.images)) {
    const url = urls.get(path);
    if (url === undefined) throw new Error(`No download URL of ${path}`);
    document[field] = url;
  }
  return document;
}

/**
 * Why the rules would refuse this write of `document`, or null: the check every write passes
 * before it is made, judged as the rules judge it (a create, or an update of `before`).
 */
export function writeProblem(
  write: PlannedWrite,
  document: DocMap,
  context: WriteContext,
): string | null {
  const reason = checkDocumentWrite(
    write.collection,
    checkedFields(document),
    write.before ? checkedFields(write.before) : null,
    context,
  );
  return reason && `the website's rules would refuse it: ${reason}`;
}

// ---------------------------------------------------------------------------------------------
// Planning.

/** The records that own the files they refer to: the website's, then the backup's, in order. */
class FileOwners {
  private readonly owners = new Map<string, PlannedRecord & { where: string }>();

  constructor(site: SiteState) {
    for (const [key, fields] of site.records) {
      const slash = key.indexOf('/');
      const collection = key.slice(0, slash) as Collection;
      const record = { collection, id: key.slice(slash + 1), fields };
      for (const path of filePathsOf(collection, fields))
        if (!this.owners.has(path))
          this.owners.set(path, { ...record, label: recordLabel(record), where: 'on the website' });
    }
  }

  /** Why `record` may not refer to these files, or null when no other record owns them. */
  problem(record: RecordRef, paths: readonly string[]): string | null {
    for (const path of paths) {
      const owner = this.owners.get(path);
      if (owner && recordKey(owner) !== recordKey(record))
        return (
          `it points at ${path}, which belongs to ${owner.label} (${recordsCalled(owner.collection)}) ` +
          `${owner.where}; two records cannot share a file`
        );
    }
    return null;
  }

  /** Makes `record` the owner of those of these files no record owns yet. */
  claim(record: PlannedRecord, paths: readonly string[]) {
    for (const path of paths)
      if (!this.owners.has(path))
        this.owners.set(path, { ...record, where: 'earlier in this backup' });
  }
}

/**
 * Works out what restoring `backup` would do to the website `site`, judging every write as the
 * rules would at `context` (the time, and this site's Storage bucket). Every record of the backup
 * is judged, those it kept as unrestorable too: the website may take them now, as an update.
 */
/**
 * A record's fields, with the sortYear a message of a backup made before messages had one is
 * ordered by (the public pages show only messages that have it).
 */
function withSortYear(collection: Collection, fields: DocMap): DocMap {
  const { year } = fields;
  if (
    !Object.hasOwn(COLLECTIONS[collection].fields, 'sortYear') ||
    fields.sortYear !== undefined ||
    typeof year !== 'string'
  )
    return { ...fields };
  return { ...fields, sortYear: sortYearOf(year) };
}

/**
 * The collections in the order a restore writes them: a backup's (BACKUP_COLLECTIONS), but each
 * collection whose records others refer to (a photo's programme: events) just before the first of
 * those, so that a record is written in the same commit as the one it refers to, or a later one.
 */
const RESTORE_COLLECTIONS: readonly Collection[] = (() => {
  const order = [...BACKUP_COLLECTIONS];
  for (const collection of BACKUP_COLLECTIONS)
    for (const [, { refersTo }] of fieldsOf(collection)) {
      const referred = order.indexOf(refersTo as Collection);
      if (referred > order.indexOf(collection)) {
        order.splice(referred, 1);
        order.splice(order.indexOf(collection), 0, refersTo as Collection);
      }
    }
  return order;
})();

/** Records in the order a restore writes them: by collection (RESTORE_COLLECTIONS), then by id. */
export function restoreOrder<T extends RecordRef>(records: readonly T[]): T[] {
  const rank = (c: Collection) => RESTORE_COLLECTIONS.indexOf(c);
  return orderRecords(records).sort((a, b) => rank(a.collection) - rank(b.collection));
}

/**
 * Takes out of `fields` each reference (a photo's programmeId) to a record that is not among
 * `kept` (keyed collection/id), and says which.
 */
function dropMissingReferences(
  collection: Collection,
  fields: DocMap,
  kept: ReadonlySet<string>,
): Array<{ field: string; id: string; reason: string }> {
  return fieldsOf(collection).flatMap(([field, rule]) => {
    const id = Object.hasOwn(fields, field) ? fields[field] : undefined;
    if (!rule.refersTo || typeof id !== 'string' || kept.has(`${rule.refersTo}/${id}`)) return [];
    delete fields[field];
    const called = isCollectionName(rule.refersTo) ? recordsCalled(rule.refersTo) : rule.refersTo;
    return [
      {
        field,
        id,
        reason: `its ${called.toLowerCase().replace(/s$/, '')} ${id} is neither on the website nor in the backup`,
      },
    ];
  });
}

const isCollectionName = (name: string): name is Collection => Object.hasOwn(COLLECTIONS, name);

export function planRestore(backup: Backup, site: SiteState, context: WriteContext): RestorePlan {
  const plan: RestorePlan = {
    add: [],
    replace: [],
    identical: [],
    uploads: [],
    withoutImage: [],
    cannotRestore: [],
    deletedForGood: [],
    withoutReference: [],
  };
  const removedRecords = site.removed?.records ?? new Set<string>();
  const removedFiles = site.removed?.files ?? new Set<string>();
  const inZip = new Map(backup.images.map((image) => [image.path, image]));
  const missingReason = new Map(
    backup.missingImages.map((m) => [`${recordKey(m)} ${m.path}`, m.reason]),
  );
  const uploads = new Map<string, PlannedUpload>();
  const owners = new FileOwners(site);
  // The URLs the rules see before a write: stored files' own, a stand-in for an upload's.
  const urls = new Map(site.existingImages);
  const urlOf = (path: string) => urls.get(path) ?? siteDownloadUrl(path, context.storage);

  // The records a record may refer to: those on the website, and those this restore writes or
  // finds identical (planned before the records that refer to them: restoreOrder).
  const kept = new Set(site.records.keys());
  for (const record of restoreOrder<BackupRecord>([...backup.records, ...backup.unrestorable])) {
    const key = recordKey(record);
    const ref: PlannedRecord = {
      collection: record.collection,
      id: record.id,
      label: recordLabel(record),
    };
    const refuse = (reason: string) => plan.cannotRestore.push({ ...ref, reason });
    const idProblem = recordIdProblem(record.collection, record.id);
    if (idProblem) {
      refuse(`the website's rules would refuse it: ${idProblem}`);
      continue;
    }
    // Deleted for good stays deleted, even when a record with its id is on the website again.
    if (removedRecords.has(key)) {
      plan.deletedForGood.push(ref);
      continue;
    }
    const before = site.records.get(key) ?? null;

    // Where each image comes from: the website, the backup, or nowhere.
    const fields: DocMap = withSortYear(record.collection, record.fields);
    const withoutReference = dropMissingReferences(record.collection, fields, kept).map(
      (missing) => ({ record: ref, ...missing }),
    );
    const images: Record<string, string> = {};
    const toUpload: Array<{ field: string; image: BackupImage }> = [];
    const withoutImage: LeftOutImage[] = [];
    let refusal: string | null = null;
    for (const { field, path } of imagePathsOf(record.collection, record.fields)) {
      delete fields[field];
      if (site.existingImages.has(path)) {
        images[field] = path;
        continue;
      }
      const image = removedFiles.has(path) ? undefined : inZip.get(path);
      const problem = image
        ? checkStorageUpload(path, image.contentType, image.bytes.length)
        : null;
      if (image && !problem) {
        images[field] = path;
        toUpload.push({ field, image });
        continue;
      }
      const stored = missingReason.get(`${key} ${path}`);
      const reason = removedFiles.has(path)
        ? `${path} was deleted for good on the website, and stays deleted`
        : image
          ? `${path} was not found on the website, and the backup's copy cannot be uploaded: ${problem}`
          : `${path} was not found on the website, and the backup could not read it when it was made${stored ? ` (${stored})` : ''}`;
      const rule = imageRuleOf(record.collection, field);
      if (rule.nonEmpty) {
        // A record that is nothing without its image (a gallery entry).
        refusal = reason;
        continue;
      }
      withoutImage.push({ record: ref, path, reason });
      const namers = fileFieldsNaming(record.collection, fields, path);
      // A file named by another field too (a gallery entry's smaller copies) goes with that field;
      // another image field is written empty.
      if (namers.length > 0) for (const namer of namers) delete fields[namer];
      else fields[field] = '';
    }
    if (refusal) {
      refuse(refusal);
      continue;
    }

    const write: PlannedWrite = { ...ref, fields, images, before };
    const document = documentToWrite(
      write,
      new Map(Object.values(images).map((p) => [p, urlOf(p)])),
      context.now,
    );
    const paths = filePathsOf(record.collection, document);
    if (
      before &&
      toUpload.length === 0 &&
      storedForm(record.collection, before) === plannedForm(fields, images)
    ) {
      plan.identical.push(ref);
      owners.claim(ref, paths);
      kept.add(key);
      continue;
    }
    const problem = writeProblem(write, document, context) ?? owners.problem(record, paths);
    if (problem) {
      refuse(problem);
      continue;
    }

    owners.claim(ref, paths);
    kept.add(key);
    plan.withoutImage.push(...withoutImage);
    plan.withoutReference.push(...withoutReference);
    for (const { field, image } of toUpload)
      if (!uploads.has(image.path))
        uploads.set(image.path, {
          path: image.path,
          kind: imageRuleOf(record.collection, field).image?.kind ?? field,
          name: image.path.split('/').pop() ?? image.path,
          image,
        });
    (before ? plan.replace : plan.add).push(write);
  }

  plan.uploads = [...uploads.values()].sort(
    (a, b) =>
      IMAGE_KINDS.indexOf(a.kind) - IMAGE_KINDS.indexOf(b.kind) || (a.path < b.path ? -1 : 1),
  );
  return plan;
}

/** The image paths a backup's records point to: those whose presence on the website matters. */
export function referencedImagePaths(backup: Backup): string[] {
  const paths = new Set<string>();
  for (const record of [...backup.records, ...backup.unrestorable])
    for (const { path } of imagePathsOf(record.collection, record.fields)) paths.add(path);
  return [...paths].sort();
}
