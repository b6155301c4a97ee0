/**
 * The site's details and the home banner as saved in Settings: read by a publish (the build, over
 * Firestore's public read access, without credentials) and by the Settings sections. Reads go
 * through the REST reader, never the SDK. The public pages do not load this module: they get the
 * details as the page was published with them (components/siteDetails.tsx). Saving: siteSettings.ts.
 */
import {
  BANNER_SLIDE_IDS,
  SITE_DETAILS_ID,
  bannerSlideFromFields,
  siteDetailsFromFields,
  type SavedBannerSlide,
  type SavedSiteDetails,
} from '../domain/siteDetails';
import { runQuery, siteDatabase, type Database } from './firestoreRest';

/** The site's details as last saved, with when and by whom; null when never saved. */
export async function readSiteDetails(
  database: Database = siteDatabase,
): Promise<SavedSiteDetails | null> {
  const documents = await runQuery({ collection: 'siteDetails' }, database);
  const saved = documents.find(({ id }) => id === SITE_DETAILS_ID);
  return saved ? siteDetailsFromFields(saved.id, saved.fields) : null;
}

/**
 * The banner's slides as last saved, in the home page's order, each with when and by whom: only
 * the slides an owner has saved (the others stay the built-in ones); null when none is.
 */
export async function readBanner(
  database: Database = siteDatabase,
): Promise<SavedBannerSlide[] | null> {
  const documents = await runQuery({ collection: 'banner' }, database);
  const slides = BANNER_SLIDE_IDS.flatMap((slideId) => {
    const saved = documents.find(({ id }) => id === slideId);
    return saved ? [bannerSlideFromFields(saved.id, saved.fields)] : [];
  });
  return slides.length > 0 ? slides : null;
}

/** The latest of some dates, or null when there is none. */
const latest = (dates: ReadonlyArray<Date | null>): Date | null =>
  dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);

/** When the site's details and the banner (any slide) were last saved; null when never. */
export async function savedSiteChanges(
  database: Database = siteDatabase,
): Promise<{ siteDetails: Date | null; banner: Date | null }> {
  const [details, banner] = await Promise.all([readSiteDetails(database), readBanner(database)]);
  return {
    siteDetails: details?.updatedAt ?? null,
    banner: latest((banner ?? []).map((slide) => slide.updatedAt)),
  };
}
