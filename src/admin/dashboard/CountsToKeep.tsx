/**
 * The programmes whose counts are overdue: they took registrations, ended two days ago or more,
 * and have no counts kept, which happens only when the nightly count does not run. Opening a
 * programme's registrations keeps them; after the last chance its registrations start to go and
 * the year's report loses it for good. Shown only when there is one, or when it could not be
 * read (then it says so, rather than nothing).
 */
import { useEffect, useMemo, useState } from 'react';
import { formatProgrammeDates, lastDay, localDateString } from '../../domain/programmes';
import {
  countableProgrammes,
  overdueCounts,
  type OverdueCounts,
} from '../../domain/registration/programmeCounts';
import type { Programme } from '../../domain/types';
import { readCountsKept } from '../../services/registration/programmeCounts';
import { registrationsPath } from '../paths';
import { DashboardListItem, DashboardSection } from './DashboardSection';

const TITLE = 'Counts to keep';

type Read =
  { status: 'reading' } | { status: 'failed' } | { status: 'read'; overdue: OverdueCounts[] };

/** The day as people read it: '12 Mar 2027'. */
const dayOf = (date: string) => formatProgrammeDates({ startDate: date, endDate: '' });

export function CountsToKeep({ programmes, now }: { programmes: readonly Programme[]; now: Date }) {
  const today = localDateString(now);
  const ended = useMemo(
    () => countableProgrammes(programmes, today, now),
    [programmes, today, now],
  );
  return ended.length === 0 ? null : <Overdue ended={ended} today={today} now={now} />;
}

/** Asks which of the ended programmes have their counts, and lists those overdue. */
function Overdue({ ended, today, now }: { ended: Programme[]; today: string; now: Date }) {
  const [read, setRead] = useState<Read>({ status: 'reading' });
  useEffect(() => {
    let current = true;
    readCountsKept(ended.map((p) => p.id)).then(
      ({ taking, counted }) =>
        current &&
        setRead({ status: 'read', overdue: overdueCounts(ended, taking, counted, today, now) }),
      (error: unknown) => {
        console.error('Whether the counts are kept could not be read', error);
        if (current) setRead({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [ended, today, now]);

  if (read.status === 'reading' || (read.status === 'read' && read.overdue.length === 0))
    return null;
  return (
    <DashboardSection title={TITLE}>
      {read.status === 'failed' ? (
        <p className="mb-0">
          Whether every programme that ended has its counts kept could not be read. Open the
          dashboard again later.
        </p>
      ) : (
        <>
          <p>
            The year&apos;s report is made from each programme&apos;s counts, which the nightly
            count keeps the night after it ends. These have none yet: open each one&apos;s
            registrations to keep them now. After the last day shown its registrations start to be
            deleted, and its numbers are lost for good.
          </p>
          <ul className="list-group">
            {read.overdue.map(({ programme, lastChance }) => (
              <DashboardListItem
                key={programme.id}
                kind="Programme"
                name={programme.title}
                to={registrationsPath(programme.id)}
                note={`Ended ${dayOf(lastDay(programme))}; keep by ${dayOf(lastChance)}`}
              />
            ))}
          </ul>
        </>
      )}
    </DashboardSection>
  );
}
