import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { programmeUid } from '../../src/domain/programmeIcs';
import { FEED_CALENDAR_NAME, feedStartDate, programmesFeed } from '../../src/domain/programmesFeed';
import type { Programme } from '../../src/domain/types';
import { programmeInput } from '../fixtures/inputs';

const programme = (id: string, fields: Partial<Programme> = {}): Programme => ({
  id,
  ...programmeInput({ title: `Programme ${id}`, startDate: '2026-12-01' }),
  createdAt: null,
  ...fields,
});

interface Component {
  name: string;
  properties: Array<{ name: string; value: string }>;
  children: Component[];
}

/**
 * The feed read back as a calendar app reads it: folded lines (CRLF, then a space or a tab)
 * joined, one property a line (a lone CR or LF, or a C1 next-line, also ends a line, as lenient
 * apps take it), and BEGIN/END making the nesting. Throws on anything out of place.
 */
function parse(ics: string): Component {
  expect(ics.endsWith('\r\n')).toBe(true);
  const lines = ics
    .replace(/\r\n[ \t]/g, '')
    .split(/\r\n|[\r\n\u0085]/)
    .slice(0, -1);
  const stack: Component[] = [{ name: 'ROOT', properties: [], children: [] }];
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`Not a property: ${JSON.stringify(line)}`);
    const name = line.slice(0, colon).split(';')[0] ?? '';
    const value = line.slice(colon + 1);
    const current = stack[stack.length - 1]!;
    if (name === 'BEGIN') {
      const child: Component = { name: value, properties: [], children: [] };
      current.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      if (current.name !== value) throw new Error(`END:${value} closes ${current.name}`);
      stack.pop();
    } else {
      current.properties.push({ name, value });
    }
  }
  expect(stack).toHaveLength(1);
  const [calendar, ...rest] = stack[0]!.children;
  expect(rest).toEqual([]);
  expect(calendar?.name).toBe('VCALENDAR');
  return calendar!;
}

const property = (c: Component, name: string) => {
  const found = c.properties.filter((p) => p.name === name);
  expect(found, name).toHaveLength(1);
  return found[0]!.value;
};

const events = (ics: string) => parse(ics).children.filter((c) => c.name === 'VEVENT');
const uids = (ics: string) => events(ics).map((e) => property(e, 'UID'));

const SITE = 'https://youth.example.org';

describe('feedStartDate: three months before today', () => {
  it.each([
    ['2026-11-24', '2026-08-24'],
    ['2026-02-10', '2025-11-10'],
    ['2026-01-01', '2025-10-01'],
    ['2026-05-31', '2026-02-28'],
    ['2028-05-31', '2028-02-29'],
    ['2026-12-31', '2026-09-30'],
    ['2026-03-31', '2025-12-31'],
  ])('%s → %s', (today, start) => {
    expect(feedStartDate(today)).toBe(start);
  });

  it('throws for a today that is not a date', () => {
    expect(() => feedStartDate('2026-02-30')).toThrow(/not a date/);
  });
});

