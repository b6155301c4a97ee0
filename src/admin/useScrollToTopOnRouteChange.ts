import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { prefersReducedMotion } from '../components/usePrefersReducedMotion';

/**
 * Scrolls to the top when the admin route changes, as the public site does: smoothly, or at once
 * for people who prefer reduced motion. Not when a screen first opens (the browser has put it
 * where it belongs), and not when only the query changes.
 */
export function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    // Once per path: React's development double-run of effects must not count as a change.
    if (previousPath.current === pathname) return;
    const isRouteChange = previousPath.current !== null;
    previousPath.current = pathname;
    if (isRouteChange)
      window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, [pathname]);
}
