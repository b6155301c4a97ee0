/**
 * The local Firebase stack: the real Auth emulator of firebase-tools in its own process group, and
 * the Java-free local backend (Firestore and Storage REST) in this process. Used by `npm run dev`,
 * by the integration tests' global setup and by anything else that needs a backend.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { startLocalBackend } from '../local-backend/server';
import { LOCAL_REGISTRANT_TENANT } from '../src/domain/registration/registrantTenant';
import { DEMO_PROJECT_ID } from '../src/services/firebaseConfig';

export const STACK_HOST = '127.0.0.1';
export const DEFAULT_PORTS = { auth: 9099, firestore: 8080, storage: 9199 } as const;

export interface StackOptions {
  /** 'default': the ports of firebase.json (9099, 8080, 9199); 'free': any free ports. */
  ports: 'default' | 'free';
  /** Where the local backend keeps its documents and files. */
  dataDir: string;
  /** Delete dataDir before starting. */
  fresh?: boolean;
  /** Print nothing (the emulator's output is still shown if it fails to start). */
  quiet?: boolean;
  /**
   * Whether the backend's writes wait for the disk (fsync); default true. A stack whose data is
   * thrown away afterwards (tests, measurements) passes false.
   */
  durable?: boolean;
}

export interface StackPorts {
  authPort: number;
  firestorePort: number;
  storagePort: number;
}

export interface Stack extends StackPorts {
  projectId: string;
  /** What a client of this stack needs: the app's VITE_* variables and the Admin SDK's hosts. */
  env: Record<string, string>;
  /** Stops the emulator and the backend. Safe to call more than once. */
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;

/** The environment a client needs to talk to a stack on these ports. */
export function stackEnv(ports: StackPorts, projectId = DEMO_PROJECT_ID): Record<string, string> {
  const at = (port: number) => `${STACK_HOST}:${port}`;
  return {
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_EMULATOR_HOST: STACK_HOST,
    VITE_AUTH_EMULATOR_PORT: String(ports.authPort),
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestorePort),
    VITE_STORAGE_EMULATOR_PORT: String(ports.storagePort),
    // The names firebase-admin and other Google tools read.
    FIREBASE_AUTH_EMULATOR_HOST: at(ports.authPort),
    FIRESTORE_EMULATOR_HOST: at(ports.firestorePort),
    FIREBASE_STORAGE_EMULATOR_HOST: at(ports.storagePort),
    GCLOUD_PROJECT: projectId,
  };
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  const projectId = DEMO_PROJECT_ID;
  const started = performance.now();
  const since = () => `${Math.round(performance.now() - started)} ms`;

  if (options.fresh) await rm(options.dataDir, { recursive: true, force: true });

  const free = options.ports === 'free';
  const [authPort, hubPort, loggingPort] = free
    ? await freePorts(3)
    : [DEFAULT_PORTS.auth, undefined, undefined];

  const authStart = free
    ? startOnFreePorts(authPort, hubPort, loggingPort, projectId)
    : startAuthEmulator({ port: authPort, hubPort, loggingPort, projectId });
  const backendStart = startLocalBackend({
    host: STACK_HOST,
    firestorePort: free ? 0 : DEFAULT_PORTS.firestore,
    storagePort: free ? 0 : DEFAULT_PORTS.storage,
    dataDir: options.dataDir,
    projectId,
    authEmulatorUrl: `http://${STACK_HOST}:${authPort}`,
    durable: options.durable ?? true,
  }).then((backend) => {
    log(`  local backend ready after ${since()}`);
    return backend;
  });

  const [auth, backend] = await Promise.allSettled([authStart, backendStart]);
  if (auth.status === 'rejected' || backend.status === 'rejected') {
    if (auth.status === 'fulfilled') await auth.value.stop();
    if (backend.status === 'fulfilled') await backend.value.close();
    const reason =
      auth.status === 'rejected' ? auth.reason : (backend as PromiseRejectedResult).reason;
    throw reason instanceof Error ? reason : new Error(String(reason));
  }
  log(`  auth emulator ready after ${auth.value.readyAfterMs} ms`);
  try {
    await configureRegistrantTenant(`http://${STACK_HOST}:${authPort}`, projectId);
  } catch (error) {
    await Promise.all([auth.value.stop(), backend.value.close()]);
    throw error;
  }

  const ports = {
    authPort,
    firestorePort: backend.value.firestorePort,
    storagePort: backend.value.storagePort,
  };
  let stopping: Promise<void> | undefined;
  return {
    ...ports,
    projectId,
    env: stackEnv(ports, projectId),
    stop: () =>
      (stopping ??= Promise.all([auth.value.stop(), backend.value.close()]).then(() => undefined)),
  };
}

// ---------------------------------------------------------------------------------------------
// The Auth emulator

/**
 * The registrants' tenant as Identity Platform holds it hosted (docs/operating.md): e-mail links
 * only, no password sign-up or sign-in, no anonymous accounts.
 */
export const REGISTRANT_TENANT_CONFIG = {
  displayName: 'Registrants',
  allowPasswordSignup: false,
  enableEmailLinkSignin: true,
  enableAnonymousUser: false,
  disableAuth: false,
} as const;

