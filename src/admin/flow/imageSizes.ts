/**
 * The sizes and types of the images uploaded, as pure rules: how far a picture is scaled down for
 * each use, the sizes to try until a copy is under the upload cap, whether to upload the picked
 * file or its re-encoding, the member photo's first crop, and a file's name for its type. The
 * canvas work that follows them is imageResize.ts's.
 */
import { GALLERY_COPY_SIDES, LIMITS } from '../../domain/limits';

export interface Size {
  width: number;
  height: number;
}

/** Longest side, in pixels, of each kind of upload. */
export const WEB_IMAGE_MAX = {
  gallery: GALLERY_COPY_SIDES.full,
  galleryThumb: GALLERY_COPY_SIDES.thumb,
  galleryMedium: GALLERY_COPY_SIDES.medium,
  portrait: 800,
  /** A programme's poster: shown across its page's column, sharp on high-density screens too. */
  poster: 1600,
  memberCrop: 600,
} as const;

/** The one type uploaded as picked (see chooseUpload). */
const GIF_TYPE = 'image/gif';

/**
 * The largest canvas, in pixels, that every browser we serve can draw into: iOS Safari's limit
 * of 4096 × 4096 (desktop browsers allow more). A larger canvas fails, or draws nothing.
 */
export const MAX_CANVAS_AREA = 4096 * 4096;

/**
 * The size of a `width`×`height` image scaled down so that its longer side is at most `max` and
 * its area at most `maxArea` (so a canvas can hold it), keeping the aspect ratio. Never scales
 * up; every side is a whole number of at least 1 pixel.
 */
export function fitWithin(
  width: number,
  height: number,
  max: number,
  maxArea: number = MAX_CANVAS_AREA,
): Size {
  const bySide = Math.min(1, max / Math.max(width, height));
  const byArea = Math.sqrt(maxArea / (width * height));
  // Rounding must not take the area over its cap: a scale set by the area rounds down.
  const round = byArea < bySide ? Math.floor : Math.round;
  const scale = Math.min(bySide, byArea);
  return {
    width: Math.max(1, round(width * scale)),
    height: Math.max(1, round(height * scale)),
  };
}

/**
 * The longest side of each try, as a share of the first: a copy that comes out at or over the
 * upload cap, or that the browser fails to draw or encode, is made again smaller.
 */
export const SHRINK_STEPS = [1, 0.75, 0.5, 0.25] as const;

/** The sizes to try for an image of `natural` size and a longest side of `max`, largest first. */
export function sizesToTry(natural: Size, max: number): Size[] {
  const first = fitWithin(natural.width, natural.height, max);
  const longest = Math.max(first.width, first.height);
  return SHRINK_STEPS.map((step) => fitWithin(natural.width, natural.height, longest * step));
}

/** Whether `size` bytes may be uploaded: the storage rules take only files under the cap. */
export const underUploadCap = (size: number) => size < LIMITS.maxImageBytes;

/**
 * What to upload for one try: the new encoding ('encoded'), the picked file as it is ('picked'),
 * or neither ('smaller': the encoding is at or over the cap, so try a smaller size).
 *
 * Every image is re-encoded, even one already of the wanted size: a canvas's copy holds the
 * pixels only, so none of the photo's metadata leaves the device (its EXIF block: the GPS
 * position, the device, the time it was taken). Only a GIF may stay as picked, when it is
 * already the wanted size, under the cap and no bigger than its re-encoding: a canvas draws a
 * GIF's first frame alone, so an animated GIF stays animated this way, and a GIF carries no EXIF
 * block (the format has none).
 */
export function chooseUpload(
  picked: { type: string; size: number },
  keepsSize: boolean,
  encodedBytes: number,
): 'picked' | 'encoded' | 'smaller' {
  const gifToKeep =
    picked.type === GIF_TYPE &&
    keepsSize &&
    underUploadCap(picked.size) &&
    picked.size <= encodedBytes;
  if (gifToKeep) return 'picked';
  return underUploadCap(encodedBytes) ? 'encoded' : 'smaller';
}

/** The default crop: a square of `percent` % of the smaller side, centred. */
export function defaultSquareCrop(width: number, height: number, percent: number) {
  const side = (Math.min(width, height) * percent) / 100;
  return { x: (width - side) / 2, y: (height - side) / 2, width: side, height: side };
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** `name` with the extension of `type`, so a stored file says what it holds ('a.HEIC' → 'a.webp'). */
export function fileNameForType(name: string, type: string): string {
  const extension = EXTENSIONS[type];
  if (!extension) return name;
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.${extension}`;
}
