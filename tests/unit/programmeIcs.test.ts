import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { programmeIcs, programmeUid } from '../../src/domain/programmeIcs';
import type { Programme } from '../../src/domain/types';
import { programmeInput } from '../fixtures/inputs';

const programme = (fields: Partial<Programme> = {}): Programme => ({
  id: 'p1',
  ...programmeInput({ title: 'Youth Day', startDate: '2026-02-14' }),
  createdAt: null,
  ...fields,
});

/** The file with its DTSTAMP (the moment it was made) replaced, checking there is exactly one. */
function normalised(ics: string): string {
  const stamp = /^DTSTAMP:\d{8}T\d{6}Z$/gm;
  expect(ics.match(stamp)).toHaveLength(1);
  return ics.replace(stamp, 'DTSTAMP:<now>');
}

/** Lines of an .ics file, which ends each one with CRLF; a folded line goes on after CRLF + tab. */
const icsText = (lines: string[]) => lines.map((line) => `${line}\r\n`).join('');

const HEADER = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'CALSCALE:GREGORIAN',
  'PRODID:-//Youth Commission of Agra Archdiocese//Programmes//EN',
  'METHOD:PUBLISH',
  'X-PUBLISHED-TTL:PT1H',
];
const FOOTER = ['END:VCALENDAR'];

