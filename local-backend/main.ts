/**
 * `npm run backend`: runs the local Firestore + Storage stand-in until Ctrl-C.
 *   --data <dir>            data folder (default .local-data/backend)
 *   --firestore-port <n>    default 8080 (0 = any free port)
 *   --storage-port <n>      default 9199 (0 = any free port)
 *   --project <id>          default demo-youth-commission
 *   --auth <url>            Auth emulator, default http://127.0.0.1:9099
 *   --indexes <file>        composite indexes, default the project's firestore.indexes.json
 *   --fresh                 delete the data folder's contents first
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resetLocalBackendData, startLocalBackend } from './server';

function port(value: string, flag: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`${flag} must be a port number, not ${value}`);
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      data: { type: 'string', default: '.local-data/backend' },
      'firestore-port': { type: 'string', default: '8080' },
      'storage-port': { type: 'string', default: '9199' },
      project: { type: 'string', default: 'demo-youth-commission' },
      auth: { type: 'string', default: 'http://127.0.0.1:9099' },
      indexes: { type: 'string' },
      fresh: { type: 'boolean', default: false },
    },
  });
  if (values.fresh) await resetLocalBackendData(values.data);
  const backend = await startLocalBackend({
    dataDir: values.data,
    firestorePort: port(values['firestore-port'], '--firestore-port'),
    storagePort: port(values['storage-port'], '--storage-port'),
    projectId: values.project,
    authEmulatorUrl: values.auth,
    indexesFile: values.indexes,
  });
  console.log(`local backend: Firestore on http://127.0.0.1:${backend.firestorePort}`);
  console.log(`local backend: Storage   on http://127.0.0.1:${backend.storagePort}`);
  console.log(
    `local backend: data in ${values.data}, project ${values.project}, auth ${values.auth}, ` +
      `indexes from ${path.relative(process.cwd(), backend.indexesFile) || backend.indexesFile}`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`local backend: ${signal}, stopping`);
    backend.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`local backend: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
