import { createEvent, type DateArray, type EventAttributes } from 'ics';
import { PROFILE } from '../config/profile';
import { ENTRY_LABELS_EN, allDayRange, calendarDetails, type EntryLabels } from './calendarEntry';
import { cleanMultiLine, cleanSingleLine } from './cleanText';
import type { CalendarDate } from './programmes';
import type { Programme } from './types';
import { uriComponent } from './uriComponent';

/**
 * The calendar file (.ics) of a programme. With the build's feed of all programmes
 * (programmesFeed.ts), the only module that imports the `ics` package: load it with `import()`
 * when a visitor asks for the file, so no one else downloads the library.
 */

/** Names the producer of the file (PRODID), in the customary '-//owner//product//language' form. */
export const ICS_PRODUCT_ID = `-//${PROFILE.ids.calendarProducer}//Programmes//EN`;

/**
 * The event's UID: the same for every download of one programme, so that a calendar importing the
 * file again updates the entry instead of adding a second one. The id is percent-encoded, so that
 * whatever it holds (an id may be any text but '/') the UID is letters, digits and '%-_.!~*'()'
 * only, and two ids never share a UID (a lone surrogate counts as U+FFFD: see uriComponent).
 */
export function programmeUid(p: Pick<Programme, 'id'>): string {
  return `programme-${uriComponent(p.id)}@${PROFILE.ids.calendarUidDomain}`;
}

/**
 * The programme's text without control characters. The `ics` package escapes line feeds (and
 * CRLF), backslashes, commas and semicolons, but writes a lone carriage return, a tab, a NUL or a
 * C1 control as it is, which lenient calendar apps read as the end of a line: the rest of a title
 * would become a property of its own (an alarm, 'STATUS:CANCELLED'). Single-line text gets a space
 * instead; the description keeps its line breaks, which the package escapes.
 */
const withoutControlCharacters = (p: Programme): Programme => ({
  ...p,
  title: cleanSingleLine(p.title),
  time: cleanSingleLine(p.time),
  place: cleanSingleLine(p.place),
  description: cleanMultiLine(p.description),
});

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/g;

/** The page's address with any control character percent-encoded, as in a URL's path. */
const safeUrl = (url: string) => url.replace(CONTROL_CHARACTER, (c) => encodeURIComponent(c));

// Three numbers make the `ics` package write a date without a time (DTSTART;VALUE=DATE:20260214),
// an all-day event in every time zone; it writes them as they are, without a Date in between.
const dateArray = ({ year, month, day }: CalendarDate): DateArray => [year, month, day];

/**
 * The programme as one all-day event over all its days, in the `ics` package's terms: title,
 * place, the time and place and description in the text, and the address of its page. No control
 * character of the programme's text or the address reaches the file (see above).
 * Throws when the programme has no valid start date.
 */
export function programmeEvent(
  programme: Programme,
  pageAddress: string,
  labels: EntryLabels = ENTRY_LABELS_EN,
): EventAttributes {
  const p = withoutControlCharacters(programme);
  const pageUrl = safeUrl(pageAddress);
  const range = allDayRange(p);
  if (!range) throw new Error(`Programme ${p.id} has no valid start date`);
  return {
    uid: programmeUid(p),
    title: p.title,
    start: dateArray(range.start),
    // Exclusive: the day after the last day.
    end: dateArray(range.endExclusive),
    description: calendarDetails(p, pageUrl, labels),
    ...(p.place.trim() ? { location: p.place.trim() } : {}),
    url: pageUrl,
  };
}

/**
 * The text of an .ics file holding the programme as one all-day event (see programmeEvent).
 * Throws when the programme has no valid start date or the package refuses the event (for example
 * a page URL it does not accept).
 */
export function programmeIcs(
  programme: Programme,
  pageAddress: string,
  labels: EntryLabels = ENTRY_LABELS_EN,
): string {
  const { error, value } = createEvent({
    productId: ICS_PRODUCT_ID,
    ...programmeEvent(programme, pageAddress, labels),
  });
  if (error || value === null) throw error ?? new Error('The calendar file could not be made');
  return value;
}
