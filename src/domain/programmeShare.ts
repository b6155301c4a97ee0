/**
 * What sharing a programme sends: a caption of plain lines that reads the same in WhatsApp, an SMS
 * or an e-mail (no markup of any app), the WhatsApp link that opens with it, and how a programme's
 * page learns the address of the copy of its poster that the publish puts in the site. Pure
 * TypeScript.
 */
import { formatProgrammeDates, isRegistrationLink, titleFileName } from './programmes';
import type { Programme } from './types';
import { uriComponent } from './uriComponent';

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
 * The caption's lines before the programme's address: its title, its dates for people, its time
 * and place when given, and 'Register: {link}' when it has a registration link. Never the
 * description: the page holds it, and a caption is read at a glance.
 */
export function captionLines(programme: Captioned): string[] {
  const { title, time, place, registrationUrl } = programme;
  return [
    line(title),
    formatProgrammeDates(programme),
    line(time),
    line(place),
    isRegistrationLink(registrationUrl) ? `Register: ${registrationUrl}` : '',
  ].filter((text) => text !== '');
}

/** The whole caption, one fact a line, the programme's page address last. */
export const programmeCaption = (programme: Captioned, pageUrl: string): string =>
  [...captionLines(programme), pageUrl].join('\n');

/**
 * The link that opens WhatsApp (the app on a phone, WhatsApp Web elsewhere) with `text` written in
 * a new message, the visitor choosing whom to send it to.
 */
export const whatsAppShareUrl = (text: string): string =>
  `https://wa.me/?text=${uriComponent(text)}`;

/** A copy of a programme's poster in the built site, and the stored poster it copies. */
export interface PosterCopy {
  /** The stored poster's address (the programme's imageUrl) when the publish copied it. */
  source: string;
  /** The copy's address on the site ('/images/posters/….jpg'): a JPEG. */
  src: string;
}

/**
 * The key under which a programme's page reads the copy of its poster (usePublishedRead): the
 * publish gives it, and nothing reads it live (a programme added since has no copy).
 */
export const posterCopyReadKey = (programmeId: string) => `poster-copy/events/${programmeId}`;

/**
 * The poster a page shows and shares: the copy in the site while it is the copy of the poster the
 * programme has now, else the stored poster ('' for none).
 */
export function posterAddress(programme: Pick<Programme, 'imageUrl'>, copy: PosterCopy | null) {
  return copy && copy.source === programme.imageUrl && programme.imageUrl !== ''
    ? copy.src
    : programme.imageUrl;
}

/** The name a shared poster goes by: the title's letters and digits ('poster.jpg' without). */
export const posterFileName = (title: string) => titleFileName(title, 'jpg', 'poster');
