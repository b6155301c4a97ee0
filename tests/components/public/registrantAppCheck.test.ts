/**
 * App Check, where the project uses it for Authentication, is loaded by the registration pages'
 * service alone (src/services/registration/registrant.ts), on its own app instance, before a
 * sign-in link is asked for; without a site key, or on the emulators, it is never loaded. (That no
 * public page loads it is `npm run budget`'s: firebase/app-check is one of its forbidden modules.)
 */
import type * as FirebaseAuth from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const initializeAppCheck = vi.fn();
const providers: string[] = [];
vi.mock('firebase/app-check', () => ({
  initializeAppCheck,
  ReCaptchaEnterpriseProvider: class {
    constructor(siteKey: string) {
      providers.push(siteKey);
    }
  },
}));

const sendSignInLinkToEmail = vi.fn().mockResolvedValue(undefined);
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseAuth>()),
  sendSignInLinkToEmail,
}));

beforeEach(() => {
  vi.resetModules();
  initializeAppCheck.mockClear();
  sendSignInLinkToEmail.mockClear();
  providers.length = 0;
  localStorage.clear();
});
afterEach(() => vi.unstubAllEnvs());

/** The registration service of a production build configured by `env`. */
async function registrantService(env: Record<string, string>) {
  vi.stubEnv('VITE_USE_EMULATORS', 'false');
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'youth-agra');
  vi.stubEnv('VITE_REGISTRANT_TENANT', 'registrants-k3x9p');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('../../../src/services/registration/registrant');
}

describe('App Check on the registration pages', () => {
  it('is loaded with the site key before a sign-in link is asked for', async () => {
    const { sendSignInLink } = await registrantService({ VITE_APP_CHECK_SITE_KEY: 'site-key-123456' });
    await sendSignInLink('mother@example.org', 'https://youth-agra.web.app/register', {
      remember: false,
    });
    expect(providers).toEqual(['site-key-123456']);
    expect(initializeAppCheck).toHaveBeenCalledTimes(1);
    const [app, options] = initializeAppCheck.mock.calls[0] as [{ name: string }, object];
    expect(app.name).toBe('registration');
    expect(options).toMatchObject({ isTokenAutoRefreshEnabled: true });
    expect(initializeAppCheck.mock.invocationCallOrder[0]).toBeLessThan(
      sendSignInLinkToEmail.mock.invocationCallOrder[0] as number,
    );
  });

  it('is not loaded without a site key', async () => {
    const { sendSignInLink } = await registrantService({});
    await sendSignInLink('mother@example.org', 'https://youth-agra.web.app/register', {
      remember: false,
    });
    expect(sendSignInLinkToEmail).toHaveBeenCalledTimes(1);
    expect(initializeAppCheck).not.toHaveBeenCalled();
  });

  it('is not loaded on the emulators, whatever the configuration says', async () => {
    const { sendSignInLink } = await registrantService({
      VITE_USE_EMULATORS: 'true',
      VITE_APP_CHECK_SITE_KEY: 'site-key-123456',
    });
    await sendSignInLink('mother@example.org', 'http://127.0.0.1:5173/register', {
      remember: false,
    });
    expect(initializeAppCheck).not.toHaveBeenCalled();
  });
});
