/**
 * Attendance day by day: the days of a programme and the days a registered person was present on.
 * A programme of several days is checked in on each of its days; one of a single day keeps its
 * one 'Arrived'. What is stored (registrations.ts): `arrivedAt`, the time of the first arrival
 * (null before any), and `presentOn`, the programme's days the person was present on, as India's
 * dates ('YYYY-MM-DD'). A registration stored before days were kept has no `presentOn`: it was
 * present on the day `arrivedAt` falls on in India. The desk, the CSV, the printed list and the
 * programme's counts all read the days through daysPresent. Pure TypeScript.
 */
import {
  MONTH_SHORT_NAMES,
  WEEKDAY_SHORT_NAMES,
  addDays,
  isoDate,
  lastDay,
  parseDate,
  weekday,
} from '../programmes';
import { siteDate } from '../siteClock';

/**
 * Each day of a programme, first to last ('YYYY-MM-DD', calendar dates as the programme gives
 * them, which are India's): one day when `endDate` is '' (or not a date after the start); none
 * when `startDate` is not a date.
 */
export function programmeDays(startDate: string, endDate: string): string[] {
  const first = parseDate(startDate);
  if (!first) return [];
  const last = lastDay({ startDate, endDate });
  const days: string[] = [];
  for (let day = startDate, i = 1; day <= last; day = isoDate(addDays(first, i++))) days.push(day);
  return days;
}

/** What a registration tells of the days its person was present on. */
export interface Attendance {
  /** When the person first arrived; null if never. */
  arrivedAt: string | null;
  /** The days present, as stored; absent for a registration stored before days were kept. */
  presentOn?: readonly string[];
}

/**
 * The days of the programme (`days`, as programmeDays gives them, in order) the person was present
 * on, in the programme's order. A registration without `presentOn` was present on the day its
 * `arrivedAt` falls on in India. Someone who arrived is present on one day at least: an arrival
 * that none of the days holds (marked the evening before, or the programme moved since) counts on
 * the programme's day nearest to it.
 */
export function daysPresent(registration: Attendance, days: readonly string[]): string[] {
  const { arrivedAt, presentOn } = registration;
  const arrivalDay = arrivedAt === null ? null : siteDate(new Date(arrivedAt));
  const stored = presentOn ?? (arrivalDay === null ? [] : [arrivalDay]);
  const present = days.filter((day) => stored.includes(day));
  if (present.length > 0 || arrivalDay === null || days.length === 0) return present;
  return [nearestDay(days, arrivalDay)];
}

/** The day of `days` (in order, not empty) nearest to `day`: itself, the first or the last. */
function nearestDay(days: readonly string[], day: string): string {
  const first = days[0] ?? day;
  const last = days[days.length - 1] ?? day;
  if (day <= first) return first;
  if (day >= last) return last;
  return days.includes(day) ? day : first;
}

/**
 * The day a check-in at `now` is for: today in India when it is one of the programme's days, its
 * first day before the programme, its last day after it. '' for a programme without days.
 */
export const checkInDay = (days: readonly string[], now: Date): string =>
  days.length === 0 ? '' : nearestDay(days, siteDate(now));

/**
 * The days present once `day` is marked (`present`) or taken back: of the programme's `days`, in
 * their order, each once.
 */
export function withDay(
  present: readonly string[],
  days: readonly string[],
  day: string,
  isPresent: boolean,
): string[] {
  return days.filter((d) => (d === day ? isPresent : present.includes(d)));
}

/** A day of the programme as the team reads it: 'day 2 (Sat 12 Dec)'; the date alone if not one. */
export function programmeDayName(days: readonly string[], day: string): string {
  const date = parseDate(day);
  const index = days.indexOf(day);
  if (!date || index < 0) return day;
  const weekdayName = WEEKDAY_SHORT_NAMES[weekday(date)] ?? '';
  const month = MONTH_SHORT_NAMES[date.month - 1] ?? '';
  return `day ${index + 1} (${weekdayName} ${date.day} ${month})`;
}

/** The same at the start of a line or a heading: 'Day 2 (Sat 12 Dec)'. */
export const programmeDayTitle = (days: readonly string[], day: string): string =>
  programmeDayName(days, day).replace(/^day/, 'Day');

/** How many of the programme's days the person was present on: '2 of 3'. */
export const daysPresentCount = (registration: Attendance, days: readonly string[]): string =>
  `${daysPresent(registration, days).length} of ${days.length}`;
