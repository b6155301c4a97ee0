// @vitest-environment jsdom
/**
 * Page views go to Firebase Analytics only with a measurement id and from a public host, and
 * without tracking: consent to storage and advertising is denied before Analytics starts.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const analyticsSdk = vi.hoisted(() => ({
  initializeAnalytics: vi.fn(() => ({ app: 'analytics' })),
  isSupported: vi.fn(async () => true),
  logEvent: vi.fn(),
  setConsent: vi.fn(),
}));
const firebaseSettings = vi.hoisted(() => ({
  options: { measurementId: 'G-TEST123' as string | undefined },
  emulators: null as object | null,
}));

vi.mock('firebase/analytics', () => analyticsSdk);
vi.mock('../../src/services/settings', () => ({ settings: firebaseSettings }));
vi.mock('../../src/services/firebaseApp', () => ({ app: { name: 'app' } }));

const { logPageView, shouldSendPageViews } = await import('../../src/services/analytics');

const view = (host: string) => ({ path: '/gallery', title: 'Gallery | Site', host });

beforeEach(() => {
  analyticsSdk.logEvent.mockClear();
  analyticsSdk.initializeAnalytics.mockClear();
  analyticsSdk.setConsent.mockClear();
  firebaseSettings.options.measurementId = 'G-TEST123';
  firebaseSettings.emulators = null;
});

describe('logPageView', () => {
  it('sends page_view with path, title and location from a public host', async () => {
    await logPageView(view('youth.agraarchdiocese.org'));
    expect(analyticsSdk.logEvent).toHaveBeenCalledWith({ app: 'analytics' }, 'page_view', {
      page_path: '/gallery',
      page_title: 'Gallery | Site',
      page_location: `${window.location.protocol}//youth.agraarchdiocese.org/gallery`,
    });
    // Analytics' own automatic page view is off, so each page counts once.
    expect(analyticsSdk.initializeAnalytics).toHaveBeenCalledWith(
      { name: 'app' },
      expect.objectContaining({ config: expect.objectContaining({ send_page_view: false }) }),
    );
  });

  it.each(['localhost:5173', '127.0.0.1', '192.168.1.5:4173', '[::1]:5173', 'laptop.local'])(
    'sends nothing from %s',
    async (host) => {
      await logPageView(view(host));
      expect(analyticsSdk.logEvent).not.toHaveBeenCalled();
      expect(shouldSendPageViews(host)).toBe(false);
    },
  );

  it('sends nothing without a measurement id', async () => {
    firebaseSettings.options.measurementId = undefined;
    await logPageView(view('youth.agraarchdiocese.org'));
    expect(analyticsSdk.logEvent).not.toHaveBeenCalled();
  });

  it('sends nothing while the app talks to local emulators', async () => {
    firebaseSettings.emulators = { host: '127.0.0.1' };
    await logPageView(view('youth.agraarchdiocese.org'));
    expect(analyticsSdk.logEvent).not.toHaveBeenCalled();
  });

  it('never throws when analytics fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    analyticsSdk.logEvent.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    await expect(logPageView(view('youth.agraarchdiocese.org'))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('without tracking', () => {
  /** A fresh copy of the module, which starts Analytics again on its first page view. */
  const freshAnalytics = async () => {
    vi.resetModules();
    return import('../../src/services/analytics');
  };

  it('denies storage and advertising consent before Analytics starts', async () => {
    const fresh = await freshAnalytics();
    await fresh.logPageView(view('youth.agraarchdiocese.org'));
    expect(analyticsSdk.setConsent).toHaveBeenCalledTimes(1);
    expect(analyticsSdk.setConsent).toHaveBeenCalledWith({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(analyticsSdk.initializeAnalytics).toHaveBeenCalledTimes(1);
    const [consentCall] = analyticsSdk.setConsent.mock.invocationCallOrder;
    const [initCall] = analyticsSdk.initializeAnalytics.mock.invocationCallOrder;
    expect(consentCall).toBeLessThan(initCall as number);
    expect(analyticsSdk.logEvent).toHaveBeenCalledTimes(1);
  });

  it('starts Analytics without Google signals or ad personalisation, and sends its own page views', async () => {
    const fresh = await freshAnalytics();
    await fresh.logPageView(view('youth.agraarchdiocese.org'));
    expect(analyticsSdk.initializeAnalytics).toHaveBeenCalledWith(
      { name: 'app' },
      {
        config: {
          send_page_view: false,
          allow_google_signals: false,
          allow_ad_personalization_signals: false,
        },
      },
    );
  });

  it('sets nothing and starts nothing where Analytics is not supported', async () => {
    analyticsSdk.isSupported.mockResolvedValueOnce(false);
    const fresh = await freshAnalytics();
    await fresh.logPageView(view('youth.agraarchdiocese.org'));
    expect(analyticsSdk.setConsent).not.toHaveBeenCalled();
    expect(analyticsSdk.initializeAnalytics).not.toHaveBeenCalled();
    expect(analyticsSdk.logEvent).not.toHaveBeenCalled();
  });
});
