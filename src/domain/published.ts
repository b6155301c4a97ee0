/**
 * What a publish records about itself in /published.json, beside the pages it wrote: when it ran,
 * what it put on the site, and how recent the site details and the banner it used were, so that
 * Settings can say which saved changes are not on the site yet. Pure TypeScript.
 */
export interface PublishedManifest {
  /** When the build read the content (ISO 8601). */
  publishedAt: string;
  /** The publish date in Asia/Kolkata ('YYYY-MM-DD'): the day the published pages were made for. */
  today: string;
  /** How many records of each public collection the publish read. */
  counts: Record<string, number>;
  /**
   * When the site details and the banner it published were last saved (ISO 8601), or null where
   * it used the built-in ones (nothing saved in Settings yet).
   */
  siteDetailsUpdatedAt: string | null;
  bannerUpdatedAt: string | null;
}

/** Where a publish writes its manifest, from the site's root. */
export const PUBLISHED_MANIFEST_PATH = '/published.json';
