/**
 * The year's report as a CSV file (csv.ts: UTF-8 with a byte order mark so that Excel opens it
 * with Hindi names intact, and no cell runs as a formula): the report's tables one below the
 * other, each under its name and separated by an empty row, the hidden cells as the screen shows
 * them ('<5', '*'), and its notes last.
 */
import { csvOf, type CsvValue } from '../csv';
import { AGE_BANDS } from './programmeCounts';
import {
  REPORT_NOTES,
  cellText,
  hasProtectingCells,
  type Cell,
  type YearReport,
} from './yearReport';

/** The CSV's name for a year: 'year-report-2026.csv'. */
export const yearReportFileName = (year: number) => `year-report-${year}.csv`;

/** A cell's value: its number as a number, or what a hidden one shows. */
const value = (cell: Cell): CsvValue => (cell.state === 'shown' ? cell.value : cellText(cell));

/**
 * The file's text: its first line names the commission (`commission`) and the year; then the
 * programmes with their totals, and, once the year has counts, the tables by deanery, by parish
 * and by age band. A programme without counts leaves its numbers empty.
 */
export function yearReportCsv(report: YearReport, commission: string): string {
  const rows: CsvValue[][] = [
    [],
    ['Programmes'],
    [
      'Programme',
      'First day',
      'Last day',
      'Place',
      'Registrations (confirmed)',
      'Arrived',
      'Photos published',
    ],
    ...report.programmes.map((p) => [
      p.title,
      p.firstDay,
      p.lastDay,
      p.place,
      p.confirmed,
      p.arrived,
      p.photos,
    ]),
    ['Total', '', '', '', report.totals.confirmed, report.totals.arrived, report.totals.photos],
    ...(report.programmes.some((p) => p.confirmed === null)
      ? [[REPORT_NOTES.notCounted('Empty numbers')]]
      : []),
  ];
  if (report.counted)
    rows.push(
      [],
      ['People by deanery'],
      ['Deanery', 'People', ...AGE_BANDS.map((band) => band.label), 'Arrived'],
      ...report.deaneries.map((d) => [
        d.name,
        value(d.people),
        ...d.ages.map(value),
        value(d.arrived),
      ]),
      [
        'All deaneries',
        value(report.people),
        ...report.ages.slice(0, AGE_BANDS.length).map((a) => value(a.people)),
        value(report.arrived),
      ],
      [],
      ['People by parish'],
      ['Parish', 'Deanery', 'People', 'Arrived'],
      ...report.parishes.map((p) => [p.name, p.deanery, value(p.people), value(p.arrived)]),
      ['All parishes', '', value(report.people), value(report.arrived)],
      [],
      ['People by age band'],
      ['Age band', 'People'],
      ...report.ages.map((a) => [a.label, value(a.people)]),
      ['All ages', value(report.people)],
      [],
      [REPORT_NOTES.small],
      ...(hasProtectingCells(report) ? [[REPORT_NOTES.protecting]] : []),
      [REPORT_NOTES.people],
      [REPORT_NOTES.parishes],
    );
  return csvOf([`${commission}: year's report ${report.year}`], rows);
}
