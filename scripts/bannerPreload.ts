/**
 * `<link rel="preload" as="image" fetchpriority="high">` for the first home banner (issue 7), which
 * scripts/prerenderPlugin.ts puts into the home page's head only. The banner is the home page's
 * Largest Contentful Paint. The srcset, sizes and type come from the image manifest and match the
 * banner's first <source>, so the preloaded file is the one the <img> then uses.
 */
import type { HtmlTagDescriptor } from 'vite';
import { BANNERS, FORMAT_TYPES, type RasterFormat } from '../src/content/images';

/** The order in which the banner's <picture> offers formats: the first one present wins. */
const PREFERRED_FORMATS: readonly RasterFormat[] = ['avif', 'webp', 'jpg'];

export function firstBannerPreload(): HtmlTagDescriptor | null {
  const banner = BANNERS[0];
  if (!banner) return null;
  const format = PREFERRED_FORMATS.find((f) => banner.sources[f]) ?? 'jpg';
  return {
    tag: 'link',
    attrs: {
      rel: 'preload',
      as: 'image',
      type: FORMAT_TYPES[format],
      imagesrcset: banner.sources[format],
      imagesizes: banner.sizes,
      fetchpriority: 'high',
    },
    injectTo: 'head',
  };
}
