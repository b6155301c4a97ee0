import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COUNTING_STOPS_DAYS_BEFORE,
  COUNTS_LIMITS,
  NOT_GIVEN,
  OTHER_PARISHES,
  ROW_PATTERNS,
  ageBand,
  countRegistrations,
  countingEndsAt,
  countsFields,
  isCountDue,
  mayCount,
  overdueCounts,
  programmeCountsFromFields,
  type CountTable,
} from '../../../src/domain/registration/programmeCounts';
import { KEEP_DAYS, type Registration } from '../../../src/domain/registration/registrations';
import type { Programme } from '../../../src/domain/types';

/** A three-day camp in December, in Agra. */
const CAMP: Programme = {
  id: 'camp',
  title: 'Advent Camp',
  startDate: '2026-12-11',
  endDate: '2026-12-13',
  time: '',
  place: 'Agra',
  description: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: null,
};

let next = 0;
const person = (overrides: Partial<Registration>): Registration => ({
  id: `camp_${String(++next).padStart(16, '0')}`,
  programmeId: 'camp',
  account: 'a1',
  email: 'parent@example.org',
  name: 'Asha Verma',
  dob: '2010-12-12',
  phone: '+91 91234 56789',
  parish: 'St Mary, Agra',
  deanery: 'Agra',
  emergencyName: 'Ravi Verma',
  emergencyPhone: '098765 43210',
  answers: {},
  health: '',
  consent: 'guardian',
  noticeVersion: '2026-11-27',
  noticeLanguage: 'en',
  createdAt: '2026-11-28T20:00:00.000Z',
  status: 'confirmed',
  waitNumber: null,
  cancelReason: '',
  arrivedAt: null,
  addedBy: '',
  expiresAt: '2027-12-14T00:00:00.000Z',
  ...overrides,
});

/** 10:30 in India on a day of the camp. */
const arrivedOn = (day: string) => `${day}T05:00:00.000Z`;

describe('the age band of an age on the first day', () => {
  it.each([
    [0, 0],
    [14, 0],
    [15, 1],
    [17, 1],
    [18, 2],
    [24, 2],
    [25, 3],
    [80, 3],
    [null, null],
  ])('%s years: band %s', (age, band) => {
    expect(ageBand(age)).toBe(band);
  });
});

