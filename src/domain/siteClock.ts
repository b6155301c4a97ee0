/**
 * The site's clock: the time zone the commission lives in, and its offset from UTC, which the
 * code and firestore.rules (which knows no time zones) use to find where a day in India ends.
 * India keeps one offset all year (no daylight saving), so the offset is a constant; a unit test
 * checks it against the zone at several dates, and checks that the rules write the same number.
 * Both come from the commission profile. Pure TypeScript.
 */
// With its extension: the build's configuration loads this module too (see config/site.ts).
import { PROFILE } from '../config/profile.ts';

/** The time zone the commission lives in: the publish date is the date there. */
export const SITE_TIME_ZONE = PROFILE.clock.timeZone;

/** The site time zone's offset from UTC, in minutes (330 for India's UTC+5:30). */
export const SITE_UTC_OFFSET_MINUTES = PROFILE.clock.utcOffsetMinutes;

const MINUTE_MS = 60 * 1000;

/** The date ('YYYY-MM-DD') in the commission's time zone at `now`. */
export function siteDate(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The instant a day ends in the commission's time zone (month 1 to 12): its next midnight there. */
export const siteDayEnd = (year: number, month: number, day: number): Date =>
  new Date(Date.UTC(year, month - 1, day + 1) - SITE_UTC_OFFSET_MINUTES * MINUTE_MS);
