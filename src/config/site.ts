/**
 * What never changes about the site: its names and copyright line (from the commission profile,
 * config/profile.ts) and the business constants (docs/behaviour.md, Business constants). Its address, phone, e-mail addresses,
 * about text, map and social links are the commission's to change (Settings, 'Site details'):
 * the pages read them as published (components/siteDetails.tsx).
 * Components read these; none hard-codes them.
 */
// With its extension: the build's configuration loads this module too (through publish/), and
// Vite's loader of configuration files wants one.
import { uriComponent } from '../domain/uriComponent.ts';
import { PROFILE } from './profile.ts';

export const SITE = {
  title: PROFILE.names.title,
  shortTitle: PROFILE.names.shortTitle,
  copyright: PROFILE.names.copyright,
} as const;

/**
 * A document title: 'About Us | Youth Commission of Agra Archdiocese'; the site's name alone without
 * a page name. `siteTitle`: the site's name in the page's language.
 */
export function pageTitle(pageName: string, siteTitle: string = SITE.title): string {
  return pageName ? `${pageName} | ${siteTitle}` : siteTitle;
}

/** The social networks the footer links to, in its order, with the names people know them by. */
export const SOCIAL_NETWORK_LABELS = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'instagram', label: 'Instagram' },
  { network: 'youtube', label: 'YouTube' },
] as const;

/** The embedded Google map of a place, as one would type it into a map. */
export const mapEmbedUrl = (place: string) =>
  `https://www.google.com/maps?q=${uriComponent(place)}&output=embed`;

/** The business constants (docs/behaviour.md, Business constants). */
export const CONSTANTS = {
  stickyHeaderThreshold: 176,
  banner: { slides: 4, speed: 1000, autoplaySpeed: 5000, arrowsHiddenBelow: 768 },
  galleryCarousel: {
    slidesToShow: 5,
    slidesToShowBelow768: 2,
    slidesToShowBelow480: 1,
    autoplaySpeed: 3000,
    speed: 500,
  },
  sampleGalleryImages: 5,
  toastAutoClose: 3000,
  crop: { minSize: 50, defaultPercent: 90, jpegQuality: 0.95, previewMaxHeight: 400 },
  messageTextareaRows: 15,
  recommendedPortrait: '400x400',
  memberCardsPerRowMd: 6,
  /** How many of the newest gallery entries the home carousel reads. */
  homeGalleryLimit: 12,
  /** Upcoming programmes on the home page's strip. */
  homeProgrammes: 3,
} as const;
