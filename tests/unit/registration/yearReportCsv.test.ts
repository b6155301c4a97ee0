import { describe, expect, it } from 'vitest';
import type { ProgrammeCounts } from '../../../src/domain/registration/programmeCounts';
import { yearReport } from '../../../src/domain/registration/yearReport';
import { yearReportCsv, yearReportFileName } from '../../../src/domain/registration/yearReportCsv';
import type { Programme } from '../../../src/domain/types';

const camp: Programme = {
  id: 'camp',
  // A title that a spreadsheet would run as a formula.
  title: '=HYPERLINK("http://example.org","Camp")',
  startDate: '2026-03-12',
  endDate: '2026-03-14',
  time: '',
  place: 'St. Peter’s College, Agra',
  description: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: null,
};

const campCounts: ProgrammeCounts = {
  programmeId: 'camp',
  title: 'Camp',
  place: 'Agra',
  firstDay: '2026-03-12',
  lastDay: '2026-03-14',
  confirmed: 45,
  waiting: 0,
  cancelled: 2,
  walkIns: 1,
  arrived: 40,
  days: [],
  deaneries: [
    { name: 'Agra City', people: 20, ages: [5, 3, 6, 6], arrived: 18 },
    { name: 'मथुरा', people: 25, ages: [6, 7, 6, 6], arrived: 22 },
  ],
  parishes: [
    { name: 'Cathedral', deanery: 'Agra City', people: 20, arrived: 18 },
    { name: 'St Mary', deanery: 'मथुरा', people: 25, arrived: 22 },
  ],
  countedAt: '2026-03-15T20:00:00.000Z',
};

const day: Programme = {
  ...camp,
  id: 'day',
  title: 'Youth Day',
  startDate: '2026-12-20',
  endDate: '2026-12-20',
};

/** The file's lines, without the byte order mark, each line's cells as written. */
const linesOf = (csv: string) => csv.slice(1).split('\r\n');

describe('yearReportCsv', () => {
  const report = yearReport(
    2026,
    { programmes: [camp, day], counts: [campCounts], photos: { camp: 12, day: 0 } },
    '2026-06-01',
  );
  const csv = yearReportCsv(report, 'Youth Commission of Agra Archdiocese');
  const lines = linesOf(csv);

  it('opens with a byte order mark, so that Excel reads UTF-8 (Hindi names intact)', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(lines).toContain('"St Mary","मथुरा","25","22"');
  });

  it('names the commission and the year first, then lists the programmes and their totals', () => {
    expect(lines.slice(0, 7)).toEqual([
      '"Youth Commission of Agra Archdiocese: year\'s report 2026"',
      '',
      '"Programmes"',
      '"Programme","First day","Last day","Place","Registrations (confirmed)","Arrived","Photos published"',
      // The formula made text with an apostrophe (csv.ts).
      '"\'=HYPERLINK(""http://example.org"",""Camp"")","2026-03-12","2026-03-14","St. Peter’s College, Agra","45","40","12"',
      // Without counts: its numbers are empty.
      '"Youth Day","2026-12-20","2026-12-20","St. Peter’s College, Agra","","","0"',
      '"Total","","","","45","40","12"',
    ]);
    expect(lines[7]).toMatch(/^"Empty numbers: no counts\./);
  });

  it('gives the tables by deanery, parish and age band, the hidden cells as the screen shows them', () => {
    const from = lines.indexOf('"People by deanery"');
    expect(lines.slice(from, from + 5)).toEqual([
      '"People by deanery"',
      '"Deanery","People","Under 15","15–17","18–24","25 and over","Arrived"',
      // 3 is under 5; its row's smallest other (5) is hidden with it, and then the columns of
      // under 15 and 15–17 each hide the other deanery's cell.
      '"Agra City","20","*","<5","6","6","18"',
      '"मथुरा","25","*","*","6","6","22"',
      '"All deaneries","45","11","10","12","12","40"',
    ]);
    const parishes = lines.indexOf('"People by parish"');
    expect(lines.slice(parishes, parishes + 5)).toEqual([
      '"People by parish"',
      '"Parish","Deanery","People","Arrived"',
      '"Cathedral","Agra City","20","18"',
      '"St Mary","मथुरा","25","22"',
      '"All parishes","","45","40"',
    ]);
    const ages = lines.indexOf('"People by age band"');
    expect(lines.slice(ages, ages + 7)).toEqual([
      '"People by age band"',
      '"Age band","People"',
      '"Under 15","11"',
      '"15–17","10"',
      '"18–24","12"',
      '"25 and over","12"',
      '"All ages","45"',
    ]);
    expect(lines.slice(ages + 8, -1)).toEqual([
      '"<5: 1 to 4 people. Small numbers are hidden so that no young person can be picked out."',
      '"*: 5 or more, hidden so that a total does not give away a number under 5 beside it."',
      expect.stringMatching(/^"People are those who had a place/),
      expect.stringMatching(/^"By parish without age bands/),
    ]);
    expect(lines.at(-1)).toBe('');
  });

  it('a year without counts has its programmes only', () => {
    const programmesOnly = linesOf(
      yearReportCsv(
        yearReport(2026, { programmes: [day], counts: [], photos: { day: 3 } }, '2026-06-01'),
        'Youth Commission',
      ),
    );
    expect(programmesOnly).not.toContain('"People by deanery"');
    expect(programmesOnly.at(-3)).toBe('"Total","","","","","","3"');
  });

  it('is named for its year', () => {
    expect(yearReportFileName(2026)).toBe('year-report-2026.csv');
  });
});
