import { useCallback, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CalendarFileButton } from '../components/CalendarFileButton';
import { MessageText } from '../components/MessageText';
import { PageHeader } from '../components/PageHeader';
import { ProgrammePhotos } from '../components/ProgrammePhotos';
import { ProgrammeDates, ProgrammePoster, usePosterCopy } from '../components/ProgrammeCard';
import {
  ProgrammeRegistrationPanel,
  RegisterAction,
  useShownRegistrations,
} from '../components/ProgrammeRegistration';
import {
  ProgrammeShareActions,
  usePosterFile,
  useProgrammePageUrl,
} from '../components/ProgrammeShare';
import { Spinner } from '../components/Spinner';
import { usePublishedRead, type Freshness } from '../components/published';
import { useEnglishLang, useLanguage, useNames, useWords } from '../components/words';
import { SITE, pageTitle } from '../config/site';
import { googleCalendarUrl } from '../domain/calendarEntry';
import { programmeTextIn } from '../domain/programmes';
import { posterAddress } from '../domain/posterCopies';
import { PUBLIC_PATHS } from '../domain/publicPaths';
import type { Programme } from '../domain/types';
import { getProgramme } from '../services/programmes';
import { recordReadKey } from '../domain/published';

/**
 * One programme's page (/programmes/{id}): everything about it, registering for it (on this site
 * when it takes registrations here, its places read live, else by its own link: 'Register' under
 * its title and dates, in a phone's first screen, and the registration's details after the
 * description), and ways to keep it: a
 * calendar file, Google Calendar, sharing it (its poster with a caption, or WhatsApp). An unknown id (or a
 * failed read, which is logged) says so and links back to the list; it never redirects silently.
 */
export function ProgrammePage() {
  const { id = '' } = useParams();
  // A new id is a new page: nothing of the previous programme stays on screen.
  return <ProgrammeDetails key={id} id={id} />;
}

const NOT_FOUND = 'Programme not found';

function ProgrammeDetails({ id }: { id: string }) {
  const load = useCallback(() => getProgramme(id), [id]);
  const state = usePublishedRead(
    recordReadKey('events', id),
    load,
    'Failed to fetch the programme',
    { collections: ['events'] },
  );
  const programme = state.status === 'ready' ? state.data : null;

  const say = useWords();
  const notFound = say(NOT_FOUND);
  const siteTitle = useNames()(SITE.title);
  const language = useLanguage();
  const loaded = state.status !== 'loading';
  useEffect(() => {
    if (loaded)
      document.title = pageTitle(
        programme ? programmeTextIn(programme, language).title.text : notFound,
        siteTitle,
      );
  }, [loaded, programme, notFound, siteTitle, language]);

  if (state.status === 'loading')
    return (
      <>
        <PageHeader title={say('Programme')} />
        <Spinner />
      </>
    );
  if (state.status === 'failed' || !programme)
    return (
      <>
        <PageHeader title={notFound} />
        <div className="container py-5 narrow">
          <p>{say('This programme could not be found.')}</p>
          <Link to={PUBLIC_PATHS.programmes}>{say('All programmes')}</Link>
        </div>
      </>
    );
  return <ProgrammeArticle programme={programme} freshness={state.freshness} />;
}

/**
 * The width the poster is drawn at: the page's column, which is the screen's width up to 960 px
 * (`.narrow`, which comes after Bootstrap's `.container` in the stylesheet and so replaces its
 * widths per breakpoint), less the container's padding (12 px each side). A browser test holds
 * it to the layout.
 */
export const POSTER_SIZES = '(min-width: 984px) 936px, calc(100vw - 24px)';

function ProgrammeArticle({
  programme,
  freshness,
}: {
  programme: Programme;
  /** How current the programme read is: its registration is read once it is. */
  freshness: Freshness;
}) {
  const { id, title, time } = programme;
  const pageUrl = useProgrammePageUrl(programme);
  const say = useWords();
  // Its title, place and description in the page's language where the team gave them
  // (programmeTextIn); its time is the team's, in English whatever the page's language.
  const shown = programmeTextIn(programme, useLanguage());
  const english = useEnglishLang();
  const googleUrl = googleCalendarUrl(programme, pageUrl, {
    time: say('Time:'),
    place: say('Place:'),
  });
  const copy = usePosterCopy(id);
  const copied = copy.status === 'ready' ? copy.data : null;
  // What Share hands over: the JPEG copy, fetched once the actions are in view and the page idle.
  const actions = useRef<HTMLDivElement>(null);
  const posterFile = usePosterFile(posterAddress(programme, copied), title, actions);
  // Registration on this site replaces the programme's own link: the publish says whether it
  // takes them here, the places are read live.
  const registrations = useShownRegistrations(
    `registering/programme/${id}`,
    [programme],
    freshness,
  );
  const registration = registrations.live?.get(id);
  return (
    <>
      <PageHeader title={shown.title.text} titleLang={shown.title.lang}>
        <p className="page-description">
          <ProgrammeDates programme={programme} />
        </p>
      </PageHeader>
      <div className="container py-5 narrow programme-page">
        <RegisterAction programme={programme} shown={registrations} />
        <ProgrammePoster
          programme={programme}
          copy={copy}
          sizes={POSTER_SIZES}
          className="programme-page-poster"
          img={{
            alt: say('Poster of {title}', { title: shown.title.text }),
            // The page's largest element: first among its downloads, and the page's scripts
            // wait for it (src/main.ts).
            fetchPriority: 'high',
          }}
        />
        <dl className="programme-facts">
          <dt>{say('When')}</dt>
          <dd>
            <ProgrammeDates programme={programme} />
          </dd>
          {time && (
            <>
              <dt>{say('Time')}</dt>
              <dd lang={english}>{time}</dd>
            </>
          )}
          {shown.place.text && (
            <>
              <dt>{say('Place')}</dt>
              <dd lang={shown.place.lang}>{shown.place.text}</dd>
            </>
          )}
        </dl>
        {shown.description.text && (
          <MessageText text={shown.description.text} lang={shown.description.lang} />
        )}
        {registration && (
          <ProgrammeRegistrationPanel programmeId={id} registration={registration} />
        )}
        <div ref={actions} className="programme-actions">
          {/* Both need days a calendar can hold (googleCalendarUrl is null without them). */}
          {googleUrl && <CalendarFileButton programme={programme} pageUrl={pageUrl} />}
          {googleUrl && (
            <a
              className="btn btn-outline-brand"
              href={googleUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {say('Google Calendar')}
              <span className="visually-hidden"> {say('(opens in a new tab)')}</span>
            </a>
          )}
          <ProgrammeShareActions programme={programme} pageUrl={pageUrl} poster={posterFile} />
        </div>
        <ProgrammePhotos programmeId={id} pageUrl={pageUrl} />
        <p className="mt-4 mb-0">
          <Link to={PUBLIC_PATHS.programmes}>{say('All programmes')}</Link>
        </p>
      </div>
    </>
  );
}
