/**
 * The admin area's screens, in one table of plain data, like the route table (src/app/routes.ts):
 * each one's path under /admin, its sidebar label (and the group it sits in), its page title, the
 * module that shows it, the records it shows, the quick action the dashboard offers for it and
 * what its dashboard tile counts; Settings also lists its pages, each a screen of its own. The
 * routes of AdminApp (which loads each module lazily, screenModules.ts), the sidebar, the page
 * titles, the dashboard's quick actions and tiles, and the list on the Settings page are made from
 * it (docs/behaviour.md, Guard and shell, Dashboard and Settings). Adding a screen is one entry
 * here and its module.
 */
import type { Collection, RecordFilter } from '../domain/collections';
import { MESSAGE_KIND_INFO, SHOWN_MESSAGE_KINDS, messageCollection } from '../domain/messageKinds';
import type { DocMap } from '../domain/schema';
import { TRASH_DAYS } from '../domain/rules/periods';
import { SEGMENTS } from './paths';

/** The records of a screen: a collection's, or only those its filter lets through. */
export interface ShownRecords {
  collection: Collection;
  where?: RecordFilter;
}

/** The module that shows a screen, and what it is given. */
interface ShownBy {
  /**
   * The module, below src/admin and without its extension. It exports a component of the same
   * name ('members/MembersAdmin' exports MembersAdmin) and is loaded lazily, so that every screen
   * is a chunk of its own. Its name ends in Admin or Page (the dashboard's is Dashboard): only
   * such modules may be named here (screenModules.ts).
   */
  screen: string;
  /** What its component is given (each message screen takes its kind). */
  props?: Readonly<Record<string, string>>;
}

/**
 * A page of a section, at /admin/{section}/{page}: each of Settings' pages, and the registrations
 * of a programme (a page of Events).
 */
export interface AdminPage extends ShownBy {
  /**
   * Route segments under its section's path: 'team' for /admin/settings/team. A segment written
   * ':name' stands for any one segment, which the screen reads as the route's parameter `name`
   * (':programmeId/registrations' for /admin/events/{id}/registrations).
   */
  path: string;
  /** Its name: in its section's list, and in its page title ('Settings: Team'). */
  title: string;
  /** What it is for, in one line, under its name in its section's list (Settings lists its own). */
  description: string;
  /** Only owners open it: editors neither see it listed nor open it. */
  ownersOnly?: boolean;
}

/** A collapsible group of the sidebar: its label, and an id that stays when the label changes. */
export interface SectionGroup {
  id: string;
  label: string;
}

/** The sidebar group of the four kinds of message, which share one dashboard tile. */
export const MESSAGES_GROUP: SectionGroup = { id: 'messages', label: 'Messages' };

export interface AdminSection extends ShownBy {
  /**
   * Route segment under /admin, unique in the table: the section's id, which stays when its label
   * changes (the dashboard picks a section's tile by it).
   */
  path: string;
  /** Sidebar label; also the title of its dashboard tile. */
  label: string;
  /** Page title, the shell's heading. */
  title: string;
  /** The collapsible sidebar group it sits in, if any (Messages). */
  group?: SectionGroup;
  /** The records it shows: the dashboard reads them and links each to its screen. */
  shows?: ShownRecords;
  /**
   * What its dashboard tile counts its records as, when not what its collection calls one
   * ('image': '8 images' rather than '8 gallery images').
   */
  counts?: string;
  /**
   * The dashboard's quick action to it: its label, and whether it opens the screen's add form
   * (the gallery's upload form is always on its screen).
   */
  quickAction?: { label: string; opensAddForm: boolean };
  /** Its pages, each a screen of its own, which the section's own screen lists (Settings). */
  pages?: readonly AdminPage[];
}

export const DASHBOARD: AdminSection = {
  path: SEGMENTS.dashboard,
  label: 'Dashboard',
  title: 'Dashboard',
  screen: 'dashboard/Dashboard',
};

/** Settings' pages, in the order its page lists them. */
export const SETTINGS_PAGES: readonly AdminPage[] = [
  {
    path: 'publishing',
    title: 'Publishing',
    screen: 'settings/PublishingPage',
    description: 'When the site was last published, and what waits for the next publish.',
  },
  {
    path: 'site-details',
    title: 'Site details',
    screen: 'settings/SiteDetailsPage',
    description: 'The address, phone, e-mail addresses, about text, map and social links.',
    ownersOnly: true,
  },
  {
    path: 'banner',
    title: 'Home banner',
    screen: 'settings/BannerPage',
    description: 'The four photos at the top of the home page, with their words.',
    ownersOnly: true,
  },
  {
    path: 'parishes',
    title: 'Parishes',
    screen: 'settings/ParishesPage',
    description: 'The deaneries and parishes that people choose from when they register.',
    ownersOnly: true,
  },
  {
    path: 'backup',
    title: 'Backup',
    screen: 'settings/BackupPage',
    description: 'The whole website in zip files, to keep somewhere safe.',
  },
  {
    path: 'team',
    title: 'Team',
    screen: 'settings/TeamPage',
    description: 'The people who can change this website, and who is invited.',
    ownersOnly: true,
  },
  {
    path: SEGMENTS.trash,
    title: 'Trash',
    screen: 'settings/TrashPage',
    description: `Deleted records wait here for ${TRASH_DAYS} days, then go for good.`,
  },
];