/**
 * Creates the registrants' tenant in the Auth emulator, allowing e-mail links only. The emulator
 * makes a tenant the first time anything names it, allowing everything, so this runs before the
 * stack is handed to anyone: it sets the whole configuration (no update mask), as the tenant's
 * REST API does.
 */
export async function configureRegistrantTenant(
  authUrl: string,
  projectId: string,
  tenant = LOCAL_REGISTRANT_TENANT,
): Promise<void> {
  const url = `${authUrl}/identitytoolkit.googleapis.com/v2/projects/${projectId}/tenants/${tenant}`;
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(REGISTRANT_TENANT_CONFIG),
  });
  if (!response.ok)
    throw new Error(
      `The Auth emulator refused to set up the registrants' tenant ${tenant}: ${response.status} ${await response.text()}`,
    );
}

/** How often the Auth emulator is started again when a port of its hub or logging was taken. */
const PORT_ATTEMPTS = 3;

/**
 * The Auth emulator on free ports. A port found free may be taken by another process before the
 * emulator binds it (two stacks starting at once, a browser test's servers): when its hub's or
 * its logging's was, it starts again with other free ones for them, up to PORT_ATTEMPTS times.
 * (Its own port stays: the local backend is already told it.)
 */
export async function startOnFreePorts(
  port: number,
  hubPort: number | undefined,
  loggingPort: number | undefined,
  projectId: string,
  start: typeof startAuthEmulator = startAuthEmulator,
): Promise<AuthEmulator> {
  let [hub, logging] = [hubPort, loggingPort];
  for (let attempt = 1; ; attempt++) {
    try {
      return await start({ port, hubPort: hub, loggingPort: logging, projectId });
    } catch (error) {
      const taken = /Could not start (Logging Emulator|Emulator Hub), port taken/i.test(
        String(error instanceof Error ? error.message : error),
      );
      if (!taken || attempt >= PORT_ATTEMPTS) throw error;
      [hub, logging] = await freePorts(2);
    }
  }
}

interface AuthEmulator {
  readyAfterMs: number;
  stop(): Promise<void>;
}

const requireHere = createRequire(import.meta.url);
const firebaseCli = path.join(
  path.dirname(requireHere.resolve('firebase-tools/package.json')),
  'lib/bin/firebase.js',
);
const preload = fileURLToPath(new URL('./authEmulatorPreload.mjs', import.meta.url));

/**
 * Starts `firebase emulators:start --only auth` with a generated firebase.json (the emulator hub
 * and logging ports too, so two stacks never collide) and waits until it answers.
 */
async function startAuthEmulator(opts: {
  port: number;
  hubPort: number | undefined;
  loggingPort: number | undefined;
  projectId: string;
}): Promise<AuthEmulator> {
  const started = performance.now();
  // A private working directory: the generated config, the CLI's debug log and the hub's locator
  // file (written to the temp directory) stay out of the repository and apart from other stacks.
  const workDir = await mkdtemp(path.join(tmpdir(), 'auth-emulator-'));
  const at = (port: number | undefined) => (port ? { host: STACK_HOST, port } : undefined);
  const config = {
    emulators: {
      auth: at(opts.port),
      hub: at(opts.hubPort),
      logging: at(opts.loggingPort),
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  await writeFile(path.join(workDir, 'firebase.json'), JSON.stringify(config, null, 2));

  const child = spawn(
    process.execPath,
    [
      '--import',
      preload,
      firebaseCli,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      opts.projectId,
    ],
    {
      cwd: workDir,
      detached: true, // its own process group, stopped as a whole
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        TMPDIR: workDir,
        AUTH_EMULATOR_WORK_DIR: workDir,
        // No network calls at start: CI skips the message-of-the-day fetch and the update check.
        CI: 'true',
        NO_UPDATE_NOTIFIER: '1',
        FORCE_COLOR: '0',
      },
    },
  );
  const output = collectOutput(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    }
    await rm(workDir, { recursive: true, force: true });
  };

  const url = `http://${STACK_HOST}:${opts.port}/`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  while (exitCode === undefined && Date.now() < deadline) {
    if (await answers(url, (body) => body.includes('"authEmulator"'))) {
      return { readyAfterMs: Math.round(performance.now() - started), stop };
    }
    await delay(50);
  }
  await stop();
  const why =
    exitCode === undefined
      ? `did not answer on ${url} within ${STARTUP_TIMEOUT_MS / 1000} s`
      : `exited with code ${exitCode}`;
  throw new Error(
    `The Firebase Auth emulator ${why} (port ${opts.port}).\n--- emulator output ---\n${output()}`,
  );
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Keeps the last 20 kB of a child's stdout and stderr, for error messages. */
export function collectOutput(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text.trim() || '(no output)';
}

/** Whether `url` answers 2xx with a body that `accept` likes, within a second. */
export async function answers(url: string, accept: (body: string) => boolean): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok && accept(await response.text());
  } catch {
    return false;
  }
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ports that are free right now (the OS picks them; each is released just before use). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, STACK_HOST, () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => {
    const address = s.address();
    if (address === null || typeof address === 'string') throw new Error('no port assigned');
    return address.port;
  });
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}
