/**
 * What a programme's page says of its registration, in words: its places and its closing day.
 * Apart from the form's rules (form.ts), so that a programme's page downloads only
 * these.
 */
import { MONTH_NAMES, parseDate } from '../programmes';
import { newPlace, placesLeft, type PlaceCounts } from './registrations';

/** '14 March 2026' for '2026-03-14'; the text as it is when it is not a date. */
export function longDate(date: string): string {
  const day = parseDate(date);
  return day ? `${day.day} ${MONTH_NAMES[day.month - 1]} ${day.year}` : date;
}

/**
 * What a programme's page says of its places: '12 places left', '1 place left', or, when a new
 * registration would wait (no place left, or people already waiting for a freed one), 'Full: you
 * can join the waiting list'; '' when the programme has no capacity.
 */
export function placesText(capacity: number | null, counts: PlaceCounts): string {
  if (capacity === null) return '';
  if (newPlace(capacity, counts).status === 'waiting') return 'Full: you can join the waiting list';
  const left = placesLeft(capacity, counts) ?? 0;
  return `${left} ${left === 1 ? 'place' : 'places'} left`;
}
