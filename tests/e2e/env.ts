/** Names of the variables through which the global setup tells the test workers where things are. */
export const E2E_ENV = {
  baseURL: 'E2E_BASE_URL',
  storagePort: 'E2E_STORAGE_PORT',
  firestorePort: 'E2E_FIRESTORE_PORT',
  authPort: 'E2E_AUTH_PORT',
  projectId: 'E2E_PROJECT_ID',
} as const;

export function e2eEnv(name: keyof typeof E2E_ENV): string {
  const value = process.env[E2E_ENV[name]];
  if (!value)
    throw new Error(`${E2E_ENV[name]} is not set: run the suite with \`npx playwright test\``);
  return value;
}
