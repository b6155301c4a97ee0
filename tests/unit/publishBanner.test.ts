/**
 * The publish's copy of the home banner (publish/publishBanner.ts), against a small local HTTP
 * server standing in for Storage: the saved slides' files land in the built site under
 * /images/banner/ with same-origin srcsets, the others stay built in, and a file that cannot be
 * fetched, is too heavy or is not what it should be stops the publish, naming the slide.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstBannerPreload } from '../../publish/bannerPreload';
import { publishBanner } from '../../publish/publishBanner';
import { BUILT_IN_BANNER } from '../../src/components/siteDetails';
import type { SavedBannerSlide } from '../../src/domain/siteDetails';
import { standInStorage } from '../fixtures/standInStorage';

const KB = 1024;
const jpeg = (size: number, seed = 1) => {
  const bytes = new Uint8Array(size).fill(seed);
  bytes.set([0xff, 0xd8, 0xff]);
  return bytes;
};
const webp = (size: number, seed = 1) => {
  const bytes = new Uint8Array(size).fill(seed);
  bytes.set([...'RIFF'].map((c) => c.charCodeAt(0)));
  bytes.set(
    [...'WEBP'].map((c) => c.charCodeAt(0)),
    8,
  );
  return bytes;
};

const storage = standInStorage();
/** The files the stand-in Storage serves, by path. */
const FILES = storage.files;
let outDir = '';

