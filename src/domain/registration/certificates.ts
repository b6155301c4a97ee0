/**
 * Certificates of participation, which the team prints from a programme's registrations
 * (docs/behaviour.md, Registrations (admin)): who is given one, and who signs them. Nothing about
 * a certificate is stored.
 */
import type { CommissionProfile } from '../../config/profile';
import { daysPresent } from './attendance';
import type { Registration } from './registrations';

/** A day of a programme of several days, and all its days (attendance.ts, programmeDays). */
export interface CertificateDay {
  day: string;
  days: readonly string[];
}

/**
 * The registrations that are given a certificate: everyone marked arrived (checked in at the
 * door), or with `on` those present on that day of the programme; never a cancelled one, in the
 * order given. The one place this choice is made.
 */
export function certifiedRegistrations(
  registrations: readonly Registration[],
  on?: CertificateDay,
): Registration[] {
  return registrations.filter(
    (registration) =>
      registration.status !== 'cancelled' &&
      registration.arrivedAt !== null &&
      (!on || daysPresent(registration, on.days).includes(on.day)),
  );
}

/**
 * The offices named under the two signature lines, left and right: the commission's director (its
 * Youth Director, or where the commission has none its Associate Director, by the profile's
 * names) and its chairman.
 */
export function certificateSigners(
  profile: Pick<CommissionProfile, 'officeHolders'>,
): readonly [string, string] {
  const { youth_director, associate_director } = profile.officeHolders;
  const director = [youth_director, associate_director].find((office) => office.held);
  return [director?.menuLabel ?? 'Youth Director', 'Chairman'];
}
