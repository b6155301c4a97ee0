/** The gallery collection, newest first (docs/behaviour.md, Gallery). */
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore/lite';
import { db } from './firebase';
import type { GalleryImage, GalleryImageInput } from '../domain/types';
import type { DocMap } from '../domain/validation';
import { stringOrEmpty } from './decode';

export const DEFAULT_GALLERY_TITLE = 'Gallery Image';

/** Gallery entries ordered by createdAt descending; `max` limits the read to the newest few. */
export async function listGallery(max?: number): Promise<GalleryImage[]> {
  const newestFirst = query(
    collection(db, 'gallery'),
    orderBy('createdAt', 'desc'),
    ...(max ? [limit(max)] : []),
  );
  const snapshot = await getDocs(newestFirst);
  return snapshot.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      title: stringOrEmpty(data.title) || DEFAULT_GALLERY_TITLE,
      imageUrl: stringOrEmpty(data.imageUrl),
      fileName: stringOrEmpty(data.fileName),
      ...(typeof data.thumbUrl === 'string' ? { thumbUrl: data.thumbUrl } : {}),
      ...(typeof data.thumbFileName === 'string' ? { thumbFileName: data.thumbFileName } : {}),
      createdAt: data.createdAt instanceof Timestamp ? data.createdAt.toDate() : null,
    };
  });
}

/**
 * Adds an entry; a blank title becomes 'Gallery Image'. It is dated by Firestore's own clock, since
 * the rules refuse a date in the future and an administrator's computer may run ahead; a restore
 * passes the entry's original date.
 */
export async function addGalleryImage(input: GalleryImageInput, createdAt?: Date) {
  const ref = await addDoc(collection(db, 'gallery'), {
    ...input,
    title: input.title.trim() || DEFAULT_GALLERY_TITLE,
    createdAt: createdAt ? Timestamp.fromDate(createdAt) : serverTimestamp(),
  });
  return ref.id;
}

export async function deleteGalleryImage(id: string) {
  await deleteDoc(doc(db, 'gallery', id));
}

/**
 * Writes a whole gallery entry under its own id, as a backup holds it, with its original date
 * (a Date, stored as a timestamp): created when missing, replaced when present (the screens never
 * edit an entry; the rules let an owner restoring a backup replace one).
 */
export async function restoreGalleryImage(id: string, fields: DocMap) {
  await setDoc(doc(db, 'gallery', id), fields);
}
