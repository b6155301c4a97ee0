import { createEvents, type EventAttributes } from 'ics';
import { PROFILE } from '../config/profile';
import { addMonths } from './calendar';
import { allDayRange } from './calendarEntry';
import { ICS_PRODUCT_ID, programmeEvent } from './programmeIcs';
import { compareBySoonest, daysInMonth, isoDate, lastDay, parseDate } from './programmes';
import type { Programme } from './types';
import { programmePath } from './publicPaths';

/**
 * The calendar people subscribe to (/programmes.ics): every programme still to come and those of
 * the last three months, each an all-day event like a programme's own calendar file, with a
 * reminder the day before. The build writes it at every publish; no page imports this module, so
 * the `ics` package stays out of the browser's downloads.
 */

/** The calendar's name in a calendar app's list (X-WR-CALNAME). */
export const FEED_CALENDAR_NAME = PROFILE.ids.feedCalendarName;

/** How far back the feed reaches: programmes that ended at most this many months ago. */
export const FEED_MONTHS_BACK = 3;

/**
 * The first day a programme must reach to be in the feed: the same day of the month three months
 * before today, or the last day of that month when it is shorter (31 May → 28 or 29 Feb).
 */
export function feedStartDate(today: string): string {
  const date = parseDate(today);
  if (!date) throw new Error(`today is not a date: '${today}'`);
  const { year, month } = addMonths(date, -FEED_MONTHS_BACK);
  return isoDate({ year, month, day: Math.min(date.day, daysInMonth(year, month)) });
}

/** Text for an iCalendar TEXT value: backslashes, semicolons and commas escaped. */
const icsTextValue = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`);

/**
 * A reminder at 9 in the morning of the day before, in the calendar's own time zone: 15 hours
 * before the midnight an all-day event starts at. (A duration of whole days would be written
 * 'P1DT' by the package, which calendar apps may refuse.) The package writes the alarm's
 * description with its line breaks escaped only, so the rest of the escaping is done here; the
 * title has no line breaks (programmeEvent cleaned it).
 */
const dayBeforeReminder = (title: string): NonNullable<EventAttributes['alarms']>[number] => ({
  action: 'display',
  description: icsTextValue(`Tomorrow: ${title}`),
  trigger: { hours: 15, before: true },
});

/**
 * The text of the feed: the programmes whose last day is on or after feedStartDate(today),
 * soonest first, each with the address of its page (`{siteUrl}/programmes/{id}`) and a reminder
 * the day before. `today` is the publish date in the site's time zone ('YYYY-MM-DD'). A programme without
 * days a calendar file can hold (allDayRange: no valid start date, or a year that is not four
 * digits) is left out, so that no date in the feed is other than eight digits. Throws when the package refuses an event (an address it does
 * not accept).
 */
export function programmesFeed(
  programmes: readonly Programme[],
  today: string,
  siteUrl: string,
): string {
  const from = feedStartDate(today);
  const site = siteUrl.replace(/\/+$/, '');
  const events = programmes
    .filter((p) => allDayRange(p) !== null && lastDay(p) >= from)
    .sort(compareBySoonest)
    .map((p): EventAttributes => {
      const event = programmeEvent(p, `${site}${programmePath(p.id)}`);
      return { ...event, alarms: [dayBeforeReminder(event.title ?? '')] };
    });
  const { error, value } = createEvents(events, {
    productId: ICS_PRODUCT_ID,
    calName: FEED_CALENDAR_NAME,
  });
  if (error || value === null) throw error ?? new Error('The calendar feed could not be made');
  return value;
}
