/**
 * A build leaves a running dev server alone: with `npm run dev` running, `npm run build` (whose
 * build-time render starts a Vite server of its own) must not touch the dependencies the dev server
 * pre-bundled into node_modules/.vite, or every page of the dev site fails to load them (504
 * Outdated Optimize Dep) until it restarts.
 *
 * The two run in a copy of the project (its sources, and a node_modules of links to this one's
 * packages) so that its node_modules/.vite is the copy's own: a developer's `npm run dev` may be
 * using this one. The dev server loads a page's first modules, as a browser does; the build runs;
 * then every module of the app, the pre-bundled dependencies among them, must still load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WITHOUT_CONTENT } from '../../publish/publishPlugin';
import { collectOutput, freePorts } from '../../scripts/stack';

const root = path.resolve(import.meta.dirname, '../..');
/** What the dev server and a build read of the project, besides its packages. */
const PROJECT_FILES = [
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  '.env.development',
  '.env.emulators',
  'src',
  'publish',
  'scripts',
  'public',
];
/** Where the dependencies are pre-bundled, and how a module asks for one. */
const PRE_BUNDLED = '/node_modules/.vite/deps/';
const START_MS = 60_000;

let copy: string;
let devServer: { url: string; child: ChildProcess; output: () => string } | undefined;

/** The project's files in a new folder, with a node_modules whose entries link to this one's. */
async function copyProject(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dev-beside-build-'));
  await Promise.all(
    PROJECT_FILES.map((name) =>
      cp(path.join(root, name), path.join(dir, name), { recursive: true }),
    ),
  );
  await mkdir(path.join(dir, 'node_modules'));
  const packages = await readdir(path.join(root, 'node_modules'));
  await Promise.all(
    packages
      // Vite's caches stay the copy's own.
      .filter((name) => !name.startsWith('.vite'))
      .map((name) =>
        symlink(path.join(root, 'node_modules', name), path.join(dir, 'node_modules', name)),
      ),
  );
  return dir;
}

/** The environment of the dev server and the build: this run's stack, Vite's default caches. */
function projectEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DEV_DEPS_CACHE_DIR;
  return env;
}

const vite = (dir: string) => path.join(dir, 'node_modules/vite/bin/vite.js');

async function startDevServer(dir: string) {
  const [port] = await freePorts(1);
  if (port === undefined) throw new Error('no free port');
  const child = spawn(
    process.execPath,
    [vite(dir), '--port', String(port), '--strictPort', '--clearScreen', 'false'],
    { cwd: dir, env: projectEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = collectOutput(child);
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + START_MS;
  while (child.exitCode === null && Date.now() < deadline) {
    const answer = await fetch(`${url}/`).catch(() => null);
    if (answer?.ok) return { url, child, output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopDevServer(child);
  throw new Error(`The dev server did not start.\n--- its output ---\n${output()}`);
}

function stopDevServer(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

/** Runs `vite build` in the copy, as `npm run build -- --mode emulators --no-content` does. */
function build(dir: string, outDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [vite(dir), 'build', '--mode', 'emulators', '--outDir', outDir, '--logLevel', 'error'],
      {
        cwd: dir,
        env: { ...projectEnv(), [WITHOUT_CONTENT]: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const output = collectOutput(child);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output: output() }));
  });
}

/**
 * The site-root addresses a dev-served page or module loads: its scripts, its imports, and with
 * `lazily` also what it imports on demand (`import("/src/…")`).
 */
function importedUrls(text: string, lazily: boolean): string[] {
  const loaded = /(?:\bfrom|\bimport|\bsrc=)\s*["'](\/[^"']+)["']/g;
  const onDemand = /\bimport\s*\(\s*["'](\/[^"']+)["']/g;
  return [...text.matchAll(loaded), ...(lazily ? text.matchAll(onDemand) : [])].map(
    (match) => match[1] as string,
  );
}

/**
 * Loads `start` and every module it imports, as far as the imports lead; resolves with the status
 * of each address.
 */
async function loadModules(
  base: string,
  start: string[],
  { lazily }: { lazily: boolean },
): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  let next = start;
  while (next.length > 0) {
    const batch = [...new Set(next)].filter((url) => !statuses.has(url));
    next = [];
    const texts = await Promise.all(
      batch.map(async (url) => {
        const answer = await fetch(base + url);
        statuses.set(url, answer.status);
        return answer.ok ? answer.text() : '';
      }),
    );
    for (const text of texts) next.push(...importedUrls(text, lazily));
  }
  return statuses;
}

beforeAll(async () => {
  copy = await copyProject();
});

afterAll(async () => {
  const child = devServer?.child;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    stopDevServer(child);
    await exited;
  }
  await rm(copy, { recursive: true, force: true });
});

it("leaves a running dev server's modules and pre-bundled dependencies loading", async () => {
  devServer = await startDevServer(copy);
  const { url } = devServer;

  // A browser opens the site: the entry and the app it starts, React pre-bundled among them, but
  // none of the pages and screens loaded on demand.
  const before = await loadModules(url, ['/src/main.ts', '/src/app/mount.tsx'], { lazily: false });
  expect([...before].filter(([, status]) => status !== 200)).toEqual([]);
  expect([...before.keys()].some((module) => module.startsWith(`${PRE_BUNDLED}react.js`))).toBe(
    true,
  );

  const outDir = path.join(copy, 'dist');
  const built = await build(copy, outDir);
  expect(built.code, built.output).toBe(0);

  // The site afterwards: the page, and every module of the app, its pages and screens too.
  const after = await loadModules(url, ['/'], { lazily: true });
  const failed = [...after].filter(([, status]) => status !== 200);
  expect(failed, devServer.output()).toEqual([]);
  const dependencies = [...after.keys()].filter((module) => module.startsWith(PRE_BUNDLED));
  // Firebase's parts, the crop tool, the zip and calendar writers… first asked for now.
  expect(dependencies.filter((module) => !before.has(module)).length).toBeGreaterThanOrEqual(5);
  expect(after.size).toBeGreaterThan(100);
}, 600_000);
