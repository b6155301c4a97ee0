/**
 * Attendance day by day (src/domain/registration/attendance.ts): a programme's days, the days a
 * person was present on (from the days stored, or from the time of an arrival stored before days
 * were kept), the day a check-in is for in India, and the days as the team reads them; and the
 * days as a stored registration is read (registrations.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  checkInDay,
  daysPresent,
  daysPresentCount,
  programmeDayName,
  programmeDayTitle,
  programmeDays,
  withDay,
  type Attendance,
} from '../../../src/domain/registration/attendance';
import { registrationFromFields } from '../../../src/domain/registration/registrations';

/** The camp: Friday 11 to Sunday 13 December 2026. */
const CAMP = ['2026-12-11', '2026-12-12', '2026-12-13'];

describe('programmeDays: each day of a programme', () => {
  it.each<[string, string, string, string[]]>([
    ['one day, without an end', '2026-12-11', '', ['2026-12-11']],
    ['one day, ending the day it starts', '2026-12-11', '2026-12-11', ['2026-12-11']],
    ['three days', '2026-12-11', '2026-12-13', CAMP],
    [
      'across months',
      '2026-11-29',
      '2026-12-02',
      ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'],
    ],
    ['across years', '2026-12-31', '2027-01-01', ['2026-12-31', '2027-01-01']],
    [
      'over 29 February of a leap year',
      '2028-02-28',
      '2028-03-01',
      ['2028-02-28', '2028-02-29', '2028-03-01'],
    ],
    [
      'over the end of February of a common year',
      '2027-02-28',
      '2027-03-01',
      ['2027-02-28', '2027-03-01'],
    ],
    ['one day, ending before it starts', '2026-12-11', '2026-12-10', ['2026-12-11']],
    ['one day, its end no date', '2026-12-11', '2026-12-32', ['2026-12-11']],
    ['none, its start no date', '2026-02-30', '2026-03-02', []],
    ['none, without a start', '', '', []],
  ])('%s', (_case, startDate, endDate, days) => {
    expect(programmeDays(startDate, endDate)).toEqual(days);
  });

  it('gives every day of a long programme', () => {
    const days = programmeDays('2026-01-01', '2026-12-31');
    expect(days).toHaveLength(365);
    expect(days.at(-1)).toBe('2026-12-31');
  });
});

describe('daysPresent: the days of the programme a person was present on', () => {
  it.each<[string, Attendance, readonly string[], string[]]>([
    ['none before any arrival', { arrivedAt: null, presentOn: [] }, CAMP, []],
    ['none, stored before days were kept', { arrivedAt: null }, CAMP, []],
    [
      'the days stored',
      { arrivedAt: '2026-12-11T04:00:00.000Z', presentOn: ['2026-12-11', '2026-12-13'] },
      CAMP,
      ['2026-12-11', '2026-12-13'],
    ],
    [
      "in the programme's order, each once, however stored",
      {
        arrivedAt: '2026-12-11T04:00:00.000Z',
        presentOn: ['2026-12-13', '2026-12-11', '2026-12-13'],
      },
      CAMP,
      ['2026-12-11', '2026-12-13'],
    ],
    [
      "stored before days were kept: the arrival's day in India",
      { arrivedAt: '2026-12-12T04:00:00.000Z' },
      CAMP,
      ['2026-12-12'],
    ],
    [
      'stored before days were kept: an arrival at 23:59 in India, that day',
      { arrivedAt: '2026-12-12T18:29:00.000Z' },
      CAMP,
      ['2026-12-12'],
    ],
    [
      'stored before days were kept: an arrival at 00:10 in India, the day before in UTC',
      { arrivedAt: '2026-12-11T18:40:00.000Z' },
      CAMP,
      ['2026-12-12'],
    ],
    [
      'an arrival marked the evening before: the first day',
      { arrivedAt: '2026-12-10T13:00:00.000Z' },
      CAMP,
      ['2026-12-11'],
    ],
    [
      'an arrival marked after the programme: the last day',
      { arrivedAt: '2026-12-20T05:00:00.000Z' },
      CAMP,
      ['2026-12-13'],
    ],
    [
      'days the programme no longer has, once moved: the day nearest the arrival',
      { arrivedAt: '2026-12-04T05:00:00.000Z', presentOn: ['2026-12-04', '2026-12-05'] },
      CAMP,
      ['2026-12-11'],
    ],
    [
      'days the programme no longer has, beside one it has: that one',
      { arrivedAt: '2026-12-10T05:00:00.000Z', presentOn: ['2026-12-10', '2026-12-11'] },
      CAMP,
      ['2026-12-11'],
    ],
    [
      'a programme of one day: its day, for any arrival',
      { arrivedAt: '2026-12-10T13:00:00.000Z' },
      ['2026-12-11'],
      ['2026-12-11'],
    ],
    ['a programme without days: none', { arrivedAt: '2026-12-10T13:00:00.000Z' }, [], []],
  ])('%s', (_case, registration, days, present) => {
    expect(daysPresent(registration, days)).toEqual(present);
  });

  it("counts them against the programme's days", () => {
    const registration = { arrivedAt: '2026-12-11T04:00:00.000Z', presentOn: CAMP.slice(0, 2) };
    expect(daysPresentCount(registration, CAMP)).toBe('2 of 3');
    expect(daysPresentCount({ arrivedAt: null }, CAMP)).toBe('0 of 3');
  });
});

