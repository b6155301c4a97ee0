/**
 * The public header menu and its active rule, as data and pure functions. The menu itself is
 * derived from the route table (src/app/routes.ts). An entry is active on its own path and on the
 * paths of the pages that belong to its section (About Us on /history, Programmes on one
 * programme's page); that is deliberately not "the link's target", since an entry may lead
 * somewhere else than the pages it stands for.
 */
export interface MenuLink {
  label: string;
  /** Where the entry leads; null for an entry with no target (rendered as plain text). */
  to: string | null;
  /** The path patterns ('/programmes/:id') on which the entry is highlighted. */
  activeOn: readonly string[];
}

export interface MenuEntry extends MenuLink {
  /** A submenu, shown beside the top link. */
  submenu?: readonly MenuLink[];
}

/** A trailing slash does not make another page: '/gallery/' is '/gallery'. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Whether `pathname` is a path of `pattern`, where a segment ':name' stands for any one
 * non-empty segment and a last segment '*' for whatever follows. Case matters, and a trailing
 * slash does not.
 */
export function matchesPath(pattern: string, pathname: string): boolean {
  const wanted = normalizePath(pattern).split('/');
  const actual = normalizePath(pathname).split('/');
  const rest = wanted.at(-1) === '*';
  if (rest) wanted.pop();
  if (rest ? actual.length < wanted.length : actual.length !== wanted.length) return false;
  return wanted.every((segment, i) =>
    segment.startsWith(':') ? (actual[i] ?? '') !== '' : segment === actual[i],
  );
}

/** An entry is active when the current path is one of its paths. */
export function isMenuLinkActive(entry: MenuLink, pathname: string): boolean {
  return entry.activeOn.some((pattern) => matchesPath(pattern, pathname));
}

/** What a route table says about the menu: an entry, and the section a page belongs to. */
export interface MenuSource {
  /** The route's path; absent for an entry that is not a page of the site. */
  path?: string;
  menu?: {
    label: string;
    /** The path of the top-level entry whose submenu lists this one. */
    under?: string;
    /** Where the entry leads, when not to the route's own path (null: no target at all). */
    to?: string | null;
  };
  /** The path of the menu entry highlighted on this page beside its own. */
  menuSection?: string;
}

/**
 * The menu of a route table, in the table's order: top-level entries, each with the entries that
 * name it in `under` as its submenu. An entry is active on its own path and on every path whose
 * `menuSection` names it.
 */
export function menuFromRoutes(routes: readonly MenuSource[]): MenuEntry[] {
  const link = (source: MenuSource): MenuLink => {
    const { path, menu } = source;
    const own = path ? [path] : [];
    const section = path
      ? routes.flatMap((r) => (r.menuSection === path && r.path ? [r.path] : []))
      : [];
    return {
      label: menu?.label ?? '',
      to: menu?.to !== undefined ? menu.to : (path ?? null),
      activeOn: [...own, ...section],
    };
  };
  return routes
    .filter((r) => r.menu && r.menu.under === undefined)
    .map((top) => {
      const submenu = routes.filter(
        (r) => r.menu?.under !== undefined && r.menu.under === top.path,
      );
      return submenu.length > 0 ? { ...link(top), submenu: submenu.map(link) } : link(top);
    });
}
