/**
 * The addresses of the admin area that its modules link to, and the query that opens a screen's
 * add form. Plain constants that import nothing of the admin area, so that any screen may use
 * them without tying itself to the section table (sections.ts) or to another screen. The section
 * table writes its paths with the segments named here.
 */
import { PUBLIC_PATHS } from '../domain/publicPaths';

/** The route segments other modules link to, as the section table names them. */
export const SEGMENTS = {
  dashboard: 'dashboard',
  members: 'members',
  events: 'events',
  /** A programme's registrations: /admin/events/{programmeId}/registrations. */
  registrations: 'registrations',
  /** The editable pages of text: /admin/pages, and a page's editor /admin/pages/{pageId}. */
  pages: 'pages',
  settings: 'settings',
  /** Settings' Trash page: /admin/settings/trash. */
  trash: 'trash',
} as const;

/** The address of an admin screen or page from its segments: adminPath('settings', 'team'). */
export const adminPath = (...segments: readonly string[]) => ['/admin', ...segments].join('/');

/** The address of a section: '/admin/members'. */
export const sectionPath = (section: { path: string }) => adminPath(section.path);

export const DASHBOARD_PATH = adminPath(SEGMENTS.dashboard);
export const EVENTS_PATH = adminPath(SEGMENTS.events);
export const SETTINGS_PATH = adminPath(SEGMENTS.settings);

/** The registrations screen of a programme: '/admin/events/camp-2026/registrations'. */
export const registrationsPath = (programmeId: string) =>
  adminPath(SEGMENTS.events, encodeURIComponent(programmeId), SEGMENTS.registrations);

/** The editor of an editable page: '/admin/pages/about-us'. */
export const pageEditorPath = (pageId: string) =>
  adminPath(SEGMENTS.pages, encodeURIComponent(pageId));

/**
 * The account pages, outside the admin shell: their addresses are the site's (the route table,
 * src/app/routes.ts, declares them there; the footer links to the sign-in).
 */
export const LOGIN_PATH = PUBLIC_PATHS.adminLogin;
/** Where an invited person creates their account. */
export const SIGN_UP_PATH = PUBLIC_PATHS.adminSignUp;
export const RESET_PASSWORD_PATH = PUBLIC_PATHS.adminResetPassword;

/** The Trash's section id: opened at …/trash#trash, its heading takes the focus once read. */
export const TRASH_HEADING_ID = 'trash';

/** The Trash, its heading focused once read: where the dashboard's Trash tile leads. */
export const TRASH_LINK = `${adminPath(SEGMENTS.settings, SEGMENTS.trash)}#${TRASH_HEADING_ID}`;

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
