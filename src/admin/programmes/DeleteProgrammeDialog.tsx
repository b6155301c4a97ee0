/**
 * Deleting a programme that has photos: what becomes of them (kept in the general gallery, or
 * moved to the Trash too), then the photos in batches with their progress, then the programme to
 * the Trash. Interrupted, it says so and what to do: deleting again finishes the job.
 */
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { Programme } from '../../domain/types';
import { deleteProgrammeWithPhotos, type ProgrammePhotos } from '../../services/galleryWrites';
import { Modal } from '../ui/Modal';

/** The screen's texts (docs/behaviour.md, Manage Events). */
export const DELETE_WITH_PHOTOS = {
  question: (title: string, count: number) =>
    `“${title}” has ${count} ${count === 1 ? 'photo' : 'photos'}. What should happen to ${count === 1 ? 'it' : 'them'}?`,
  keep: (count: number) => `Keep its ${count} ${count === 1 ? 'photo' : 'photos'} in the gallery`,
  trash: (count: number) =>
    `Move its ${count} ${count === 1 ? 'photo' : 'photos'} to the Trash too`,
  progress: (done: number, total: number) => `Moving photos: ${done} of ${total}`,
  interrupted: 'Some photos were not moved. Delete the programme again to finish.',
  done: 'Event deleted successfully',
} as const;

export function DeleteProgrammeDialog({
  programme,
  photoCount,
  onClose,
  onDeleted,
}: {
  programme: Programme;
  photoCount: number;
  onClose: () => void;
  /** The programme is in the Trash, its photos kept or trashed as chosen. */
  onDeleted: () => void;
}) {
  const headingId = useId();
  const choiceName = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const [photos, setPhotos] = useState<ProgrammePhotos>('keep');
  const [progress, setProgress] = useState<[number, number] | null>(null);
  const [interrupted, setInterrupted] = useState(false);
  const running = progress !== null && !interrupted;

  const remove = async () => {
    setInterrupted(false);
    setProgress([0, photoCount]);
    try {
      await deleteProgrammeWithPhotos(programme.id, photos, (done, total) =>
        setProgress([done, total]),
      );
    } catch (error) {
      console.error('Could not delete the programme with its photos', error);
      setInterrupted(true);
      return;
    }
    toast.success(DELETE_WITH_PHOTOS.done);
    onDeleted();
  };

  return (
    <Modal
      role="alertdialog"
      labelledBy={headingId}
      onClose={() => {
        if (!running) onClose();
      }}
      initialFocus={cancel}
    >
      <p id={headingId} className="mb-3">
        {DELETE_WITH_PHOTOS.question(programme.title, photoCount)}
      </p>
      <fieldset className="mb-3" disabled={running}>
        <legend className="visually-hidden">Its photos</legend>
        {(['keep', 'trash'] as const).map((choice) => (
          <div className="form-check" key={choice}>
            <input
              className="form-check-input"
              type="radio"
              name={choiceName}
              id={`${choiceName}-${choice}`}
              checked={photos === choice}
              onChange={() => setPhotos(choice)}
            />
            <label className="form-check-label" htmlFor={`${choiceName}-${choice}`}>
              {DELETE_WITH_PHOTOS[choice](photoCount)}
            </label>
          </div>
        ))}
      </fieldset>
      <p role="status" className="small mb-2">
        {progress && !interrupted ? DELETE_WITH_PHOTOS.progress(...progress) : ''}
      </p>
      {interrupted && (
        <p role="alert" className="alert alert-warning">
          {DELETE_WITH_PHOTOS.interrupted}
        </p>
      )}
      <div className="d-flex justify-content-end gap-2">
        <button
          ref={cancel}
          type="button"
          className="btn btn-outline-secondary"
          disabled={running}
          onClick={onClose}
        >
          {interrupted ? 'Close' : 'Cancel'}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={running}
          onClick={() => void remove()}
        >
          Delete
        </button>
      </div>
    </Modal>
  );
}
