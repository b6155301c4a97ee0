/**
 * The words of the registration desk: what it says when a read or a write fails or succeeds, the
 * questions it asks, and the line that says how the programme takes registrations.
 */
import { formatProgrammeDates } from '../../domain/programmes';
import {
  ageRange,
  isTakingRegistrations,
  type ProgrammeRegistration,
} from '../../domain/registration/registrations';
import { countOf } from '../../domain/words';

export const REGISTRATIONS_TEXTS = {
  failed: (reason: string) => `The registrations could not be read (${reason}).`,
  noProgramme: 'There is no such event: it may have been deleted.',
  notTaking:
    "This event does not take registrations on this site. To take them, open it with 'Edit' on the Events screen and tick 'Take registrations here'.",
  duplicates: (n: number) =>
    `${countOf(n, 'registration')} marked 'Likely duplicate': the same name and date of birth registered from different accounts (two parents registering one child, say). Cancel the one not needed.`,
  confirmed: (name: string) => `${name} is confirmed.`,
  notConfirmed: (name: string, reason: string) => `${name} was not confirmed: ${reason}`,
  cancelled: (name: string) => `${name}’s registration is cancelled.`,
  notCancelled: (name: string, reason: string) =>
    `${name}’s registration was not cancelled: ${reason}`,
  // `on`: the day of a programme of several days, 'day 2 (Sat 12 Dec)'.
  arrived: (name: string, on?: string) => (on ? `${name} arrived on ${on}.` : `${name} arrived.`),
  notArrived: (name: string, on?: string) =>
    on ? `${name} is no longer marked arrived on ${on}.` : `${name} is no longer marked arrived.`,
  arrivalNotSaved: (name: string, reason: string, on?: string) =>
    `${name}’s arrival${on ? ` on ${on}` : ''} was not saved: ${reason}`,
  deleteQuestion: (name: string) =>
    `Delete ${name}’s registration? Use this for a walk-in added by mistake: it is gone for good, and its place is freed.`,
  deleted: (name: string) => `${name}’s registration is deleted.`,
  notDeleted: (name: string, reason: string) => `${name}’s registration was not deleted: ${reason}`,
  nobodyToCertify:
    "Nobody has arrived yet, so there is nobody to certify. Mark each person 'Arrived' at the door, then print the certificates.",
  nobodyToCertifyOn: (day: string) =>
    `Nobody is marked present on ${day}, so there is nobody to certify for it. Choose another day, or 'Everyone who came'.`,
} as const;

/**
 * How the programme takes registrations, in a line: 'Registration is open until Sat 14 Mar 2026.
 * 40 places. Ages 15 to 25. Pay ₹300 at the venue.'
 */
export function settingsLine(settings: ProgrammeRegistration, now: Date): string {
  const closing = formatProgrammeDates({
    startDate: settings.closesOn,
    endDate: settings.closesOn,
  });
  const state = isTakingRegistrations(settings, now)
    ? `Registration is open until ${closing}.`
    : settings.open
      ? `Registration closed at the end of ${closing}.`
      : 'Registration is closed.';
  const ages = ageRange(settings.minAge, settings.maxAge);
  return [
    state,
    settings.capacity === null ? 'No limit on places.' : `${countOf(settings.capacity, 'place')}.`,
    ages && `Ages ${ages}.`,
    settings.fee && (/[.!?]$/.test(settings.fee) ? settings.fee : `${settings.fee}.`),
  ]
    .filter(Boolean)
    .join(' ');
}
