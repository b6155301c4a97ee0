/**
 * Starts everything the browser tests need, privately: the Auth emulator and the local backend on
 * free ports with a fresh data folder under .test-data/, the seed, a production build of the app
 * wired to those ports, and a static preview server for it. Never the developer's .local-data,
 * never the default ports. The returned function is Playwright's global teardown.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { startStack } from '../../scripts/stack';
import { seed } from '../../scripts/seed';
import { E2E_ENV } from './env';

const root = path.resolve(import.meta.dirname, '../..');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const runDir = path.join(root, '.test-data', `e2e-${process.pid}-${Date.now()}`);
  const distDir = path.join(runDir, 'dist');
  await mkdir(runDir, { recursive: true });

  const stack = await startStack({
    ports: 'free',
    dataDir: path.join(runDir, 'data'),
    fresh: true,
    quiet: true,
  });
  let preview: ChildProcess | undefined;
  const teardown = async () => {
    if (preview?.pid) killGroup(preview.pid);
    await stack.stop();
    await rm(runDir, { recursive: true, force: true });
  };

  try {
    const env = { ...process.env, ...stack.env };
    await seed({ env: stack.env, log: () => {} });
    // vite.config.ts takes VITE_* from the environment, so the stack's ports are baked in.
    await run(process.execPath, [vite, 'build', '--mode', 'emulators', '--outDir', distDir], env);

    const port = await freePort();
    preview = spawn(
      process.execPath,
      [vite, 'preview', '--mode', 'emulators', '--outDir', distDir, '--host', '127.0.0.1'].concat([
        '--port',
        String(port),
        '--strictPort',
      ]),
      { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    const previewOutput = collectOutput(preview);
    const baseURL = `http://127.0.0.1:${port}`;
    await waitForHttp(baseURL, 20_000).catch((error: Error) => {
      throw new Error(`${error.message}\n--- vite preview ---\n${previewOutput()}`);
    });

    // Workers inherit the environment of this process: that is how tests learn where things are.
    process.env[E2E_ENV.baseURL] = baseURL;
    process.env[E2E_ENV.storagePort] = String(stack.storagePort);
    process.env[E2E_ENV.firestorePort] = String(stack.firestorePort);
    process.env[E2E_ENV.projectId] = stack.projectId;
    console.log(`e2e: app at ${baseURL}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
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
function killGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

async function waitForHttp(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
