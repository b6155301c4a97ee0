/**
 * The admin area's screens, in one table: each one's path under /admin, its sidebar label (and
 * the group it sits in), its page title, the screen itself, the records it shows and the quick
 * action the dashboard offers for it (docs/behaviour.md, Guard and shell, and Dashboard). The
 * routes of AdminApp, the sidebar, the page titles and the dashboard's links are made from it: no
 * admin path is written twice. Every screen is its own lazily loaded chunk.
 */
import { lazy, type ReactElement } from 'react';
import type { Collection, RecordFilter } from '../domain/collections';
import { MESSAGE_KIND_INFO } from '../domain/messageKinds';
import type { DocMap } from '../domain/schema';
import { MESSAGE_KINDS } from '../domain/types';
import { GALLERY } from '../services/gallery';
import { MEMBERS } from '../services/members';
import { messageCollection } from '../services/messages';
import { EVENTS } from '../services/programmes';

/** The records of a screen: a collection's, or only those its filter lets through. */
export interface ShownRecords {
  collection: Collection;
  where?: RecordFilter;
}

export interface AdminSection {
  /** Route segment under /admin. */
  path: string;
  /** Sidebar label. */
  label: string;
  /** Page title, the shell's heading. */
  title: string;
  /** The collapsible sidebar group it sits in, if any ('Messages'). */
  group?: string;
  screen: ReactElement;
  /** The records it shows: the dashboard reads them and links each to its screen. */
  shows?: ShownRecords;
  /**
   * The dashboard's quick action to it: its label, and whether it opens the screen's add form
   * (the gallery's upload form is always on its screen).
   */
  quickAction?: { label: string; opensAddForm: boolean };
}

const Dashboard = lazy(() =>
  import('./dashboard/Dashboard').then((m) => ({ default: m.Dashboard })),
);
const MembersAdmin = lazy(() =>
  import('./members/MembersAdmin').then((m) => ({ default: m.MembersAdmin })),
);
const MessagesAdmin = lazy(() =>
  import('./messages/MessagesAdmin').then((m) => ({ default: m.MessagesAdmin })),
);
const EventsAdmin = lazy(() =>
  import('./events/EventsAdmin').then((m) => ({ default: m.EventsAdmin })),
);
const GalleryAdmin = lazy(() =>
  import('./gallery/GalleryAdmin').then((m) => ({ default: m.GalleryAdmin })),
);
const SettingsAdmin = lazy(() =>
  import('./settings/SettingsAdmin').then((m) => ({ default: m.SettingsAdmin })),
);

export const DASHBOARD: AdminSection = {
  path: 'dashboard',
  label: 'Dashboard',
  title: 'Dashboard',
  screen: <Dashboard />,
};

export const SETTINGS: AdminSection = {
  path: 'settings',
  label: 'Settings',
  title: 'Settings',
  screen: <SettingsAdmin />,
};

/** The id of the Trash's section in Settings; the dashboard links to it (TRASH_PATH). */
export const TRASH_SECTION_ID = 'trash';

/** THE table, in the sidebar's order. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  DASHBOARD,
  {
    path: 'members',
    label: 'Members',
    title: 'Members Management',
    screen: <MembersAdmin />,
    shows: { collection: MEMBERS },
    quickAction: { label: 'Add a member', opensAddForm: true },
  },
  ...MESSAGE_KINDS.map((kind): AdminSection => ({
    path: MESSAGE_KIND_INFO[kind].slug,
    label: MESSAGE_KIND_INFO[kind].adminLabel,
    title: MESSAGE_KIND_INFO[kind].adminTitle,
    group: 'Messages',
    // A key per kind, so moving between kinds starts a fresh screen.
    screen: <MessagesAdmin key={kind} kind={kind} />,
    shows: {
      collection: messageCollection(kind),
      ...(kind === 'bishop' ? {} : { where: { field: 'role', equals: kind } }),
    },
    ...(kind === 'bishop' ? { quickAction: { label: 'Add a message', opensAddForm: true } } : {}),
  })),
  {
    path: 'events',
    label: 'Events',
    title: 'Events Management',
    screen: <EventsAdmin />,
    shows: { collection: EVENTS },
    quickAction: { label: 'Add an event', opensAddForm: true },
  },
  {
    path: 'gallery',
    label: 'Gallery',
    title: 'Gallery Management',
    screen: <GalleryAdmin />,
    shows: { collection: GALLERY },
    quickAction: { label: 'Upload an image', opensAddForm: false },
  },
  SETTINGS,
];

/** The address of a section: '/admin/members'. */
export const sectionPath = (section: Pick<AdminSection, 'path'>) => `/admin/${section.path}`;

/** The address of the Trash: Settings, at its Trash section. */
export const TRASH_PATH = `${sectionPath(SETTINGS)}#${TRASH_SECTION_ID}`;

/**
 * The query parameter that opens a screen with its add form already open, e.g.
 * `/admin/members?new=1` for a dashboard's 'Add a member'. A query rather than router state:
 * any link opens it, also in a new tab, and a test or a bookmark can type it. It is read when the
 * screen opens and then dropped from the address (replacing the history entry), so a reload or
 * Back afterwards shows the list, not a form opened again.
 */
export const OPEN_ADD_FORM_PARAM = 'new';

/** The address of an admin screen with its add form open: withAddFormOpen('/admin/members'). */
export const withAddFormOpen = (path: string) => `${path}?${OPEN_ADD_FORM_PARAM}=1`;

/** The section that shows a record of `collection` with these fields, if any. */
export const sectionShowing = (collection: Collection, fields: DocMap) =>
  ADMIN_SECTIONS.find(
    ({ shows }) =>
      shows?.collection === collection &&
      (!shows.where || fields[shows.where.field] === shows.where.equals),
  );

/**
 * The page title for an admin path, from its last segment ('/admin/bishop' → 'Archbishop
 * Messages'). /admin itself and unknown segments show the dashboard, where they are redirected.
 */
export function adminPageTitle(pathname: string): string {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return ADMIN_SECTIONS.find((s) => s.path === segment)?.title ?? DASHBOARD.title;
}
