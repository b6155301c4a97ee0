/**
 * `npm run dev [-- --fresh] [-- --years N]`: the whole site on this machine in one terminal. The Auth emulator
 * (9099), the local backend (Firestore 8080, Storage 9199, data in .local-data/backend) and Vite
 * (5173). Makes sure the admin and editor accounts exist (the Auth emulator forgets them on every
 * stop) and seeds content into an empty backend: the seed's own, or with `--years N` a made-up
 * site of that age (seed/generate.ts). Ctrl-C or SIGTERM stops everything.
 */
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { DEFAULT_PORTS, STACK_HOST, stackEnv, startStack, type Stack } from './stack';
import { seed, seedContentOf } from './seed';
import { seedAccountLines } from '../seed/data';
import { PUBLIC_COLLECTIONS } from '../src/domain/collections';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.local-data', 'backend');
const VITE_PORT = 5173;

async function main() {
  const fresh = process.argv.includes('--fresh');
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Starting the local site${fresh ? ' from fresh data' : ''}...`);

  // The ports are fixed, so Vite can start beside the stack; vite.config.ts reads VITE_* from
  // the environment.
  const env = stackEnv({
    authPort: DEFAULT_PORTS.auth,
    firestorePort: DEFAULT_PORTS.firestore,
    storagePort: DEFAULT_PORTS.storage,
  });
  Object.assign(process.env, env);

  let stack: Stack | undefined;
  let vite: ViteDevServer | undefined;
  const stopAll = async () => {
    await Promise.allSettled([vite?.close(), stack?.stop()]);
  };
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130); // a second Ctrl-C: leave now
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    void stopAll().then(() => process.exit(0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    const [stackStart, viteStart] = await Promise.allSettled([
      startStack({ ports: 'default', dataDir, fresh }).then((s) => (stack = s)),
      startVite().then((v) => (vite = v)),
    ]);
    if (stackStart.status === 'rejected') throw stackStart.reason;
    if (viteStart.status === 'rejected') throw viteStart.reason;

    const empty = await backendIsEmpty(env);
    const seedStarted = performance.now();
    await seed({
      env,
      accountsOnly: !empty,
      content: seedContentOf(process.argv),
      log: (line) => console.log(`  ${line}`),
    });
    const seeded = ((performance.now() - seedStarted) / 1000).toFixed(1);
    console.log(
      empty
        ? `  seeded the empty backend in ${seeded} s`
        : '  accounts ready; existing content kept',
    );
  } catch (error) {
    await stopAll();
    console.error(`\nnpm run dev could not start:\n${(error as Error).message ?? error}`);
    process.exit(1);
  }

  const app = `http://localhost:${VITE_PORT}`;
  console.log(`
  Site           ${app}/
  Admin          ${app}/admin/login
${seedAccountLines()
  .map((line) => `                 ${line}`)
  .join('\n')}
  Auth emulator  http://${STACK_HOST}:${DEFAULT_PORTS.auth}
  Firestore      http://${STACK_HOST}:${DEFAULT_PORTS.firestore}  (local backend)
  Storage        http://${STACK_HOST}:${DEFAULT_PORTS.storage}  (local backend)
  Data           ${path.relative(root, dataDir)}  (npm run reset, or npm run dev -- --fresh, starts over)

  Ready in ${seconds()} s. Ctrl-C stops everything.`);
}

async function startVite(): Promise<ViteDevServer> {
  const server = await createServer({
    root,
    clearScreen: false,
    server: { port: VITE_PORT, strictPort: true },
  });
  return server.listen();
}

/** True when none of the site's collections holds a document. */
async function backendIsEmpty(env: Record<string, string>): Promise<boolean> {
  const base = `http://${env.FIRESTORE_EMULATOR_HOST}/v1/projects/${env.VITE_FIREBASE_PROJECT_ID}/databases/(default)/documents:runQuery`;
  for (const collectionId of PUBLIC_COLLECTIONS) {
    const response = await fetch(base, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId }], limit: 1 } }),
    });
    if (!response.ok) throw new Error(`Could not read ${collectionId}: HTTP ${response.status}`);
    const results = (await response.json()) as { document?: unknown }[];
    if (results.some((r) => r.document)) return false;
  }
  return true;
}

await main();
