/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_MEASUREMENT_ID?: string;
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_EMULATOR_HOST?: string;
  readonly VITE_AUTH_EMULATOR_PORT?: string;
  readonly VITE_FIRESTORE_EMULATOR_PORT?: string;
  readonly VITE_STORAGE_EMULATOR_PORT?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_REGISTRANT_TENANT?: string;
  readonly VITE_APP_CHECK_SITE_KEY?: string;
  readonly VITE_PUBLISH_WORKFLOW_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The header's logos, from the commission profile's SVG files (publish/inlineSvg.ts). */
declare module 'virtual:header-logos' {
  const logos: Record<'crest' | 'emblem', { viewBox: string; markup: string }>;
  export default logos;
}
