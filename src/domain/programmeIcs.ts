import { createEvent, type DateArray } from 'ics';
import { allDayRange, calendarDetails } from './calendarEntry';
import type { CalendarDate } from './programmes';
import type { Programme } from './types';

/**
 * The calendar file (.ics) of a programme. The only module that imports the `ics` package: load it
 * with `import()` when a visitor asks for the file, so no one else downloads the library.
 */

/** Names the producer of the file (PRODID), in the customary '-//owner//product//language' form. */
export const ICS_PRODUCT_ID = '-//Youth Commission of Agra Archdiocese//Programmes//EN';

/**
 * The event's UID: the same for every download of one programme, so that a calendar importing the
 * file again updates the entry instead of adding a second one.
 */
export function programmeUid(p: Pick<Programme, 'id'>): string {
  return `programme-${p.id}@youth-commission-agra`;
}

// Three numbers make the `ics` package write a date without a time (DTSTART;VALUE=DATE:20260214),
// an all-day event in every time zone; it writes them as they are, without a Date in between.
const dateArray = ({ year, month, day }: CalendarDate): DateArray => [year, month, day];

/**
 * The text of an .ics file holding the programme as one all-day event over all its days: title,
 * place, the time and place and description in the text, and the address of its page.
 * Throws when the programme has no valid start date or the package refuses the event (for example
 * a page URL it does not accept).
 */
export function programmeIcs(p: Programme, pageUrl: string): string {
  const range = allDayRange(p);
  if (!range) throw new Error(`Programme ${p.id} has no valid start date`);
  const { error, value } = createEvent({
    productId: ICS_PRODUCT_ID,
    uid: programmeUid(p),
    title: p.title,
    start: dateArray(range.start),
    // Exclusive: the day after the last day.
    end: dateArray(range.endExclusive),
    description: calendarDetails(p, pageUrl),
    ...(p.place.trim() ? { location: p.place.trim() } : {}),
    url: pageUrl,
  });
  if (error || value === null) throw error ?? new Error('The calendar file could not be made');
  return value;
}
