/**
 * A list read in pages (the gallery, a kind of message, the past programmes): the first page as
 * the page was published or read, then a page more at each press of its 'Show more' button. Focus
 * goes to the first item just shown, so that keyboard and screen-reader users carry on where the
 * new items begin. A page that cannot be read says so beside the button, which stays to try again.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { Cursor, ListPage } from '../domain/types';
import type { EnglishText } from '../words/en';
import { useWords } from './words';

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

/** The pages read after a first page, and how the last read went. */
interface Following<T> {
  after: ListPage<T>;
  pages: ListPage<T>[];
  status: MorePages<T>['status'];
}

/**
 * The items of `first` and of every page read after it with `readAfter`. `focusable` finds, in
 * `list`, the elements that take focus, one per item in the items' order. A new first page (read
 * live after the publish) starts the list again: the pages read after the old one are dropped,
 * and so is a page that arrives for it later.
 */
export function useMorePages<T>(
  first: ListPage<T>,
  readAfter: (cursor: Cursor) => Promise<ListPage<T>>,
  list: RefObject<HTMLElement | null>,
  focusable: string,
  failureMessage: string,
): MorePages<T> {
  const [following, setFollowing] = useState<Following<T>>({
    after: first,
    pages: [],
    status: 'idle',
  });
  const { pages: more, status } =
    following.after === first ? following : { pages: [], status: 'idle' as const };
  const items = [first, ...more].flatMap((page) => page.items);
  const next = (more.at(-1) ?? first).next;
  const firstNew = items.length - (more.at(-1)?.items.length ?? 0);

  useEffect(() => {
    if (more.length > 0) list.current?.querySelectorAll<HTMLElement>(focusable)[firstNew]?.focus();
  }, [more.length, firstNew, list, focusable]);

  const showMore = () => {
    if (!next || status === 'loading') return;
    const after = first;
    setFollowing({ after, pages: more, status: 'loading' });
    // What a read gives goes after its own first page only (not after a newer one).
    const settle = (change: (now: Following<T>) => Following<T>) =>
      setFollowing((now) => (now.after === after ? change(now) : now));
    readAfter(next).then(
      (page) => settle((now) => ({ after, pages: [...now.pages, page], status: 'idle' })),
      (error: unknown) => {
        console.error(failureMessage, error);
        settle((now) => ({ ...now, status: 'failed' }));
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
  label: EnglishText;
}) {
  const say = useWords();
  if (!hasMore) return null;
  return (
    <div className="show-more">
      <button
        type="button"
        className="btn btn-outline-brand"
        disabled={status === 'loading'}
        onClick={showMore}
      >
        {say(status === 'loading' ? 'Loading...' : label)}
      </button>
      <p role="status" className="show-more-failed">
        {status === 'failed' && say('Could not load more. Check your connection and try again.')}
      </p>
    </div>
  );
}
