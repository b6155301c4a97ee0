import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { InEnglish, ProgrammeCard } from './ProgrammeCard';
import { useHydrated } from './published';
import { useSeenThenIdle } from './useSeenThenIdle';
import { useCalendarNames } from './calendarNames';
import { useEnglishLang, useWords } from './words';
import { siteUrl } from '../services/settings';
import {
  captionLines,
  posterFileName,
  programmeCaption,
  whatsAppShareUrl,
} from '../domain/programmeShare';
import { programmePath } from '../domain/publicPaths';
import type { Programme } from '../domain/types';

type Note = 'none' | 'copied' | 'select';

/** No element: where the poster cannot be shared as a file, nothing is watched. */
const NOWHERE = { current: null };

/** Whether this browser can hand a JPEG file to its share sheet (Android, iOS, Windows). */
function canShareJpeg(): boolean {
  try {
    return (
      typeof navigator.canShare === 'function' &&
      navigator.canShare({ files: [new File(['x'], 'poster.jpg', { type: 'image/jpeg' })] })
    );
  } catch {
    return false;
  }
}

/**
 * The poster as a file to share, made ahead of any tap (a share sheet opens only within the tap,
 * with nothing awaited before it): only where the browser can share files, and only for the JPEG
 * copy of the poster in the site (`src` on this origin). It is fetched once the element `place`
 * holds (the page's actions, Share among them) has come into view and the page is idle
 * (useSeenThenIdle): the page shows a smaller WebP copy, so the file is a download of its own, made
 * only for a visitor who reaches Share. Null until then, and wherever it cannot be made.
 */
export function usePosterFile(
  src: string,
  title: string,
  place: RefObject<Element | null>,
): File | null {
  const [file, setFile] = useState<File | null>(null);
  const sharesFiles = src.startsWith('/') && !src.startsWith('//') && canShareJpeg();
  const seen = useSeenThenIdle(sharesFiles ? place : NOWHERE);
  useEffect(() => {
    if (!seen) return;
    let current = true;
    // The copy's name changes with its bytes: whatever the cache holds of it is still right.
    fetch(src, { cache: 'force-cache', priority: 'low' })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.blob();
      })
      .then((blob) => {
        const poster = new File([blob], posterFileName(title), { type: 'image/jpeg' });
        if (current && navigator.canShare({ files: [poster] })) setFile(poster);
      })
      .catch((error: unknown) => {
        // Sharing then sends the caption and the address, as where files cannot be shared.
        console.warn('The poster could not be made ready to share', error);
      });
    return () => {
      current = false;
    };
  }, [seen, src, title]);
  return file;
}

/**
 * 'Share' and 'WhatsApp' for a programme, followed by what happened.
 *
 * Share opens the device's share sheet within the tap (nothing is awaited before it): with the
 * poster file and the caption where `poster` is ready; else with the caption and the page's
 * address. Without a share sheet, or when sharing fails (but for the visitor closing it), the
 * caption is copied ('Link copied.'); where the browser refuses that too, the caption is shown
 * selected in a read-only field, ready to copy. WhatsApp opens WhatsApp with the same caption.
 *
 * `inCard`: smaller buttons, whose names for screen readers add the programme's title (several
 * programmes' buttons share the page).
 */
export function ProgrammeShareActions({
  programme,
  pageUrl,
  poster = null,
  inCard = false,
}: {
  programme: Programme;
  pageUrl: string;
  poster?: File | null;
  inCard?: boolean;
}) {
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState<Note>('none');
  const say = useWords();
  // The programme's title, named to screen readers, is the team's English.
  const english = useEnglishLang();
  const calendar = useCalendarNames();
  const caption = programmeCaption(programme, pageUrl, calendar);

  useEffect(() => {
    if (note !== 'select') return;
    field.current?.focus();
    field.current?.select();
  }, [note]);

  const copy = () => {
    // navigator.clipboard is missing outside secure contexts, whatever the types say.
    if (!navigator.clipboard) {
      setNote('select');
      return;
    }
    navigator.clipboard.writeText(caption).then(
      () => setNote('copied'),
      (error: unknown) => {
        console.warn('The caption could not be copied', error);
        setNote('select');
      },
    );
  };

  const share = () => {
    setNote('none');
    if (typeof navigator.share !== 'function') {
      copy();
      return;
    }
    const { title } = programme;
    // With a file, the caption carries the address (apps keep a file's text, not a separate url);
    // without one, the address goes as the url, so that apps that join text and url (Android)
    // do not show it twice.
    const data: ShareData = poster
      ? { files: [poster], title, text: caption }
      : { title, text: captionLines(programme, calendar).join('\n'), url: pageUrl };
    navigator.share(data).catch((error: unknown) => {
      // The visitor closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.warn('The share sheet failed', error);
      copy();
    });
  };

  const forScreenReaders = inCard ? ` ${programme.title}` : '';
  const buttonClass = `btn btn-outline-brand${inCard ? ' btn-sm' : ''}`;
  return (
    <>
      <button type="button" className={buttonClass} onClick={share}>
        {say('Share')}
        {inCard && (
          <span className="visually-hidden" lang={english}>
            {forScreenReaders}
          </span>
        )}
      </button>
      <a
        className={buttonClass}
        href={whatsAppShareUrl(caption)}
        target="_blank"
        rel="noopener noreferrer"
      >
        WhatsApp
        <span className="visually-hidden">
          {forScreenReaders && <InEnglish>{forScreenReaders}</InEnglish>} {say('(opens WhatsApp)')}
        </span>
      </a>
      <p role="status" className="programme-action-note">
        {note === 'copied' && say('Link copied.')}
        {note === 'select' &&
          say(
            'Your browser did not let the page copy it: the text is selected in the field below, ready to copy.',
          )}
      </p>
      {note === 'select' && (
        <div className="programme-share-text">
          <label htmlFor={fieldId} className="form-label">
            {say('Text to share')}
            {forScreenReaders && (
              <span className="visually-hidden">
                :<InEnglish>{forScreenReaders}</InEnglish>
              </span>
            )}
          </label>
          <textarea
            ref={field}
            id={fieldId}
            className="form-control"
            readOnly
            rows={captionLines(programme, calendar).length + 1}
            value={caption}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
    </>
  );
}

/** The page's address as the page shows it: the site's public one until the browser takes over. */
export function useProgrammePageUrl(programme: Pick<Programme, 'id'>): string {
  // The page built beforehand names the site's public address; the browser, the address it is at.
  const origin = useHydrated() ? window.location.origin : siteUrl;
  return `${origin}${programmePath(programme.id)}`;
}

/**
 * A programme's card with Share and WhatsApp. A card shares the caption and the page's address,
 * never the poster: a poster file must be ready before the tap, and fetching every card's poster
 * ahead would cost a list's worth of downloads for the one a visitor may share; the address
 * brings the poster along anyway as the page's link preview.
 */
export function ShareableProgrammeCard({ programme }: { programme: Programme }) {
  // The site's public address, which the build and the browser read alike: a list's cards stay
  // the markup the publish wrote.
  const pageUrl = `${siteUrl}${programmePath(programme.id)}`;
  return (
    <ProgrammeCard programme={programme}>
      <ProgrammeShareActions programme={programme} pageUrl={pageUrl} inCard />
    </ProgrammeCard>
  );
}
