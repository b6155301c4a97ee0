import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PublishedManifest } from '../../src/domain/published';

/** Names of the variables through which the global setup tells the test workers where things are. */
export const E2E_ENV = {
  baseURL: 'E2E_BASE_URL',
  storagePort: 'E2E_STORAGE_PORT',
  firestorePort: 'E2E_FIRESTORE_PORT',
  authPort: 'E2E_AUTH_PORT',
  projectId: 'E2E_PROJECT_ID',
  /** The folder of the build the tests are served (its files, read by the publish tests). */
  distDir: 'E2E_DIST_DIR',
  /** The VITE_* variables of that build (JSON), for a test that publishes again. */
  buildEnv: 'E2E_BUILD_ENV',
} as const;

/**
 * Set by `npm test`: a folder the global setup copies its build into, for the checks that come
 * after the browser tests (budget, valid HTML), so that the site is built once per run.
 */
export const KEEP_BUILD_IN = 'E2E_KEEP_BUILD_IN';

export function e2eEnv(name: keyof typeof E2E_ENV): string {
  const value = process.env[E2E_ENV[name]];
  if (!value)
    throw new Error(`${E2E_ENV[name]} is not set: run the suite with \`npx playwright test\``);
  return value;
}

/** A file the build wrote, read from its folder. */
const builtFile = (file: string) => readFile(path.join(e2eEnv('distDir'), file), 'utf8');

/**
 * The manifest of the build's publish. Its `today` is also the seed's day: the global setup seeds
 * and then publishes, both dating by the site's day (India's), which a test's own clock may not
 * share (the machine's day is a day behind from 18:30 to midnight UTC).
 */
export async function publishedManifest(): Promise<PublishedManifest> {
  return JSON.parse(await builtFile('published.json')) as PublishedManifest;
}
