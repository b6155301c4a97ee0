import { useRef } from 'react';
import { GalleryLink } from '../components/GalleryLink';
import { ShowMoreButton, useMorePages } from '../components/MorePages';
import { PageHeader } from '../components/PageHeader';
import { Spinner } from '../components/Spinner';
import { usePublishedRead, type AsyncData } from '../components/published';
import { SAMPLE_GALLERY } from '../content/images';
import type { GalleryImage, ListPage } from '../domain/types';
import { listGalleryPage } from '../services/gallery';

/** How many images a phone shows before scrolling: two rows of two. */
const FIRST_SCREEN = 4;

/**
 * The width an image of the grid is drawn at: a column of the container's width (Bootstrap's
 * breakpoints: two columns, then three from 768 px, four from 992 px), less the gutter, the
 * link's padding and its border. A browser test holds it to the layout.
 */
const GRID_IMAGE_SIZES =
  '(min-width: 1400px) 300px, (min-width: 1200px) 255px, (min-width: 768px) 210px, ' +
  '(min-width: 576px) 238px, calc(50vw - 32px)';

/** The newest page of the gallery: published with the page, read live once the gallery changed. */
const readNewest = () => listGalleryPage();
const GALLERY = { collections: ['gallery'] } as const;

/**
 * The gallery as a responsive grid, newest first, each image linking to full size: the newest
 * page of entries (GALLERY_PAGE), then a page more at each 'Show more photos'. The five built-in sample
 * images stand in when there are none or the read fails (docs/behaviour.md, Gallery).
 */
export function GalleryPage() {
  const state = usePublishedRead(
    'gallery/newest-page',
    readNewest,
    'Error fetching images',
    GALLERY,
  );
  return (
    <>
      <PageHeader
        title="Gallery"
        subtitle="Moments from the life of the youth of the Archdiocese"
      />
      <div className="container py-5">
        {state.status === 'loading' ? (
          <Spinner />
        ) : (
          <GalleryGrid key={keyOf(newest(state))} newest={newest(state)} />
        )}
      </div>
    </>
  );
}

const EMPTY: ListPage<GalleryImage> = { items: [], next: null };
const newest = (state: AsyncData<ListPage<GalleryImage>>) =>
  state.status === 'ready' ? state.data : EMPTY;
/** A newest page read live after the publish starts the list again (a new key). */
const keyOf = (page: ListPage<GalleryImage>) => page.items.map((image) => image.id).join();

function GalleryGrid({ newest }: { newest: ListPage<GalleryImage> }) {
  const list = useRef<HTMLUListElement>(null);
  const pages = useMorePages(newest, listGalleryPage, list, 'a', 'Error fetching images');
  const images = pages.items.length > 0 ? pages.items : SAMPLE_GALLERY;
  return (
    <>
      <ul ref={list} className="row g-3 list-unstyled gallery-grid">
        {images.map((image, index) => (
          <li key={image.id} className="col-6 col-md-4 col-lg-3">
            <GalleryLink image={image} sizes={GRID_IMAGE_SIZES} first={index < FIRST_SCREEN} />
          </li>
        ))}
      </ul>
      <ShowMoreButton pages={pages} label="Show more photos" />
    </>
  );
}
