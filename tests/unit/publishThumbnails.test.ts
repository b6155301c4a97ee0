/**
 * The publish's copies of the gallery's thumbnails for phones (publish/publishThumbnails.ts),
 * against a small local HTTP server standing in for Storage: each thumbnail wider than
 * PHONE_THUMB_WIDTH becomes a WebP of that width under /images/thumbs/, named by a hash of the
 * thumbnail's bytes; a thumbnail no wider gets none; one that cannot be fetched or read gets none
 * and is named in one warning, and its photo keeps the stored thumbnail.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishThumbnails, thumbnailCopyRead } from '../../publish/publishThumbnails';
import { PHONE_THUMB_WIDTH } from '../../src/domain/limits';
import type { GalleryImage } from '../../src/domain/types';
import { standInStorage } from '../fixtures/standInStorage';

const storage = standInStorage();
let outDir = '';

beforeEach(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'publish-thumbnails-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(outDir, { recursive: true, force: true });
});

/** A photo-like thumbnail (a gradient, so that it does not compress to nothing) as WebP. */
async function thumbnail(width: number, height: number, shade = 0) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + shade + (i % 251)) % 256;
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .webp({ quality: 82 })
      .toBuffer(),
  );
}

/** A gallery photo whose thumbnail the stand-in Storage serves as `bytes` (null: not at all). */
function photo(id: string, bytes: Uint8Array | null): GalleryImage {
  const thumbPath = `/thumb_${id}.webp`;
  if (bytes) storage.files.set(thumbPath, bytes);
  return {
    id,
    title: `Photo ${id}`,
    imageUrl: `${storage.base}/${id}.webp`,
    fileName: `gallery_1_${id}.webp`,
    thumbUrl: `${storage.base}${thumbPath}`,
    createdAt: new Date('2026-11-01T00:00:00Z'),
  };
}

describe('publishThumbnails', () => {
  it('copies a thumbnail of 480 px as a WebP of 320 px, named by its hash, on the site', async () => {
    const bytes = await thumbnail(480, 320);
    const rally = photo('rally', bytes);
    const { copies, skipped } = await publishThumbnails([rally], outDir);
    expect(skipped).toEqual([]);
    const copy = copies[rally.thumbUrl ?? ''] ?? '';
    expect(copy).toMatch(new RegExp(`^/images/thumbs/[0-9a-f]{16}-${PHONE_THUMB_WIDTH}\\.webp$`));
    const written = await readFile(path.join(outDir, copy));
    const { format, width, height } = await sharp(written).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 320, height: 213 });
    expect(written.length).toBeLessThan(bytes.length);
  });

  it('names the copies of two thumbnails apart, and of the same thumbnail alike', async () => {
    const first = await thumbnail(480, 320, 1);
    const second = await thumbnail(480, 320, 2);
    const a = photo('a', first);
    const b = photo('b', second);
    const again = photo('again', first);
    const { copies } = await publishThumbnails([a, b, again], outDir);
    expect(copies[a.thumbUrl ?? '']).not.toBe(copies[b.thumbUrl ?? '']);
    expect(copies[again.thumbUrl ?? '']).toBe(copies[a.thumbUrl ?? '']);
    expect(await readdir(path.join(outDir, 'images', 'thumbs'))).toHaveLength(2);
  });

  it('makes none of a thumbnail no wider than a copy would be (a portrait one of 213 px)', async () => {
    const portrait = photo('portrait', await thumbnail(213, 320));
    const { copies, skipped } = await publishThumbnails([portrait], outDir);
    expect(copies).toEqual({});
    expect(skipped).toEqual([]);
  });

  it('fetches nothing for a photo without a thumbnail, and writes no folder', async () => {
    const fetchFile = vi.fn(fetch);
    const old = { ...photo('old', null), thumbUrl: undefined };
    const { copies } = await publishThumbnails([old], outDir, fetchFile);
    expect(copies).toEqual({});
    expect(fetchFile).not.toHaveBeenCalled();
    expect(await readdir(outDir)).toEqual([]);
  });

  it.each([
    ['gone from Storage', () => photo('gone', null), 'HTTP 404'],
    [
      'Storage failing',
      () => {
        storage.statuses.set('/thumb_failing.webp', 503);
        return photo('failing', null);
      },
      'HTTP 503',
    ],
    [
      'not an image',
      () => photo('text', new TextEncoder().encode('not a picture at all')),
      'not a readable image',
    ],
    ['empty', () => photo('empty', new Uint8Array()), 'not a readable image: it weighs 0.0 KB'],
  ])('gives none to a thumbnail %s, saying why, and copies the others', async (_, make, reason) => {
    const bad = make();
    const good = photo('good', await thumbnail(480, 320));
    const { copies, skipped } = await publishThumbnails([bad, good], outDir);
    expect(Object.keys(copies)).toEqual([good.thumbUrl]);
    expect(skipped).toEqual([
      { image: expect.objectContaining({ id: bad.id }), reason: expect.stringContaining(reason) },
    ]);
  });

  it('gives none to a thumbnail Storage cannot be reached for', async () => {
    const unreachable = { ...photo('far', null), thumbUrl: 'http://127.0.0.1:9/thumb_far.webp' };
    const { copies, skipped } = await publishThumbnails([unreachable], outDir);
    expect(copies).toEqual({});
    expect(skipped).toHaveLength(1);
  });
});

describe('thumbnailCopyRead', () => {
  it('resolves with the copies, and warns once naming the thumbnails that got none', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = photo('good', await thumbnail(480, 320));
    const copies = await thumbnailCopyRead([photo('gone', null), good], outDir);
    expect(Object.keys(copies)).toEqual([good.thumbUrl]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"Photo gone" (gone): HTTP 404');
  });

  it('says nothing when every thumbnail was copied', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await thumbnailCopyRead([photo('good', await thumbnail(480, 320))], outDir);
    expect(warn).not.toHaveBeenCalled();
  });
});
