/**
 * How a photo becomes a home banner slide in the browser (src/domain/bannerPhoto.ts): the cut to
 * 8:3 with its focus, the size checks, and the encoding plan, with a fake encoder whose files
 * weigh what each row says.
 */
import { describe, expect, it } from 'vitest';
import {
  bannerCrop,
  checkBannerPhoto,
  encodeBannerFiles,
  qualitiesOf,
  type Encoded,
  type Focus,
} from '../../src/domain/bannerPhoto';

const KB = 1024;

describe('the cut to 8:3', () => {
  it.each<[string, { width: number; height: number }, Focus, object]>([
    [
      'a 4:3 photo, centre',
      { width: 4000, height: 3000 },
      'centre',
      { left: 0, top: 750, width: 4000, height: 1500 },
    ],
    [
      'a 4:3 photo, top',
      { width: 4000, height: 3000 },
      'top',
      { left: 0, top: 0, width: 4000, height: 1500 },
    ],
    [
      'a 4:3 photo, bottom',
      { width: 4000, height: 3000 },
      'bottom',
      { left: 0, top: 1500, width: 4000, height: 1500 },
    ],
    [
      'a 4:3 photo, left (only the top and bottom are cut)',
      { width: 4000, height: 3000 },
      'left',
      { left: 0, top: 750, width: 4000, height: 1500 },
    ],
    [
      'a panorama, centre',
      { width: 6000, height: 1500 },
      'centre',
      { left: 1000, top: 0, width: 4000, height: 1500 },
    ],
    [
      'a panorama, left',
      { width: 6000, height: 1500 },
      'left',
      { left: 0, top: 0, width: 4000, height: 1500 },
    ],
    [
      'a panorama, right',
      { width: 6000, height: 1500 },
      'right',
      { left: 2000, top: 0, width: 4000, height: 1500 },
    ],
    [
      'already 8:3',
      { width: 1920, height: 720 },
      'top',
      { left: 0, top: 0, width: 1920, height: 720 },
    ],
  ])('%s', (_, photo, focus, region) => {
    expect(bannerCrop(photo, focus)).toEqual(region);
  });
});

describe('the size check', () => {
  it.each<[string, { width: number; height: number }, 'refused' | 'warned' | 'fine']>([
    ['a 12-megapixel phone photo', { width: 4000, height: 3000 }, 'fine'],
    ['exactly 1920 wide once cut', { width: 1920, height: 1440 }, 'fine'],
    ['1919 wide once cut: enlarged, with a warning', { width: 1919, height: 1440 }, 'warned'],
    ['a messaging app copy, 1280 wide', { width: 1280, height: 960 }, 'warned'],
    ['exactly 640 wide once cut', { width: 640, height: 480 }, 'warned'],
    ['639 wide once cut: refused', { width: 639, height: 480 }, 'refused'],
    ['a tall photo only 500 wide', { width: 500, height: 2000 }, 'refused'],
  ])('%s', (_, photo, verdict) => {
    const { refusal, warnings } = checkBannerPhoto(photo, 'centre');
    expect(refusal !== undefined ? 'refused' : warnings.length > 0 ? 'warned' : 'fine').toBe(
      verdict,
    );
    if (refusal) expect(refusal).toMatch(/too small.*Choose a larger photo/);
  });
});

describe('the qualities tried', () => {
  it('go from 0.8 down to 0.5 in steps of 0.05', () => {
    expect(qualitiesOf({ start: 0.8, floor: 0.5, step: 0.05 })).toEqual([
      0.8, 0.75, 0.7, 0.65, 0.6, 0.55, 0.5,
    ]);
  });
});

/**
 * A fake encoder: each file weighs `weight(width, type, quality)` bytes, and the browser answers
 * `webpAnswer` when asked for WebP (Safari: PNG). It records every call.
 */
