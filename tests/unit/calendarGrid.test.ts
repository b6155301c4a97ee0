import { describe, expect, it } from 'vitest';
import {
  addMonths,
  monthGrid,
  monthParam,
  monthTitle,
  parseMonthParam,
  programmesInMonth,
  WEEK_STARTS_ON,
  WEEKDAY_HEADINGS,
  weekdayHeadings,
  type CalendarWeek,
  type YearMonth,
} from '../../src/domain/calendar';
import { daysInMonth } from '../../src/domain/programmes';
import type { Programme } from '../../src/domain/types';
import { CALENDAR_HI } from '../../src/words/hi';

const programme = (id: string, startDate: string, endDate = '', title = id): Programme => ({
  id,
  title,
  startDate,
  endDate,
  time: '',
  place: '',
  description: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: null,
});

/** A week as text: day numbers, those of the neighbouring months in brackets. */
const weekText = (week: CalendarWeek) =>
  week.map((d) => (d.inMonth ? String(d.day) : `(${d.day})`)).join(' ');

/** The days that have programmes: { date: [ids] }. */
const programmeDays = (weeks: CalendarWeek[]) =>
  Object.fromEntries(
    weeks
      .flat()
      .filter((d) => d.programmes.length > 0)
      .map((d) => [d.date, d.programmes.map((p) => p.id)]),
  );

const NO_TODAY = '1900-01-01';

