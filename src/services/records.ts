/**
 * Writing records of any collection of the table (src/domain/collections.ts), and reading whole
 * collections as stored: what the admin screens, the dashboard, the backup and the seed share.
 * How a record is stamped follows its collection's entry: an ISO `createdAt` from this device's
 * clock and a new `updatedAt` on every edit, or a `createdAt` of the server's clock (the gallery,
 * whose order the rules protect from a device running ahead); a signed collection's record also
 * says who wrote it (createdBy, updatedBy: the signed-in uid). Deleting moves a record to the
 * Trash (trash.ts). Dates (Date) are stored as timestamps. The public pages read through the
 * collections' own modules and never load this one.
 */
import {
  Timestamp,
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import {
  COLLECTIONS,
  type Collection,
  type RecordFilter,
  type StoredRecord,
} from '../domain/collections';
import {
  galleryImageFields,
  galleryImageFromFields,
  programmeFields,
} from '../domain/recordFields';
import type { DocMap } from '../domain/schema';
import type {
  GalleryImage,
  GalleryImageInput,
  MemberInput,
  MessageInput,
  MessageKind,
  ProgrammeInput,
} from '../domain/types';
import { signedInUid } from './auth';
import { db } from './firebase';
import { messageCollection, messageKindFields } from '../domain/messageKinds';
import { sortYearOf } from '../domain/messages';
import { pacedCommits, stampChanges } from './stamps';
import { storedFields, storedFieldsExactly } from './storedFields';
import { moveAllToTrash, moveToTrash, TRASH_BATCH } from './trash';

export { moveToTrash };

/** Whether the collection's records are dated by the server's clock rather than the device's. */
const datedByServer = (name: Collection) =>
  COLLECTIONS[name].fields.createdAt?.type === 'timestamp';

/**
 * Who makes a write, where the collection's records say it: `{ createdBy: uid }` on an add,
 * `{ updatedBy: uid }` on an edit, with the signed-in person's uid. Nothing when the collection is
 * not signed or has no such field, or nobody is signed in (the rules then refuse the write).
 */
async function signature(name: Collection, field: 'createdBy' | 'updatedBy'): Promise<DocMap> {
  const { signed, fields } = COLLECTIONS[name];
  if (!signed || !Object.hasOwn(fields, field)) return {};
  const uid = await signedInUid();
  return uid ? { [field]: uid } : {};
}

/**
 * Adds a record with a new id and returns it, signed by the person adding it. It is dated `now`
 * (a seed passes the date its content was written); a collection dated by the server gets the
 * server's time unless `now` is given.
 */
export async function addRecord(name: Collection, fields: DocMap, now?: Date): Promise<string> {
  const createdAt = datedByServer(name)
    ? now
      ? Timestamp.fromDate(now)
      : serverTimestamp()
    : (now ?? new Date()).toISOString();
  const signed = await signature(name, 'createdBy');
  const ref = doc(collection(db, name));
  const batch = writeBatch(db);
  batch.set(ref, { ...fields, ...signed, createdAt });
  stampChanges(batch, [name]);
  await batch.commit();
  return ref.id;
}

/**
 * Changes the given fields of a record, sets its new updatedAt and signs the edit; the others
 * (createdBy among them) stay.
 */
export async function updateRecord(
  name: Collection,
  id: string,
  fields: DocMap,
  now: Date = new Date(),
): Promise<void> {
  const signed = await signature(name, 'updatedBy');
  const batch = writeBatch(db);
  batch.update(doc(db, name, id), { ...fields, ...signed, updatedAt: now.toISOString() });
  stampChanges(batch, [name]);
  await batch.commit();
}

/**
 * Writes a whole record under its own id, as a backup holds it: created when missing, replaced
 * when present, in one write (the rules judge a replacement as an update).
 */
export async function writeRecord(name: Collection, id: string, fields: DocMap): Promise<void> {
  await writeRecords([{ collection: name, id, fields }]);
}

/**
 * Writes several whole records in one commit, as writeRecord does each: all of them or none. The
 * change marker is stamped once for them all, so a restore of thousands of records stamps it once
 * a commit rather than once a record.
 */
export async function writeRecords(records: readonly StoredRecord[]): Promise<void> {
  const batch = writeBatch(db);
  for (const { collection: name, id, fields } of records) batch.set(doc(db, name, id), fields);
  stampChanges(
    batch,
    records.map((r) => r.collection),
  );
  await batch.commit();
}

/**
 * Every record of a collection as stored, or only those whose `where.field` holds `where.equals`
 * (an admin screen's records). `exactly` (a backup): a value of a kind the site never writes fails
 * the read; otherwise it reads as null.
 */
export async function readRecords(
  name: Collection,
  { exactly = false, where: only }: { exactly?: boolean; where?: RecordFilter } = {},
): Promise<StoredRecord[]> {
  const records = collection(db, name);
  const snapshot = await getDocs(
    only ? query(records, where(only.field, '==', only.equals)) : records,
  );
  return snapshot.docs.map((d) => ({
    collection: name,
    id: d.id,
    fields: exactly ? storedFieldsExactly(d.data(), d.ref.path) : storedFields(d.data()),
  }));
}

// ---------------------------------------------------------------------------------------------
// The records of the admin screens, by kind. Deleting one moves it to the Trash and resolves with
// its trash item, which restoreFromTrash (trash.ts) puts back: the screens' Undo.

/**
 * An edit's fields: an image URL only when a new image was saved ('' means "keep the stored
 * one"), so that an edit without a new picture never removes the old.
 */
function editOf<I extends { imageUrl: string }>({ imageUrl, ...rest }: I): DocMap {
  return { ...rest, ...(imageUrl ? { imageUrl } : {}) } as DocMap;
}

export const addMember = (input: MemberInput, now?: Date) =>
  addRecord('members', { ...input }, now);
export const updateMember = (id: string, input: MemberInput, now?: Date) =>
  updateRecord('members', id, editOf(input), now);
export const deleteMember = (id: string) => moveToTrash('members', id);

/** A message's stored fields besides the form's: its office bearer, and its sortYear. */
const messageExtras = (kind: MessageKind, input: MessageInput) => ({
  ...messageKindFields(kind),
  sortYear: sortYearOf(input.year),
});

export const addMessage = (kind: MessageKind, input: MessageInput, now?: Date) =>
  addRecord(messageCollection(kind), { ...input, ...messageExtras(kind, input) }, now);
export const updateMessage = (kind: MessageKind, id: string, input: MessageInput, now?: Date) =>
  updateRecord(
    messageCollection(kind),
    id,
    { ...editOf(input), ...messageExtras(kind, input) },
    now,
  );
export const deleteMessage = (kind: MessageKind, id: string) =>
  moveToTrash(messageCollection(kind), id);

/** Adding a gallery entry under a chosen id is refused: an entry with that id is stored. */
export class GalleryImageExistsError extends Error {
  constructor(readonly id: string) {
    super(`A gallery entry with the id ${id} is stored already.`);
    this.name = 'GalleryImageExistsError';
  }
}

const GALLERY = 'gallery' satisfies Collection;

/**
 * A new gallery entry's id, chosen before its upload: a retry after an answer that never came
 * reads the entry first (readGalleryImage), so that nothing is stored twice.
 */
export const newGalleryImageId = (): string => doc(collection(db, GALLERY)).id;

/**
 * Adds a gallery entry, dated by the server's clock unless `createdAt` is given, signed by the
 * person adding it, and resolves with its id. With `id` it creates that very document, in a
 * transaction that reads it first: it rejects with GalleryImageExistsError when one is stored
 * (the write is a create, never a replacement).
 */
export async function addGalleryImage(
  input: GalleryImageInput,
  { id, createdAt }: { id?: string; createdAt?: Date } = {},
): Promise<string> {
  if (id === undefined) return addRecord(GALLERY, galleryImageFields(input), createdAt);
  const signed = await signature(GALLERY, 'createdBy');
  const ref = doc(db, GALLERY, id);
  await runTransaction(db, async (transaction) => {
    if ((await transaction.get(ref)).exists()) throw new GalleryImageExistsError(id);
    transaction.set(ref, {
      ...galleryImageFields(input),
      ...signed,
      createdAt: createdAt ? Timestamp.fromDate(createdAt) : serverTimestamp(),
    });
    stampChanges(transaction, [GALLERY]);
  });
  return id;
}

/** A gallery entry as stored, or null when there is none with this id. */
export async function readGalleryImage(id: string): Promise<GalleryImage | null> {
  const snapshot = await getDoc(doc(db, GALLERY, id));
  const data = snapshot.data();
  return data ? galleryImageFromFields(id, storedFields(data)) : null;
}

export const deleteGalleryImage = (id: string) => moveToTrash(GALLERY, id);

/**
 * How many photos one commit moves to another programme. Each is an update of its programmeId
 * alone, for which the rules look up the writer's team document and the programme once for the
 * whole commit, however many photos it moves (Google's engine took 600 in one write, measured):
 * the bound is Firestore's 500 writes a commit, the change marker's stamp among them. 100 keeps a
 * commit small on a slow connection; sixty photos are one commit.
 */
export const MOVE_BATCH = 100;

/**
 * Moves photos to a programme (`programmeId`), or to none (null: the general gallery), changing
 * nothing else of them: MOVE_BATCH a commit, each stamping the change marker, a commit at most
 * every MARKER_PACE_MS. `onProgress` hears how many are moved after each commit. Rejects at the
 * first commit refused (a photo deleted meanwhile, a programme that does not exist); the commits
 * before it stay made, so moving the rest again finishes the job.
 */
export async function movePhotos(
  ids: readonly string[],
  programmeId: string | null,
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  const chunks = chunksOf(ids, MOVE_BATCH);
  let done = 0;
  await pacedCommits(chunks.length, async (index) => {
    const chunk = chunks[index] ?? [];
    const batch = writeBatch(db);
    for (const id of chunk)
      batch.update(doc(db, GALLERY, id), { programmeId: programmeId ?? deleteField() });
    stampChanges(batch, [GALLERY]);
    await batch.commit();
    done += chunk.length;
    onProgress?.(done, ids.length);
  });
}

/** `items` cut into runs of at most `size`, in order. */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    chunks.push(items.slice(start, start + size));
  return chunks;
}