afterEach(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** A saved slide whose files the stand-in serves: WebP and JPEG unless `jpegOnly`. */
function savedSlide(slide: number, { jpegOnly = false } = {}): SavedBannerSlide {
  const urls = (format: 'jpg' | 'webp') =>
    Object.fromEntries(
      [640, 1280, 1920].map((width) => {
        const file = `/${slide}-${width}.${format}`;
        FILES.set(file, format === 'jpg' ? jpeg(width * 10, slide) : webp(width * 8, slide));
        return [width, `${storage.base}${file}`];
      }),
    ) as Record<640 | 1280 | 1920, string>;
  return {
    slide,
    headline: `Headline ${slide}`,
    subline: `Subline ${slide}`,
    description: 'young people around a bonfire',
    files: { jpg: urls('jpg'), webp: jpegOnly ? null : urls('webp') },
    updatedAt: new Date('2026-11-20T10:00:00.000Z'),
    updatedBy: 'uid-owner',
  };
}

const newOutDir = async () => (outDir = await mkdtemp(path.join(tmpdir(), 'publish-banner-')));

describe('publishBanner', () => {
  it('copies a saved slide into the site and keeps the others built in', async () => {
    const dir = await newOutDir();
    const slides = await publishBanner([savedSlide(2)], BUILT_IN_BANNER, dir);
    expect(slides).toHaveLength(4);
    expect(slides[0]).toBe(BUILT_IN_BANNER[0]);
    expect(slides[2]).toBe(BUILT_IN_BANNER[2]);
    expect(slides[3]).toBe(BUILT_IN_BANNER[3]);

    const { image, headline, subline } = slides[1]!;
    expect({ headline, subline }).toEqual({ headline: 'Headline 2', subline: 'Subline 2' });
    expect(image.alt).toBe('slide two out of four: young people around a bonfire');
    expect(image).toMatchObject({ width: 1920, height: 720, sizes: '100vw' });
    const written = (await readdir(path.join(dir, 'images', 'banner'))).sort();
    expect(written).toHaveLength(6);
    for (const format of ['webp', 'jpg'] as const) {
      const srcset = image.sources[format] ?? '';
      const entries = srcset.split(', ').map((entry) => entry.split(' '));
      expect(entries.map(([, w]) => w)).toEqual(['640w', '1280w', '1920w']);
      for (const [address, w] of entries) {
        expect(address).toMatch(
          new RegExp(`^/images/banner/2-${w!.slice(0, -1)}-[0-9a-f]{12}\\.${format}$`),
        );
        const copy = await readFile(path.join(dir, ...address!.split('/').filter(Boolean)));
        expect(new Uint8Array(copy)).toEqual(FILES.get(`/2-${w!.slice(0, -1)}.${format}`));
      }
    }
    expect(image.fallback).toMatch(/^\/images\/banner\/2-1280-[0-9a-f]{12}\.jpg$/);
    expect(image.sources.avif).toBeUndefined();
  });

  it('publishes a slide saved as JPEG only without WebP sources', async () => {
    const dir = await newOutDir();
    const slides = await publishBanner([savedSlide(1, { jpegOnly: true })], BUILT_IN_BANNER, dir);
    expect(slides[0]!.image.sources.webp).toBeUndefined();
    expect(slides[0]!.image.sources.jpg.split(', ')).toHaveLength(3);
    expect(await readdir(path.join(dir, 'images', 'banner'))).toHaveLength(3);
  });

  it('names a new photo differently, so no cache shows the old one', async () => {
    const dir = await newOutDir();
    const first = await publishBanner([savedSlide(3)], BUILT_IN_BANNER, dir);
    const again = savedSlide(3);
    FILES.set('/3-1280.jpg', jpeg(12_800, 9));
    const second = await publishBanner([again], BUILT_IN_BANNER, dir);
    expect(second[2]!.image.fallback).not.toBe(first[2]!.image.fallback);
  });

  it('keeps the built-in banner when nothing is saved', async () => {
    const dir = await newOutDir();
    expect(await publishBanner(null, BUILT_IN_BANNER, dir)).toEqual([...BUILT_IN_BANNER]);
  });

  it.each<[string, (slide: SavedBannerSlide) => void, RegExp]>([
    [
      'a file Storage no longer has',
      () => FILES.delete('/4-1280.webp'),
      /^Banner slide 4: its 1280 px WebP could not be fetched from http:\/\/127\.0\.0\.1:\d+\/4-1280\.webp: HTTP 404$/,
    ],
    [
      'a file over 120 KB',
      () => FILES.set('/4-1920.jpg', jpeg(120 * KB + 1)),
      /^Banner slide 4: its 1920 px JPEG weighs 120\.0 KB; a banner file must weigh more than nothing and at most 120 KB\./,
    ],
    [
      'an empty file',
      () => FILES.set('/4-640.jpg', new Uint8Array(0)),
      /^Banner slide 4: its 640 px JPEG weighs 0\.0 KB/,
    ],
    [
      'a file that is not what its field says',
      () => FILES.set('/4-640.webp', jpeg(5000)),
      /^Banner slide 4: its 640 px WebP at .* is not a WebP file\.$/,
    ],
    [
      'a server that cannot be reached',
      (slide) => {
        slide.files.jpg[640] = 'http://127.0.0.1:1/4-640.jpg';
      },
      /^Banner slide 4: its 640 px JPEG could not be fetched from http:\/\/127\.0\.0\.1:1\/4-640\.jpg: /,
    ],
  ])('stops the publish at %s, naming the slide', async (_, spoil, message) => {
    const dir = await newOutDir();
    const slide = savedSlide(4);
    spoil(slide);
    await expect(publishBanner([savedSlide(1), slide], BUILT_IN_BANNER, dir)).rejects.toThrow(
      message,
    );
  });

  it('at exactly 120 KB, publishes', async () => {
    const dir = await newOutDir();
    const slide = savedSlide(1);
    FILES.set('/1-1920.webp', webp(120 * KB));
    await expect(publishBanner([slide], BUILT_IN_BANNER, dir)).resolves.toHaveLength(4);
  });
});

describe('the first banner preload', () => {
  it('preloads the published first slide, its WebP when it has one', async () => {
    const dir = await newOutDir();
    const [first] = await publishBanner([savedSlide(1)], BUILT_IN_BANNER, dir);
    expect(firstBannerPreload(first)?.attrs).toMatchObject({
      rel: 'preload',
      type: 'image/webp',
      imagesrcset: first!.image.sources.webp,
      imagesizes: '100vw',
      fetchpriority: 'high',
    });
  });

  it('preloads a JPEG-only slide as JPEG', async () => {
    const dir = await newOutDir();
    const [first] = await publishBanner([savedSlide(1, { jpegOnly: true })], BUILT_IN_BANNER, dir);
    expect(firstBannerPreload(first)?.attrs).toMatchObject({
      type: 'image/jpeg',
      imagesrcset: first!.image.sources.jpg,
    });
  });

  it('preloads the built-in first banner by default', () => {
    expect(firstBannerPreload()?.attrs).toMatchObject({
      imagesrcset: BUILT_IN_BANNER[0]!.image.sources.avif,
    });
  });
});
