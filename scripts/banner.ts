/**
 * Makes a photo into one of the four home banners: cut to the banner's shape and written in every
 * format and width the banner's <picture> offers, over that slide's files in public/images/banners.
 *
 *   npm run banner -- photo.jpg --slide 2
 *   npm run banner -- photo.jpg --slide 2 --focus top      keep the top when cutting to shape
 *   npm run banner -- photo.jpg --slide 2 --out /tmp/look  write there instead of public/
 *
 * Nothing is written unless every file could be made. The files keep no metadata: no camera
 * details, no location. The rules that need no image are in scripts/bannerPhoto.ts.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { BANNERS, type RasterFormat } from '../src/content/images';
import {
  BannerError,
  QUALITY,
  USAGE,
  bannerFiles,
  checkPhoto,
  bannerCrop,
  fitQuality,
  kb,
  parseBannerArgs,
  type BannerFile,
  type BannerRequest,
} from './bannerPhoto';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SITE_PUBLIC = path.join(ROOT, 'public');

/**
 * How photos are opened: turned upright as the camera recorded (phones store most photos sideways
 * with a note to turn them), and refused when damaged, though not for the harmless warnings some
 * cameras' files raise.
 */
const OPEN: SharpOptions = { autoOrient: true, failOn: 'error' };

const ENCODE: Record<RasterFormat, (image: Sharp, quality: number) => Sharp> = {
  avif: (image, quality) => image.avif({ quality, effort: 4 }),
  webp: (image, quality) => image.webp({ quality, effort: 6 }),
  jpg: (image, quality) => image.jpeg({ quality, mozjpeg: true }),
};

export interface WrittenFile extends BannerFile {
  /** Where it was written. */
  path: string;
  bytes: number;
  quality: number;
}

interface EncodeOptions {
  /** The folder relative paths on the command line start from. */
  cwd: string;
  /** The qualities to try and the weights to keep; tests set a weight no file can meet. */
  quality?: typeof QUALITY;
}

export interface EncodedFile {
  file: BannerFile;
  data: Buffer;
  quality: number;
}

/**
 * Reads the photo, checks it, cuts it to shape and encodes it into the given files (by default
 * all of the slide's), in memory. Refusals are BannerErrors.
 */
export async function encodeBanner(
  request: BannerRequest,
  { cwd, quality: qualities = QUALITY }: EncodeOptions,
  files: readonly BannerFile[] = bannerFiles(request.slide),
) {
  const input = await readPhoto(path.resolve(cwd, request.photo), request.photo);
  const metadata = await sharp(input, OPEN)
    .metadata()
    .catch((error: unknown) => {
      throw unreadable(request.photo, error);
    });
  const photo = metadata.autoOrient;
  const warnings = checkPhoto(request.photo, photo, request);
  const crop = bannerCrop(photo, request.focus);

  // Decoded, turned, cut and flattened once (a transparent PNG gets white behind it); every
  // file is resized from these pixels.
  const { data, info } = await sharp(input, OPEN)
    .extract(crop)
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw unreadable(request.photo, error);
    });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encode = (file: BannerFile, quality: number) =>
    ENCODE[file.format](
      sharp(data, { raw }).resize(file.width, file.height, { fit: 'fill' }),
      quality,
    ).toBuffer();

  // Each format's quality is set by its largest file and used for all its widths.
  const encoded: EncodedFile[] = [];
  for (const format of new Set(files.map((file) => file.format))) {
    const ofFormat = files.filter((file) => file.format === format);
    const largest = ofFormat.reduce((a, b) => (b.width > a.width ? b : a));
    const { maxBytes, ...ladder } = qualities[format];
    const fitted = await fitQuality((quality) => encode(largest, quality), ladder, maxBytes);
    if (!fitted.fits)
      throw new BannerError(
        `Even at quality ${fitted.quality}, the ${largest.width} px ${format.toUpperCase()} of ` +
          `this photo weighs ${kb(fitted.data.length)}, more than the ${kb(maxBytes ?? 0)} a ` +
          `banner may (the home page waits for it). Fine detail and noise (gravel, leaves, a ` +
          `dark scene taken at night) weigh most: choose another photo, or soften this one first.`,
      );
    for (const file of ofFormat)
      encoded.push(
        file === largest
          ? { file, data: fitted.data, quality: fitted.quality }
          : { file, data: await encode(file, fitted.quality), quality: fitted.quality },
      );
  }
  return { photo, crop, warnings, encoded };
}