const originalTimeZone = process.env.TZ;
afterEach(() => {
  if (originalTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalTimeZone;
});

describe('programmeIcs', () => {
  it.each<[string, Partial<Programme>, string, string[]]>([
    [
      'one day, nothing but a title: the end is the day after',
      {},
      'https://example.org/programmes/p1',
      [
        'BEGIN:VEVENT',
        'UID:programme-p1@youth-commission-agra',
        'SUMMARY:Youth Day',
        'DTSTAMP:<now>',
        'DTSTART;VALUE=DATE:20260214',
        'DTEND;VALUE=DATE:20260215',
        'DESCRIPTION:https://example.org/programmes/p1',
        'URL:https://example.org/programmes/p1',
        'END:VEVENT',
      ],
    ],
    [
      'several days over a year end, with everything; commas and semicolons escaped, long lines folded',
      {
        id: 'Xy7Q2',
        title: 'New Year camp, Agra; 2027',
        startDate: '2026-12-30',
        endDate: '2027-01-02',
        time: '9:00 AM – 5:00 PM',
        place: "St Peter's College, Wazirpura Road, Agra",
        description:
          'Three days of prayer, games and talks.\n\nBring a Bible; bedding is provided.',
      },
      'https://example.org/programmes/Xy7Q2',
      [
        'BEGIN:VEVENT',
        'UID:programme-Xy7Q2@youth-commission-agra',
        'SUMMARY:New Year camp\\, Agra\\; 2027',
        'DTSTAMP:<now>',
        'DTSTART;VALUE=DATE:20261230',
        'DTEND;VALUE=DATE:20270103',
        "DESCRIPTION:Time: 9:00 AM – 5:00 PM\\nPlace: St Peter's College\\, Wazirpura ",
        '\tRoad\\, Agra\\n\\nThree days of prayer\\, games and talks.\\n\\nBring a Bible\\; ',
        '\tbedding is provided.\\n\\nhttps://example.org/programmes/Xy7Q2',
        'URL:https://example.org/programmes/Xy7Q2',
        "LOCATION:St Peter's College\\, Wazirpura Road\\, Agra",
        'END:VEVENT',
      ],
    ],
    [
      'ending on a leap day; a page on the local dev server',
      {
        id: 'leap',
        title: 'Leap camp',
        startDate: '2028-02-27',
        endDate: '2028-02-29',
        place: 'Agra',
      },
      'http://localhost:5173/programmes/leap',
      [
        'BEGIN:VEVENT',
        'UID:programme-leap@youth-commission-agra',
        'SUMMARY:Leap camp',
        'DTSTAMP:<now>',
        'DTSTART;VALUE=DATE:20280227',
        'DTEND;VALUE=DATE:20280301',
        'DESCRIPTION:Place: Agra\\n\\nhttp://localhost:5173/programmes/leap',
        'URL:http://localhost:5173/programmes/leap',
        'LOCATION:Agra',
        'END:VEVENT',
      ],
    ],
  ])('%s', (_, fields, pageUrl, event) => {
    expect(normalised(programmeIcs(programme(fields), pageUrl))).toBe(
      icsText([...HEADER, ...event, ...FOOTER]),
    );
  });

  it.each(['Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
    'writes the same dates in %s (all-day dates carry no time zone)',
    (timeZone) => {
      process.env.TZ = timeZone;
      const ics = programmeIcs(
        programme({ startDate: '2026-12-31', endDate: '' }),
        'https://x.org/p',
      );
      expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
    },
  );

  it('gives a programme the same UID every time, and another programme another', () => {
    const page = 'https://example.org/programmes/p1';
    expect(normalised(programmeIcs(programme(), page))).toBe(
      normalised(programmeIcs(programme(), page)),
    );
    expect(programmeUid({ id: 'p1' })).toBe('programme-p1@youth-commission-agra');
    expect(programmeUid({ id: 'p2' })).not.toBe(programmeUid({ id: 'p1' }));
  });

  it.each<[string, Partial<Programme>, string]>([
    ['no valid start date', { startDate: '2026-02-30' }, 'https://example.org/programmes/p1'],
    ['a page address the package refuses', {}, 'not an address'],
  ])('throws for %s', (_, fields, pageUrl) => {
    expect(() => programmeIcs(programme(fields), pageUrl)).toThrow();
  });
});

/**
 * The properties of an .ics file as a calendar app reads them: folded lines (CRLF, then a space
 * or a tab) joined again, then one property a line. A lenient app also ends a line at a lone CR
 * or LF, or at a C1 next-line (U+0085), so lines are split at those too: text that smuggled one
 * in would show up here as a property of its own.
 */
function properties(ics: string): Array<{ name: string; value: string }> {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split(/\r\n|[\r\n\u0085]/)
    .filter((line, i, lines) => line !== '' || i < lines.length - 1)
    .map((line) => {
      const colon = line.indexOf(':');
      return { name: line.slice(0, colon).split(';')[0] ?? '', value: line.slice(colon + 1) };
    });
}

/** The properties every file writes, in order; LOCATION only for a programme with a place. */
const PROPERTY_NAMES = [
  ...['BEGIN', 'VERSION', 'CALSCALE', 'PRODID', 'METHOD', 'X-PUBLISHED-TTL', 'BEGIN', 'UID'],
  ...['SUMMARY', 'DTSTAMP', 'DTSTART', 'DTEND', 'DESCRIPTION', 'URL', 'LOCATION', 'END', 'END'],
];

// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

describe('programmeIcs with control characters in the text', () => {
  const page = 'https://example.org/programmes/p1';
  it.each<[string, Partial<Programme>, string, string]>([
    [
      'a title ending a line to cancel the event',
      { title: 'Youth Day\r\nSTATUS:CANCELLED' },
      'SUMMARY',
      'Youth Day STATUS:CANCELLED',
    ],
    [
      'a title adding an alarm with lone carriage returns',
      { title: 'Camp\rBEGIN:VALARM\rTRIGGER:-PT5M\rACTION:DISPLAY\rEND:VALARM' },
      'SUMMARY',
      'Camp BEGIN:VALARM TRIGGER:-PT5M ACTION:DISPLAY END:VALARM',
    ],
    [
      'a title with a NUL, DEL and a C1 control (CSI)',
      { title: 'You\u0000th\u007FDay\u009B2026' },
      'SUMMARY',
      'You th Day 2026',
    ],
    [
      'a title with a C1 next line (NEL)',
      { title: 'Youth Day\u0085STATUS:CANCELLED' },
      'SUMMARY',
      'Youth Day STATUS:CANCELLED',
    ],
    [
      'a place ending a line',
      { place: 'Hall\r\nSTATUS:CANCELLED' },
      'LOCATION',
      'Hall STATUS:CANCELLED',
    ],
    [
      'a place with a lone carriage return and a tab',
      { place: 'Hall\rX-INJECTED:1\tA' },
      'LOCATION',
      'Hall X-INJECTED:1 A',
    ],
    [
      'a place with a lone line feed',
      { place: 'Hall\nSTATUS:CANCELLED' },
      'LOCATION',
      'Hall STATUS:CANCELLED',
    ],
    [
      'a time with a NUL and a line break',
      { time: '9 AM\u0000\r\nSTATUS:CANCELLED' },
      'DESCRIPTION',
      'Time: 9 AM STATUS:CANCELLED\\nPlace: Agra\\n\\nhttps://example.org/programmes/p1',
    ],
    [
      'a description with a lone carriage return: kept as an escaped line break',
      { description: 'Line one\rBEGIN:VALARM\r\nLine two\tend\u0000\u0085' },
      'DESCRIPTION',
      'Place: Agra\\n\\nLine one\\nBEGIN:VALARM\\nLine two end\\n\\nhttps://example.org/programmes/p1',
    ],
    [
      'an id ending a line',
      { id: 'p1\r\nSTATUS:CANCELLED' },
      'UID',
      'programme-p1%0D%0ASTATUS%3ACANCELLED@youth-commission-agra',
    ],
    [
      'an id with a lone carriage return, a NUL and a NEL',
      { id: 'p1\rX\u0000Y\u0085Z' },
      'UID',
      'programme-p1%0DX%00Y%C2%85Z@youth-commission-agra',
    ],
    [
      'an id with commas, semicolons, spaces and accents',
      { id: 'a,b;c d é' },
      'UID',
      'programme-a%2Cb%3Bc%20d%20%C3%A9@youth-commission-agra',
    ],
    [
      'an id with a lone surrogate (no exception)',
      { id: 'p\uD800' },
      'UID',
      'programme-p%EF%BF%BD@youth-commission-agra',
    ],
  ])('%s', (_, fields, name, value) => {
    const ics = programmeIcs(programme({ place: 'Agra', ...fields }), page);
    const props = properties(ics);
    expect(props.map((p) => p.name)).toEqual(PROPERTY_NAMES);
    expect(props.find((p) => p.name === name)?.value).toBe(value);
    // Nothing but the CRLF that ends each line, and the folding (CRLF + tab), is a control
    // character.
    expect(ics.replace(/\r\n\t?/g, '')).not.toMatch(CONTROL);
  });

  it('percent-encodes control characters in the page address', () => {
    const ics = programmeIcs(programme({ place: 'Agra' }), 'https://example.org/p\r\nSTATUS:X');
    const props = properties(ics);
    expect(props.map((p) => p.name)).toEqual(PROPERTY_NAMES);
    expect(props.find((p) => p.name === 'URL')?.value).toBe('https://example.org/p%0D%0ASTATUS:X');
    expect(ics.replace(/\r\n\t?/g, '')).not.toMatch(CONTROL);
  });

  it('keeps the UID of an id of letters and digits as it was', () => {
    expect(programmeUid({ id: 'Xy7Q2abc' })).toBe('programme-Xy7Q2abc@youth-commission-agra');
  });

  it('gives different ids different UIDs, whatever they hold', () => {
    const ids = ['p1', 'p1\r', 'p1\n', 'p1 ', 'p1%0D', 'p1\u0085', 'p1\u0000'];
    expect(new Set(ids.map((id) => programmeUid({ id }))).size).toBe(ids.length);
  });
});

describe('the ics package stays out of the first download', () => {
  const root = join(import.meta.dirname, '../..');
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const files = sourceFiles(join(root, 'src')).map((path) => ({
    path: relative(root, path),
    text: readFileSync(path, 'utf8'),
  }));

  const feed = join('src', 'domain', 'programmesFeed.ts');
  const staticImporters = (module: string) =>
    files
      .filter((f) =>
        new RegExp(`(?:import|export)[^;()]*from\\s+['"][^'"]*/${module}['"]`).test(f.text),
      )
      .map((f) => f.path);

  it('is imported by src/domain/programmeIcs.ts and the build-only feed alone', () => {
    const importers = files.filter((f) => /from\s+['"]ics['"]/.test(f.text)).map((f) => f.path);
    expect(importers.sort()).toEqual([join('src', 'domain', 'programmeIcs.ts'), feed]);
  });

  it('programmeIcs is loaded only with import(), never imported statically but by the feed', () => {
    expect(staticImporters('programmeIcs')).toEqual([feed]);
  });

  it('the feed is imported by no source file (the build reads it)', () => {
    expect(files.filter((f) => /programmesFeed['"]/.test(f.text)).map((f) => f.path)).toEqual([]);
  });
});
