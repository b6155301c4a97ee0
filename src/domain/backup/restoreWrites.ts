/**
 * A restore's plan (restorePlan.ts works it out) as the service carries it out: what the plan
 * holds, the records and images a restore of each scope writes, in what order, the whole
 * document each write stores and the check it passes first, as the rules will judge it.
 */
import { COLLECTIONS, BACKUP_COLLECTIONS, fieldsOf, type Collection } from '../collections';
import { checkDocumentWrite, type WriteContext } from '../validation';
import type { DocMap } from '../schema';
import { checkedFields, orderRecords, type BackupImage, type RecordRef } from './format';

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

// ---------------------------------------------------------------------------------------------
// Writing.

/** A new updatedAt for a replacement: now, or a millisecond later if the stored one is now. */
function newUpdatedAt(before: DocMap, now: Date): string {
  const stamp = now.toISOString();
  return before.updatedAt === stamp ? new Date(now.getTime() + 1).toISOString() : stamp;
}

/**
 * The whole document to store for a planned write, its image fields set to these download URLs.
 * A created record keeps the backup's dates; a replacement keeps the backup's createdAt and, when
 * its collection's records have an updatedAt (not a gallery entry, nor a page's kept version,
 * which keeps when it was saved), gets a new one: `now`, the time it is written.
 */
export function documentToWrite(
  write: PlannedWrite,
  urls: ReadonlyMap<string, string>,
  now: Date = new Date(),
): DocMap {
  const document: DocMap = { ...write.fields };
  if (write.before && Object.hasOwn(COLLECTIONS[write.collection].fields, 'updatedAt'))
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
