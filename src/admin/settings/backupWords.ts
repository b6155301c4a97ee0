/**
 * Words the Backup screen and its restore check show about a backup: what one holds, in a line,
 * and how long ago one was made (the Publishing page says the same of its last publish).
 */
import { formatSize } from '../../domain/backup/format';
import { countOf } from '../../domain/words';

/** What a backup holds, in one line: '48 records and 39 images, 18.3 MB'. */
export function backupSummary(records: number, images: number, bytes: number): string {
  return `${countOf(records, 'record', 'records')} and ${countOf(images, 'image', 'images')}, ${formatSize(bytes)}`;
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 60 * 60 * 1000],
  ['month', 30 * 24 * 60 * 60 * 1000],
  ['week', 7 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/** How long ago `then` was, as people say it: '5 months ago', 'yesterday', 'just now'. */
export function timeAgo(then: Date, now: Date): string {
  const elapsed = now.getTime() - then.getTime();
  const words = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, length] of UNITS)
    if (Math.abs(elapsed) >= length) return words.format(-Math.trunc(elapsed / length), unit);
  return 'just now';
}

/** From how many days on a backup is old enough for the check screen to say what that means. */
export const OLD_BACKUP_DAYS = 30;
