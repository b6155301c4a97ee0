import type { ListPage, Programme } from './types';
import { CALENDAR_EN, type CalendarNames } from '../words/en';
import type { Language } from '../words/languages';
import { shownIn, type ShownText } from './shownText';

/**
 * The dates of a programme and the lists built from them.
 *
 * A programme's dates are calendar dates ('YYYY-MM-DD') with no time zone: '14 Feb' means the
 * fourteenth wherever the visitor is. So a date string is never given to `new Date(string)`,
 * which reads it as midnight UTC and shows the day before west of Greenwich. Arithmetic on dates
 * (the day after, the weekday) goes through a Date set and read in UTC only, where no clock shift
 * or daylight saving can move a day. "Today" is the visitor's own date, read from the local clock.
 *
 * Names of months and weekdays come from committed tables (words/en.ts), not from
 * Intl: the page rendered at build time in Node and the one rendered in the browser must read the
 * same.
 */

export const MONTH_NAMES = CALENDAR_EN.months;

export const MONTH_SHORT_NAMES = CALENDAR_EN.monthsShort;

/** Sunday first, the order of `Date.getUTCDay()`. */
export const WEEKDAY_SHORT_NAMES = CALENDAR_EN.weekdaysShort;

/** A calendar date as numbers; month 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export const pad2 = (n: number) => String(n).padStart(2, '0');
export const pad4 = (n: number) => String(n).padStart(4, '0');

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The parts of a 'YYYY-MM-DD' date; null unless it is a real calendar date in that exact form. */
export function parseDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Whether a string is a real calendar date written 'YYYY-MM-DD' (29 Feb only in leap years). */
export function isValidDate(value: string): boolean {
  return parseDate(value) !== null;
}

/** 'YYYY-MM-DD', the form dates are stored and compared in. */
export function isoDate({ year, month, day }: CalendarDate): string {
  return `${pad4(year)}-${pad2(month)}-${pad2(day)}`;
}

// Kept here too for the code that reads dates with the rest of this module.
export { localDateString } from './localDate';