describe("counting a programme's registrations", () => {
  const registrations = [
    // 15 on the first day (born 12 Dec 2010, the camp starts on 11 Dec 2026), arrived on day 2.
    person({ arrivedAt: arrivedOn('2026-12-12') }),
    // 14 on the first day: a birthday on the day after does not count.
    person({ dob: '2012-12-12', parish: '  st   mary, AGRA ', deanery: 'agra' }),
    // 18, from another deanery, a walk-in who arrived on day 1.
    person({
      dob: '2008-12-11',
      parish: 'St Joseph, Mathura',
      deanery: 'Mathura',
      account: '',
      addedBy: 'volunteer',
      consent: 'paper',
      arrivedAt: arrivedOn('2026-12-11'),
    }),
    // 30, no parish given.
    person({ dob: '1996-01-01', parish: '', deanery: '' }),
    person({ status: 'waiting', waitNumber: 1, deanery: 'Mathura' }),
    // A cancelled one who had arrived counts as cancelled only.
    person({ status: 'cancelled', cancelReason: 'ill', arrivedAt: arrivedOn('2026-12-11') }),
  ];
  const counts = countRegistrations(CAMP, registrations);

  it('counts each status, the walk-ins and the arrivals, none of the cancelled', () => {
    expect(counts).toMatchObject({
      programmeId: 'camp',
      title: 'Advent Camp',
      place: 'Agra',
      firstDay: '2026-12-11',
      lastDay: '2026-12-13',
      confirmed: 4,
      waiting: 1,
      cancelled: 1,
      walkIns: 1,
      arrived: 2,
    });
  });

  it('counts arrivals on each day of the programme', () => {
    expect(counts.days).toEqual([
      { day: '2026-12-11', arrived: 1 },
      { day: '2026-12-12', arrived: 1 },
      { day: '2026-12-13', arrived: 0 },
    ]);
  });

  it('puts the people with a place in their deanery by age band, one spelling of a name counting once', () => {
    expect(counts.deaneries).toEqual([
      { name: 'Agra', people: 2, ages: [1, 1, 0, 0], arrived: 1 },
      { name: 'Mathura', people: 1, ages: [0, 0, 1, 0], arrived: 1 },
      { name: NOT_GIVEN, people: 1, ages: [0, 0, 0, 1], arrived: 0 },
    ]);
  });

  it('puts them in their parish, with its deanery', () => {
    expect(counts.parishes).toEqual([
      { name: NOT_GIVEN, deanery: NOT_GIVEN, people: 1, arrived: 0 },
      { name: 'St Joseph, Mathura', deanery: 'Mathura', people: 1, arrived: 1 },
      { name: 'St Mary, Agra', deanery: 'Agra', people: 2, arrived: 1 },
    ]);
  });

  it('holds no one’s name, date of birth, phone, e-mail or account', () => {
    const stored = JSON.stringify(countsFields(counts));
    for (const secret of ['Asha', 'Ravi', '2010-12-12', '91234', 'example.org', 'a1', 'volunteer'])
      expect(stored).not.toContain(secret);
  });

  it('counts nothing of a programme nobody registered for', () => {
    expect(countRegistrations(CAMP, [])).toMatchObject({
      confirmed: 0,
      arrived: 0,
      deaneries: [],
      parishes: [],
      days: [
        { day: '2026-12-11', arrived: 0 },
        { day: '2026-12-12', arrived: 0 },
        { day: '2026-12-13', arrived: 0 },
      ],
    });
  });

  it(`gathers the smallest parishes past ${COUNTS_LIMITS.parishes} into one row`, () => {
    const many = Array.from({ length: COUNTS_LIMITS.parishes + 2 }, (_, i) =>
      person({ parish: `Parish ${String(i).padStart(3, '0')}` }),
    );
    many.push(person({ parish: 'Parish 301' }), person({ parish: 'Parish 301' }));
    const { parishes } = countRegistrations(CAMP, many);
    expect(parishes).toHaveLength(COUNTS_LIMITS.parishes);
    expect(parishes.at(-1)).toMatchObject({ name: OTHER_PARISHES, people: 3 });
    expect(parishes.find((p) => p.name === 'Parish 301')?.people).toBe(3);
    expect(parishes.reduce((sum, p) => sum + p.people, 0)).toBe(many.length);
  });
});

describe('the stored rows', () => {
  const counts = countRegistrations(CAMP, [
    person({ arrivedAt: arrivedOn('2026-12-11') }),
    person({ parish: 'St Mary, Agra', dob: '1990-05-05' }),
  ]);

  it('are tab-separated texts the rules can match whole, and read back the same', () => {
    const fields = countsFields(counts);
    expect(fields.deaneries).toEqual(['Agra\t2\t0\t1\t0\t1\t1']);
    expect(fields.parishes).toEqual(['St Mary, Agra\tAgra\t2\t1']);
    expect(fields.days).toEqual(['2026-12-11\t1', '2026-12-12\t0', '2026-12-13\t0']);
    for (const table of Object.keys(ROW_PATTERNS) as CountTable[]) {
      const pattern = new RegExp(`^(?:${ROW_PATTERNS[table]})$`, 'u');
      for (const row of fields[table]) expect(row).toMatch(pattern);
    }
    const countedAt = '2026-12-14T21:47:00.000Z';
    expect(programmeCountsFromFields('camp', { ...fields, countedAt })).toEqual({
      ...counts,
      countedAt,
    });
  });

  it.each([
    ['days', '2026-12-11 1'],
    ['days', '2026-12-11\t1234567'],
    ['deaneries', 'Agra\t2\t0\t1\t0\t1'],
    ['deaneries', '\t2\t0\t1\t0\t1\t1'],
    ['parishes', 'St Mary\tAgra\t2\tAsha'],
    ['parishes', 'St Mary\nAgra\tAgra\t2\t1'],
  ])('refuse a row of %s not of its form: %j', (table, row) => {
    expect(row).not.toMatch(new RegExp(`^(?:${ROW_PATTERNS[table as CountTable]})$`, 'u'));
    expect(programmeCountsFromFields('camp', { [table]: [row] })[table as CountTable]).toEqual([]);
  });
});

