/**
 * The site's settings in the collection table: what the commission says about its site (its
 * details, the home banner, the deaneries and parishes the registration forms offer), saved by
 * owners; and the change marker every write of a public collection stamps.
 */
import { PATTERNS, isEmailAddress, storageObjectOf, whole, LIMITS } from '../../limits';
import {
  PARISH_LIST_ID,
  PARISH_LIST_LIMITS,
  parishListError,
  parishListFromFields,
  type SavedParishList,
} from '../../parishes';
import { changesFromFields } from '../../recordFields';
import {
  image,
  line,
  list,
  optionalLines,
  optionalTime,
  paragraphs,
  stamp,
  text,
  uid,
  type CheckedValue,
} from '../../schema';
import {
  BANNER_FILE_FIELDS,
  BANNER_SLIDE_IDS,
  SITE_DETAILS_ID,
  SOCIAL_NETWORKS,
  bannerSlideFromFields,
  siteDetailsFromFields,
  type SavedBannerSlide,
  type SavedSiteDetails,
} from '../../siteDetails';
import { CHANGES_ID, STAMPED_COLLECTIONS, type Changes } from '../../types';
import { BANNER_PHOTOS } from './imageFolders';
import { textOf, trimmed, type CollectionInfo } from './info';

/**
 * What the commission says about its own site (Settings): read by everyone (the build reads it
 * without credentials), written by owners, each save signed and dated, in backups, never trashed:
 * a save replaces the document.
 */
const siteSettings = {
  readers: 'everyone',
  writers: 'owners',
  published: true,
  trash: false,
  signed: true,
  backup: true,
} as const;
const saved = { updatedAt: stamp(true), updatedBy: uid(true) };

export const siteDetails: CollectionInfo<SavedSiteDetails> = {
  name: 'siteDetails',
  kind: () => 'Site details',
  kindPlural: 'Site details',
  recordName: () => 'Site details',
  fields: {
    address: paragraphs(LIMITS.address),
    phone: text(LIMITS.shortText),
    email: text(LIMITS.email),
    secondaryEmail: line(LIMITS.email),
    about: paragraphs(LIMITS.about),
    // In Hindi, for the Hindi pages: absent or '' where there is none (the English then shows).
    aboutHi: optionalLines(LIMITS.about),
    mapPlace: text(LIMITS.shortText),
    facebook: line(LIMITS.url),
    instagram: line(LIMITS.url),
    youtube: line(LIMITS.url),
    ...saved,
  },
  check: siteDetailsError,
  ...siteSettings,
  single: [SITE_DETAILS_ID],
  decode: siteDetailsFromFields,
};

const bannerPhoto = (presence: 'required' | 'written') =>
  image(BANNER_PHOTOS, 'Banner photos', presence);

export const banner: CollectionInfo<SavedBannerSlide> = {
  name: 'banner',
  kind: () => 'Banner slide',
  kindPlural: 'Banner slides',
  recordName: (f) => trimmed(f, 'headline'),
  fields: {
    headline: text(LIMITS.headline),
    subline: line(LIMITS.shortText),
    description: text(LIMITS.shortText),
    jpg640: bannerPhoto('required'),
    jpg1280: bannerPhoto('required'),
    jpg1920: bannerPhoto('required'),
    webp640: bannerPhoto('written'),
    webp1280: bannerPhoto('written'),
    webp1920: bannerPhoto('written'),
    ...saved,
  },
  check: bannerSlideError,
  ...siteSettings,
  single: BANNER_SLIDE_IDS,
  decode: bannerSlideFromFields,
};

/**
 * The deaneries and parishes the registration forms offer (parishes.ts), kept by owners in
 * Settings: read by everyone, live (the registration page is never published), so not published;
 * each save signed and dated, in backups, never trashed.
 */
export const parishes: CollectionInfo<SavedParishList> = {
  name: 'parishes',
  kind: () => 'Parish list',
  kindPlural: 'Parish lists',
  recordName: () => 'Deaneries and parishes',
  fields: {
    parishes: list(PARISH_LIST_LIMITS.parishes),
    deaneries: list(PARISH_LIST_LIMITS.parishes),
    ...saved,
  },
  check: parishListError,
  ...siteSettings,
  published: false,
  single: [PARISH_LIST_ID],
  decode: parishListFromFields,
};

/**
 * The change marker: one document, changes/public, holding for each public collection the time
 * it last changed. Every write of such a collection stamps its field in the same commit (the
 * rules require it), so the publish can record what it published from, and a visit read this
 * one document to know whether anything changed since. Everyone reads it; the team stamps it.
 */
export const changes: CollectionInfo<Changes> = {
  name: 'changes',
  kind: () => 'Change marker',
  kindPlural: 'Change markers',
  recordName: () => 'Changes',
  fields: Object.fromEntries(STAMPED_COLLECTIONS.map((name) => [name, optionalTime()])),
  readers: 'everyone',
  writers: 'team',
  published: true,
  trash: false,
  signed: false,
  backup: false,
  single: [CHANGES_ID],
  decode: changesFromFields,
};

const IS_SOCIAL_URL = {
  facebook: whole(PATTERNS.facebookUrl),
  instagram: whole(PATTERNS.instagramUrl),
  youtube: whole(PATTERNS.youtubeUrl),
} as const;

/**
 * The site's e-mail addresses are addresses (the second may be empty), and each social link is
 * empty or an https address on its own network's host.
 */
function siteDetailsError(doc: Readonly<Record<string, CheckedValue>>): string | null {
  if (!isEmailAddress(textOf(doc, 'email'))) return 'email must be an e-mail address';
  const secondaryEmail = textOf(doc, 'secondaryEmail');
  if (secondaryEmail !== '' && !isEmailAddress(secondaryEmail))
    return 'secondaryEmail must be empty or an e-mail address';
  for (const network of SOCIAL_NETWORKS) {
    const url = textOf(doc, network);
    if (url !== '' && !IS_SOCIAL_URL[network].test(url))
      return `${network} must be empty or an https address on ${network}.com`;
  }
  return null;
}

/**
 * Each file of a banner photo is the width and format its field names (jpg1280: a 1280 px JPEG);
 * the WebP files are all there or all absent (a browser that cannot make WebP saves JPEG only).
 */
function bannerSlideError(doc: Readonly<Record<string, CheckedValue>>): string | null {
  for (const { field, width, extension } of BANNER_FILE_FIELDS) {
    const url = textOf(doc, field);
    if (url === '') continue;
    const file = whole(`banner%2F[1-4]_[0-9]+_${width}[.]${extension}`);
    if (!file.test(storageObjectOf(url) ?? ''))
      return `${field} must be the download URL of a ${width} px ${extension} file in banner/`;
  }
  const webp = ['webp640', 'webp1280', 'webp1920'].map((field) => textOf(doc, field) !== '');
  if (webp.some(Boolean) && !webp.every(Boolean))
    return 'webp640, webp1280 and webp1920 must all be set or all be empty';
  return null;
}
