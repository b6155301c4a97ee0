/**
 * What the rendered pages say about the home banners (publish/renderSite.ts): the preload of
 * the first banner in the home page's head, and the picture of the site's link previews.
 */
import type { HtmlTagDescriptor } from 'vite';
import {
  BANNERS,
  BANNER_SIZE,
  FORMAT_TYPES,
  bannerUrl,
  type RasterFormat,
} from '../src/content/images.ts';
import type { ResponsiveImage } from '../src/domain/siteDetails.ts';

/** The order in which the banner's <picture> offers formats: the first one present wins. */
const PREFERRED_FORMATS: readonly RasterFormat[] = ['avif', 'webp', 'jpg'];

/**
 * `<link rel="preload" as="image" fetchpriority="high">` for the first banner slide, the home
 * page's Largest Contentful Paint: the published first slide, by default the built-in one. The
 * srcset, sizes and type are the slide's and match its first <source>, so the preloaded file is
 * the one the <img> then uses.
 */
export function firstBannerPreload(
  slide: { image: ResponsiveImage } | undefined = BANNERS[0] && { image: BANNERS[0] },
): HtmlTagDescriptor | null {
  const banner = slide?.image;
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

/**
 * The picture shown when a page is shared (WhatsApp, Facebook): the first banner as a JPEG, which
 * every preview reader understands, at an absolute address on the site.
 */
export function shareImage(siteUrl: string) {
  const banner = BANNERS[0];
  if (!banner) throw new Error('The image manifest has no banner for link previews.');
  const width = 1280;
  return {
    url: `${siteUrl.replace(/\/+$/, '')}${bannerUrl(banner.id, width, 'jpg')}`,
    width,
    height: Math.round((width * BANNER_SIZE.height) / BANNER_SIZE.width),
    alt: banner.alt,
  };
}
