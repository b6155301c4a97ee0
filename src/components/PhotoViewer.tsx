/**
 * The photo viewer: one photo of a list at the size of the screen, in a native modal <dialog>
 * (the browser keeps focus inside it and the page behind inert). The list's grid loads it only
 * when a visitor first opens a photo (PhotoGrid), so it is its own small chunk, held to its budget
 * by `npm run budget`.
 *
 * Previous and Next buttons, the ← and → keys and a swipe move through the photos; at the last
 * one loaded, the next page of the list is read. Close, Escape and a phone's Back button close it:
 * opening it adds an entry to the browser's history, which Back takes away (closing it otherwise
 * goes back too, so the history is as it was). A live region says 'k of N'; only the next photo is
 * fetched ahead. Each photo offers 'Ask to remove this photo' (docs/behaviour.md, The photo
 * viewer).
 */
import { useEffect, useEffectEvent, useId, useRef, type PointerEvent } from 'react';
import { removalMailto, removalWhatsApp } from '../domain/photoRemoval';
import { photoTitleIn } from '../domain/shownText';
import type { GalleryImage } from '../domain/types';
import { EmailLink } from './EmailLink';
import { photoSrcSet } from './GalleryLink';
import { useSiteDetails } from './siteDetails';
import './PhotoViewer.css';
import { useLanguage, useWords } from './words';

/** The photo fills the screen's width at most: a phone takes the 1080 px copy, a laptop the full. */
const VIEWER_SIZES = '100vw';
/** How far a finger must travel sideways for a swipe, in CSS pixels. */
const SWIPE_DISTANCE = 40;

/** The history entry the viewer adds: the page's own state, marked. */
const VIEWER_MARK = 'photoViewer';
const isViewerEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && VIEWER_MARK in state;

export interface PhotoViewerProps {
  /** The photos loaded so far, in the list's order. */
  photos: readonly GalleryImage[];
  /**
   * How many photos the list holds in all (more than `photos` while pages are left to read); null
   * where the list is not counted: the viewer says 'Photo k', and Next goes on while pages are left.
   */
  total: number | null;
  /** The photo shown: its place in the list (beyond `photos` while its page is read). */
  index: number;
  /** Shows another photo. */
  onIndex: (index: number) => void;
  /** Reads the list's next page (nothing while one is read); `hasMore`: there is one. */
  loadMore: () => void;
  hasMore: boolean;
  /** Whether the last read of a page failed. */
  loadFailed: boolean;
  /** Called once the viewer has closed (its history entry gone). */
  onClose: () => void;
  /** The address of the page the photos are on, named in a request to remove one. */
  pageUrl: string;
}

