/**
 * The image manifest (src/content/images.ts) against the committed files: every URL it names
 * exists with the size it claims, banners stay light and carry no camera data, and the banner
 * alt texts start 'slide N out of four'.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BANNERS,
  BANNER_MAX_BYTES,
  BANNER_WIDTHS,
  CHAIRMAN_PORTRAIT,
  FAVICON,
  LOGOS,
  PLACEHOLDERS,
  SAMPLE_GALLERY,
  bannerUrl,
} from '../../src/content/images';
import { CONSTANTS } from '../../src/config/site';

const root = path.resolve(import.meta.dirname, '../..');
/** A site image by its URL: in public/, or among this commission's own files (its logos, favicon). */
const file = (url: string) => {
  const name = url.replace(/^\//, '');
  const shared = path.join(root, 'public', name);
  return existsSync(shared) ? shared : path.join(root, 'src/config/profiles/agra', name);
};
const urlsOf = (srcset: string) =>
  srcset.split(',').map((entry) => entry.trim().split(' ')[0] ?? '');
const size = async (url: string) => {
  const { width, height } = await sharp(await readFile(file(url))).metadata();
  return { width, height };
};

describe('site images', () => {
  it('has four banners, with "slide N out of four" alt texts', () => {
    expect(BANNERS).toHaveLength(CONSTANTS.banner.slides);
    const ordinals = ['one', 'two', 'three', 'four'];
    BANNERS.forEach((banner, i) =>
      expect(banner.alt).toMatch(new RegExp(`^slide ${ordinals[i]} out of four: \\S`)),
    );
  });

  it('has every banner variant at its width with the banner aspect ratio', async () => {
    for (const banner of BANNERS) {
      const urls = Object.values(banner.sources).flatMap(urlsOf);
      expect(urls).toHaveLength(BANNER_WIDTHS.length * 3);
      expect(urls).toContain(banner.fallback);
      for (const url of urls) {
        const width = Number(/-(\d+)\.\w+$/.exec(url)?.[1]);
        const actual = await size(url);
        expect(actual.width, url).toBe(width);
        expect(actual.height, url).toBe(Math.round((width * banner.height) / banner.width));
      }
    }
  });

  it('keeps each banner light: its largest AVIF and WebP within 120 KB', async () => {
    expect(BANNER_MAX_BYTES).toBe(120 * 1024);
    for (const banner of BANNERS)
      for (const format of ['avif', 'webp'] as const) {
        const url = bannerUrl(banner.id, Math.max(...BANNER_WIDTHS), format);
        const { size: bytes } = await stat(file(url));
        expect(bytes, url).toBeLessThanOrEqual(BANNER_MAX_BYTES);
      }
  });

  it('keeps no camera data in the banners (a phone photo can name the place it was taken)', async () => {
    for (const banner of BANNERS)
      for (const url of Object.values(banner.sources).flatMap(urlsOf)) {
        const { exif, xmp, iptc } = await sharp(await readFile(file(url))).metadata();
        expect({ exif, xmp, iptc }, url).toEqual({
          exif: undefined,
          xmp: undefined,
          iptc: undefined,
        });
      }
  });

  it('has five sample gallery images, each with a full image and a thumbnail', async () => {
    expect(SAMPLE_GALLERY).toHaveLength(CONSTANTS.sampleGalleryImages);
    expect(new Set(SAMPLE_GALLERY.map((image) => image.title)).size).toBe(5);
    for (const image of SAMPLE_GALLERY) {
      for (const url of Object.values(image.sources.full))
        expect(await size(url)).toEqual({ width: image.width, height: image.height });
      for (const url of Object.values(image.sources.thumb))
        expect(await size(url)).toEqual({ width: image.thumbWidth, height: image.thumbHeight });
      expect(Object.values(image.sources.full)).toContain(image.imageUrl);
      expect(Object.values(image.sources.thumb)).toContain(image.thumbUrl);
    }
  });

  it('has the logos, placeholders, favicon and chairman portrait it names', async () => {
    for (const image of [...Object.values(LOGOS), ...Object.values(PLACEHOLDERS)]) {
      expect(await size(image.src)).toEqual({ width: image.width, height: image.height });
      expect(image.alt).not.toBe('');
    }
    for (const logo of Object.values(LOGOS))
      expect(await size(logo.png)).toEqual({ width: logo.width, height: logo.height });
    expect((await readFile(file(FAVICON), 'utf8')).startsWith('<svg')).toBe(true);
    for (const url of Object.values(CHAIRMAN_PORTRAIT.sources))
      expect(await size(url)).toEqual({ width: 400, height: 400 });
  });
});
