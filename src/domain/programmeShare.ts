/**
 * What sharing a programme sends: a caption of plain lines that reads the same in WhatsApp, an SMS
 * or an e-mail (no markup of any app), the WhatsApp link that opens with it, and the name a shared
 * poster goes by. (The poster's copies in the site are src/domain/posterCopies.ts.) Pure TypeScript.
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

/** The name a shared poster goes by: the title's letters and digits ('poster.jpg' without). */
export const posterFileName = (title: string) => titleFileName(title, 'jpg', 'poster');
