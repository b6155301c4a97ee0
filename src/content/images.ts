/**
 * The site's own images (committed under public/images): what each shows, its size, and the
 * responsive variants to put in <picture>/srcset. A photo becomes a banner's variants with
 * `npm run banner` (scripts/banner.ts); until the commission's photos are in, the banners and the
 * other pictures are placeholder art drawn by tools/placeholder-art/make-images.ts. Both read this
 * manifest to know what to write, so names and sizes live in one place.
 */
// With its extension: the build's configuration loads this module too (see config/site.ts).
import { PROFILE } from '../config/profile.ts';
import type { RasterFormat, ResponsiveImage } from '../domain/siteDetails';
import type { GalleryImage } from '../domain/types';

export type { RasterFormat, ResponsiveImage };

const IMAGES = '/images';

/** MIME type of each format, for <source type>. */
export const FORMAT_TYPES: Record<RasterFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

// --- Banners ---------------------------------------------------------------------------------

export const BANNER_WIDTHS = [640, 1280, 1920] as const;
export const BANNER_FORMATS = ['avif', 'webp', 'jpg'] as const satisfies readonly RasterFormat[];
export const BANNER_SIZE = { width: 1920, height: 720 } as const;
/**
 * The most a banner's largest AVIF or WebP may weigh. The first banner is the home page's largest
 * paint, and most visitors are on phones and mobile data.
 */
export const BANNER_MAX_BYTES = 120 * 1024;

export const bannerUrl = (id: string, width: number, format: RasterFormat) =>
  `${IMAGES}/banners/${id}-${width}.${format}`;

const bannerSrcset = (id: string, format: RasterFormat) =>
  BANNER_WIDTHS.map((w) => `${bannerUrl(id, w, format)} ${w}w`).join(', ');

function banner(id: string, alt: string): ResponsiveImage {
  return {
    id,
    alt,
    ...BANNER_SIZE,
    sources: {
      avif: bannerSrcset(id, 'avif'),
      webp: bannerSrcset(id, 'webp'),
      jpg: bannerSrcset(id, 'jpg'),
    },
    sizes: '100vw',
    fallback: bannerUrl(id, 1280, 'jpg'),
  };
}

/**
 * The four home banner slides, in order. Each alt text starts 'slide N out of four: ' and then
 * says what the photo shows.
 */
export const BANNERS: readonly ResponsiveImage[] = [
  banner(
    'gathering',
    'slide one out of four: young people gathered on a hilltop at sunset, arms raised in joy',
  ),
  banner('prayer', 'slide two out of four: rows of lit candles glowing during an evening prayer'),
  banner('service', 'slide three out of four: young volunteers planting a tree and sharing food'),
  banner('church', 'slide four out of four: a church with a bell tower silhouetted at sunset'),
];

// --- Built-in sample gallery (shown when the gallery collection is empty) --------------------

export const GALLERY_SIZE = { width: 1600, height: 1067 } as const;
export const GALLERY_THUMB_SIZE = { width: 480, height: 320 } as const;
/** A gallery entry's medium-size copy (stored entries only; the samples have none). */
export const GALLERY_MEDIUM_SIZE = { width: 1080, height: 720 } as const;

export const sampleGalleryUrl = (id: string, variant: 'full' | 'thumb', format: RasterFormat) =>
  `${IMAGES}/gallery/${id}${variant === 'thumb' ? '-thumb' : ''}.${format}`;

/** A built-in gallery entry: a GalleryImage (so carousels treat it like stored ones) plus sizes. */
export interface SampleGalleryImage extends GalleryImage {
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
  /** WebP and JPEG of the full image and of the thumbnail. */
  sources: {
    full: { webp: string; jpg: string };
    thumb: { webp: string; jpg: string };
  };
}

function sample(id: string, title: string): SampleGalleryImage {
  const urls = (variant: 'full' | 'thumb') => ({
    webp: sampleGalleryUrl(id, variant, 'webp'),
    jpg: sampleGalleryUrl(id, variant, 'jpg'),
  });
  return {
    id: `sample-${id}`,
    title,
    // The link opens the full JPEG, which every viewer can show; the slide shows the WebP thumb.
    imageUrl: sampleGalleryUrl(id, 'full', 'jpg'),
    thumbUrl: sampleGalleryUrl(id, 'thumb', 'webp'),
    fileName: '',
    createdAt: null,
    ...GALLERY_SIZE,
    thumbWidth: GALLERY_THUMB_SIZE.width,
    thumbHeight: GALLERY_THUMB_SIZE.height,
    sources: { full: urls('full'), thumb: urls('thumb') },
  };
}

/** The five sample images the 'Photo Gallery' shows while the gallery is empty, in order. */
export const SAMPLE_GALLERY: readonly SampleGalleryImage[] = [
  sample('campfire', 'Youth camp evening around the campfire'),
  sample('choir', 'Youth choir singing at the Sunday Mass'),
  sample('sports', 'Inter-deanery youth sports day'),
  sample('procession', 'Youth procession to the church with banners'),
  sample('group', 'Youth leaders gathered on the church steps'),
];

// --- Logos, placeholders, portraits ------------------------------------------------------------

export interface VectorImage {
  src: string;
  /** A PNG copy for places that cannot take SVG (e.g. social previews). */
  png?: string;
  alt: string;
  width: number;
  height: number;
}

/** The header's two logos: the commission profile's. */
export const LOGOS = PROFILE.logos satisfies Record<string, VectorImage>;

export const PLACEHOLDERS = {
  /** Shown on a member card without a photo. */
  member: {
    src: `${IMAGES}/placeholders/member.svg`,
    alt: 'No photo',
    width: 400,
    height: 400,
  },
  /** Shown on a message row without a portrait. */
  messagePortrait: {
    src: `${IMAGES}/placeholders/message-portrait.svg`,
    alt: 'No portrait',
    width: 400,
    height: 400,
  },
} as const satisfies Record<string, VectorImage>;

/** The /chairman page's portrait: an illustration standing in for the bishop's photograph. */
export const CHAIRMAN_PORTRAIT = {
  id: 'chairman',
  alt: 'Illustrated portrait of the chairman, a bishop in white cassock and purple skullcap',
  width: 400,
  height: 400,
  sources: {
    webp: `${IMAGES}/portraits/chairman.webp`,
    jpg: `${IMAGES}/portraits/chairman.jpg`,
  },
  sizes: '(min-width: 768px) 400px, 80vw',
  fallback: `${IMAGES}/portraits/chairman.jpg`,
} as const satisfies ResponsiveImage;

export const FAVICON = PROFILE.favicon;