function fakeEncoder(
  weight: (width: number, type: string, quality: number) => number,
  webpAnswer = 'image/webp',
) {
  const calls: string[] = [];
  const encode = async (width: number, type: string, quality: number): Promise<Encoded> => {
    calls.push(`${width} ${type} ${quality}`);
    return { type: type === 'image/webp' ? webpAnswer : type, size: weight(width, type, quality) };
  };
  return { encode, calls };
}

/** Weights proportional to the width and the quality: 1920 px at 0.8 weighs `at1920` KB. */
const proportional =
  (at1920: number, jpegFactor = 1.5) =>
  (width: number, type: string, q: number) =>
    Math.round(
      ((at1920 * KB * width) / 1920) * (q / 0.8) * (type === 'image/jpeg' ? jpegFactor : 1),
    );

const summary = (plan: Awaited<ReturnType<typeof encodeBannerFiles>>) =>
  'refusal' in plan
    ? plan.refusal
    : plan.files.map((f) => `${f.format}${f.width}@${f.quality}`).join(' ');

describe('the encoding plan', () => {
  it.each<[string, (w: number, t: string, q: number) => number, string, string]>([
    [
      'a light photo: every file at the best quality, WebP and JPEG',
      proportional(60),
      'image/webp',
      'webp1920@0.8 webp1280@0.8 webp640@0.8 jpg1920@0.8 jpg1280@0.8 jpg640@0.8',
    ],
    [
      'a heavier photo: the 1920 px files go down until they fit; smaller files start there',
      proportional(150, 1.2),
      'image/webp',
      'webp1920@0.6 webp1280@0.6 webp640@0.6 jpg1920@0.5 jpg1280@0.5 jpg640@0.5',
    ],
    [
      'Safari answers PNG for WebP: JPEG only',
      proportional(60),
      'image/png',
      'jpg1920@0.8 jpg1280@0.8 jpg640@0.8',
    ],
    [
      'a JPEG too heavy even at 0.5: refused, saying why',
      proportional(100, 2),
      'image/webp',
      'Even at quality 50, the 1920 × 720 px JPEG of this photo weighs 125.0 KB, more than the 120.0 KB a banner may (the home page waits for it). Fine detail and noise (gravel, leaves, a dark scene taken at night) weigh most: choose another photo, or soften this one first.',
    ],
    [
      'a WebP too heavy even at 0.5: refused',
      proportional(200),
      'image/webp',
      'Even at quality 50, the 1920 × 720 px WebP of this photo weighs 125.0 KB, more than the 120.0 KB a banner may (the home page waits for it). Fine detail and noise (gravel, leaves, a dark scene taken at night) weigh most: choose another photo, or soften this one first.',
    ],
    [
      'exactly 120 KB fits',
      (w, t) => (w === 1920 && t === 'image/jpeg' ? 120 * KB : 10 * KB),
      'image/webp',
      'webp1920@0.8 webp1280@0.8 webp640@0.8 jpg1920@0.8 jpg1280@0.8 jpg640@0.8',
    ],
    [
      'a smaller file heavier than allowed at the larger one’s quality goes down on its own',
      (w, t, q) => (w === 640 && t === 'image/webp' && q > 0.7 ? 130 * KB : 10 * KB),
      'image/webp',
      'webp1920@0.8 webp1280@0.8 webp640@0.7 jpg1920@0.8 jpg1280@0.8 jpg640@0.8',
    ],
  ])('%s', async (_, weight, webpAnswer, expected) => {
    const { encode } = fakeEncoder(weight, webpAnswer);
    expect(summary(await encodeBannerFiles(encode))).toBe(expected);
  });

  it('asks for WebP once only when the browser cannot make it', async () => {
    const { encode, calls } = fakeEncoder(proportional(60), 'image/png');
    const plan = await encodeBannerFiles(encode);
    expect(plan).toMatchObject({ webp: false });
    expect(calls.filter((c) => c.includes('webp'))).toEqual(['1920 image/webp 0.8']);
  });

  it('refuses an empty file as never fitting', async () => {
    const { encode } = fakeEncoder(() => 0);
    expect(summary(await encodeBannerFiles(encode))).toMatch(/^Even at quality 50/);
  });
});
