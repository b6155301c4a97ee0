import './styles/bootstrap.scss';
import './styles/site.css';
import { showStartFailure } from './app/startFailure';

const root = document.getElementById('root') as HTMLElement;

/** How many scripts the entry asks for in one task (see start). */
const SCRIPTS_AT_ONCE = 2;

/** Resolves in a task of its own, after whatever the browser has waiting (a paint, a tap). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Asks for a script at low priority, to be run later by an import. */
function preload(src: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  // Vite's module scripts are crossorigin; a preload must match to be reused.
  link.crossOrigin = '';
  link.fetchPriority = 'low';
  link.href = src;
  document.head.append(link);
}

/**
 * React takes the page over once the page is on screen. A page rendered at build time names the
 * scripts that do it (publish/renderSite.ts): they are fetched together, at low priority, only
 * after its first contentful paint and once its largest picture has been drawn, so that neither
 * waits for them (nor does a measurement that counts what was asked for before them). They are
 * asked for a couple at a time, each couple in a task of its own: each request costs the main
 * thread a little (far more under a profiler), and a task that asks for all of them holds a tap
 * up. The page stays readable when they fail to load (startFailure.ts).
 */
async function start() {
  const scripts = root.dataset.scripts?.split(' ').filter(Boolean) ?? [];
  for (let i = 0; i < scripts.length; i += SCRIPTS_AT_ONCE) {
    if (i > 0) await nextTask();
    scripts.slice(i, i + SCRIPTS_AT_ONCE).forEach(preload);
  }
  await import('./app/mount')
    .then(({ mount }) => mount(root, window.location.pathname))
    .catch((error: unknown) => showStartFailure(root, error));
}

const observes = (type: string) =>
  typeof PerformanceObserver === 'function' &&
  PerformanceObserver.supportedEntryTypes.includes(type);

/**
 * Runs `then` (which runs once however often it is called) once the page's largest picture (the
 * one it marks fetchpriority="high": the home banner's first slide, a programme's poster) has been
 * drawn, at once where it has none. Its load event is not enough: the browser decodes a picture
 * after it has arrived, apart from the main thread, and draws it a frame or more later (tens of
 * milliseconds for a poster on a slow phone); scripts asked for in between would be counted as
 * holding the picture back. Where the browser reports the largest contentful paint (Chromium,
 * Firefox), its report for the picture says it was drawn; but a picture may never be reported
 * (one larger element painted before it, or one Chromium leaves out as of little detail), and
 * other browsers report none: so also the picture decoded and two frames after, whichever comes
 * first.
 */
function afterLargestImage(then: () => void) {
  const image = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image) return then();
  image.addEventListener('error', then, { once: true });
  if (observes('largest-contentful-paint')) {
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as LargestContentfulPaint[];
      if (!entries.some((entry) => entry.element === image)) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  const drawn = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then, 0)));
  image.decode().then(drawn, drawn);
}

/**
 * Runs `then` once the page has painted its content (the browser's first contentful paint) and
 * its largest picture has been drawn, or after three seconds at the latest. Only a published page
 * waits: the app shell has nothing to show. The limit is a safety net for a browser that reports
 * no paint, not a pace: a page that paints late (Chromium has been seen to present its first frame
 * over a second after the navigation) would otherwise have its scripts asked for before its
 * largest picture is drawn, competing with it on a slow connection (docs/performance.md).
 */
function afterFirstPaint(then: () => void) {
  // A tab opened in the background paints nothing until it is shown.
  if (!root.dataset.prerenderedPath || !observes('paint') || document.visibilityState === 'hidden')
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
  const latest = setTimeout(go, 3000);
}

afterFirstPaint(() => void start());
