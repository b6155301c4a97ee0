/**
 * The printed copy of the year's report: the commission's emblem and name, the year, when it was
 * read, then the report's tables. It is on the page (outside the app's root, hidden from screen
 * readers as a copy of the screen) while the screen shows a report, never on the screen itself;
 * the print stylesheet (report.css) prints it alone, on A4 portrait, whether 'Print' or the
 * browser's own print is used. Its emblem is fetched with the report, so it is there to print.
 */
import { createPortal } from 'react-dom';
import { PROFILE } from '../../config/profile';
import { clockTimeForPeople } from '../../domain/deviceClock';
import type { YearReport } from '../../domain/registration/yearReport';
import { ReportTables } from './ReportTables';

export function ReportSheet({ report, readAt }: { report: YearReport; readAt: Date }) {
  const { emblem } = PROFILE.logos;
  return createPortal(
    <div className="report-sheet" aria-hidden="true">
      <header className="report-sheet-head d-flex align-items-center gap-3 mb-3">
        <img src={emblem.src} alt={emblem.alt} width={emblem.width} height={emblem.height} />
        <div>
          <p className="fs-5 fw-semibold mb-0">{PROFILE.names.title}</p>
          <h1 className="h3 mb-0">Year&apos;s report {report.year}</h1>
          <p className="small mb-0">Read on {clockTimeForPeople(readAt)}.</p>
        </div>
      </header>
      <ReportTables report={report} />
    </div>,
    document.body,
  );
}
