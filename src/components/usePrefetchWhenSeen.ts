import { useEffect, type RefObject } from 'react';
import { useSeenThenIdle } from './useSeenThenIdle';

/** What this visit has prefetched already, by address. */
const prefetched = new Set<string>();

/**
 * Fetches ahead, at the browser's lowest priority and into its cache only (nothing runs), the
 * scripts and stylesheets that the published page names in `data-prefetch` on its root element:
 * those of the page its main tap opens (publish/renderSite.ts; a programme's page names its
 * registration form's). Each once a visit. A page without the list (the app shell, the dev server)
 * fetches nothing ahead.
 */
export function prefetchNamedFiles(root: HTMLElement | null = document.getElementById('root')) {
  for (const href of root?.dataset.prefetch?.split(' ') ?? []) {
    if (href === '' || prefetched.has(href)) continue;
    prefetched.add(href);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.setAttribute('as', href.endsWith('.css') ? 'style' : 'script');
    // As the bundler asks for them later (module scripts and their stylesheets are crossorigin),
    // so that the later request finds this one in the cache.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Prefetches what the page names (prefetchNamedFiles) once the element `place` holds has come into
 * view and the browser has then been idle: 'Register' on a programme's page, whose tap then shows
 * the form at once, even on a slow connection.
 */
export function usePrefetchWhenSeen(place: RefObject<Element | null>): void {
  const seen = useSeenThenIdle(place);
  useEffect(() => {
    if (seen) prefetchNamedFiles();
  }, [seen]);
}
