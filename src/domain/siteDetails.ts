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