export const SETTINGS: AdminSection = {
  path: SEGMENTS.settings,
  label: 'Settings',
  title: 'Settings',
  screen: 'settings/SettingsAdmin',
  pages: SETTINGS_PAGES,
};

/** THE table, in the sidebar's order. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  DASHBOARD,
  {
    path: SEGMENTS.members,
    label: 'Members',
    title: 'Members Management',
    screen: 'members/MembersAdmin',
    shows: { collection: 'members' },
    quickAction: { label: 'Add a member', opensAddForm: true },
  },
  ...SHOWN_MESSAGE_KINDS.map((kind): AdminSection => ({
    path: MESSAGE_KIND_INFO[kind].slug,
    label: MESSAGE_KIND_INFO[kind].adminLabel,
    title: MESSAGE_KIND_INFO[kind].adminTitle,
    group: MESSAGES_GROUP,
    screen: 'messages/MessagesAdmin',
    props: { kind },
    shows: {
      collection: messageCollection(kind),
      ...(kind === 'bishop' ? {} : { where: { field: 'role', equals: kind } }),
    },
    ...(kind === 'bishop' ? { quickAction: { label: 'Add a message', opensAddForm: true } } : {}),
  })),
  {
    path: SEGMENTS.events,
    label: 'Events',
    title: 'Events Management',
    screen: 'programmes/ProgrammesAdmin',
    shows: { collection: 'events' },
    quickAction: { label: 'Add an event', opensAddForm: true },
    pages: [
      {
        path: `:programmeId/${SEGMENTS.registrations}`,
        title: 'Registrations',
        screen: 'registrations/RegistrationsPage',
        description: "A programme's registrations: the list, the waiting list, check-in, the CSV.",
      },
    ],
  },
  {
    // Beside Events, where a volunteer looks for what the programmes came to (docs/decisions.md).
    path: 'report',
    label: "Year's report",
    title: "Year's report",
    screen: 'report/YearReportAdmin',
  },
  {
    path: 'gallery',
    label: 'Gallery',
    title: 'Gallery Management',
    screen: 'gallery/GalleryAdmin',
    shows: { collection: 'gallery' },
    counts: 'image',
    quickAction: { label: 'Upload an image', opensAddForm: false },
  },
  {
    path: SEGMENTS.pages,
    label: 'Pages',
    title: 'Pages',
    screen: 'pages/PagesAdmin',
    pages: [
      {
        path: ':pageId',
        title: 'Edit a page',
        screen: 'pages/PageEditorPage',
        description: "A page's title, description and text, with its last ten versions.",
      },
    ],
  },
  SETTINGS,
];

/** The section that shows a record of `collection` with these fields, if any. */
export const sectionShowing = (collection: Collection, fields: DocMap) =>
  ADMIN_SECTIONS.find(
    ({ shows }) =>
      shows?.collection === collection &&
      (!shows.where || fields[shows.where.field] === shows.where.equals),
  );

/** Where an admin path leads: its section, and its page of that section if it names one. */
export interface AdminPlace {
  section: AdminSection;
  page?: AdminPage;
}

/**
 * The section and page of an admin path ('/admin/settings/team'). /admin itself and unknown
 * paths are the dashboard's, where they are redirected.
 */
export function adminPlace(pathname: string): AdminPlace {
  const [sectionPath, ...pageSegments] = pathname.replace(/\/+$/, '').split('/').slice(2);
  const section = ADMIN_SECTIONS.find((s) => s.path === sectionPath);
  if (!section) return { section: DASHBOARD };
  if (pageSegments.length === 0) return { section };
  const page = section.pages?.find((p) => pageMatches(p.path, pageSegments));
  return page ? { section, page } : { section: DASHBOARD };
}

/** Whether a page's path ('team', ':programmeId/registrations') names these segments. */
function pageMatches(pagePath: string, segments: readonly string[]): boolean {
  const pattern = pagePath.split('/');
  return (
    pattern.length === segments.length &&
    pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
  );
}

/**
 * The page title of an admin path: its section's ('/admin/bishop' → 'Archbishop Messages'), or
 * for a page of a section, the section's and the page's ('/admin/settings/team' → 'Settings:
 * Team').
 */
export function adminPageTitle(pathname: string): string {
  const { section, page } = adminPlace(pathname);
  return page ? `${section.title}: ${page.title}` : section.title;
}
