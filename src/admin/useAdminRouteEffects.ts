import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { prefersReducedMotion } from '../components/usePrefersReducedMotion';
import { pageTitle } from '../config/site';
import { sendPageView } from '../services/pageViews';

/**
 * What an admin route change does, as on the public site: the document title follows the screen
 * ('Members Management | Youth Commission of Agra Archdiocese'), a page view is sent, and the
 * page scrolls to the top, smoothly or at once for people who prefer reduced motion. No scroll
 * when a screen first opens (the browser has put it where it belongs), and nothing when only the
 * query changes.
 */
export function useAdminRouteEffects(screenTitle: string) {
  const { pathname } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    // Once per path: React's development double-run of effects must not count as a change.
    if (previousPath.current === pathname) return;
    const isRouteChange = previousPath.current !== null;
    previousPath.current = pathname;
    const title = pageTitle(screenTitle);
    document.title = title;
    sendPageView({ path: pathname, title, host: window.location.host });
    if (isRouteChange)
      window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, [pathname, screenTitle]);
}
