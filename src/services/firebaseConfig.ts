/**
 * The Firebase web configuration, read from VITE_* variables, with the demo-project defaults used
 * on the local emulators. Shared by the app and by vite.config.ts (which fails a production build
 * without a real configuration), so it imports nothing from firebase.
 */
// With its extension: vite.config.ts loads this module too, and Vite's loader of configuration
// files wants one.
import { LOCAL_REGISTRANT_TENANT } from '../domain/registration/registrantTenant.ts';

export const DEMO_PROJECT_ID = 'demo-youth-commission';

export interface Env {
  [key: string]: string | boolean | undefined;
}

export interface FirebaseSettings {
  options: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    storageBucket: string;
    messagingSenderId?: string;
    appId?: string;
    measurementId?: string;
  };
  /**
   * The Identity Platform tenant the public signs in to, to register
   * (domain/registration/registrantTenant.ts): VITE_REGISTRANT_TENANT, on the local emulators by
   * default the local stack's.
   */
  registrantTenant: string;
  /**
   * The reCAPTCHA Enterprise site key of App Check (VITE_APP_CHECK_SITE_KEY), when the project
   * uses App Check for Authentication: the registration pages alone load it. Never on the
   * emulators.
   */
  appCheckSiteKey?: string;
  /** Present when the app talks to local emulators instead of the hosted services. */
  emulators: { host: string; authPort: number; firestorePort: number; storagePort: number } | null;
}

/** The variables a production build cannot do without. */
export const REQUIRED_PRODUCTION_VARIABLES = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_REGISTRANT_TENANT',
] as const;

const str = (env: Env, key: string) => {
  const v = env[key];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};

export const isOn = (v: string | boolean | undefined) => v === true || v === 'true' || v === '1';

export function firebaseSettings(env: Env): FirebaseSettings {
  const useEmulators = isOn(env.VITE_USE_EMULATORS);
  const projectId = str(env, 'VITE_FIREBASE_PROJECT_ID') ?? DEMO_PROJECT_ID;
  const port = (key: string, fallback: number) => Number(str(env, key) ?? fallback);
  return {
    options: {
      // The emulators accept any API key; the demo- project never reaches a real server.
      apiKey: str(env, 'VITE_FIREBASE_API_KEY') ?? 'demo-api-key',
      authDomain: str(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
      projectId,
      storageBucket: str(env, 'VITE_FIREBASE_STORAGE_BUCKET') ?? `${projectId}.appspot.com`,
      messagingSenderId: str(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
      appId: str(env, 'VITE_FIREBASE_APP_ID'),
      measurementId: str(env, 'VITE_FIREBASE_MEASUREMENT_ID'),
    },
    registrantTenant:
      str(env, 'VITE_REGISTRANT_TENANT') ?? (useEmulators ? LOCAL_REGISTRANT_TENANT : ''),
    ...(!useEmulators && str(env, 'VITE_APP_CHECK_SITE_KEY')
      ? { appCheckSiteKey: str(env, 'VITE_APP_CHECK_SITE_KEY') }
      : {}),
    emulators: useEmulators
      ? {
          host: str(env, 'VITE_EMULATOR_HOST') ?? '127.0.0.1',
          authPort: port('VITE_AUTH_EMULATOR_PORT', 9099),
          firestorePort: port('VITE_FIRESTORE_EMULATOR_PORT', 8080),
          storagePort: port('VITE_STORAGE_EMULATOR_PORT', 9199),
        }
      : null,
  };
}

/** The first required variable a production build lacks, or null when all are set. */
export function missingProductionVariable(env: Env): string | null {
  if (isOn(env.VITE_USE_EMULATORS)) return null;
  return REQUIRED_PRODUCTION_VARIABLES.find((key) => str(env, key) === undefined) ?? null;
}

/**
 * Where the public pages' data comes from: Firestore (read with fetch, without credentials) and
 * Storage (images). The build names them in <link rel="preconnect"> so a phone opens both
 * connections while the JavaScript is still on its way.
 */
export function dataOrigins({ emulators }: FirebaseSettings): {
  firestore: string;
  storage: string;
} {
  if (emulators) {
    const { host, firestorePort, storagePort } = emulators;
    return {
      firestore: `http://${host}:${firestorePort}`,
      storage: `http://${host}:${storagePort}`,
    };
  }
  return {
    firestore: 'https://firestore.googleapis.com',
    storage: 'https://firebasestorage.googleapis.com',
  };
}

/**
 * The site's public address, for link previews, canonical links and the sitemap: VITE_SITE_URL
 * (e.g. a custom domain), by default the Firebase Hosting address of the project.
 */
export function publicSiteUrl(env: Env): string {
  const configured = str(env, 'VITE_SITE_URL');
  const projectId = str(env, 'VITE_FIREBASE_PROJECT_ID') ?? DEMO_PROJECT_ID;
  return (configured ?? `https://${projectId}.web.app`).replace(/\/+$/, '');
}
