/**
 * A programme card's 'Add photos': the upload with the programme chosen, and how many photos the
 * programme has. The count is read once the card comes into view (a count query each), so a
 * long list of past programmes does not count them all at once.
 */
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { countOf } from '../../domain/words';
import { countProgrammePhotos } from '../../services/gallery';
import { useReadWhenSeen } from '../flow/useReadWhenSeen';
import { uploadToProgramme } from './uploadPaths';

export function AddPhotosLink({ programmeId, title }: { programmeId: string; title: string }) {
  const place = useRef<HTMLSpanElement>(null);
  const count = useReadWhenSeen(
    () => countProgrammePhotos(programmeId),
    place,
    programmeId,
    "The programme's photos",
  );
  return (
    <>
      <Link
        to={uploadToProgramme(programmeId)}
        className="btn btn-sm btn-outline-primary"
        aria-label={`Add photos to ${title}`}
      >
        Add photos
      </Link>
      <span ref={place} className="small text-muted align-self-center">
        {count === null ? '' : countOf(count, 'photo')}
      </span>
    </>
  );
}
