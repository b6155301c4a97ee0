/**
 * The route table: every route of the site, once. Everything else about a route is derived from
 * its entry here: the router (App.tsx), the document title, the header menu, the link previews,
 * the sitemap, which pages are rendered to HTML at build time (publish/renderSite.ts), the
 * performance budget (scripts/checkBudget.ts), the pages Lighthouse measures and the route lists
 * of the browser tests. Each page's address is written once, in the public address book
 * (src/domain/publicPaths.ts), which the links of the site use too. Adding a page is its address
 * there, one entry here, the page module and its text (docs/development.md, "Adding a page").
 *
 * Plain data without React, so that the publish and the tooling can read it in Node.
 */
import { PROFILE } from '../config/profile';
import { SITE, pageTitle } from '../config/site';
import { MESSAGE_PAGE_TEXT } from '../content/messagePages';
import type { Collection } from '../domain/collections';
import { pageIdOf, type EditablePath } from '../domain/editablePages';
import { menuFromRoutes, matchesPath, type MenuSource } from '../domain/menu';
import { MESSAGE_KIND_INFO, SHOWN_MESSAGE_KINDS } from '../domain/messageKinds';
import { PUBLIC_PATHS } from '../domain/publicPaths';
import type { Translation } from '../words/en';
import { DEFAULT_LANGUAGE, type Language } from '../words/languages';
import { translatedName } from '../words/translations';

export interface SiteRoute extends MenuSource {
  /** As the router matches it: '/gallery', '/programmes/:id'. */
  path: string;
  /**
   * The module that renders the route, below src/ and without its extension. It exports a
   * component of the same name ('pages/GalleryPage' exports GalleryPage) and is loaded lazily,
   * so every page is a chunk of its own.
   */
  page: string;
  /** What the page component is given (each message page takes its kind). */
  props?: Readonly<Record<string, string>>;
  /** The page's name in the document title and link previews; '' for the site's name alone. */
  title: string;
  /**
   * Rendered to HTML at build time: in the sitemap, with link previews, within the performance
   * budget, and checked by the browser and accessibility tests.
   */
  prerender?: boolean;
  /** Rendered at build time once per record (see RecordPages). */
  perRecord?: RecordPages;
  /**
   * The module of the page a tap on this page most likely opens (below src/, as `page`), whose
   * scripts and stylesheets the published page names for the browser to fetch ahead at low
   * priority once the link to it is in view and the page is idle (usePrefetchWhenSeen).
   */
  prefetch?: string;
  /**
   * The page shows data from Firestore: the page rendered at build time opens connections to
   * Firestore and Storage at once, and the page is held to the budget of the pages that read.
   */
  readsFirestore?: boolean;
  /** Measured by `npm run lighthouse`. */
  lighthouse?: boolean;
  /** Outside the public header and footer (the admin area has a shell of its own). */
  ownLayout?: boolean;
  /**
   * The team's pages: in English only, at their English address (the public pages have a twin in
   * every language, under its prefix: /hi/gallery).
   */
  englishOnly?: boolean;
  /**
   * No page view is sent for it, even where analytics is configured: the registration pages,
   * where people give personal data (a child's among them).
   */
  noAnalytics?: boolean;
}

/**
 * A route rendered at build time once per record of `collection`, at the path with the record's id
 * for `:id` (/programmes/{id}): in the sitemap, within the budget, with the head `head` builds.
 */
export interface RecordPages {
  collection: Collection;
  /**
   * The module, from the project's folder, that builds each record's head: its page's title,
   * description, link-preview picture and structured data (publish/heads/recordHead.ts). Only the
   * publish loads it, by this name: nothing here imports it, so the browser never downloads it.
   */
  head: string;
}

/** An entry of the header menu that is not a page of its own (its path: where it is active). */
type MenuOnly = MenuSource & { page?: undefined };

/** The message pages of the offices the commission has (its profile's office holders). */
const messageRoutes: SiteRoute[] = SHOWN_MESSAGE_KINDS.map((kind) => MESSAGE_KIND_INFO[kind]).map(
  (info) => ({
    path: `/${info.slug}`,
    page: 'pages/MessagesPage',
    props: { kind: info.kind },
    title: info.publicTitle,
    prerender: true,
    readsFirestore: true,
    lighthouse: info.kind === 'bishop',
    menu: { label: info.menuLabel, under: PUBLIC_PATHS.chairman },
  }),
);

/**
 * A page whose words the team edits (src/pages/EditablePage.tsx), at `path`, under the id its
 * slug is; `title` names it in the menu's order and is its heading until its text arrives, its
 * saved title its document title. It reads Firestore: its text, when saved since the publish.
 */
