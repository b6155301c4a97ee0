/**
 * The Trash (trash/{collection}_{id}): a deleted record waits there, exactly as it was stored, to
 * be put back under its id, deleted for good by an owner (with a note in removals/ that keeps any
 * backup from putting it back), or let go after TRASH_DAYS. Each move is one batched write, so the
 * record and its copy never both exist or both vanish; the rules check that the copy is the
 * record. Files stay while a record or a trash item refers to them. Admin area only.
 */
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore/lite';
import { isCollection, type Collection } from '../domain/collections';
import { trashItemFromFields } from '../domain/recordFields';
import { filePathsOf } from '../domain/storagePaths';
import type { TrashItem } from '../domain/types';
import { TRASH_DAYS } from '../domain/rules/periods';
import { signedInUid } from './auth';
import { db } from './firebase';
import { deleteUnreferencedFiles } from './images';
import { stampChanges } from './stamps';
import { storedFields } from './storedFields';

/** The collections of the Trash and of what left it for good. */
const TRASH = 'trash' satisfies Collection;
const REMOVALS = 'removals' satisfies Collection;
const GALLERY = 'gallery' satisfies Collection;
const PROGRAMMES = 'events' satisfies Collection;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The id of a record's trash item and of its removal: '{collection}_{record id}'. */
export const trashItemId = (collectionName: string, recordId: string) =>
  `${collectionName}_${recordId}`;

/** Putting an item back is refused: a record with its id is on the site again. */
export class RecordExistsError extends Error {
  constructor(readonly item: TrashItem) {
    super('This item cannot be restored: a record with the same id is on the site again.');
    this.name = 'RecordExistsError';
  }
}

/** The item left the Trash meanwhile (put back or deleted for good elsewhere). */
export class NotInTrashError extends Error {
  constructor(readonly item: TrashItem) {
    super('This item is no longer in the Trash.');
    this.name = 'NotInTrashError';
  }
}

/**
 * Deleting is refused: a copy of a record with this id is in the Trash already (the record was
 * deleted, then one was stored under its id again). The copy in the Trash is kept, whoever asks.
 */
export class AlreadyInTrashError extends Error {
  constructor() {
    super('A copy of this record is already in the Trash. Restore or delete it there first.');
    this.name = 'AlreadyInTrashError';
  }
}

/** The record is not on the site (deleted elsewhere meanwhile). */
export class RecordMissingError extends Error {
  constructor(collectionName: string, recordId: string) {
    super(`This record is no longer on the site (${collectionName}/${recordId}).`);
    this.name = 'RecordMissingError';
  }
}

const itemRef = (id: string) => doc(db, TRASH, id);

const asStoredFiles = (paths: readonly string[]) => paths.map((path) => ({ path }));

/** A stored record's file paths, read from a trash item's copy of it. */
const filesOfCopy = (collectionName: string, record: DocumentData): string[] =>
  isCollection(collectionName) ? filePathsOf(collectionName, storedFields(record)) : [];

/**
 * Deletes a record by moving it to the Trash: one write that stores its copy, exactly as stored,
 * and deletes it. The record and its place in the Trash are read in a transaction, so the write
 * happens only if neither changed meanwhile: a trash item is never replaced (AlreadyInTrashError
 * when one holds a copy under this id). Resolves with the item, which restoreFromTrash puts back
 * (Undo).
 */
export async function moveToTrash(collectionName: Collection, id: string): Promise<TrashItem> {
  const uid = (await signedInUid()) ?? '';
  const recordRef = doc(db, collectionName, id);
  const itemId = trashItemId(collectionName, id);
  const record = await runTransaction(db, async (transaction) => {
    const stored = (await transaction.get(recordRef)).data();
    if (!stored) throw new RecordMissingError(collectionName, id);
    if ((await transaction.get(itemRef(itemId))).exists()) throw new AlreadyInTrashError();
    transaction.set(itemRef(itemId), {
      collection: collectionName,
      recordId: id,
      record: stored,
      deletedAt: serverTimestamp(),
      deletedBy: uid,
    });
    transaction.delete(recordRef);
    stampChanges(transaction, [collectionName]);
    return stored;
  });
  return {
    id: itemId,
    collection: collectionName,
    recordId: id,
    record: storedFields(record),
    // About the time of the write, by this device's clock: the server does not say its own.
    deletedAt: new Date(),
    deletedBy: uid,
  };
}

