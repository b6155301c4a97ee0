import { useContext, type ComponentType, type ImgHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dateBadge, programmeDateSpan, programmeTextIn } from '../domain/programmes';
import { posterCopyReadKey, posterPicture, type PosterCopy } from '../domain/posterCopies';
import type { Programme } from '../domain/types';
import { programmePath } from '../domain/publicPaths';
import {
  RegisterAction,
  ShownRegistrationsContext,
  useShownRegistrations,
} from './ProgrammeRegistration';
import { usePublishedRead, type Freshness, type PublishedData } from './published';
import { useCalendarNames } from './calendarNames';
import { useEnglishLang, useLanguage, useWords } from './words';

/**
 * A programme's dates for people, in the page's language, each date marked up with its machine
 * form.
 */
export function ProgrammeDates({ programme }: { programme: Programme }) {
  const { start, separator, end } = programmeDateSpan(programme, useCalendarNames());
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

/**
 * `children`, the team's English text, among words in the page's language: marked `lang="en"` on
 * a page in another language; on an English page, exactly as without it, no element added. (Here,
 * with the cards and sharing that use it, rather than in a file of its own for a page to download.)
 */
export function InEnglish({ children }: { children: ReactNode }) {
  const english = useEnglishLang();
  return english ? <span lang={english}>{children}</span> : children;
}

/** A programme added since the publish has no copy of its poster in the site. */
const noPosterCopy = async (): Promise<PosterCopy | null> => null;
/** The copy is the publish's alone: nothing reads it live (posterPicture checks it still fits). */
const POSTER_COPY = { collections: [] } as const;

/**
 * The publish's copies of a programme's poster (publish/publishPosters.ts), as its page and its
 * cards read them: null for a programme the publish made none for.
 */
export const usePosterCopy = (id: string) =>
  usePublishedRead(
    posterCopyReadKey(id),
    noPosterCopy,
    'Failed to find the copy of the poster',
    POSTER_COPY,
  );

/**
 * A programme's poster as a page draws it: the publish's copies to choose from for `sizes` (the
 * width it is drawn at), the JPEG copy for a browser that takes none, or the stored poster where
 * the publish made no copy; nothing without a poster. Until the copies are known (a page reached
 * by a link, its content on the way), a frame of its place: nothing is downloaded twice. `img`
 * adds to the picture's own attributes (its size among them).
 */
export function ProgrammePoster({
  programme,
  copy,
  sizes,
  className,
  img,
}: {
  programme: Programme;
  copy: PublishedData<PosterCopy | null>;
  sizes: string;
  className: string;
  img: ImgHTMLAttributes<HTMLImageElement> & { alt: string };
}) {
  if (copy.status === 'loading')
    return programme.imageUrl ? <span className={`${className} poster-waiting`} /> : null;
  const picture = posterPicture(programme, copy.status === 'ready' ? copy.data : null);
  if (!picture) return null;
  return (
    <picture>
      {picture.sources.map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={picture.src}
        width={picture.width}
        height={picture.height}
        {...img}
      />
    </picture>
  );
}

/**
 * A card's poster, 6rem wide (`.programme-poster`): the smallest copy that fills it at the
 * screen's density (a 240 px AVIF of a few kilobytes on most phones, against the stored poster's
 * 1200 px JPEG).
 */
function CardPoster({ programme, alt }: { programme: Programme; alt: string }) {
  return (
    <ProgrammePoster
      programme={programme}
      copy={usePosterCopy(programme.id)}
      sizes="6rem"
      className="programme-poster"
      img={{ alt, width: 120, height: 160, loading: 'lazy', decoding: 'async' }}
    />
  );
}

/**
 * A programme in a list: a date badge, its title linking to its own page, its dates, time and
 * place, then `children` (more actions), and its poster; across the card's foot, 'Register'
 * when it registers here or has its own registration link (RegisterAction, with the list's
 * registrations).
 */
export function ProgrammeCard({
  programme,
  children,
}: {
  programme: Programme;
  children?: ReactNode;
}) {
  const badge = dateBadge(programme, useCalendarNames());
  const { time, imageUrl } = programme;
  // The title and place in the page's language where the team gave them (programmeTextIn); the
  // time is the team's, in English whatever the page's language.
  const { title, place } = programmeTextIn(programme, useLanguage());
  const shown = useContext(ShownRegistrationsContext);
  const say = useWords();
  const english = useEnglishLang();
  return (
    <article className={imageUrl ? 'programme-card with-poster' : 'programme-card'}>
      <p className="programme-badge" aria-hidden="true">
        <span className="programme-badge-day">{badge.day}</span>
        <span className="programme-badge-month">{badge.month}</span>
      </p>
      <div className="programme-body">
        <h3 className="programme-title" lang={title.lang}>
          <Link to={programmePath(programme.id)}>{title.text}</Link>
        </h3>
        <p className="programme-when">
          <ProgrammeDates programme={programme} />
          {time && (
            <span className="programme-time" lang={english}>
              {time}
            </span>
          )}
        </p>
        {place.text && (
          <p className="programme-place">
            <span className="visually-hidden">{say('Place:')} </span>
            {place.lang ? <span lang={place.lang}>{place.text}</span> : place.text}
          </p>
        )}
        {children && <div className="programme-card-actions">{children}</div>}
      </div>
      {imageUrl && (
        <CardPoster programme={programme} alt={say('Poster of {title}', { title: title.text })} />
      )}
      <RegisterAction programme={programme} shown={shown} inList />
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

/**
 * A list of programmes some of which may still take registrations here: each card with its
 * 'Register' and places (useShownRegistrations, published under `readKey`, the page's own key,
 * and read live once the page's programmes are current: `freshness`, of the read that gave them).
 */
export function RegisteringProgrammeList({
  readKey,
  programmes,
  freshness,
  Card,
}: {
  readKey: string;
  programmes: readonly Programme[];
  freshness: Freshness;
  Card?: ComponentType<{ programme: Programme }>;
}) {
  const shown = useShownRegistrations(readKey, programmes, freshness);
  return (
    <ShownRegistrationsContext value={shown}>
      <ProgrammeList programmes={programmes} Card={Card} />
    </ShownRegistrationsContext>
  );
}
