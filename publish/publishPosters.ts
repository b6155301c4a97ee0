/**
 * The publish's copies of the programmes' posters: each poster (its file in Storage, named by its
 * download URL) is copied into the built site under /images/posters/, so that the programme's page
 * shows it from its own origin (no other origin to connect to, firebase.json's caching of
 * /images):
 * - as a JPEG at its own size, the file that is shared (a share sheet takes a file only when it
 *   is ready before the tap, and WhatsApp and several other apps want a JPEG) and the picture of
 *   the page's link preview. A JPEG poster is copied as it is; a WebP, PNG, GIF or AVIF one (the
 *   upload keeps WebP where the browser makes it, and a GIF as picked) becomes a JPEG of the same
 *   pixels, on white where it was transparent;
 * - as AVIF and WebP copies 240, 480, 720 and 1200 px wide (none wider than the poster), which the
 *   page and the programme's cards offer by `srcset`: a phone downloads and decodes the one the
 *   width it draws the poster at needs (a third of the pixels of the full poster on most phones,
 *   in AVIF about a third of the JPEG's bytes; a card's a few kilobytes) instead of the full JPEG.
 * The JPEG's name is a hash of its bytes, and the copies are named after it with their width,
 * so a new poster never meets an old copy in a cache.
 *
 * A copy saves a connection; it is not the poster itself. A poster that cannot be fetched (gone
 * from Storage, Storage out of reach) gets none, and its page shows the stored file as before. A
 * file that is fetched but is not an image, or weighs more than an upload may, stops the publish:
 * something other than the app's upload put it there.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { LIMITS } from '../src/domain/limits.ts';
import {
  POSTER_TYPES,
  posterCopyReadKey,
  type PosterCopy,
  type PosterType,
  type PosterVariant,
} from '../src/domain/posterCopies.ts';
import type { Programme } from '../src/domain/types.ts';
import { downloadFile } from './downloadFile.ts';

/** Where the copies go, under the built site's folder, and their address on the site. */
const FOLDER = ['images', 'posters'] as const;
const URL_PATH = `/${FOLDER.join('/')}`;

/** How many posters are fetched at once. */
const CONCURRENCY = 4;

/** The JPEG quality of a converted poster: a poster's lettering stays crisp. */
const JPEG_QUALITY = 85;

/**
 * The widths of the smaller copies: a card's poster (6rem, 96 CSS px) at a phone's density of up
 * to 2.5; a phone's column (about 340–420 CSS px) at density 1, at density 2 or 1.75 (a 360 px
 * phone of density 2 draws the poster 672 px wide, Lighthouse's phone 679 px), and at 3, which is
 * also what a tablet's and a computer's column take (at most 936 CSS px). The poster is the
 * page's largest picture, so each kilobyte of the copy a phone takes is time before that picture
 * is drawn on a slow connection.
 */
export const POSTER_WIDTHS: readonly number[] = [240, 480, 720, 1200];

/**
 * How each format of the copies is made, best first (POSTER_TYPES): AVIF at sharp's default
 * quality, with little encoding effort (an 800 px copy took 2 s instead of the default effort's
 * 13 s on a busy 2-core machine, for a file 10 % larger), and WebP at the quality an upload of a
 * photo uses.
 */
const VARIANT_ENCODERS: Record<PosterType, { extension: string; encode: (image: Sharp) => Sharp }> =
  {
    'image/avif': { extension: 'avif', encode: (image) => image.avif({ quality: 50, effort: 2 }) },
    'image/webp': { extension: 'webp', encode: (image) => image.webp({ quality: 82 }) },
  };

type PosterFormat = 'jpeg' | 'webp' | 'png' | 'gif' | 'avif';

