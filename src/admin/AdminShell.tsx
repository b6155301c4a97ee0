/**
 * The admin shell: sidebar, header with the signed-in e-mail and Logout,
 * and the page title from the last path segment. Below the md breakpoint the sidebar folds away
 * behind a Menu button.
 */
import { useId, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { usePageEffects } from '../components/usePageEffects';
import { SITE, pageTitle } from '../config/site';
import {
  MESSAGE_SECTIONS,
  SECTIONS_AFTER_MESSAGES,
  SECTIONS_BEFORE_MESSAGES,
  adminPageTitle,
  type AdminSection,
} from './adminSections';
import { useLogout } from './useLogout';

export function AdminShell({ email }: { email: string }) {
  const ids = useId();
  const { pathname } = useLocation();
  const logout = useLogout();
  const title = adminPageTitle(pathname);
  // The title follows the screen ('Members Management | …'), as on the public site.
  usePageEffects(pageTitle(title));
  const [menuOpen, setMenuOpen] = useState(false);
  const [messagesOpen, setMessagesOpen] = useState(true);
  const sidebarId = `${ids}-sidebar`;
  const messagesId = `${ids}-messages`;

  const link = ({ path, label }: AdminSection) => (
    <li key={path}>
      <NavLink to={`/admin/${path}`} className="admin-nav-link" onClick={() => setMenuOpen(false)}>
        {label}
      </NavLink>
    </li>
  );

  return (
    <div className="admin-layout">
      <header className="admin-header d-flex align-items-center gap-2 px-3 py-2 border-bottom">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm d-md-none"
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <span className="fw-semibold text-truncate me-auto">{SITE.shortTitle} Admin</span>
        <span className="small text-muted text-truncate d-none d-sm-inline">{email}</span>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={logout}>
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
              {SECTIONS_BEFORE_MESSAGES.map(link)}
              <li>
                <button
                  type="button"
                  className="admin-nav-link admin-nav-group"
                  aria-expanded={messagesOpen}
                  aria-controls={messagesId}
                  onClick={() => setMessagesOpen((open) => !open)}
                >
                  Messages
                </button>
                <ul id={messagesId} className="list-unstyled ms-3" hidden={!messagesOpen}>
                  {MESSAGE_SECTIONS.map(link)}
                </ul>
              </li>
              {SECTIONS_AFTER_MESSAGES.map(link)}
            </ul>
          </nav>
        </aside>
        <main className="admin-main flex-grow-1 p-3 p-md-4">
          <p className="small text-muted d-sm-none mb-1">Signed in as {email}</p>
          <h1 className="h3 mb-4">{title}</h1>
          <RouteErrorBoundary
            headingLevel={2}
            home={{ href: '/admin/dashboard', label: 'Go to the dashboard' }}
          >
            <Outlet />
          </RouteErrorBoundary>
        </main>
      </div>
    </div>
  );
}