/**
 * How many records one write moves to the Trash: the rules look up each record (whether it exists,
 * then its fields) and the writer's team document, 2 access calls each, and allow 20 in a write of
 * several documents (validation.ts, LOOKUP_LIMITS): 9 records for an editor.
 */
export const TRASH_BATCH = 9;

/**
 * Moves several records of one collection to the Trash in one write (at most TRASH_BATCH), as
 * moveToTrash moves one; a record no longer on the site (moved meanwhile) is passed over. Rejects
 * with AlreadyInTrashError when the Trash holds a copy under one of their ids already, and then
 * moves none of them.
 */
export async function moveAllToTrash(
  collectionName: Collection,
  ids: readonly string[],
): Promise<void> {
  const uid = (await signedInUid()) ?? '';
  await runTransaction(db, async (transaction) => {
    const found = await Promise.all(
      ids.map(async (id) => {
        const itemId = trashItemId(collectionName, id);
        const stored = (await transaction.get(doc(db, collectionName, id))).data();
        const inTrash = (await transaction.get(itemRef(itemId))).exists();
        return { id, itemId, stored, inTrash };
      }),
    );
    const present = found.filter((f) => f.stored !== undefined);
    if (present.some((f) => f.inTrash)) throw new AlreadyInTrashError();
    for (const { id, itemId, stored } of present) {
      transaction.set(itemRef(itemId), {
        collection: collectionName,
        recordId: id,
        record: stored,
        deletedAt: serverTimestamp(),
        deletedBy: uid,
      });
      transaction.delete(doc(db, collectionName, id));
    }
    if (present.length > 0) stampChanges(transaction, [collectionName]);
  });
}

/** Everything in the Trash, the most recently deleted first. */
export async function listTrash(): Promise<TrashItem[]> {
  const snapshot = await getDocs(collection(db, TRASH));
  const items = snapshot.docs.map((d) => trashItemFromFields(d.id, storedFields(d.data())));
  const time = (item: TrashItem) => item.deletedAt?.getTime() ?? 0;
  return items.sort((a, b) => time(b) - time(a));
}

/**
 * Puts a record back under its id, exactly as it was, in the same write that empties its place
 * in the Trash. The copy is read again from the Trash, so that what is written is what is stored
 * there to the last digit (the rules compare them). Rejects with RecordExistsError when a record
 * has that id again, and NotInTrashError when the item is gone.
 */
export async function restoreFromTrash(item: TrashItem): Promise<void> {
  const recordRef = doc(db, item.collection, item.recordId);
  const [copy, current] = await Promise.all([getDoc(itemRef(item.id)), getDoc(recordRef)]);
  if (current.exists()) throw new RecordExistsError(item);
  const record: unknown = copy.get('record');
  if (!copy.exists() || typeof record !== 'object' || record === null)
    throw new NotInTrashError(item);
  const batch = writeBatch(db);
  batch.set(recordRef, await withoutMissingProgramme(item.collection, record as DocumentData));
  batch.delete(itemRef(item.id));
  if (isCollection(item.collection)) stampChanges(batch, [item.collection]);
  await batch.commit();
}

/**
 * A record as it is put back: a photo whose programme is no longer on the site comes back to the
 * general gallery, without its programmeId (the rules allow that one difference from the copy).
 */
async function withoutMissingProgramme(
  collectionName: string,
  record: DocumentData,
): Promise<DocumentData> {
  const programmeId: unknown = record.programmeId;
  if (collectionName !== GALLERY || typeof programmeId !== 'string') return record;
  if ((await getDoc(doc(db, PROGRAMMES, programmeId))).exists()) return record;
  const detached = { ...record };
  delete detached.programmeId;
  return detached;
}

/**
 * Removes a record now, for good (owners: 'Remove now' of a photo taken down on request), whether
 * it is on the site or in the Trash: one write deletes it (and its trash item, if any), records its
 * removal with its files, so that no backup puts it back, and stamps the change marker; then its
 * files are deleted unless another record or trash item uses them. Rejects with
 * RecordMissingError when it is neither on the site nor in the Trash.
 */
