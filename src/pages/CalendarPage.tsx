import { useCallback, useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader';
import { ProgrammeList } from '../components/ProgrammeCard';
import { Spinner } from '../components/Spinner';
import { SubscribeLinks } from '../components/SubscribeLinks';
import { useHydrated, usePublishedRead } from '../components/published';
import { useToday } from '../components/useToday';
import { useCalendarNames } from '../components/calendarNames';
import { useLanguage, useWords } from '../components/words';
import {
  addMonths,
  monthGrid,
  monthGridRange,
  monthParam,
  monthTitle,
  parseMonthParam,
  programmesInMonth,
  weekdayHeadings,
  type YearMonth,
} from '../domain/calendar';
import { programmeTextIn } from '../domain/programmes';
import { programmePath } from '../domain/publicPaths';
import { listProgrammesBetween } from '../services/programmes';

/**
 * A month of programmes (/calendar?month=2026-02): the month in the address, so it can be shared
 * and the back button works; a grid of weeks with today marked, each day showing its programmes
 * (their titles on wide screens, a marker on phones); the month's programmes listed below.
 */
export function CalendarPage() {
  const today = useToday();
  const navigate = useNavigate();
  // The page built beforehand shows the month it was published in; the month in the address
  // replaces it once the browser has taken that page over.
  const hydrated = useHydrated();
  const search = useLocation().search;
  const monthValue = hydrated ? new URLSearchParams(search).get('month') : null;
  const month = today === null ? null : parseMonthParam(monthValue, today);
  const say = useWords();
  return (
    <>
      <PageHeader title={say('Calendar')} />
      <div className="container py-5">
        {/* Without published content, the visitor's month is known only in the browser. */}
        {today === null || month === null ? (
          <Spinner />
        ) : (
          // One view a month shown: taking over a published page whose address names the month
          // it shows keeps its grid and links, which a tap may be on.
          <MonthView
            key={monthParam(month)}
            month={month}
            today={today}
            show={(other) => navigate(other ? `?month=${monthParam(other)}` : '.')}
          />
        )}
        <SubscribeLinks />
      </div>
    </>
  );
}

function MonthView({
  month,
  today,
  show,
}: {
  month: YearMonth;
  today: string;
  /** Opens a month; null for the visitor's own. */
  show: (month: YearMonth | null) => void;
}) {
  const headingId = useId();
  const listId = useId();
  const { first, last } = monthGridRange(month);
  const load = useCallback(() => listProgrammesBetween(first, last), [first, last]);
  const state = usePublishedRead(
    `programmes/month/${monthParam(month)}`,
    load,
    'Failed to fetch programmes',
    { collections: ['events'] },
  );
  const programmes = state.status === 'ready' ? state.data : [];
  const weeks = monthGrid(month, programmes, today);
  const say = useWords();
  const names = useCalendarNames();
  const title = monthTitle(month, names);
  const weekdays = weekdayHeadings(names);
  const inMonth = programmesInMonth(programmes, month);
  // The programmes' titles in the page's language where the team gave them (programmeTextIn).
  const language = useLanguage();

  return (
    <>
      <div className="calendar-toolbar">
        <h2 id={headingId} className="calendar-month" aria-live="polite">
          {title}
        </h2>
        <div className="calendar-buttons">
          <button
            type="button"
            className="btn btn-outline-brand"
            onClick={() => show(addMonths(month, -1))}
          >
            {say('Previous month')}
          </button>
          <button type="button" className="btn btn-outline-brand" onClick={() => show(null)}>
            {say('Today')}
          </button>
          <button
            type="button"
            className="btn btn-outline-brand"
            onClick={() => show(addMonths(month, 1))}
          >
            {say('Next month')}
          </button>
        </div>
      </div>
      <table className="calendar-grid" aria-labelledby={headingId}>
        <thead>
          <tr>
            {weekdays.short.map((day, i) => (
              <th key={day} scope="col">
                <span aria-hidden="true">{day}</span>
                <span className="visually-hidden">{weekdays.full[i]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((day) => (
                <td
                  key={day.date}
                  className={`calendar-day${day.inMonth ? '' : ' is-other-month'}${day.isToday ? ' is-today' : ''}`}
                  aria-current={day.isToday ? 'date' : undefined}
                >
                  <span className="calendar-day-number">{day.day}</span>
                  {day.programmes.map((programme) => {
                    const { title } = programmeTextIn(programme, language);
                    return (
                      <Link
                        key={programme.id}
                        to={programmePath(programme.id)}
                        className="calendar-programme"
                      >
                        <span className="calendar-programme-title" lang={title.lang}>
                          {title.text}
                        </span>
                      </Link>
                    );
                  })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {state.status === 'loading' && <Spinner />}
      <section aria-labelledby={listId} className="mt-5 narrow">
        <h2 id={listId} className="section-title">
          {say('Programmes in {month}', { month: title })}
        </h2>
        {state.status === 'loading' ? null : inMonth.length === 0 ? (
          <p>{say('No programmes this month.')}</p>
        ) : (
          <ProgrammeList programmes={inMonth} />
        )}
      </section>
    </>
  );
}
