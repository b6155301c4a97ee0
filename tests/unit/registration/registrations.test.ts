import { describe, expect, it } from 'vitest';
import {
  NO_PLACES_TAKEN,
  ageProblem,
  ageRange,
  closingInstant,
  countsAfter,
  downloadExpiry,
  expiryOf,
  isKeptLongEnough,
  isSamePerson,
  isTakingRegistrations,
  likelyDuplicates,
  newPlace,
  newRegistrationId,
  registrationReference,
  isReferenceOf,
  placesLeft,
  type PlaceCounts,
  type Registration,
  type RegistrationSettings,
} from '../../../src/domain/registration/registrations';
import { registrationNotice } from '../../../src/domain/registration/notice';
import { registrationsCsv } from '../../../src/domain/registration/registrationsCsv';

const counts = (confirmed: number, waiting: number, nextWait = waiting + 1): PlaceCounts => ({
  confirmed,
  waiting,
  nextWait,
  lastChange: 'x',
});

describe('the place a new registration takes', () => {
  it.each([
    { capacity: 10, c: counts(0, 0), status: 'confirmed', waitNumber: null },
    { capacity: 10, c: counts(9, 0), status: 'confirmed', waitNumber: null },
    { capacity: 10, c: counts(10, 0), status: 'waiting', waitNumber: 1 },
    { capacity: 10, c: counts(10, 3), status: 'waiting', waitNumber: 4 },
    // A freed place goes to the waiting list first: the team confirms someone waiting.
    { capacity: 10, c: counts(9, 2, 5), status: 'waiting', waitNumber: 5 },
    { capacity: null, c: counts(500, 0), status: 'confirmed', waitNumber: null },
  ])('$capacity places, $c.confirmed confirmed, $c.waiting waiting: $status', (row) => {
    expect(newPlace(row.capacity, row.c)).toEqual({
      status: row.status,
      waitNumber: row.waitNumber,
    });
  });

  it.each([
    { capacity: 10, c: counts(4, 0), left: 6 },
    { capacity: 10, c: counts(10, 2), left: 0 },
    { capacity: 10, c: counts(9, 2), left: 0 },
    { capacity: null, c: counts(9, 0), left: null },
  ])('places left with $capacity places and $c.confirmed+$c.waiting taken: $left', (row) => {
    expect(placesLeft(row.capacity, row.c)).toBe(row.left);
  });
});

describe('the counts after a registration moves', () => {
  it.each([
    { from: null, to: 'confirmed', after: { confirmed: 4, waiting: 2, nextWait: 3 } },
    { from: null, to: 'waiting', after: { confirmed: 3, waiting: 3, nextWait: 4 } },
    { from: 'waiting', to: 'confirmed', after: { confirmed: 4, waiting: 1, nextWait: 3 } },
    { from: 'confirmed', to: 'cancelled', after: { confirmed: 2, waiting: 2, nextWait: 3 } },
    { from: 'waiting', to: 'cancelled', after: { confirmed: 3, waiting: 1, nextWait: 3 } },
    { from: 'confirmed', to: null, after: { confirmed: 2, waiting: 2, nextWait: 3 } },
    { from: 'cancelled', to: null, after: { confirmed: 3, waiting: 2, nextWait: 3 } },
  ] as const)('$from to $to', ({ from, to, after }) => {
    expect(countsAfter(counts(3, 2), 'r1', from, to)).toEqual({ ...after, lastChange: 'r1' });
  });
});

describe('ages on the first day', () => {
  const bounds = { minAge: 15, maxAge: 25 };
  it.each([
    // A birthday on the first day counts.
    { dob: '2011-03-01', firstDay: '2026-03-01', problem: null },
    { dob: '2011-03-02', firstDay: '2026-03-01', problem: 'will be 14' },
    { dob: '2000-03-02', firstDay: '2026-03-01', problem: null },
    { dob: '2000-03-01', firstDay: '2026-03-01', problem: 'will be 26' },
    { dob: '2027-01-01', firstDay: '2026-03-01', problem: 'date of birth before' },
    { dob: '2011-02-30', firstDay: '2026-03-01', problem: 'date of birth before' },
  ])('born $dob, starting $firstDay', ({ dob, firstDay, problem }) => {
    const said = ageProblem(dob, firstDay, bounds);
    if (problem === null) expect(said).toBeNull();
    else expect(said).toContain(problem);
  });

  it.each([
    [15, 25, '15 to 25'],
    [15, null, '15 and over'],
    [null, 25, 'up to 25'],
    [null, null, ''],
  ] as const)('%s and %s read as "%s"', (min, max, words) => {
    expect(ageRange(min, max)).toBe(words);
  });
});

