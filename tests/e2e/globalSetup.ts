/**
 * Starts everything the browser tests need, privately: the Auth emulator and the local backend on
 * free ports with a fresh data folder under .test-data/, the seed, a production build of the app
 * wired to those ports, and firebase-tools' Hosting emulator serving that build with the rewrites,
 * clean URLs and headers of the real firebase.json. Never the developer's .local-data, never the
 * default ports. The returned function is Playwright's global teardown.
 *
 * The build has to wait for the stack (its ports are baked in); the seed and the Hosting emulator's
 * start-up (a few seconds of loading the Firebase CLI) run while it builds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { STACK_HOST, freePorts, startStack } from '../../scripts/stack';
import { seed } from '../../scripts/seed';
import { E2E_ENV, KEEP_BUILD_IN } from './env';

const root = path.resolve(import.meta.dirname, '../..');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const firebaseCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('firebase-tools/package.json')),
  'lib/bin/firebase.js',
);
/**
 * Preloaded into the CLI: the emulator ends itself if the process that started it dies without
 * tearing down (its other change, to the Auth emulator's validators, does not touch Hosting).
 */
const emulatorPreload = path.join(root, 'scripts/authEmulatorPreload.mjs');
const STOP_GRACE_MS = 5_000;

/** The part of firebase.json's hosting section this setup reads and rewrites. */
interface HostingConfig {
  public: string;
  headers: { source: string; headers: { key: string; value: string }[] }[];
  [other: string]: unknown;
}

/**
 * The hosting section of firebase.json as the tests serve it: the build in `publicDir`, and a
 * Content-Security-Policy whose connect-src and img-src also allow the local stack's origins
 * (production talks to Google's hosts instead). Every other setting and directive is the
 * production one, so the tests exercise the real policy.
 */
export function testHostingConfig(
  hosting: HostingConfig,
  publicDir: string,
  origins: { connect: string[]; img: string[] },
): HostingConfig {
  let policies = 0;
  const headers = hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) => {
      if (header.key.toLowerCase() !== 'content-security-policy') return header;
      policies++;
      let value = widenDirective(header.value, 'connect-src', origins.connect);
      value = widenDirective(value, 'img-src', origins.img);
      return { ...header, value };
    }),
  }));
  if (policies === 0) throw new Error('firebase.json sets no Content-Security-Policy header');
  return { ...hosting, public: publicDir, headers };
}

