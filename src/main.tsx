import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/bootstrap.scss';
import './styles/site.css';
import { App } from './app/App';

const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Public pages arrive rendered at build time (src/app/prerender.tsx): hydrate that markup when it
// is this path's. Anything else (the app shell of admin pages, the dev server) renders afresh.
if (container.dataset.prerenderedPath === window.location.pathname) hydrateRoot(container, app);
else {
  container.replaceChildren();
  createRoot(container).render(app);
}
