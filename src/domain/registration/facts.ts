/**
 * What a programme's page says of its registration, in words: its places and its closing day.
 * Apart from the form's rules (form.ts), so that a programme's page downloads only
 * these.
 */
import { MONTH_NAMES, parseDate } from '../programmes';
import { newPlace, placesLeft, type PlaceCounts } from './registrations';

/**
 * '14 March 2026' for '2026-03-14', with the month names of a language (English's by default);
 * the text as it is when it is not a date.
 */
export function longDate(date: string, months: readonly string[] = MONTH_NAMES): string {
  const day = parseDate(date);
  return day ? `${day.day} ${months[day.month - 1]} ${day.year}` : date;
}

/**
 * How many places a programme has left for a new registration: a number, 'waiting' when a new
 * registration would wait (no place left, or people already waiting for a freed one), or null
 * when the programme has no capacity.
 */
export function placesFor(capacity: number | null, counts: PlaceCounts): number | 'waiting' | null {
  if (capacity === null) return null;
  if (newPlace(capacity, counts).status === 'waiting') return 'waiting';
  return placesLeft(capacity, counts) ?? 0;
}

/**
 * What a programme's page says of its places in English: '12 places left', '1 place left',
 * 'Full: you can join the waiting list', or '' when the programme has no capacity.
 */
export function placesText(capacity: number | null, counts: PlaceCounts): string {
  const left = placesFor(capacity, counts);
  if (left === null) return '';
  if (left === 'waiting') return 'Full: you can join the waiting list';
  return `${left} ${left === 1 ? 'place' : 'places'} left`;
}
