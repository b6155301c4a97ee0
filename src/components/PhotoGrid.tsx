/**
 * A list of photos read in pages, as a grid of thumbnails, each a button that opens the photo
 * viewer there ('Open photo 3 of 42: {title}'), or with `linked` a link to the image that opens
 * the viewer once the page's scripts run (GalleryLink); 'Show more photos' reads a page more. The viewer's
 * code is fetched when a visitor first opens a photo (`npm run budget` holds its chunk to its own
 * budget, outside the page's), and focus returns to the thumbnail that opened it when it closes.
 */
import { Suspense, lazy, useEffect, useEffectEvent, useRef, useState } from 'react';
import { photoTitleIn } from '../domain/shownText';
import type { ThumbnailCopies } from '../domain/published';
import type { Cursor, GalleryImage, ListPage } from '../domain/types';
import { GalleryLink, PhotoThumbnail } from './GalleryLink';
import { ShowMoreButton, useMorePages } from './MorePages';
import { useHydrated } from './published';
import { useLanguage, useWords } from './words';

const PhotoViewer = lazy(() =>
  import('./PhotoViewer').then(({ PhotoViewer }) => ({ default: PhotoViewer })),
);

/** The thumbnails' buttons (or links), in the items' order. */
const THUMBNAILS = '.photo-open';

const NO_COPIES: ThumbnailCopies = {};

/** The publish's copy of a photo's thumbnail for phones, where it made one of its thumbnail. */
const copyOf = (copies: ThumbnailCopies, photo: GalleryImage) =>
  photo.thumbUrl && Object.hasOwn(copies, photo.thumbUrl) ? copies[photo.thumbUrl] : undefined;

export function PhotoGrid({
  first,
  total,
  readAfter,
  sizes,
  pageUrl,
  eager = 0,
  linked = false,
  copies = NO_COPIES,
}: {
  /** The first page of the list, as published or read. */
  first: ListPage<GalleryImage>;
  /** How many photos the list holds in all; null where they are not counted (the whole gallery). */
  total: number | null;
  /** Reads the page after a cursor. */
  readAfter: (cursor: Cursor) => Promise<ListPage<GalleryImage>>;
  /** The width a thumbnail is drawn at, for `sizes` (a browser test holds it to the layout). */
  sizes: string;
  /** The page's address, which a request to remove a photo names. */
  pageUrl: string;
  /** How many thumbnails are in the page's first screen: they load at once, the others lazily. */
  eager?: number;
  /**
   * Thumbnails that link to their image (a page published for visitors without scripts too),
   * each loaded as the browser sees fit, rather than buttons that wait for the page's scripts.
   */
  linked?: boolean;
  /** The publish's copies of the thumbnails for phones, by thumbnail (photoSrcSet). */
  copies?: ThumbnailCopies;
}) {
  const area = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState<number | null>(null);
  /** The photo that opened the viewer, by id: the list may have changed when it closes. */
  const opener = useRef<string | null>(null);
  // A newer list (read live after the publish) is taken once no photo is open, so that the
  // photos do not change under the viewer.
  const [held, setHeld] = useState({ first, total });
  if (shown === null && (held.first !== first || held.total !== total)) setHeld({ first, total });
  const pages = useMorePages(held.first, readAfter, list, THUMBNAILS, 'Error fetching images');
  const photos = pages.items;
  const count = held.total === null ? null : Math.max(held.total, photos.length);
  const hydrated = useHydrated();
  const say = useWords();
  // A photo's title, its alternative text, in the page's language where the team gave it.
  const language = useLanguage();

  // Back from the viewer: focus returns to the thumbnail that opened it, wherever it is now.
  const focusOpener = useEffectEvent(() => {
    const at = photos.findIndex((photo) => photo.id === opener.current);
    opener.current = null;
    if (at >= 0) area.current?.querySelectorAll<HTMLElement>(THUMBNAILS)[at]?.focus();
  });
  useEffect(() => {
    if (shown === null && opener.current !== null) focusOpener();
  }, [shown]);

  const open = (index: number) => {
    opener.current = photos[index]?.id ?? null;
    setShown(index);
  };
  return (
    <div ref={area}>
      {/* While the viewer is open, the pages it reads do not take the focus from it (a list
          without its element focuses nothing). */}
      <ul ref={shown === null ? list : undefined} className="row g-3 list-unstyled gallery-grid">
        {photos.map((photo, index) => {
          const title = photoTitleIn(photo, language);
          const label =
            count === null
              ? say('Open photo {k}: {title}', { k: index + 1, title: title.text })
              : say('Open photo {k} of {n}: {title}', {
                  k: index + 1,
                  n: count,
                  title: title.text,
                });
          // A thumbnail below the first screen is an empty frame of its shape until the page is
          // taken over: a browser fetches lazy images well before they come into view, so they
          // would share a phone's connection with the first screen's pictures (on a programme's
          // page, its poster, the page's largest element). The frame is an element of its own,
          // not a `data:` picture, which Lighthouse's simulation counts as one more request. A
          // linked thumbnail keeps its picture inside the frame for browsers without scripts.
          const lazy = index >= eager;
          if (linked)
            return (
              <li key={photo.id} className="col-6 col-md-4 col-lg-3">
                <GalleryLink
                  image={photo}
                  sizes={sizes}
                  first={!lazy}
                  waiting={lazy && !hydrated}
                  open={{ label, onOpen: () => open(index) }}
                  phoneCopy={copyOf(copies, photo)}
                />
              </li>
            );
          return (
            <li key={photo.id} className="col-6 col-md-4 col-lg-3">
              <button
                type="button"
                className="gallery-link photo-open"
                aria-label={label}
                onClick={() => open(index)}
              >
                {lazy && !hydrated ? (
                  <span className="photo-waiting" />
                ) : (
                  <PhotoThumbnail
                    image={photo}
                    sizes={sizes}
                    phoneCopy={copyOf(copies, photo)}
                    eager={!lazy}
                  />
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <ShowMoreButton pages={pages} label="Show more photos" />
      {shown !== null && (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            total={count}
            index={shown}
            onIndex={setShown}
            loadMore={pages.showMore}
            hasMore={pages.hasMore}
            loadFailed={pages.status === 'failed'}
            onClose={() => setShown(null)}
            pageUrl={pageUrl}
          />
        </Suspense>
      )}
    </div>
  );
}
