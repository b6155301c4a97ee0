/**
 * Registrants for the integration tests, as the public signs in: an app instance of their own
 * (their own phone), its Auth in the registrants' tenant (which allows e-mail links only), signed
 * in by the link the Auth emulator would have e-mailed, read from its list of links.
 */
import type { FirebaseApp } from 'firebase/app';
import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  inMemoryPersistence,
  sendSignInLinkToEmail,
  setPersistence,
  signInWithEmailLink,
  type Auth,
  type User,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { firebaseSettings } from '../../../src/services/firebaseConfig';
import { lastSignInLink } from './accounts';

const settings = firebaseSettings(process.env);

function emulators() {
  if (!settings.emulators) throw new Error('The integration tests need VITE_USE_EMULATORS=true');
  return settings.emulators;
}

/** Signs `email` in to the registrants' tenant by the link sent to it, on `auth`. */
export async function signInByLink(auth: Auth, email: string): Promise<User> {
  auth.tenantId = settings.registrantTenant;
  await sendSignInLinkToEmail(auth, email, {
    url: 'http://127.0.0.1:5173/my-registrations',
    handleCodeInApp: true,
  });
  const { oobLink } = await lastSignInLink(email, settings.registrantTenant);
  return (await signInWithEmailLink(auth, email, oobLink)).user;
}

export interface RegistrantPhone {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  uid: string;
  email: string;
}

/** A registrant's own phone: an app instance named `appName`, signed in as `email` by its link. */
export async function registrantPhone(appName: string, email: string): Promise<RegistrantPhone> {
  const { host, authPort, firestorePort } = emulators();
  const app = initializeApp(settings.options, appName);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
  await setPersistence(auth, inMemoryPersistence);
  const user = await signInByLink(auth, email);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host, firestorePort);
  return { app, auth, db, uid: user.uid, email: user.email ?? email };
}