interface Options extends EncodeOptions {
  log: (line: string) => void;
}

/**
 * The command: makes the slide's files, writes them (nothing unless all could be made) and says
 * what it wrote. Returns what it wrote. Refusals are BannerErrors.
 */
export async function makeBanner(request: BannerRequest, { log, ...options }: Options) {
  const { cwd } = options;
  const banner = BANNERS[request.slide - 1];
  if (!banner) throw new BannerError(`There is no banner slide ${request.slide}.`, true);
  const publicDir = request.out === undefined ? SITE_PUBLIC : path.resolve(cwd, request.out);
  const { photo, crop, warnings, encoded } = await encodeBanner(request, options);

  const written: WrittenFile[] = [];
  for (const { file, data: bytes, quality } of encoded) {
    const target = path.join(publicDir, ...file.url.split('/').filter(Boolean));
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
    } catch (error) {
      // Files already written stay; the slide is whole again once a run succeeds.
      throw new BannerError(`Cannot write ${target}: ${(error as Error).message}`);
    }
    written.push({ ...file, path: target, bytes: bytes.length, quality });
  }

  log(
    `Banner ${request.slide} (${banner.id}) from ${request.photo}: ${photo.width} x ` +
      `${photo.height} px, cut to ${crop.width} x ${crop.height} (${request.focus}).`,
  );
  const shown = (file: string) => {
    const relative = path.relative(cwd, file);
    return relative.startsWith('..') ? file : relative;
  };
  for (const file of written)
    log(
      `${kb(file.bytes).padStart(10)}  ${shown(file.path)}  ` +
        `(${file.width} x ${file.height}, quality ${file.quality})`,
    );
  log(`Wrote ${written.length} files, ${kb(written.reduce((sum, f) => sum + f.bytes, 0))}.`);
  for (const warning of warnings) log(`Note: ${warning}`);
  log(
    `Next: make the alt text of banner ${request.slide} in src/content/images.ts say what this ` +
      `photo shows (today: "${banner.alt}"), check its caption in src/content/home.ts, then look ` +
      `at it with npm run dev at http://localhost:5173/.`,
  );
  return written;
}

async function readPhoto(file: string, name: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BannerError(`There is no file ${name}.`);
    if (code === 'EISDIR') throw new BannerError(`${name} is a folder, not a photo.`);
    throw new BannerError(`Cannot read ${name}: ${(error as Error).message}`);
  }
}

function unreadable(name: string, error: unknown): BannerError {
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  const heic = /\.hei[cf]$/i.test(name)
    ? ' HEIC photos from iPhones cannot be read: export or share the photo as JPEG first.'
    : '';
  return new BannerError(
    `${name} cannot be read as a picture (${reason}). Use a JPEG, PNG, WebP, AVIF or TIFF ` +
      `file.${heic}`,
  );
}

async function main() {
  // `npm run` starts scripts in the project folder; the photo is named from where it was typed.
  const cwd =
    (process.env.npm_lifecycle_event === 'banner' && process.env.INIT_CWD) || process.cwd();
  try {
    const request = parseBannerArgs(process.argv.slice(2));
    if (request === 'help') console.log(USAGE);
    else await makeBanner(request, { cwd, log: (line) => console.log(line) });
  } catch (error) {
    if (!(error instanceof BannerError)) throw error;
    console.error(error.message);
    if (error.usage) console.error(`\n${USAGE}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
