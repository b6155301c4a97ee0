/**
 * The public header menu of SPEC §2 and its active rule, as data and one pure function. Note the
 * rule is deliberately not "the link's target": Programmes and Calendar link to / but are active
 * only on their own paths, and About Us is also active on its four sub-pages.
 */
export interface MenuLink {
  label: string;
  /** Where the entry leads; null for an entry with no target (rendered as plain text). */
  to: string | null;
  /** The paths on which the entry is highlighted. */
  activeOn: readonly string[];
}

export interface MenuEntry extends MenuLink {
  /** A submenu, shown beside the top link. */
  submenu?: readonly MenuLink[];
}

const link = (label: string, to: string | null, activeOn: readonly string[] = to ? [to] : []) => ({
  label,
  to,
  activeOn,
});

export const MENU: readonly MenuEntry[] = [
  link('Home', '/'),
  link('About Us', '/about-us', ['/about-us', '/history', '/mission', '/vision', '/objectives']),
  {
    ...link('Office', '/chairman'),
    submenu: [
      link('Archbishop', '/bishop'),
      link('Diocesan Youth Director', '/youth-director'),
      link('Associate Diocesan Youth Director', '/associate-director'),
      link('Diocesan Lady Youth Animator', '/lady-animator'),
      link('Diocesan Executive Committee', null),
    ],
  },
  link('Programmes', '/', ['/programmes']),
  link('Calendar', '/', ['/calendar']),
  link('Gallery', '/gallery'),
  link('Contact', '/contact'),
];

/** A trailing slash does not make another page: '/gallery/' is '/gallery'. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** SPEC §2: an entry is active when the current path equals one of its paths. */
export function isMenuLinkActive(entry: MenuLink, pathname: string): boolean {
  return entry.activeOn.includes(normalizePath(pathname));
}