describe('closing and keeping', () => {
  const settings: RegistrationSettings = {
    open: true,
    closesOn: '2026-12-10',
    capacity: null,
    minAge: null,
    maxAge: null,
    fee: '',
    questions: [],
  };
  it.each([
    // Midnight at the end of 10 December in India is 18:30 UTC that day.
    { now: '2026-12-10T18:29:59Z', open: true, taking: true },
    { now: '2026-12-10T18:30:00Z', open: true, taking: false },
    { now: '2026-12-01T00:00:00Z', open: false, taking: false },
  ])('at $now, open $open: $taking', ({ now, open, taking }) => {
    expect(isTakingRegistrations({ ...settings, open }, new Date(now))).toBe(taking);
  });

  it('closes at the end of the day in India, and never for a date that is not real', () => {
    expect(closingInstant('2026-12-10')?.toISOString()).toBe('2026-12-10T18:30:00.000Z');
    expect(closingInstant('2026-02-30')).toBeNull();
  });

  it.each([
    ['2026-12-10', '2027-12-11T00:00:00.000Z'],
    // Across a 29 February, still more than a year.
    ['2027-03-01', '2028-03-01T00:00:00.000Z'],
  ])('a programme ending %s is deleted at %s', (lastDay, expiry) => {
    expect(expiryOf(lastDay)?.toISOString()).toBe(expiry);
  });
});

const person = (overrides: Partial<Registration>): Registration => ({
  id: 'id',
  programmeId: 'p1',
  account: 'a1',
  email: 'a@example.org',
  name: 'Asha Verma',
  dob: '2010-05-04',
  phone: '+91 98765 43210',
  parish: 'St Mary',
  deanery: 'Agra',
  emergencyName: 'Ravi Verma',
  emergencyPhone: '+91 91234 56789',
  answers: {},
  health: '',
  consent: 'guardian',
  noticeVersion: '2026-11-27',
  noticeLanguage: 'en',
  createdAt: '2026-11-27T10:00:00.000Z',
  status: 'confirmed',
  waitNumber: null,
  cancelReason: '',
  arrivedAt: null,
  addedBy: '',
  expiresAt: '2027-12-11T00:00:00.000Z',
  ...overrides,
});

