import {
  addDays,
  lastDay,
  pad2,
  pad4,
  parseDate,
  titleFileName,
  type CalendarDate,
} from './programmes';
import type { Programme } from './types';
import { uriComponent } from './uriComponent';

/**
 * A programme as an entry of a visitor's own calendar: the days of an all-day entry, its text,
 * a Google Calendar link and the name of its .ics file (src/domain/programmeIcs.ts writes the
 * file). Only the programme's own page needs these, so they stay out of the lists' code.
 */

type ProgrammeDates = Pick<Programme, 'startDate' | 'endDate'>;

/** A date a calendar file can hold: eight digits, YYYYMMDD, so a year from 1000 to 9999. */
const isEightDigitDate = ({ year }: CalendarDate) => year >= 1000 && year <= 9999;

/**
 * The days of an all-day calendar entry: the first day and the day after the last one, since
 * calendar files and Google Calendar both take the end of an all-day event as exclusive. Null
 * when the programme has no valid start date, or a day that is not eight digits (a year such as
 * 0026, stored before the rules bounded the years, which a calendar app would refuse with the
 * whole calendar it is in).
 */
export function allDayRange(
  p: ProgrammeDates,
): { start: CalendarDate; endExclusive: CalendarDate } | null {
  const start = parseDate(p.startDate);
  if (!start) return null;
  const last = parseDate(lastDay(p)) ?? start;
  const range = { start, endExclusive: addDays(last, 1) };
  return isEightDigitDate(range.start) && isEightDigitDate(range.endExclusive) ? range : null;
}

/** What a calendar entry's text calls the time and the place, in a page's language. */
export interface EntryLabels {
  time: string;
  place: string;
}

/** The labels in English: the programmes' calendar feed, and an English page, use them. */
export const ENTRY_LABELS_EN: EntryLabels = { time: 'Time:', place: 'Place:' };

/**
 * The text of a calendar entry: the time and the place, the programme's description and the
 * address of its page (Google Calendar has no field of its own for it, and many calendar apps do
 * not show an .ics URL). Empty parts are left out.
 */
export function calendarDetails(
  p: Programme,
  pageUrl: string,
  labels: EntryLabels = ENTRY_LABELS_EN,
): string {
  const timeAndPlace = [
    p.time.trim() && `${labels.time} ${p.time.trim()}`,
    p.place.trim() && `${labels.place} ${p.place.trim()}`,
  ].filter(Boolean);
  return [timeAndPlace.join('\n'), p.description.trim(), pageUrl]
    .filter((part) => part !== '')
    .join('\n\n');
}

/** 'YYYYMMDD', the date form of calendar files and Google Calendar links. */
const compactDate = ({ year, month, day }: CalendarDate) =>
  `${pad4(year)}${pad2(month)}${pad2(day)}`;

/**
 * A link that opens Google Calendar with the programme filled in as an all-day event; null when
 * the programme has no valid start date (then there is nothing to add).
 */
export function googleCalendarUrl(
  p: Programme,
  pageUrl: string,
  labels: EntryLabels = ENTRY_LABELS_EN,
): string | null {
  const range = allDayRange(p);
  if (!range) return null;
  const { start, endExclusive } = range;
  const text = (key: string, value: string) => `${key}=${uriComponent(value)}`;
  const query = [
    'action=TEMPLATE',
    text('text', p.title),
    // Digits and a slash, which a query may hold as they are.
    `dates=${compactDate(start)}/${compactDate(endExclusive)}`,
    text('details', calendarDetails(p, pageUrl, labels)),
    ...(p.place.trim() ? [text('location', p.place.trim())] : []),
  ];
  return `https://calendar.google.com/calendar/render?${query.join('&')}`;
}

/** The name of a programme's calendar file: 'Youth Day 2026!' → 'youth-day-2026.ics'. */
export const calendarFileName = (title: string) => titleFileName(title, 'ics', 'programme');
