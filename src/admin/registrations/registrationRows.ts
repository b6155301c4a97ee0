/**
 * The registrations screen's list as plain data: its counts, the search by name, phone, parish or
 * reference, the status filter and the order. Pure TypeScript, tested as a table.
 */
import {
  isReferenceOf,
  nameKey,
  placesLeft,
  type Registration,
  type RegistrationStatus,
} from '../../domain/registration/registrations';

/** The counts at the top of the screen. */
export interface ListCounts {
  confirmed: number;
  waiting: number;
  cancelled: number;
  /** Confirmed registrations marked arrived. */
  arrived: number;
  /** Places left; null without a capacity. */
  left: number | null;
}

export function listCounts(
  registrations: readonly Registration[],
  capacity: number | null,
): ListCounts {
  const count = (status: RegistrationStatus) =>
    registrations.filter((r) => r.status === status).length;
  const confirmed = count('confirmed');
  const waiting = count('waiting');
  return {
    confirmed,
    waiting,
    cancelled: count('cancelled'),
    arrived: registrations.filter((r) => r.status === 'confirmed' && r.arrivedAt !== null).length,
    left: placesLeft(capacity, { confirmed, waiting, nextWait: 1, lastChange: '' }),
  };
}

export type StatusFilter = 'all' | RegistrationStatus;

export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'waiting', label: 'Waiting' },
  { value: 'cancelled', label: 'Cancelled' },
];

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * Whether a registration matches what was typed in the search: part of its name or parish (case,
 * accents' composition and spacing aside), the start of its reference as a person types it (three
 * characters at least, any case, with or without the dash: isReferenceOf), or, when the search
 * holds only digits and phone signs, part of its phone number (spaces, + and dashes aside).
 */
export function matchesSearch(registration: Registration, search: string): boolean {
  const typed = nameKey(search);
  if (typed === '') return true;
  if (nameKey(registration.name).includes(typed)) return true;
  if (nameKey(registration.parish).includes(typed)) return true;
  if (isReferenceOf(search, registration.id)) return true;
  const typedDigits = digits(search);
  return typedDigits.length > 0 && /^[\d\s+()-]+$/.test(search.trim())
    ? digits(registration.phone).includes(typedDigits)
    : false;
}

/** Registrations by name, as a list at the door is read. */
export const byName = (registrations: readonly Registration[]) =>
  [...registrations].sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id),
  );

/**
 * The registrations shown: those of the chosen status that match the search, by name; the
 * waiting list alone in its order (the first waiting is the first to confirm).
 */
export function shownRegistrations(
  registrations: readonly Registration[],
  filter: StatusFilter,
  search: string,
): Registration[] {
  const shown = registrations.filter(
    (r) => (filter === 'all' || r.status === filter) && matchesSearch(r, search),
  );
  return filter === 'waiting'
    ? shown.sort((a, b) => (a.waitNumber ?? 0) - (b.waitNumber ?? 0))
    : byName(shown);
}
