/**
 * The visitor's own date at `now`, read from the local clock: 'YYYY-MM-DD'. Programme dates are
 * calendar dates without a time zone, so "today" is the date on the visitor's own calendar.
 */
export function localDateString(now: Date): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1, 2)}-${pad(now.getDate(), 2)}`;
}