const editablePage = (
  path: EditablePath,
  title: string,
  entry: Pick<SiteRoute, 'lighthouse' | 'menu' | 'menuSection'>,
): SiteRoute => ({
  path,
  page: 'pages/EditablePage',
  props: { page: pageIdOf(path), title },
  title,
  prerender: true,
  readsFirestore: true,
  ...entry,
});

const TABLE: ReadonlyArray<SiteRoute | MenuOnly> = [
  {
    path: PUBLIC_PATHS.home,
    page: 'pages/HomePage',
    title: '',
    prerender: true,
    // Its lists sit below the banner and load after the first paint.
    readsFirestore: true,
    lighthouse: true,
    menu: { label: 'Home' },
  },
  editablePage(PUBLIC_PATHS.aboutUs, 'About Us', {
    lighthouse: true,
    menu: { label: 'About Us' },
  }),
  editablePage(PUBLIC_PATHS.history, 'History', { menuSection: PUBLIC_PATHS.aboutUs }),
  editablePage(PUBLIC_PATHS.mission, 'Mission', { menuSection: PUBLIC_PATHS.aboutUs }),
  editablePage(PUBLIC_PATHS.vision, 'Vision', { menuSection: PUBLIC_PATHS.aboutUs }),
  editablePage(PUBLIC_PATHS.objectives, 'Objectives', { menuSection: PUBLIC_PATHS.aboutUs }),
  editablePage(PUBLIC_PATHS.chairman, 'Message from the Chairman', {
    menu: { label: 'Office' },
  }),
  ...messageRoutes,
  { menu: { label: 'Diocesan Executive Committee', under: PUBLIC_PATHS.chairman, to: null } },
  {
    path: PUBLIC_PATHS.programmes,
    page: 'pages/ProgrammesPage',
    title: 'Programmes',
    prerender: true,
    readsFirestore: true,
    lighthouse: true,
    menu: { label: 'Programmes' },
  },
  {
    path: PUBLIC_PATHS.programme,
    page: 'pages/ProgrammePage',
    title: 'Programme',
    perRecord: { collection: 'events', head: 'publish/heads/programmeHead.ts' },
    // 'Register' opens the registration form: 75 kB of Firebase Auth and Firestore Lite.
    prefetch: 'pages/RegisterPage',
    readsFirestore: true,
    menuSection: PUBLIC_PATHS.programmes,
  },
  // Registration: loaded only when asked for, never published, and without analytics.
  {
    path: PUBLIC_PATHS.register,
    page: 'pages/RegisterPage',
    title: 'Register',
    noAnalytics: true,
    menuSection: PUBLIC_PATHS.programmes,
  },
  {
    path: PUBLIC_PATHS.myRegistrations,
    page: 'pages/MyRegistrationsPage',
    title: 'My registrations',
    noAnalytics: true,
  },
  {
    path: PUBLIC_PATHS.calendar,
    page: 'pages/CalendarPage',
    title: 'Calendar',
    prerender: true,
    readsFirestore: true,
    lighthouse: true,
    menu: { label: 'Calendar' },
  },
  {
    path: PUBLIC_PATHS.gallery,
    page: 'pages/GalleryPage',
    title: 'Gallery',
    prerender: true,
    readsFirestore: true,
    lighthouse: true,
    menu: { label: 'Gallery' },
  },
  {
    path: PUBLIC_PATHS.contact,
    page: 'pages/ContactPage',
    title: 'Contact',
    prerender: true,
    menu: { label: 'Contact' },
  },
  // Linked from the footer, not the menu.
  { path: PUBLIC_PATHS.privacy, page: 'pages/PrivacyPage', title: 'Privacy', prerender: true },
  {
    path: PUBLIC_PATHS.adminLogin,
    page: 'admin/LoginPage',
    title: 'Admin Login',
    englishOnly: true,
  },
  // The account pages share the login page's module: no more code on the public pages.
  {
    path: PUBLIC_PATHS.adminSignUp,
    page: 'admin/LoginPage',
    props: { form: 'signup' },
    title: 'Create your account',
    englishOnly: true,
  },
  {
    path: PUBLIC_PATHS.adminResetPassword,
    page: 'admin/LoginPage',
    props: { form: 'reset-password' },
    title: 'Reset your password',
    englishOnly: true,
  },
  {
    path: PUBLIC_PATHS.adminArea,
    page: 'admin/AdminApp',
    title: '',
    ownLayout: true,
    englishOnly: true,
  },
];

/** Every route of the site, in the table's order. */
export const ROUTES: readonly SiteRoute[] = TABLE.filter(
  (entry): entry is SiteRoute => entry.page !== undefined,
);

