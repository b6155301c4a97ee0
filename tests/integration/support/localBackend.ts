/**
 * Set by the integration project's global setup (tests/setup/integrationStack.ts) to the data
 * folder of its local backend; absent against the official emulators.
 */
export const DATA_DIR_VARIABLE = 'LOCAL_BACKEND_DATA_DIR';
