/**
 * "Year's report" (/admin/report): the commission's report to its bishop for a year, made of each
 * programme's counts (which outlive the registrations) and its photos. A year is chosen from those
 * that have programmes (this year in India first); the report is read when the screen opens and
 * when another year is chosen, and can be printed (ReportSheet) or downloaded as a CSV. A read
 * that fails says so and shows no numbers; the list of years that cannot be read leaves this
 * year to choose, and says so.
 */
import { useEffect, useId, useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { PROFILE } from '../../config/profile';
import {
  reportYears,
  yearOf,
  yearReport,
  type YearReport,
} from '../../domain/registration/yearReport';
import { yearReportCsv, yearReportFileName } from '../../domain/registration/yearReportCsv';
import { siteDate } from '../../domain/siteClock';
import { reasonOf } from '../../domain/words';
import { readFirstReportYear, readYearReport } from '../../services/registration/yearReport';
import { saveFile } from '../ui/saveFile';
import { ReportSheet } from './ReportSheet';
import { ReportTables } from './ReportTables';
import './report.css';

export const REPORT_TEXTS = {
  intro: `The programmes of a year and the young people they reached, by deanery, parish and age band: the commission's report to the ${PROFILE.officeHolders.bishop.menuLabel}. Print it, or download it for a spreadsheet.`,
  failed: (year: number, reason: string) =>
    `The report of ${year} could not be read (${reason}). Nothing is shown rather than numbers that could be wrong.`,
  yearsFailed: (year: number, reason: string) =>
    `The years before ${year} could not be read (${reason}): only ${year} can be chosen.`,
} as const;

/** What was read of one year, and when. */
type Read =
  | { status: 'reading' }
  | { status: 'failed'; reason: string }
  | { status: 'read'; report: YearReport; at: Date };

/**
 * Reads the report of `year`, again whenever `attempt` changes; what was read of another year or
 * attempt counts as still reading.
 */
function useYearReport(year: number, attempt: number): Read {
  const key = `${year}:${attempt}`;
  const [read, setRead] = useState<{ key: string; read: Read } | null>(null);
  useEffect(() => {
    let current = true;
    readYearReport(year).then(
      (sources) => {
        const at = new Date();
        if (current)
          setRead({
            key,
            read: { status: 'read', report: yearReport(year, sources, siteDate(at)), at },
          });
      },
      (error: unknown) => {
        console.error(`The report of ${year} could not be read`, error);
        if (current) setRead({ key, read: { status: 'failed', reason: reasonOf(error) } });
      },
    );
    return () => {
      current = false;
    };
  }, [year, key]);
  return read?.key === key ? read.read : { status: 'reading' };
}

/** The years to choose from, newest first; why they could not be read, if so (this year only). */
function useReportYears(thisYear: number, attempt: number) {
  const [years, setYears] = useState<{ years: number[]; failed: string | null }>({
    years: [thisYear],
    failed: null,
  });
  useEffect(() => {
    let current = true;
    readFirstReportYear().then(
      (first) => current && setYears({ years: reportYears(first, thisYear), failed: null }),
      (error: unknown) => {
        console.error('The years of the report could not be read', error);
        if (current) setYears({ years: [thisYear], failed: reasonOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [thisYear, attempt]);
  return years;
}

export function YearReportAdmin() {
  const ids = useId();
  const [thisYear] = useState(() => yearOf(siteDate(new Date())));
  const [year, setYear] = useState(thisYear);
  const [attempt, setAttempt] = useState(0);
  const years = useReportYears(thisYear, attempt);
  const read = useYearReport(year, attempt);
  const tryAgain = () => setAttempt((n) => n + 1);
  const report = read.status === 'read' ? read.report : null;
  const nothing = !report || report.programmes.length === 0;

  return (
    <section>
      <p>{REPORT_TEXTS.intro}</p>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <div>
          <label htmlFor={`${ids}-year`} className="form-label mb-1">
            Year
          </label>
          <select
            id={`${ids}-year`}
            className="form-select"
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
          >
            {years.years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={nothing}
          onClick={() =>
            report &&
            saveFile(
              new Blob([yearReportCsv(report, PROFILE.names.title)], {
                type: 'text/csv;charset=utf-8',
              }),
              yearReportFileName(report.year),
            )
          }
        >
          Download CSV
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={nothing}
          onClick={() => window.print()}
        >
          Print
        </button>
      </div>

      {years.failed !== null && (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2">
          <span>{REPORT_TEXTS.yearsFailed(thisYear, years.failed)}</span>
          <button type="button" className="btn btn-sm btn-outline-dark" onClick={tryAgain}>
            Try again
          </button>
        </div>
      )}

      {read.status === 'reading' && <Spinner />}
      {read.status === 'failed' && (
        <div className="alert alert-danger" role="alert">
          <p>{REPORT_TEXTS.failed(year, read.reason)}</p>
          <button type="button" className="btn btn-primary" onClick={tryAgain}>
            Try again
          </button>
        </div>
      )}
      {read.status === 'read' && (
        <>
          <h2 className="h4">{read.report.year}</h2>
          <ReportTables report={read.report} />
          <ReportSheet report={read.report} readAt={read.at} />
        </>
      )}
    </section>
  );
}
