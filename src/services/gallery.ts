/** The gallery collection, newest first (docs/behaviour.md, Gallery); writes: records.ts. */
import { galleryImageFromFields } from '../domain/recordFields';
import type { GalleryImage } from '../domain/types';
import { runQuery } from './firestoreRest';

/** Gallery entries ordered by createdAt descending; `max` limits the read to the newest few. */
export async function listGallery(max?: number): Promise<GalleryImage[]> {
  const documents = await runQuery({
    collection: 'gallery',
    orderBy: ['createdAt', 'desc'],
    limit: max || undefined,
  });
  return documents.map(({ id, fields }) => galleryImageFromFields(id, fields));
}