export function PhotoViewer({
  photos,
  total,
  index,
  onIndex,
  loadMore,
  hasMore,
  loadFailed,
  onClose,
  pageUrl,
}: PhotoViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const say = useWords();
  // A photo's title in the page's language where the team gave it (photoTitleIn).
  const language = useLanguage();
  const titleId = useId();
  const swipe = useRef<{ pointer: number; x: number; y: number } | null>(null);
  const photo = photos[index];
  const last =
    total === null ? photos.length - (hasMore ? 0 : 1) : Math.max(total, photos.length) - 1;

  const closed = useEffectEvent(() => onClose());
  const readMore = useEffectEvent(() => loadMore());

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // One entry however often this runs (React's development run of effects runs it twice).
    if (!isViewerEntry(window.history.state))
      window.history.pushState({ ...(window.history.state as object), [VIEWER_MARK]: true }, '');
    const onBack = () => closed();
    window.addEventListener('popstate', onBack);
    return () => {
      window.removeEventListener('popstate', onBack);
      if (element.open) element.close();
    };
  }, []);

  // At the last photo loaded (or beyond), the next page is read, so Next finds its photo there.
  useEffect(() => {
    if (index >= photos.length - 1 && hasMore) readMore();
  }, [index, photos.length, hasMore]);

  // Only the next photo is fetched ahead, in the copy the screen will take.
  const next = photos[index + 1];
  useEffect(() => {
    if (!next) return;
    const ahead = new Image();
    ahead.sizes = VIEWER_SIZES;
    ahead.srcset = photoSrcSet(next) ?? '';
    ahead.src = next.mediumUrl || next.imageUrl;
  }, [next]);

  /** Closes by going back: the popstate that follows closes it, as a phone's Back button does. */
  const close = () => {
    if (isViewerEntry(window.history.state)) window.history.back();
    else onClose();
  };
  const go = (to: number) => {
    if (to >= 0 && to <= last) onIndex(to);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.isPrimary)
      swipe.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.pointer !== event.pointerId) return;
    const [dx, dy] = [event.clientX - start.x, event.clientY - start.y];
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
    go(dx < 0 ? index + 1 : index - 1);
  };

  const srcSet = photo && photoSrcSet(photo);
  const title = photo && photoTitleIn(photo, language);
  return (
    <dialog
      ref={dialog}
      className="photo-viewer"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape (and Android's Back, which browsers deliver to an open dialog the same way).
        event.preventDefault();
        close();
      }}
      onClose={() => {
        // Closed by the browser itself (a second Escape it would not let the page refuse). The
        // event comes a moment after the closing: one that finds the viewer open again is of the
        // closing of the effect's clean-up, which React's development run of effects follows at
        // once with opening it again, and closes nothing.
        if (dialog.current?.open) return;
        if (isViewerEntry(window.history.state)) window.history.back();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(index - 1);
        else if (event.key === 'ArrowRight') go(index + 1);
      }}
    >
      <div className="photo-viewer-bar">
        <p className="photo-viewer-count" aria-live="polite">
          {total === null
            ? say('Photo {k}', { k: index + 1 })
            : say('{k} of {n}', { k: index + 1, n: last + 1 })}
        </p>
        {/* The focus starts here, in every browser, so the keys reach the viewer at once. */}
        <button type="button" className="photo-viewer-button" onClick={close} autoFocus>
          {say('Close')}
        </button>
      </div>
      <div
        className="photo-viewer-stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
      >
        {photo ? (
          <img
            key={photo.id}
            src={photo.mediumUrl || photo.imageUrl}
            srcSet={srcSet}
            sizes={srcSet && VIEWER_SIZES}
            alt={title?.text}
            lang={title?.lang}
            width={photo.width}
            height={photo.height}
            draggable={false}
          />
        ) : (
          <p role="status">
            {loadFailed
              ? say('Could not load this photo. Check your connection and try again.')
              : say('Loading...')}
          </p>
        )}
      </div>
      <div className="photo-viewer-foot">
        <button
          type="button"
          className="photo-viewer-button"
          disabled={index === 0}
          onClick={() => go(index - 1)}
          aria-label={say('Previous photo')}
        >
          {say('Previous')}
        </button>
        <h2 id={titleId} className="photo-viewer-title" lang={title?.lang}>
          {title ? title.text : say('Photo')}
        </h2>
        <button
          type="button"
          className="photo-viewer-button"
          disabled={index === last}
          onClick={() => go(index + 1)}
          aria-label={say('Next photo')}
        >
          {say('Next')}
        </button>
        {photo && <RemovalLinks photo={photo} pageUrl={pageUrl} />}
      </div>
    </dialog>
  );
}

/**
 * 'Ask to remove this photo': an e-mail to the site's contact address (shown as text where it is
 * not an address the site may link), and a WhatsApp message to its phone when it has one.
 */
function RemovalLinks({ photo, pageUrl }: { photo: GalleryImage; pageUrl: string }) {
  const { email, phone } = useSiteDetails();
  const say = useWords();
  const removal = { title: photo.title, pageUrl, imageUrl: photo.imageUrl };
  const mailto = removalMailto(email, removal);
  const whatsApp = removalWhatsApp(phone, removal);
  return (
    <p className="photo-viewer-removal">
      {mailto ? (
        <a href={mailto}>{say('Ask to remove this photo')}</a>
      ) : (
        <>
          {say('Ask to remove this photo: write to')} <EmailLink address={email} />
        </>
      )}
      {whatsApp && (
        <>
          {' · '}
          <a href={whatsApp} target="_blank" rel="noopener noreferrer">
            {say('Ask on WhatsApp')}
            <span className="visually-hidden"> {say('(opens in a new tab)')}</span>
          </a>
        </>
      )}
    </p>
  );
}
