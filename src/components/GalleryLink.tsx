import { GALLERY_SIZE, GALLERY_THUMB_SIZE } from '../content/images';
import type { GalleryImage } from '../domain/types';

/**
 * A bordered gallery image linking to the full-size image in a new tab, so the visitor keeps their
 * place; the alt text is the image's title. Where there is a small copy the browser chooses
 * between it and the full image by `sizes`, the width the image is drawn at (each list says its
 * own), and the screen's pixel density; the full image is described at the width uploads are made
 * to, the most it can be. `first`: it is in the first screen of the page, so it loads at once,
 * first (the others wait until they come near).
 */
export function GalleryLink({
  image,
  sizes,
  first = false,
}: {
  image: GalleryImage;
  sizes: string;
  first?: boolean;
}) {
  const srcSet = image.thumbUrl
    ? `${image.thumbUrl} ${GALLERY_THUMB_SIZE.width}w, ${image.imageUrl} ${GALLERY_SIZE.width}w`
    : undefined;
  return (
    <a className="gallery-link" href={image.imageUrl} target="_blank" rel="noopener noreferrer">
      <img
        src={image.thumbUrl || image.imageUrl}
        srcSet={srcSet}
        sizes={srcSet && sizes}
        alt={image.title}
        width={GALLERY_THUMB_SIZE.width}
        height={GALLERY_THUMB_SIZE.height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
      />
      <span className="visually-hidden"> (opens the full image in a new tab)</span>
    </a>
  );
}
