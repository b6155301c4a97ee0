/**
 * A chosen photo made into a banner slide's files in the browser: decoded (turned upright as the
 * camera recorded), cut to 8:3 keeping the part the owner chose, drawn at 640, 1280 and 1920 px
 * and encoded as WebP and JPEG within the banner's weight (src/domain/bannerPhoto.ts decides the
 * sizes, the qualities and the refusals). Only the pixels leave the device: no camera details,
 * no location.
 */
import {
  bannerCrop,
  checkBannerPhoto,
  encodeBannerFiles,
  type Focus,
} from '../../domain/bannerPhoto';
import { bannerHeight, type BannerPhotoWidth } from '../../domain/siteDetails';
import type { EncodedBannerFile } from '../../services/siteSettings';
import { decode, draw } from '../flow/imageResize';

export type BannerPhoto =
  { files: EncodedBannerFile[]; webp: boolean; warnings: string[] } | { refusal: string };

/**
 * The slide's files made from `photo`, cut with `focus`, or the reason it cannot be a banner.
 * Rejects with UnreadableImageError when the browser cannot decode the file.
 */
export async function makeBannerPhoto(photo: Blob, focus: Focus): Promise<BannerPhoto> {
  const decoded = await decode(photo);
  try {
    const { refusal, warnings } = checkBannerPhoto(decoded.size, focus);
    if (refusal) return { refusal };
    const crop = bannerCrop(decoded.size, focus);
    const region = { x: crop.left, y: crop.top, width: crop.width, height: crop.height };
    const canvases = new Map<BannerPhotoWidth, ReturnType<typeof draw>>();
    const canvasOf = (width: BannerPhotoWidth) => {
      let canvas = canvases.get(width);
      if (!canvas) {
        canvas = draw(decoded.source, region, { width, height: bannerHeight(width) });
        canvases.set(width, canvas);
      }
      return canvas;
    };
    const plan = await encodeBannerFiles((width, type, quality) =>
      canvasOf(width).encode(type, quality),
    );
    if ('refusal' in plan) return plan;
    return {
      files: plan.files.map(({ width, format, file }) => ({ width, format, blob: file })),
      webp: plan.webp,
      warnings,
    };
  } finally {
    decoded.release();
  }
}
