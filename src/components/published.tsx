/**
 * Published pages: the build renders each public page with its content (publish/renderSite.ts)
 * and puts what it read into the page as a data block, with the change marker as it read it
 * first; the browser's first render takes the same content from there, so React adopts the
 * markup as it is. A page reached by an in-app link takes its published content from the site
 * (services/publishedContent.ts). Then a section reads again, live, only when what it shows may
 * have changed: one of its collections was stamped since the publish (the marker, read once a
 * visit), or it depends on the visitor's date and that cannot be told from what was published.
 *
 * A section reads through usePublishedRead with a key that names the read ('members',
 * 'messages/bishop'). While the build renders, the read suspends until Firestore answers (a
 * failure stops the build) and its result is kept under its key for the data block.
 */
import {
  createContext,
  startTransition,
  use,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { localDateString } from '../domain/localDate';
import { publishedJson, unchangedSince, type PublishedContent } from '../domain/published';
import type { Changes, StampedCollection } from '../domain/types';
import { fetchPublishedContent } from '../services/publishedContent';
import { pathWithoutLanguage } from '../words/languages';

/** What a section's read has given so far. */
export type AsyncData<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * How far a page knows a ready result to be current: 'checking' while it may still read it again
 * (shown as published, the change marker not answered yet); 'published' when it stays as
 * published (its collections unchanged since the publish, or the marker could not be read);
 * 'live' once read live, or kept after a live read that failed (its collections changed since
 * the publish, or the page carries none of it).
 */
export type Freshness = 'checking' | 'published' | 'live';

/** What a published read has given so far: a ready result says how current it is known to be. */
export type PublishedData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; freshness: Freshness }
  | { status: 'failed'; error: unknown };

/** A read of a section: given the date it is for ('YYYY-MM-DD'). */
export type PublishedLoad<T> = (today: string) => Promise<T>;

/** What a section's read depends on, besides its key and its load. */
export interface ReadOptions<T> {
  /** The collections its result comes from: a stamp of one since the publish means read again. */
  collections: readonly StampedCollection[];
  /**
   * For a result that depends on the visitor's date: the result for `today` made from the one
   * published for `publishedToday`, or null when that cannot be told from it (read live then).
   * Absent: the result is the same whatever the date.
   */
  forDate?: (published: T, publishedToday: string, today: string) => T | null;
}

/** What the page being rendered knows of its published content. */
export interface PublishedPage {
  /** The date the content was published for, or null where there is none (the app shell). */
  today: string | null;
  /** Results of reads by key, as published. */
  reads: Map<string, unknown>;
  /** The change marker as the publish read it; absent where there is no published content. */
  changes?: Changes;
  /**
   * Only while the build renders: the read of `key`, started once and shared by every render of
   * it (React's `use` needs the same promise each time).
   */
  read?: (key: string, load: () => Promise<unknown>) => Promise<unknown>;
}

/** A page without published content: every section reads live and shows its spinner meanwhile. */
export const UNPUBLISHED: PublishedPage = { today: null, reads: new Map() };

export const PublishedPageContext = createContext<PublishedPage>(UNPUBLISHED);

/** The page's published content, from the data block the build wrote into it. */
export function publishedPage(content: PublishedContent | null): PublishedPage {
  return content
    ? {
        today: content.today,
        reads: new Map(Object.entries(content.reads)),
        ...(content.changes && { changes: content.changes }),
      }
    : { today: null, reads: new Map() };
}

/** The same content as a page publishes it (so records that differ only in who signed them). */
const sameData = (a: unknown, b: unknown) => publishedJson(a) === publishedJson(b);

/**
 * The change marker as this visit read it: once, whatever the pages and sections asking. Its read
 * (and the REST reads it shares a chunk with) loads after the page is taken over, like the
 * sections' own reads.
 */
let visitChanges: Promise<Changes> | null = null;
const changesNow = () =>
  (visitChanges ??= import('../services/changes').then(({ readChanges }) => readChanges()));

/**
 * The published content of other pages this visit reached by an in-app link, by path (its English
 * one: a page's content is the same in every language).
 */
const otherPages = new Map<string, Promise<PublishedPage | null>>();
const publishedPageAt = (path: string) => {
  let page = otherPages.get(path);
  if (!page) {
    page = fetchPublishedContent(path).then((content) => content && publishedPage(content));
    otherPages.set(path, page);
  }
  return page;
};

/**
 * The content of the page the visit began on, at its path: a section the publish did not read
 * there (another month of the calendar) reads live rather than fetch the page's content again.
 */
export function rememberPublishedPage(path: string, page: PublishedPage): void {
  otherPages.set(path, Promise.resolve(page));
}

/** Forgets what this visit read and fetched: for tests, each of which is a visit of its own. */
export function forgetVisit(): void {
  visitChanges = null;
  otherPages.clear();
}

/**
 * What a page published for a read, for the visitor's date `today`: its result as published, or
 * made for that date (ReadOptions.forDate); undefined when the page carries none for it.
 */
function publishedResult<T>(
  page: PublishedPage,
  key: string,
  today: string,
  { forDate }: ReadOptions<T>,
): T | undefined {
  if (!page.reads.has(key) || page.today === null) return undefined;
  const published = page.reads.get(key) as T;
  if (!forDate || page.today === today) return published;
  return forDate(published, page.today, today) ?? undefined;
}