/**
 * Each page's summary for search engines and link previews, by path, in the language of `words`
 * (English without). Only the pages rendered at build time carry it (publish/renderSite.ts); it
 * stays out of the entries above, which the browser downloads on every page, since the browser
 * itself never shows it.
 */
export function descriptionOf(path: string, words: Translation | null = null): string | undefined {
  const name = (text: string) => translatedName(words, text);
  const kind = SHOWN_MESSAGE_KINDS.find((k) => `/${MESSAGE_KIND_INFO[k].slug}` === path);
  if (kind) return name(MESSAGE_PAGE_TEXT[kind].description);
  const title = name(PROFILE.names.title);
  const diocese = name(PROFILE.names.diocese);
  const commission = name(PROFILE.names.formalTitle);
  const bishop = PROFILE.officeHolders.bishop;
  const inHindi = words?.language === 'hi';
  const descriptions: Record<string, string> = inHindi
    ? {
        [PUBLIC_PATHS.home]: `${commission}: इसके कार्यक्रम, सदस्य, ${bishop.held ? `${name(bishop.menuLabel)} और ` : ''}युवा कार्यालय के संदेश, और फ़ोटो।`,
        [PUBLIC_PATHS.programmes]: `${title} की रिट्रीट, कैंप, युवा दिवस और डीनरी के मिलन: क्या आने वाला है और क्या हो चुका है।`,
        [PUBLIC_PATHS.calendar]: `${title} के कार्यक्रमों का महीने-दर-महीने कैलेंडर।`,
        [PUBLIC_PATHS.gallery]: `${diocese} के युवाओं के जीवन की फ़ोटो।`,
        [PUBLIC_PATHS.contact]: `${title} का पता, फ़ोन नंबर और ई-मेल।`,
        [PUBLIC_PATHS.privacy]: `${title} की वेबसाइट अपने आने वालों के बारे में क्या रखती है, क्या दिखाती है, और कोई फ़ोटो कैसे हटवाएँ।`,
      }
    : {
        [PUBLIC_PATHS.home]: `The ${commission}: its programmes, members, messages from ${bishop.held ? `the ${bishop.adminLabel} and ` : ''}the youth office, and photos.`,
        [PUBLIC_PATHS.programmes]: `Retreats, camps, youth days and deanery gatherings of the ${title}: what is coming and what has been.`,
        [PUBLIC_PATHS.calendar]: `The month-by-month calendar of the programmes of the ${title}.`,
        [PUBLIC_PATHS.gallery]: `Photos from the life of the young people of ${diocese}.`,
        [PUBLIC_PATHS.contact]: `The address, phone number and e-mail of the ${title}.`,
        [PUBLIC_PATHS.privacy]: `What the website of the ${title} keeps about its visitors, what it shows, and how to have a photo taken down.`,
      };
  return descriptions[path];
}

/** The header menu, in the table's order. */
export const MENU = menuFromRoutes(TABLE);

/** Whether a page view may be sent for a path (not on the routes marked noAnalytics). */
export const sendsPageViews = (pathname: string, routes: readonly SiteRoute[] = ROUTES) =>
  !routeFor(pathname, routes)?.noAnalytics;

/** Whether a route's page reads Firestore. */
export const readsFirestore = (route: SiteRoute) => Boolean(route.readsFirestore);

/** The routes rendered to HTML at build time once per record. */
export const perRecordRoutes = (routes: readonly SiteRoute[] = ROUTES) =>
  routes.filter(
    (route): route is SiteRoute & { perRecord: RecordPages } => route.perRecord !== undefined,
  );

/** The routes rendered to HTML at build time, once each. */
export const prerenderedRoutes = (routes: readonly SiteRoute[] = ROUTES) =>
  routes.filter((route) => route.prerender);

/** The route a path belongs to, if any (the first match in the table's order). */
export function routeFor(pathname: string, routes: readonly SiteRoute[] = ROUTES) {
  return routes.find((route) => matchesPath(route.path, pathname));
}

/**
 * The document title of a path (without its language's prefix), in the language of `words`
 * (English without).
 */
export function documentTitleFor(
  pathname: string,
  routes: readonly SiteRoute[] = ROUTES,
  words: Translation | null = null,
) {
  const name = (text: string) => translatedName(words, text);
  return pageTitle(name(routeFor(pathname, routes)?.title ?? ''), name(SITE.title));
}

/** The routes a language has: every route in English, the public ones in the others. */
export const routesIn = (language: Language, routes: readonly SiteRoute[] = ROUTES) =>
  language === DEFAULT_LANGUAGE ? routes : routes.filter((route) => !route.englishOnly);
