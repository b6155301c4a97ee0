/**
 * Records in the words of the people who run the website: what one is called when it has no
 * name, when it last changed and who changed it ('Edited 3 days ago by Anita'), and what a record
 * in the Trash was and how long it stays there. Pure functions of the records and a given `now`,
 * shared by the dashboard, the cards of every screen and Settings.
 */
import { COLLECTIONS, isCollection } from '../../domain/collections';
import { MONTH_SHORT_NAMES, WEEKDAY_SHORT_NAMES } from '../../domain/programmes';
import type { TrashItem } from '../../domain/types';
import { TRASH_DAYS } from '../../domain/rules/periods';
import { countOf } from '../../domain/words';

/** What a record is called when it has no name or title. */
export const UNTITLED = '(untitled)';

export const titleOf = (text: string) => text.trim() || UNTITLED;

// ---------------------------------------------------------------------------------------------
// When a record last changed, and who changed it

/** A createdAt or updatedAt: an ISO string (a Date for the gallery), or nothing. */
export type Stamp = string | Date | null | undefined;

/** Who added a record and who last edited it: their uids, where the record says. */
export interface Authors {
  createdBy?: string;
  updatedBy?: string;
}

export interface LastChange {
  at: Date;
  change: 'added' | 'edited';
  /** The uid of who made that change, when the record says (older records do not). */
  by?: string;
}

/** Milliseconds of a stamp (an ISO string or a Date); null when missing or unreadable. */
function millis(stamp: Stamp): number | null {
  if (stamp === null || stamp === undefined || stamp === '') return null;
  const ms = stamp instanceof Date ? stamp.getTime() : Date.parse(stamp);
  return Number.isNaN(ms) ? null : ms;
}

const byWhom = (uid: string | undefined) => (uid ? { by: uid } : {});

/**
 * When a record last changed: the later of createdAt and updatedAt, and which of the two it was;
 * an unreadable stamp is ignored, and a record with neither is null. Equal stamps count as added.
 * `by` is the author of that change: createdBy for an addition, updatedBy for an edit (never the
 * one for the other: an edit made before edits were signed has no author).
 */
export function lastChange(
  createdAt: Stamp,
  updatedAt?: Stamp,
  authors: Authors = {},
): LastChange | null {
  const created = millis(createdAt);
  const updated = millis(updatedAt);
  if (updated !== null && (created === null || updated > created))
    return { at: new Date(updated), change: 'edited', ...byWhom(authors.updatedBy) };
  return created === null
    ? null
    : { at: new Date(created), change: 'added', ...byWhom(authors.createdBy) };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Days between the local calendar dates of two moments (positive when `to` is later). */
function calendarDaysBetween(from: Date, to: Date): number {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((day(to) - day(from)) / DAY);
}

/**
 * How long ago `at` was, seen at `now`, in the words of a person:
 *
 * - less than a minute either way: 'just now' (a clock running a little ahead is no news);
 * - under an hour: '1 minute ago', '59 minutes ago';
 * - under a day: '1 hour ago', '23 hours ago';
 * - then by the local calendar: 'yesterday' for the day before, '2 days ago' … '29 days ago';
 * - from 30 days: months of 30 days, '1 month ago' … '11 months ago';
 * - from 365 days: years of 365 days, '1 year ago', '2 years ago'.
 *
 * A time to come reads the same way forwards: 'in 5 minutes', 'in 3 hours', 'tomorrow',
 * 'in 4 days', 'in 2 months', 'in 1 year'.
 */
export function relativeTime(at: Date, now: Date): string {
  const elapsed = now.getTime() - at.getTime();
  const future = elapsed < 0;
  const span = Math.abs(elapsed);
  if (span < MINUTE) return 'just now';

  const say = (count: number, unit: string) =>
    future ? `in ${countOf(count, unit)}` : `${countOf(count, unit)} ago`;
  if (span < HOUR) return say(Math.floor(span / MINUTE), 'minute');
  if (span < DAY) return say(Math.floor(span / HOUR), 'hour');

  // At least one: the day the clocks go back has 25 hours, so 24 of them may fall on one date.
  const days = Math.max(1, Math.abs(calendarDaysBetween(at, now)));
  if (days === 1) return future ? 'tomorrow' : 'yesterday';
  if (days < 30) return say(days, 'day');
  if (days < 365) return say(Math.min(11, Math.floor(days / 30)), 'month');
  return say(Math.floor(days / 365), 'year');
}

/** The exact local date and time of a moment: 'Wed 12 Mar 2025, 2:05 PM'. */
export function exactDateTime(at: Date): string {
  const hours = at.getHours();
  const minutes = String(at.getMinutes()).padStart(2, '0');
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  const date = `${at.getDate()} ${MONTH_SHORT_NAMES[at.getMonth()]} ${at.getFullYear()}`;
  return `${WEEKDAY_SHORT_NAMES[at.getDay()]} ${date}, ${clock}`;
}

// ---------------------------------------------------------------------------------------------
// The Trash

/** What a record in the Trash was: its kind ('Member', 'Gallery image') and its name. */
export function trashItemLabel({ collection, record }: TrashItem): { kind: string; name: string } {
  if (!isCollection(collection)) return { kind: collection, name: UNTITLED };
  const { kind, recordName } = COLLECTIONS[collection];
  return { kind: kind(record), name: titleOf(recordName(record)) };
}

/**
 * How many days an item has left in the Trash at `now`, counting a part of a day as a day: 30
 * just after it was deleted, 1 on its last day, 0 once its time is up (it goes at the next visit
 * to Settings or the dashboard). Null when its deletion time is not known.
 */
export function trashDaysLeft(deletedAt: Date | null, now: Date): number | null {
  if (!deletedAt || Number.isNaN(deletedAt.getTime())) return null;
  const left = deletedAt.getTime() + TRASH_DAYS * DAY - now.getTime();
  return Math.min(TRASH_DAYS, Math.max(0, Math.ceil(left / DAY)));
}

/** The days left as the Trash lists them: '12 days', '1 day', 'Due to go'. */
export const daysLeftText = (days: number | null) =>
  days === null ? 'Not known' : days === 0 ? 'Due to go' : countOf(days, 'day');
