/**
 * The worker that makes a gallery photo's three copies off the page's thread (resizePhoto.ts
 * starts it and sends one photo at a time): it decodes the picked file into an ImageBitmap, draws
 * each copy on an OffscreenCanvas and encodes it, as the page would (imageResize.ts), and answers
 * with the copies and the full image's size, or with why the photo cannot be read.
 */
import { UnreadableImageError, resizeImageCopies } from '../flow/imageResize';
import { GALLERY_SIDES, type ResizeAnswer, type ResizeRequest } from './resizeMessages';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ResizeRequest>) => void) | null;
  postMessage(message: ResizeAnswer): void;
};

scope.onmessage = async ({ data: { file } }) => {
  try {
    const [full, medium, thumb] = await resizeImageCopies(file, GALLERY_SIDES);
    if (!full || !medium || !thumb) throw new Error('The copies were not made');
    scope.postMessage({
      ok: true,
      full: full.blob,
      medium: medium.blob,
      thumb: thumb.blob,
      width: full.width,
      height: full.height,
    });
  } catch (error) {
    scope.postMessage({
      ok: false,
      unreadable: error instanceof UnreadableImageError,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
};
