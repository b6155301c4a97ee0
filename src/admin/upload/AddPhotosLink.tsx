/**
 * A programme card's 'Add photos': the upload with the programme chosen, and how many photos the
 * programme has. The count is read once the card comes into view (a count query each), so a
 * long list of past programmes does not count them all at once.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { countOf } from '../../domain/words';
import { countProgrammePhotos } from '../../services/gallery';
import { uploadToProgramme } from './uploadPaths';

export function AddPhotosLink({ programmeId, title }: { programmeId: string; title: string }) {
  const place = useRef<HTMLSpanElement>(null);
  const count = usePhotoCountWhenSeen(programmeId, place);
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

/** The number of a programme's photos, read once `place` is in view; null until then. */
function usePhotoCountWhenSeen(
  programmeId: string,
  place: RefObject<HTMLElement | null>,
): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    const read = () =>
      countProgrammePhotos(programmeId).then(
        (n) => current && setCount(n),
        (error: unknown) => console.error('The photos could not be counted', error),
      );
    const target = place.current;
    const observer =
      typeof IntersectionObserver === 'undefined' || !target
        ? null
        : new IntersectionObserver((entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer?.disconnect();
            void read();
          });
    if (observer && target) observer.observe(target);
    else void read();
    return () => {
      current = false;
      observer?.disconnect();
    };
  }, [programmeId, place]);
  return count;
}
