import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { sendPageView } from '../services/pageViews';
import { prefersReducedMotion } from './usePrefersReducedMotion';

/**
 * What every page does when it opens, on the public site and in the admin area alike (docs/
 * behaviour.md, Global behaviour): the document title becomes `title` (a page may then set its
 * own) and a page view is sent (unless `pageView` is false: the registration pages); after a route
 * change, though not on first load, the page also scrolls to the top (instantly for people who
 * prefer reduced motion) and the element `focusId` names, if any, takes the focus. Once per path:
 * React's development double-run of effects is not a change, and neither is a change of the query
 * alone.
 */
export function usePageEffects(
  title: string,
  { focusId, pageView = true }: { focusId?: string; pageView?: boolean } = {},
) {
  const { pathname } = useLocation();
  const previousPath = useRef<string | null>(null);

  // The route's title is set before the commit's other effects run: a page that names itself (an
  // editable page's saved title) does so in an effect of its own, which then comes after it, even
  // where the page and the route change commit together (React runs a child's effects before its
  // parent's).
  useLayoutEffect(() => {
    document.title = title;
  }, [pathname, title]);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    const isRouteChange = previousPath.current !== null;
    previousPath.current = pathname;

    if (isRouteChange) {
      window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
      if (focusId) document.getElementById(focusId)?.focus({ preventScroll: true });
    }
    if (pageView) sendPageView({ path: pathname, title, host: window.location.host });
  }, [pathname, title, focusId, pageView]);
}
