/**
 * A build publishes the site's content, so it must be able to read it: where Firestore does not
 * answer, the build stops and says why, instead of publishing pages without their content; built
 * with `npm run build -- --no-content`, it makes the pages without content, which the browser
 * then reads.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSteps } from '../../publish/build';
import { freePorts, stackEnv } from '../../scripts/stack';
import { run } from './support/run';

const root = path.resolve(import.meta.dirname, '../..');

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const [port] = await freePorts(1);
  if (port === undefined) throw new Error('no free port');
  // Nothing may have taken it since; a server here would make the test pass for a wrong reason.
  await new Promise<void>((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
  return port;
}

// Each test runs a production build: a safety net of ten minutes, as one took over three with the
// machine's two cores shared by six busy processes.
describe('a build without Firestore', { timeout: 600_000 }, () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const setUp = async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'build-'));
    dirs.push(outDir);
    const port = await closedPort();
    const env = {
      ...process.env,
      ...stackEnv({ authPort: port, firestorePort: port, storagePort: port }),
    };
    return { outDir, env, port };
  };

  it('stops with a message saying why, and publishes nothing', async () => {
    const { outDir, env, port } = await setUp();
    const vite = path.join(root, 'node_modules/vite/bin/vite.js');
    const { code, output } = await run(
      process.execPath,
      [vite, 'build', '--mode', 'emulators', '--outDir', outDir, '--logLevel', 'error'],
      env,
    );
    expect(code).not.toBe(0);
    expect(output).toContain(
      `The build could not read the site's content from Firestore at http://127.0.0.1:${port}`,
    );
    expect(output).toContain('npm run build -- --no-content');
    await expect(readFile(path.join(outDir, 'about-us.html'), 'utf8')).rejects.toThrow();
  });

  // `npm run build -- --no-content` runs the typecheck, then this build (buildSteps, whose order
  // and arguments tests/unit/buildSteps.test.ts checks): the typecheck is `npm test`'s first step.
  it('builds the pages without content with --no-content', async () => {
    const { outDir, env } = await setUp();
    const build = buildSteps([
      '--no-content',
      '--mode',
      'emulators',
      '--outDir',
      outDir,
      '--logLevel',
      'error',
    ]).find((step) => step.args[0] === 'build');
    if (!build) throw new Error('npm run build runs no Vite build');
    const { code, output } = await run(build.command, build.args, { ...env, ...build.env });
    expect(output).not.toContain('could not read');
    expect(code).toBe(0);
    const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
    // The page and its text, its lists waiting for the browser's read.
    expect(home).toContain('About the Youth Commission');
    expect(home).toContain('Loading...');
    expect(home).not.toContain('id="published-page"');
  });
});
