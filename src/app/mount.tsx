import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';

/**
 * React takes the page over. Public pages arrive rendered at build time (src/app/prerender.tsx):
 * their markup is hydrated when it is this path's. Anything else (the app shell of admin pages, the
 * dev server) renders afresh.
 */
export function mount(container: HTMLElement, pathname: string): void {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (container.dataset.prerenderedPath === pathname) hydrateRoot(container, app);
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
