/**
 * The publish's copies of the gallery's thumbnails for phones (PHONE_THUMB_WIDTH, ThumbnailCopies):
 * each thumbnail of the gallery's newest page, the page a visitor's first screen of the gallery
 * shows, is fetched from Storage and written into the built site under /images/thumbs/ as a WebP
 * PHONE_THUMB_WIDTH px wide, named by a hash of the thumbnail's bytes. The copies come from the
 * site's own origin (no other origin to connect to, firebase.json's caching of /images) and are
 * small enough that each arrives in a slow connection's first round trip.
 *
 * A copy saves bytes; it is not the photo. A thumbnail that cannot be fetched, or is not an
 * image sharp can read, gets none (a warning names it), and its photo shows the stored
 * thumbnail as before; so does one already at most PHONE_THUMB_WIDTH wide.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { LIMITS, PHONE_THUMB_WIDTH } from '../src/domain/limits.ts';
import type { ThumbnailCopies } from '../src/domain/published.ts';
import type { GalleryImage } from '../src/domain/types.ts';
import { downloadFile } from './downloadFile.ts';
import { eachAtOnce } from './eachAtOnce.ts';

/** Where the copies go, under the built site's folder, and their address on the site. */
const FOLDER = ['images', 'thumbs'] as const;
const URL_PATH = `/${FOLDER.join('/')}`;

/** How many thumbnails are fetched and encoded at once. */
const AT_ONCE = 4;

/** The WebP quality of a copy: the quality the upload makes the thumbnail at. */
const WEBP_QUALITY = 82;

/** What became of the thumbnails: the copies, and those without one that should have had one. */
export interface PublishedThumbnails {
  copies: ThumbnailCopies;
  /** Their photos show the stored thumbnail. */
  skipped: { image: Pick<GalleryImage, 'id' | 'title'>; reason: string }[];
}

/** The copy of a thumbnail's bytes for phones, or null when it is no wider than that already. */
async function phoneCopyOf(bytes: Uint8Array): Promise<Buffer | null> {
  if (bytes.length === 0 || bytes.length > LIMITS.maxImageBytes)
    throw new Error(`it weighs ${(bytes.length / 1024).toFixed(1)} KB`);
  // failOn 'error': a file that only starts like an image is not one.
  const image = sharp(bytes, { failOn: 'error', animated: false });
  const { width = 0 } = await image.metadata();
  if (width <= PHONE_THUMB_WIDTH) return null;
  return image.resize({ width: PHONE_THUMB_WIDTH }).webp({ quality: WEBP_QUALITY }).toBuffer();
}

/**
 * Copies the thumbnail of each image that has one into `outDir/images/thumbs/` at
 * PHONE_THUMB_WIDTH px wide; resolves with the copies by thumbnail address, and the thumbnails
 * that could not be fetched or read.
 */
export async function publishThumbnails(
  images: readonly GalleryImage[],
  outDir: string,
  fetchFile: typeof fetch = fetch,
): Promise<PublishedThumbnails> {
  const folder = path.join(outDir, ...FOLDER);
  const copies: Record<string, string> = {};
  const skipped: PublishedThumbnails['skipped'] = [];
  const withThumbnail = images.filter((image) => image.thumbUrl);
  if (withThumbnail.length > 0) await mkdir(folder, { recursive: true });
  // Thumbnails of the same bytes (one picture uploaded twice) are encoded and written once.
  const encoded = new Map<string, Promise<Buffer | null>>();
  await eachAtOnce(withThumbnail, AT_ONCE, async (image) => {
    const thumbUrl = image.thumbUrl ?? '';
    const fetched = await downloadFile(thumbUrl, fetchFile);
    if ('reason' in fetched) {
      skipped.push({ image, reason: fetched.reason });
      return;
    }
    const name = createHash('sha256').update(fetched.bytes).digest('hex').slice(0, 16);
    const known = encoded.get(name);
    const encoding = known ?? phoneCopyOf(fetched.bytes);
    if (!known) encoded.set(name, encoding);
    let copy: Buffer | null;
    try {
      copy = await encoding;
    } catch (error) {
      skipped.push({ image, reason: `not a readable image: ${(error as Error).message}` });
      return;
    }
    if (!copy) return;
    const file = `${name}-${PHONE_THUMB_WIDTH}.webp`;
    if (!known) await writeFile(path.join(folder, file), copy);
    copies[thumbUrl] = `${URL_PATH}/${file}`;
  });
  return { copies, skipped };
}

/**
 * The copies of the thumbnails of `images` as the gallery page reads them
 * (GALLERY_READS.thumbnailCopies), with one warning naming the thumbnails that got none.
 */
export async function thumbnailCopyRead(
  images: readonly GalleryImage[],
  outDir: string,
  fetchFile: typeof fetch = fetch,
): Promise<ThumbnailCopies> {
  const { copies, skipped } = await publishThumbnails(images, outDir, fetchFile);
  if (skipped.length > 0) {
    const named = skipped
      .slice(0, 5)
      .map(({ image, reason }) => `"${image.title}" (${image.id}): ${reason}`);
    console.warn(
      `The thumbnails of ${skipped.length} gallery photo(s) got no copy for phones, so the ` +
        `gallery shows the thumbnail in Storage instead: ${named.join('; ')}` +
        `${skipped.length > 5 ? '; …' : ''}.`,
    );
  }
  return copies;
}