export async function removeNow(collectionName: Collection, id: string): Promise<void> {
  const recordRef = doc(db, collectionName, id);
  const itemId = trashItemId(collectionName, id);
  const files = await runTransaction(db, async (transaction) => {
    const live = (await transaction.get(recordRef)).data();
    const trashed: unknown = (await transaction.get(itemRef(itemId))).get('record');
    const copies = [live, typeof trashed === 'object' && trashed !== null ? trashed : undefined];
    if (!copies.some(Boolean)) throw new RecordMissingError(collectionName, id);
    const paths = [...new Set(copies.flatMap((c) => (c ? filesOfCopy(collectionName, c) : [])))];
    if (live) transaction.delete(recordRef);
    if (copies[1]) transaction.delete(itemRef(itemId));
    transaction.set(doc(db, REMOVALS, itemId), {
      collection: collectionName,
      recordId: id,
      files: paths,
      removedAt: serverTimestamp(),
    });
    if (live) stampChanges(transaction, [collectionName]);
    return paths;
  });
  await deleteUnreferencedFiles(asStoredFiles(files));
}

/**
 * Takes an item out of the Trash for good (owners): one write that deletes it and notes the
 * removal with its record's files. Resolves with those files' paths, for the caller to delete.
 */
async function removeForGood(item: TrashItem): Promise<string[]> {
  // In a transaction: the item deleted is the copy read, still in the Trash (the rules also
  // refuse a removal once the record is back on the site).
  return runTransaction(db, async (transaction) => {
    const copy = await transaction.get(itemRef(item.id));
    const data = copy.data();
    if (!data) throw new NotInTrashError(item);
    const record: unknown = data.record;
    const files =
      typeof record === 'object' && record !== null
        ? filesOfCopy(String(data.collection), record)
        : [];
    transaction.delete(itemRef(item.id));
    transaction.set(doc(db, REMOVALS, item.id), {
      collection: data.collection,
      recordId: data.recordId,
      files,
      removedAt: serverTimestamp(),
    });
    return files;
  });
}

/**
 * Deletes an item for good (owners): it leaves the Trash, the removal is noted, and its files are
 * deleted unless another record or trash item uses them.
 */
export async function deleteForever(item: TrashItem): Promise<void> {
  const files = await removeForGood(item);
  await deleteUnreferencedFiles(asStoredFiles(files));
}

/**
 * Deletes every one of these items for good, as deleteForever does; then their files, unless
 * used elsewhere. Resolves with the items that could not be deleted (each failure is logged).
 */
export async function emptyTrash(items: readonly TrashItem[]): Promise<{ failed: TrashItem[] }> {
  const results = await Promise.allSettled(items.map(removeForGood));
  const failed: TrashItem[] = [];
  const files: string[] = [];
  results.forEach((result, i) => {
    const item = items[i] as TrashItem;
    if (result.status === 'fulfilled') files.push(...result.value);
    else {
      console.error('Could not delete for good', item.id, result.reason);
      failed.push(item);
    }
  });
  await deleteUnreferencedFiles(asStoredFiles(files));
  return { failed };
}

/**
 * Lets go of the items deleted more than TRASH_DAYS before `now` (no removal is noted), with
 * their files unless used elsewhere. Resolves with how many went; an item that could not be
 * deleted is logged and stays. Rejects only when the Trash cannot be read.
 */
export async function purgeExpiredTrash(now: Date = new Date()): Promise<number> {
  const cutoff = Timestamp.fromMillis(now.getTime() - TRASH_DAYS * DAY_MS);
  const expired = await getDocs(query(collection(db, TRASH), where('deletedAt', '<', cutoff)));
  const files: string[] = [];
  let gone = 0;
  await Promise.all(
    expired.docs.map(async (item) => {
      try {
        await deleteDoc(item.ref);
      } catch (error) {
        console.error('Could not let go of an old trash item', item.id, error);
        return;
      }
      gone++;
      const record: unknown = item.get('record');
      if (typeof record === 'object' && record !== null)
        files.push(...filesOfCopy(String(item.get('collection')), record));
    }),
  );
  await deleteUnreferencedFiles(asStoredFiles(files));
  return gone;
}
