/**
 * Everything under /admin: the guard (docs/behaviour.md, Guard and shell), the shell and its
 * screens, one route per section of the admin table (sections.ts) and per page of a section.
 * Loaded lazily, and the screens inside it are lazy too (screenModules.ts).
 */
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import type { AdminUser } from '../services/auth';
import { AccessContext } from './access/AccessContext';
import { NOT_ADMINISTRATOR, refusalText } from './access/texts';
import { useTeamAccess } from './access/useTeamAccess';
import { AdminShell } from './AdminShell';
import { DASHBOARD_PATH, LOGIN_PATH, sectionPath } from './paths';
import { screenComponent } from './screenModules';
import { ADMIN_SECTIONS, type AdminPage, type AdminSection } from './sections';
import { Toasts } from './ui/Toasts';
import { UploadQueueProvider } from './upload/UploadQueueProvider';
import { useAdminUser } from './useAdminUser';
import { useLoginWelcome } from './useLoginWelcome';
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

const Loading = () => <p className="p-4">Loading...</p>;

/**
 * What the access depends on: another person, or the same one whose claim or verified address
 * changed, is checked afresh.
 */
const accessKey = ({ uid, email, isAdmin, emailVerified }: AdminUser) =>
  JSON.stringify([uid, email, isAdmin, emailVerified]);

function AdminGate({ user }: { user: AdminUser | null | undefined }) {
  if (user === undefined) return <Loading />;
  if (user === null) return <Navigate to={LOGIN_PATH} replace />;
  return <TeamGate key={accessKey(user)} user={user} />;
}

/** The signed-in person: the admin area if they are on the team, else why not. */
function TeamGate({ user }: { user: AdminUser }) {
  const { view, retry } = useTeamAccess(user);
  useLoginWelcome(
    view.status === 'checking' ? 'checking' : view.status === 'member' ? 'member' : 'other',
  );
  if (view.status === 'checking') return <Loading />;
  if (view.status === 'failed') return <AccessUnknown reason={view.reason} retry={retry} />;
  if (view.status === 'refused')
    return <GuardPage heading={NOT_ADMINISTRATOR} line={refusalText(view.refusal, user.email)} />;
  const { isOwner } = view.access;
  return (
    <AccessContext.Provider value={view.access}>
      <Routes>
        <Route
          element={
            // The photo upload queue goes on whichever screen is open.
            <UploadQueueProvider>
              <AdminShell email={user.email} role={view.access.role} />
            </UploadQueueProvider>
          }
        >
          <Route index element={<Navigate to={DASHBOARD_PATH} replace />} />
          {ADMIN_SECTIONS.map((section) => (
            <Route key={section.path} path={section.path}>
              <Route index element={screenOf(section)} />
              {section.pages?.map((page) => (
                <Route
                  key={page.path}
                  path={page.path}
                  element={
                    // An editor who opens an owners' page is led to its section.
                    page.ownersOnly && !isOwner ? (
                      <Navigate to={sectionPath(section)} replace />
                    ) : (
                      screenOf(page)
                    )
                  }
                />
              ))}
            </Route>
          ))}
          <Route path="*" element={<Navigate to={DASHBOARD_PATH} replace />} />
        </Route>
      </Routes>
    </AccessContext.Provider>
  );
}

/**
 * A screen of the table, with what it is given (its lazy component is made once per module).
 * Keyed by its module and props, so that moving between two screens of one module (two kinds of
 * message) starts a fresh screen.
 */
function screenOf(shown: AdminSection | AdminPage) {
  const Screen = screenComponent(shown.screen);
  return (
    <Suspense fallback={<Spinner />}>
      <Screen key={`${shown.screen} ${JSON.stringify(shown.props ?? {})}`} {...shown.props} />
    </Suspense>
  );
}

/**
 * A page of the guard's own: a heading, a line, and buttons (Logout among them). Signed in but
 * not on the team, a person may change nothing; the line says why.
 */
function GuardPage({
  heading,
  line,
  children,
}: {
  heading: string;
  line: string;
  children?: ReactNode;
}) {
  const logout = useLogout();
  return (
    <main className="container py-5 text-center" style={{ maxWidth: 520 }}>
      <h1 className="h4 mb-3">{heading}</h1>
      <p className="text-muted">{line}</p>
      <div className="d-flex justify-content-center gap-2">
        {children}
        <button type="button" className="btn btn-primary" onClick={logout}>
          Logout
        </button>
      </div>
    </main>
  );
}

/** The person's access could not be read (no network): nothing is shown until it is. */
function AccessUnknown({ reason, retry }: { reason: string; retry: () => void }) {
  return (
    <GuardPage heading="Your access could not be checked." line={reason}>
      <button type="button" className="btn btn-outline-primary" onClick={retry}>
        Try again
      </button>
    </GuardPage>
  );
}
