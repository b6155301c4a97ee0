/**
 * A programme's photos on its page: 'Photos (N)' and a grid of them, the newest first, a page at a
 * time, each opening the photo viewer; nothing at all while the programme has none. Published with
 * the page (its first page and the count, in one read), read live once the gallery changed.
 */
import { useCallback } from 'react';
import type { Cursor, GalleryImage, ListPage } from '../domain/types';
import { countProgrammePhotos, listProgrammePhotosPage } from '../services/gallery';
import { PhotoGrid } from './PhotoGrid';
import { usePublishedRead } from './published';
import { useWords } from './words';

/** What the page reads of a programme's photos: how many, and the newest page of them. */
export interface ProgrammePhotosRead {
  count: number;
  first: ListPage<GalleryImage>;
}

/** The key of that read (usePublishedRead): one per programme. */
export const programmePhotosReadKey = (programmeId: string) => `programme-photos/${programmeId}`;

/** Both at once: the count and the page are two requests, made side by side. */
export async function readProgrammePhotos(programmeId: string): Promise<ProgrammePhotosRead> {
  const [count, first] = await Promise.all([
    countProgrammePhotos(programmeId),
    listProgrammePhotosPage(programmeId),
  ]);
  return { count, first };
}

/**
 * The width a thumbnail is drawn at on a programme's page, whose column is the screen's width up
 * to 960 px (`.narrow`): two columns, then three from 768 px and four from 992 px, less the
 * container's padding, the gutter, the button's padding and its border. A browser test holds it
 * to the layout.
 */
const PROGRAMME_GRID_SIZES =
  '(min-width: 992px) 210px, (min-width: 768px) calc(33.33vw - 31px), calc(50vw - 32px)';

const GALLERY = { collections: ['gallery'] } as const;

export function ProgrammePhotos({
  programmeId,
  pageUrl,
}: {
  programmeId: string;
  pageUrl: string;
}) {
  const load = useCallback(() => readProgrammePhotos(programmeId), [programmeId]);
  const state = usePublishedRead(
    programmePhotosReadKey(programmeId),
    load,
    'Failed to fetch the photos of the programme',
    GALLERY,
  );
  const readAfter = useCallback(
    (cursor: Cursor) => listProgrammePhotosPage(programmeId, cursor),
    [programmeId],
  );
  const say = useWords();
  if (state.status !== 'ready' || state.data.count === 0) return null;
  const { count, first } = state.data;
  return (
    <section className="programme-photos" aria-labelledby="programme-photos-title">
      <h2 id="programme-photos-title" className="section-title h4">
        {say('Photos ({count})', { count })}
      </h2>
      <PhotoGrid
        first={first}
        total={count}
        readAfter={readAfter}
        sizes={PROGRAMME_GRID_SIZES}
        pageUrl={pageUrl}
      />
    </section>
  );
}
