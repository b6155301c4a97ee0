/**
 * The admin dashboard: quick actions, a tile per screen that shows records and one for the Trash
 * (DashboardTiles.tsx), the records changed most recently, with who changed them, what the Hindi
 * site still shows in English (NotYetInHindi.tsx, which also reads the pages of text, the site
 * details and, once the programmes are read, the registration settings of those to come), and the
 * programmes whose counts are overdue (CountsToKeep.tsx, which asks which of the programmes that
 * ended have them). Everything is read once, side by side, when the screen opens (the Trash after
 * its expired items have gone).
 * A read that fails costs only its own tile a figure: it shows a dash named 'not available', never
 * a zero that would be wrong. Opening it also gives messages stored before they had a sortYear
 * theirs (services/sortYears.ts), out of sight: until then the public pages leave them out.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Spinner } from '../../components/Spinner';
import { PROFILE } from '../../config/profile';
import type { SavedPage } from '../../domain/editablePages';
import { localDateString, splitProgrammes } from '../../domain/programmes';
import type { ProgrammeRegistration } from '../../domain/registration/registrations';
import type { SiteDetails } from '../../domain/siteDetails';
import type { TrashItem } from '../../domain/types';
import { readSavedPages } from '../../services/pages';
import { readRecords } from '../../services/records';
import { listProgrammeRegistrations } from '../../services/registration/programmeRegistration';
import { readSiteDetails } from '../../services/siteDetails';
import { fillMissingSortYears } from '../../services/sortYears';
import { purgeThenListTrash } from '../flow/trash';
import { sectionPath, withAddFormOpen } from '../paths';
import { ADMIN_SECTIONS } from '../sections';
import { ChangeText } from '../ui/ChangeLine';
import { CountsToKeep } from './CountsToKeep';
import { DashboardListItem, DashboardSection, NotAvailable } from './DashboardSection';
import { DashboardTiles } from './DashboardTiles';
import {
  DASHBOARD_READS,
  dashboardLists,
  readsFailed,
  type DashboardReads,
} from './dashboardSummary';
import { missingHindi } from './missingHindi';
import { NotYetInHindi } from './NotYetInHindi';
import { recentChanges, type RecentChange } from './recentChanges';

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

/**
 * The registration settings of the programmes still to come among `reads` (one document each),
 * or null when they or the programmes could not be read.
 */
async function readUpcomingRegistrations(reads: DashboardReads) {
  const { programmes } = dashboardLists(reads);
  if (programmes === null) return null;
  const upcoming = splitProgrammes(programmes, localDateString(new Date())).upcoming;
  return orNull(() => listProgrammeRegistrations(upcoming.map((p) => p.id)));
}

interface Loaded {
  reads: DashboardReads;
  /** The registration settings of the programmes to come, or null when they could not be read. */
  registrations: ProgrammeRegistration[] | null;
  /** The pages of text as saved, or null when they could not be read. */
  pages: SavedPage[] | null;
  /** The site's details as the site shows them, or null when they could not be read. */
  details: SiteDetails | null;
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
    void orNull(fillMissingSortYears);
    void Promise.all([
      readEverything().then(async (reads) => ({
        reads,
        registrations: await readUpcomingRegistrations(reads),
      })),
      orNull(purgeThenListTrash),
      orNull(readSavedPages),
      orNull(async () => (await readSiteDetails()) ?? PROFILE.siteDetails),
    ]).then(([{ reads, registrations }, trash, pages, details]) => {
      if (!current) return;
      if (
        readsFailed(reads) !== 'none' ||
        registrations === null ||
        trash === null ||
        pages === null ||
        details === null
      )
        toast.error(LOAD_FAILED, { toastId: LOAD_FAILED });
      setLoaded({ reads, registrations, trash, pages, details, now: new Date() });
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
          <DashboardTiles reads={loaded.reads} trash={loaded.trash} now={loaded.now} />
          <RecentChanges
            changes={recentChanges(loaded.reads)}
            failed={readsFailed(loaded.reads)}
            now={loaded.now}
          />
          <NotYetInHindi missing={missingHindiOf(loaded)} />
          <OverdueCounts loaded={loaded} />
        </>
      )}
    </div>
  );
}

/** The programmes whose counts are overdue, once the programmes were read. */
function OverdueCounts({ loaded }: { loaded: Loaded }) {
  const programmes = useMemo(() => dashboardLists(loaded.reads).programmes, [loaded.reads]);
  return programmes && <CountsToKeep programmes={programmes} now={loaded.now} />;
}

/** What has no Hindi yet, from the dashboard's reads. */
function missingHindiOf({ reads, registrations, pages, details, now }: Loaded) {
  const { programmes, messages, gallery } = dashboardLists(reads);
  return missingHindi(
    { programmes, registrations, messages, photos: gallery, pages, details },
    localDateString(now),
  );
}

function QuickActions() {
  return (
    <DashboardSection title="Quick actions">
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {QUICK_ACTIONS.map(({ label, to }) => (
          <li key={label}>
            <Link to={to} className="btn btn-outline-primary">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </DashboardSection>
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
    <DashboardSection title="Recent changes">
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
                <DashboardListItem
                  key={change.key}
                  kind={change.kind}
                  name={change.name}
                  to={change.path}
                  note={<ChangeText change={change} now={now} />}
                />
              ))}
            </ol>
          )}
        </>
      )}
    </DashboardSection>
  );
}
