import { describe, expect, it } from 'vitest';
import {
  byName,
  listCounts,
  matchesSearch,
  shownRegistrations,
} from '../../src/admin/registrations/registrationRows';
import type { Registration } from '../../src/domain/registration/registrations';
import { aRegistration } from '../fixtures/registration';

const registration = (over: Partial<Registration>): Registration =>
  aRegistration({
    id: over.name ?? 'r',
    name: 'Name',
    account: 'uid-1',
    email: 'a@example.org',
    dob: '2000-01-01',
    parish: 'Cathedral',
    emergencyName: 'E',
    emergencyPhone: '1234567',
    consent: 'self',
    ...over,
  });

const LIST = [
  registration({
    id: 'camp_3f9a2c0011223344',
    name: 'Ravi Kumar',
    parish: 'St. Peter’s',
    phone: '98765 11111',
  }),
  registration({
    id: 'camp_3f9b070011223344',
    name: 'asha Verma',
    arrivedAt: '2026-03-12T04:00:00.000Z',
  }),
  registration({ name: 'Joseph', status: 'waiting', waitNumber: 2 }),
  registration({ name: 'Anil', status: 'waiting', waitNumber: 1 }),
  registration({ name: 'Zoya', status: 'cancelled', arrivedAt: '2026-03-12T04:00:00.000Z' }),
  registration({ name: 'देव शर्मा', parish: 'Mathura' }),
];

describe('listCounts', () => {
  it('counts each status, those arrived among the confirmed, and the places left', () => {
    expect(listCounts(LIST, 6)).toEqual({
      confirmed: 3,
      waiting: 2,
      cancelled: 1,
      arrived: 1,
      left: 1,
    });
  });

  it.each([
    [null, null],
    [4, 0],
  ])('with a capacity of %s leaves %s places', (capacity, left) => {
    expect(listCounts(LIST, capacity).left).toBe(left);
  });
});

describe('the search', () => {
  it.each([
    ['', ['Ravi Kumar', 'asha Verma', 'Joseph', 'Anil', 'Zoya', 'देव शर्मा']],
    ['ASHA', ['asha Verma']],
    ['  ravi   kumar ', ['Ravi Kumar']],
    ['peter', ['Ravi Kumar']],
    ['mathura', ['देव शर्मा']],
    ['देव', ['देव शर्मा']],
    ['11111', ['Ravi Kumar']],
    ['98765 111', ['Ravi Kumar']],
    ['+91', ['asha Verma', 'Joseph', 'Anil', 'Zoya', 'देव शर्मा']],
    ['Ravi 1', []],
    // A reference as the person was given it ('3F9-A2C' and '3F9-B07' here), or its start.
    ['3F9-A2C', ['Ravi Kumar']],
    ['3f9a2c', ['Ravi Kumar']],
    [' 3f9 a2c ', ['Ravi Kumar']],
    ['3F9-B', ['asha Verma']],
    ['3f9', ['Ravi Kumar', 'asha Verma']],
    ['3F', []],
    ['A2C', []],
    ['3F9-A2D', []],
  ])('%j finds %j', (search, names) => {
    expect(LIST.filter((r) => matchesSearch(r, search)).map((r) => r.name)).toEqual(names);
  });
});

describe('shownRegistrations', () => {
  it('lists by name, whatever the case', () => {
    expect(byName(LIST).map((r) => r.name)).toEqual([
      'Anil',
      'asha Verma',
      'Joseph',
      'Ravi Kumar',
      'Zoya',
      'देव शर्मा',
    ]);
  });

  it.each([
    ['all', '', ['Anil', 'asha Verma', 'Joseph', 'Ravi Kumar', 'Zoya', 'देव शर्मा']],
    ['confirmed', '', ['asha Verma', 'Ravi Kumar', 'देव शर्मा']],
    ['waiting', '', ['Anil', 'Joseph']],
    ['cancelled', '', ['Zoya']],
    ['confirmed', 'cathedral', ['asha Verma']],
    ['waiting', 'cathedral', ['Anil', 'Joseph']],
  ] as const)('%s matching %j: %j', (filter, search, names) => {
    expect(shownRegistrations(LIST, filter, search).map((r) => r.name)).toEqual(names);
  });

  it('lists the waiting list in its order', () => {
    const waiting = [
      registration({ name: 'A', status: 'waiting', waitNumber: 3 }),
      registration({ name: 'B', status: 'waiting', waitNumber: 1 }),
    ];
    expect(shownRegistrations(waiting, 'waiting', '').map((r) => r.name)).toEqual(['B', 'A']);
  });
});