describe('the week', () => {
  it('starts on Sunday, as on the wall calendars of parishes in India', () => {
    expect(WEEK_STARTS_ON).toBe(0);
    expect(WEEKDAY_HEADINGS).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('is headed in the language given, in short and written out', () => {
    expect(weekdayHeadings()).toEqual({
      short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
      full: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    });
    const hindi = weekdayHeadings(CALENDAR_HI);
    expect(hindi.short).toEqual(['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि']);
    expect(hindi.full[0]).toBe('रविवार');
  });
});

describe('monthGrid: the weeks of a month', () => {
  it.each<[string, YearMonth, string[]]>([
    [
      'February 2026: starts on a Sunday, 28 days, four weeks',
      { year: 2026, month: 2 },
      ['1 2 3 4 5 6 7', '8 9 10 11 12 13 14', '15 16 17 18 19 20 21', '22 23 24 25 26 27 28'],
    ],
    [
      'December 2026: into January 2027',
      { year: 2026, month: 12 },
      [
        '(29) (30) 1 2 3 4 5',
        '6 7 8 9 10 11 12',
        '13 14 15 16 17 18 19',
        '20 21 22 23 24 25 26',
        '27 28 29 30 31 (1) (2)',
      ],
    ],
    [
      'January 2027: from December 2026, six weeks',
      { year: 2027, month: 1 },
      [
        '(27) (28) (29) (30) (31) 1 2',
        '3 4 5 6 7 8 9',
        '10 11 12 13 14 15 16',
        '17 18 19 20 21 22 23',
        '24 25 26 27 28 29 30',
        '31 (1) (2) (3) (4) (5) (6)',
      ],
    ],
    [
      'February 2028: a leap year, 29 days',
      { year: 2028, month: 2 },
      [
        '(30) (31) 1 2 3 4 5',
        '6 7 8 9 10 11 12',
        '13 14 15 16 17 18 19',
        '20 21 22 23 24 25 26',
        '27 28 29 (1) (2) (3) (4)',
      ],
    ],
    [
      'February 2100: divisible by 100, not a leap year',
      { year: 2100, month: 2 },
      [
        '(31) 1 2 3 4 5 6',
        '7 8 9 10 11 12 13',
        '14 15 16 17 18 19 20',
        '21 22 23 24 25 26 27',
        '28 (1) (2) (3) (4) (5) (6)',
      ],
    ],
    [
      'February 2000: divisible by 400, a leap year',
      { year: 2000, month: 2 },
      [
        '(30) (31) 1 2 3 4 5',
        '6 7 8 9 10 11 12',
        '13 14 15 16 17 18 19',
        '20 21 22 23 24 25 26',
        '27 28 29 (1) (2) (3) (4)',
      ],
    ],
  ])('%s', (_, month, expected) => {
    expect(monthGrid(month, [], NO_TODAY).map(weekText)).toEqual(expected);
  });

  it.each<[YearMonth, string, string]>([
    [{ year: 2026, month: 12 }, '2026-11-29', '2027-01-02'],
    [{ year: 2027, month: 1 }, '2026-12-27', '2027-02-06'],
    [{ year: 2028, month: 2 }, '2028-01-30', '2028-03-04'],
    [{ year: 2100, month: 2 }, '2100-01-31', '2100-03-06'],
    [{ year: 2026, month: 8 }, '2026-07-26', '2026-09-05'],
  ])('%j shows %s to %s', (month, first, last) => {
    const days = monthGrid(month, [], NO_TODAY).flat();
    expect(days[0]?.date).toBe(first);
    expect(days.at(-1)?.date).toBe(last);
  });

  // Every month from 2025 to 2030 and around 2100: whole weeks of consecutive days that start on
  // a Sunday and hold each day of the month once, with no week wholly outside the month.
  const months = [
    ...Array.from({ length: 72 }, (_, i) => addMonths({ year: 2025, month: 1 }, i)),
    ...Array.from({ length: 36 }, (_, i) => addMonths({ year: 2099, month: 1 }, i)),
  ];
  it.each(months)('$year-$month is well formed', (month) => {
    const weeks = monthGrid(month, [], NO_TODAY);
    const days = weeks.flat();
    expect(weeks.length).toBeGreaterThanOrEqual(4);
    expect(weeks.length).toBeLessThanOrEqual(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.every((w) => w.some((d) => d.inMonth))).toBe(true);
    expect(days.filter((d) => d.inMonth).map((d) => d.day)).toEqual(
      Array.from({ length: daysInMonth(month.year, month.month) }, (_, i) => i + 1),
    );
    // Consecutive: each date is the day after the one before, as a plain Date in UTC counts.
    const utcDays = days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 86_400_000);
    expect(utcDays.every((n, i) => i === 0 || n === (utcDays[i - 1] ?? 0) + 1)).toBe(true);
    expect(new Date(`${days[0]?.date}T00:00:00Z`).getUTCDay()).toBe(WEEK_STARTS_ON);
  });
});

describe('monthGrid: today', () => {
  it.each<[string, YearMonth, string, string[]]>([
    ['a day of the month', { year: 2026, month: 2 }, '2026-02-14', ['2026-02-14']],
    [
      'a day of the next month shown in the last week',
      { year: 2026, month: 12 },
      '2027-01-02',
      ['2027-01-02'],
    ],
    [
      'a day of the previous month shown in the first week',
      { year: 2027, month: 1 },
      '2026-12-31',
      ['2026-12-31'],
    ],
    ['not in the grid', { year: 2026, month: 2 }, '2026-03-01', []],
  ])('%s', (_, month, today, expected) => {
    const marked = monthGrid(month, [], today)
      .flat()
      .filter((d) => d.isToday)
      .map((d) => d.date);
    expect(marked).toEqual(expected);
  });
});

describe('monthGrid: programmes on their days', () => {
  it.each<[string, YearMonth, Programme[], Record<string, string[]>]>([
    [
      'one day',
      { year: 2026, month: 2 },
      [programme('youth-day', '2026-02-14')],
      { '2026-02-14': ['youth-day'] },
    ],
    [
      'several days: on each of them',
      { year: 2026, month: 2 },
      [programme('retreat', '2026-02-13', '2026-02-15')],
      { '2026-02-13': ['retreat'], '2026-02-14': ['retreat'], '2026-02-15': ['retreat'] },
    ],
    [
      'across the year end, seen from December: also on the January days shown',
      { year: 2026, month: 12 },
      [programme('camp', '2026-12-30', '2027-01-03')],
      {
        '2026-12-30': ['camp'],
        '2026-12-31': ['camp'],
        '2027-01-01': ['camp'],
        '2027-01-02': ['camp'],
      },
    ],
    [
      'across the year end, seen from January: also on the December days shown',
      { year: 2027, month: 1 },
      [programme('camp', '2026-12-30', '2027-01-03')],
      {
        '2026-12-30': ['camp'],
        '2026-12-31': ['camp'],
        '2027-01-01': ['camp'],
        '2027-01-02': ['camp'],
        '2027-01-03': ['camp'],
      },
    ],
    [
      'over the leap day',
      { year: 2028, month: 2 },
      [programme('camp', '2028-02-28', '2028-03-01')],
      { '2028-02-28': ['camp'], '2028-02-29': ['camp'], '2028-03-01': ['camp'] },
    ],
    [
      'starting before the grid',
      { year: 2026, month: 2 },
      [programme('long', '2026-01-20', '2026-02-02')],
      { '2026-02-01': ['long'], '2026-02-02': ['long'] },
    ],
    [
      'outside the grid: nowhere',
      { year: 2026, month: 2 },
      [programme('before', '2026-01-31'), programme('after', '2026-03-01')],
      {},
    ],
    [
      'several on a day: by start, then title',
      { year: 2026, month: 2 },
      [
        programme('z-one-day', '2026-02-14', '', 'Zumba for youth'),
        programme('a-one-day', '2026-02-14', '', 'Adoration'),
        programme('started-earlier', '2026-02-13', '2026-02-14', 'Youth retreat'),
      ],
      {
        '2026-02-13': ['started-earlier'],
        '2026-02-14': ['started-earlier', 'a-one-day', 'z-one-day'],
      },
    ],
    [
      'an end before the start counts as one day; no valid start, nowhere',
      { year: 2026, month: 2 },
      [programme('backwards', '2026-02-14', '2026-02-10'), programme('broken', '2026-02-30')],
      { '2026-02-14': ['backwards'] },
    ],
  ])('%s', (_, month, programmes, expected) => {
    expect(programmeDays(monthGrid(month, programmes, NO_TODAY))).toEqual(expected);
  });
});

describe('programmesInMonth', () => {
  const list = [
    programme('march', '2026-03-05'),
    programme('feb-late', '2026-02-27', '', 'B'),
    programme('from-january', '2026-01-30', '2026-02-01'),
    programme('feb-mid', '2026-02-14', '', 'A'),
    programme('into-march', '2026-02-28', '2026-03-02'),
    programme('january', '2026-01-31'),
    programme('whole-month-and-more', '2026-01-15', '2026-03-15'),
    programme('same-day-title-b', '2026-02-14', '', 'b'),
    programme('broken', ''),
  ];
  it.each<[YearMonth, string[]]>([
    [
      { year: 2026, month: 2 },
      [
        'whole-month-and-more',
        'from-january',
        'feb-mid',
        'same-day-title-b',
        'feb-late',
        'into-march',
      ],
    ],
    [{ year: 2026, month: 3 }, ['whole-month-and-more', 'into-march', 'march']],
    [{ year: 2026, month: 1 }, ['whole-month-and-more', 'from-january', 'january']],
    [{ year: 2026, month: 4 }, []],
  ])('%j', (month, expected) => {
    expect(programmesInMonth(list, month).map((p) => p.id)).toEqual(expected);
  });

  it('across the year end', () => {
    const camp = programme('camp', '2026-12-30', '2027-01-02');
    expect(programmesInMonth([camp], { year: 2026, month: 12 })).toEqual([camp]);
    expect(programmesInMonth([camp], { year: 2027, month: 1 })).toEqual([camp]);
    expect(programmesInMonth([camp], { year: 2027, month: 2 })).toEqual([]);
  });
});

describe('parseMonthParam', () => {
  const today = '2026-02-14';
  const current = { year: 2026, month: 2 };
  it.each<[string | null | undefined, YearMonth]>([
    ['2026-02', current],
    ['2027-01', { year: 2027, month: 1 }],
    ['2026-12', { year: 2026, month: 12 }],
    ['2100-02', { year: 2100, month: 2 }],
    ['2026-13', current],
    ['2026-00', current],
    ['2026-2', current],
    ['26-02', current],
    ['2026-02-01', current],
    [' 2026-02', current],
    ['2026-02 ', current],
    ['2026/02', current],
    ['feb-2026', current],
    ['２０２６-02', current], // full-width digits
    ['', current],
    [null, current],
    [undefined, current],
  ])('%j → %j', (value, expected) => {
    expect(parseMonthParam(value, today)).toEqual(expected);
  });

  it('takes the current month from today', () => {
    expect(parseMonthParam(null, '2027-01-01')).toEqual({ year: 2027, month: 1 });
    expect(parseMonthParam('bad', '2026-12-31')).toEqual({ year: 2026, month: 12 });
  });
});

describe('monthParam, addMonths, monthTitle', () => {
  it.each<[YearMonth, string, string]>([
    [{ year: 2026, month: 2 }, '2026-02', 'February 2026'],
    [{ year: 2026, month: 12 }, '2026-12', 'December 2026'],
    [{ year: 2027, month: 1 }, '2027-01', 'January 2027'],
  ])('%j → %s, %s', (month, param, title) => {
    expect(monthParam(month)).toBe(param);
    expect(monthTitle(month)).toBe(title);
    expect(parseMonthParam(param, '2000-01-01')).toEqual(month);
  });

  it('names the month in the language given', () => {
    expect(monthTitle({ year: 2026, month: 2 }, CALENDAR_HI)).toBe('फ़रवरी 2026');
  });

  it.each<[YearMonth, number, YearMonth]>([
    [{ year: 2026, month: 2 }, 1, { year: 2026, month: 3 }],
    [{ year: 2026, month: 12 }, 1, { year: 2027, month: 1 }],
    [{ year: 2027, month: 1 }, -1, { year: 2026, month: 12 }],
    [{ year: 2026, month: 2 }, 0, { year: 2026, month: 2 }],
    [{ year: 2026, month: 2 }, 12, { year: 2027, month: 2 }],
    [{ year: 2026, month: 2 }, -13, { year: 2025, month: 1 }],
    [{ year: 2026, month: 1 }, -25, { year: 2023, month: 12 }],
    [{ year: 2026, month: 11 }, 14, { year: 2028, month: 1 }],
  ])('%j %+d → %j', (month, count, expected) => {
    expect(addMonths(month, count)).toEqual(expected);
  });
});
