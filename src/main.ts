import './styles/bootstrap.scss';
import './styles/site.css';
import { showStartFailure } from './app/startFailure';

const root = document.getElementById('root') as HTMLElement;

/**
 * React takes the page over once the page is on screen. A page rendered at build time names the
 * scripts that do it (publish/renderSite.ts): they are fetched together, at low priority,
 * only after its first contentful paint and its largest picture, so that neither waits for them
 * (nor does a measurement that counts what was asked for before them). The page stays readable when they fail
 * to load (startFailure.ts).
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

/**
 * Runs `then` once the page's largest picture has loaded and been drawn (the one it marks
 * fetchpriority="high": the home banner's first slide, a programme's poster), at once where it
 * has none or it is in.
 */
function afterLargestImage(then: () => void) {
  const image = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image || image.complete) return then();
  // Loaded, then drawn: the frame after its load event paints it.
  const painted = () => requestAnimationFrame(() => setTimeout(then, 0));
  image.addEventListener('load', painted, { once: true });
  image.addEventListener('error', then, { once: true });
}

/**
 * Runs `then` once the page has painted its content (the browser's first contentful paint) and
 * its largest picture has loaded, or after a second at the latest. Only a published page waits:
 * the app shell has nothing to show.
 */
function afterFirstPaint(then: () => void) {
  const observable =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes.includes('paint');
  // A tab opened in the background paints nothing until it is shown.
  if (!root.dataset.prerenderedPath || !observable || document.visibilityState === 'hidden')
    return then();
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(latest);
    then();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) afterLargestImage(go);
  });
  observer.observe({ type: 'paint', buffered: true });
  const latest = setTimeout(go, 1000);
}

afterFirstPaint(start);
