import { useEffect, useId, useRef, useState } from 'react';
import { PageHeader } from '../components/PageHeader';
import { ProgrammeList } from '../components/ProgrammeCard';
import { Spinner } from '../components/Spinner';
import { SubscribeLinks } from '../components/SubscribeLinks';
import { usePublishedRead } from '../components/published';
import { compareBySoonest } from '../domain/programmes';
import type { Programme } from '../domain/types';
import {
  listOlderProgrammes,
  listPastProgrammes,
  listUpcomingProgrammes,
} from '../services/programmes';

/** How many past programmes the page shows before 'Show older programmes'. */
const PAST_PROGRAMMES_SHOWN = 12;

/**
 * Both lists at once, so that the page appears whole instead of the past list jumping down: the
 * programmes still to come on the visitor's date, and the latest past ones, one more than are
 * shown first (it tells whether there are older).
 */
const readLists = (today: string) =>
  Promise.all([
    listUpcomingProgrammes(today),
    listPastProgrammes(today, PAST_PROGRAMMES_SHOWN + 1),
  ]);

/**
 * The commission's programmes: the upcoming ones soonest first, then the past ones most recent
 * first, the latest twelve at once and the rest on request. A failed read is logged; the lists
 * stay as published, or show their empty state on a page without published content.
 */
export function ProgrammesPage() {
  const upcomingId = useId();
  const pastId = useId();
  const state = usePublishedRead('programmes/lists', readLists, 'Failed to fetch programmes');
  return (
    <>
      <PageHeader
        title="Programmes"
        subtitle="Retreats, camps and gatherings of the Youth Commission"
      />
      <div className="container py-5 narrow">
        {state.status === 'loading' ? (
          <Spinner />
        ) : (
          <>
            <section aria-labelledby={upcomingId} className="mb-5">
              <h2 id={upcomingId} className="section-title">
                Upcoming Programmes
              </h2>
              <UpcomingProgrammes upcoming={(state.status === 'ready' && state.data[0]) || []} />
            </section>
            <section aria-labelledby={pastId}>
              <h2 id={pastId} className="section-title">
                Past Programmes
              </h2>
              <PastProgrammes latest={(state.status === 'ready' && state.data[1]) || []} />
            </section>
          </>
        )}
        <SubscribeLinks />
      </div>
    </>
  );
}

function UpcomingProgrammes({ upcoming }: { upcoming: readonly Programme[] }) {
  if (upcoming.length === 0)
    return <p>No upcoming programmes at the moment. Please check back soon.</p>;
  return <ProgrammeList programmes={[...upcoming].sort(compareBySoonest)} />;
}

function PastProgrammes({ latest }: { latest: readonly Programme[] }) {
  const [older, setOlder] = useState<Programme[] | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  // Keyboard and screen-reader users continue at the first programme just shown.
  useEffect(() => {
    if (!older?.length) return;
    const links = list.current?.querySelectorAll<HTMLAnchorElement>('.programme-title a');
    links?.[PAST_PROGRAMMES_SHOWN]?.focus();
  }, [older]);
  const shown = latest.slice(0, PAST_PROGRAMMES_SHOWN);
  const hasOlder = older === null && latest.length > shown.length;
  if (shown.length === 0) return <p>No past programmes yet.</p>;

  const showOlder = async () => {
    setLoadingOlder(true);
    try {
      const rest = await listOlderProgrammes(shown);
      setOlder(rest);
    } catch (error) {
      console.error('Failed to fetch older programmes', error);
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <div ref={list}>
      <ProgrammeList programmes={[...shown, ...(older ?? [])]} />
      {hasOlder && (
        <button
          type="button"
          className="btn btn-outline-maroon"
          disabled={loadingOlder}
          onClick={() => void showOlder()}
        >
          {loadingOlder ? 'Loading...' : 'Show older programmes'}
        </button>
      )}
    </div>
  );
}
