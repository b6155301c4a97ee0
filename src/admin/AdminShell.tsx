/**
 * The admin shell: sidebar, header with the signed-in e-mail, the person's role and Logout, and
 * the page title of the path's section (and page: 'Settings: Team', under a link back to
 * 'Settings'). Below the md breakpoint the sidebar folds away behind a Menu button, which like
 * Logout is a 44 px touch target there, and the title wraps onto a second line rather than being
 * cut.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { usePageEffects } from '../components/usePageEffects';
import { SITE, pageTitle } from '../config/site';
import type { Access } from './access/AccessContext';
import { ROLE_LABELS } from './access/texts';
import { DASHBOARD_PATH, sectionPath } from './paths';
import {
  ADMIN_SECTIONS,
  adminPageTitle,
  adminPlace,
  type AdminSection,
  type SectionGroup,
} from './sections';
import { UploadQueueBar } from './upload/UploadQueueBar';
import { useLogout } from './useLogout';

export function AdminShell({ email, role }: { email: string; role: Access['role'] }) {
  const ids = useId();
  const { pathname } = useLocation();
  const logout = useLogout();
  const title = adminPageTitle(pathname);
  const { section, page } = adminPlace(pathname);
  // The title follows the screen ('Members Management | …'), as on the public site.
  usePageEffects(pageTitle(title));
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarId = `${ids}-sidebar`;

  const link = (section: AdminSection) => (
    <li key={section.path}>
      <NavLink
        to={sectionPath(section)}
        className="admin-nav-link"
        onClick={() => setMenuOpen(false)}
      >
        {section.label}
      </NavLink>
    </li>
  );

  return (
    <div className="admin-layout">
      <header className="admin-header d-flex align-items-center gap-2 px-3 py-2 border-bottom">
        <button
          type="button"
          className="btn btn-outline-dark admin-touch d-inline-flex d-md-none align-items-center gap-2"
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
            <path
              d="M3 5h14M3 10h14M3 15h14"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          Menu
        </button>
        <span className="admin-title fw-semibold me-auto">{SITE.shortTitle} Admin</span>
        <span className="small text-muted text-truncate d-none d-sm-inline">{email}</span>
        <span className="badge text-bg-secondary d-none d-sm-inline">{ROLE_LABELS[role]}</span>
        <button
          type="button"
          className="btn btn-outline-danger btn-sm admin-touch"
          onClick={logout}
        >
          Logout
        </button>
      </header>
      <div className="d-md-flex">
        <aside
          id={sidebarId}
          className={`admin-sidebar border-end ${menuOpen ? 'd-block' : 'd-none d-md-block'}`}
        >
          <nav aria-label="Admin" className="p-2">
            <ul className="list-unstyled mb-0">
              {sidebarEntries(ADMIN_SECTIONS).map((entry) =>
                entry.group === null ? (
                  entry.sections.map(link)
                ) : (
                  <SidebarGroup key={entry.group.id} label={entry.group.label}>
                    {entry.sections.map(link)}
                  </SidebarGroup>
                ),
              )}
            </ul>
          </nav>
        </aside>
        <main className="admin-main flex-grow-1 p-3 p-md-4">
          <p className="small text-muted d-sm-none mb-1">
            Signed in as {email} ({ROLE_LABELS[role]})
          </p>
          {page && (
            <nav aria-label="Breadcrumb" className="mb-1">
              <Link to={sectionPath(section)}>{section.label}</Link>
            </nav>
          )}
          <h1 className="h3 mb-4">{title}</h1>
          <UploadQueueBar />
          <RouteErrorBoundary
            headingLevel={2}
            home={{ href: DASHBOARD_PATH, label: 'Go to the dashboard' }}
          >
            <Outlet />
          </RouteErrorBoundary>
        </main>
      </div>
    </div>
  );
}

/** An entry of the sidebar: a section on its own (group null), or a group of sections. */
interface SidebarEntry {
  group: SectionGroup | null;
  sections: AdminSection[];
}

/** The sidebar's entries, in the table's order; a group's sections together where it starts. */
function sidebarEntries(sections: readonly AdminSection[]): SidebarEntry[] {
  const entries: SidebarEntry[] = [];
  for (const section of sections) {
    const group = section.group ?? null;
    const entry = group === null ? undefined : entries.find((e) => e.group?.id === group.id);
    if (entry) entry.sections.push(section);
    else entries.push({ group, sections: [section] });
  }
  return entries;
}

/** A collapsible group of the sidebar (Messages), open at first. */
function SidebarGroup({ label, children }: { label: string; children: ReactNode }) {
  const listId = useId();
  const [open, setOpen] = useState(true);
  return (
    <li>
      <button
        type="button"
        className="admin-nav-link admin-nav-group"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {label}
      </button>
      <ul id={listId} className="list-unstyled ms-3" hidden={!open}>
        {children}
      </ul>
    </li>
  );
}
