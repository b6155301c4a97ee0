/** The Firebase settings read from VITE_* variables, and the data origins the build preconnects to. */
import { describe, expect, it } from 'vitest';
import { dataOrigins, firebaseSettings, publicSiteUrl } from '../../src/services/firebaseConfig';

describe('dataOrigins', () => {
  it.each([
    [
      'hosted Firebase',
      { VITE_FIREBASE_PROJECT_ID: 'youth' },
      {
        firestore: 'https://firestore.googleapis.com',
        storage: 'https://firebasestorage.googleapis.com',
      },
    ],
    [
      'the local emulators on their default ports',
      { VITE_USE_EMULATORS: 'true' },
      { firestore: 'http://127.0.0.1:8080', storage: 'http://127.0.0.1:9199' },
    ],
    [
      'emulators on other ports',
      {
        VITE_USE_EMULATORS: 'true',
        VITE_FIRESTORE_EMULATOR_PORT: '18080',
        VITE_STORAGE_EMULATOR_PORT: '19199',
      },
      { firestore: 'http://127.0.0.1:18080', storage: 'http://127.0.0.1:19199' },
    ],
  ])('%s', (_, env, origins) => {
    expect(dataOrigins(firebaseSettings(env))).toEqual(origins);
  });
});

describe('publicSiteUrl', () => {
  it.each([
    [{}, 'https://demo-youth-commission.web.app'],
    [{ VITE_FIREBASE_PROJECT_ID: 'agra-youth' }, 'https://agra-youth.web.app'],
    [{ VITE_SITE_URL: 'https://youth.agraarchdiocese.org/' }, 'https://youth.agraarchdiocese.org'],
    [{ VITE_SITE_URL: '  ', VITE_FIREBASE_PROJECT_ID: 'agra-youth' }, 'https://agra-youth.web.app'],
  ])('%j → %s', (env, url) => {
    expect(publicSiteUrl(env)).toBe(url);
  });
});
