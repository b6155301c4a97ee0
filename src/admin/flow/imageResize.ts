/**
 * Images sized for the web, made in the browser before they are uploaded: a phone photo of 12
 * megapixels leaves as a few hundred kilobytes instead of several megabytes, and a photo of any
 * size the browser can decode leaves under the upload cap. The sizes and decisions are pure
 * functions (imageSizes.ts); this decodes and draws on a canvas.
 */
import { CONSTANTS } from '../../config/site';
import { MESSAGES } from '../../domain/formChecks';
import { WEB_IMAGE_MAX, chooseUpload, fitWithin, sizesToTry, type Size } from './imageSizes';

/** Photos prefer WebP; browsers that cannot encode it (older Safari) get JPEG. */
const PREFERRED_TYPE = 'image/webp';
const FALLBACK_TYPE = 'image/jpeg';
const PHOTO_QUALITY = 0.82;

/**
 * A picked file that cannot become an upload: the browser cannot decode it as an image, or
 * cannot make a copy of it under the upload cap. Its message is written for the administrator.
 */
export class UnreadableImageError extends Error {
  constructor(options?: ErrorOptions) {
    super(MESSAGES.unreadableImage, options);
    this.name = 'UnreadableImageError';
  }
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

/** Draws `region` of `source` into a canvas of `size`, on white (JPEG has no transparency). */
export function draw(
  source: CanvasImageSource,
  region: Size & { x: number; y: number },
  size: Size,
): Canvas2D {
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

/** A decoded image, with its size after the photo's own orientation is applied. */
export interface Decoded {
  source: CanvasImageSource;
  size: Size;
  release(): void;
}

/** Loads a file in an image element, the way the page shows images. */
async function decodeInElement(file: Blob): Promise<Decoded> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      source: image,
      size: { width: image.naturalWidth, height: image.naturalHeight },
      release: () => URL.revokeObjectURL(url),
    };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

/**
 * Decodes a picked file. An ImageBitmap first (decoded off the main thread); a browser that
 * cannot hold the whole photo as one (iOS Safari refuses bitmaps larger than its canvas limit,
 * which a 24-megapixel photo exceeds) may still draw it from an image element. A file neither
 * can decode is refused with UnreadableImageError.
 */
export async function decode(file: Blob): Promise<Decoded> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return {
      source: bitmap,
      size: { width: bitmap.width, height: bitmap.height },
      release: () => bitmap.close(),
    };
  } catch (bitmapError) {
    try {
      return await decodeInElement(file);
    } catch {
      throw new UnreadableImageError({ cause: bitmapError });
    }
  }
}

/** A copy made of a picture: its bytes, and its size in pixels. */
export interface SizedCopy extends Size {
  blob: Blob;
}

/** One copy of `decoded` whose longest side is at most `max`, as `chooseUpload` decides. */
async function resizeDecoded(file: Blob, decoded: Decoded, max: number): Promise<SizedCopy> {
  const whole = { x: 0, y: 0, ...decoded.size };
  let failure: unknown;
  for (const size of sizesToTry(decoded.size, max)) {
    let encoded: Blob;
    try {
      encoded = await encodePhoto(draw(decoded.source, whole, size));
    } catch (error) {
      failure = error;
      continue;
    }
    const keepsSize = size.width === decoded.size.width && size.height === decoded.size.height;
    const choice = chooseUpload(file, keepsSize, encoded.size);
    if (choice === 'picked') return { blob: file, ...decoded.size };
    if (choice === 'encoded') return { blob: encoded, ...size };
  }
  throw new UnreadableImageError({ cause: failure });
}

/**
 * Resizes an image file to each of the longest sides in `maxSides`, decoding it once. Every
 * result is under the upload cap; a file that cannot be decoded, or that no try brings under
 * the cap, is refused with UnreadableImageError.
 */
export async function resizeImageSet(file: Blob, maxSides: readonly number[]): Promise<Blob[]> {
  return (await resizeImageCopies(file, maxSides)).map((copy) => copy.blob);
}

/**
 * resizeImageSet, with the size in pixels of each copy. It runs wherever a canvas can be drawn:
 * on the page, or in a worker (with an OffscreenCanvas and createImageBitmap).
 */
export async function resizeImageCopies(
  file: Blob,
  maxSides: readonly number[],
): Promise<SizedCopy[]> {
  const decoded = await decode(file);
  try {
    const results: SizedCopy[] = [];
    for (const max of maxSides) results.push(await resizeDecoded(file, decoded, max));
    return results;
  } finally {
    decoded.release();
  }
}

/** Resizes an image file so that its longest side is at most `maxSide`. */
export async function resizeImage(file: Blob, maxSide: number): Promise<Blob> {
  const [resized] = await resizeImageSet(file, [maxSide]);
  return resized as Blob;
}

/**
 * Cuts `crop` (in the displayed image's pixels) out of an image element at its natural
 * resolution, scaled down to at most `maxSide`, as a JPEG of the crop quality (0.95).
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
