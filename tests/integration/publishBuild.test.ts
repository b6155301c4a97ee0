/**
 * A build publishes the site's content, so it must be able to read it: where Firestore does not
 * answer, the build stops and says why, instead of publishing pages without their content. (Built
 * with `npm run build -- --no-content`, it needs no Firestore: profileBuild.test.ts builds so with
 * none answering.)
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stackEnv } from '../../scripts/stack';
import { closedPort } from './support/closedPort';
import { run } from './support/run';

const root = path.resolve(import.meta.dirname, '../..');

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
});
