/**
 * The record the last publish left on the site (/published.json): when it ran and what it used.
 * Read by Settings, never cached.
 */
import { PUBLISHED_MANIFEST_PATH, type PublishedManifest } from '../domain/published';
import { isPublishedManifest } from '../domain/publishState';

/**
 * The last publish's manifest, or null when the site has none: never published, or the
 * development server (a 404), or Firebase Hosting answering with the app shell (HTML) because no
 * file is there. Rejects when it cannot be read: no answer, an error status, or not a manifest.
 */
export async function readPublishedManifest(): Promise<PublishedManifest | null> {
  const response = await fetch(PUBLISHED_MANIFEST_PATH, { cache: 'no-store' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`the site answered ${response.status}`);
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return null;
  const manifest: unknown = await response.json();
  if (!isPublishedManifest(manifest))
    throw new Error(`${PUBLISHED_MANIFEST_PATH} does not hold a record of a publish`);
  return manifest;
}
