/**
 * The opening a test file of the local backend shares: its own backend (or its own Firestore
 * front end without rules), started before the file's first test and stopped after its last
 * (called inside a describe: before its first test and after its last). `onStart` hears the
 * started one, to make the clients the tests use. What these return stands for the started
 * backend: read it in a test or a hook, never at the file's top level.
 */
import { afterAll, beforeAll } from 'vitest';
import { startOpenFirestore, startTestBackend, type TestBackend } from './testSupport';

type OpenFirestore = Awaited<ReturnType<typeof startOpenFirestore>>;

/** What is started, once it has started; a clear error when something reads it before. */
function startedBefore<T>(what: T | undefined): T {
  if (what === undefined) throw new Error('Not started yet: read it in a test or a hook.');
  return what;
}

/** A backend of the file's own (startTestBackend with the options given), for its tests. */
export function backendForFile({
  onStart,
  ...options
}: NonNullable<Parameters<typeof startTestBackend>[0]> & {
  onStart?: (backend: TestBackend) => void;
} = {}): TestBackend {
  let started: TestBackend | undefined;
  beforeAll(async () => {
    started = await startTestBackend(options);
    onStart?.(started);
  });
  afterAll(() => started?.stop());
  const t = () => startedBefore(started);
  return {
    get backend() {
      return t().backend;
    },
    get auth() {
      return t().auth;
    },
    get dataDir() {
      return t().dataDir;
    },
    get firestoreUrl() {
      return t().firestoreUrl;
    },
    get storageUrl() {
      return t().storageUrl;
    },
    get documentsUrl() {
      return t().documentsUrl;
    },
    restart: () => t().restart(),
    clients: (identity) => t().clients(identity),
    stop: () => t().stop(),
  };
}

/** A Firestore front end without rules of the file's own (startOpenFirestore), for its tests. */
export function openFirestoreForFile(onStart?: (open: OpenFirestore) => void) {
  let started: OpenFirestore | undefined;
  beforeAll(async () => {
    started = await startOpenFirestore();
    onStart?.(started);
  });
  afterAll(() => started?.stop());
  const open = () => startedBefore(started);
  return {
    get port() {
      return open().port;
    },
    get documentsUrl() {
      return open().documentsUrl;
    },
    db: () => open().db(),
    stop: () => open().stop(),
  };
}
