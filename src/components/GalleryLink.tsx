import { GALLERY_THUMB_SIZE } from '../content/images';
import type { GalleryImage } from '../domain/types';

/**
 * A bordered gallery image linking to the full-size image in a new tab, so the visitor keeps their
 * place. It shows the small copy when there is one; the alt text is the image's title. `first`:
 * it is in the first screen of the page, so it loads at once, first (the others wait until they
 * come near).
 */
export function GalleryLink({ image, first = false }: { image: GalleryImage; first?: boolean }) {
  return (
    <a className="gallery-link" href={image.imageUrl} target="_blank" rel="noopener noreferrer">
      <img
        src={image.thumbUrl || image.imageUrl}
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
