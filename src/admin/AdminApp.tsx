/**
 * Everything under /admin: the guard (docs/behaviour.md, Guard and shell), the shell and its
 * pages. Loaded lazily, and the pages inside it are lazy too (react-image-crop comes only with
 * Members).
 */
import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { MESSAGE_KIND_INFO } from '../domain/messageKinds';
import { MESSAGE_KINDS } from '../domain/types';
import type { AdminUser } from '../services/auth';
import { AdminShell } from './AdminShell';
import { Toasts } from './Toasts';
import { useAdminUser } from './useAdminUser';
import { useLogout } from './useLogout';
import '../styles/bootstrap-admin.scss';
import './admin.css';

const Dashboard = lazy(() => import('./Dashboard').then((m) => ({ default: m.Dashboard })));
const MembersAdmin = lazy(() =>
  import('./MembersAdmin').then((m) => ({ default: m.MembersAdmin })),
);
const MessagesAdmin = lazy(() =>
  import('./MessagesAdmin').then((m) => ({ default: m.MessagesAdmin })),
);
const EventsAdmin = lazy(() => import('./EventsAdmin').then((m) => ({ default: m.EventsAdmin })));
const GalleryAdmin = lazy(() =>
  import('./GalleryAdmin').then((m) => ({ default: m.GalleryAdmin })),
);
const SettingsAdmin = lazy(() =>
  import('./SettingsAdmin').then((m) => ({ default: m.SettingsAdmin })),
);

export function AdminApp() {
  const user = useAdminUser();
  return (
    <>
      <Toasts />
      <AdminGate user={user} />
    </>
  );
}

function AdminGate({ user }: { user: AdminUser | null | undefined }) {
  if (user === undefined) return <p className="p-4">Loading...</p>;
  if (user === null) return <Navigate to="/admin/login" replace />;
  if (!user.isAdmin) return <NotAdministrator />;
  return (
    <Routes>
      <Route element={<AdminShell email={user.email} />}>
        <Route index element={<Navigate to="/admin/dashboard" replace />} />
        <Route
          path="dashboard"
          element={
            <Page>
              <Dashboard />
            </Page>
          }
        />
        <Route
          path="members"
          element={
            <Page>
              <MembersAdmin />
            </Page>
          }
        />
        {MESSAGE_KINDS.map((kind) => (
          <Route
            key={kind}
            path={MESSAGE_KIND_INFO[kind].slug}
            element={
              <Page>
                {/* A key per kind, so moving between kinds starts a fresh screen. */}
                <MessagesAdmin key={kind} kind={kind} />
              </Page>
            }
          />
        ))}
        <Route
          path="events"
          element={
            <Page>
              <EventsAdmin />
            </Page>
          }
        />
        <Route
          path="gallery"
          element={
            <Page>
              <GalleryAdmin />
            </Page>
          }
        />
        <Route
          path="settings"
          element={
            <Page>
              <SettingsAdmin />
            </Page>
          }
        />
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Route>
    </Routes>
  );
}

const Page = ({ children }: { children: React.ReactNode }) => (
  <Suspense fallback={<Spinner />}>{children}</Suspense>
);

/** Signed in, but without the `admin` claim that every write needs: it may change nothing. */
function NotAdministrator() {
  const logout = useLogout();
  return (
    <main className="container py-5 text-center" style={{ maxWidth: 520 }}>
      <h1 className="h4 mb-3">This account is not an administrator.</h1>
      <p className="text-muted">Sign in with an administrator account to manage the website.</p>
      <button type="button" className="btn btn-primary" onClick={logout}>
        Logout
      </button>
    </main>
  );
}
