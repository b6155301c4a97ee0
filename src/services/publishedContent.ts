/**
 * The content the publish wrote for a page (publish/renderSite.ts writes one file per published
 * page), fetched from the site itself when the visitor reaches that page by an in-app link: what
 * the page shows then comes from Hosting, not from Firestore.
 */
import {
  parsePublishedJson,
  publishedContentPath,
  type PublishedContent,
} from '../domain/published';

/**
 * The published content of the page at `pagePath`, or null when there is none (a page not
 * published, an address of its own, a build without content, the dev server) or it cannot be
 * read: the page's sections then read live.
 */
export async function fetchPublishedContent(pagePath: string): Promise<PublishedContent | null> {
  try {
    const base = import.meta.env.BASE_URL.replace(/\/$/, '');
    const response = await fetch(`${base}${publishedContentPath(pagePath)}`);
    if (!response.ok || !response.headers.get('content-type')?.includes('json')) return null;
    return parsePublishedJson(await response.text()) as PublishedContent;
  } catch (error) {
    console.error('The published content of', pagePath, 'could not be read', error);
    return null;
  }
}
