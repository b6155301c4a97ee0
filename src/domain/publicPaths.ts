/**
 * The addresses of the site outside the admin shell, each written once: the route table
 * (src/app/routes.ts) declares its pages at these paths, and the pages, components, the site's
 * text and the publish link to them from here. The admin area's own addresses, under its shell,
 * are in src/admin/paths.ts. Plain constants and small functions that import nothing but the
 * URI encoding, so that every layer may use them.
 */
import { uriComponent } from './uriComponent';

const PROGRAMMES = '/programmes';

export const PUBLIC_PATHS = {
  home: '/',
  aboutUs: '/about-us',
  history: '/history',
  mission: '/mission',
  vision: '/vision',
  objectives: '/objectives',
  chairman: '/chairman',
  programmes: PROGRAMMES,
  /** A programme's page, as the router matches it (programmePath: the page of one). */
  programme: `${PROGRAMMES}/:id`,
  /** A programme's registration form, as the router matches it (registerPath: one's form). */
  register: `${PROGRAMMES}/:id/register`,
  /** Where a registrant or parent sees and cancels their registrations. */
  myRegistrations: '/my-registrations',
  calendar: '/calendar',
  gallery: '/gallery',
  contact: '/contact',
  privacy: '/privacy',
  /** The team's sign-in, linked from the footer, and its account pages beside it. */
  adminLogin: '/admin/login',
  adminSignUp: '/admin/signup',
  adminResetPassword: '/admin/reset-password',
  /** The admin area, as the router matches it: everything under /admin, in its own shell. */
  adminArea: '/admin/*',
} as const;

/** The calendar of all programmes that the build writes, from the site's root. */
export const PROGRAMMES_FEED_PATH = '/programmes.ics';

/** The page of a programme: '/programmes/camp-2026'. */
export const programmePath = (programmeId: string) => `${PROGRAMMES}/${uriComponent(programmeId)}`;

/** Where a programme's registration form is: '/programmes/camp-2026/register'. */
export const registerPath = (programmeId: string) => `${programmePath(programmeId)}/register`;

/** The query of the gallery that shows one programme's photos: /gallery?programme={id}. */
export const GALLERY_PROGRAMME_PARAM = 'programme';

/** The gallery of one programme's photos: '/gallery?programme=camp-2026'. */
export const programmeGalleryPath = (programmeId: string) =>
  `${PUBLIC_PATHS.gallery}?${GALLERY_PROGRAMME_PARAM}=${uriComponent(programmeId)}`;
