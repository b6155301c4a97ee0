/**
 * A list read in pages (the gallery, a kind of message, the past programmes): the first page as
 * the page was published or read, then a page more at each press of its 'Show more' button. Focus
 * goes to the first item just shown, so that keyboard and screen-reader users carry on where the
 * new items begin. A page that cannot be read says so beside the button, which stays to try again.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { Cursor, ListPage } from '../domain/types';

/** What useMorePages gives a list. */
export interface MorePages<T> {
  /** Every item shown: the first page's, then those of each page read since. */
  items: T[];
  /** Reads the next page; nothing while one is read or when there is none. */
  showMore: () => void;
  /** Whether there is a page more to show. */
  hasMore: boolean;
  status: 'idle' | 'loading' | 'failed';
}

/**
 * The items of `first` and of every page read after it with `readAfter`. `focusable` finds, in
 * `list`, the elements that take focus, one per item in the items' order. Give the list a key
 * that changes with its first page: a new first page starts the list again.
 */
export function useMorePages<T>(
  first: ListPage<T>,
  readAfter: (cursor: Cursor) => Promise<ListPage<T>>,
  list: RefObject<HTMLElement | null>,
  focusable: string,
  failureMessage: string,
): MorePages<T> {
  const [more, setMore] = useState<ListPage<T>[]>([]);
  const [status, setStatus] = useState<MorePages<T>['status']>('idle');
  const items = [first, ...more].flatMap((page) => page.items);
  const next = (more.at(-1) ?? first).next;
  const firstNew = items.length - (more.at(-1)?.items.length ?? 0);

  useEffect(() => {
    if (more.length > 0) list.current?.querySelectorAll<HTMLElement>(focusable)[firstNew]?.focus();
  }, [more.length, firstNew, list, focusable]);

  const showMore = () => {
    if (!next || status === 'loading') return;
    setStatus('loading');
    readAfter(next).then(
      (page) => {
        setMore((pages) => [...pages, page]);
        setStatus('idle');
      },
      (error: unknown) => {
        console.error(failureMessage, error);
        setStatus('failed');
      },
    );
  };
  return { items, showMore, hasMore: next !== null, status };
}

/** The button that shows a page more, with what to say when that failed. */
export function ShowMoreButton({
  pages: { hasMore, showMore, status },
  label,
}: {
  pages: MorePages<unknown>;
  /** What it shows: 'Show more photos'. */
  label: string;
}) {
  if (!hasMore) return null;
  return (
    <div className="show-more">
      <button
        type="button"
        className="btn btn-outline-brand"
        disabled={status === 'loading'}
        onClick={showMore}
      >
        {status === 'loading' ? 'Loading...' : label}
      </button>
      <p role="status" className="show-more-failed">
        {status === 'failed' && 'Could not load more. Check your connection and try again.'}
      </p>
    </div>
  );
}
