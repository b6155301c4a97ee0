import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  PublishedPageContext,
  TakingOver,
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
import { WordsContext } from '../components/words';
import { PUBLISHED_PAGE_ID, parsePublishedJson, type PublishedContent } from '../domain/published';
import type { Translation } from '../words/en';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageOfPath,
  pathWithoutLanguage,
} from '../words/languages';
import { loadTranslation } from '../words/translations';
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

/**
 * The app with the published page's content and site details around it, in the language of
 * `words` (English without); `adopting` when it takes over the page's markup.
 */
export function PublishedApp({
  page,
  site,
  words = null,
  adopting = false,
}: {
  page: PublishedPage;
  site: PublishedSite;
  words?: Translation | null;
  adopting?: boolean;
}) {
  return (
    <StrictMode>
      <TakingOver value={adopting}>
        <WordsContext value={words}>
          <PublishedSiteContext value={site}>
            <PublishedPageContext value={page}>
              <App language={words?.language ?? DEFAULT_LANGUAGE} />
            </PublishedPageContext>
          </PublishedSiteContext>
        </WordsContext>
      </TakingOver>
    </StrictMode>
  );
}

/**
 * React takes the page over. Public pages arrive rendered at build time with their content
 * (src/app/prerender.tsx): their markup is hydrated from the content they carry when it is this
 * path's, as a transition, which React does in slices of a few milliseconds, giving the main
 * thread back between them (a hydration in one go is a task of tens of milliseconds on a cheap
 * phone, during which a tap waits). Anything else (the app shell of admin pages, the dev server)
 * renders afresh. A page in another language than English waits for its words first (the publish
 * names their chunk among the page's scripts, so they are on their way already).
 */
export async function mount(container: HTMLElement, pathname: string): Promise<void> {
  const language = languageOfPath(pathname);
  const words = await loadTranslation(language);
  // The published page says it already; the app shell and the dev server's page do not.
  document.documentElement.lang = LANGUAGES[language].lang;
  const content = readPublishedContent();
  const page = publishedPage(content);
  const adopting = container.dataset.prerenderedPath === pathname;
  // A page's content is the same in every language: it is remembered by its English path.
  if (adopting && content !== null) rememberPublishedPage(pathWithoutLanguage(pathname), page);
  const app = (
    <PublishedApp
      adopting={adopting}
      page={page}
      site={{
        details: content?.details ?? BUILT_IN_SITE_DETAILS,
        banner: content?.banner ?? BUILT_IN_BANNER,
      }}
      words={words}
    />
  );
  if (adopting)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
