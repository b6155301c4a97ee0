import { Suspense, useCallback, useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { Spinner } from '../components/Spinner';
import { WordsContext, useWords } from '../components/words';
import { MENU, ROUTES, documentTitleFor, sendsPageViews, type SiteRoute } from './routes';
import { MAIN_CONTENT_ID, useRouteEffects } from './useRouteEffects';

/** Moves focus to the main content without adding a #fragment to the address. */
function skipToMain(event: React.MouseEvent) {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

/** Header, main content and footer of every public page, and of /admin/login. */
export function PublicLayout({ routes = ROUTES }: { routes?: readonly SiteRoute[] }) {
  const words = useContext(WordsContext);
  const say = useWords();
  const titleFor = useCallback(
    (pathname: string) => documentTitleFor(pathname, routes, words),
    [routes, words],
  );
  const pageViewFor = useCallback((pathname: string) => sendsPageViews(pathname, routes), [routes]);
  useRouteEffects(titleFor, pageViewFor);
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
        {say('Skip to main content')}
      </a>
      <Header menu={MENU} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {/* Pages load lazily; the header and footer stay while one arrives. */}
        <Suspense fallback={<Spinner />}>
          {/* A page that fails to load or to render shows an error page inside the layout. */}
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
