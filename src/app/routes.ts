/**
 * The route table: every route of the site, once. Everything else about a route is derived from
 * its entry here: the router (App.tsx), the document title, the header menu, the link previews,
 * the sitemap, which pages are rendered to HTML at build time and which Firestore reads they start
 * early (scripts/prerenderPlugin.ts), the performance budget (scripts/check-budget.ts), the pages
 * Lighthouse measures and the route lists of the browser tests. Adding a page is one entry here,
 * the page module and its text (README, "Adding a page").
 *
 * Plain data without React, so that the build scripts can read it in Node.
 */
import { SITE } from '../config/site';
import { MESSAGE_PAGE_TEXT } from '../content/messagePages';
import { menuFromRoutes, matchesPath, type MenuSource } from '../domain/menu';
import { MESSAGE_KIND_INFO } from '../domain/messageKinds';
import type { PageReadName } from '../services/pageReads';

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
  /** The page's summary for search engines and link previews (pages rendered at build time). */
  description?: string;
  /**
   * Rendered to HTML at build time: in the sitemap, with link previews, within the performance
   * budget, and checked by the browser and accessibility tests.
   */
  prerender?: boolean;
  /** The Firestore reads the page opens with (src/services/pageReads.ts). */
  reads?: readonly PageReadName[];
  /**
   * Whether those reads start before React has arrived: yes where they are what the page shows
   * first; not where they sit below the fold and would compete with the first paint.
   */
  readsEarly?: boolean;
  /** Measured by `npm run lighthouse`. */
  lighthouse?: boolean;
  /** Outside the public header and footer (the admin area has a shell of its own). */
  ownLayout?: boolean;
}

/** An entry of the header menu that is not a page of its own (its path: where it is active). */
type MenuOnly = MenuSource & { page?: undefined };

const messageRoutes: SiteRoute[] = Object.values(MESSAGE_KIND_INFO).map((info) => ({
  path: `/${info.slug}`,
  page: 'pages/MessagesPage',
  props: { kind: info.kind },
  title: info.publicTitle,
  description: MESSAGE_PAGE_TEXT[info.kind].description,
  prerender: true,
  reads: [`messages/${info.kind}`],
  readsEarly: true,
  lighthouse: info.kind === 'bishop',
  menu: { label: info.menuLabel, under: '/chairman' },
}));

const TABLE: ReadonlyArray<SiteRoute | MenuOnly> = [
  {
    path: '/',
    page: 'pages/HomePage',
    title: '',
    description:
      'The Youth Commission of the Archdiocese of Agra: its programmes, members, messages from the Archbishop and the youth office, and photos.',
    prerender: true,
    // Below the banner: they load after the first paint.
    reads: ['members', 'newest-gallery'],
    lighthouse: true,
    menu: { label: 'Home' },
  },
  {
    path: '/about-us',
    page: 'pages/AboutUsPage',
    title: 'About Us',
    description:
      'The Youth Commission of the Archdiocese of Agra: its leadership, its four deaneries, its vision, mission and activities.',
    prerender: true,
    lighthouse: true,
    menu: { label: 'About Us' },
  },
  {
    path: '/history',
    page: 'pages/HistoryPage',
    title: 'History',
    description:
      'A brief history of the national Youth Commission of the Catholic Church in India.',
    prerender: true,
    menuSection: '/about-us',
  },
  {
    path: '/mission',
    page: 'pages/MissionPage',
    title: 'Mission',
    description:
      'The mission of the Youth Commission of Agra Archdiocese, and extracts from its pastoral plan.',
    prerender: true,
    menuSection: '/about-us',
  },
  {
    path: '/vision',
    page: 'pages/VisionPage',
    title: 'Vision',
    description:
      'The vision of the Youth Commission of Agra Archdiocese for the young people of the Archdiocese.',
    prerender: true,
    menuSection: '/about-us',
  },
  {
    path: '/objectives',
    page: 'pages/ObjectivesPage',
    title: 'Objectives',
    description: 'The five objectives of the Youth Commission of Agra Archdiocese.',
    prerender: true,
    menuSection: '/about-us',
  },
  {
    path: '/chairman',
    page: 'pages/ChairmanPage',
    title: 'Message from the Chairman',
    description: 'A message from the bishop who chairs the Youth Commission.',
    prerender: true,
    menu: { label: 'Office' },
  },
  ...messageRoutes,
  { menu: { label: 'Diocesan Executive Committee', under: '/chairman', to: null } },
  { path: '/programmes', menu: { label: 'Programmes', to: '/' } },
  { path: '/calendar', menu: { label: 'Calendar', to: '/' } },
  {
    path: '/gallery',
    page: 'pages/GalleryPage',
    title: 'Gallery',
    description: 'Photos from the life of the young people of the Archdiocese of Agra.',
    prerender: true,
    reads: ['gallery'],
    readsEarly: true,
    lighthouse: true,
    menu: { label: 'Gallery' },
  },
  {
    path: '/contact',
    page: 'pages/ContactPage',
    title: 'Contact',
    description:
      'The address, phone number and e-mail of the Youth Commission of Agra Archdiocese.',
    prerender: true,
    menu: { label: 'Contact' },
  },
  { path: '/admin/login', page: 'admin/LoginPage', title: 'Admin Login' },
  { path: '/admin/*', page: 'admin/AdminApp', title: '', ownLayout: true },
];

/** Every route of the site, in the table's order. */
export const ROUTES: readonly SiteRoute[] = TABLE.filter(
  (entry): entry is SiteRoute => entry.page !== undefined,
);

/** The header menu, in the table's order. */
export const MENU = menuFromRoutes(TABLE);

/** The routes rendered to HTML at build time. */
export const prerenderedRoutes = (routes: readonly SiteRoute[] = ROUTES) =>
  routes.filter((route) => route.prerender);

/** The route a path belongs to, if any (the first match in the table's order). */
export function routeFor(pathname: string, routes: readonly SiteRoute[] = ROUTES) {
  return routes.find((route) => matchesPath(route.path, pathname));
}

/** 'About Us | Youth Commission of Agra Archdiocese'; the site's name alone without a page name. */
export function titleOf(pageName: string): string {
  return pageName ? `${pageName} | ${SITE.title}` : SITE.title;
}

/** The document title of a path. */
export function documentTitleFor(pathname: string, routes: readonly SiteRoute[] = ROUTES) {
  return titleOf(routeFor(pathname, routes)?.title ?? '');
}
