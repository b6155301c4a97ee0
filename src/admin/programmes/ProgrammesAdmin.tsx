/**
 * 'Manage Events': the add/edit form and the commission's programmes in two groups, those still to
 * come or going on (soonest first) and those over (most recent first), by the administrator's own
 * date.
 */
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { localDateString, splitProgrammes } from '../../domain/programmes';
import type { Programme } from '../../domain/types';
import { reasonOf } from '../../domain/words';
import { listProgrammes } from '../../services/programmes';
import { programmePhotoIds } from '../../services/galleryWrites';
import { useAdminFlow, type AdminFlow, type AdminFlowOptions } from '../flow/useAdminFlow';
import { ScreenHeading } from '../ui/ScreenHeading';
import { CardList } from '../ui/CardList';
import { ListBody } from '../ui/ListBody';
import { DeleteProgrammeDialog } from './DeleteProgrammeDialog';
import { ProgrammeCard } from './ProgrammeCard';
import { ProgrammeForm } from './ProgrammeForm';

const FLOW: AdminFlowOptions<Programme> = {
  collection: 'events',
  load: listProgrammes,
  fetchFailed: 'Failed to fetch events',
  deletion: {
    question: 'Are you sure you want to delete this event?',
    done: 'Event deleted successfully',
    failed: 'Failed to delete event',
  },
};

export function ProgrammesAdmin() {
  const flow = useAdminFlow(FLOW);
  // Read at every render: a screen left open overnight sorts by the new day at its next change.
  const { upcoming, past } = splitProgrammes(flow.items, localDateString(new Date()));
  const [saved, setSaved] = useState(false);
  // A programme with photos asks what becomes of them; one without, the flow's question.
  const [withPhotos, setWithPhotos] = useState<{ programme: Programme; count: number } | null>(
    null,
  );
  const askDelete = async (programme: Programme) => {
    let count: number;
    try {
      count = (await programmePhotoIds(programme.id)).length;
    } catch (error) {
      console.error(error);
      toast.error(`Failed to delete event: ${reasonOf(error)}`);
      return;
    }
    if (count === 0) flow.askDelete(programme);
    else setWithPhotos({ programme, count });
  };
  const cardFlow: AdminFlow<Programme> = { ...flow, askDelete: (p) => void askDelete(p) };

  return (
    <section>
      <ScreenHeading title="Manage Events" flow={flow} addLabel="Add New Event" />

      {flow.form && (
        <ProgrammeForm
          key={flow.form.key}
          record={flow.form.record}
          onSaved={() => {
            setSaved(true);
            flow.saved();
          }}
          onProgrammeSaved={flow.reload}
        />
      )}
      {saved && !flow.form && (
        <p className="alert alert-info">
          The programme&apos;s page shows the saved event now. Its link preview (the title, dates
          and poster shown where its link is shared) follows at the next publish, every night.
        </p>
      )}
      <ListBody
        flow={flow}
        empty={
          flow.items.length === 0 && (
            <p className="text-center py-4">No events yet. Add your first event!</p>
          )
        }
      >
        <ProgrammeGroup title="Upcoming" programmes={upcoming} flow={cardFlow} />
        <ProgrammeGroup title="Past" programmes={past} flow={cardFlow} />
      </ListBody>
      {withPhotos && (
        <DeleteProgrammeDialog
          programme={withPhotos.programme}
          photoCount={withPhotos.count}
          onClose={() => {
            setWithPhotos(null);
            flow.reload();
          }}
          onDeleted={() => {
            setWithPhotos(null);
            flow.reload();
          }}
        />
      )}
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
      <CardList
        items={programmes}
        layout="d-grid gap-3"
        card={(p) => <ProgrammeCard programme={p} flow={flow} />}
      />
    </section>
  );
}
