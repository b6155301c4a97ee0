/**
 * Who was present on which day of a programme: the days a programme runs, and the days of them a
 * registration was present, from when it was checked in (`arrivedAt`, a time: the day is India's).
 * Pure TypeScript.
 */
import { addDays, isoDate, lastDay, parseDate } from '../programmes';
import { siteDate } from '../siteClock';
import type { Registration } from './registrations';

/** Each day of a programme ('YYYY-MM-DD', in order); [] when its first day is not a real date. */
export function programmeDays(startDate: string, endDate: string): string[] {
  const first = parseDate(startDate);
  if (!first) return [];
  const last = lastDay({ startDate, endDate });
  const days: string[] = [];
  for (let day = first; isoDate(day) <= last; day = addDays(day, 1)) days.push(isoDate(day));
  return days;
}

/** The days of `days` on which a registration was present, in order. */
export function daysPresent(
  registration: Pick<Registration, 'arrivedAt'>,
  days: readonly string[],
) {
  if (!registration.arrivedAt) return [];
  const arrived = siteDate(new Date(registration.arrivedAt));
  return days.includes(arrived) ? [arrived] : [];
}
