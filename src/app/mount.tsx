import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  PublishedPageContext,
  publishedPage,
  rememberPublishedPage,
  type PublishedPage,
} from '../components/published';
import {
  BUILT_IN_BANNER,
  BUILT_IN_SITE_DETAILS,
  PublishedSiteContext,
  type PublishedSite,
} from '../components/siteDetails';
import { PUBLISHED_PAGE_ID, parsePublishedJson, type PublishedContent } from '../domain/published';
import { App } from './App';

/** The content the build put into the page, or null (the app shell, a build without content). */
function readPublishedContent(): PublishedContent | null {
  const block = document.getElementById(PUBLISHED_PAGE_ID);
  if (!block?.textContent) return null;
  try {
    return parsePublishedJson(block.textContent) as PublishedContent;
  } catch (error) {
    // The page still works: every section reads live.
    console.error('The published content of this page could not be read', error);
    return null;
  }
}

/** The app with the published page's content and site details around it. */
export function PublishedApp({ page, site }: { page: PublishedPage; site: PublishedSite }) {
  return (
    <StrictMode>
      <PublishedSiteContext value={site}>
        <PublishedPageContext value={page}>
          <App />
        </PublishedPageContext>
      </PublishedSiteContext>
    </StrictMode>
  );
}

/**
 * React takes the page over. Public pages arrive rendered at build time with their content
 * (src/app/prerender.tsx): their markup is hydrated from the content they carry when it is this
 * path's, as a transition, which React does in slices of a few milliseconds, giving the main
 * thread back between them (a hydration in one go is a task of tens of milliseconds on a cheap
 * phone, during which a tap waits). Anything else (the app shell of admin pages, the dev server)
 * renders afresh.
 */
export function mount(container: HTMLElement, pathname: string): void {
  const content = readPublishedContent();
  const page = publishedPage(content);
  const ownContent = content !== null && container.dataset.prerenderedPath === pathname;
  if (ownContent) rememberPublishedPage(pathname, page);
  const app = (
    <PublishedApp
      page={page}
      site={{
        details: content?.details ?? BUILT_IN_SITE_DETAILS,
        banner: content?.banner ?? BUILT_IN_BANNER,
      }}
    />
  );
  if (container.dataset.prerenderedPath === pathname)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
