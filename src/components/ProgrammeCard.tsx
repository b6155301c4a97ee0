import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dateBadge, isRegistrationLink, programmeDateSpan } from '../domain/programmes';
import type { Programme } from '../domain/types';
import { uriComponent } from '../domain/uriComponent';

/** A programme's dates for people, each date marked up with its machine form. */
export function ProgrammeDates({ programme }: { programme: Programme }) {
  const { start, separator, end } = programmeDateSpan(programme);
  return (
    <>
      <time dateTime={start.dateTime}>{start.text}</time>
      {end && (
        <>
          {separator}
          <time dateTime={end.dateTime}>{end.text}</time>
        </>
      )}
    </>
  );
}

/** The page of a programme. */
export const programmePath = (programme: Pick<Programme, 'id'>) =>
  `/programmes/${uriComponent(programme.id)}`;

/**
 * A programme in a list: a date badge, its title linking to its own page, its dates, time and
 * place, a Register link when it has one, then `children` (more actions), and its poster.
 */
export function ProgrammeCard({
  programme,
  children,
}: {
  programme: Programme;
  children?: ReactNode;
}) {
  const badge = dateBadge(programme);
  const { title, time, place, registrationUrl, imageUrl } = programme;
  const register = isRegistrationLink(registrationUrl);
  return (
    <article className="programme-card">
      <p className="programme-badge" aria-hidden="true">
        <span className="programme-badge-day">{badge.day}</span>
        <span className="programme-badge-month">{badge.month}</span>
      </p>
      <div className="programme-body">
        <h3 className="programme-title">
          <Link to={programmePath(programme)}>{title}</Link>
        </h3>
        <p className="programme-when">
          <ProgrammeDates programme={programme} />
          {time && <span className="programme-time">{time}</span>}
        </p>
        {place && (
          <p className="programme-place">
            <span className="visually-hidden">Place: </span>
            {place}
          </p>
        )}
        {(register || children) && (
          <div className="programme-card-actions">
            {register && (
              <a
                className="btn btn-maroon btn-sm"
                href={registrationUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                Register<span className="visually-hidden"> for {title} (opens in a new tab)</span>
              </a>
            )}
            {children}
          </div>
        )}
      </div>
      {imageUrl && (
        <img
          className="programme-poster"
          src={imageUrl}
          alt={`Poster of ${title}`}
          width={120}
          height={160}
          loading="lazy"
          decoding="async"
        />
      )}
    </article>
  );
}

/** Programmes as a list of cards, each a `Card` (the plain ProgrammeCard unless given). */
export function ProgrammeList({
  programmes,
  Card = ProgrammeCard,
}: {
  programmes: readonly Programme[];
  Card?: ComponentType<{ programme: Programme }>;
}) {
  return (
    <ul className="programme-list list-unstyled">
      {programmes.map((programme) => (
        <li key={programme.id}>
          <Card programme={programme} />
        </li>
      ))}
    </ul>
  );
}
