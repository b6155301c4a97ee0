/**
 * The publish's copies of the programmes' posters (publish/publishPosters.ts), against a small
 * local HTTP server standing in for Storage: a JPEG poster is copied as it is, a WebP (or PNG,
 * GIF) one becomes a JPEG of the same size, each named by a hash of its bytes under
 * /images/posters/, with AVIF and WebP copies 240, 480, 720 and 1200 px wide (none wider than the poster) named
 * after it; a programme without a poster, or whose poster cannot be fetched (gone from
 * Storage, Storage failing or out of reach), gets no copy and keeps the stored file; a file that
 * is not an image, or too heavy, stops the publish, naming the programme.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { programmeHead } from '../../publish/heads/programmeHead';
import {
  posterCopyReads,
  posterFormat,
  publishPosters,
  variantWidths,
} from '../../publish/publishPosters';
import { LIMITS } from '../../src/domain/limits';
import { posterCopyReadKey } from '../../src/domain/posterCopies';
import type { Programme } from '../../src/domain/types';
import { standInStorage } from '../fixtures/standInStorage';

const storage = standInStorage();
/** The files the stand-in Storage serves, by path; the status it answers otherwise. */
const FILES = storage.files;
const STATUS = storage.statuses;
let outDir = '';

afterEach(async () => {
  vi.restoreAllMocks();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

const newOutDir = async () => (outDir = await mkdtemp(path.join(tmpdir(), 'publish-posters-')));

/** A poster-like picture (portrait, a red band on white) in a format. */
async function picture(format: 'jpeg' | 'webp' | 'png' | 'gif', alpha = false, width = 120) {
  const image = sharp({
    create: {
      width,
      height: Math.round((width * 4) / 3),
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 0, g: 0, b: 0, alpha: 0 } : '#ffffff',
    },
  }).composite([
    {
      input: { create: { width, height: 40, channels: 3, background: '#aa0000' } },
      top: 60,
      left: 0,
    },
  ]);
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

/** A programme whose poster the stand-in serves at `/{id}` (none for `bytes` null). */
function programme(id: string, bytes: Uint8Array | null | 'no poster'): Programme {
  if (bytes !== null && bytes !== 'no poster') FILES.set(`/${id}`, bytes);
  return {
    id,
    title: `Programme ${id}`,
    startDate: '2026-02-14',
    endDate: '',
    time: '',
    place: '',
    description: '',
    registrationUrl: '',
    imageUrl: bytes === 'no poster' ? '' : `${storage.base}/${id}`,
    createdAt: null,
  };
}

const copyOnDisk = async (dir: string, src: string) =>
  new Uint8Array(await readFile(path.join(dir, ...src.split('/').filter(Boolean))));

describe('publishPosters', () => {
  it('copies a JPEG poster as it is, named by a hash of its bytes', async () => {
    const dir = await newOutDir();
    const jpeg = await picture('jpeg');
    const { copies, skipped } = await publishPosters([programme('camp', jpeg)], dir);
    expect(skipped).toEqual([]);
    const copy = copies.get('camp');
    expect(copy?.source).toBe(`${storage.base}/camp`);
    expect(copy?.src).toMatch(/^\/images\/posters\/[0-9a-f]{16}\.jpg$/);
    expect(await copyOnDisk(dir, copy!.src)).toEqual(jpeg);
    expect(copy).toMatchObject({ width: 120, height: 160 });
  });

  it('makes AVIF and WebP copies 240, 480, 720 and 1200 px wide of a poster as an upload stores it', async () => {
    const dir = await newOutDir();
    const { copies } = await publishPosters(
      [programme('camp', await picture('jpeg', false, 1200))],
      dir,
    );
    const copy = copies.get('camp')!;
    expect(copy).toMatchObject({ width: 1200, height: 1600 });
    const name = copy.src.replace(/\.jpg$/, '');
    expect(copy.variants).toEqual(
      (['avif', 'webp'] as const).flatMap((format) =>
        [240, 480, 720, 1200].map((width) => ({
          src: `${name}-${width}.${format}`,
          width,
          type: `image/${format}`,
        })),
      ),
    );
    for (const variant of copy.variants) {
      const bytes = await copyOnDisk(dir, variant.src);
      expect(posterFormat(bytes)).toBe(variant.type === 'image/avif' ? 'avif' : 'webp');
      expect(await sharp(bytes).metadata()).toMatchObject({
        format: variant.type === 'image/avif' ? 'heif' : 'webp',
        width: variant.width,
        height: Math.round((variant.width * 4) / 3),
      });
    }
    // Each smaller than the JPEG the page showed before.
    const jpegBytes = (await copyOnDisk(dir, copy.src)).length;
    for (const variant of copy.variants)
      expect((await copyOnDisk(dir, variant.src)).length).toBeLessThan(jpegBytes);
  });

  it.each([
    ['WebP', 'webp', false],
    ['PNG with transparency', 'png', true],
    ['GIF', 'gif', false],
  ] as const)('turns a %s poster into a JPEG of the same size', async (_, format, alpha) => {
    const dir = await newOutDir();
    const { copies } = await publishPosters(
      [programme('retreat', await picture(format, alpha))],
      dir,
    );
    const bytes = await copyOnDisk(dir, copies.get('retreat')!.src);
    expect(posterFormat(bytes)).toBe('jpeg');
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 160 });
    // Transparent parts come out white, not black.
    const { data } = await sharp(bytes)
      .extract({ left: 5, top: 5, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data].every((channel) => channel > 240)).toBe(true);
  });

  it('encodes a poster that several programmes share once, and gives each its copies', async () => {
    const dir = await newOutDir();
    const poster = await picture('jpeg', false, 800);
    const encodes = vi.spyOn(Object.getPrototypeOf(sharp()) as { avif: () => unknown }, 'avif');
    const { copies } = await publishPosters(
      [programme('day', poster), programme('rally', poster), programme('camp', poster)],
      dir,
    );
    // Four widths (240, 480, 720 and its own 800), once, for three programmes.
    expect(encodes).toHaveBeenCalledTimes(4);
    const [day, rally, camp] = ['day', 'rally', 'camp'].map((id) => copies.get(id)!);
    expect(rally).toEqual({ ...day, source: `${storage.base}/rally` });
    expect(camp).toEqual({ ...day, source: `${storage.base}/camp` });
    expect(day?.variants).toHaveLength(8);
  });

  it('gives a new poster a new name, so no cache shows the old one', async () => {
    const dir = await newOutDir();
    const first = await publishPosters([programme('day', await picture('jpeg'))], dir);
    FILES.set('/day', await picture('png'));
    const second = await publishPosters([programme('day', null)], dir);
    expect(second.copies.get('day')!.src).not.toBe(first.copies.get('day')!.src);
  });

  it('skips a programme without a poster, and those whose poster cannot be fetched', async () => {
    const dir = await newOutDir();
    STATUS.set('/failing', 503);
    const unreachable = { ...programme('far', 'no poster'), imageUrl: 'http://127.0.0.1:1/far' };
    const { copies, skipped } = await publishPosters(
      [
        programme('none', 'no poster'),
        programme('gone', null),
        programme('failing', null),
        unreachable,
        programme('kept', await picture('jpeg')),
      ],
      dir,
    );
    expect([...copies.keys()]).toEqual(['kept']);
    expect(Object.fromEntries(skipped.map(({ programme: p, reason }) => [p.id, reason]))).toEqual({
      gone: 'HTTP 404',
      failing: 'HTTP 503',
      far: expect.any(String),
    });
    // The kept poster's JPEG and its one copy of each format (it is narrower than 480 px),
    // nothing else.
    const kept = copies.get('kept')!.src.replace(/^\/images\/posters\/|\.jpg$/g, '');
    expect((await readdir(path.join(dir, 'images', 'posters'))).sort()).toEqual([
      `${kept}-120.avif`,
      `${kept}-120.webp`,
      `${kept}.jpg`,
    ]);
  });

  it.each<[string, (id: string) => Promise<Uint8Array | null>, RegExp]>([
    [
      'a file that is not an image',
      async () => new TextEncoder().encode('<!doctype html><title>Sign in</title>'),
      /^Programme "Programme bad" \(bad\): its poster at http:\/\/127\.0\.0\.1:\d+\/bad is not an image \(JPEG, WebP, PNG, GIF or AVIF\)\. Choose its poster again in Programmes\.$/,
    ],
    [
      'an SVG (never drawn by the publish)',
      async () =>
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
      /^Programme "Programme bad" \(bad\): its poster at .* is not an image/,
    ],
    [
      'a file that starts like a JPEG and is not one',
      async () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Uint8Array(2000).fill(7)]),
      /^Programme "Programme bad" \(bad\): its poster at .* is not a readable JPEG image: /,
    ],
    [
      'an empty file',
      async () => new Uint8Array(0),
      /^Programme "Programme bad" \(bad\): its poster at .* weighs 0\.0 KB; a poster must weigh more than nothing and at most 10240 KB\./,
    ],
    [
      'a file heavier than an upload may be',
      async () => {
        const bytes = new Uint8Array(LIMITS.maxImageBytes + 1);
        bytes.set([0xff, 0xd8, 0xff]);
        return bytes;
      },
      /^Programme "Programme bad" \(bad\): its poster at .* weighs 10240\.0 KB;/,
    ],
  ])('stops the publish at %s, naming the programme', async (_, make, message) => {
    const dir = await newOutDir();
    const bytes = await make('bad');
    // A poster 800 px wide, whose copies take a while, beside it.
    const good = programme('good', await picture('jpeg', false, 800));
    await expect(publishPosters([good, programme('bad', bytes)], dir)).rejects.toThrow(message);
    // Stopped once nothing is being written any more: the poster in hand is finished (the JPEG
    // and its copies 240, 480, 720 and 800 px wide in AVIF and WebP), and no other is started.
    expect(await readdir(path.join(dir, 'images', 'posters'))).toHaveLength(9);
  });
});

