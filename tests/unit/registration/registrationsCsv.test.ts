import { describe, expect, it } from 'vitest';
import { WORD_JOINER } from '../../../src/domain/csv';
import { SITE_TIME_ZONE } from '../../../src/domain/siteClock';
import {
  registrationReference,
  type Registration,
} from '../../../src/domain/registration/registrations';
import { registrationsCsv } from '../../../src/domain/registration/registrationsCsv';

const person = (overrides: Partial<Registration>): Registration => ({
  id: 'camp_3f9a2c0011223344',
  programmeId: 'camp',
  account: 'a1',
  email: 'parent@example.org',
  name: 'Asha Verma',
  dob: '2010-12-12',
  phone: '+91 91234 56789',
  parish: 'St Mary',
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
  arrivedAt: '2026-12-12T06:05:08.206Z',
  addedBy: '',
  expiresAt: '2027-12-11T00:00:00.000Z',
  ...overrides,
});

/** The camp's first day, on which ages are counted. */
const FIRST_DAY = '2026-12-12';

/** The file's rows as cells by header: each line's quoted cells, their doubled quotes undone. */
function table(csv: string): Record<string, string>[] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  const cells = (line: string) =>
    [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((match) => match[1]!.replace(/""/g, '"'));
  const [header, ...rows] = lines.map(cells);
  for (const row of rows) expect(row).toHaveLength(header!.length);
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
}

describe('the registrations CSV', () => {
  it('has its columns in order: the reference beside the name, the age beside the birth date', () => {
    const csv = registrationsCsv(
      [{ id: 'q1', label: 'T-shirt size', kind: 'choice', options: ['S', 'M'] }],
      [],
      FIRST_DAY,
    );
    expect(csv).toBe(
      '\uFEFF' +
        [
          'Name',
          'Reference',
          'Date of birth',
          'Age on the first day',
          'Phone',
          'Parish',
          'Deanery',
          'Emergency contact',
          'Emergency phone',
          'T-shirt size',
          'Health or diet',
          'Status',
          'Cancelled because',
          'Arrived',
          'E-mail',
          'Consent',
          'Notice',
          'Registered at',
          'Likely duplicate',
        ]
          .map((name) => `"${name}"`)
          .join(',') +
        '\r\n',
    );
  });

  it.each<[string, Partial<Registration>, Record<string, string>]>([
    [
      'a reference, an age, phones as typed and times in India',
      {},
      {
        Reference: '3F9-A2C',
        'Age on the first day': '16',
        Phone: `${WORD_JOINER}+91 91234 56789`,
        'Emergency phone': `${WORD_JOINER}098765 43210`,
        // 20:00 UTC on the 28th is 01:30 on the 29th in India.
        'Registered at': '2026-11-29 01:30',
        Arrived: '2026-12-12 11:35',
        Notice: 'English, 2026-11-27',
      },
    ],
    [
      'the language and version of the notice agreed to',
      { noticeLanguage: 'hi', noticeVersion: '2026-11-30' },
      { Notice: 'Hindi, 2026-11-30' },
    ],
    ['no notice for a walk-in, whose consent is on paper', { consent: 'paper' }, { Notice: '' }],
    ['the age the day before a birthday', { dob: '2010-12-13' }, { 'Age on the first day': '15' }],
    [
      'no age for a date of birth that is not a date',
      { dob: '2010-02-30' },
      { 'Date of birth': '2010-02-30', 'Age on the first day': '' },
    ],
    ['nothing for someone not arrived', { arrivedAt: null }, { Arrived: '' }],
    [
      'the reference of a walk-in',
      { id: 'camp_00010203fafbfeff', account: '', consent: 'paper' },
      { Reference: '000-102', Consent: 'On paper (walk-in)' },
    ],
    [
      'a name that is a formula made text, a phone in one run kept as typed',
      { name: '=HYPERLINK("http://x","y")', phone: '+919123456789' },
      { Name: `'=HYPERLINK("http://x","y")`, Phone: `${WORD_JOINER}+919123456789` },
    ],
  ])('%s', (_case, overrides, expected) => {
    const [row] = table(registrationsCsv([], [person(overrides)], FIRST_DAY));
    expect(row).toMatchObject(expected);
  });

  describe('for a programme of several days', () => {
    const CAMP = ['2026-12-12', '2026-12-13', '2026-12-14'];
    const headerOf = (csv: string) => csv.slice(1).split('\r\n')[0];

    it("says the days present after 'Arrived', the time of the first arrival", () => {
      expect(headerOf(registrationsCsv([], [], FIRST_DAY, CAMP))).toContain(
        '"Arrived","Days present","E-mail"',
      );
      expect(headerOf(registrationsCsv([], [], FIRST_DAY, [FIRST_DAY]))).toContain(
        '"Arrived","E-mail"',
      );
    });

    it.each<[string, Partial<Registration>, string]>([
      ['two of three days', { presentOn: ['2026-12-12', '2026-12-14'] }, '2 of 3'],
      ['none before any arrival', { arrivedAt: null, presentOn: [] }, '0 of 3'],
      ['an arrival stored before days were kept: its day', {}, '1 of 3'],
    ])('%s', (_case, overrides, days) => {
      const [row] = table(registrationsCsv([], [person(overrides)], FIRST_DAY, CAMP));
      expect(row).toMatchObject({
        Arrived: overrides.arrivedAt === null ? '' : '2026-12-12 11:35',
        'Days present': days,
      });
    });
  });

  it("uses the registration's own reference and the site's time zone", () => {
    const r = person({ id: 'camp_abcdef0011223344' });
    const [row] = table(registrationsCsv([], [r], FIRST_DAY));
    expect(row!.Reference).toBe(registrationReference(r.id));
    expect(SITE_TIME_ZONE).toBe('Asia/Kolkata');
  });
});
