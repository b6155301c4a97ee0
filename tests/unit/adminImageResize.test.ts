import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  UnreadableImageError,
  cropImage,
  resizeImage,
  resizeImageSet,
} from '../../src/admin/flow/imageResize';
import {
  MAX_CANVAS_AREA,
  WEB_IMAGE_MAX,
  chooseUpload,
  defaultSquareCrop,
  fileNameForType,
  fitWithin,
  sizesToTry,
} from '../../src/admin/flow/imageSizes';

const MB = 1024 * 1024;

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

  it.each([
    // width, height, max, area → width, height: no bigger than a canvas can hold
    [8000, 6000, 8000, 16_777_216, 4729, 3547],
    [20000, 20000, 20000, 16_777_216, 4096, 4096],
    [100, 100, 100, 400, 20, 20],
    [4000, 3000, 1920, 16_777_216, 1920, 1440], // the side binds first
  ])('%i×%i within %i and %i pixels → %i×%i', (w, h, max, area, ew, eh) => {
    const size = fitWithin(w, h, max, area);
    expect(size).toEqual({ width: ew, height: eh });
    expect(size.width * size.height).toBeLessThanOrEqual(area);
  });

  it('keeps every size within the canvas area of iOS Safari by default', () => {
    expect(MAX_CANVAS_AREA).toBe(4096 * 4096);
    const { width, height } = fitWithin(12000, 9000, 12000);
    expect(width * height).toBeLessThanOrEqual(MAX_CANVAS_AREA);
  });
});

describe('sizesToTry', () => {
  it.each([
    // natural size, longest side → the sizes tried, largest first
    [{ width: 8000, height: 6000 }, 1920, ['1920×1440', '1440×1080', '960×720', '480×360']],
    [{ width: 640, height: 480 }, 1920, ['640×480', '480×360', '320×240', '160×120']],
    [{ width: 3000, height: 4000 }, 800, ['600×800', '450×600', '300×400', '150×200']],
    [{ width: 2, height: 1 }, 480, ['2×1', '2×1', '1×1', '1×1']],
  ])('%o within %i → %o', (natural, max, expected) => {
    expect(sizesToTry(natural, max).map((s) => `${s.width}×${s.height}`)).toEqual(expected);
  });
});

