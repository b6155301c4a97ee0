/**
 * The year's report as tables: the totals, the programmes, then (once the year has counts) people
 * by deanery with their age bands, by parish and by age band, and the notes on what the marks
 * mean. The screen shows them, and its printed copy (ReportSheet) prints the same.
 */
import type { ReactNode } from 'react';
import { AGE_BANDS } from '../../domain/registration/programmeCounts';
import {
  REPORT_NOTES,
  cellText,
  hasProtectingCells,
  type Cell,
  type ProgrammeLine,
  type YearReport,
} from '../../domain/registration/yearReport';
import { countOf } from '../../domain/words';

/** What a number of the programmes' list shows when there is none. */
export const NOT_COUNTED = '—';

export const REPORT_TABLE_TEXTS = {
  noProgrammes: (year: number) => `No programme began in ${year}.`,
  noCounts: (year: number) =>
    `No programme of ${year} has counts yet. A programme's counts are kept the day after it ends, when it took registrations on this site.`,
  programmes: ({ programmes, toCome }: YearReport['totals']) =>
    toCome > 0 ? `${programmes} (${toCome} still to come)` : String(programmes),
} as const;

export function ReportTables({ report }: { report: YearReport }) {
  const { year, totals } = report;
  if (report.programmes.length === 0)
    return <p className="alert alert-info">{REPORT_TABLE_TEXTS.noProgrammes(year)}</p>;
  return (
    <>
      <div role="group" aria-label="Totals">
        <dl className="report-totals d-flex flex-wrap gap-2 mb-3">
          <Total term="Programmes" value={REPORT_TABLE_TEXTS.programmes(totals)} />
          <Total term="Registrations (confirmed)" value={totals.confirmed ?? NOT_COUNTED} />
          <Total term="Arrived" value={totals.arrived ?? NOT_COUNTED} />
          <Total term="Photos published" value={totals.photos} />
        </dl>
      </div>
      <ProgrammesTable report={report} />
      {report.counted ? (
        <>
          <DeaneryTable report={report} />
          <ParishTable report={report} />
          <AgeTable report={report} />
          <ul className="report-notes small list-unstyled">
            <li>{REPORT_NOTES.small}</li>
            {hasProtectingCells(report) && <li>{REPORT_NOTES.protecting}</li>}
            <li>{REPORT_NOTES.people}</li>
            <li>{REPORT_NOTES.parishes}</li>
          </ul>
        </>
      ) : (
        <p className="alert alert-info">{REPORT_TABLE_TEXTS.noCounts(year)}</p>
      )}
    </>
  );
}

function Total({ term, value }: { term: string; value: number | string }) {
  return (
    <div className="border rounded px-3 py-2">
      <dt className="small fw-normal">{term}</dt>
      <dd className="fs-4 fw-semibold mb-0">{value}</dd>
    </div>
  );
}

/**
 * A table named by its caption, wide tables scrolled sideways on a phone: the scrolling box takes
 * the keyboard's focus (a table of numbers holds nothing else that could), named by the caption.
 */
function Table({
  caption,
  head,
  texts = 1,
  children,
  foot,
}: {
  caption: string;
  head: readonly string[];
  /** How many columns, from the first, hold text: the others hold numbers, right-aligned. */
  texts?: number;
  children: ReactNode;
  foot?: ReactNode;
}) {
  return (
    <div className="table-responsive mb-3" role="region" aria-label={caption} tabIndex={0}>
      <table className="table table-sm table-bordered report-table">
        <caption className="caption-top fw-semibold text-body">{caption}</caption>
        <thead>
          <tr>
            {head.map((label, i) => (
              <th key={label} scope="col" className={i < texts ? undefined : 'text-end'}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  );
}

/** A number of the tables, right-aligned: its text, or '<5' and '*' for a hidden one. */
function NumberCell({ cell }: { cell: Cell | number | null }) {
  const text =
    cell === null ? NOT_COUNTED : typeof cell === 'number' ? String(cell) : cellText(cell);
  return <td className="text-end">{text}</td>;
}

function ProgrammesTable({ report }: { report: YearReport }) {
  const { totals } = report;
  const notCounted = report.programmes.some((p) => p.confirmed === null || p.photos === null);
  return (
    <>
      <Table
        caption={`Programmes of ${report.year}`}
        head={['Programme', 'Dates', 'Place', 'Registrations', 'Arrived', 'Photos']}
        texts={3}
        foot={
          <tr>
            <th scope="row" colSpan={3}>
              Total: {countOf(totals.programmes, 'programme')}
            </th>
            <NumberCell cell={totals.confirmed} />
            <NumberCell cell={totals.arrived} />
            <NumberCell cell={totals.photos} />
          </tr>
        }
      >
        {report.programmes.map((p) => (
          <ProgrammeRow key={p.id} programme={p} />
        ))}
      </Table>
      {notCounted && <p className="small">{REPORT_NOTES.notCounted(NOT_COUNTED)}</p>}
    </>
  );
}

function ProgrammeRow({ programme }: { programme: ProgrammeLine }) {
  return (
    <tr>
      <th scope="row" className="fw-normal">
        {programme.title}
      </th>
      <td>
        {programme.dates}
        {programme.toCome && ' (to come)'}
      </td>
      <td>{programme.place}</td>
      <NumberCell cell={programme.confirmed} />
      <NumberCell cell={programme.arrived} />
      <NumberCell cell={programme.photos} />
    </tr>
  );
}

function DeaneryTable({ report }: { report: YearReport }) {
  const bands = report.ages.slice(0, AGE_BANDS.length);
  return (
    <Table
      caption="People by deanery"
      head={['Deanery', 'People', ...AGE_BANDS.map((band) => band.label), 'Arrived']}
      foot={
        <tr>
          <th scope="row">All deaneries</th>
          <NumberCell cell={report.people} />
          {bands.map((band) => (
            <NumberCell key={band.label} cell={band.people} />
          ))}
          <NumberCell cell={report.arrived} />
        </tr>
      }
    >
      {report.deaneries.map((d) => (
        <tr key={d.name}>
          <th scope="row" className="fw-normal">
            {d.name}
          </th>
          <NumberCell cell={d.people} />
          {d.ages.map((cell, band) => (
            <NumberCell key={AGE_BANDS[band]!.label} cell={cell} />
          ))}
          <NumberCell cell={d.arrived} />
        </tr>
      ))}
    </Table>
  );
}

function ParishTable({ report }: { report: YearReport }) {
  return (
    <Table
      caption="People by parish"
      head={['Parish', 'Deanery', 'People', 'Arrived']}
      texts={2}
      foot={
        <tr>
          <th scope="row" colSpan={2}>
            All parishes
          </th>
          <NumberCell cell={report.people} />
          <NumberCell cell={report.arrived} />
        </tr>
      }
    >
      {report.parishes.map((p) => (
        <tr key={`${p.name}|${p.deanery}`}>
          <th scope="row" className="fw-normal">
            {p.name}
          </th>
          <td>{p.deanery}</td>
          <NumberCell cell={p.people} />
          <NumberCell cell={p.arrived} />
        </tr>
      ))}
    </Table>
  );
}

function AgeTable({ report }: { report: YearReport }) {
  return (
    <Table
      caption="People by age band"
      head={['Age band', 'People']}
      foot={
        <tr>
          <th scope="row">All ages</th>
          <NumberCell cell={report.people} />
        </tr>
      }
    >
      {report.ages.map((a) => (
        <tr key={a.label}>
          <th scope="row" className="fw-normal">
            {a.label}
          </th>
          <NumberCell cell={a.people} />
        </tr>
      ))}
    </Table>
  );
}
