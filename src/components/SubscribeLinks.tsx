import { useEffect, useId, useRef, useState } from 'react';
import { PROGRAMMES_FEED_PATH } from '../domain/publicPaths';
import { siteUrl } from '../services/settings';
import { useWords } from './words';

/**
 * The addresses of the calendar of all programmes that the build writes (/programmes.ics): on
 * the site's public address (VITE_SITE_URL), which the build and the browser read alike, so the
 * page rendered beforehand and the browser's first render are the same markup.
 */
export function feedAddresses(siteUrl: string): { https: string; webcal: string; google: string } {
  const https = `${siteUrl.replace(/\/+$/, '')}${PROGRAMMES_FEED_PATH}`;
  const webcal = https.replace(/^https?:/, 'webcal:');
  return {
    https,
    webcal,
    // Google Calendar's link that adds a calendar by its address.
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
  };
}

const FEED = feedAddresses(siteUrl);

type Copy = 'idle' | 'copied' | 'select';

/**
 * 'Subscribe to all programmes': the calendar's webcal:// link (phones, Outlook, Apple
 * Calendar), Google Calendar's link, and 'Copy the address'. Where the browser does not let the
 * page copy, the address is shown selected in a read-only field, and the page says so.
 */
export function SubscribeLinks() {
  const headingId = useId();
  const fieldId = useId();
  const [copy, setCopy] = useState<Copy>('idle');
  const say = useWords();
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (copy !== 'select') return;
    field.current?.focus();
    field.current?.select();
  }, [copy]);

  const copyAddress = async () => {
    try {
      // navigator.clipboard is missing outside secure contexts, whatever the types say.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(FEED.https);
      setCopy('copied');
    } catch (error) {
      console.warn('The calendar address could not be copied', error);
      setCopy('select');
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h2 id={headingId} className="section-title">
        {say('Subscribe to all programmes')}
      </h2>
      <div className="programme-actions">
        <a className="btn btn-outline-brand" href={FEED.webcal}>
          {say('Phone, Outlook or Apple Calendar')}
        </a>
        <a
          className="btn btn-outline-brand"
          href={FEED.google}
          target="_blank"
          rel="noopener noreferrer"
        >
          {say('Google Calendar')}
          <span className="visually-hidden"> {say('(opens in a new tab)')}</span>
        </a>
        <button type="button" className="btn btn-outline-brand" onClick={() => void copyAddress()}>
          {say('Copy the address')}
        </button>
        <p role="status" className="programme-action-note">
          {copy === 'copied' &&
            say("Address copied. Paste it where your calendar app adds a calendar 'from URL'.")}
          {copy === 'select' &&
            say(
              'Your browser did not let the page copy the address: it is selected in the field below, ready to copy.',
            )}
        </p>
      </div>
      {copy === 'select' && (
        <div className="mt-3">
          <label htmlFor={fieldId} className="form-label">
            {say('Address of the programmes calendar')}
          </label>
          <input
            ref={field}
            id={fieldId}
            className="form-control"
            type="url"
            readOnly
            value={FEED.https}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
      <p className="mt-3 mb-0">
        {say('Calendar apps refresh subscribed calendars about once a day.')}
      </p>
    </section>
  );
}