describe('ids and duplicates', () => {
  it('draws each id at random, of the form the rules check, deriving it from no one', () => {
    const ids = Array.from({ length: 200 }, () => newRegistrationId('p1'));
    for (const id of ids) expect(id).toMatch(/^p1_[0-9a-f]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('makes the id of 8 random bytes, whatever they are', () => {
    const bytes = (values: number[]) => (target: Uint8Array) => {
      target.set(values);
      return target;
    };
    expect(newRegistrationId('camp', bytes([0, 1, 2, 3, 250, 251, 254, 255]))).toBe(
      'camp_00010203fafbfeff',
    );
  });

  it.each([
    ['a random id', 'camp_3f9a2c0011223344', '3F9-A2C'],
    ['a walk-in of the same form', 'p1_00010203fafbfeff', '000-102'],
    ['an id of another form', 'seed-registration-7', 'ATI-ON7'],
    ['a short id', 'p_ab', 'PAB'],
  ])('gives %s the reference of six characters', (_what, id, reference) => {
    expect(registrationReference(id)).toBe(reference);
  });

  it.each([
    ['as shown', '3F9-A2C', true],
    ['in lower case, without the dash', '3f9a2c', true],
    ['with a space', '3f9 a2c', true],
    ['its first three', '3F9', true],
    ['fewer than three', '3F', false],
    ['another reference', '3F9-A2D', false],
  ])('finds the reference typed %s: %s', (_what, typed, found) => {
    expect(isReferenceOf(typed, 'camp_3f9a2c0011223344')).toBe(found);
  });

  it.each([
    ['the same name and date of birth', 'Asha Verma', '2010-05-04', true],
    ['another spacing and case', ' ASHA  verma ', '2010-05-04', true],
    ['another date of birth', 'Asha Verma', '2010-05-05', false],
    ['another name', 'Asha Vermb', '2010-05-04', false],
  ])('takes %s for the same person: %s', (_what, name, dob, same) => {
    expect(isSamePerson({ name: 'Asha Verma', dob: '2010-05-04' }, { name, dob })).toBe(same);
  });

  it('flags the same person registered twice, by two accounts or by one, not the cancelled', () => {
    const list = [
      person({ id: 'r1', account: 'mother' }),
      person({ id: 'r2', account: 'father', name: 'ASHA  verma' }),
      person({ id: 'r3', account: 'other', name: 'Ben', dob: '2009-01-01' }),
      person({ id: 'r4', account: 'other2', name: 'Ben', dob: '2009-01-02' }),
      person({ id: 'r5', account: 'x', name: 'Carl', dob: '2001-01-01' }),
      person({ id: 'r6', account: 'y', name: 'Carl', dob: '2001-01-01', status: 'cancelled' }),
      person({ id: 'r7', account: 'z', name: 'Dev', dob: '2008-08-08' }),
      person({ id: 'r8', account: 'z', name: 'dev', dob: '2008-08-08' }),
      person({ id: 'r9', account: '', name: 'Dev', dob: '2008-08-08' }),
    ];
    expect([...likelyDuplicates(list)].sort()).toEqual(['r1', 'r2', 'r7', 'r8', 'r9']);
  });
});

describe('how long registrations and downloads are kept', () => {
  const now = new Date('2026-06-01T12:00:00.000Z');
  it.each([
    ['30 days and a minute on', '2026-07-01T12:01:00.000Z', true],
    ['exactly 30 days on', '2026-07-01T12:00:00.000Z', true],
    ['a minute short of 30 days', '2026-07-01T11:59:00.000Z', false],
    ['already past', '2026-05-01T00:00:00.000Z', false],
  ])('keeps a registration expiring %s at least a month: %s', (_what, expiry, kept) => {
    expect(isKeptLongEnough(new Date(expiry), now)).toBe(kept);
  });

  it('keeps the record of a download 366 days from its time', () => {
    expect(downloadExpiry(now).toISOString()).toBe('2027-06-02T12:00:00.000Z');
  });
});

describe('the notice above the Register button', () => {
  const notice = (forChild: boolean, contactEmail = 'youth@agra.example') =>
    registrationNotice({
      programmeTitle: 'Youth Camp',
      lastDay: '2026-12-12',
      questions: [{ id: 'q1', label: 'T-shirt size', kind: 'choice', options: ['S', 'M'] }],
      contactEmail,
      forChild,
    });

  it('says what, why, who sees it, how long, withdrawing and whom to ask, in that order', () => {
    expect(notice(false).map((item) => item.heading)).toEqual([
      'What we collect',
      'Why',
      'Who sees it',
      'How long we keep it',
      'Withdrawing',
      'Whom to ask',
    ]);
  });

  it('names the day the data is deleted, the questions and the contact address', () => {
    const text = notice(false)
      .map((item) => item.text)
      .join(' ');
    expect(text).toContain('13 December 2027');
    expect(text).toContain("programme's question");
    expect(text).toContain('youth@agra.example');
    expect(text).toContain('no analytics');
  });

  it("speaks to a parent of their child's data", () => {
    const [what, why] = notice(true);
    expect(what?.text).toMatch(/^Your child's name/);
    expect(what?.text).toContain('as the parent or guardian');
    expect(why?.text).toContain("your child's place");
  });

  it('points to the Contact page when the site has no address', () => {
    expect(notice(false, '').at(-1)?.text).toContain('Contact page');
  });
});

describe('the list as a CSV file', () => {
  it('keeps Devanagari, quotes and commas in their cells, one column per question, no formula', () => {
    const csv = registrationsCsv(
      [{ id: 'q1', label: 'T-shirt size', kind: 'choice', options: ['S', 'M'] }],
      [
        person({ id: 'r1', name: 'आशा "Asha" Verma, Jr', answers: { q1: 'M' } }),
        person({
          id: 'r2',
          account: 'b',
          name: '=HYPERLINK("x")',
          status: 'waiting',
          waitNumber: 2,
        }),
      ],
      '2026-12-12',
    );
    expect(csv.startsWith('\uFEFF"Name","Reference","Date of birth"')).toBe(true);
    const [header, first, second] = csv.slice(1).split('\r\n');
    expect(header?.split('","')).toContain('T-shirt size');
    expect(first).toContain('"आशा ""Asha"" Verma, Jr"');
    expect(first).toContain('"M"');
    expect(second).toContain(`"'=HYPERLINK(""x"")"`);
    expect(second).toContain('"Waiting (2)"');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('flags likely duplicates', () => {
    const csv = registrationsCsv(
      [],
      [person({ id: 'r1', account: 'm' }), person({ id: 'r2', account: 'f' })],
      '2026-12-12',
    );
    expect(csv.split('\r\n')[1]?.endsWith('"Yes"')).toBe(true);
  });

  it('starts counting from no place taken', () => {
    expect(NO_PLACES_TAKEN).toEqual({ confirmed: 0, waiting: 0, nextWait: 1, lastChange: '' });
  });
});
