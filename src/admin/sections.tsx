/**
 * The admin area's sections: sidebar labels and page titles (docs/behaviour.md, Guard and shell),
 * in one table.
 */
import { MESSAGE_KIND_INFO } from '../domain/messageKinds';
import { MESSAGE_KINDS } from '../domain/types';

export interface AdminSection {
  /** Route segment under /admin. */
  path: string;
  /** Sidebar label. */
  label: string;
  /** Page title (h1). */
  title: string;
}

const section = (path: string, label: string, title: string): AdminSection => ({
  path,
  label,
  title,
});

export const DASHBOARD = section('dashboard', 'Dashboard', 'Dashboard');

/** Sidebar entries before the Messages group. */
export const SECTIONS_BEFORE_MESSAGES: readonly AdminSection[] = [
  DASHBOARD,
  section('members', 'Members', 'Members Management'),
];

/** The collapsible Messages group: Archbishop, Youth Director, Associate Director, Lady Animator. */
export const MESSAGE_SECTIONS: readonly AdminSection[] = MESSAGE_KINDS.map((kind) => {
  const info = MESSAGE_KIND_INFO[kind];
  return section(info.slug, info.adminLabel, info.adminTitle);
});

/** Sidebar entries after the Messages group. */
export const SECTIONS_AFTER_MESSAGES: readonly AdminSection[] = [
  section('events', 'Events', 'Events Management'),
  section('gallery', 'Gallery', 'Gallery Management'),
  section('settings', 'Settings', 'Settings'),
];

const ALL_SECTIONS = [...SECTIONS_BEFORE_MESSAGES, ...MESSAGE_SECTIONS, ...SECTIONS_AFTER_MESSAGES];

/**
 * The page title for an admin path, from its last segment ('/admin/bishop' → 'Archbishop
 * Messages'). /admin itself and unknown segments show the dashboard, where they are redirected.
 */
export function adminPageTitle(pathname: string): string {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return ALL_SECTIONS.find((s) => s.path === segment)?.title ?? DASHBOARD.title;
}