/** Midnight UTC of a calendar date; only ever read back with the getUTC… methods. */
function utcMidnight({ year, month, day }: CalendarDate): Date {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not turn the years 0–99 into 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function fromUtcMidnight(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The calendar date `days` after (or before, when negative) another one. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = utcMidnight(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return fromUtcMidnight(moved);
}

/** 0 for Sunday to 6 for Saturday. */
export function weekday(date: CalendarDate): number {
  return utcMidnight(date).getUTCDay();
}

type ProgrammeDates = Pick<Programme, 'startDate' | 'endDate'>;

/**
 * The programme's last day: its endDate, or its startDate for a programme of one day. An endDate
 * that is not a real date or falls before the start counts as a programme of one day.
 */
export function lastDay(p: ProgrammeDates): string {
  return isValidDate(p.endDate) && p.endDate > p.startDate ? p.endDate : p.startDate;
}

/**
 * Whether a programme is still to come or going on: it is upcoming until the end of its last day.
 * `today` is the visitor's date ('YYYY-MM-DD', see localDateString); dates in this form compare
 * correctly as strings. A programme without a valid start date is never upcoming.
 */
export function isUpcoming(p: ProgrammeDates, today: string): boolean {
  return isValidDate(p.startDate) && lastDay(p) >= today;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Soonest first: by start date, then by title (ignoring case; compared by code units so the
 * order is the same in every runtime). Equal ones keep their order.
 */
export function compareBySoonest(a: Programme, b: Programme): number {
  return (
    compareText(a.startDate, b.startDate) ||
    compareText(a.title.toLowerCase(), b.title.toLowerCase())
  );
}

/**
 * Upcoming programmes soonest first (by start, then title) and past ones most recent first (by
 * last day, latest first). Equal ones keep the order they came in.
 */
export function splitProgrammes(
  list: readonly Programme[],
  today: string,
): { upcoming: Programme[]; past: Programme[] } {
  const upcoming = list.filter((p) => isUpcoming(p, today)).sort(compareBySoonest);
  const past = list
    .filter((p) => !isUpcoming(p, today))
    .sort((a, b) => compareText(lastDay(b), lastDay(a)));
  return { upcoming, past };
}

/**
 * The programmes upcoming on `today`, made from those upcoming on `publishedToday`: those of them
 * that have not ended since. Null for a date before `publishedToday`, whose upcoming programmes
 * may include some that ended in between.
 */
export function upcomingOn(
  published: readonly Programme[],
  publishedToday: string,
  today: string,
): Programme[] | null {
  return today < publishedToday ? null : published.filter((p) => isUpcoming(p, today));
}

/**
 * The two lists of the programmes page on `today` (those to come, and the first page of the past
 * ones, `size` at most, most recent first), made from the lists of `publishedToday`: the
 * programmes that ended in between go from the first to the second, and the next page starts
 * after the last past one shown. Null for a date before `publishedToday`.
 */
export function programmeListsOn(
  [upcoming, past]: readonly [readonly Programme[], ListPage<Programme>],
  publishedToday: string,
  today: string,
  size: number,
): [Programme[], ListPage<Programme>] | null {
  if (today < publishedToday) return null;
  const ended = upcoming.filter((p) => !isUpcoming(p, today));
  // The past list's order: the stored endDate, then the id, latest first (the query's order).
  const all = [...ended, ...past.items].sort(
    (a, b) => compareText(b.endDate, a.endDate) || compareText(b.id, a.id),
  );
  const items = all.slice(0, size);
  const last = items.at(-1);
  const more = all.length > size || past.next !== null;
  return [
    upcoming.filter((p) => isUpcoming(p, today)),
    { items, next: more && last ? [last.endDate, last.id] : null },
  ];
}

/** A piece of a date written for people, with the machine date for `<time dateTime>`. */
export interface DateText {
  text: string;
  /** 'YYYY-MM-DD'. */
  dateTime: string;
}

/**
 * A programme's dates for people, in pieces so that each date can be marked up as its own
 * `<time dateTime>`: `start`, then `separator` and `end` when it lasts several days.
 *
 * - one day, with its weekday: 'Sat 14 Feb 2026';
 * - several days in one month: '14' '–' '16 Feb 2026';
 * - across months: '30 Jan' ' – ' '2 Feb 2026';
 * - across years: '30 Dec 2026' ' – ' '2 Jan 2027'.
 *
 * Ranges carry no weekdays, to stay short. A start date that is not a real date is shown as it is.
 * `names`: the months and weekdays of the page's language ('शनि 14 फ़रवरी 2026').
 */
export function programmeDateSpan(
  p: ProgrammeDates,
  names: CalendarNames = CALENDAR_EN,
): {
  start: DateText;
  separator: string;
  end: DateText | null;
} {
  const first = parseDate(p.startDate);
  if (!first)
    return { start: { text: p.startDate, dateTime: p.startDate }, separator: '', end: null };
  const lastDate = lastDay(p);
  // lastDay gives the valid start date or a valid end date; `?? first` only satisfies the types.
  const last = parseDate(lastDate) ?? first;
  const dayAndMonth = (d: CalendarDate) => `${d.day} ${names.monthsShort[d.month - 1]}`;
  const full = (d: CalendarDate) => `${dayAndMonth(d)} ${d.year}`;

  if (lastDate === p.startDate) {
    const text = `${names.weekdaysShort[weekday(first)]} ${full(first)}`;
    return { start: { text, dateTime: p.startDate }, separator: '', end: null };
  }
  const end = { text: full(last), dateTime: lastDate };
  const range = (startText: string, separator: string) => ({
    start: { text: startText, dateTime: p.startDate },
    separator,
    end,
  });
  if (first.year !== last.year) return range(full(first), ' – ');
  if (first.month !== last.month) return range(dayAndMonth(first), ' – ');
  return range(String(first.day), '–');
}

/** A programme's dates as one line of text; see programmeDateSpan for the forms. */
export function formatProgrammeDates(
  p: ProgrammeDates,
  names: CalendarNames = CALENDAR_EN,
): string {
  const { start, separator, end } = programmeDateSpan(p, names);
  return end ? `${start.text}${separator}${end.text}` : start.text;
}

/** Whether a stored registration link may be shown as a link (only https:// addresses). */
export const isRegistrationLink = (url: string) => /^https:\/\/[^\s]+$/.test(url);

/**
 * A file named after a programme's title, its letters and digits: ('Youth Day 2026!', 'ics') →
 * 'youth-day-2026.ics'; `fallback` names it when the title has none.
 */
export function titleFileName(title: string, extension: string, fallback: string): string {
  const words = title
    .normalize('NFKD')
    // The accents that NFKD splits off the letters ('é' is 'e' and an accent).
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${words.slice(0, 60).replace(/-+$/, '') || fallback}.${extension}`;
}

/**
 * The day and short month of the start, for a date badge: { day: '14', month: 'Feb' }, in the
 * language of `names`.
 */
export function dateBadge(
  p: ProgrammeDates,
  names: CalendarNames = CALENDAR_EN,
): { day: string; month: string } {
  const first = parseDate(p.startDate);
  if (!first) return { day: '', month: '' };
  return { day: String(first.day), month: names.monthsShort[first.month - 1] ?? '' };
}

export type { ShownText };

/**
 * A programme's title, place and description as a page in `language` shows them: on a Hindi page
 * the Hindi ones (titleHi...) where the team gave them, else the English ones marked 'en'; on an
 * English page the English ones, unmarked.
 */
export function programmeTextIn(
  p: Pick<Programme, 'title' | 'place' | 'description' | 'titleHi' | 'placeHi' | 'descriptionHi'>,
  language: Language,
): Record<'title' | 'place' | 'description', ShownText> {
  return {
    title: shownIn(language, p.title, p.titleHi),
    place: shownIn(language, p.place, p.placeHi),
    description: shownIn(language, p.description, p.descriptionHi),
  };
}
