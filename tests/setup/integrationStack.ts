/**
 * Vitest global setup of the `integration` project: a private stack (Auth emulator and local
 * backend on free ports, fresh data under .test-data/) for the whole run, torn down afterwards.
 * Test workers start after this and inherit process.env, so the app's services (which read
 * import.meta.env, backed by process.env under Vitest) and firebase-admin find it.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { startStack } from '../../scripts/stack';
import { ensureTestAccounts } from '../integration/support/accounts';
import { DATA_DIR_VARIABLE } from '../integration/support/localBackend';

const root = path.resolve(import.meta.dirname, '../..');

export default async function setup(): Promise<() => Promise<void>> {
  const runDir = path.join(root, '.test-data', `integration-${process.pid}-${Date.now()}`);
  const dataDir = path.join(runDir, 'backend');
  await mkdir(runDir, { recursive: true });
  const stack = await startStack({
    ports: 'free',
    dataDir,
    fresh: true,
    quiet: true,
    // Its data is deleted after the run: no write waits for the disk.
    durable: false,
  });
  const teardown = async () => {
    await stack.stop();
    await rm(runDir, { recursive: true, force: true });
  };
  try {
    Object.assign(process.env, stack.env, { [DATA_DIR_VARIABLE]: dataDir });
    await ensureTestAccounts(stack.env);
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
