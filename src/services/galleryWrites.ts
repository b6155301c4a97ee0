/**
 * The gallery's writes, for the admin area: an entry added under an id chosen before its upload (so
 * that a retry never stores it twice), photos moved to another programme or to none in paced
 * batches, and a programme deleted with its photos (kept in the general gallery or trashed too).
 * Built on the generic writes of records.ts; the public pages read the gallery through gallery.ts
 * and never load this one.
 */
import {
  Timestamp,
  collection,
  deleteField,
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore/lite';
import type { Collection } from '../domain/collections';
import { galleryImageFields, galleryImageFromFields } from '../domain/recordFields';
import type { GalleryImage, GalleryImageInput } from '../domain/types';
import { db } from './firebase';
import { addRecord, deleteProgramme, readRecords, signature } from './records';
import { pacedCommits, stampChanges } from './stamps';
import { storedFields } from './storedFields';
import { moveAllToTrash, moveToTrash, TRASH_BATCH } from './trash';

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
function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    chunks.push(items.slice(start, start + size));
  return chunks;
}

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