function widenDirective(policy: string, name: string, sources: string[]): string {
  const directives = policy.split(';').map((d) => d.trim());
  const index = directives.findIndex((d) => d.split(/\s+/)[0] === name);
  if (index < 0) throw new Error(`The Content-Security-Policy has no ${name} directive to widen`);
  directives[index] = [directives[index], ...sources].join(' ');
  return directives.join('; ');
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const since = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const steps: string[] = [];
  const runDir = path.join(root, '.test-data', `e2e-${process.pid}-${Date.now()}`);
  const publicDir = 'dist';
  const distDir = path.join(runDir, publicDir);
  await mkdir(distDir, { recursive: true });

  const stack = await startStack({
    ports: 'free',
    dataDir: path.join(runDir, 'data'),
    fresh: true,
    quiet: true,
    // Its data is deleted after the run: no write waits for the disk.
    durable: false,
  }).catch(async (error: unknown) => {
    await rm(runDir, { recursive: true, force: true });
    throw error;
  });
  steps.push(`stack ${since()}`);
  let hosting: Awaited<ReturnType<typeof startHostingEmulator>> | undefined;
  const teardown = async () => {
    await Promise.all([hosting?.stop(), stack.stop()]);
    await rm(runDir, { recursive: true, force: true });
  };

  try {
    const env = { ...process.env, ...stack.env };
    const at = (port: number) => `http://${STACK_HOST}:${port}`;
    // freePorts gives exactly as many ports as asked for.
    const [hostingPort, hubPort, loggingPort] = (await freePorts(3)) as [number, number, number];
    const production = JSON.parse(await readFile(path.join(root, 'firebase.json'), 'utf8')) as {
      hosting: HostingConfig;
    };
    const config = {
      hosting: testHostingConfig(production.hosting, publicDir, {
        // The SDKs' calls to Auth, Firestore and Storage, and Storage's download URLs in <img>.
        connect: [at(stack.authPort), at(stack.firestorePort), at(stack.storagePort)],
        img: [at(stack.storagePort)],
      }),
      emulators: {
        hosting: { host: STACK_HOST, port: hostingPort },
        hub: { host: STACK_HOST, port: hubPort },
        logging: { host: STACK_HOST, port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    };
    await writeFile(path.join(runDir, 'firebase.json'), JSON.stringify(config, null, 2));

    // The emulator reads files when they are asked for, so it may start before the build is there.
    const hostingStart = startHostingEmulator(runDir, hostingPort, stack.projectId, env).then(
      (emulator) => {
        hosting = emulator;
        steps.push(`hosting emulator up ${since()}`);
        return emulator;
      },
    );
    // The build publishes the seeded content: it reads the stack once the seed is in.
    // vite.config.ts takes VITE_* from the environment, so the stack's ports are baked in.
    const built = seed({ env: stack.env, log: () => {} })
      .then(() => steps.push(`seed ${since()}`))
      .then(() =>
        run(process.execPath, [vite, 'build', '--mode', 'emulators', '--outDir', distDir], env),
      )
      .then(() => steps.push(`build ${since()}`));
    const results = await Promise.allSettled([hostingStart, built]);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;

    const keepIn = process.env[KEEP_BUILD_IN];
    if (keepIn) {
      const kept = path.resolve(root, keepIn);
      await rm(kept, { recursive: true, force: true });
      await cp(distDir, kept, { recursive: true });
    }

    const baseURL = `http://${STACK_HOST}:${hostingPort}`;
    await hostingStart.then((emulator) => emulator.waitForPage(`${baseURL}/`, 20_000));

    // Workers inherit the environment of this process: that is how tests learn where things are.
    process.env[E2E_ENV.baseURL] = baseURL;
    process.env[E2E_ENV.storagePort] = String(stack.storagePort);
    process.env[E2E_ENV.firestorePort] = String(stack.firestorePort);
    process.env[E2E_ENV.authPort] = String(stack.authPort);
    process.env[E2E_ENV.projectId] = stack.projectId;
    process.env[E2E_ENV.distDir] = distDir;
    process.env[E2E_ENV.buildEnv] = JSON.stringify(stack.env);
    console.log(
      `e2e: app at ${baseURL} (Firebase Hosting emulator), ready in ${since()} (${steps.join(', ')})`,
    );
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}

/**
 * Starts `firebase emulators:start --only hosting` in `workDir`, where the test firebase.json
 * lies, in a process group of its own; stop() ends the group and waits for it.
 */
async function startHostingEmulator(
  workDir: string,
  port: number,
  projectId: string,
  env: NodeJS.ProcessEnv,
) {
  const child = spawn(
    process.execPath,
    ['--import', emulatorPreload, firebaseCli, 'emulators:start', '--only', 'hosting'].concat([
      '--project',
      projectId,
    ]),
    {
      cwd: workDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...env,
        // The hub's locator file and the CLI's debug log stay in the run's directory.
        TMPDIR: workDir,
        // No network calls at start: CI skips the message of the day and the update check.
        CI: 'true',
        NO_UPDATE_NOTIFIER: '1',
        FORCE_COLOR: '0',
      },
    },
  );
  const output = collectOutput(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);
  const running = () => child.exitCode === null && child.signalCode === null;

  const stop = async () => {
    process.off('exit', killOnExit);
    if (!running()) return;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };

  /** Waits until `url` answers 200; fails at once if the emulator has exited. */
  const waitForPage = async (url: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!running())
        throw new Error(`The Hosting emulator exited.\n--- emulator output ---\n${output()}`);
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) }).catch(() => null);
      if (response?.ok) return;
      if (Date.now() > deadline)
        throw new Error(
          `${url} did not answer within ${timeoutMs} ms\n--- emulator output ---\n${output()}`,
        );
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  // Ready means listening: any answer will do, even a 404 while the build is still being written.
  const deadline = Date.now() + 60_000;
  while (running() && Date.now() < deadline) {
    if (await answers(`http://${STACK_HOST}:${port}/`)) return { stop, waitForPage };
    await new Promise((r) => setTimeout(r, 100));
  }
  const why = running() ? 'did not answer within 60 s' : 'exited';
  await stop();
  throw new Error(`The Hosting emulator ${why}.\n--- emulator output ---\n${output()}`);
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** Runs a command quietly; its output is shown only if it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = collectOutput(child);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${args.join(' ')} exited with ${code}:\n${output()}`)),
    );
  });
}

/** Keeps the last 20 kB a child prints, to explain a failure. */
function collectOutput(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: Buffer) => (text = (text + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text.trim() || '(no output)';
}

/** Stops a detached child and anything it started. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
