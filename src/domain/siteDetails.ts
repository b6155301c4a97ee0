/**
 * What the commission edits about its own site in Settings and a publish puts on every page: the
 * site's details (address, phone, e-mail addresses, the footer's about text, the map's place, the
 * social links) and the four slides of the home banner. Pure TypeScript: no React, no Firebase.
 */

export interface SiteDetails {
  /** The postal address, a line each. */
  addressLines: string[];
  phone: string;
  /** The first contact e-mail (footer, contact page, privacy page). */
  email: string;
  /** The contact page's second e-mail. */
  secondaryEmail: string;
  /** The footer's about text. */
  about: string;
  /**
   * The about text in Hindi, which the Hindi pages show in its place; absent or '' where there is
   * none (aboutTextIn).
   */
  aboutHi?: string;
  /** The place the contact page's map shows, as one would type it into a map. */
  mapPlace: string;
  /** https addresses of the commission's pages on each network, or '' (not shown as a link). */
  facebook: string;
  instagram: string;
  youtube: string;
}

export type RasterFormat = 'avif' | 'webp' | 'jpg';

/** A picture at several widths and formats, for <picture> and srcset. */
export interface ResponsiveImage {
  id: string;
  alt: string;
  /** Intrinsic size of the largest variant; every variant has the same aspect ratio. */
  width: number;
  height: number;
  /** A `srcset` string per format, best first: AVIF, then WebP, then JPEG. */
  sources: Partial<Record<RasterFormat, string>> & { jpg: string };
  /** `sizes` for the srcset. */
  sizes: string;
  /** The <img src> for browsers without srcset support. */
  fallback: string;
}

/** A slide of the home banner: its picture at every size and format, and its words. */
export interface BannerSlide {
  /** Its alt text starts 'slide N out of four: ' and says what the photo shows. */
  image: ResponsiveImage;
  headline: string;
  subline: string;
}

// ---------------------------------------------------------------------------------------------
// As stored: the site's details in siteDetails/site, each banner slide in banner/{1..4}.

/** The one document of the site's details. */
export const SITE_DETAILS_ID = 'site';
/** The documents of the banner's slides, in the order the home page shows them. */
export const BANNER_SLIDE_IDS = ['1', '2', '3', '4'] as const;
/** The social networks the site links to, as its details name them. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The widths a banner photo is stored at, and its shape (8:3). */
export const BANNER_PHOTO_WIDTHS = [640, 1280, 1920] as const;
export type BannerPhotoWidth = (typeof BANNER_PHOTO_WIDTHS)[number];
export const BANNER_SHAPE = { width: 8, height: 3 } as const;
/** A banner photo's height at a width: 240, 480, 720. */
export const bannerHeight = (width: number) =>
  Math.round((width * BANNER_SHAPE.height) / BANNER_SHAPE.width);

export type BannerPhotoFormat = 'webp' | 'jpg';
/** The stored field of each file of a banner photo: jpg640 … webp1920. */
export const BANNER_FILE_FIELDS = (['jpg', 'webp'] as const).flatMap((extension) =>
  BANNER_PHOTO_WIDTHS.map((width) => ({ field: `${extension}${width}`, width, extension })),
);

/** The download URLs of a banner photo's files; webp is null when the browser made JPEG only. */
export interface BannerPhotoFiles {
  jpg: Record<BannerPhotoWidth, string>;
  webp: Record<BannerPhotoWidth, string> | null;
}

/** Who saved a document of the site's settings, and when. */
export interface Saved {
  updatedAt: Date | null;
  updatedBy: string;
}

export type SavedSiteDetails = SiteDetails & Saved;

/** A saved banner slide: its place (1 to 4), words and photo. */
export interface SavedBannerSlide extends Saved {
  slide: number;
  headline: string;
  subline: string;
  /** What the photo shows: the alt text after 'slide N out of four: '. */
  description: string;
  files: BannerPhotoFiles;
}

