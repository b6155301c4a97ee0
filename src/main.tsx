import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/bootstrap.scss';
import './styles/site.css';
import { App } from './app/App';
import { readsEarly } from './domain/pageReads';

const { pathname } = window.location;
// A page that shows Firestore data first starts its reads at once, before React takes the page
// over; the import stays lazy so that other pages download no Firebase (src/app/pageReads.ts).
if (readsEarly(pathname))
  void import('./app/pageReads').then((reads) => reads.startReadsOf(pathname));

const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Public pages arrive rendered at build time (src/app/prerender.tsx): hydrate that markup when it
// is this path's. Anything else (the app shell of admin pages, the dev server) renders afresh.
if (container.dataset.prerenderedPath === pathname) hydrateRoot(container, app);
else {
  container.replaceChildren();
  createRoot(container).render(app);
}
