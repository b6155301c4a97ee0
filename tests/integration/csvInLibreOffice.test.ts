// @vitest-environment jsdom
/**
 * The registrations CSV, and the year's report's, opened in LibreOffice Calc (Debian's, headless),
 * not only read as bytes: the file is converted to flat OpenDocument (.fods) with the import options a person gets when
 * opening it (those of LibreOffice's own defaults: comma, semicolon and tab as separators, the
 * byte order mark read as UTF-8, quoted fields not forced to text, special numbers not detected,
 * formulas not evaluated), and each cell is read back: what it holds, its type, and whether it is
 * a formula. Then again with the two options a person may tick: 'Detect special numbers' (times
 * become date-time values) and 'Evaluate formulas' (nothing in the file may then run).
 *
 * soffice comes from Debian's libreoffice-calc-nogui, which .ci/run installs. Where it is missing
 * the file fails in CI and is skipped elsewhere, saying so loudly (as `npm test` skips Google's
 * emulator where Java is missing).
 */
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORD_JOINER } from '../../src/domain/csv';
import type { Registration } from '../../src/domain/registration/registrations';
import { registrationsCsv } from '../../src/domain/registration/registrationsCsv';
import { yearReport } from '../../src/domain/registration/yearReport';
import { yearReportCsv } from '../../src/domain/registration/yearReportCsv';

