/**
 * The rules of `npm run banner` that need no image (scripts/bannerPhoto.ts), as tables: the
 * command line, the files of a slide, where the crop falls, which photos are big enough, and the
 * quality search. The command itself runs on real images in bannerCommand.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  BannerError,
  QUALITY,
  bannerFiles,
  checkPhoto,
  bannerCrop,
  fitQuality,
  parseBannerArgs,
  type BannerRequest,
  type Focus,
} from '../../scripts/bannerPhoto';
import { BANNERS, BANNER_MAX_BYTES } from '../../src/content/images';

const request = (changes: Partial<BannerRequest> = {}): BannerRequest => ({
  photo: 'photo.jpg',
  slide: 2,
  focus: 'centre',
  upscale: false,
  ...changes,
});

describe('the command line', () => {
  it.each<[string, string[], BannerRequest | 'help']>([
    ['a photo and a slide', ['photo.jpg', '--slide', '2'], request()],
    ['the slide first, with =', ['--slide=4', 'photo.jpg'], request({ slide: 4 })],
    ['every slide from 1', ['photo.jpg', '--slide', '1'], request({ slide: 1 })],
    ['a focus', ['photo.jpg', '--slide', '2', '--focus', 'top'], request({ focus: 'top' })],
    ['"center" for centre', ['photo.jpg', '--slide', '2', '--focus', 'center'], request()],
    ['--upscale', ['photo.jpg', '--slide', '2', '--upscale'], request({ upscale: true })],
    ['--out', ['photo.jpg', '--slide', '2', '--out', 'look'], request({ out: 'look' })],
    [
      'a path with spaces',
      ['My Photos/a b.jpg', '--slide', '3'],
      request({ photo: 'My Photos/a b.jpg', slide: 3 }),
    ],
    ['--help', ['--help'], 'help'],
    ['-h, whatever else', ['-h', 'photo.jpg'], 'help'],
  ])('reads %s', (_, argv, expected) => {
    expect(parseBannerArgs(argv)).toEqual(expected);
  });

  it.each<[string, string[], RegExp]>([
    ['nothing', [], /^Name the photo to use\.$/],
    ['no slide', ['photo.jpg'], /^Say which banner it replaces: --slide 1 to 4\.$/],
    [
      'slide 0',
      ['photo.jpg', '--slide', '0'],
      /^--slide must be a whole number from 1 to 4 \(got "0"\)\.$/,
    ],
    ['slide 5', ['photo.jpg', '--slide', '5'], /from 1 to 4 \(got "5"\)/],
    ['slide -1', ['photo.jpg', '--slide=-1'], /from 1 to 4 \(got "-1"\)/],
    ['slide 2.5', ['photo.jpg', '--slide', '2.5'], /from 1 to 4 \(got "2\.5"\)/],
    ['slide "two"', ['photo.jpg', '--slide', 'two'], /from 1 to 4 \(got "two"\)/],
    ['slide 02x', ['photo.jpg', '--slide', '2x'], /from 1 to 4 \(got "2x"\)/],
    ['an empty slide', ['photo.jpg', '--slide', ''], /from 1 to 4 \(got ""\)/],
    ['--slide without a value', ['photo.jpg', '--slide'], /--slide/],
    [
      'two photos',
      ['a.jpg', 'b.jpg', '--slide', '1'],
      /^One photo at a time \(got a\.jpg, b\.jpg\)\.$/,
    ],
    [
      'an unknown focus',
      ['photo.jpg', '--slide', '1', '--focus', 'middle'],
      /^--focus must be one of centre, top, bottom, left, right \(got "middle"\)\.$/,
    ],
    ['an unknown option', ['photo.jpg', '--slide', '1', '--quality', '90'], /--quality/],
    ['an empty --out', ['photo.jpg', '--slide', '1', '--out', ''], /^--out needs a folder\.$/],
  ])('refuses %s, with the usage', (_, argv, message) => {
    let thrown: unknown;
    try {
      parseBannerArgs(argv);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BannerError);
    expect((thrown as BannerError).message).toMatch(message);
    expect((thrown as BannerError).usage).toBe(true);
  });
});

describe('the files of a slide', () => {
  it.each([1, 2, 3, 4])(
    'slide %i: each format at each width, exactly what its <picture> names',
    (slide) => {
      const banner = BANNERS[slide - 1]!;
      const files = bannerFiles(slide);
      expect(files.map((f) => `${f.format} ${f.width} x ${f.height}`)).toEqual([
        'avif 640 x 240',
        'avif 1280 x 480',
        'avif 1920 x 720',
        'webp 640 x 240',
        'webp 1280 x 480',
        'webp 1920 x 720',
        'jpg 640 x 240',
        'jpg 1280 x 480',
        'jpg 1920 x 720',
      ]);
      const named = Object.values(banner.sources).flatMap((srcset) =>
        srcset.split(',').map((entry) => entry.trim().split(' ')[0]),
      );
      expect(files.map((f) => f.url).sort()).toEqual([...named].sort());
      expect(named).toContain(banner.fallback);
      expect(files[0]!.url).toBe(`/images/banners/${banner.id}-640.avif`);
    },
  );

  it('has no slide 5', () => {
    expect(() => bannerFiles(5)).toThrow(BannerError);
  });
});

describe('the crop', () => {
  it.each<[string, number, number, Focus, [number, number, number, number]]>([
    // name, photo width, height, focus, [left, top, width, height]
    ['a 4:3 phone photo, centred', 4000, 3000, 'centre', [0, 750, 4000, 1500]],
    ['a 4:3 photo, its top kept', 4000, 3000, 'top', [0, 0, 4000, 1500]],
    ['a 4:3 photo, its bottom kept', 4000, 3000, 'bottom', [0, 1500, 4000, 1500]],
    ['a 4:3 photo: left and right change nothing', 4000, 3000, 'left', [0, 750, 4000, 1500]],
    ['a portrait photo, centred', 3000, 4000, 'centre', [0, 1437, 3000, 1125]],
    ['an odd spare row is cut from the bottom', 1920, 721, 'centre', [0, 0, 1920, 720]],
    ['a panorama, centred', 6000, 1500, 'centre', [1000, 0, 4000, 1500]],
    ['a panorama, its left kept', 6000, 1500, 'left', [0, 0, 4000, 1500]],
    ['a panorama, its right kept', 6000, 1500, 'right', [2000, 0, 4000, 1500]],
    ['a panorama: top and bottom change nothing', 6000, 1500, 'top', [1000, 0, 4000, 1500]],
    ['the banner shape itself', 1920, 720, 'bottom', [0, 0, 1920, 720]],
    ['a shape that does not divide evenly', 1000, 999, 'centre', [0, 312, 1000, 375]],
    ['a photo a little wider than the shape', 3001, 1000, 'centre', [167, 0, 2667, 1000]],
  ])('%s', (_, width, height, focus, [left, top, w, h]) => {
    const crop = bannerCrop({ width, height }, focus);
    expect(crop).toEqual({ left, top, width: w, height: h });
    // Always inside the photo, always the banner's shape (to the pixel).
    expect(crop.left + crop.width).toBeLessThanOrEqual(width);
    expect(crop.top + crop.height).toBeLessThanOrEqual(height);
    expect(Math.abs(crop.width / crop.height - 8 / 3)).toBeLessThan(0.01);
  });
});

describe('whether a photo is big enough', () => {
  it.each<[string, number, number, Partial<BannerRequest>, string[]]>([
    ['a phone photo', 4032, 3024, {}, []],
    ['exactly the largest file', 1920, 720, {}, []],
    ['a 1920 x 1080 frame (cut to 1920 x 720)', 1920, 1080, {}, []],
    [
      'a small photo, enlarged when asked',
      1600,
      1200,
      { upscale: true },
      [
        'Enlarged from 1600 to 1920 px wide for the largest files: they will look soft on large screens.',
      ],
    ],
    [
      'the smallest file, enlarged when asked',
      640,
      240,
      { upscale: true },
      [
        'Enlarged from 640 to 1920 px wide for the largest files: they will look soft on large screens.',
      ],
    ],
    [
      'a focus on a side that is not cut',
      4000,
      3000,
      { focus: 'left' },
      ['--focus left changes nothing: only its top and bottom are cut.'],
    ],
    [
      'a focus on an edge that is not cut',
      6000,
      1500,
      { focus: 'bottom' },
      ['--focus bottom changes nothing: only the sides of the photo are cut.'],
    ],
    [
      'a focus on a photo of the banner shape',
      1920,
      720,
      { focus: 'top' },
      ["--focus top changes nothing: it already has the banner's shape."],
    ],
  ])('takes %s', (_, width, height, changes, warnings) => {
    expect(checkPhoto('photo.jpg', { width, height }, request(changes))).toEqual(warnings);
  });

  it.each<[string, number, number, Partial<BannerRequest>, RegExp]>([
    [
      'a photo sent through a messaging app',
      1600,
      1200,
      {},
      /^photo\.jpg is 1600 x 1200 px; cut to the banner's shape it is 1600 x 600, less than the 1920 x 720 px of the largest file\. Use the original photo .* or add --upscale/,
    ],
    ['a tall photo narrower than 1920 px', 1080, 1920, {}, /it is 1080 x 405, less than/],
    ['one pixel short', 1919, 1000, {}, /it is 1919 x 720, less than/],
    ['a panorama too low', 4000, 700, {}, /it is 1867 x 700, less than/],
    [
      'a thumbnail, even when asked to enlarge',
      600,
      400,
      { upscale: true },
      /it is 600 x 225, too small even to enlarge: below 640 px wide it looks blurred on a phone\. Use a larger photo\.$/,
    ],
  ])('refuses %s', (_, width, height, changes, message) => {
    expect(() => checkPhoto('photo.jpg', { width, height }, request(changes))).toThrow(BannerError);
    expect(() => checkPhoto('photo.jpg', { width, height }, request(changes))).toThrow(message);
  });
});

describe('the quality search', () => {
  /** A pretend encoder whose output weighs `perQuality` bytes per quality point. */
  const encoder = (perQuality: number) => {
    const tried: number[] = [];
    const encode = async (quality: number) => {
      tried.push(quality);
      return Buffer.alloc(quality * perQuality);
    };
    return { encode, tried };
  };
  const ladder = { start: 80, floor: 50, step: 10 };

  it.each<[string, number, number | null, number[], boolean]>([
    // name, bytes per quality point, most bytes, qualities tried, fits
    ['fits at once', 1000, 100_000, [80], true],
    ['fits one step down', 1000, 75_000, [80, 70], true],
    ['fits at the floor', 1000, 50_000, [80, 70, 60, 50], true],
    ['does not fit at all', 1000, 49_999, [80, 70, 60, 50], false],
    ['has no limit', 1_000_000, null, [80], true],
  ])('%s', async (_, perQuality, maxBytes, tried, fits) => {
    const pretend = encoder(perQuality);
    const result = await fitQuality(pretend.encode, ladder, maxBytes);
    expect(pretend.tried).toEqual(tried);
    expect(result.quality).toBe(tried.at(-1));
    expect(result.data.length).toBe(result.quality * perQuality);
    expect(result.fits).toBe(fits);
  });

  it('stops at the floor even when the step does not land on it', async () => {
    const pretend = encoder(1000);
    await fitQuality(pretend.encode, { start: 50, floor: 30, step: 15 }, 1);
    expect(pretend.tried).toEqual([50, 35]);
  });

  it('keeps AVIF and WebP within the banner weight, and JPEG at one quality', () => {
    expect(QUALITY.avif.maxBytes).toBe(BANNER_MAX_BYTES);
    expect(QUALITY.webp.maxBytes).toBe(BANNER_MAX_BYTES);
    expect(QUALITY.jpg).toMatchObject({ maxBytes: null });
    expect(QUALITY.jpg.start).toBe(QUALITY.jpg.floor);
  });
});
