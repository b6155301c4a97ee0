/**
 * Page-view analytics (docs/behaviour.md, Analytics). Firebase Analytics is loaded only when a
 * measurement id is configured and the site is served from a public host, and only after the page
 * has finished loading, so it never delays what the visitor came for. Firebase itself is imported
 * only then: pages that read nothing from Firestore download no Firebase code for analytics.
 *
 * Without tracking: some visitors are children, whom the law (India's Digital Personal Data
 * Protection Act, 2023) does not allow to be tracked or monitored. Consent to storage and to
 * advertising is denied before Analytics starts, so it sets no cookie and keeps no client id
 * (page views go as anonymous counts), and Google signals and ad personalisation are off.
 */
import type { Analytics, ConsentSettings, GtagConfigParams } from 'firebase/analytics';
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

/** No cookies, no client id, nothing for advertising. */
const NO_TRACKING: ConsentSettings = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

const GTAG_CONFIG: GtagConfigParams = {
  // Page views are sent by logPageView on each route change, not by gtag's own config.
  send_page_view: false,
  allow_google_signals: false,
  allow_ad_personalization_signals: false,
};

let analyticsPromise: Promise<Analytics | null> | undefined;

function analyticsClient(): Promise<Analytics | null> {
  analyticsPromise ??= afterPageLoad()
    .then(() => Promise.all([import('firebase/analytics'), import('./firebaseApp')]))
    .then(async ([{ initializeAnalytics, isSupported, setConsent }, { app }]) => {
      if (!(await isSupported())) return null;
      // Before initialising: gtag starts with these as its defaults, before it sends anything.
      setConsent(NO_TRACKING);
      return initializeAnalytics(app, { config: GTAG_CONFIG });
    });
  return analyticsPromise;
}

function afterPageLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