describe('chooseUpload', () => {
  it.each<[string, { type: string; size: number }, boolean, number, string]>([
    // A GIF of the wanted size stays as picked (animated, it stays animated; GIF has no EXIF).
    [
      'a small GIF that fits, smaller than its copy',
      { type: 'image/gif', size: 50_000 },
      true,
      300_000,
      'picked',
    ],
    [
      'a GIF that fits, as big as its copy',
      { type: 'image/gif', size: 300_000 },
      true,
      300_000,
      'picked',
    ],
    [
      'a GIF that fits, bigger than its copy',
      { type: 'image/gif', size: 2 * MB },
      true,
      300_000,
      'encoded',
    ],
    [
      'a GIF that must be scaled down',
      { type: 'image/gif', size: 50_000 },
      false,
      300_000,
      'encoded',
    ],
    ['a GIF at the cap', { type: 'image/gif', size: 10 * MB }, true, 10 * MB + 1, 'smaller'],
    // Every other image is re-encoded, whatever its size: its metadata (EXIF) stays behind.
    [
      'a small JPEG that fits, smaller than its copy',
      { type: 'image/jpeg', size: 50_000 },
      true,
      300_000,
      'encoded',
    ],
    [
      'a small PNG that fits, smaller than its copy',
      { type: 'image/png', size: 50_000 },
      true,
      300_000,
      'encoded',
    ],
    [
      'a small WebP that fits, smaller than its copy',
      { type: 'image/webp', size: 50_000 },
      true,
      300_000,
      'encoded',
    ],
    [
      'a small AVIF that fits, smaller than its copy',
      { type: 'image/avif', size: 50_000 },
      true,
      300_000,
      'encoded',
    ],
    [
      'a photo that fits, bigger than its copy',
      { type: 'image/png', size: 2 * MB },
      true,
      300_000,
      'encoded',
    ],
    [
      'a photo that must be scaled down',
      { type: 'image/jpeg', size: 100_000 },
      false,
      300_000,
      'encoded',
    ],
    [
      'a type the storage does not take (HEIC)',
      { type: 'image/heic', size: 50_000 },
      true,
      300_000,
      'encoded',
    ],
    ['a file without a type', { type: '', size: 50_000 }, true, 300_000, 'encoded'],
    [
      'a JPEG that fits, under the cap, whose copy is at the cap',
      { type: 'image/jpeg', size: 9 * MB },
      true,
      10 * MB,
      'smaller',
    ],
    [
      'a picked file at the cap',
      { type: 'image/png', size: 10 * MB },
      true,
      10 * MB + 1,
      'smaller',
    ],
    [
      'a copy just under the cap',
      { type: 'image/jpeg', size: 15 * MB },
      false,
      10 * MB - 1,
      'encoded',
    ],
    ['a copy at the cap', { type: 'image/jpeg', size: 15 * MB }, false, 10 * MB, 'smaller'],
    ['a copy over the cap', { type: 'image/jpeg', size: 48 * MB }, false, 11 * MB, 'smaller'],
  ])('%s → %s', (_case, picked, keepsSize, encodedBytes, expected) => {
    expect(chooseUpload(picked, keepsSize, encodedBytes)).toBe(expected);
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
  let encodedSize: number | ((canvas: { width: number; height: number }) => number);
  /** Canvases of more pixels than this get no 2D context, as a browser's limit would do. */
  let canvasLimit: number;

  class FakeOffscreenCanvas {
    constructor(
      public width: number,
      public height: number,
    ) {
      canvases.push({ width, height });
    }
    getContext() {
      if (this.width * this.height > canvasLimit) return null;
      return {
        fillRect: vi.fn(),
        drawImage: (_source: unknown, ...args: number[]) => drawn.push(args),
      };
    }
    async convertToBlob({ type, quality }: { type: string; quality: number }) {
      encoders.push(`${type}@${quality}`);
      const actual = type === 'image/webp' && !webpSupported ? 'image/png' : type;
      const bytes = typeof encodedSize === 'number' ? encodedSize : encodedSize(this);
      return new Blob([new Uint8Array(bytes)], { type: actual });
    }
  }

  beforeEach(() => {
    encoders = [];
    canvases = [];
    drawn = [];
    webpSupported = true;
    encodedSize = 300_000;
    canvasLimit = Number.POSITIVE_INFINITY;
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  });
  afterEach(() => vi.unstubAllGlobals());

  /** An image element that decodes (or not) as a browser would, at the given natural size. */
  const imageElementOf = (size: { width: number; height: number } | 'undecodable') => {
    const urls = { created: 0, revoked: 0 };
    vi.stubGlobal('URL', {
      createObjectURL: () => `blob:local/${++urls.created}`,
      revokeObjectURL: () => void urls.revoked++,
    });
    vi.stubGlobal(
      'Image',
      class {
        src = '';
        naturalWidth = size === 'undecodable' ? 0 : size.width;
        naturalHeight = size === 'undecodable' ? 0 : size.height;
        async decode() {
          if (size === 'undecodable') throw new DOMException('cannot decode', 'EncodingError');
        }
      },
    );
    return urls;
  };
  const bitmapRefused = () =>
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image cannot be decoded.', 'InvalidStateError');
      }),
    );

  const bitmapOf = (width: number, height: number) => {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width, height, close })),
    );
    return close;
  };
  const photo = (bytes: number, type = 'image/jpeg') => new Blob([new Uint8Array(bytes)], { type });

  it('scales a 12-megapixel photo to 1920 px, a 480 px thumbnail and a 1080 px copy as WebP, decoding once', async () => {
    const close = bitmapOf(4000, 3000);
    const [full, thumb, medium] = await resizeImageSet(photo(5_000_000), [
      WEB_IMAGE_MAX.gallery,
      WEB_IMAGE_MAX.galleryThumb,
      WEB_IMAGE_MAX.galleryMedium,
    ]);
    expect(canvases).toEqual([
      { width: 1920, height: 1440 },
      { width: 480, height: 360 },
      { width: 1080, height: 810 },
    ]);
    expect(drawn[0]).toEqual([0, 0, 4000, 3000, 0, 0, 1920, 1440]);
    expect(full?.type).toBe('image/webp');
    expect(thumb?.type).toBe('image/webp');
    expect(medium?.type).toBe('image/webp');
    expect(encoders).toEqual(['image/webp@0.82', 'image/webp@0.82', 'image/webp@0.82']);
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

  it('keeps a GIF that already fits when it is smaller than its re-encoding', async () => {
    bitmapOf(640, 480);
    const small = photo(50_000, 'image/gif');
    expect(await resizeImage(small, WEB_IMAGE_MAX.portrait)).toBe(small);
  });

  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/avif'])(
    're-encodes a %s that already fits and is smaller than its re-encoding (no metadata leaves)',
    async (type) => {
      bitmapOf(640, 480);
      const small = photo(50_000, type);
      const resized = await resizeImage(small, WEB_IMAGE_MAX.portrait);
      expect(resized).not.toBe(small);
      expect(resized.type).toBe('image/webp');
      expect(resized.size).toBe(encodedSize);
      // At its own size and the quality of every other copy.
      expect(canvases).toEqual([{ width: 640, height: 480 }]);
      expect(encoders).toEqual(['image/webp@0.82']);
    },
  );

  it('re-encodes the full image and the smaller copies of a small photo alike, never enlarged', async () => {
    bitmapOf(400, 300);
    const small = photo(20_000, 'image/jpeg');
    const [full, thumb, medium] = await resizeImageSet(small, [
      WEB_IMAGE_MAX.gallery,
      WEB_IMAGE_MAX.galleryThumb,
      WEB_IMAGE_MAX.galleryMedium,
    ]);
    expect(full).not.toBe(small);
    expect(thumb).not.toBe(small);
    expect(medium).not.toBe(small);
    expect(canvases).toEqual([
      { width: 400, height: 300 },
      { width: 400, height: 300 },
      { width: 400, height: 300 },
    ]);
  });

  it('scales a portrait photo to a 1080 px longest side for its medium-size copy', async () => {
    bitmapOf(3000, 4000);
    await resizeImageSet(photo(5_000_000), [WEB_IMAGE_MAX.galleryMedium]);
    expect(canvases).toEqual([{ width: 810, height: 1080 }]);
  });

  it('re-encodes a file that fits but is bigger than its re-encoding', async () => {
    bitmapOf(640, 480);
    const heavy = photo(2_000_000, 'image/png');
    const resized = await resizeImage(heavy, WEB_IMAGE_MAX.portrait);
    expect(resized).not.toBe(heavy);
    expect(resized.size).toBe(encodedSize);
  });

  it('makes a 48-megapixel photo of 15 MB into uploads under the cap', async () => {
    bitmapOf(8000, 6000);
    const [full, thumb] = await resizeImageSet(photo(15 * MB), [1920, 480]);
    expect(canvases).toEqual([
      { width: 1920, height: 1440 },
      { width: 480, height: 360 },
    ]);
    expect(full?.size).toBeLessThan(10 * MB);
    expect(thumb?.size).toBeLessThan(10 * MB);
  });

  it('tries smaller while the copy comes out at or over the cap', async () => {
    bitmapOf(8000, 6000);
    encodedSize = ({ width }) => (width > 1000 ? 10 * MB : 2 * MB);
    const resized = await resizeImage(photo(15 * MB), 1920);
    expect(canvases).toEqual([
      { width: 1920, height: 1440 },
      { width: 1440, height: 1080 },
      { width: 960, height: 720 },
    ]);
    expect(resized.size).toBe(2 * MB);
  });

  it('tries smaller when the browser cannot hold a canvas of that size', async () => {
    bitmapOf(8000, 6000);
    canvasLimit = 1_000_000;
    const resized = await resizeImage(photo(15 * MB), 1920);
    expect(canvases.map((c) => c.width)).toEqual([1920, 1440, 960]);
    expect(resized.type).toBe('image/webp');
  });

  it('refuses with the message of which photos work when no try gets under the cap', async () => {
    const close = bitmapOf(8000, 6000);
    encodedSize = 10 * MB;
    const failure = resizeImage(photo(15 * MB), 1920);
    await expect(failure).rejects.toBeInstanceOf(UnreadableImageError);
    await expect(failure).rejects.toThrow(
      'This file could not be read as an image. Please choose a JPEG, PNG, WebP, GIF or AVIF photo.',
    );
    expect(canvases).toHaveLength(4);
    expect(close).toHaveBeenCalled();
  });

  it('never keeps a picked file the storage would refuse', async () => {
    bitmapOf(640, 480);
    const heic = photo(50_000, 'image/heic');
    const resized = await resizeImage(heic, WEB_IMAGE_MAX.portrait);
    expect(resized).not.toBe(heic);
    expect(resized.type).toBe('image/webp');
  });

  it('draws from an image element when the browser cannot hold the photo as one bitmap', async () => {
    bitmapRefused();
    const urls = imageElementOf({ width: 8000, height: 6000 });
    const [full, thumb] = await resizeImageSet(photo(15 * MB), [1920, 480]);
    expect(canvases).toEqual([
      { width: 1920, height: 1440 },
      { width: 480, height: 360 },
    ]);
    expect(drawn[0]).toEqual([0, 0, 8000, 6000, 0, 0, 1920, 1440]);
    expect(full?.type).toBe('image/webp');
    expect(thumb?.type).toBe('image/webp');
    expect(urls).toEqual({ created: 1, revoked: 1 });
  });

  it('refuses a file that no way of decoding reads as an image', async () => {
    bitmapRefused();
    const urls = imageElementOf('undecodable');
    await expect(resizeImage(photo(3 * MB, 'image/heic'), 800)).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
    expect(canvases).toEqual([]);
    expect(urls).toEqual({ created: 1, revoked: 1 });
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
