/**
 * A Vite plugin that adds `<link rel="preload" as="image" fetchpriority="high">` for the first
 * home banner to index.html (issue 7). The banner is the home page's Largest Contentful Paint, and
 * without the hint the browser finds it only after the JavaScript has rendered it. The srcset,
 * sizes and type come from the image manifest and match the banner's first <source>, so the
 * preloaded file is the one the <img> then uses. The SPA has one index.html, so the hint is on
 * every route; it costs one small image (about 8 kB as AVIF on a phone).
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';
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

export function bannerPreloadPlugin(): Plugin {
  return {
    name: 'youth-commission:banner-preload',
    transformIndexHtml() {
      const tag = firstBannerPreload();
      return tag ? [tag] : [];
    },
  };
}
