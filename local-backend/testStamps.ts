/**
 * Writes for the local backend's tests that stamp the change marker as the app's do. A write of a
 * public collection stamps changes/public in the same commit, its collection's field set to the
 * server's time of the write (firestore.rules, isStamped), as the app's stampChanges does
 * (src/services/stamps.ts); `Bearer owner` needs no stamp.
 */
import {
  collection,
  doc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type UpdateData,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { CHANGES_ID, isStamped } from '../src/domain/collections';
import type { StampedCollection } from '../src/domain/types';
import { PROJECT_ID } from './testSupport';

/** The change marker, changes/public. */
export const markerOf = (db: Firestore) => doc(db, 'changes', CHANGES_ID);

/** Adds to a batch the stamp of these collections: a merge set of the server's time. */
export function stampInto(
  batch: WriteBatch,
  db: Firestore,
  ...collections: StampedCollection[]
): WriteBatch {
  const stamps = Object.fromEntries(collections.map((name) => [name, serverTimestamp()]));
  return batch.set(markerOf(db), stamps, { merge: true });
}

/** The public collection a document is in. */
function stampedCollectionOf(ref: DocumentReference): StampedCollection {
  const name = ref.parent.id;
  if (!isStamped(name)) throw new Error(`${name} is not a collection whose writes are stamped`);
  return name;
}

/** A write of one document, committed with the stamp of its collection. */
const commitStamped = (ref: DocumentReference, write: (batch: WriteBatch) => WriteBatch) =>
  stampInto(write(writeBatch(ref.firestore)), ref.firestore, stampedCollectionOf(ref)).commit();

/** addDoc as the app adds a record: one commit that sets a new document and the stamp. */
export async function addStamped(
  db: Firestore,
  name: StampedCollection,
  data: DocumentData,
): Promise<DocumentReference> {
  const ref = doc(collection(db, name));
  await commitStamped(ref, (batch) => batch.set(ref, data));
  return ref;
}

/** setDoc, with the stamp. */
export const setStamped = (ref: DocumentReference, data: DocumentData) =>
  commitStamped(ref, (batch) => batch.set(ref, data));

/** updateDoc, with the stamp. */
export const updateStamped = (ref: DocumentReference, data: UpdateData<DocumentData>) =>
  commitStamped(ref, (batch) => batch.update(ref, data));

/** deleteDoc, with the stamp (a delete that moves nothing to the Trash). */
export const deleteStamped = (ref: DocumentReference) =>
  commitStamped(ref, (batch) => batch.delete(ref));

/** A write of a REST commit body, as far as stampedWrites reads it. */
interface RestWrite {
  update?: { name: string };
  delete?: string;
}

/**
 * The REST write of the stamp of these collections, as firestore/lite encodes stampInto's merge
 * set: no field and an empty mask, one transform to the request's time per collection.
 */
const markerWrite = (collections: readonly StampedCollection[], projectId = PROJECT_ID) => ({
  update: {
    name: `projects/${projectId}/databases/(default)/documents/changes/${CHANGES_ID}`,
    fields: {},
  },
  updateMask: { fieldPaths: [] },
  updateTransforms: collections.map((fieldPath) => ({
    fieldPath,
    setToServerValue: 'REQUEST_TIME',
  })),
});

/** REST writes, then the stamp of the public collections they write (if they write any). */
export function stampedWrites<Write extends RestWrite>(writes: Write[], projectId = PROJECT_ID) {
  const collections = writes
    .map((write) => (write.update?.name ?? write.delete ?? '').split('/documents/')[1] ?? '')
    .map((path) => path.split('/')[0] ?? '')
    .filter(isStamped);
  if (collections.length === 0) return writes;
  return [...writes, markerWrite([...new Set(collections)], projectId)];
}
