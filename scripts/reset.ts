/**
 * `npm run reset`: deletes the local backend's data, so the next `npm run dev` starts from the
 * seed again. Refuses while a local backend answers on the dev port, since it holds that data.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_PORTS, STACK_HOST } from './stack';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.local-data', 'backend');

const running = await fetch(`http://${STACK_HOST}:${DEFAULT_PORTS.firestore}/`, {
  signal: AbortSignal.timeout(1000),
}).then(
  () => true,
  () => false,
);
if (running) {
  console.error(
    `Something answers on port ${DEFAULT_PORTS.firestore}: stop npm run dev first, ` +
      'or use npm run dev -- --fresh.',
  );
  process.exit(1);
}

await rm(dataDir, { recursive: true, force: true });
console.log(`Deleted ${path.relative(root, dataDir)}. The next npm run dev seeds it again.`);
