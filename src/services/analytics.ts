/**
 * Page-view analytics (docs/behaviour.md, Analytics). Firebase Analytics is loaded only when a
 * measurement id is configured and the site is served from a public host, and only after the page
 * has finished loading, so it never delays what the visitor came for. Firebase itself is imported
 * only then: pages that read nothing from Firestore download no Firebase code for analytics.
 */
import type { Analytics } from 'firebase/analytics';
import { settings } from './settings';
import { isLocalOrPrivateHost } from '../domain/hosts';

export interface PageView {
  path: string;
  title: string;
  /** window.location.host */
  host: string;
}

/** Whether a page view on this host would be sent with the current configuration. */
export function shouldSendPageViews(host: string): boolean {
  return (
    Boolean(settings.options.measurementId) && !settings.emulators && !isLocalOrPrivateHost(host)
  );
}

export async function logPageView({ path, title, host }: PageView): Promise<void> {
  if (!shouldSendPageViews(host)) return;
  try {
    const analytics = await analyticsClient();
    if (!analytics) return;
    const { logEvent } = await import('firebase/analytics');
    logEvent(analytics, 'page_view', {
      page_path: path,
      page_title: title,
      page_location: `${window.location.protocol}//${host}${path}`,
    });
  } catch (error) {
    // Analytics must never break the site (blocked by an extension, offline, ...).
    console.warn('Page view not sent', error);
  }
}

let analyticsPromise: Promise<Analytics | null> | undefined;

function analyticsClient(): Promise<Analytics | null> {
  analyticsPromise ??= afterPageLoad()
    .then(() => Promise.all([import('firebase/analytics'), import('./firebase')]))
    .then(async ([{ initializeAnalytics, isSupported }, { app }]) =>
      (await isSupported())
        ? // Page views are sent by logPageView on each route change, not by gtag's own config.
          initializeAnalytics(app, { config: { send_page_view: false } })
        : null,
    );
  return analyticsPromise;
}

function afterPageLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
