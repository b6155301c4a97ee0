/**
 * The render entry of the publish (publish/renderSite.ts loads it): renders a public route to HTML
 * at build time. A phone then paints the page's header, text and content from the HTML alone,
 * before any JavaScript arrives, and src/app/mount.tsx hydrates that markup instead of building it
 * again.
 *
 * With a publish, each section's read (usePublishedRead) is made while rendering, for the publish
 * date, and what the page read comes back with its markup, for the page's data block. Without one
 * (a build without content), sections show the spinner the app shows while it loads.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import {
  PublishedPageContext,
  TakingOver,
  UNPUBLISHED,
  type PublishedPage,
} from '../components/published';
import { SITE } from '../config/site';
import {
  BUILT_IN_BANNER,
  BUILT_IN_SITE_DETAILS,
  PublishedSiteContext,
  type PublishedSite,
} from '../components/siteDetails';
import { WordsContext } from '../components/words';
import type { Changes } from '../domain/types';
import type { Translation } from '../words/en';
import { LANGUAGES, languageOfPath, pathWithoutLanguage } from '../words/languages';
import { loadTranslation, translatedName } from '../words/translations';
import { AppRoutes } from './App';
import { ROUTES, documentTitleFor, routesIn, type SiteRoute } from './routes';

/**
 * What the publish reads before rendering, with this build's settings (the mode's VITE_*
 * variables, which only Vite gives a module): the public collections, the site's details and
 * banner saved in Settings, and the built-in ones, and the gallery's newest page
 * (publish/readContent.ts).
 */
// The site's name in titles, from the profile the build is for (publish/profileChoice.ts).
export { pageTitle } from '../config/site';
export { settings } from '../services/settings';
export { countDocuments, runQuery, siteDatabase } from '../services/firestoreRest';
export { readChanges } from '../services/changes';
export { readBanner, readSiteDetails } from '../services/siteDetails';
export { listGalleryPage } from '../services/gallery';
export { BUILT_IN_BANNER, BUILT_IN_SITE_DETAILS };
// Each language's words, for the pages in other languages than English.
export { loadTranslation };

/** The site's name in the language of `words` (English without), for titles and link previews. */
export const siteNameIn = (words: Translation | null) => translatedName(words, SITE.title);

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** The document title the app sets on this route. */
  title: string;
  /** The results of the reads the page made, by key: what its data block carries. */
  reads: Record<string, unknown>;
}

/** What the build publishes: the date it is for, the site's details, and the reads it shares. */
export interface Publish {
  today: string;
  /** The change marker as the publish read it before anything else. */
  changes: Changes;
  site: PublishedSite;
  /** Reads already started, by key: pages that make the same read share it. */
  started: Map<string, Promise<unknown>>;
}

/**
 * The tree src/app/mount.tsx hydrates, at the given path, in the language of `words` (English
 * without), whose prefix the path starts with.
 */
export function ServerApp({
  path,
  routes,
  page = UNPUBLISHED,
  site = { details: BUILT_IN_SITE_DETAILS, banner: BUILT_IN_BANNER },
  words = null,
}: {
  path: string;
  routes: readonly SiteRoute[];
  page?: PublishedPage;
  site?: PublishedSite;
  words?: Translation | null;
}) {
  const language = languageOfPath(path);
  const { prefix } = LANGUAGES[language];
  return (
    <StrictMode>
      <TakingOver value>
        <WordsContext value={words}>
          <PublishedSiteContext value={site}>
            <PublishedPageContext value={page}>
              <StaticRouter location={path} basename={prefix || undefined}>
                <AppRoutes routes={routesIn(language, routes)} />
              </StaticRouter>
            </PublishedPageContext>
          </PublishedSiteContext>
        </WordsContext>
      </TakingOver>
    </StrictMode>
  );
}

/** A page of the publish: its reads are shared with the other pages, and noted for its own. */
function publishedPageOf(publish: Publish): PublishedPage {
  const reads = new Map<string, unknown>();
  // React's `use` needs the same promise at every render of a section.
  const ownReads = new Map<string, Promise<unknown>>();
  return {
    today: publish.today,
    reads,
    changes: publish.changes,
    read(key, load) {
      let own = ownReads.get(key);
      if (!own) {
        let shared = publish.started.get(key);
        if (!shared) {
          shared = load();
          publish.started.set(key, shared);
        }
        own = shared.then((data) => {
          reads.set(key, data);
          return data;
        });
        ownReads.set(key, own);
      }
      return own;
    },
  };
}

/**
 * Waits for the route's lazily loaded page and, with a publish, for its reads, unlike
 * renderToString, which would emit their spinners.
 */
export async function renderPage(
  path: string,
  routes: readonly SiteRoute[] = ROUTES,
  publish?: Publish,
): Promise<RenderedPage> {
  const page = publish ? publishedPageOf(publish) : UNPUBLISHED;
  const words = await loadTranslation(languageOfPath(path));
  // An unlimited chunk size keeps every boundary in place: no inline scripts that reveal content
  // later (the CSP forbids inline scripts, and they would hold back the paint).
  // A read that fails while rendering stops the build: React would otherwise leave that section
  // to the browser, and the page would be published with a spinner where its content belongs.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <ServerApp path={path} routes={routes} page={page} site={publish?.site} words={words} />,
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw errors[0];
  const html = await new Response(prelude).text();
  return {
    html,
    title: documentTitleFor(pathWithoutLanguage(path), routes, words),
    reads: Object.fromEntries(page.reads),
  };
}
