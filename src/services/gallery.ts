/** The gallery collection, newest first (docs/behaviour.md, Gallery); writes: records.ts. */
import type { Collection } from '../domain/collections';
import { galleryImageFromFields } from '../domain/recordFields';
import type { GalleryImage } from '../domain/types';
import { runQuery } from './firestoreRest';

export const GALLERY = 'gallery' satisfies Collection;

/** Gallery entries ordered by createdAt descending; `max` limits the read to the newest few. */
export async function listGallery(max?: number): Promise<GalleryImage[]> {
  const documents = await runQuery({
    collection: GALLERY,
    orderBy: ['createdAt', 'desc'],
    limit: max || undefined,
  });
  return documents.map(({ id, fields }) => galleryImageFromFields(id, fields));
}