describe('programmesFeed', () => {
  const today = '2026-11-24';

  it.each<[string, Programme[], string[]]>([
    ['no programmes: a calendar with no events', [], []],
    [
      'every upcoming programme, soonest first, whatever order they come in',
      [
        programme('later', { startDate: '2027-03-01' }),
        programme('today', { startDate: today }),
        programme('tomorrow', { startDate: '2026-11-25' }),
        programme('far', { startDate: '2030-01-01' }),
      ],
      ['today', 'tomorrow', 'later', 'far'].map((id) => programmeUid({ id })),
    ],
    [
      'a programme going on (started before, ends later)',
      [programme('going-on', { startDate: '2026-11-01', endDate: '2026-11-30' })],
      [programmeUid({ id: 'going-on' })],
    ],
    [
      'the three-month boundary: ending on 24 Aug is in, ending on 23 Aug is out',
      [
        programme('ended-23-aug', { startDate: '2026-08-20', endDate: '2026-08-23' }),
        programme('ended-24-aug', { startDate: '2026-08-20', endDate: '2026-08-24' }),
        programme('one-day-24-aug', { startDate: '2026-08-24' }),
        programme('one-day-23-aug', { startDate: '2026-08-23' }),
        programme('last-year', { startDate: '2025-11-24' }),
      ],
      ['ended-24-aug', 'one-day-24-aug'].map((id) => programmeUid({ id })),
    ],
    [
      'a programme without a valid start date is left out',
      [programme('bad', { startDate: '2026-02-30' }), programme('good')],
      [programmeUid({ id: 'good' })],
    ],
    [
      'a programme stored with a year that is not four digits wide is left out (0026 for 2026)',
      [
        programme('typo', { startDate: '0026-11-20', endDate: '2026-11-30' }),
        programme('last-day-of-9999', { startDate: '9999-12-31' }),
        programme('good'),
      ],
      [programmeUid({ id: 'good' })],
    ],
  ])('%s', (_, list, expectedUids) => {
    const ics = programmesFeed(list, today, SITE);
    expect(uids(ics)).toEqual(expectedUids);
  });

  it('names the calendar and its producer', () => {
    const calendar = parse(programmesFeed([programme('p1')], today, SITE));
    expect(property(calendar, 'X-WR-CALNAME')).toBe(FEED_CALENDAR_NAME);
    expect(property(calendar, 'PRODID')).toBe(
      '-//Youth Commission of Agra Archdiocese//Programmes//EN',
    );
    expect(property(calendar, 'VERSION')).toBe('2.0');
  });

  it('writes each programme as its own all-day event with its page and a reminder the day before', () => {
    const [event, ...rest] = events(
      programmesFeed(
        [
          programme('camp', {
            title: 'New Year camp',
            startDate: '2026-12-30',
            endDate: '2027-01-02',
            place: 'Agra',
          }),
        ],
        today,
        SITE,
      ),
    );
    expect(rest).toEqual([]);
    expect(property(event!, 'UID')).toBe('programme-camp@youth-commission-agra');
    expect(property(event!, 'SUMMARY')).toBe('New Year camp');
    expect(property(event!, 'DTSTART')).toBe('20261230');
    expect(property(event!, 'DTEND')).toBe('20270103');
    expect(property(event!, 'LOCATION')).toBe('Agra');
    expect(property(event!, 'URL')).toBe(`${SITE}/programmes/camp`);
    expect(property(event!, 'DESCRIPTION')).toBe(`Place: Agra\\n\\n${SITE}/programmes/camp`);
    const [alarm, ...otherAlarms] = event!.children;
    expect(otherAlarms).toEqual([]);
    expect(alarm?.name).toBe('VALARM');
    expect(property(alarm!, 'ACTION')).toBe('DISPLAY');
    // 9 in the morning of the day before: 15 hours before the event's midnight.
    expect(property(alarm!, 'TRIGGER')).toBe('-PT15H');
    expect(property(alarm!, 'DESCRIPTION')).toBe('Tomorrow: New Year camp');
  });

  it('gives every upcoming programme a reminder', () => {
    const list = ['a', 'b', 'c'].map((id, i) => programme(id, { startDate: `2026-12-0${i + 1}` }));
    const all = events(programmesFeed(list, today, SITE));
    expect(all).toHaveLength(3);
    for (const event of all) {
      expect(event.children.map((c) => c.name)).toEqual(['VALARM']);
      expect(property(event.children[0]!, 'TRIGGER')).toBe('-PT15H');
    }
  });

  it('keeps the UIDs of one programme the same from one publish to the next', () => {
    const list = [programme('p1'), programme('p2', { startDate: '2026-12-01' })];
    expect(uids(programmesFeed(list, today, SITE))).toEqual(
      uids(programmesFeed([...list].reverse(), '2026-11-30', SITE)),
    );
  });

  it.each([
    ['a site address ending in a slash', `${SITE}/`],
    ['a site address without one', SITE],
  ])('makes page addresses from %s', (_, site) => {
    const [event] = events(programmesFeed([programme('Xy7Q2')], today, site));
    expect(property(event!, 'URL')).toBe(`${SITE}/programmes/Xy7Q2`);
  });

  it('percent-encodes an id in the page address', () => {
    const [event] = events(programmesFeed([programme('a b/c')], today, SITE));
    expect(property(event!, 'URL')).toBe(`${SITE}/programmes/a%20b%2Fc`);
  });

  it.each<[string, string, string]>([
    [
      'a carriage return, </script> and commas',
      'Camp, games</script>\rSTATUS:CANCELLED, talks',
      'Camp\\, games</script> STATUS:CANCELLED\\, talks',
    ],
    [
      'a line break adding an alarm of its own',
      'Camp\r\nBEGIN:VALARM\r\nTRIGGER:-PT5M\r\nEND:VALARM',
      'Camp BEGIN:VALARM TRIGGER:-PT5M END:VALARM',
    ],
    ['semicolons and a backslash', 'A; B \\ C', 'A\\; B \\\\ C'],
    ['a NEL and a NUL', 'Youth\u0085Day\u0000', 'Youth Day '],
  ])('a title with %s stays one escaped line, in the event and its reminder', (_, title, text) => {
    const ics = programmesFeed([programme('p1', { title })], today, SITE);
    const [event, ...rest] = events(ics);
    expect(rest).toEqual([]);
    expect(property(event!, 'SUMMARY')).toBe(text);
    expect(event!.children.map((c) => c.name)).toEqual(['VALARM']);
    expect(property(event!.children[0]!, 'DESCRIPTION')).toBe(`Tomorrow: ${text}`);
    expect(event!.properties.map((p) => p.name)).not.toContain('STATUS');
    // Nothing but the CRLF ending each line and the folding is a control character.
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(ics.replace(/\r\n\t?/g, '')).not.toMatch(/[\u0000-\u001F\u007F-\u009F]/);
  });

  it('throws when the package refuses a page address', () => {
    expect(() => programmesFeed([programme('p1')], today, 'not an address')).toThrow();
  });
});

