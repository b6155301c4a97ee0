/**
 * Everything under /admin: the guard (docs/behaviour.md, Guard and shell), the shell and its
 * screens, one route per section of the admin table (sections.tsx). Loaded lazily, and the
 * screens inside it are lazy too (react-image-crop comes only with Members).
 */
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import type { AdminUser } from '../services/auth';
import { AdminShell } from './AdminShell';
import { ADMIN_SECTIONS, sectionPath, DASHBOARD } from './sections';
import { Toasts } from './ui/Toasts';
import { useAdminUser } from './useAdminUser';
import { useLogout } from './useLogout';
import '../styles/bootstrap-admin.scss';
import './admin.css';

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
        <Route index element={<Navigate to={sectionPath(DASHBOARD)} replace />} />
        {ADMIN_SECTIONS.map((section) => (
          <Route key={section.path} path={section.path} element={<Page>{section.screen}</Page>} />
        ))}
        <Route path="*" element={<Navigate to={sectionPath(DASHBOARD)} replace />} />
      </Route>
    </Routes>
  );
}

const Page = ({ children }: { children: ReactNode }) => (
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
