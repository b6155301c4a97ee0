/**
 * The publish's copies of the gallery's thumbnails for phones (publish/publishThumbnails.ts):
 * each thumbnail of the gallery's newest page, 320 px wide, on the site's own origin. A phone's
 * column of the grid is about 150–175 px wide, so at density 2 a copy of 320 px fills it, at a
 * third to a half of the bytes of the upload's 480 px thumbnail, and the first screen's pictures
 * each arrive in a slow connection's first round trip. The page offers the copy first in `srcset`
 * (photoSrcSet), where it is a copy of the thumbnail the photo has now.
 */

/** The width of a thumbnail's copy for phones, in pixels. */
export const PHONE_THUMB_WIDTH = 320;

/**
 * The copies a publish made, by the address of the thumbnail each copies (a photo's `thumbUrl`):
 * the copy's address on the site ('/images/thumbs/….webp'). A photo added or replaced since the
 * publish has another thumbUrl, so no copy.
 */
export type ThumbnailCopies = Readonly<Record<string, string>>;

/** The published reads of the gallery page: its newest page of photos, and their copies. */
export const GALLERY_READS = {
  newest: 'gallery/newest-page',
  thumbnailCopies: 'gallery/thumbnail-copies',
} as const;
