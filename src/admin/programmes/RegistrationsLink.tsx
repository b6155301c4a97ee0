/**
 * A programme card's 'Registrations (12 confirmed, 3 waiting)': the way to the programme's
 * registrations screen, shown when the programme takes registrations on this site. Its settings
 * document is read once the card comes into view (one document each), and again after the
 * programme is saved.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PlaceCounts } from '../../domain/registrations';
import { readProgrammeRegistration } from '../../services/registrations';
import { registrationsPath } from '../paths';

/** The link's words: 'Registrations (12 confirmed, 3 waiting)'. */
export const registrationsLinkText = ({
  confirmed,
  waiting,
}: Pick<PlaceCounts, 'confirmed' | 'waiting'>) =>
  `Registrations (${confirmed} confirmed, ${waiting} waiting)`;

export function RegistrationsLink({
  programmeId,
  title,
  version,
}: {
  programmeId: string;
  title: string;
  /** Changes whenever the programme is saved (its updatedAt): the counts are read again. */
  version: string;
}) {
  const place = useRef<HTMLSpanElement>(null);
  const [counts, setCounts] = useState<PlaceCounts | null>(null);

  useEffect(() => {
    let current = true;
    const read = () =>
      readProgrammeRegistration(programmeId).then(
        (stored) => current && setCounts(stored),
        (error: unknown) => console.error('The registrations could not be counted', error),
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
  }, [programmeId, version]);

  const text = counts && registrationsLinkText(counts);
  return (
    <span ref={place}>
      {text && (
        <Link
          to={registrationsPath(programmeId)}
          className="btn btn-sm btn-outline-primary"
          aria-label={`${title}: ${text}`}
        >
          {text}
        </Link>
      )}
    </span>
  );
}
