import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  WEB_IMAGE_MAX,
  cropImage,
  defaultSquareCrop,
  fileNameForType,
  fitWithin,
  resizeImage,
  resizeImageSet,
} from '../../src/admin/imageResize';

describe('fitWithin', () => {
  it.each([
    // width, height, max → width, height
    [4000, 3000, 1920, 1920, 1440],
    [3000, 4000, 1920, 1440, 1920],
    [4032, 3024, 480, 480, 360],
    [1000, 1000, 600, 600, 600],
    [800, 600, 1920, 800, 600], // never scales up
    [1920, 1080, 1920, 1920, 1080], // exactly at the limit
    [10000, 10, 1920, 1920, 2], // rounds, keeps the ratio
    [10000, 1, 480, 480, 1], // never below one pixel
    [1001, 999, 600, 600, 599],
  ])('%i×%i within %i → %i×%i', (w, h, max, ew, eh) => {
    expect(fitWithin(w, h, max)).toEqual({ width: ew, height: eh });
  });
});

describe('defaultSquareCrop', () => {
  it.each([
    // width, height → x, y, side
    [1000, 500, 275, 25, 450],
    [500, 1000, 25, 275, 450],
    [400, 400, 20, 20, 360],
  ])('%i×%i → a centred square of 90%% of the smaller side', (w, h, x, y, side) => {
    expect(defaultSquareCrop(w, h, 90)).toEqual({ x, y, width: side, height: side });
  });
});

describe('fileNameForType', () => {
  it.each([
    ['IMG_0001.HEIC', 'image/webp', 'IMG_0001.webp'],
    ['holiday.photo.png', 'image/jpeg', 'holiday.photo.jpg'],
    ['noextension', 'image/webp', 'noextension.webp'],
    ['.hidden', 'image/jpeg', 'image.jpg'],
    ['anim.gif', 'image/gif', 'anim.gif'],
    ['odd.bin', 'application/octet-stream', 'odd.bin'],
  ])('%s as %s → %s', (name, type, expected) => {
    expect(fileNameForType(name, type)).toBe(expected);
  });
});

/**
 * The canvas parts, against stand-ins of the browser APIs (jsdom has no canvas): what size is
 * drawn, which format is asked for, and which blob comes back.
 */
describe('resizing on a canvas', () => {
  let encoders: string[];
  let canvases: Array<{ width: number; height: number }>;
  let drawn: number[][];
  let webpSupported: boolean;
  let encodedSize: number;

  class FakeOffscreenCanvas {
    constructor(
      public width: number,
      public height: number,
    ) {
      canvases.push({ width, height });
    }
    getContext() {
      return {
        fillRect: vi.fn(),
        drawImage: (_source: unknown, ...args: number[]) => drawn.push(args),
      };
    }
    async convertToBlob({ type, quality }: { type: string; quality: number }) {
      encoders.push(`${type}@${quality}`);
      const actual = type === 'image/webp' && !webpSupported ? 'image/png' : type;
      return new Blob([new Uint8Array(encodedSize)], { type: actual });
    }
  }

  beforeEach(() => {
    encoders = [];
    canvases = [];
    drawn = [];
    webpSupported = true;
    encodedSize = 300_000;
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  });
  afterEach(() => vi.unstubAllGlobals());

  const bitmapOf = (width: number, height: number) => {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width, height, close })),
    );
    return close;
  };
  const photo = (bytes: number, type = 'image/jpeg') => new Blob([new Uint8Array(bytes)], { type });

  it('scales a 12-megapixel photo to 1920 px and a 480 px thumbnail as WebP, decoding once', async () => {
    const close = bitmapOf(4000, 3000);
    const [full, thumb] = await resizeImageSet(photo(5_000_000), [
      WEB_IMAGE_MAX.gallery,
      WEB_IMAGE_MAX.galleryThumb,
    ]);
    expect(canvases).toEqual([
      { width: 1920, height: 1440 },
      { width: 480, height: 360 },
    ]);
    expect(drawn[0]).toEqual([0, 0, 4000, 3000, 0, 0, 1920, 1440]);
    expect(full?.type).toBe('image/webp');
    expect(thumb?.type).toBe('image/webp');
    expect(createImageBitmap).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalled();
  });

  it('falls back to JPEG where the browser cannot encode WebP', async () => {
    bitmapOf(4000, 3000);
    webpSupported = false;
    const resized = await resizeImage(photo(5_000_000), WEB_IMAGE_MAX.portrait);
    expect(resized.type).toBe('image/jpeg');
    expect(encoders).toEqual(['image/webp@0.82', 'image/jpeg@0.82']);
    expect(canvases).toEqual([{ width: 800, height: 600 }]);
  });

  it('keeps a file that already fits when it is smaller than its re-encoding', async () => {
    bitmapOf(640, 480);
    const small = photo(50_000, 'image/gif');
    expect(await resizeImage(small, WEB_IMAGE_MAX.portrait)).toBe(small);
  });

  it('re-encodes a file that fits but is bigger than its re-encoding', async () => {
    bitmapOf(640, 480);
    const heavy = photo(2_000_000, 'image/png');
    const resized = await resizeImage(heavy, WEB_IMAGE_MAX.portrait);
    expect(resized).not.toBe(heavy);
    expect(resized.size).toBe(encodedSize);
  });

  it('crops at natural resolution, at most 600×600, as JPEG of quality 0.95', async () => {
    const image = { width: 500, height: 250, naturalWidth: 4000, naturalHeight: 2000 };
    const blob = await cropImage(image as HTMLImageElement, {
      x: 100,
      y: 10,
      width: 200,
      height: 200,
    });
    expect(drawn[0]).toEqual([800, 80, 1600, 1600, 0, 0, 600, 600]);
    expect(encoders).toEqual(['image/jpeg@0.95']);
    expect(blob.type).toBe('image/jpeg');
  });

  it('refuses an empty crop', async () => {
    const image = { width: 500, height: 250, naturalWidth: 500, naturalHeight: 250 };
    await expect(
      cropImage(image as HTMLImageElement, { x: 0, y: 0, width: 0, height: 0 }),
    ).rejects.toThrow();
  });
});
