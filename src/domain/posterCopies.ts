/**
 * How pages learn of the copies of a programme's poster that the publish puts in the site: the
 * JPEG that is shared and is the link preview's picture, and the AVIF and WebP copies a page shows
 * by width. The cards and a programme's page draw posters from them. Pure TypeScript.
 */
import type { Programme } from './types';

/**
 * The formats of a poster's copies that a page offers by width, best first: AVIF (about half the
 * bytes of a JPEG of the same look), then WebP for a browser without AVIF. A browser that takes
 * neither shows the JPEG.
 */
export const POSTER_TYPES = ['image/avif', 'image/webp'] as const;
export type PosterType = (typeof POSTER_TYPES)[number];

/** One of a poster's smaller copies in the site, for the page to choose from by width. */
export interface PosterVariant {
  /** Its address on the site ('/images/posters/…-720.avif'). */
  src: string;
  /** Its width in pixels. */
  width: number;
  type: PosterType;
}

/** The copies of a programme's poster in the built site, and the stored poster they copy. */
export interface PosterCopy {
  /** The stored poster's address (the programme's imageUrl) when the publish copied it. */
  source: string;
  /**
   * The copy at the poster's own size ('/images/posters/….jpg'): a JPEG, the file that is shared
   * and the link preview's picture.
   */
  src: string;
  /** The poster's size in pixels. */
  width: number;
  height: number;
  /**
   * Copies in AVIF and in WebP at a few widths (240, 480, 720 and 1200 px, none wider than the
   * poster): a phone downloads and decodes the one the width it draws the poster at needs.
   */
  variants: readonly PosterVariant[];
}

/**
 * The key under which a programme's page reads the copy of its poster (usePublishedRead): the
 * publish gives it, and nothing reads it live (a programme added since has no copy).
 */
export const posterCopyReadKey = (programmeId: string) => `poster-copy/events/${programmeId}`;

/** The copy while it is the copy of the poster the programme has now, else null. */
const currentCopy = (programme: Pick<Programme, 'imageUrl'>, copy: PosterCopy | null) =>
  copy && copy.source === programme.imageUrl && programme.imageUrl !== '' ? copy : null;

/**
 * The poster a page shares: the JPEG copy in the site while it is the copy of the poster the
 * programme has now, else the stored poster ('' for none).
 */
export function posterAddress(programme: Pick<Programme, 'imageUrl'>, copy: PosterCopy | null) {
  return currentCopy(programme, copy)?.src ?? programme.imageUrl;
}

/** What a page shows of a poster: a picture, its size, and the smaller copies to choose from. */
export interface PosterPicture {
  /** The file for a browser that takes none of `sources` (the JPEG copy, or the stored poster). */
  src: string;
  /**
   * The copies of each format as a srcset ('/images/posters/…-480.avif 480w, …'), best format
   * first (POSTER_TYPES); none without a copy.
   */
  sources: readonly { type: PosterType; srcSet: string }[];
  width: number;
  height: number;
}

/**
 * The size a poster is given on its page when nothing tells it (a poster not copied): the portrait
 * shape the upload makes (its longest side 1600 px), so that the page keeps its place.
 */
export const POSTER_SIZE = { width: 1200, height: 1600 } as const;

/**
 * How a programme's page shows its poster: the copies in the site while they copy the poster it
 * has now (the AVIF and WebP ones to choose from, the JPEG for the rest), else the stored poster
 * alone; null without a poster.
 */
export function posterPicture(
  programme: Pick<Programme, 'imageUrl'>,
  copy: PosterCopy | null,
): PosterPicture | null {
  if (programme.imageUrl === '') return null;
  const current = currentCopy(programme, copy);
  if (!current) return { src: programme.imageUrl, sources: [], ...POSTER_SIZE };
  const { src, width, height, variants } = current;
  const sources = POSTER_TYPES.map((type) => ({
    type,
    srcSet: variants
      .filter((variant) => variant.type === type)
      .map((variant) => `${variant.src} ${variant.width}w`)
      .join(', '),
  })).filter((source) => source.srcSet !== '');
  return { src, sources, width, height };
}