const SLIDE_NUMBERS = ['one', 'two', 'three', 'four'] as const;
/** A slide's alt text: SPEC's 'slide N out of four: ' and what the photo shows. */
export const bannerAlt = (slide: number, description: string) =>
  `slide ${SLIDE_NUMBERS[slide - 1] ?? slide} out of four: ${description}`;

type Fields = Readonly<Record<string, unknown>>;
const textIn = (fields: Fields, field: string): string => {
  const value = Object.hasOwn(fields, field) ? fields[field] : undefined;
  return typeof value === 'string' ? value : '';
};
const dateIn = (fields: Fields, field: string): Date | null => {
  const value = Object.hasOwn(fields, field) ? fields[field] : undefined;
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};
const savedIn = (fields: Fields): Saved => ({
  updatedAt: dateIn(fields, 'updatedAt'),
  updatedBy: textIn(fields, 'updatedBy'),
});

/** The address as stored (one text, a line each) as the site shows it: its non-blank lines. */
export const addressLinesOf = (address: string) =>
  address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The site's details from the stored fields of siteDetails/site. */
export function siteDetailsFromFields(_id: string, fields: Fields): SavedSiteDetails {
  return {
    addressLines: addressLinesOf(textIn(fields, 'address')),
    phone: textIn(fields, 'phone'),
    email: textIn(fields, 'email'),
    secondaryEmail: textIn(fields, 'secondaryEmail'),
    about: textIn(fields, 'about'),
    aboutHi: textIn(fields, 'aboutHi'),
    mapPlace: textIn(fields, 'mapPlace'),
    facebook: textIn(fields, 'facebook'),
    instagram: textIn(fields, 'instagram'),
    youtube: textIn(fields, 'youtube'),
    ...savedIn(fields),
  };
}

/** A stored field of the site's details: the details, with the address as one text. */
export type SiteDetailsField = Exclude<keyof SiteDetails, 'addressLines'> | 'address';

/** The fields a save of the site's details stores (without who and when), as its form edits them. */
export function siteDetailsFields(details: SiteDetails): Record<SiteDetailsField, string> {
  return {
    address: details.addressLines.join('\n'),
    phone: details.phone,
    email: details.email,
    secondaryEmail: details.secondaryEmail,
    about: details.about,
    // Always written, '' when empty: a save that empties it removes it.
    aboutHi: details.aboutHi ?? '',
    mapPlace: details.mapPlace,
    facebook: details.facebook,
    instagram: details.instagram,
    youtube: details.youtube,
  };
}

const filesOf = (fields: Fields, extension: BannerPhotoFormat) =>
  Object.fromEntries(
    BANNER_PHOTO_WIDTHS.map((width) => [width, textIn(fields, `${extension}${width}`)]),
  ) as Record<BannerPhotoWidth, string>;

/** A banner slide from the stored fields of banner/{1..4}. */
export function bannerSlideFromFields(id: string, fields: Fields): SavedBannerSlide {
  const webp = filesOf(fields, 'webp');
  return {
    slide: Number(id),
    headline: textIn(fields, 'headline'),
    subline: textIn(fields, 'subline'),
    description: textIn(fields, 'description'),
    files: {
      jpg: filesOf(fields, 'jpg'),
      webp: Object.values(webp).every((url) => url !== '') ? webp : null,
    },
    ...savedIn(fields),
  };
}

/** The fields a save of a banner slide stores (without who and when). */
export function bannerSlideFields(
  slide: Pick<SavedBannerSlide, 'headline' | 'subline' | 'description' | 'files'>,
): Record<string, string> {
  const fields: Record<string, string> = {
    headline: slide.headline,
    subline: slide.subline,
    description: slide.description,
  };
  for (const width of BANNER_PHOTO_WIDTHS) {
    fields[`jpg${width}`] = slide.files.jpg[width];
    fields[`webp${width}`] = slide.files.webp?.[width] ?? '';
  }
  return fields;
}
