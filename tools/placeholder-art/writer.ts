/**
 * Writing the placeholder art: where the files go (public/, this commission's profile folder and
 * seed/images/ of the repository),
 * each raster format's encoding, an SVG rasterised once and written at each width and format, and
 * the list of what was written with its size.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import type { RasterFormat } from '../../src/content/images';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PUBLIC = join(ROOT, 'public');
const PROFILE_FILES = join(ROOT, 'src', 'config', 'profiles', 'agra');
const SEED_IMAGES = join(ROOT, 'seed', 'images');

const ENCODE: Record<RasterFormat, (img: Sharp) => Sharp> = {
  avif: (img) => img.avif({ quality: 50, effort: 6 }),
  webp: (img) => img.webp({ quality: 78, effort: 6 }),
  jpg: (img) => img.jpeg({ quality: 80, mozjpeg: true }),
};

export const written: Array<{ path: string; bytes: number }> = [];

export async function save(path: string, data: Buffer | string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
  written.push({ path: relative(ROOT, path), bytes: Buffer.byteLength(data) });
}

/** Rasterises an SVG once, then writes it at `width` in each format. */
export async function raster(
  svg: string,
  outputs: ReadonlyArray<{ path: string; width: number; format: RasterFormat; quality?: number }>,
) {
  const full = await sharp(Buffer.from(svg)).png().toBuffer();
  for (const o of outputs) {
    let img = sharp(full).resize({ width: o.width });
    img =
      o.quality === undefined
        ? ENCODE[o.format](img)
        : o.format === 'jpg'
          ? img.jpeg({ quality: o.quality, mozjpeg: true })
          : o.format === 'webp'
            ? img.webp({ quality: o.quality })
            : img.avif({ quality: o.quality });
    await save(o.path, await img.toBuffer());
  }
}

/** The path of a site image, named by its URL under public/. */
export const publicFile = (url: string) => join(PUBLIC, url.replace(/^\//, ''));

/** The path of one of this commission's own files (logos, favicon), named by its URL. */
export const profileFile = (url: string) => join(PROFILE_FILES, url.replace(/^\//, ''));

/** The path of a seed image, named relative to seed/images/. */
export const seedFile = (name: string) => join(SEED_IMAGES, name);
