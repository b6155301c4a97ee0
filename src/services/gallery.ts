/** The gallery collection, newest first (docs/behaviour.md, Gallery); writes: records.ts. */
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import type { Collection } from '../domain/collections';
import { galleryImageFromFields } from '../domain/recordFields';
import type { GalleryImage } from '../domain/types';
import { db } from './firebase';
import { storedFields } from './storedFields';

export const GALLERY = 'gallery' satisfies Collection;

/** Gallery entries ordered by createdAt descending; `max` limits the read to the newest few. */
export async function listGallery(max?: number): Promise<GalleryImage[]> {
  const newestFirst = query(
    collection(db, GALLERY),
    orderBy('createdAt', 'desc'),
    ...(max ? [limit(max)] : []),
  );
  const snapshot = await getDocs(newestFirst);
  return snapshot.docs.map((d) => galleryImageFromFields(d.id, storedFields(d.data())));
}
