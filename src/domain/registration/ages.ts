/**
 * Ages as registration counts them: in whole years on a given day (a programme's first day), from
 * dates as the site stores them ('YYYY-MM-DD', calendar dates of India, so no clock or time zone
 * enters). A birthday on the day counts: someone born on 14 Feb 2010 is 16 on 14 Feb 2026. Someone
 * born on 29 February turns a year older on 1 March in a year without one.
 */
import { isLeapYear, parseDate } from '../programmes';

/**
 * Whole years from `birth` to `on` ('YYYY-MM-DD' each); null when either is not a real date or
 * `on` is before `birth`.
 */
export function ageOn(birth: string, on: string): number | null {
  const born = parseDate(birth);
  const day = parseDate(on);
  if (!born || !day) return null;
  let age = day.year - born.year;
  // Before this year's birthday (29 February counts as 1 March in a common year).
  const birthday =
    born.month === 2 && born.day === 29 && !isLeapYear(day.year)
      ? { month: 3, day: 1 }
      : { month: born.month, day: born.day };
  if (day.month < birthday.month || (day.month === birthday.month && day.day < birthday.day)) age--;
  return age < 0 ? null : age;
}

/** The age from which one registers oneself; below it, a parent or guardian does. */
export const ADULT_AGE = 18;

/** Whether someone born on `birth` is under ADULT_AGE on `on` (unknown when a date is not real). */
export function isMinorOn(birth: string, on: string): boolean | null {
  const age = ageOn(birth, on);
  return age === null ? null : age < ADULT_AGE;
}
