/**
 * A gallery photo's three copies (1920, 1080 and 480 px on the longest side), made one photo at a
 * time: a 12-megapixel photo decodes to 48 MB, and a phone of 2 GB must not lose the tab. The
 * work runs in a worker (resizeWorker.ts) where the browser has OffscreenCanvas, so the page stays
 * responsive; elsewhere, or when the worker cannot start, on the page (imageResize.ts). Either way
 * each copy is a new encoding of the pixels alone: no EXIF or GPS block survives.
 */
import { UnreadableImageError, resizeImageCopies } from '../flow/imageResize';
import type { KeptCopies } from './queueStore';
import { GALLERY_SIDES, type ResizeAnswer } from './resizeMessages';

/** A photo's copies and the full image's size in pixels. */
export interface ResizedPhoto extends KeptCopies {
  width: number;
  height: number;
}

/** What the uploader reads about a HEIC photo the browser cannot decode (Chrome, Firefox). */
export const HEIC_UNREADABLE =
  'This browser cannot read HEIC photos. Choose JPEG, PNG or WebP, or change the camera\'s format to "Most compatible".';

/** A HEIC photo this browser cannot decode: its message says what to do instead. */
export class UnreadableHeicError extends UnreadableImageError {
  constructor(options?: ErrorOptions) {
    super(options);
    this.message = HEIC_UNREADABLE;
  }
}

/** Whether a picked file is a HEIC or HEIF photo, by its type or, without one, its name. */
export const isHeic = (file: { name: string; type: string }) =>
  /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

/** The refusal of an unreadable photo: the HEIC message for a HEIC photo. */
const unreadable = (file: File, cause: unknown) =>
  isHeic(file) ? new UnreadableHeicError({ cause }) : new UnreadableImageError({ cause });

const canUseWorker = () =>
  typeof Worker !== 'undefined' &&
  typeof OffscreenCanvas !== 'undefined' &&
  typeof createImageBitmap !== 'undefined';

let worker: Worker | null = null;
/** Set once the worker failed to start: the page resizes from then on. */
let workerFailed = false;
/** The photo being resized: the next waits for it (one decode at a time). */
let turn: Promise<unknown> = Promise.resolve();

/** The copies made on the page's own thread. */
async function onPage(file: File): Promise<ResizedPhoto> {
  try {
    const [full, medium, thumb] = await resizeImageCopies(file, GALLERY_SIDES);
    if (!full || !medium || !thumb) throw new Error('The copies were not made');
    return {
      full: full.blob,
      medium: medium.blob,
      thumb: thumb.blob,
      width: full.width,
      height: full.height,
    };
  } catch (error) {
    throw error instanceof UnreadableImageError ? unreadable(file, error) : error;
  }
}

/** The copies made in the worker; rejects with WorkerUnavailable when it cannot run. */
function inWorker(file: File): Promise<ResizedPhoto> {
  worker ??= new Worker(new URL('./resizeWorker.ts', import.meta.url), { type: 'module' });
  const running = worker;
  return new Promise((resolve, reject) => {
    running.onmessage = ({ data }: MessageEvent<ResizeAnswer>) => {
      if (data.ok) {
        const { full, medium, thumb, width, height } = data;
        resolve({ full, medium, thumb, width, height });
      } else
        reject(data.unreadable ? unreadable(file, new Error(data.reason)) : new Error(data.reason));
    };
    running.onerror = (event) => {
      event.preventDefault();
      reject(new WorkerUnavailable(event.message));
    };
    running.postMessage({ file });
  });
}

class WorkerUnavailable extends Error {}

/**
 * The photo's three copies and the full image's size; rejects with UnreadableImageError (the
 * HEIC message for a HEIC photo) when the browser cannot read it. Calls wait for each other.
 */
export function resizePhoto(file: File): Promise<ResizedPhoto> {
  const result = turn.then(async () => {
    if (workerFailed || !canUseWorker()) return onPage(file);
    try {
      return await inWorker(file);
    } catch (error) {
      if (!(error instanceof WorkerUnavailable)) throw error;
      console.error('The resizing worker could not run; photos are resized on the page', error);
      workerFailed = true;
      releaseResizer();
      return onPage(file);
    }
  });
  turn = result.catch(() => undefined);
  return result;
}

/** Ends the worker (when nothing is left to resize), freeing what it holds. */
export function releaseResizer(): void {
  worker?.terminate();
  worker = null;
}
