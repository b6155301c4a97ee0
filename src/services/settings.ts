/**
 * This build's Firebase settings, without loading the Firebase SDK: the public pages read
 * Firestore by them without it (firestoreRest.ts), and page-view analytics decides from them
 * whether to load anything at all.
 */
import type { StorageTarget } from '../domain/limits';
import { firebaseSettings, publicSiteUrl } from './firebaseConfig';

// Under Vite and Vitest import.meta.env holds the VITE_* variables; scripts run by tsx in Node
// (the seed) have no import.meta.env and pass them through process.env instead.
export const settings = firebaseSettings(import.meta.env ?? process.env);

/** The site's public address (VITE_SITE_URL, by default the project's Hosting address). */
export const siteUrl = publicSiteUrl(import.meta.env ?? process.env);

/** The bucket whose download URLs this site's records hold, as the rules check them. */
export const siteStorage: StorageTarget = {
  bucket: settings.options.storageBucket,
  emulators: settings.emulators !== null,
};
