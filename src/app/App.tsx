/**
 * The route table of SPEC §2. Every page is its own lazily loaded chunk, so a page of plain text
 * downloads no Firebase code; the HTML rendered at build time names each page's chunk for the
 * browser to fetch at once (scripts/prerenderPlugin.ts).
 */
import { Suspense, lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { PublicLayout } from './PublicLayout';
import { Spinner } from '../components/Spinner';
import { MESSAGE_KIND_INFO } from '../domain/messageKinds';

const named = <K extends string, M extends Record<K, React.ComponentType>>(
  load: () => Promise<M>,
  name: K,
) => lazy(() => load().then((m) => ({ default: m[name] })));

const HomePage = named(() => import('../pages/HomePage'), 'HomePage');
const AboutUsPage = named(() => import('../pages/AboutUsPage'), 'AboutUsPage');
const HistoryPage = named(() => import('../pages/HistoryPage'), 'HistoryPage');
const MissionPage = named(() => import('../pages/MissionPage'), 'MissionPage');
const VisionPage = named(() => import('../pages/VisionPage'), 'VisionPage');
const ObjectivesPage = named(() => import('../pages/ObjectivesPage'), 'ObjectivesPage');
const ChairmanPage = named(() => import('../pages/ChairmanPage'), 'ChairmanPage');
const ContactPage = named(() => import('../pages/ContactPage'), 'ContactPage');
const GalleryPage = named(() => import('../pages/GalleryPage'), 'GalleryPage');
const MessagesPage = lazy(() =>
  import('../pages/MessagesPage').then((m) => ({ default: m.MessagesPage })),
);
const LoginPage = named(() => import('../admin/LoginPage'), 'LoginPage');
const AdminApp = named(() => import('../admin/AdminApp'), 'AdminApp');

const fallback = <Spinner />;

export function AppRoutes() {
  return (
    <Suspense fallback={fallback}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="about-us" element={<AboutUsPage />} />
          <Route path="history" element={<HistoryPage />} />
          <Route path="mission" element={<MissionPage />} />
          <Route path="vision" element={<VisionPage />} />
          <Route path="objectives" element={<ObjectivesPage />} />
          <Route path="chairman" element={<ChairmanPage />} />
          {Object.values(MESSAGE_KIND_INFO).map(({ kind, slug }) => (
            <Route key={kind} path={slug} element={<MessagesPage kind={kind} />} />
          ))}
          <Route path="contact" element={<ContactPage />} />
          <Route path="gallery" element={<GalleryPage />} />
          <Route path="admin/login" element={<LoginPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
        <Route path="admin/*" element={<AdminApp />} />
      </Routes>
    </Suspense>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