describe('when a programme is counted', () => {
  // The camp ends on 13 Dec 2026; its registrations go at midnight UTC 366 days later.
  it('stops a week before its registrations start to go', () => {
    expect(countingEndsAt('2026-12-13')?.toISOString()).toBe('2027-12-07T00:00:00.000Z');
    expect(mayCount('2026-12-13', new Date('2027-12-06T23:59:59.999Z'))).toBe(true);
    expect(mayCount('2026-12-13', new Date('2027-12-07T00:00:00.000Z'))).toBe(false);
    expect(mayCount('someday', new Date('2026-12-01T00:00:00.000Z'))).toBe(false);
  });

  it.each([
    ['on its last day', '2026-12-13', false, false],
    ['the day after, not counted yet', '2026-12-14', false, true],
    ['the day after, counted by the team', '2026-12-14', true, true],
    ['30 days after, counted', '2027-01-12', true, true],
    ['31 days after, counted', '2027-01-13', true, false],
    ['31 days after, never counted', '2027-01-13', false, true],
    ['a week before its registrations go, never counted', '2027-12-07', false, false],
  ])('nightly, %s: %s', (_, today, counted, due) => {
    expect(isCountDue('2026-12-13', counted, today, new Date(`${today}T21:47:00.000Z`))).toBe(due);
  });
});

describe('firestore.rules', () => {
  // The rules' strings as the rules read them: a doubled backslash is one.
  const rules = readFileSync('firestore.rules', 'utf8').replace(/\\\\/g, '\\');

  it('match each table with the rows written here, and cap it alike', () => {
    expect(rules).toContain(
      `isCountRows(data.days, ${COUNTS_LIMITS.days}, '${ROW_PATTERNS.days}')`,
    );
    expect(rules).toContain(
      `isCountRows(data.deaneries, ${COUNTS_LIMITS.deaneries}, '${ROW_PATTERNS.deaneries}')`,
    );
    expect(rules).toContain(
      `isCountRows(data.parishes, ${COUNTS_LIMITS.parishes},\n          '${ROW_PATTERNS.parishes}')`,
    );
    expect(rules).toContain(`value <= ${COUNTS_LIMITS.count}`);
  });

  it('stop a change of the counts when counting stops', () => {
    expect(rules).toContain(`duration.value(${KEEP_DAYS - COUNTING_STOPS_DAYS_BEFORE}, 'd')`);
  });
});

describe('overdue counts', () => {
  const ended = (id: string, startDate: string, endDate = '') => ({
    ...CAMP,
    id,
    startDate,
    endDate,
  });
  const programmes = [
    ended('yesterday', '2026-12-13'),
    ended('two-days', '2026-12-10', '2026-12-12'),
    ended('counted', '2026-11-01'),
    ended('not-taking', '2026-11-02'),
    ended('last-week-to-count', '2025-12-20'),
    ended('too-late', '2025-12-18'),
  ];
  const taking = new Set(programmes.map((p) => p.id).filter((id) => id !== 'not-taking'));
  const counted = new Set(['counted']);

  it('are those that took registrations, ended two days ago or more, still countable and not counted: the most urgent first', () => {
    expect(
      overdueCounts(
        programmes,
        taking,
        counted,
        '2026-12-14',
        new Date('2026-12-13T20:00:00Z'),
      ).map(({ programme, lastChance }) => [programme.id, lastChance]),
    ).toEqual([
      // 14 Dec 2026, 01:30 in India. Ended 20 Dec 2025: countable until 05:30 today, so its last
      // whole day was yesterday.
      ['last-week-to-count', '2026-12-13'],
      ['two-days', '2027-12-05'],
    ]);
  });
});
