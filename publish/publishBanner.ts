/**
 * The publish's copy of the home banner: each slide an owner saved in Settings (its files in
 * Storage, named by their download URLs) is copied into the built site, under /images/banner/,
 * so that the home page loads it from its own origin and firebase.json's caching of /images
 * applies, as to the built-in banners. A file's name holds a hash of its bytes, so a new photo
 * never meets an old copy in a browser's cache. A slide never saved stays the built-in one.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LIMITS } from '../src/domain/limits.ts';
import {
  BANNER_PHOTO_WIDTHS,
  bannerAlt,
  type BannerPhotoFormat,
  type BannerSlide,
  type ResponsiveImage,
  type SavedBannerSlide,
} from '../src/domain/siteDetails.ts';

/** Where the copies go, under the built site's folder, and their address on the site. */
const FOLDER = ['images', 'banner'] as const;
const URL_PATH = `/${FOLDER.join('/')}`;

const FORMAT_NAMES: Record<BannerPhotoFormat, string> = { webp: 'WebP', jpg: 'JPEG' };

/** Whether the bytes are a file of the format: JPEG starts FF D8 FF, WebP 'RIFF....WEBP'. */
function isFormat(bytes: Uint8Array, format: BannerPhotoFormat): boolean {
  if (format === 'jpg') return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP';
}

/** Downloads one file of a saved slide, checked; throws an Error naming the slide and the file. */
async function download(
  slide: number,
  width: number,
  format: BannerPhotoFormat,
  url: string,
  fetchFile: typeof fetch,
): Promise<Uint8Array> {
  const what = `Banner slide ${slide}: its ${width} px ${FORMAT_NAMES[format]}`;
  let response: Response;
  try {
    response = await fetchFile(url);
  } catch (error) {
    throw new Error(`${what} could not be fetched from ${url}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (!response.ok)
    throw new Error(`${what} could not be fetched from ${url}: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length === 0 || bytes.length > LIMITS.bannerFileBytes)
    throw new Error(
      `${what} weighs ${(bytes.length / 1024).toFixed(1)} KB; a banner file must weigh more than ` +
        `nothing and at most ${LIMITS.bannerFileBytes / 1024} KB. Save the slide again in Settings.`,
    );
  if (!isFormat(bytes, format))
    throw new Error(`${what} at ${url} is not a ${FORMAT_NAMES[format]} file.`);
  return bytes;
}

/** Copies one saved slide's files into `outDir` and returns the slide as the pages show it. */
async function publishSlide(
  saved: SavedBannerSlide,
  outDir: string,
  fetchFile: typeof fetch,
): Promise<BannerSlide> {
  const folder = path.join(outDir, ...FOLDER);
  await mkdir(folder, { recursive: true });
  const srcsetOf = async (format: BannerPhotoFormat, urls: Record<number, string>) => {
    const entries: string[] = [];
    const addresses: Record<number, string> = {};
    for (const width of BANNER_PHOTO_WIDTHS) {
      const bytes = await download(saved.slide, width, format, urls[width] ?? '', fetchFile);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
      const name = `${saved.slide}-${width}-${hash}.${format}`;
      await writeFile(path.join(folder, name), bytes);
      addresses[width] = `${URL_PATH}/${name}`;
      entries.push(`${addresses[width]} ${width}w`);
    }
    return { srcset: entries.join(', '), addresses };
  };
  const jpg = await srcsetOf('jpg', saved.files.jpg);
  const webp = saved.files.webp ? await srcsetOf('webp', saved.files.webp) : null;
  const image: ResponsiveImage = {
    id: `banner-${saved.slide}`,
    alt: bannerAlt(saved.slide, saved.description),
    width: 1920,
    height: 720,
    sources: { ...(webp && { webp: webp.srcset }), jpg: jpg.srcset },
    sizes: '100vw',
    fallback: jpg.addresses[1280] ?? '',
  };
  return { image, headline: saved.headline, subline: saved.subline };
}

/**
 * The home banner as a publish puts it on the site: the slides of `builtIn` (the site's own), in
 * order, each one saved in Settings instead copied from Storage into `outDir/images/banner/` (same
 * origin). Throws an Error naming the slide when one of its files cannot be fetched, is not what
 * it should be, or weighs more than a banner file may: a publish stops rather than show a broken
 * banner.
 */
export async function publishBanner(
  stored: readonly SavedBannerSlide[] | null,
  builtIn: readonly BannerSlide[],
  outDir: string,
  fetchFile: typeof fetch = fetch,
): Promise<BannerSlide[]> {
  const slides: BannerSlide[] = [];
  for (const [index, builtInSlide] of builtIn.entries()) {
    const saved = stored?.find((s) => s.slide === index + 1);
    slides.push(saved ? await publishSlide(saved, outDir, fetchFile) : builtInSlide);
  }
  return slides;
}