export const addProgramme = (input: ProgrammeInput, now?: Date) =>
  addRecord('events', programmeFields(input), now);
export const updateProgramme = (id: string, input: ProgrammeInput, now?: Date) =>
  updateRecord('events', id, editOf(programmeFields(input)), now);
export const deleteProgramme = (id: string) => moveToTrash('events', id);

/** The ids of the photos that belong to a programme, as stored now. */
export async function programmePhotoIds(programmeId: string): Promise<string[]> {
  const photos = await readRecords(GALLERY, {
    where: { field: 'programmeId', equals: programmeId },
  });
  return photos.map(({ id }) => id);
}

/** What becomes of a deleted programme's photos: kept in the general gallery, or trashed too. */
export type ProgrammePhotos = 'keep' | 'trash';

/**
 * Deletes a programme with its photos: first the photos, detached from it ('keep': they stay in
 * the general gallery) or moved to the Trash ('trash'), in paced batches, then the programme to
 * the Trash. `onProgress` hears how many photos are done of how many. Interrupted (the connection
 * lost, a refusal), it rejects and leaves the programme with the photos not yet done: running it
 * again finishes the job. Photos added to the programme meanwhile are done too: the programme's
 * photos are read again until none is left.
 */
export async function deleteProgrammeWithPhotos(
  id: string,
  photos: ProgrammePhotos,
  onProgress?: (done: number, total: number) => void,
) {
  let done = 0;
  let total = 0;
  for (let ids = await programmePhotoIds(id); ids.length > 0; ids = await programmePhotoIds(id)) {
    total = done + ids.length;
    const before = done;
    const progress = (moved: number) => {
      done = before + moved;
      onProgress?.(done, total);
    };
    if (photos === 'keep') await movePhotos(ids, null, progress);
    else {
      const chunks = chunksOf(ids, TRASH_BATCH);
      let moved = 0;
      await pacedCommits(chunks.length, async (index) => {
        const chunk = chunks[index] ?? [];
        await moveAllToTrash(GALLERY, chunk);
        moved += chunk.length;
        progress(moved);
      });
    }
  }
  return deleteProgramme(id);
}
