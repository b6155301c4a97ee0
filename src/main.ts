import './styles/bootstrap.scss';
import './styles/site.css';
import { showStartFailure } from './app/startFailure';

const root = document.getElementById('root') as HTMLElement;

/**
 * React takes the page over once the page is on screen. A page rendered at build time names the
 * scripts that do it (scripts/prerenderPlugin.ts): they are fetched together, at low priority,
 * only now, so the first paint of a published page waits for none of them. The page stays
 * readable when they fail to load (startFailure.ts).
 */
function start() {
  for (const src of root.dataset.scripts?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // Vite's module scripts are crossorigin; a preload must match to be reused.
    link.crossOrigin = '';
    link.fetchPriority = 'low';
    link.href = src;
    document.head.append(link);
  }
  import('./app/mount')
    .then(({ mount }) => mount(root, window.location.pathname))
    .catch((error: unknown) => showStartFailure(root, error));
}

// After the next frame, when the page has been painted; a tab opened in the background paints
// nothing until it is shown, so it starts at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
