import type { MouseEvent } from 'react';
import { GALLERY_THUMB_SIZE, type SampleGalleryImage } from '../content/images';
import { GALLERY_COPY_SIDES, PHONE_THUMB_WIDTH } from '../domain/limits';
import { photoTitleIn } from '../domain/shownText';
import type { GalleryImage } from '../domain/types';
import { useLanguage, useWords } from './words';

const isSample = (image: GalleryImage): image is SampleGalleryImage => 'thumbWidth' in image;

/**
 * The copies of a gallery image for `srcset`, each at the width the upload makes it (a built-in
 * sample says its own), after the publish's copy of its thumbnail for phones where there is one
 * (`phoneCopy`, PHONE_THUMB_WIDTH wide); undefined for an entry with no small copy (the full
 * image alone).
 */
export function photoSrcSet(image: GalleryImage, phoneCopy?: string): string | undefined {
  // A built-in sample says its own widths; a stored photo's copies are at most the upload's.
  const widths = isSample(image)
    ? { thumb: image.thumbWidth, full: image.width }
    : GALLERY_COPY_SIDES;
  return image.thumbUrl
    ? [
        ...(phoneCopy ? [`${phoneCopy} ${PHONE_THUMB_WIDTH}w`] : []),
        `${image.thumbUrl} ${widths.thumb}w`,
        ...(image.mediumUrl ? [`${image.mediumUrl} ${GALLERY_COPY_SIDES.medium}w`] : []),
        `${image.imageUrl} ${widths.full}w`,
      ].join(', ')
    : undefined;
}

/**
 * A gallery image's thumbnail: the copy `sizes` and the screen's density call for (photoSrcSet,
 * with the publish's copy for phones, `phoneCopy`), its title as its alternative text in the
 * page's language, at the thumbnails' shape. `eager`: in the page's first screen, so loaded at
 * once (with `first`, before the page's other pictures); the others wait until they come near.
 */
export function PhotoThumbnail({
  image,
  sizes,
  phoneCopy,
  eager,
  first = false,
}: {
  image: GalleryImage;
  sizes: string;
  phoneCopy?: string;
  eager: boolean;
  first?: boolean;
}) {
  const srcSet = photoSrcSet(image, phoneCopy);
  const title = photoTitleIn(image, useLanguage());
  return (
    <img
      src={image.thumbUrl || image.imageUrl}
      srcSet={srcSet}
      sizes={srcSet && sizes}
      alt={title.text}
      lang={title.lang}
      width={GALLERY_THUMB_SIZE.width}
      height={GALLERY_THUMB_SIZE.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
    />
  );
}

/** A click that asks for a new tab or window, or a download, which the browser keeps. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * A bordered gallery image linking to the full-size image in a new tab, so the visitor keeps their
 * place; the alt text is the image's title. With `open` (a list that has the photo viewer), a
 * click, a tap or Enter opens the photo there instead, and the link is named `label`; the link
 * still leads to the image where the page's scripts have not run, and for a click that asks for a
 * new tab. Where there is a small copy the browser chooses
 * between it, the publish's copy of it for phones (when there is one), the medium-size copy (when
 * the entry has one) and the full image by `sizes`, the
 * width the image is drawn at (each list says its own), and the screen's pixel density; each copy
 * is described at the width the upload makes it, the most it can be. `first`: it is in the
 * first screen of the page, so it loads at once, first (the others wait until they come near).
 * `waiting`: below a phone's first screen in a page not yet taken over, it is an empty frame of
 * its shape, the thumbnail inside it for browsers without scripts only.
 */
export function GalleryLink({
  image,
  sizes,
  first = false,
  waiting = false,
  open,
  phoneCopy,
}: {
  image: GalleryImage;
  sizes: string;
  first?: boolean;
  waiting?: boolean;
  open?: { label: string; onOpen: () => void };
  /** The publish's copy of its thumbnail for phones, where there is one (photoSrcSet). */
  phoneCopy?: string;
}) {
  const say = useWords();
  const thumbnail = (
    <PhotoThumbnail image={image} sizes={sizes} phoneCopy={phoneCopy} eager={first} first={first} />
  );
  return (
    <a
      className={open ? 'gallery-link photo-open' : 'gallery-link'}
      href={image.imageUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={open?.label}
      aria-haspopup={open ? 'dialog' : undefined}
      onClick={
        open &&
        ((event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          open.onOpen();
        })
      }
    >
      {waiting ? (
        <span className="photo-waiting">
          <noscript>{thumbnail}</noscript>
        </span>
      ) : (
        thumbnail
      )}
      {!open && (
        <span className="visually-hidden"> {say('(opens the full image in a new tab)')}</span>
      )}
    </a>
  );
}
