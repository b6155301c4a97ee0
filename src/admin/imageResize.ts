/**
 * Images sized for the web, made in the browser before they are uploaded (issue 7): a phone photo
 * of 12 megapixels leaves as a few hundred kilobytes instead of several megabytes.
 * The size arithmetic is pure; the rest draws on a canvas.
 */
import { CONSTANTS } from '../config/site';

export interface Size {
  width: number;
  height: number;
}

/** Longest side, in pixels, of each kind of upload. */
export const WEB_IMAGE_MAX = {
  gallery: 1920,
  galleryThumb: 480,
  portrait: 800,
  memberCrop: 600,
} as const;

/** Photos prefer WebP; browsers that cannot encode it (older Safari) get JPEG. */
const PREFERRED_TYPE = 'image/webp';
const FALLBACK_TYPE = 'image/jpeg';
const PHOTO_QUALITY = 0.82;

/**
 * The size of a `width`×`height` image scaled down so that its longer side is at most `max`,
 * keeping the aspect ratio. Never scales up; every side is a whole number of at least 1 pixel.
 */
export function fitWithin(width: number, height: number, max: number): Size {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The default crop of SPEC §5: a square of `percent` % of the smaller side, centred. */
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

interface Canvas2D {
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  encode(type: string, quality: number): Promise<Blob>;
}

/** A canvas of the given size: an OffscreenCanvas where there is one, else a canvas element. */
function makeCanvas({ width, height }: Size): Canvas2D {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D is not available');
    return { context, encode: (type, quality) => canvas.convertToBlob({ type, quality }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  return {
    context,
    encode: (type, quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the image'))),
          type,
          quality,
        ),
      ),
  };
}

type Source = CanvasImageSource;

/** Draws `region` of `source` into a canvas of `size`, on white (JPEG has no transparency). */
function draw(source: Source, region: Size & { x: number; y: number }, size: Size): Canvas2D {
  const canvas = makeCanvas(size);
  const { context } = canvas;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    source,
    region.x,
    region.y,
    region.width,
    region.height,
    0,
    0,
    size.width,
    size.height,
  );
  return canvas;
}

/** WebP when the browser can encode it, otherwise JPEG. */
async function encodePhoto(canvas: Canvas2D): Promise<Blob> {
  const preferred = await canvas.encode(PREFERRED_TYPE, PHOTO_QUALITY);
  if (preferred.type === PREFERRED_TYPE) return preferred;
  return canvas.encode(FALLBACK_TYPE, PHOTO_QUALITY);
}

/**
 * Resizes an image file to each of the longest sides in `maxSides`, decoding it once. A file that
 * already fits and is no bigger than its re-encoding is kept as it is (no needless quality loss,
 * and a small animated GIF stays animated).
 */
export async function resizeImageSet(file: Blob, maxSides: readonly number[]): Promise<Blob[]> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const whole = { x: 0, y: 0, width: bitmap.width, height: bitmap.height };
    const results: Blob[] = [];
    for (const max of maxSides) {
      const size = fitWithin(bitmap.width, bitmap.height, max);
      const encoded = await encodePhoto(draw(bitmap, whole, size));
      const fits = size.width === bitmap.width && size.height === bitmap.height;
      results.push(fits && file.size <= encoded.size ? file : encoded);
    }
    return results;
  } finally {
    bitmap.close();
  }
}

/** Resizes an image file so that its longest side is at most `maxSide`. */
export async function resizeImage(file: Blob, maxSide: number): Promise<Blob> {
  const [resized] = await resizeImageSet(file, [maxSide]);
  return resized as Blob;
}

/**
 * Cuts `crop` (in the displayed image's pixels) out of an image element at its natural
 * resolution, scaled down to at most `maxSide`, as a JPEG of quality 0.95 (SPEC §5).
 */
export async function cropImage(
  image: HTMLImageElement,
  crop: Size & { x: number; y: number },
  maxSide: number = WEB_IMAGE_MAX.memberCrop,
): Promise<Blob> {
  if (crop.width <= 0 || crop.height <= 0 || image.width <= 0 || image.height <= 0)
    throw new Error('Nothing to crop');
  const scaleX = image.naturalWidth / image.width;
  const scaleY = image.naturalHeight / image.height;
  const region = {
    x: crop.x * scaleX,
    y: crop.y * scaleY,
    width: crop.width * scaleX,
    height: crop.height * scaleY,
  };
  const size = fitWithin(region.width, region.height, maxSide);
  const blob = await draw(image, region, size).encode(FALLBACK_TYPE, CONSTANTS.crop.jpegQuality);
  if (blob.type !== FALLBACK_TYPE) throw new Error('Could not encode the image as JPEG');
  return blob;
}
