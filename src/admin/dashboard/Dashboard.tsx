/**
 * The admin dashboard: quick actions, a tile per collection (members, messages, gallery, events)
 * and the records changed most recently. Everything is read once, side by side, when the screen
 * opens. A read that fails costs only its own tile a figure: it shows a dash named 'not
 * available', never a zero that would be wrong.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Spinner } from '../../components/Spinner';
import type { Collection } from '../../domain/collections';
import { countOf } from '../../domain/words';
import { GALLERY } from '../../services/gallery';
import { MEMBERS } from '../../services/members';
import { EVENTS } from '../../services/programmes';
import { readRecords } from '../../services/records';
import { ADMIN_SECTIONS, sectionPath, sectionShowing, withAddFormOpen } from '../sections';
import {
  DASHBOARD_READS,
  dashboardLists,
  dashboardSummary,
  exactDateTime,
  readsFailed,
  recentChanges,
  relativeTime,
  termCountText,
  type DashboardReads,
  type DashboardSummary,
  type RecentChange,
} from './dashboardSummary';

const LOAD_FAILED = 'Failed to load the dashboard';

/** The quick actions of the admin sections, opening a screen's add form where it has one. */
const QUICK_ACTIONS = ADMIN_SECTIONS.flatMap((section) =>
  section.quickAction
    ? [
        {
          label: section.quickAction.label,
          to: section.quickAction.opensAddForm
            ? withAddFormOpen(sectionPath(section))
            : sectionPath(section),
        },
      ]
    : [],
);

/** The admin screen that shows a collection's records. */
function screenOf(collection: Collection): string | undefined {
  const section = sectionShowing(collection, {});
  return section && sectionPath(section);
}

/** A read's records, or null when it failed (the failure is logged). */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    console.error(error);
    return null;
  }
}

/** Every screen's records, all read at once; a failed read gives null, never throws. */
const readEverything = (): Promise<DashboardReads> =>
  Promise.all(
    DASHBOARD_READS.map(async (section) => ({
      section,
      records: await orNull(() =>
        readRecords(section.shows.collection, { where: section.shows.where }),
      ),
    })),
  );

interface Loaded {
  reads: DashboardReads;
  /** When the lists arrived: the 'now' of every relative time and of today's date. */
  now: Date;
}

/** The lists, read once on mount; null while they are read. Says once if any read failed. */
function useDashboardLists(): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    void readEverything().then((reads) => {
      if (!current) return;
      if (readsFailed(reads) !== 'none') toast.error(LOAD_FAILED, { toastId: LOAD_FAILED });
      setLoaded({ reads, now: new Date() });
    });
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}

export function Dashboard() {
  const loaded = useDashboardLists();
  return (
    <div className="d-grid gap-4">
      <QuickActions />
      {loaded === null ? (
        <Spinner />
      ) : (
        <>
          <Tiles summary={dashboardSummary(dashboardLists(loaded.reads), loaded.now)} />
          <RecentChanges
            changes={recentChanges(loaded.reads)}
            failed={readsFailed(loaded.reads)}
            now={loaded.now}
          />
        </>
      )}
    </div>
  );
}

