import type { PageView } from './analytics';

/**
 * Sends a page view (docs/behaviour.md, Analytics) from a build with a measurement id; other
 * builds download nothing for page views.
 */
export function sendPageView(view: PageView): void {
  if (import.meta.env.VITE_FIREBASE_MEASUREMENT_ID)
    void import('./analytics').then(({ logPageView }) => logPageView(view));
}
