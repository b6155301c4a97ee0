import { useLocation } from 'react-router-dom';
import { usePageEffects } from '../components/usePageEffects';

/** The id of the element that receives focus after a route change (PublicLayout's <main>). */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * A public route change: the title follows the route, the page scrolls to the top, and keyboard
 * and screen-reader focus moves to the main content (not on first load, where it would skip the
 * header); a page view is sent where `pageViewFor` allows it (components/usePageEffects.ts).
 */
export function useRouteEffects(
  titleFor: (pathname: string) => string,
  pageViewFor: (pathname: string) => boolean,
) {
  const { pathname } = useLocation();
  usePageEffects(titleFor(pathname), {
    focusId: MAIN_CONTENT_ID,
    pageView: pageViewFor(pathname),
  });
}
