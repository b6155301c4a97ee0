import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MessageText } from '../components/MessageText';
import { PageHeader } from '../components/PageHeader';
import { ProgrammeDates, isRegistrationLink, programmePath } from '../components/ProgrammeCard';
import { Spinner } from '../components/Spinner';
import { useHydrated, usePublishedRead } from '../components/published';
import { pageTitle } from '../config/site';
import { calendarFileName, googleCalendarUrl } from '../domain/calendarEntry';
import type { Programme } from '../domain/types';
import { getProgramme } from '../services/programmes';
import { siteUrl } from '../services/settings';
import { recordReadKey } from '../domain/published';

/**
 * One programme's page (/programmes/{id}): everything about it, and ways to keep it: a calendar
 * file, Google Calendar, sharing the link. An unknown id (or a failed read, which is logged) says
 * so and links back to the list; it never redirects silently.
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

  const loaded = state.status !== 'loading';
  useEffect(() => {
    if (loaded) document.title = pageTitle(programme ? programme.title : NOT_FOUND);
  }, [loaded, programme]);

  if (state.status === 'loading')
    return (
      <>
        <PageHeader title="Programme" />
        <Spinner />
      </>
    );
  if (!programme)
    return (
      <>
        <PageHeader title={NOT_FOUND} />
        <div className="container py-5 narrow">
          <p>This programme could not be found.</p>
          <Link to="/programmes">All programmes</Link>
        </div>
      </>
    );
  return <ProgrammeArticle programme={programme} />;
}

function ProgrammeArticle({ programme }: { programme: Programme }) {
  const { title, time, place, description, registrationUrl, imageUrl } = programme;
  // The page built beforehand names the site's public address; the browser, the address it is at.
  const origin = useHydrated() ? window.location.origin : siteUrl;
  const pageUrl = `${origin}${programmePath(programme)}`;
  const googleUrl = googleCalendarUrl(programme, pageUrl);
  return (
    <>
      <PageHeader title={title}>
        <p className="page-description">
          <ProgrammeDates programme={programme} />
        </p>
      </PageHeader>
      <div className="container py-5 narrow programme-page">
        {imageUrl && (
          <img
            className="programme-page-poster"
            src={imageUrl}
            alt={`Poster of ${title}`}
            width={1200}
            height={1600}
            decoding="async"
          />
        )}
        <dl className="programme-facts">
          <dt>When</dt>
          <dd>
            <ProgrammeDates programme={programme} />
          </dd>
          {time && (
            <>
              <dt>Time</dt>
              <dd>{time}</dd>
            </>
          )}
          {place && (
            <>
              <dt>Place</dt>
              <dd>{place}</dd>
            </>
          )}
        </dl>
        {description && <MessageText text={description} />}
        <div className="programme-actions">
          {isRegistrationLink(registrationUrl) && (
            <a
              className="btn btn-maroon"
              href={registrationUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Register<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          {/* Both need days a calendar can hold (googleCalendarUrl is null without them). */}
          {googleUrl && <CalendarFileButton programme={programme} pageUrl={pageUrl} />}
          {googleUrl && (
            <a
              className="btn btn-outline-maroon"
              href={googleUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          <ShareButton title={title} url={pageUrl} />
        </div>
        <p className="mt-4 mb-0">
          <Link to="/programmes">All programmes</Link>
        </p>
      </div>
    </>
  );
}

/** Saves an .ics file; the code that writes it is downloaded only now, when it is asked for. */
function CalendarFileButton({ programme, pageUrl }: { programme: Programme; pageUrl: string }) {
  const [failed, setFailed] = useState(false);
  const save = async () => {
    setFailed(false);
    try {
      const { programmeIcs } = await import('../domain/programmeIcs');
      const file = new Blob([programmeIcs(programme, pageUrl)], {
        type: 'text/calendar;charset=utf-8',
      });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = calendarFileName(programme.title);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      console.error('The calendar file could not be made', error);
      setFailed(true);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-outline-maroon" onClick={() => void save()}>
        Add to calendar
      </button>
      {failed && (
        <p role="alert" className="programme-action-note">
          The calendar file could not be made. Please try again.
        </p>
      )}
    </>
  );
}

/**
 * The system share sheet where the browser has one; elsewhere the link is copied. Either way the
 * visitor learns what happened.
 */
function ShareButton({ title, url }: { title: string; url: string }) {
  const [note, setNote] = useState('');
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNote('Link copied.');
    } catch {
      setNote(`Copy this link to share it: ${url}`);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-outline-maroon" onClick={() => void share()}>
        Share
      </button>
      <p role="status" className="programme-action-note">
        {note}
      </p>
    </>
  );
}
