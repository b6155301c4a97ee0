import { ProgrammeDates } from '../../components/ProgrammeCard';
import type { Programme } from '../../domain/types';
import type { AdminFlow } from '../flow/useAdminFlow';
import { ChangeLine } from '../ui/ChangeLine';
import { EditDeleteButtons } from '../ui/EditDeleteButtons';
import { AddPhotosLink } from '../upload/AddPhotosLink';
import { RegistrationsLink } from './RegistrationsLink';

/**
 * A programme's card: poster, title, dates, place, its last change, Edit and Delete, 'Add photos'
 * with the number of its photos, and its registrations when it takes them on this site.
 */
export function ProgrammeCard({
  programme,
  flow,
}: {
  programme: Programme;
  flow: AdminFlow<Programme>;
}) {
  return (
    <li>
      <article className="card p-3">
        <div className="d-flex gap-3 align-items-start">
          <PosterOrPlaceholder programme={programme} />
          <div className="flex-grow-1">
            <h4 className="h6 mb-1">{programme.title}</h4>
            <p className="small mb-1">
              <ProgrammeDates programme={programme} />
            </p>
            {programme.place && <p className="small text-muted mb-1">{programme.place}</p>}
            <ChangeLine record={programme} className="small text-muted mb-2" />
            <div className="d-flex flex-wrap gap-2">
              <EditDeleteButtons flow={flow} record={programme} name={programme.title} />
              <AddPhotosLink programmeId={programme.id} title={programme.title} />
              <RegistrationsLink
                programmeId={programme.id}
                title={programme.title}
                version={programme.updatedAt ?? programme.createdAt ?? ''}
              />
            </div>
          </div>
        </div>
      </article>
    </li>
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
