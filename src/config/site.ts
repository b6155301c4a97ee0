/**
 * Names, contact details, social links and the business constants (docs/behaviour.md, Business
 * constants), in one place.
 * Components read these; none hard-codes them.
 */
export const SITE = {
  title: 'Youth Commission of Agra Archdiocese',
  shortTitle: 'Youth Commission Agra',
  /** The leadership named in the footer's about text. */
  leadershipName: 'Most Rev. Raphy Manjaly, Archbishop of Agra',
  address: ['Archbishop’s House', '6 Wazirpura Road', 'Agra 282003, Uttar Pradesh, India'],
  phone: '+91 562 285 1318',
  email: 'youth@agraarchdiocese.org',
  /** The second contact e-mail of the contact page. */
  secondaryEmail: 'dyd@agraarchdiocese.org',
  copyright: '© 2025 Youth Commission of Agra Archdiocese. All Right Reserved.',
  /** Embedded map of the address; loaded lazily. */
  mapEmbedUrl:
    'https://www.google.com/maps?q=Archbishop%27s+House,+Wazirpura+Road,+Agra&output=embed',
} as const;

/** A document title: 'About Us | Youth Commission of Agra Archdiocese'; the site's name alone without a page name. */
export function pageTitle(pageName: string): string {
  return pageName ? `${pageName} | ${SITE.title}` : SITE.title;
}

// Vite gives the build's VITE_* variables; build scripts that read this module in Node have none.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

/** The footer's three social links, set by VITE_SOCIAL_*_URL. Empty means "not a link yet". */
export const SOCIAL_LINKS: ReadonlyArray<{ network: string; label: string; url: string }> = [
  { network: 'facebook', label: 'Facebook', url: env.VITE_SOCIAL_FACEBOOK_URL ?? '' },
  {
    network: 'instagram',
    label: 'Instagram',
    url: env.VITE_SOCIAL_INSTAGRAM_URL ?? '',
  },
  { network: 'youtube', label: 'YouTube', url: env.VITE_SOCIAL_YOUTUBE_URL ?? '' },
];

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
