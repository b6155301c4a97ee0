/**
 * What 'My registrations' says of each registration, in a module of its own so that the page
 * (pages/MyRegistrationsPage.tsx) loads it without the form's rules (form.ts).
 */
import type { Say } from './details';
import { fill } from '../../words/fill';
import type { Registration } from './registrations';

/** A registration's state as its registrant reads it on 'My registrations'. */
export function registrantStatus(
  {
    status,
    waitNumber: number,
    cancelReason: reason,
  }: Pick<Registration, 'status' | 'waitNumber' | 'cancelReason'>,
  say: Say = fill,
): string {
  switch (status) {
    case 'confirmed':
      return say('Registered');
    case 'waiting':
      return number === null
        ? say('On the waiting list')
        : say('On the waiting list, number {number}', { number });
    case 'cancelled':
      return reason
        ? say('Cancelled by the team: {reason}', { reason })
        : say('Cancelled by the team');
  }
}
