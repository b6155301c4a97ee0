import { describe, expect, it } from 'vitest';
import { PROFILE, type CommissionProfile } from '../../../src/config/profile';
import EXAMPLE from '../../../src/config/profiles/example';
import {
  certificateSigners,
  certifiedRegistrations,
} from '../../../src/domain/registration/certificates';
import type {
  Registration,
  RegistrationStatus,
} from '../../../src/domain/registration/registrations';
import { aRegistration } from '../../fixtures/registration';

const ARRIVED = '2026-03-12T04:00:00.000Z';

/** A registration of `status`, arrived at `arrivedAt` (null: not arrived). */
const registration = (
  id: string,
  status: RegistrationStatus,
  arrivedAt: string | null,
  over: Partial<Registration> = {},
) =>
  aRegistration({
    id,
    name: id,
    status,
    waitNumber: status === 'waiting' ? 1 : null,
    cancelReason: status === 'cancelled' ? 'Exams' : '',
    arrivedAt,
    ...over,
  });

describe('who is given a certificate', () => {
  it.each<[string, RegistrationStatus, string | null, boolean]>([
    ['confirmed and arrived', 'confirmed', ARRIVED, true],
    ['confirmed, not arrived', 'confirmed', null, false],
    // The desk offers 'Arrived' to the confirmed only; one marked before a move still came.
    ['waiting, yet marked arrived', 'waiting', ARRIVED, true],
    ['waiting, not arrived', 'waiting', null, false],
    // Cancelling keeps the arrival's time; a cancelled registration is never certified.
    ['cancelled after arriving', 'cancelled', ARRIVED, false],
    ['cancelled, not arrived', 'cancelled', null, false],
  ])('%s: %s', (_, status, arrivedAt, certified) => {
    expect(certifiedRegistrations([registration('x', status, arrivedAt)])).toHaveLength(
      certified ? 1 : 0,
    );
  });

  it('keeps the registrations given, in their order, a walk-in as any other', () => {
    const list = [
      registration('ravi', 'confirmed', ARRIVED),
      registration('asha', 'confirmed', null),
      registration('vikram', 'confirmed', ARRIVED, { account: '', consent: 'paper' }),
      registration('priya', 'cancelled', ARRIVED),
      registration('maria', 'confirmed', ARRIVED),
    ];
    expect(certifiedRegistrations(list).map((r) => r.id)).toEqual(['ravi', 'vikram', 'maria']);
  });

  it('gives none when nobody has arrived, or nobody registered', () => {
    expect(certifiedRegistrations([registration('asha', 'confirmed', null)])).toEqual([]);
    expect(certifiedRegistrations([])).toEqual([]);
  });
  // A camp of three days, 12 to 14 March 2026 (ARRIVED is on the 12th, in India).
  const DAYS = ['2026-03-12', '2026-03-13', '2026-03-14'];
  it.each<[string, Partial<Registration>, string | null, string, boolean]>([
    [
      'present on day 2, asked for day 2',
      { presentOn: [DAYS[0]!, DAYS[1]!] },
      ARRIVED,
      DAYS[1]!,
      true,
    ],
    ['present on day 1 only, asked for day 2', { presentOn: [DAYS[0]!] }, ARRIVED, DAYS[1]!, false],
    // A registration stored before the days were kept: present on the day of its arrival.
    ['arrived on day 1 before days were kept, asked for day 1', {}, ARRIVED, DAYS[0]!, true],
    ['never arrived, asked for day 1', {}, null, DAYS[0]!, false],
    [
      'cancelled after being present on day 2',
      { status: 'cancelled', presentOn: [DAYS[1]!] },
      ARRIVED,
      DAYS[1]!,
      false,
    ],
  ])('for one day, %s: %s', (_, over, arrivedAt, day, certified) => {
    const person = registration('x', 'confirmed', arrivedAt, over);
    expect(certifiedRegistrations([person], { day, days: DAYS })).toHaveLength(certified ? 1 : 0);
  });
});

describe('who signs a certificate', () => {
  const held = (profile: CommissionProfile, youthDirector: boolean, associate: boolean) => ({
    officeHolders: {
      ...profile.officeHolders,
      youth_director: { ...profile.officeHolders.youth_director, held: youthDirector },
      associate_director: { ...profile.officeHolders.associate_director, held: associate },
    },
  });

  it.each<[string, Pick<CommissionProfile, 'officeHolders'>, readonly [string, string]]>([
    ['this commission', PROFILE, ['Diocesan Youth Director', 'Chairman']],
    ['the example of another', EXAMPLE, ['Youth Director', 'Chairman']],
    [
      'a commission without a Youth Director',
      held(PROFILE, false, true),
      ['Associate Diocesan Youth Director', 'Chairman'],
    ],
    [
      'a commission with neither director',
      held(PROFILE, false, false),
      ['Youth Director', 'Chairman'],
    ],
  ])('%s', (_, profile, signers) => {
    expect(certificateSigners(profile)).toEqual(signers);
  });
});
