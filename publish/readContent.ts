/**
 * Reading what a publish puts on the site, before any page is rendered: every public collection
 * over Firestore's REST API (which also proves Firestore answers: a build that cannot read it stops
 * here, instead of publishing empty pages), and the site's details and banner saved in Settings,
 * the banner's photos copied into the build (publish/publishBanner.ts), and the gallery's newest
 * page, its thumbnails copied into the build for phones (publish/publishThumbnails.ts). The reads
 * are the app's own, with the app's settings, handed over by its render entry
 * (src/app/prerender.tsx).
 */
import type * as RenderEntry from '../src/app/prerender.tsx';
import {
  GALLERY_READS,
  type PublishedContent,
  type PublishedManifest,
} from '../src/domain/published.ts';
import { siteDate } from '../src/domain/siteClock.ts';
import type { SiteDetails } from '../src/domain/siteDetails.ts';
import { publishBanner } from './publishBanner.ts';
import { thumbnailCopyRead } from './publishThumbnails.ts';

/** What the publish reads through the app's render entry. */
export type AppReads = Pick<
  typeof RenderEntry,
  | 'runQuery'
  | 'countDocuments'
  | 'readChanges'
  | 'siteDatabase'
  | 'readSiteDetails'
  | 'readBanner'
  | 'listGalleryPage'
  | 'BUILT_IN_SITE_DETAILS'
  | 'BUILT_IN_BANNER'
>;

/** A document as read: its id and its stored fields. */
export type ReadDocument = Awaited<ReturnType<AppReads['runQuery']>>[number];

/** What the publish renders the pages with, beyond what they read as they render. */
export interface Content extends RenderEntry.Publish {
  /**
   * The documents of the collections whose records get pages of their own, by collection: read
   * once, for those pages' heads and for the pages themselves (their reads start from them).
   */
  documents: ReadonlyMap<string, readonly ReadDocument[]>;
  /** The site details and banner saved in Settings, for the data blocks (absent: built-in). */
  saved: Pick<PublishedContent, 'details' | 'banner'>;
  /** What published.json says: when, for which day, how many documents, which Settings. */
  manifest: PublishedManifest;
}

/**
 * Reads the change marker first, then in parallel what the pages need beforehand: the documents of
 * `recordCollections` (those with a page per record), how many documents each of
 * `publicCollections` holds (counted by Firestore: no document is read for it), the gallery's
 * newest page, whose thumbnails it copies into `outDir` for phones, and the site's details and
 * banner, whose saved photos it copies into `outDir`. The marker comes first: a write
 * after it stamps it again, so a page never claims a content older than it shows. Throws, saying
 * why and what to do, when Firestore cannot be read.
 */
export async function readContent(
  app: AppReads,
  publicCollections: readonly string[],
  recordCollections: readonly string[],
  outDir: string,
): Promise<Content> {
  const now = new Date();
  const documents = new Map<string, readonly ReadDocument[]>();
  let changes: Awaited<ReturnType<AppReads['readChanges']>>;
  let counts: number[];
  let newestGallery: Awaited<ReturnType<AppReads['listGalleryPage']>>;
  try {
    changes = await app.readChanges();
    [counts, newestGallery] = await Promise.all([
      Promise.all(publicCollections.map((collection) => app.countDocuments({ collection }))),
      app.listGalleryPage(),
      ...recordCollections.map(async (collection) =>
        documents.set(collection, await app.runQuery({ collection })),
      ),
    ]);
  } catch (error) {
    const { origin, projectId } = app.siteDatabase;
    throw new Error(
      `The build could not read the site's content from Firestore at ${origin} ` +
        `(project ${projectId}): ${(error as Error).message}. ` +
        'Publishing now would put pages without their content on the site. Start the local ' +
        'backend (npm run dev) for a build in emulators mode, or build the pages without ' +
        'content: npm run build -- --no-content.',
      { cause: error },
    );
  }
  const [site, thumbnailCopies] = await Promise.all([
    readSite(app, outDir),
    thumbnailCopyRead(newestGallery.items, outDir),
  ]);
  return {
    today: siteDate(now),
    // The gallery page's reads, made here for its copies: the page shares them.
    started: new Map<string, Promise<unknown>>([
      [GALLERY_READS.newest, Promise.resolve(newestGallery)],
      [GALLERY_READS.thumbnailCopies, Promise.resolve(thumbnailCopies)],
    ]),
    changes,
    site: site.site,
    saved: site.saved,
    documents,
    manifest: {
      publishedAt: now.toISOString(),
      today: siteDate(now),
      counts: Object.fromEntries(publicCollections.map((name, i) => [name, counts[i] ?? 0])),
      siteDetailsUpdatedAt: site.siteDetailsUpdatedAt,
      bannerUpdatedAt: site.bannerUpdatedAt,
      changes: Object.fromEntries(
        Object.entries(changes).map(([name, date]) => [name, date.toISOString()]),
      ),
    },
  };
}

/** The latest of some dates as ISO 8601, or null when there is none. */
function latest(dates: ReadonlyArray<Date | null>): string | null {
  const times = dates.flatMap((date) => (date ? [date.getTime()] : []));
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
}

/**
 * The site's details and banner as saved in Settings (the built-in ones where nothing is saved),
 * the saved slides' photos copied into the build.
 */
async function readSite(app: AppReads, outDir: string) {
  const [savedDetails, savedBanner] = await Promise.all([app.readSiteDetails(), app.readBanner()]);
  const banner = await publishBanner(savedBanner, app.BUILT_IN_BANNER, outDir);
  // The details alone: who saved them stays out of the pages.
  const details: SiteDetails = savedDetails
    ? {
        addressLines: savedDetails.addressLines,
        phone: savedDetails.phone,
        email: savedDetails.email,
        secondaryEmail: savedDetails.secondaryEmail,
        about: savedDetails.about,
        // Only where there is one: the pages' data blocks stay as they were without it.
        ...(savedDetails.aboutHi && { aboutHi: savedDetails.aboutHi }),
        mapPlace: savedDetails.mapPlace,
        facebook: savedDetails.facebook,
        instagram: savedDetails.instagram,
        youtube: savedDetails.youtube,
      }
    : app.BUILT_IN_SITE_DETAILS;
  return {
    site: { details, banner },
    // What the pages' data blocks carry: only what differs from the built-in ones.
    saved: { ...(savedDetails && { details }), ...(savedBanner && { banner }) },
    siteDetailsUpdatedAt: latest([savedDetails?.updatedAt ?? null]),
    bannerUpdatedAt: latest((savedBanner ?? []).map((slide) => slide.updatedAt)),
  };
}
