/** What the page and the resizing worker say to each other (resizeWorker.ts, resizePhoto.ts). */
import { WEB_IMAGE_MAX } from '../flow/imageSizes';

/** The longest sides of a gallery photo's copies: the image, its medium copy, its thumbnail. */
export const GALLERY_SIDES = [
  WEB_IMAGE_MAX.gallery,
  WEB_IMAGE_MAX.galleryMedium,
  WEB_IMAGE_MAX.galleryThumb,
] as const;

/** One photo to resize. */
export interface ResizeRequest {
  file: Blob;
}

/** A photo's copies and the full image's size in pixels, or why it could not be resized. */
export type ResizeAnswer =
  | { ok: true; full: Blob; medium: Blob; thumb: Blob; width: number; height: number }
  | { ok: false; unreadable: boolean; reason: string };
