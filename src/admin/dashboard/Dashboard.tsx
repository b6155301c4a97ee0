/**
 * The admin dashboard: quick actions, a tile per collection (members, messages, gallery, events)
 * and one for the Trash, and the records changed most recently, with who changed them. Everything
 * is read once, side by side, when the screen opens (the Trash after its expired items have gone).
 * A read that fails costs only its own tile a figure: it shows a dash named 'not available', never
 * a zero that would be wrong.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Spinner } from '../../components/Spinner';
import type { Collection } from '../../domain/collections';
import type { TrashItem } from '../../domain/types';
import { TRASH_DAYS } from '../../domain/validation';
import { countOf } from '../../domain/words';
import { GALLERY } from '../../services/gallery';
import { MEMBERS } from '../../services/members';
import { EVENTS } from '../../services/programmes';
import { readRecords } from '../../services/records';
import { purgeThenListTrash } from '../flow/trash';
import {
  ADMIN_SECTIONS,
  TRASH_PATH,
  sectionPath,
  sectionShowing,
  withAddFormOpen,
} from '../sections';
import { ChangeText } from '../ui/ChangeLine';
import {
  DASHBOARD_READS,
  dashboardLists,
  dashboardSummary,
  readsFailed,
  recentChanges,
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
  /** What the Trash holds, or null when it could not be read. */
  trash: TrashItem[] | null;
  /** When the lists arrived: the 'now' of every relative time and of today's date. */
  now: Date;
}

/** The lists, read once on mount; null while they are read. Says once if any read failed. */
function useDashboardLists(): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all([readEverything(), orNull(purgeThenListTrash)]).then(([reads, trash]) => {
      if (!current) return;
      if (readsFailed(reads) !== 'none' || trash === null)
        toast.error(LOAD_FAILED, { toastId: LOAD_FAILED });
      setLoaded({ reads, trash, now: new Date() });
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
          <Tiles
            summary={dashboardSummary(dashboardLists(loaded.reads), loaded.now)}
            trash={loaded.trash}
          />
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

function Tiles({ summary, trash }: { summary: DashboardSummary; trash: TrashItem[] | null }) {
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

      <Tile title="Trash" to={TRASH_PATH}>
        <Figure text={trash && countOf(trash.length, 'item')} />
        <p className="small text-muted mb-0">
          Deleted records wait there for {TRASH_DAYS} days, then go for good.
        </p>
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
                      <ChangeText change={change} now={now} />
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
