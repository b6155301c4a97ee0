/**
 * What a publish writes besides the pages' markup: the content each published page carries (its
 * data block), and /published.json, which records when it ran, what it put on the site, and how
 * recent the site details and the banner it used were, so that Settings can say which saved
 * changes are not on the site yet. Pure TypeScript.
 */
import type { BannerSlide, SiteDetails } from './siteDetails';
import type { Changes, StampedCollection } from './types';

export interface PublishedManifest {
  /** When the build read the content (ISO 8601). */
  publishedAt: string;
  /** The publish date in the site's time zone ('YYYY-MM-DD'): the day the published pages were made for. */
  today: string;
  /** How many records of each public collection the publish read. */
  counts: Record<string, number>;
  /**
   * When the site details and the banner it published were last saved (ISO 8601), or null where
   * it used the built-in ones (nothing saved in Settings yet).
   */
  siteDetailsUpdatedAt: string | null;
  bannerUpdatedAt: string | null;
  /** The change marker as the publish read it first (ISO 8601 by collection). */
  changes?: Partial<Record<StampedCollection, string>>;
}

/** Where a publish writes its manifest, from the site's root. */
export const PUBLISHED_MANIFEST_PATH = '/published.json';

/** The id of the element that carries a published page's content (a JSON data block). */
export const PUBLISHED_PAGE_ID = 'published-page';

/**
 * The content a published page was rendered with, as its data block carries it: the day it was
 * made for, and the result of each read its sections made, by key (see usePublishedRead).
 */
export interface PublishedContent {
  today: string;
  reads: Record<string, unknown>;
  /**
   * The change marker as the publish read it before anything else: a section whose collections'
   * stamps are the same now shows what it carries without reading again.
   */
  changes?: Changes;
  /** The site's details and home banner saved in Settings; absent: the built-in ones. */
  details?: SiteDetails;
  banner?: BannerSlide[];
}

/** How a Date travels in a data block: JSON has no dates. */
interface EncodedDate {
  $date: string;
}

const isEncodedDate = (value: unknown): value is EncodedDate =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length === 1 &&
  typeof (value as Partial<EncodedDate>).$date === 'string';

/** Characters that could end or confuse the element around the JSON, written as JSON escapes. */
const UNSAFE_IN_HTML: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * Fields a publish never writes, at any depth: who added and who last edited a record (the uids
 * of team members). No page shows them, and the site's details leave them out the same way
 * (publish/readContent.ts, readSite).
 */
const UNPUBLISHED_FIELDS: ReadonlySet<string> = new Set(['createdBy', 'updatedBy']);

/**
 * JSON safe to place inside an HTML element (a data block, the Event data of a programme page):
 * `<`, `>`, `&`, U+2028 and U+2029 are written as escapes, so a title holding `</script>` stays
 * text. Dates are kept as dates (see parsePublishedJson). Who signed a record is left out
 * (UNPUBLISHED_FIELDS).
 */
export function publishedJson(value: unknown): string {
  const json = JSON.stringify(value, function (this: Record<string, unknown>, key, encoded) {
    if (UNPUBLISHED_FIELDS.has(key)) return undefined;
    const original = this[key];
    return original instanceof Date ? ({ $date: original.toISOString() } as EncodedDate) : encoded;
  });
  return json.replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_HTML[c] ?? c);
}

/** What publishedJson wrote, with its dates as Date again. */
export function parsePublishedJson(json: string): unknown {
  return JSON.parse(json, (_key, value: unknown) =>
    isEncodedDate(value) ? new Date(value.$date) : value,
  );
}

/** Where, from the site's root, the publish writes a page's content for in-app visits to it. */
export const publishedContentPath = (pagePath: string) =>
  `/published${pagePath === '/' ? '/index' : pagePath.replace(/\/+$/, '')}.json`;

/** Whether one stamp of the change marker is the other (both absent, or the same instant). */
const sameStamp = (a: Date | undefined, b: Date | undefined) =>
  a === undefined || b === undefined ? a === b : a.getTime() === b.getTime();

/**
 * Whether none of these collections changed between two readings of the change marker: what a
 * page was published with and what the marker says now.
 */
export const unchangedSince = (
  published: Changes,
  now: Changes,
  collections: readonly StampedCollection[],
): boolean => collections.every((name) => sameStamp(published[name], now[name]));

/**
 * The key of the read by which a page of one record (a route with a page per record) reads its
 * record: the publish starts it from the list it read already, so such a page makes no query of
 * its own at build time.
 */
export const recordReadKey = (collection: string, id: string) => `record/${collection}/${id}`;

/**
 * The copies of the gallery's thumbnails for phones a publish made (PHONE_THUMB_WIDTH wide), by
 * the address of the thumbnail each copies (a photo's `thumbUrl`): the copy's address on the site
 * ('/images/thumbs/….webp'). A photo added or replaced since the publish has another thumbUrl, so
 * no copy.
 */
export type ThumbnailCopies = Readonly<Record<string, string>>;

/**
 * The published reads of the gallery page: its newest page of photos, and the copies of their
 * thumbnails, which the publish makes before rendering (publish/readContent.ts).
 */
export const GALLERY_READS = {
  newest: 'gallery/newest-page',
  thumbnailCopies: 'gallery/thumbnail-copies',
} as const;
