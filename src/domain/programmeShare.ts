/**
 * What sharing a programme sends: a caption of plain lines that reads the same in WhatsApp, an SMS
 * or an e-mail (no markup of any app), the WhatsApp link that opens with it, and how a programme's
 * page learns of the copies of its poster that the publish puts in the site: the JPEG it shares,
 * and the AVIF and WebP copies it shows by width. Pure TypeScript.
 */
import { formatProgrammeDates, isRegistrationLink, titleFileName } from './programmes';
import type { Programme } from './types';
import { uriComponent } from './uriComponent';
import { CALENDAR_EN, type CalendarNames } from '../words/en';

type Captioned = Pick<
  Programme,
  'title' | 'startDate' | 'endDate' | 'time' | 'place' | 'registrationUrl'
>;

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const BREAKS_AND_CONTROLS = /[\s\u0000-\u001F\u007F-\u009F]+/g;

/**
 * A stored short text on one line: each run of spaces, line breaks or other control characters
 * becomes one space (each line of a caption is one fact).
 */
const line = (text: string) => text.replace(BREAKS_AND_CONTROLS, ' ').trim();

/**
 * The caption's lines before the programme's address: its title, its dates for people (in the
 * language of `names`), its time and place when given, and 'Register: {link}' when it has a
 * registration link. Never the description: the page holds it, and a caption is read at a glance.
 */
export function captionLines(programme: Captioned, names: CalendarNames = CALENDAR_EN): string[] {
  const { title, time, place, registrationUrl } = programme;
  return [
    line(title),
    formatProgrammeDates(programme, names),
    line(time),
    line(place),
    isRegistrationLink(registrationUrl) ? `Register: ${registrationUrl}` : '',
  ].filter((text) => text !== '');
}

/** The whole caption, one fact a line, the programme's page address last. */
export const programmeCaption = (
  programme: Captioned,
  pageUrl: string,
  names: CalendarNames = CALENDAR_EN,
): string => [...captionLines(programme, names), pageUrl].join('\n');

/**
 * The link that opens WhatsApp (the app on a phone, WhatsApp Web elsewhere) with `text` written in
 * a new message, the visitor choosing whom to send it to.
 */
export const whatsAppShareUrl = (text: string): string =>
  `https://wa.me/?text=${uriComponent(text)}`;

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

/** The name a shared poster goes by: the title's letters and digits ('poster.jpg' without). */
export const posterFileName = (title: string) => titleFileName(title, 'jpg', 'poster');