describe('the feed as a calendar app reads it (ical.js, a strict parser of calendar apps)', () => {
  const today = '2026-11-24';
  const read = (ics: string) =>
    new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));

  it('reads every event, each an all-day one with dates of eight digits', () => {
    const ics = programmesFeed(
      [
        programme('typo', { startDate: '0026-11-20', endDate: '2026-11-30' }),
        programme('camp', { startDate: '2026-12-26', endDate: '2026-12-28' }),
        programme('day', { startDate: '2026-11-24', title: 'Quiz; Q&A, "finals"' }),
        programme('end-of-9999', { startDate: '9999-12-31' }),
      ],
      today,
      SITE,
    );
    const read1 = read(ics);
    expect(read1.map((e) => [e.summary, e.startDate.toString(), e.endDate.toString()])).toEqual([
      ['Quiz; Q&A, "finals"', '2026-11-24', '2026-11-25'],
      ['Programme camp', '2026-12-26', '2026-12-29'],
    ]);
    for (const event of read1) expect(event.startDate.isDate).toBe(true);
    expect(ics).not.toMatch(/DT(START|END);VALUE=DATE:(?![0-9]{8}\r\n)/);
  });

  it('refuses a date that is not eight digits, as calendar apps do with the whole calendar', () => {
    const broken = programmesFeed(
      [programme('camp', { startDate: '2026-12-26' })],
      today,
      SITE,
    ).replace('DTSTART;VALUE=DATE:20261226', 'DTSTART;VALUE=DATE:261226');
    expect(() => read(broken).map((e) => e.startDate.toString())).toThrow();
  });
});