describe('variantWidths', () => {
  it.each([
    [1600, [240, 480, 720, 1200]],
    [1200, [240, 480, 720, 1200]],
    [1000, [240, 480, 720, 1000]],
    [720, [240, 480, 720]],
    [600, [240, 480, 600]],
    [480, [240, 480]],
    [240, [240]],
    [200, [200]],
    [120, [120]],
  ])('of a poster %i px wide are %j', (width, widths) => {
    expect(variantWidths(width)).toEqual(widths);
  });
});

describe('the copies as the programmes’ pages read them', () => {
  it('are keyed by each page’s read, naming the posters not fetched in one warning', async () => {
    const dir = await newOutDir();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reads = await posterCopyReads(
      [programme('kept', await picture('webp')), programme('gone', null)],
      dir,
    );
    expect([...reads.keys()]).toEqual([posterCopyReadKey('kept')]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"Programme gone" (gone): HTTP 404');
  });

  it('are what the programmes’ head builder gives the publish', async () => {
    const dir = await newOutDir();
    const reads = await programmeHead.reads!([programme('kept', await picture('jpeg'))], {
      outDir: dir,
    });
    expect(reads.get(posterCopyReadKey('kept'))).toMatchObject({
      source: `${storage.base}/kept`,
      src: expect.stringMatching(/^\/images\/posters\//),
    });
  });
});
