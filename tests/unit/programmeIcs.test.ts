import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { programmeIcs, programmeUid } from '../../src/domain/programmeIcs';
import type { Programme } from '../../src/domain/types';

const programme = (fields: Partial<Programme> = {}): Programme => ({
  id: 'p1',
  title: 'Youth Day',
  startDate: '2026-02-14',
  endDate: '',
  time: '',
  place: '',
  description: '',
  registrationUrl: '',
  imageUrl: '',
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

  it('is imported by src/domain/programmeIcs.ts alone', () => {
    const importers = files.filter((f) => /from\s+['"]ics['"]/.test(f.text)).map((f) => f.path);
    expect(importers).toEqual([join('src', 'domain', 'programmeIcs.ts')]);
  });

  it('programmeIcs is loaded only with import(), never imported statically', () => {
    const staticImporters = files
      .filter((f) => /(?:import|export)[^;()]*from\s+['"][^'"]*\/programmeIcs['"]/.test(f.text))
      .map((f) => f.path);
    expect(staticImporters).toEqual([]);
  });
});