/** soffice from SOFFICE_PATH or the PATH; undefined when there is none. */
function findSoffice(): string | undefined {
  const candidates = process.env.SOFFICE_PATH
    ? [process.env.SOFFICE_PATH]
    : (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'soffice'));
  return candidates.find((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const soffice = findSoffice();
const inCI = Boolean(process.env.CI) && process.env.CI !== 'false';
const MISSING =
  "LibreOffice's soffice was not found (SOFFICE_PATH or the PATH): the registrations CSV was NOT " +
  "opened in LibreOffice. Install Debian's libreoffice-calc-nogui (apt-get install " +
  '--no-install-recommends libreoffice-calc-nogui), as .ci/run does.';
if (!soffice && !inCI) {
  const rule = '!'.repeat(100);
  console.log(['', rule, `!!! SKIPPED: the CSV in LibreOffice`, `!!! ${MISSING}`, rule].join('\n'));
}

/** LibreOffice's CSV import options: the defaults of its import dialog, and what a person ticks. */
function csvImportOptions({ detectSpecialNumbers = false, evaluateFormulas = false } = {}) {
  // Separators , ; tab (44/59/9), text delimiter " (34), UTF-8 (76), from line 1, no column
  // formats, the default language (0), quoted fields as text: no, special numbers, three export
  // options (unused here), all sheets (-1), formulas evaluated (the 13th token).
  return [
    '44/59/9',
    '34',
    '76',
    '1',
    '',
    '0',
    'false',
    String(detectSpecialNumbers),
    'false',
    'false',
    'false',
    '-1',
    String(evaluateFormulas),
  ].join(',');
}

interface Cell {
  /** office:value-type: string, float, date, time… */
  type: string;
  /** office:value or office:date-value, where the cell holds one. */
  value: string | null;
  /** table:formula, where the cell is a formula. */
  formula: string | null;
  /** What the cell shows. */
  shown: string;
}

const OFFICE = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0';
const TABLE = 'urn:oasis:names:tc:opendocument:xmlns:table:1.0';
const TEXT = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0';

/** A paragraph's text: <text:s text:c="n"/> as n spaces, a tab and a line break as themselves. */
function textOf(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return node.nodeValue ?? '';
  const element = node as Element;
  if (element.namespaceURI === TEXT && element.localName === 's')
    return ' '.repeat(Number(element.getAttributeNS(TEXT, 'c') ?? '1'));
  if (element.namespaceURI === TEXT && element.localName === 'tab') return '\t';
  if (element.namespaceURI === TEXT && element.localName === 'line-break') return '\n';
  return [...node.childNodes].map(textOf).join('');
}

/** The first sheet of a flat OpenDocument spreadsheet as rows of cells, empty rows left out. */
function rowsOf(fods: string): Cell[][] {
  // jsdom's DOMParser (this file's environment) reads the XML with its namespaces.
  const document = new DOMParser().parseFromString(fods, 'application/xml');
  const table = document.getElementsByTagNameNS(TABLE, 'table')[0];
  if (!table) throw new Error('No sheet in the converted file');
  const rows = [...table.getElementsByTagNameNS(TABLE, 'table-row')].map((row) =>
    [...row.children]
      .filter((cell) => cell.namespaceURI === TABLE && cell.localName.endsWith('table-cell'))
      .flatMap((cell): Cell[] => {
        const repeated = Number(cell.getAttributeNS(TABLE, 'number-columns-repeated') ?? '1');
        const one: Cell = {
          type: cell.getAttributeNS(OFFICE, 'value-type') ?? '',
          value: cell.getAttributeNS(OFFICE, 'value') ?? cell.getAttributeNS(OFFICE, 'date-value'),
          formula: cell.getAttributeNS(TABLE, 'formula'),
          shown: [...cell.getElementsByTagNameNS(TEXT, 'p')].map(textOf).join('\n'),
        };
        return Array.from({ length: Math.min(repeated, 100) }, () => one);
      }),
  );
  return rows.filter((row) => row.some((cell) => cell.shown !== ''));
}

/** The first sheet of a flat OpenDocument spreadsheet as rows of cells by header. */
function sheetOf(fods: string): Record<string, Cell>[] {
  const [header, ...data] = rowsOf(fods);
  return data.map((row) =>
    Object.fromEntries(header!.map((name, i) => [name.shown, row[i] ?? EMPTY])),
  );
}

const EMPTY: Cell = { type: '', value: null, formula: null, shown: '' };

const run = (file: string, args: string[]) =>
  new Promise<void>((resolve, reject) => {
    execFile(file, args, { timeout: 120_000 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(),
    );
  });

let dir: string;

/** The CSV as LibreOffice opens it with `options`, its first sheet read back by header. */
async function openInLibreOffice(csv: string, options: string) {
  return sheetOf(await convertedInLibreOffice(csv, options));
}

/** The CSV as LibreOffice opens it with `options`, as a flat OpenDocument spreadsheet. */
async function convertedInLibreOffice(csv: string, options: string) {
  if (!soffice) throw new Error(MISSING);
  const work = await mkdtemp(path.join(dir, 'open-'));
  const input = path.join(work, 'registrations.csv');
  await writeFile(input, csv, 'utf8');
  await run(soffice, [
    // A profile of the test's own (made by the first run), not the machine's: the options are
    // all given here, and nothing a person ticked elsewhere enters.
    `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
    '--headless',
    '--norestore',
    `--infilter=CSV:${options}`,
    '--convert-to',
    'fods',
    '--outdir',
    work,
    input,
  ]);
  return readFile(path.join(work, 'registrations.fods'), 'utf8');
}

const registration = (over: Partial<Registration>): Registration => ({
  id: 'camp_3f9a2c0011223344',
  programmeId: 'camp',
  account: 'uid-parent',
  email: 'parent@example.org',
  name: 'Asha Verma',
  dob: '2010-12-12',
  phone: '+91 91234 56789',
  parish: 'St Mary',
  deanery: 'Agra City',
  emergencyName: 'Ravi Verma',
  emergencyPhone: '+91-98765-43210',
  answers: {},
  health: '',
  consent: 'guardian',
  noticeVersion: '2026-11-27',
  noticeLanguage: 'en',
  // 06:05 UTC: 11:35 in Agra.
  createdAt: '2026-11-29T06:05:08.206Z',
  status: 'confirmed',
  waitNumber: null,
  cancelReason: '',
  // 18:30 UTC: midnight in Agra, the next day.
  arrivedAt: '2026-11-29T18:30:00.000Z',
  addedBy: '',
  expiresAt: '2027-12-11T00:00:00.000Z',
  ...over,
});

const CSV = registrationsCsv(
  [],
  [
    registration({ name: '=HYPERLINK("http://x","y")' }),
    registration({
      id: 'camp_7b10de0011223344',
      name: 'आशा "Ashu" Verma, Jr',
      dob: '2000-01-01',
      phone: '+919123456789',
      emergencyPhone: '09876543210',
      parish: '-2+3',
      deanery: '@SUM(A1)',
      consent: 'self',
      arrivedAt: null,
    }),
  ],
  '2026-12-12',
);

const text = (shown: string): Partial<Cell> => ({ type: 'string', formula: null, shown });

describe.skipIf(!soffice && !inCI)('the registrations CSV in LibreOffice Calc', () => {
  beforeAll(async () => {
    if (!soffice) throw new Error(MISSING);
    dir = await mkdtemp(path.join(os.tmpdir(), 'csv-libreoffice-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('opens with the default options: phones as typed, times as written, no formula', async () => {
    const [first, second] = await openInLibreOffice(CSV, csvImportOptions());
    expect(first).toMatchObject({
      // A name that is a formula is text, its guard showing.
      Name: text(`'=HYPERLINK("http://x","y")`),
      Reference: text('3F9-A2C'),
      'Date of birth': { type: 'date', value: '2010-12-12' },
      'Age on the first day': { type: 'float', value: '16', formula: null },
      // The word joiner has no width: the cell shows the number as typed, as text.
      Phone: text(`${WORD_JOINER}+91 91234 56789`),
      'Emergency phone': text(`${WORD_JOINER}+91-98765-43210`),
      // Without 'Detect special numbers' (LibreOffice's default) a time stays the text written.
      'Registered at': text('2026-11-29 11:35'),
      Arrived: text('2026-11-30 00:00'),
    });
    expect(first!.Phone!.shown.replace(WORD_JOINER, '')).toBe('+91 91234 56789');
    expect(second).toMatchObject({
      Name: text('आशा "Ashu" Verma, Jr'),
      // A run of digits stays text, its + and its leading 0 kept.
      Phone: text(`${WORD_JOINER}+919123456789`),
      'Emergency phone': text(`${WORD_JOINER}09876543210`),
      Parish: text("'-2+3"),
      Deanery: text("'@SUM(A1)"),
      'Age on the first day': { type: 'float', value: '26' },
      Arrived: { shown: '' },
    });
  });

  it("reads the times as date-time values when 'Detect special numbers' is ticked", async () => {
    const [first] = await openInLibreOffice(CSV, csvImportOptions({ detectSpecialNumbers: true }));
    expect(first).toMatchObject({
      'Registered at': { type: 'date', value: '2026-11-29T11:35:00', formula: null },
      Arrived: { type: 'date', formula: null },
      // Still no phone becomes a number, and no name a formula.
      Phone: text(`${WORD_JOINER}+91 91234 56789`),
      Name: text(`'=HYPERLINK("http://x","y")`),
    });
    // Midnight is written as the date alone.
    expect(first!.Arrived!.value).toMatch(/^2026-11-30(T00:00:00)?$/);
    // LibreOffice shows the value in its own date-time form (with seconds).
    expect(first!['Registered at']!.shown).toMatch(/^2026-11-29 11:35(:00)?$/);
    expect(first!.Arrived!.shown).toMatch(/^2026-11-30 00:00(:00)?$/);
  });

  it("runs nothing even when 'Evaluate formulas' is ticked", async () => {
    const rows = await openInLibreOffice(CSV, csvImportOptions({ evaluateFormulas: true }));
    expect(rows).toHaveLength(2);
    for (const row of rows)
      for (const [column, cell] of Object.entries(row))
        expect({ column, formula: cell.formula }).toEqual({ column, formula: null });
    expect(rows[0]).toMatchObject({
      Name: text(`'=HYPERLINK("http://x","y")`),
      Phone: text(`${WORD_JOINER}+91 91234 56789`),
    });
    expect(rows[1]).toMatchObject({
      Phone: text(`${WORD_JOINER}+919123456789`),
      Parish: text("'-2+3"),
    });
  });
});