/**
 * The result of a section's read. At build time it is read (suspending until it is) for the
 * publish date. In the browser it starts from the published result when the page carries one
 * (else 'loading'): the page's own, or for a page reached by an in-app link the one the publish
 * wrote for it. It reads again, live, only when one of `options.collections` changed since the
 * publish (the change marker, read once a visit), or the published result cannot be made for the
 * visitor's date; and replaces what it shows only when the live result differs. A failed live
 * read is logged (`failureMessage`) and keeps what the page already shows; with nothing shown it
 * reports 'failed'. A ready result says how current it is known to be (Freshness), for a read
 * that must wait until it is (the places of the programmes a page shows).
 *
 * `load` is called again when its identity changes: pass a module-level function or a useCallback.
 */
export function usePublishedRead<T>(
  key: string,
  load: PublishedLoad<T>,
  failureMessage: string,
  options: ReadOptions<T>,
): PublishedData<T> {
  const page = useContext(PublishedPageContext);
  const { read, today } = page;
  const built = read && today !== null ? (use(read(key, () => load(today))) as T) : undefined;
  const [state, setState] = useState<PublishedData<T>>(() =>
    read
      ? { status: 'ready', data: built as T, freshness: 'published' }
      : page.reads.has(key)
        ? { status: 'ready', data: page.reads.get(key) as T, freshness: 'checking' }
        : { status: 'loading' },
  );
  // The options are read once a read starts: they say how to treat its result, not what to read.
  const [readOptions] = useState(options);
  useEffect(() => {
    let current = true;
    const show = (data: T, freshness: Freshness) => {
      if (current)
        setState((shown) =>
          shown.status === 'ready' && sameData(shown.data, data)
            ? shown.freshness === freshness
              ? shown
              : { ...shown, freshness }
            : { status: 'ready', data, freshness },
        );
    };
    const visitorToday = localDateString(new Date());
    const check = async () => {
      // The page shown now: its address, as the router has put it there.
      const publishedOn = page.reads.has(key)
        ? page
        : await publishedPageAt(pathWithoutLanguage(window.location.pathname));
      const published = publishedOn
        ? publishedResult(publishedOn, key, visitorToday, readOptions)
        : undefined;
      if (publishedOn && published !== undefined) {
        show(published, 'checking');
        const now = await changesNow().catch((error: unknown) => {
          // Without the marker nothing tells whether the content changed: it stays as published.
          console.error('The change marker could not be read', error);
          return publishedOn.changes ?? {};
        });
        if (unchangedSince(publishedOn.changes ?? {}, now, readOptions.collections)) {
          show(published, 'published');
          return;
        }
      }
      show(await load(visitorToday), 'live');
    };
    check().catch((error: unknown) => {
      console.error(failureMessage, error);
      if (current)
        setState((shown) =>
          shown.status !== 'ready'
            ? { status: 'failed', error }
            : shown.freshness === 'live'
              ? shown
              : { ...shown, freshness: 'live' },
        );
    });
    return () => {
      current = false;
    };
  }, [page, key, load, failureMessage, readOptions]);
  return state;
}

const noSubscription = () => () => {};

/**
 * Around an app: whether it adopts markup that is already on the page (the build's render and the
 * browser's of a published page), for useHydrated; null where no app says (a component rendered
 * on its own, as in tests).
 */
export const TakingOver = createContext<boolean | null>(null);

/**
 * Inside the router of an app that adopts the page: it adopts the page it started on until the
 * visitor goes to another; the pages reached by a link, and that one again, are drawn afresh.
 */
export function AdoptedUntilNavigation({ children }: { children: ReactNode }) {
  const adopting = useContext(TakingOver);
  const { key } = useLocation();
  const [first] = useState(key);
  const [moved, setMoved] = useState(false);
  if (key !== first && !moved) setMoved(true);
  return (
    <TakingOver value={adopting === true ? !moved && key === first : adopting}>
      {children}
    </TakingOver>
  );
}

/**
 * False in the build's render and in the browser's first render of a published page (which must
 * match it), true afterwards and in every render that does not adopt built markup.
 *
 * In an app that adopts the page (TakingOver), each component turns true by itself once it has
 * been taken over, in a transition: React draws what changes with it (the carousels' copies, the
 * members' photos) in slices of a few milliseconds, as it hydrated, and a part of the page still
 * waiting for its script keeps its published markup until it is taken over in turn. (A store
 * whose snapshot differs between the build and the browser would make React draw every such
 * component again at once after the hydration, in one task of tens of milliseconds on a cheap
 * phone.) Pages reached by a link (AdoptedUntilNavigation) are true from their first render; a
 * part drawn afresh on the adopted page draws once as published, then at once again. Rendered on
 * its own, a component is false while hydrating and true at once after.
 */
export function useHydrated(): boolean {
  const adopting = useContext(TakingOver);
  const alone = useSyncExternalStore(
    noSubscription,
    () => adopting !== true,
    () => adopting === false,
  );
  const [takenOver, setTakenOver] = useState(adopting !== true);
  useEffect(() => {
    if (!takenOver) startTransition(() => setTakenOver(true));
  }, [takenOver]);
  return adopting === true ? takenOver : alone;
}

/** The date the page's content was published for, or null where it carries none. */
export const usePublishedToday = (): string | null => useContext(PublishedPageContext).today;
