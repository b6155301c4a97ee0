/**
 * The router, made from the route table (routes.ts). Every page is its own lazily loaded chunk,
 * so a page of plain text downloads no Firebase code; the HTML rendered at build time names each
 * page's chunk for the browser to fetch at once (publish/renderSite.ts).
 */
import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { AdoptedUntilNavigation } from '../components/published';
import { Spinner } from '../components/Spinner';
import { PUBLIC_PATHS } from '../domain/publicPaths';
import { LANGUAGES, type Language } from '../words/languages';
import { PublicLayout } from './PublicLayout';
import { ROUTES, routesIn, type SiteRoute } from './routes';

type PageModule = Record<string, ComponentType<Record<string, string>>>;

// The modules a route may name. Only these become lazy chunks of their own: the admin area's other
// modules load with AdminApp.
const PAGE_MODULES = import.meta.glob<PageModule>([
  '../pages/*.tsx',
  '../admin/LoginPage.tsx',
  '../admin/AdminApp.tsx',
]);

const pages = new Map<string, ComponentType<Record<string, string>>>();

/**
 * The attribute of <html> set once React has taken the first page over (hydrated the page
 * published at build time, or rendered it): from then on its buttons and links do what the app
 * makes them do. A published page is readable long before (its scripts start after its first
 * paint), so nothing else tells a browser test that a tap will be handled.
 */
const TAKEN_OVER_ATTRIBUTE = 'data-taken-over';

/** `Page`, marking the document as taken over once it is on screen. */
function markingTakeOver(Page: ComponentType<Record<string, string>>) {
  return function TakenOverPage(props: Record<string, string>) {
    useEffect(() => {
      document.documentElement.setAttribute(TAKEN_OVER_ATTRIBUTE, '');
    }, []);
    return <Page {...props} />;
  };
}

/** The lazily loaded component of a route's page, made once per page module. */
export function pageComponent(page: string) {
  let component = pages.get(page);
  if (!component) {
    const load = PAGE_MODULES[`../${page}.tsx`];
    if (!load) throw new Error(`The route table names src/${page}.tsx, which does not exist.`);
    const name = page.split('/').pop() ?? page;
    component = lazy(async () => {
      const exported = (await load())[name];
      if (!exported) throw new Error(`src/${page}.tsx exports no component ${name}.`);
      return { default: markingTakeOver(exported) };
    });
    pages.set(page, component);
  }
  return component;
}

const elementOf = (route: SiteRoute) => {
  const Page = pageComponent(route.page);
  return <Page {...route.props} />;
};

export function AppRoutes({ routes = ROUTES }: { routes?: readonly SiteRoute[] }) {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route element={<PublicLayout routes={routes} />}>
          {routes
            .filter((route) => !route.ownLayout)
            .map((route) => (
              <Route key={route.path} path={route.path} element={elementOf(route)} />
            ))}
          {/* Any unknown path leads home. */}
          <Route path="*" element={<Navigate to={PUBLIC_PATHS.home} replace />} />
        </Route>
        {/* A route with its own layout: its chunk failing to load still gets the error page. */}
        {routes
          .filter((route) => route.ownLayout)
          .map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={<RouteErrorBoundary>{elementOf(route)}</RouteErrorBoundary>}
            />
          ))}
      </Routes>
    </Suspense>
  );
}

/**
 * The site in `language`: its routes under the language's prefix (/hi/gallery), which the router
 * keeps out of the paths the pages see ('/gallery'), so that every link stays in the language.
 */
export function App({ language }: { language: Language }) {
  const { prefix } = LANGUAGES[language];
  return (
    <BrowserRouter basename={prefix || undefined}>
      <AdoptedUntilNavigation>
        <AppRoutes routes={routesIn(language)} />
      </AdoptedUntilNavigation>
    </BrowserRouter>
  );
}