/** A section titled by an h2, named by it for assistive technology. */
function Section({
  title,
  className,
  headingClassName = 'h5 mb-3',
  children,
}: {
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function QuickActions() {
  return (
    <Section title="Quick actions">
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {QUICK_ACTIONS.map(({ label, to }) => (
          <li key={label}>
            <Link to={to} className="btn btn-outline-primary">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A dash for a figure that could not be read, named 'not available' for screen readers. */
function NotAvailable() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">not available</span>
    </>
  );
}

/** A tile: a card whose h2 title links to its screen when it has one. */
function Tile({ title, to, children }: { title: string; to?: string; children: ReactNode }) {
  return (
    <div className="col">
      <Section
        title={to ? <Link to={to}>{title}</Link> : title}
        className="card h-100 card-body"
        headingClassName="h5 card-title mb-3"
      >
        {children}
      </Section>
    </div>
  );
}

/** The big figure of a tile, or a dash when it could not be read. */
function Figure({ text }: { text: string | null }) {
  return <p className="fs-4 mb-2">{text ?? <NotAvailable />}</p>;
}

/** One labelled detail under a tile's figure. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl className="mb-0">
      <dt className="small text-muted fw-normal">{label}</dt>
      <dd className="mb-0">{children}</dd>
    </dl>
  );
}

function Tiles({ summary }: { summary: DashboardSummary }) {
  const { members, messages, gallery, events } = summary;
  return (
    <div className="row row-cols-1 row-cols-lg-2 g-3">
      <Tile title="Members" to={screenOf(MEMBERS)}>
        <Figure text={members && countOf(members.total, 'member')} />
        {members && (
          <Detail label="Newest term">
            {members.newestTerm ? termCountText(members.newestTerm) : 'No member has a term yet.'}
          </Detail>
        )}
      </Tile>

      <Tile title="Messages">
        <table className="table table-sm align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col" className="text-end">
                Messages
              </th>
              <th scope="col">Newest year</th>
            </tr>
          </thead>
          <tbody>
            {messages.map(({ kind, label, path, stats }) => (
              <tr key={kind}>
                <th scope="row" className="fw-normal">
                  <Link to={path}>{label}</Link>
                </th>
                <td className="text-end">{stats ? stats.count : <NotAvailable />}</td>
                <td>
                  {stats ? (
                    (stats.newestYear ?? <span className="text-muted">none</span>)
                  ) : (
                    <NotAvailable />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Tile>

      <Tile title="Gallery" to={screenOf(GALLERY)}>
        <Figure text={gallery && countOf(gallery.total, 'image')} />
      </Tile>

      <Tile title="Events" to={screenOf(EVENTS)}>
        <Figure text={events && countOf(events.upcoming, 'upcoming event')} />
        {events && (
          <Detail label="Next">
            {events.next ? (
              <>
                {events.next.title}
                <span className="d-block small text-muted">{events.next.dates}</span>
              </>
            ) : (
              'Nothing planned yet.'
            )}
          </Detail>
        )}
      </Tile>
    </div>
  );
}

function RecentChanges({
  changes,
  failed,
  now,
}: {
  changes: RecentChange[];
  failed: ReturnType<typeof readsFailed>;
  now: Date;
}) {
  return (
    <Section title="Recent changes">
      {failed === 'all' ? (
        <p className="mb-0">
          <NotAvailable />
        </p>
      ) : (
        <>
          {failed === 'some' && (
            <p className="small text-muted">Records that could not be read are not listed.</p>
          )}
          {changes.length === 0 ? (
            <p className="mb-0">No changes yet.</p>
          ) : (
            <ol className="list-group">
              {changes.map((change) => (
                <li key={change.key} className="list-group-item">
                  <div className="row g-1 align-items-baseline">
                    <div className="col-12 col-sm-4 col-xl-3 small text-muted">{change.kind}</div>
                    <div className="col text-break">
                      <Link to={change.path}>{change.name}</Link>
                    </div>
                    <div className="col-auto small text-muted">
                      {change.change === 'added' ? 'Added' : 'Edited'}{' '}
                      <When at={change.at} now={now} />
                    </div>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </Section>
  );
}

/**
 * A relative time ('3 days ago') whose exact date and time shows in a tooltip on hover and on
 * keyboard focus. Rather than a title attribute, which browsers show only to a mouse, late and
 * briefly, and which screen readers announce unevenly: the `<time>` takes focus (also on a tap),
 * the tooltip stays while the pointer is over it and Escape hides it (WCAG 1.4.13), and it is the
 * time's accessible description, so a screen reader hears the exact time too.
 */
function When({ at, now }: { at: Date; now: Date }) {
  const tooltipId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const shown = (hovered || focused) && !dismissed;

  useEffect(() => {
    if (!shown) return;
    const dismissOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', dismissOnEscape);
    return () => document.removeEventListener('keydown', dismissOnEscape);
  }, [shown]);

  return (
    <span
      className="position-relative d-inline-block"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
    >
      <time
        dateTime={at.toISOString()}
        tabIndex={0}
        aria-describedby={tooltipId}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setDismissed(false);
        }}
      >
        {relativeTime(at, now)}
      </time>
      <span
        id={tooltipId}
        role="tooltip"
        hidden={!shown}
        className="position-absolute top-100 end-0 z-3 mt-1 px-2 py-1 rounded bg-dark text-white text-nowrap"
      >
        {exactDateTime(at)}
      </span>
    </span>
  );
}
