/**
 * Renders a public route to HTML at build time (scripts/prerenderPlugin.ts). A phone then paints
 * the page's header, text and spinners from the HTML alone, before any JavaScript arrives, and
 * src/app/mount.tsx hydrates that markup instead of building it again. Content from Firestore is
 * not in the HTML: it shows the same spinner the app shows while it loads.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './App';
import { ROUTES, documentTitleFor, type SiteRoute } from './routes';

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** The document title the app sets on this route. */
  title: string;
}

/** The tree src/app/mount.tsx hydrates, at the given path. */
export function ServerApp({ path, routes }: { path: string; routes: readonly SiteRoute[] }) {
  return (
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes routes={routes} />
      </StaticRouter>
    </StrictMode>
  );
}

/** Waits for the route's lazily loaded page, unlike renderToString, which would emit its spinner. */
export async function renderPage(
  path: string,
  routes: readonly SiteRoute[] = ROUTES,
): Promise<RenderedPage> {
  // An unlimited chunk size keeps every boundary in place: no inline scripts that reveal content
  // later (the CSP forbids inline scripts, and they would hold back the paint).
  const { prelude } = await prerender(<ServerApp path={path} routes={routes} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  return { html, title: documentTitleFor(path, routes) };
}
