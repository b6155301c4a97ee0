/**
 * The Firebase SDK's clients for the admin area, with the emulator wiring, in one file: Firestore
 * Lite, created with the module, and Auth and Storage, imported on first use. The public pages
 * never load this module: they read Firestore with firestoreRest.ts, without the SDK.
 */
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import type { Auth } from 'firebase/auth';
import type { FirebaseStorage } from 'firebase/storage';
import { app } from './firebaseApp';
import { settings } from './settings';

export { app, settings };

export const db = getFirestore(app);
if (settings.emulators) {
  connectFirestoreEmulator(db, settings.emulators.host, settings.emulators.firestorePort);
}

let authPromise: Promise<Auth> | undefined;
export function getAuthClient(): Promise<Auth> {
  authPromise ??= import('firebase/auth').then((firebaseAuth) => {
    const { connectAuthEmulator, getAuth, initializeAuth } = firebaseAuth;
    // In a browser, initializeAuth without getAuth's popup/redirect resolver: the site signs in
    // only with a password, and the resolver would load scripts and a frame from Google's hosts.
    // Node (seed, tests) has no IndexedDB and uses getAuth's in-memory persistence.
    const auth =
      typeof indexedDB === 'undefined'
        ? getAuth(app)
        : initializeAuth(app, {
            persistence: [
              firebaseAuth.indexedDBLocalPersistence,
              firebaseAuth.browserLocalPersistence,
            ],
          });
    if (settings.emulators) {
      const { host, authPort } = settings.emulators;
      connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
    }
    return auth;
  });
  return authPromise;
}

let storagePromise: Promise<FirebaseStorage> | undefined;
export function getStorageClient(): Promise<FirebaseStorage> {
  storagePromise ??= import('firebase/storage').then(({ getStorage, connectStorageEmulator }) => {
    const storage = getStorage(app);
    if (settings.emulators) {
      const { host, storagePort } = settings.emulators;
      connectStorageEmulator(storage, host, storagePort);
    }
    return storage;
  });
  return storagePromise;
}
