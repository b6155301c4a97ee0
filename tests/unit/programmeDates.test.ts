import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  calendarDetails,
  calendarFileName,
  googleCalendarUrl,
} from '../../src/domain/calendarEntry';
import {
  addDays,
  dateBadge,
  formatProgrammeDates,
  isUpcoming,
  isValidDate,
  lastDay,
  localDateString,
  programmeDateSpan,
  programmeListsOn,
  splitProgrammes,
  upcomingOn,
} from '../../src/domain/programmes';
import type { Programme } from '../../src/domain/types';
import { CALENDAR_HI } from '../../src/words/hi';
import { programmeInput } from '../fixtures/inputs';

// The local clock matters here, so the tests that read it set the time zone themselves (Node
// applies a change of process.env.TZ at once). The whole file was also run under
// `TZ=Asia/Kolkata`, `TZ=America/Los_Angeles` and `TZ=UTC` with the same results.
const originalTimeZone = process.env.TZ;
function inTimeZone(timeZone: string) {
  process.env.TZ = timeZone;
}
afterEach(() => {
  if (originalTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalTimeZone;
  vi.useRealTimers();
});

const ZONES = ['Asia/Kolkata', 'America/Los_Angeles', 'UTC', 'Pacific/Kiritimati'];

const programme = (fields: Partial<Programme> = {}): Programme => ({
  id: 'p',
  ...programmeInput({ title: 'Youth Day', startDate: '2026-02-14' }),
  createdAt: null,
  ...fields,
});

describe('localDateString', () => {
  it.each<[string, string, string]>([
    // The same instant is a different date on either side of the world.
    ['2026-02-16T20:00:00Z', 'Asia/Kolkata', '2026-02-17'],
    ['2026-02-16T20:00:00Z', 'America/Los_Angeles', '2026-02-16'],
    ['2026-02-16T20:00:00Z', 'UTC', '2026-02-16'],
    // 23:59 in Los Angeles is already the next day in UTC.
    ['2026-02-17T07:59:00Z', 'America/Los_Angeles', '2026-02-16'],
    ['2026-02-17T08:00:00Z', 'America/Los_Angeles', '2026-02-17'],
    // 00:00 in Kolkata is still the day before in UTC.
    ['2026-02-16T18:29:00Z', 'Asia/Kolkata', '2026-02-16'],
    ['2026-02-16T18:30:00Z', 'Asia/Kolkata', '2026-02-17'],
    ['2026-12-31T18:30:00Z', 'Asia/Kolkata', '2027-01-01'],
    ['2028-02-29T12:00:00Z', 'UTC', '2028-02-29'],
    ['0099-03-04T12:00:00Z', 'UTC', '0099-03-04'],
  ])('%s in %s → %s', (instant, timeZone, expected) => {
    inTimeZone(timeZone);
    expect(localDateString(new Date(instant))).toBe(expected);
  });
});

describe('isValidDate', () => {
  it.each<[string, boolean]>([
    ['2026-02-14', true],
    ['2026-01-31', true],
    ['2026-04-30', true],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-01-32', false],
    ['2028-02-29', true], // divisible by 4
    ['2026-02-29', false],
    ['2100-02-29', false], // divisible by 100, not by 400
    ['2000-02-29', true], // divisible by 400
    ['2028-02-30', false],
    ['2026-2-14', false],
    ['2026-02-14T00:00', false],
    [' 2026-02-14', false],
    ['14-02-2026', false],
    ['2026/02/14', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidDate(value)).toBe(expected);
  });
});

describe('addDays', () => {
  it.each<[string, number, string]>([
    ['2026-02-14', 1, '2026-02-15'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-02-01', 42, '2026-03-15'],
    // A day on which the clocks change in Los Angeles is still one day.
    ['2026-03-08', 1, '2026-03-09'],
    ['0050-01-01', 1, '0050-01-02'],
  ])('%s %+d → %s', (date, days, expected) => {
    inTimeZone('America/Los_Angeles');
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const moved = addDays({ year, month, day }, days);
    const text = [moved.year, moved.month, moved.day]
      .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
      .join('-');
    expect(text).toBe(expected);
  });
});

describe('lastDay', () => {
  it.each<[string, string, string, string]>([
    ['one day', '2026-02-14', '', '2026-02-14'],
    ['several days', '2026-02-14', '2026-02-16', '2026-02-16'],
    ['end equal to start', '2026-02-14', '2026-02-14', '2026-02-14'],
    ['end before start counts as one day', '2026-02-14', '2026-02-10', '2026-02-14'],
    ['an end that is no date counts as one day', '2026-02-14', '2026-02-30', '2026-02-14'],
  ])('%s', (_, startDate, endDate, expected) => {
    expect(lastDay(programme({ startDate, endDate }))).toBe(expected);
  });
});

describe('isUpcoming', () => {
  it.each<[string, string, string, string, boolean]>([
    ['one day, that day', '2026-02-14', '', '2026-02-14', true],
    ['one day, the day after', '2026-02-14', '', '2026-02-15', false],
    ['one day, the day before', '2026-02-14', '', '2026-02-13', true],
    ['several days, going on', '2026-02-14', '2026-02-16', '2026-02-15', true],
    ['several days, the last day', '2026-02-14', '2026-02-16', '2026-02-16', true],
    ['several days, the day after the last', '2026-02-14', '2026-02-16', '2026-02-17', false],
    ['across a year end, on its last day', '2026-12-30', '2027-01-02', '2027-01-02', true],
    ['across a year end, after it', '2026-12-30', '2027-01-02', '2027-01-03', false],
    ['no valid start date', '', '', '2026-02-14', false],
  ])('%s', (_, startDate, endDate, today, expected) => {
    expect(isUpcoming(programme({ startDate, endDate }), today)).toBe(expected);
  });

  // A fake local clock: 23:59 of the last day and 00:00 of the next, as the visitor's own clock
  // reads them, in zones on either side of UTC.
  describe.each(ZONES)('by the local clock in %s', (timeZone) => {
    it.each<[string, [number, number, number, number, number], boolean]>([
      ['23:59 on the last day', [2026, 1, 16, 23, 59], true],
      ['00:00 the next day', [2026, 1, 17, 0, 0], false],
      ['00:00 on the last day', [2026, 1, 16, 0, 0], true],
    ])('%s', (_, [year, monthIndex, day, hours, minutes], expected) => {
      inTimeZone(timeZone);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(year, monthIndex, day, hours, minutes));
      const today = localDateString(new Date());
      const retreat = programme({ startDate: '2026-02-14', endDate: '2026-02-16' });
      expect(isUpcoming(retreat, today)).toBe(expected);
    });
  });
});

describe('splitProgrammes', () => {
  const p = (id: string, startDate: string, endDate = '', title = 'Same title') =>
    programme({ id, startDate, endDate, title });
  const ids = (list: Programme[]) => list.map((x) => x.id);

  it.each<[string, Programme[], string, string[], string[]]>([
    [
      'upcoming soonest first, past most recent first',
      [
        p('past-old', '2025-06-01'),
        p('soon', '2026-02-20'),
        p('later', '2026-05-01'),
        p('past-recent', '2026-01-10'),
      ],
      '2026-02-14',
      ['soon', 'later'],
      ['past-recent', 'past-old'],
    ],
    [
      'a programme going on today is upcoming, listed by its start',
      [p('next-week', '2026-02-21'), p('going-on', '2026-02-10', '2026-02-15')],
      '2026-02-14',
      ['going-on', 'next-week'],
      [],
    ],
    [
      'upcoming ties on start: by title, ignoring case',
      [
        p('b', '2026-03-01', '', 'bible camp'),
        p('c', '2026-03-01', '', 'Choir day'),
        p('a', '2026-03-01', '', 'Adoration'),
      ],
      '2026-02-14',
      ['a', 'b', 'c'],
      [],
    ],
    [
      'upcoming full ties keep their order',
      [p('first', '2026-03-01'), p('second', '2026-03-01'), p('third', '2026-03-01')],
      '2026-02-14',
      ['first', 'second', 'third'],
      [],
    ],
    [
      'past by last day, not by start',
      [p('long-camp', '2026-01-01', '2026-01-20'), p('short-later-start', '2026-01-10')],
      '2026-02-14',
      [],
      ['long-camp', 'short-later-start'],
    ],
    [
      'past ties on last day keep their order',
      [
        p('x', '2026-01-05', '2026-01-10'),
        p('y', '2026-01-10'),
        p('z', '2026-01-08', '2026-01-10'),
      ],
      '2026-02-14',
      [],
      ['x', 'y', 'z'],
    ],
    [
      'ended yesterday is past',
      [p('yesterday', '2026-02-12', '2026-02-13')],
      '2026-02-14',
      [],
      ['yesterday'],
    ],
    [
      'a record without a valid start date goes to the end of the past',
      [p('broken', ''), p('old', '2020-01-01')],
      '2026-02-14',
      [],
      ['old', 'broken'],
    ],
    ['nothing', [], '2026-02-14', [], []],
  ])('%s', (_, list, today, upcoming, past) => {
    const split = splitProgrammes(list, today);
    expect(ids(split.upcoming)).toEqual(upcoming);
    expect(ids(split.past)).toEqual(past);
  });

  it('leaves the list it was given as it was', () => {
    const list = [p('later', '2026-05-01'), p('soon', '2026-02-20')];
    splitProgrammes(list, '2026-02-14');
    expect(ids(list)).toEqual(['later', 'soon']);
  });
});

describe('upcomingOn: the upcoming programmes of a later day, from those published', () => {
  const published = [
    programme({ id: 'today', startDate: '2026-02-10', endDate: '2026-02-10' }),
    programme({ id: 'camp', startDate: '2026-02-10', endDate: '2026-02-12' }),
    programme({ id: 'later', startDate: '2026-03-01', endDate: '2026-03-01' }),
  ];
  it.each<[string, string, string[] | null]>([
    ['the publish date itself', '2026-02-10', ['today', 'camp', 'later']],
    ['the next day: the one of a day has ended', '2026-02-11', ['camp', 'later']],
    ["the camp's last day", '2026-02-12', ['camp', 'later']],
    ['after them all', '2026-03-02', []],
    ['a day before the publish: not to be told from it', '2026-02-09', null],
  ])('%s (%s)', (_case, today, expected) => {
    expect(upcomingOn(published, '2026-02-10', today)?.map((p) => p.id) ?? null).toEqual(expected);
  });
});

describe('programmeListsOn: the programmes page of a later day, from the one published', () => {
  const day = (id: string, date: string) => programme({ id, startDate: date, endDate: date });
  const upcoming = [day('u1', '2026-02-10'), day('u2', '2026-02-11'), day('u3', '2026-03-01')];
  const past = [day('p1', '2026-02-09'), day('p2', '2026-02-08'), day('p3', '2026-02-07')];
  const lists = (next: [string, string] | null) => [upcoming, { items: past, next }] as const;

  it.each<[string, string, [string, string] | null, number, string[], string[], unknown]>([
    [
      'the publish date: as published',
      '2026-02-10',
      null,
      3,
      ['u1', 'u2', 'u3'],
      ['p1', 'p2', 'p3'],
      null,
    ],
    [
      'two days on: the ended ones lead the past page, which then has a next',
      '2026-02-12',
      null,
      3,
      ['u3'],
      ['u2', 'u1', 'p1'],
      ['2026-02-09', 'p1'],
    ],
    [
      'a page with room for them all, and no more after',
      '2026-02-12',
      null,
      10,
      ['u3'],
      ['u2', 'u1', 'p1', 'p2', 'p3'],
      null,
    ],
    [
      'a published next page: the next starts after the last one shown',
      '2026-02-11',
      ['2026-02-07', 'p3'],
      10,
      ['u2', 'u3'],
      ['u1', 'p1', 'p2', 'p3'],
      ['2026-02-07', 'p3'],
    ],
  ])('%s', (_case, today, next, size, expectedUpcoming, expectedPast, expectedNext) => {
    const made = programmeListsOn(lists(next), '2026-02-10', today, size);
    expect(made?.[0].map((p) => p.id)).toEqual(expectedUpcoming);
    expect(made?.[1].items.map((p) => p.id)).toEqual(expectedPast);
    expect(made?.[1].next).toEqual(expectedNext);
  });

  it('orders programmes that ended on one day by id, latest first, as the query does', () => {
    const same = [day('a', '2026-02-10'), day('c', '2026-02-10'), day('b', '2026-02-10')];
    const made = programmeListsOn([same, { items: [], next: null }], '2026-02-10', '2026-02-11', 2);
    expect(made?.[1]).toEqual({ items: [same[1], same[2]], next: ['2026-02-10', 'b'] });
  });

  it('cannot tell a day before the publish', () => {
    expect(programmeListsOn(lists(null), '2026-02-10', '2026-02-09', 3)).toBeNull();
  });
});

describe('formatProgrammeDates', () => {
  it.each<[string, string, string, string]>([
    ['one day, with its weekday', '2026-02-14', '', 'Sat 14 Feb 2026'],
    ['end equal to start is one day', '2026-02-14', '2026-02-14', 'Sat 14 Feb 2026'],
    ['a Sunday', '2026-02-15', '', 'Sun 15 Feb 2026'],
    ['a leap day', '2028-02-29', '', 'Tue 29 Feb 2028'],
    ['single-digit day', '2026-03-01', '', 'Sun 1 Mar 2026'],
    ['several days in one month', '2026-02-14', '2026-02-16', '14–16 Feb 2026'],
    ['two days', '2026-02-14', '2026-02-15', '14–15 Feb 2026'],
    ['across months', '2026-01-30', '2026-02-02', '30 Jan – 2 Feb 2026'],
    ['across a leap day', '2028-02-28', '2028-03-01', '28 Feb – 1 Mar 2028'],
    ['across years', '2026-12-30', '2027-01-02', '30 Dec 2026 – 2 Jan 2027'],
    ['same month of different years', '2026-02-14', '2027-02-16', '14 Feb 2026 – 16 Feb 2027'],
    ['an end before the start is ignored', '2026-02-14', '2026-02-01', 'Sat 14 Feb 2026'],
    ['a start that is no date is shown as it is', '2026-02-30', '', '2026-02-30'],
  ])('%s', (_, startDate, endDate, expected) => {
    expect(formatProgrammeDates(programme({ startDate, endDate }))).toBe(expected);
  });

  it.each(ZONES)('reads the same in %s', (timeZone) => {
    inTimeZone(timeZone);
    expect(formatProgrammeDates(programme({ startDate: '2026-02-14' }))).toBe('Sat 14 Feb 2026');
  });

  it.each<[string, string, string]>([
    ['2026-02-14', '', 'शनि 14 फ़रवरी 2026'],
    ['2026-02-14', '2026-02-16', '14–16 फ़रवरी 2026'],
    ['2026-01-30', '2026-02-02', '30 जनवरी – 2 फ़रवरी 2026'],
    ['2026-12-30', '2027-01-02', '30 दिसंबर 2026 – 2 जनवरी 2027'],
  ])('in Hindi, %s to %s reads %s', (startDate, endDate, expected) => {
    expect(formatProgrammeDates(programme({ startDate, endDate }), CALENDAR_HI)).toBe(expected);
  });
});

describe('programmeDateSpan', () => {
  it.each<[string, string, ReturnType<typeof programmeDateSpan>]>([
    [
      '2026-02-14',
      '',
      { start: { text: 'Sat 14 Feb 2026', dateTime: '2026-02-14' }, separator: '', end: null },
    ],
    [
      '2026-02-14',
      '2026-02-16',
      {
        start: { text: '14', dateTime: '2026-02-14' },
        separator: '–',
        end: { text: '16 Feb 2026', dateTime: '2026-02-16' },
      },
    ],
    [
      '2026-12-30',
      '2027-01-02',
      {
        start: { text: '30 Dec 2026', dateTime: '2026-12-30' },
        separator: ' – ',
        end: { text: '2 Jan 2027', dateTime: '2027-01-02' },
      },
    ],
  ])('%s to %j', (startDate, endDate, expected) => {
    expect(programmeDateSpan(programme({ startDate, endDate }))).toEqual(expected);
  });
});

describe('dateBadge', () => {
  it.each<[string, string, { day: string; month: string }]>([
    ['2026-02-14', '', { day: '14', month: 'Feb' }],
    ['2026-03-01', '', { day: '1', month: 'Mar' }],
    ['2026-12-30', '2027-01-02', { day: '30', month: 'Dec' }],
    ['2026-09-05', '', { day: '5', month: 'Sep' }],
    ['nonsense', '', { day: '', month: '' }],
  ])('%s to %j', (startDate, endDate, expected) => {
    expect(dateBadge(programme({ startDate, endDate }))).toEqual(expected);
  });

  it('names the month in the language given', () => {
    expect(dateBadge(programme({ startDate: '2026-09-05' }), CALENDAR_HI)).toEqual({
      day: '5',
      month: 'सितंबर',
    });
  });
});

describe('calendarDetails', () => {
  const page = 'https://example.org/programmes/p';
  it.each<[string, Partial<Programme>, string]>([
    [
      'everything',
      { time: '10:00 AM – 4:00 PM', place: 'Cathedral, Agra', description: 'One.\n\nTwo.' },
      `Time: 10:00 AM – 4:00 PM\nPlace: Cathedral, Agra\n\nOne.\n\nTwo.\n\n${page}`,
    ],
    ['only the page', {}, page],
    ['no time', { place: 'Cathedral', description: 'Text' }, `Place: Cathedral\n\nText\n\n${page}`],
    ['blank parts are left out', { time: '  ', place: ' ', description: '\n' }, page],
  ])('%s', (_, fields, expected) => {
    expect(calendarDetails(programme(fields), page)).toBe(expected);
  });

  it("names the time and place with the page language's labels", () => {
    const fields = { time: '10:00', place: 'Agra' };
    expect(calendarDetails(programme(fields), page, { time: 'समय:', place: 'स्थान:' })).toBe(
      `समय: 10:00\nस्थान: Agra\n\n${page}`,
    );
  });
});

describe('googleCalendarUrl', () => {
  const base = 'https://calendar.google.com/calendar/render?action=TEMPLATE';
  const page = 'https://example.org/programmes/p1';
  const encodedPage = 'https%3A%2F%2Fexample.org%2Fprogrammes%2Fp1';

  it.each<[string, Partial<Programme>, string | null]>([
    [
      'one day: the end is the day after',
      { title: 'Youth Day', startDate: '2026-02-14' },
      `${base}&text=Youth%20Day&dates=20260214/20260215&details=${encodedPage}`,
    ],
    [
      'several days over a year end, with time, place and text',
      {
        title: 'New Year camp & retreat',
        startDate: '2026-12-30',
        endDate: '2027-01-02',
        time: '9 AM',
        place: "St Peter's, Agra",
        description: 'Bring a Bible.',
      },
      `${base}&text=New%20Year%20camp%20%26%20retreat&dates=20261230/20270103` +
        `&details=Time%3A%209%20AM%0APlace%3A%20St%20Peter's%2C%20Agra%0A%0ABring%20a%20Bible.%0A%0A${encodedPage}` +
        `&location=St%20Peter's%2C%20Agra`,
    ],
    [
      'ending on a leap day',
      { title: 'Camp', startDate: '2028-02-27', endDate: '2028-02-29' },
      `${base}&text=Camp&dates=20280227/20280301&details=${encodedPage}`,
    ],
    ['no valid start date', { startDate: '' }, null],
  ])('%s', (_, fields, expected) => {
    expect(googleCalendarUrl(programme({ id: 'p1', ...fields }), page)).toBe(expected);
  });
});

describe('calendarFileName', () => {
  it.each([
    ['Youth Day 2026!', 'youth-day-2026.ics'],
    ['  Café & Prière  ', 'cafe-priere.ics'],
    ['युवा दिवस', 'programme.ics'],
    ['', 'programme.ics'],
    [`${'a'.repeat(59)} b`, `${'a'.repeat(59)}.ics`],
  ])('%j → %s', (title, name) => {
    expect(calendarFileName(title)).toBe(name);
  });
});