describe('checkInDay: the day a check-in is for, by the clock in India', () => {
  it.each<[string, string, string]>([
    ['on a day of the programme: that day', '2026-12-12T04:30:00.000Z', '2026-12-12'],
    ['at 23:59 in India: that day', '2026-12-12T18:29:00.000Z', '2026-12-12'],
    [
      'at 00:00 in India, still the day before in UTC: the next day',
      '2026-12-12T18:30:00.000Z',
      '2026-12-13',
    ],
    ['before the programme: its first day', '2026-12-01T04:30:00.000Z', '2026-12-11'],
    ['the evening before, in India: its first day', '2026-12-10T15:00:00.000Z', '2026-12-11'],
    ['after the programme: its last day', '2026-12-25T04:30:00.000Z', '2026-12-13'],
  ])('%s', (_case, now, day) => {
    expect(checkInDay(CAMP, new Date(now))).toBe(day);
  });

  it('is the one day of a programme of one day, and none without days', () => {
    expect(checkInDay(['2026-12-11'], new Date('2027-01-01T00:00:00Z'))).toBe('2026-12-11');
    expect(checkInDay([], new Date('2027-01-01T00:00:00Z'))).toBe('');
  });
});

describe('withDay: the days present once a day is marked or taken back', () => {
  it.each<[string, string[], string, boolean, string[]]>([
    ['the first day marked', [], '2026-12-12', true, ['2026-12-12']],
    [
      'a day before another, in order',
      ['2026-12-13'],
      '2026-12-11',
      true,
      ['2026-12-11', '2026-12-13'],
    ],
    ['a day marked again, once', ['2026-12-12'], '2026-12-12', true, ['2026-12-12']],
    ['a day taken back', ['2026-12-11', '2026-12-12'], '2026-12-11', false, ['2026-12-12']],
    ['the last day taken back', ['2026-12-12'], '2026-12-12', false, []],
    ['a day not marked taken back', ['2026-12-12'], '2026-12-13', false, ['2026-12-12']],
    [
      'a day not of the programme: nothing marked',
      ['2026-12-12'],
      '2026-12-20',
      true,
      ['2026-12-12'],
    ],
    [
      'days not of the programme left out',
      ['2026-12-01', '2026-12-12'],
      '2026-12-13',
      true,
      ['2026-12-12', '2026-12-13'],
    ],
  ])('%s', (_case, present, day, isPresent, after) => {
    expect(withDay(present, CAMP, day, isPresent)).toEqual(after);
  });
});

describe('the days as the team reads them', () => {
  it.each<[string, string, string]>([
    ['the first day', '2026-12-11', 'day 1 (Fri 11 Dec)'],
    ['the second day', '2026-12-12', 'day 2 (Sat 12 Dec)'],
    ['the last day', '2026-12-13', 'day 3 (Sun 13 Dec)'],
    ['a day not of the programme: its date', '2026-12-14', '2026-12-14'],
    ['no date: as it is', 'someday', 'someday'],
  ])('%s', (_case, day, name) => {
    expect(programmeDayName(CAMP, day)).toBe(name);
  });

  it('starts a line or a heading with a capital', () => {
    expect(programmeDayTitle(CAMP, '2026-12-12')).toBe('Day 2 (Sat 12 Dec)');
  });
});

describe('the days present as a stored registration is read', () => {
  const arrived = new Date('2026-12-12T04:00:00.000Z');
  it.each<[string, Record<string, unknown>, string[]]>([
    ['none before any arrival', { arrivedAt: null }, []],
    [
      'stored before days were kept: the day of the arrival in India',
      { arrivedAt: arrived },
      ['2026-12-12'],
    ],
    [
      'stored before days were kept, arriving at 00:10 in India: that day',
      { arrivedAt: new Date('2026-12-11T18:40:00.000Z') },
      ['2026-12-12'],
    ],
    [
      'the days stored',
      { arrivedAt: arrived, presentOn: ['2026-12-11', '2026-12-12'] },
      ['2026-12-11', '2026-12-12'],
    ],
    [
      'in order, each once, days that are no dates left out',
      {
        arrivedAt: arrived,
        presentOn: ['2026-12-13', '2026-12-11', '2026-12-13', 'x', 5, '2026-02-30'],
      },
      ['2026-12-11', '2026-12-13'],
    ],
    ['none, all taken back', { arrivedAt: null, presentOn: [] }, []],
  ])('%s', (_case, fields, presentOn) => {
    expect(registrationFromFields('r1', fields).presentOn).toEqual(presentOn);
  });
});
