/**
 * 'Manage Events': the add/edit form and the commission's programmes in two groups, those still to
 * come or going on (soonest first) and those over (most recent first), by the administrator's own
 * date.
 */
import { useId } from 'react';
import { ProgrammeDates } from '../../components/ProgrammeCard';
import { localDateString, splitProgrammes } from '../../domain/programmes';
import type { Programme } from '../../domain/types';
import { Spinner } from '../../components/Spinner';
import { EVENTS, listProgrammes } from '../../services/programmes';
import { useAdminFlow, type AdminFlow, type AdminFlowOptions } from '../flow/useAdminFlow';
import { AddFormToggle } from '../ui/AddFormToggle';
import { DeleteConfirmation } from '../ui/ConfirmDialog';
import { EditDeleteButtons } from '../ui/EditDeleteButtons';
import { ProgrammeForm } from './ProgrammeForm';

const FLOW: AdminFlowOptions<Programme> = {
  collection: EVENTS,
  load: listProgrammes,
  fetchFailed: 'Failed to fetch events',
  deletion: {
    question: 'Are you sure you want to delete this event?',
    done: 'Event deleted successfully',
    failed: 'Failed to delete event',
  },
};

export function EventsAdmin() {
  const flow = useAdminFlow(FLOW);
  // Read at every render: a screen left open overnight sorts by the new day at its next change.
  const { upcoming, past } = splitProgrammes(flow.items, localDateString(new Date()));

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 className="h4 mb-0">Manage Events</h2>
        <AddFormToggle flow={flow} label="Add New Event" />
      </div>

      {flow.form && (
        <ProgrammeForm
          key={flow.form.record?.id ?? 'new'}
          programme={flow.form.record}
          onSaved={flow.saved}
        />
      )}
      {flow.loading ? (
        <Spinner />
      ) : flow.items.length === 0 ? (
        <p className="text-center py-4">No events yet. Add your first event!</p>
      ) : (
        <>
          <ProgrammeGroup title="Upcoming" programmes={upcoming} flow={flow} />
          <ProgrammeGroup title="Past" programmes={past} flow={flow} />
        </>
      )}
      <DeleteConfirmation flow={flow} />
    </section>
  );
}

/** One group of programme cards under its heading; nothing when the group is empty. */
function ProgrammeGroup({
  title,
  programmes,
  flow,
}: {
  title: string;
  programmes: readonly Programme[];
  flow: AdminFlow<Programme>;
}) {
  const headingId = useId();
  if (programmes.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h3 id={headingId} className="h5 mb-3">
        {title}
      </h3>
      <ul className="list-unstyled d-grid gap-3">
        {programmes.map((programme) => (
          <li key={programme.id}>
            <article className="card p-3">
              <div className="d-flex gap-3 align-items-start">
                <PosterOrPlaceholder programme={programme} />
                <div className="flex-grow-1">
                  <h4 className="h6 mb-1">{programme.title}</h4>
                  <p className="small mb-1">
                    <ProgrammeDates programme={programme} />
                  </p>
                  {programme.place && <p className="small text-muted mb-2">{programme.place}</p>}
                  <div className="d-flex flex-wrap gap-2">
                    <EditDeleteButtons flow={flow} record={programme} name={programme.title} />
                  </div>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

const POSTER = { width: 72, height: 96 };

/** The programme's poster, or a plain calendar sheet in its place when it has none. */
function PosterOrPlaceholder({ programme }: { programme: Programme }) {
  if (programme.imageUrl)
    return (
      <img
        src={programme.imageUrl}
        alt={`Poster of ${programme.title}`}
        {...POSTER}
        loading="lazy"
        className="rounded border object-fit-cover flex-shrink-0"
      />
    );
  return (
    <svg
      role="img"
      aria-label={`${programme.title} (no poster)`}
      viewBox="0 0 24 32"
      {...POSTER}
      className="rounded bg-light text-secondary flex-shrink-0"
    >
      <rect x="5" y="9" width="14" height="14" rx="1.5" fill="none" stroke="currentColor" />
      <path d="M5 13h14M9 7.5v3M15 7.5v3" stroke="currentColor" />
    </svg>
  );
}
