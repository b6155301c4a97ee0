import { useEffect, useId, useRef, useState } from 'react';
import { PageHeader } from '../components/PageHeader';
import { ProgrammeList } from '../components/ProgrammeCard';
import { Spinner } from '../components/Spinner';
import { useAsyncData } from '../components/useAsyncData';
import { compareBySoonest } from '../domain/programmes';
import type { Programme } from '../domain/types';
import {
  PAST_PROGRAMMES_READ,
  PAST_PROGRAMMES_SHOWN,
  UPCOMING_PROGRAMMES_READ,
} from '../services/pageReads';
import { listOlderProgrammes } from '../services/programmes';

/**
 * The commission's programmes: the upcoming ones soonest first, then the past ones most recent
 * first, the latest twelve at once and the rest on request. A failed read is logged and shows
 * the empty state.
 */
export function ProgrammesPage() {
  const upcomingId = useId();
  const pastId = useId();
  return (
    <>
      <PageHeader
        title="Programmes"
        subtitle="Retreats, camps and gatherings of the Youth Commission"
      />
      <div className="container py-5 narrow">
        <section aria-labelledby={upcomingId} className="mb-5">
          <h2 id={upcomingId} className="section-title">
            Upcoming Programmes
          </h2>
          <UpcomingProgrammes />
        </section>
        <section aria-labelledby={pastId}>
          <h2 id={pastId} className="section-title">
            Past Programmes
          </h2>
          <PastProgrammes />
        </section>
      </div>
    </>
  );
}

function UpcomingProgrammes() {
  const state = useAsyncData(UPCOMING_PROGRAMMES_READ.take, 'Failed to fetch programmes');
  if (state.status === 'loading') return <Spinner />;
  const upcoming = state.status === 'ready' ? [...state.data].sort(compareBySoonest) : [];
  if (upcoming.length === 0)
    return <p>No upcoming programmes at the moment. Please check back soon.</p>;
  return <ProgrammeList programmes={upcoming} />;
}

function PastProgrammes() {
  const state = useAsyncData(PAST_PROGRAMMES_READ.take, 'Failed to fetch past programmes');
  const [older, setOlder] = useState<Programme[] | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  // Keyboard and screen-reader users continue at the first programme just shown.
  useEffect(() => {
    if (!older?.length) return;
    const links = list.current?.querySelectorAll<HTMLAnchorElement>('.programme-title a');
    links?.[PAST_PROGRAMMES_SHOWN]?.focus();
  }, [older]);
  if (state.status === 'loading') return <Spinner />;

  const latest = state.status === 'ready' ? state.data : [];
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
