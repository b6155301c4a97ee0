import { GALLERY_THUMB_SIZE } from '../content/images';
import type { GalleryImage } from '../domain/types';

/**
 * A bordered gallery image linking to the full-size image in a new tab, so the visitor keeps their
 * place. It shows the small copy when there is one; the alt text is the image's title.
 */
export function GalleryLink({ image }: { image: GalleryImage }) {
  return (
    <a className="gallery-link" href={image.imageUrl} target="_blank" rel="noopener noreferrer">
      <img
        src={image.thumbUrl || image.imageUrl}
        alt={image.title}
        width={GALLERY_THUMB_SIZE.width}
        height={GALLERY_THUMB_SIZE.height}
        loading="lazy"
        decoding="async"
      />
      <span className="visually-hidden"> (opens the full image in a new tab)</span>
    </a>
  );
}
