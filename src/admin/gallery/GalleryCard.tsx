import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import type { GalleryImage, Programme } from '../../domain/types';
import { reasonOf } from '../../domain/words';
import { movePhotos } from '../../services/galleryWrites';
import { removeNow } from '../../services/trash';
import { useAccess } from '../access/AccessContext';
import type { AdminFlow } from '../flow/useAdminFlow';
import { ChangeLine } from '../ui/ChangeLine';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/** The card's texts (docs/behaviour.md, Gallery). */
export const GALLERY_CARD = {
  general: 'the general gallery',
  noProgramme: 'No programme',
  unknownProgramme: 'a programme no longer on the site',
  moved: (to: string) => `Photo moved to ${to}`,
  moveFailed: (reason: string) => `Error moving photo: ${reason}`,
  removeQuestion:
    'Remove this photo now? The photo and all its files are deleted at once, and it will not come back with a restore.',
  removed: 'Photo removed',
  removeFailed: (reason: string) => `Error removing photo: ${reason}`,
} as const;

/**
 * A gallery entry's card: its thumbnail and title, the programme it belongs to (a select moves it
 * to another or to none), when it was added and by whom, a link to the full image, Delete and,
 * for owners, 'Remove now' (a photo taken down on request: deleted for good with its files).
 */
export function GalleryCard({
  image,
  flow,
  programmes,
}: {
  image: GalleryImage;
  flow: Pick<AdminFlow<GalleryImage>, 'askDelete' | 'reload'>;
  /** The programmes it may be moved to. */
  programmes: readonly Programme[];
}) {
  const { isOwner } = useAccess();
  const selectId = useId();
  const [busy, setBusy] = useState(false);
  const [askingRemove, setAskingRemove] = useState(false);
  const current = programmes.find((p) => p.id === image.programmeId);

  const move = async (programmeId: string) => {
    setBusy(true);
    try {
      await movePhotos([image.id], programmeId || null);
    } catch (error) {
      console.error(error);
      toast.error(GALLERY_CARD.moveFailed(reasonOf(error)));
      setBusy(false);
      return;
    }
    const to = programmes.find((p) => p.id === programmeId);
    toast.success(GALLERY_CARD.moved(to ? to.title : GALLERY_CARD.general));
    setBusy(false);
    flow.reload();
  };

  const remove = async () => {
    setAskingRemove(false);
    setBusy(true);
    try {
      await removeNow('gallery', image.id);
    } catch (error) {
      console.error(error);
      toast.error(GALLERY_CARD.removeFailed(reasonOf(error)));
      setBusy(false);
      return;
    }
    toast.success(GALLERY_CARD.removed);
    flow.reload();
  };

  return (
    <li className="col">
      <figure className="card h-100 mb-0">
        <img
          src={image.thumbUrl ?? image.imageUrl}
          alt={image.title}
          loading="lazy"
          width={480}
          height={360}
          className="card-img-top object-fit-cover h-auto"
        />
        <figcaption className="card-body p-2">
          <p className="small mb-1 text-truncate">{image.title}</p>
          <label htmlFor={selectId} className="visually-hidden">
            Programme of {image.title}
          </label>
          <select
            id={selectId}
            className="form-select form-select-sm mb-1"
            value={image.programmeId ?? ''}
            disabled={busy}
            onChange={(event) => void move(event.target.value)}
          >
            <option value="">{GALLERY_CARD.noProgramme}</option>
            {image.programmeId && !current && (
              <option value={image.programmeId}>{GALLERY_CARD.unknownProgramme}</option>
            )}
            {programmes.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title} ({p.startDate})
              </option>
            ))}
          </select>
          <ChangeLine record={image} className="small text-muted mb-2" />
          <div className="d-flex flex-wrap gap-2">
            <a
              href={image.imageUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-sm btn-outline-secondary"
              aria-label={`Open ${image.title} in a new tab`}
            >
              Open
            </a>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={`Delete ${image.title}`}
              disabled={busy}
              onClick={() => flow.askDelete(image)}
            >
              Delete
            </button>
            {isOwner && (
              <button
                type="button"
                className="btn btn-sm btn-danger"
                aria-label={`Remove ${image.title} now`}
                disabled={busy}
                onClick={() => setAskingRemove(true)}
              >
                Remove now
              </button>
            )}
          </div>
        </figcaption>
      </figure>
      {askingRemove && (
        <ConfirmDialog
          message={GALLERY_CARD.removeQuestion}
          confirmLabel="Remove now"
          onConfirm={() => void remove()}
          onCancel={() => setAskingRemove(false)}
        />
      )}
    </li>
  );
}
