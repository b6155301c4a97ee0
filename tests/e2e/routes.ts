/** The public routes as a visitor meets them, from the route table, shared by the e2e specs. */
import type { APIRequestContext } from '@playwright/test';
import { ROUTES as TABLE, documentTitleFor, prerenderedRoutes } from '../../src/app/routes';
import { SITE, pageTitle } from '../../src/config/site';

export const SITE_TITLE = SITE.title;

/**
 * The heading a page shows where it is not the page's name in the table (the home page's h1 is
 * visually hidden, so its teaser's heading stands for it).
 */
export const HEADINGS: Readonly<Record<string, string>> = {
  '/': 'About the Youth Commission',
  '/mission': 'Our Mission',
  '/vision': 'Our Vision',
  '/objectives': 'Our Objectives',
  '/contact': 'Contact Us',
};

/**
 * Each page rendered at build time, its heading and its document title: an editable page's is its
 * saved title, which its heading shows; any other page's the route table's.
 */
export const ROUTES: ReadonlyArray<{ path: string; heading: string; title: string }> =
  prerenderedRoutes(TABLE).map(({ path, title, props }) => {
    const heading = HEADINGS[path] ?? title;
    return { path, heading, title: props?.['page'] ? pageTitle(heading) : documentTitleFor(path) };
  });

/** Each published programme's page address, by title, from the sitemap and each page's preview. */
export async function programmePages(request: APIRequestContext): Promise<Map<string, string>> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*(\/programmes\/[^<]+)<\/loc>/g)].map(
    (match) => match[1] ?? '',
  );
  const byTitle = new Map<string, string>();
  for (const pagePath of paths) {
    const html = await (await request.get(pagePath)).text();
    const title = /<meta property="og:title" content="([^"]*)">/.exec(html)?.[1] ?? '';
    byTitle.set(title.replace(/&amp;/g, '&').replace(` | ${SITE_TITLE}`, ''), pagePath);
  }
  return byTitle;
}
