/**
 * Published pages: the build renders each public page with its content (publish/renderSite.ts)
 * and puts what it read into the page as a data block; the browser's first render takes the same
 * content from there, so React adopts the markup as it is, and then the page reads again, live,
 * for the visitor's own date, replacing only what changed.
 *
 * A section reads through usePublishedRead with a key that names the read ('members',
 * 'messages/bishop'). While the build renders, the read suspends until Firestore answers (a
 * failure stops the build) and its result is kept under its key for the data block.
 */
import { createContext, use, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { localDateString } from '../domain/localDate';
import { publishedJson, type PublishedContent } from '../domain/published';

/** What a section's read has given so far. */
export type AsyncData<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/** A read of a section: given the date it is for ('YYYY-MM-DD'). */
export type PublishedLoad<T> = (today: string) => Promise<T>;

/** What the page being rendered knows of its published content. */
export interface PublishedPage {
  /** The date the content was published for, or null where there is none (the app shell). */
  today: string | null;
  /** Results of reads by key, as published. */
  reads: Map<string, unknown>;
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
    ? { today: content.today, reads: new Map(Object.entries(content.reads)) }
    : { today: null, reads: new Map() };
}

/** The same content as a page publishes it (so records that differ only in who signed them). */
const sameData = (a: unknown, b: unknown) => publishedJson(a) === publishedJson(b);

/**
 * The result of a section's read. At build time it is read (suspending until it is) for the
 * publish date; in the browser it starts from the published result when the page carries one
 * (else 'loading'), and reads again for the visitor's date, replacing the published result only
 * when the live one differs. A failed live read is logged (`failureMessage`) and keeps what the
 * page already shows; with nothing shown it reports 'failed'.
 *
 * `load` is called again when its identity changes: pass a module-level function or a useCallback.
 */
export function usePublishedRead<T>(
  key: string,
  load: PublishedLoad<T>,
  failureMessage: string,
): AsyncData<T> {
  const page = useContext(PublishedPageContext);
  const { read, today } = page;
  const built = read && today !== null ? (use(read(key, () => load(today))) as T) : undefined;
  const [state, setState] = useState<AsyncData<T>>(() =>
    read
      ? { status: 'ready', data: built as T }
      : page.reads.has(key)
        ? { status: 'ready', data: page.reads.get(key) as T }
        : { status: 'loading' },
  );
  useEffect(() => {
    let current = true;
    load(localDateString(new Date())).then(
      (data) => {
        if (current)
          setState((shown) =>
            shown.status === 'ready' && sameData(shown.data, data)
              ? shown
              : { status: 'ready', data },
          );
      },
      (error: unknown) => {
        console.error(failureMessage, error);
        if (current)
          setState((shown) => (shown.status === 'ready' ? shown : { status: 'failed', error }));
      },
    );
    return () => {
      current = false;
    };
  }, [page, key, load, failureMessage]);
  return state;
}

const noSubscription = () => () => {};

/**
 * False in the build's render and in the browser's first render of a published page (which must
 * match it), true afterwards and in every render that does not adopt built markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The date the page's content was published for, or null where it carries none. */
export const usePublishedToday = (): string | null => useContext(PublishedPageContext).today;