/** The image format the bytes start with, or null: only raster formats an upload may hold. */
export function posterFormat(bytes: Uint8Array): PosterFormat | null {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'webp';
  if (text(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (text(0, 4) === 'GIF8') return 'gif';
  if (text(4, 8) === 'ftyp' && ['avif', 'avis'].includes(text(8, 12))) return 'avif';
  return null;
}

/** A programme as the copy needs it. */
type PosterSource = Pick<Programme, 'id' | 'title' | 'imageUrl'>;

/** What became of the posters: the copies by programme id, and those not fetched, and why. */
export interface PublishedPosters {
  copies: Map<string, PosterCopy>;
  /** Their pages show the stored file. */
  skipped: { programme: PosterSource; reason: string }[];
}

/** Why a poster stops the publish, naming the programme. */
const failure = (programme: PosterSource, what: string, cause?: unknown) =>
  new Error(`Programme "${programme.title}" (${programme.id}): its poster ${what}`, { cause });

/** The JPEG to publish of a poster's bytes, checked; throws an Error naming the programme. */
async function jpegOf(programme: PosterSource, bytes: Uint8Array): Promise<Uint8Array> {
  const url = programme.imageUrl;
  if (bytes.length === 0 || bytes.length > LIMITS.maxImageBytes)
    throw failure(
      programme,
      `at ${url} weighs ${(bytes.length / 1024).toFixed(1)} KB; a poster must weigh more than ` +
        `nothing and at most ${LIMITS.maxImageBytes / 1024} KB. Choose its poster again in Programmes.`,
    );
  const format = posterFormat(bytes);
  if (!format)
    throw failure(
      programme,
      `at ${url} is not an image (JPEG, WebP, PNG, GIF or AVIF). Choose its poster again in Programmes.`,
    );
  try {
    // Decoding the whole image proves it is one, not only that it starts like one.
    const image = sharp(bytes, { failOn: 'error', animated: false });
    if (format === 'jpeg') {
      await image.stats();
      return bytes;
    }
    const jpeg = await image
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    return new Uint8Array(jpeg);
  } catch (error) {
    throw failure(
      programme,
      `at ${url} is not a readable ${format.toUpperCase()} image: ${(error as Error).message}. ` +
        'Choose its poster again in Programmes.',
      error,
    );
  }
}

/** The widths of a poster's copies: those of POSTER_WIDTHS it is wider than, or its own. */
export function variantWidths(posterWidth: number): number[] {
  const narrower = POSTER_WIDTHS.filter((width) => width < posterWidth);
  const widest = Math.min(posterWidth, POSTER_WIDTHS[POSTER_WIDTHS.length - 1] ?? posterWidth);
  return narrower.includes(widest) ? narrower : [...narrower, widest];
}

/** A poster's copies in the site, whichever programme they are for. */
type PosterFiles = Omit<PosterCopy, 'source'>;

/**
 * Writes a poster's JPEG and its AVIF and WebP copies into `folder`; resolves with their addresses
 * and the poster's size. Posters of the same bytes (one picture given to several programmes) are
 * written and encoded once a publish (`made`, by the JPEG's name).
 */
function writeCopies(
  jpeg: Uint8Array,
  folder: string,
  made: Map<string, Promise<PosterFiles>>,
): Promise<PosterFiles> {
  const name = createHash('sha256').update(jpeg).digest('hex').slice(0, 16);
  const known = made.get(name);
  if (known) return known;
  const writing = (async () => {
    await writeFile(path.join(folder, `${name}.jpg`), jpeg);
    const { width = 0, height = 0 } = await sharp(jpeg).metadata();
    const variants: PosterVariant[] = [];
    for (const type of POSTER_TYPES)
      for (const variantWidth of variantWidths(width)) {
        const { extension, encode } = VARIANT_ENCODERS[type];
        const file = `${name}-${variantWidth}.${extension}`;
        const bytes = await encode(sharp(jpeg).resize({ width: variantWidth })).toBuffer();
        await writeFile(path.join(folder, file), bytes);
        variants.push({ src: `${URL_PATH}/${file}`, width: variantWidth, type });
      }
    return { src: `${URL_PATH}/${name}.jpg`, width, height, variants };
  })();
  made.set(name, writing);
  return writing;
}

/**
 * Copies the poster of each programme that has one into `outDir/images/posters/`: a JPEG at its
 * own size and AVIF and WebP copies at POSTER_WIDTHS (writeCopies). A poster that cannot be fetched is
 * skipped (its page shows the stored file as before); a file that is not an image, or weighs more
 * than an upload may, stops the publish with an Error naming the programme.
 */
export async function publishPosters(
  programmes: readonly PosterSource[],
  outDir: string,
  fetchFile: typeof fetch = fetch,
): Promise<PublishedPosters> {
  const folder = path.join(outDir, ...FOLDER);
  await mkdir(folder, { recursive: true });
  const copies = new Map<string, PosterCopy>();
  const skipped: PublishedPosters['skipped'] = [];
  const queue = programmes.filter((programme) => programme.imageUrl !== '');
  const made = new Map<string, Promise<PosterFiles>>();
  // The first poster that stops the publish; the other workers finish the poster in hand (so that
  // nothing is still being written once this returns) and take no other.
  let stop: { error: unknown } | undefined;
  const worker = async () => {
    for (let programme = queue.shift(); programme && !stop; programme = queue.shift()) {
      try {
        const fetched = await downloadFile(programme.imageUrl, fetchFile);
        if ('reason' in fetched) {
          skipped.push({ programme, reason: fetched.reason });
          continue;
        }
        const jpeg = await jpegOf(programme, fetched.bytes);
        const files = await writeCopies(jpeg, folder, made);
        copies.set(programme.id, { source: programme.imageUrl, ...files });
      } catch (error) {
        stop ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (stop) throw stop.error;
  return { copies, skipped };
}

/**
 * The posters' copies as the programmes' pages read them (posterCopyReadKey), with one warning
 * naming the posters that could not be fetched.
 */
export async function posterCopyReads(
  programmes: readonly PosterSource[],
  outDir: string,
  fetchFile: typeof fetch = fetch,
): Promise<Map<string, PosterCopy>> {
  const { copies, skipped } = await publishPosters(programmes, outDir, fetchFile);
  if (skipped.length > 0) {
    const named = skipped
      .slice(0, 5)
      .map(({ programme, reason }) => `"${programme.title}" (${programme.id}): ${reason}`);
    console.warn(
      `The posters of ${skipped.length} programme(s) could not be fetched, so their pages show ` +
        `the file in Storage instead of a copy: ${named.join('; ')}${skipped.length > 5 ? '; …' : ''}.`,
    );
  }
  return new Map([...copies].map(([id, copy]) => [posterCopyReadKey(id), copy]));
}
