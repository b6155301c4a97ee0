import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { sendPageView } from '../services/pageViews';
import { prefersReducedMotion } from '../components/usePrefersReducedMotion';

/** The id of the element that receives focus after a route change (PublicLayout's <main>). */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * What happens on every route change (docs/behaviour.md, Global behaviour): the document title
 * follows the route, the page scrolls smoothly to the top (instantly for visitors who prefer
 * reduced motion), keyboard and screen-reader focus moves to the main content (not on first load,
 * where it would skip the header), and a page view is logged.
 */
export function useRouteEffects(titleFor: (pathname: string) => string) {
  const { pathname } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    // Runs once per path (React's development double-run of effects must not count as a change).
    if (previousPath.current === pathname) return;
    const isRouteChange = previousPath.current !== null;
    previousPath.current = pathname;

    const title = titleFor(pathname);
    document.title = title;
    if (isRouteChange) {
      window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    }
    sendPageView({ path: pathname, title, host: window.location.host });
  }, [pathname, titleFor]);
}