/** A year's report of one programme counted, with a small deanery and a parish named as a formula. */
const REPORT = yearReport(
  2026,
  {
    programmes: [],
    counts: [
      {
        programmeId: 'camp',
        title: 'युवा शिविर: Youth Camp',
        place: 'Agra',
        firstDay: '2026-12-11',
        lastDay: '2026-12-13',
        confirmed: 23,
        waiting: 0,
        cancelled: 1,
        walkIns: 2,
        arrived: 21,
        days: [],
        deaneries: [
          { name: 'Agra', people: 20, ages: [5, 10, 5, 0], arrived: 19 },
          { name: 'Mathura', people: 3, ages: [0, 3, 0, 0], arrived: 2 },
        ],
        parishes: [
          { name: 'Cathedral, Agra', deanery: 'Agra', people: 20, arrived: 19 },
          { name: '=cmd|"/c calc"!A1', deanery: 'Mathura', people: 3, arrived: 2 },
        ],
        countedAt: '2026-12-14T21:47:00.000Z',
      },
    ],
    photos: {},
  },
  '2026-12-31',
);

describe.skipIf(!soffice && !inCI)("the year's report CSV in LibreOffice Calc", () => {
  beforeAll(async () => {
    if (!soffice) throw new Error(MISSING);
    dir = await mkdtemp(path.join(os.tmpdir(), 'csv-libreoffice-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("opens with Hindi intact, numbers as numbers, '<5' as text and no formula, even evaluated", async () => {
    for (const evaluateFormulas of [false, true]) {
      const rows = rowsOf(
        await convertedInLibreOffice(
          yearReportCsv(REPORT, 'Youth Commission'),
          csvImportOptions({ evaluateFormulas }),
        ),
      );
      const row = (first: string) => rows.find((cells) => cells[0]?.shown === first)!;
      expect(row('युवा शिविर: Youth Camp')[4]).toMatchObject({ type: 'float', value: '23' });
      expect(row('Mathura').slice(0, 2)).toMatchObject([text('Mathura'), text('<5')]);
      expect(row(`'=cmd|"/c calc"!A1`)[0]).toMatchObject(text(`'=cmd|"/c calc"!A1`));
      for (const cells of rows)
        for (const cell of cells) expect(cell.formula, cell.shown).toBeNull();
    }
  });
});
