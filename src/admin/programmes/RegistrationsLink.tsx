/**
 * A programme card's 'Registrations (12 confirmed, 3 waiting)': the way to the programme's
 * registrations screen, shown when the programme takes registrations on this site. Its settings
 * document is read once the card comes into view (one document each), and again after the
 * programme is saved.
 */
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { PlaceCounts } from '../../domain/registration/registrations';
import { readProgrammeRegistration } from '../../services/registration/registrations';
import { useReadWhenSeen } from '../flow/useReadWhenSeen';
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
  const counts = useReadWhenSeen(
    () => readProgrammeRegistration(programmeId),
    place,
    `${programmeId} ${version}`,
    "The programme's registrations",
  );

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
