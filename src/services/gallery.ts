/** The gallery collection, newest first (docs/behaviour.md, Gallery); writes: galleryWrites.ts. */
import { galleryImageFromFields } from '../domain/recordFields';
import type { Cursor, GalleryImage, ListPage } from '../domain/types';
import { countDocuments, runPageQuery, runQuery } from './firestoreRest';

/** How many photos a page of the gallery holds. */
export const GALLERY_PAGE = 24;

/** Gallery entries ordered by createdAt descending; `max` limits the read to the newest few. */
export async function listGallery(max?: number): Promise<GalleryImage[]> {
  const documents = await runQuery({
    collection: 'gallery',
    orderBy: ['createdAt', 'desc'],
    limit: max || undefined,
  });
  return documents.map(({ id, fields }) => galleryImageFromFields(id, fields));
}

/**
 * A page of the gallery, newest first: the `size` entries after `after` (the cursor of the page
 * before; from the newest without one), and the cursor of the next page.
 */
export function listGalleryPage(
  after: Cursor | null = null,
  size: number = GALLERY_PAGE,
): Promise<ListPage<GalleryImage>> {
  return runPageQuery(
    { collection: 'gallery', orderBy: ['createdAt', 'desc'], ...(after && { startAfter: after }) },
    size,
    ({ id, fields }) => galleryImageFromFields(id, fields),
  );
}

/** The photos of a programme, newest first (the composite index gallery: programmeId, createdAt). */
const programmePhotos = (programmeId: string) =>
  ({
    collection: 'gallery',
    where: ['programmeId', '==', programmeId],
    orderBy: ['createdAt', 'desc'],
  }) as const;

/**
 * A page of a programme's photos, newest first: the `size` after `after` (the cursor of the page
 * before; from the newest without one), and the cursor of the next page.
 */
export function listProgrammePhotosPage(
  programmeId: string,
  after: Cursor | null = null,
  size: number = GALLERY_PAGE,
): Promise<ListPage<GalleryImage>> {
  return runPageQuery(
    { ...programmePhotos(programmeId), ...(after && { startAfter: after }) },
    size,
    ({ id, fields }) => galleryImageFromFields(id, fields),
  );
}

/** How many photos a programme has (a count query: one read per thousand photos). */
export function countProgrammePhotos(programmeId: string): Promise<number> {
  return countDocuments(programmePhotos(programmeId));
}
