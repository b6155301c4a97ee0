/**
 * How a photo becomes a home banner slide in the browser (Settings, 'Home banner'), by the rules
 * `npm run banner` follows: cut to the banner's 8:3 shape keeping the part the owner chooses,
 * refused when too small, and encoded at 640, 1280 and 1920 px as WebP and JPEG, the quality
 * lowered step by step until each file weighs at most what the home page allows; a browser that
 * cannot make WebP (it answers another type when asked) gives JPEG only. Pure TypeScript: the
 * encoder is passed in (a canvas in the browser, a fake in the tests).
 */
import { LIMITS } from './limits';
import {
  BANNER_PHOTO_WIDTHS,
  BANNER_SHAPE,
  bannerHeight,
  type BannerPhotoFormat,
  type BannerPhotoWidth,
} from './siteDetails';

export const FOCUSES = ['centre', 'top', 'bottom', 'left', 'right'] as const;
export type Focus = (typeof FOCUSES)[number];

export interface Size {
  width: number;
  height: number;
}
export interface Region extends Size {
  left: number;
  top: number;
}

/**
 * The largest part of the photo with the banner's shape: a photo taller than the shape loses some
 * of its top and bottom, a wider one some of its sides; `focus` says which part stays, centre
 * splitting the loss evenly.
 */
export function bannerCrop(photo: Size, focus: Focus): Region {
  const ratio = BANNER_SHAPE.width / BANNER_SHAPE.height;
  if (photo.width / photo.height > ratio) {
    const width = Math.min(photo.width, Math.round(photo.height * ratio));
    const spare = photo.width - width;
    const left = focus === 'left' ? 0 : focus === 'right' ? spare : Math.floor(spare / 2);
    return { left, top: 0, width, height: photo.height };
  }
  const height = Math.min(photo.height, Math.round(photo.width / ratio));
  const spare = photo.height - height;
  const top = focus === 'top' ? 0 : focus === 'bottom' ? spare : Math.floor(spare / 2);
  return { left: 0, top, width: photo.width, height };
}

const SMALLEST = Math.min(...BANNER_PHOTO_WIDTHS);
const LARGEST = Math.max(...BANNER_PHOTO_WIDTHS);

/**
 * Whether the photo, once cut, is big enough: a refusal (below 640 px wide it looks blurred even
 * on a phone) or warnings (below 1920 px it is enlarged for large screens, and looks soft there).
 */
export function checkBannerPhoto(
  photo: Size,
  focus: Focus,
): { refusal?: string; warnings: string[] } {
  const crop = bannerCrop(photo, focus);
  const cut = `This photo is ${photo.width} × ${photo.height} px; cut to the banner's shape it is ${crop.width} × ${crop.height}`;
  if (crop.width < SMALLEST)
    return {
      refusal: `${cut}, too small: below ${SMALLEST} px wide it looks blurred even on a phone. Choose a larger photo.`,
      warnings: [],
    };
  if (crop.width < LARGEST)
    return {
      warnings: [
        `${cut}, less than the ${LARGEST} px of the largest file: it is enlarged, and will look soft on large screens. The original photo (not a copy sent by a messaging app) looks best.`,
      ],
    };
  return { warnings: [] };
}

/** Where a format's quality search starts, how far down it may go, and by how much a step. */
export interface QualityLadder {
  start: number;
  floor: number;
  step: number;
}

/** The qualities tried, best first, as a canvas takes them (0 to 1). */
export const BANNER_QUALITY: Record<BannerPhotoFormat, QualityLadder> = {
  webp: { start: 0.8, floor: 0.5, step: 0.05 },
  jpg: { start: 0.8, floor: 0.5, step: 0.05 },
};

/** The content type a canvas is asked for, for each format. */
export const BANNER_TYPES: Record<BannerPhotoFormat, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** The qualities of a ladder, best first. */
export function qualitiesOf({ start, floor, step }: QualityLadder): number[] {
  const qualities: number[] = [];
  for (let i = 0; ; i++) {
    const quality = Math.round((start - i * step) * 100) / 100;
    if (quality < floor - 1e-9) break;
    qualities.push(quality);
    if (step <= 0) break;
  }
  return qualities;
}

/** What an encoder gives back: the file, its content type and its size in bytes. */
export interface Encoded {
  type: string;
  size: number;
}

/** One file of the slide: its width and format, the quality it was made at, and the file. */
export interface PlannedFile<File extends Encoded> {
  width: BannerPhotoWidth;
  format: BannerPhotoFormat;
  quality: number;
  file: File;
}

export type BannerEncoding<File extends Encoded> =
  { files: PlannedFile<File>[]; webp: boolean } | { refusal: string };

/** A byte count as people read it: 41.2 KB. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Encodes the slide's files with `encode(width, type, quality)`: per format, from the largest
 * width down, each at the best quality of its ladder (no better than the larger file's) whose file
 * weighs at most `maxBytes`. WebP is asked for first; a browser that answers another type cannot
 * make it, and the slide is JPEG only. A file that is too heavy even at the lowest quality refuses
 * the photo, saying why, as `npm run banner` does.
 */
export async function encodeBannerFiles<File extends Encoded>(
  encode: (width: BannerPhotoWidth, type: string, quality: number) => Promise<File>,
  maxBytes: number = LIMITS.bannerFileBytes,
): Promise<BannerEncoding<File>> {
  const files: PlannedFile<File>[] = [];
  let webp = true;
  const widths = [...BANNER_PHOTO_WIDTHS].sort((a, b) => b - a);
  for (const format of ['webp', 'jpg'] as const) {
    const type = BANNER_TYPES[format];
    let qualities = qualitiesOf(BANNER_QUALITY[format]);
    for (const width of widths) {
      let fitted: PlannedFile<File> | null = null;
      let last: { quality: number; file: File } | null = null;
      for (const quality of qualities) {
        const file = await encode(width, type, quality);
        if (file.type !== type) break;
        last = { quality, file };
        if (file.size > 0 && file.size <= maxBytes) {
          fitted = { width, format, quality, file };
          break;
        }
      }
      if (!last) {
        if (format === 'webp') {
          webp = false;
          files.length = 0;
          break;
        }
        return { refusal: 'This browser cannot make JPEG files. Use another browser.' };
      }
      if (!fitted)
        return {
          refusal:
            `Even at quality ${Math.round(last.quality * 100)}, the ${width} × ${bannerHeight(width)} px ` +
            `${format === 'jpg' ? 'JPEG' : 'WebP'} of this photo weighs ${kb(last.file.size)}, more than ` +
            `the ${kb(maxBytes)} a banner may (the home page waits for it). Fine detail and noise ` +
            `(gravel, leaves, a dark scene taken at night) weigh most: choose another photo, or ` +
            `soften this one first.`,
        };
      files.push(fitted);
      // A smaller file never needs a better quality than the larger one could have.
      qualities = qualities.filter((q) => q <= fitted.quality);
    }
  }
  return { files, webp };
}
