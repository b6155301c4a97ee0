/**
 * `npm run build`: type-checks, then builds the site with Vite, publishing the content into the
 * pages (publish/publishPlugin.ts reads it from the configured Firestore).
 *
 *   npm run build                          the production build, with the content
 *   npm run build -- --mode emulators      against the local backend (npm run dev starts it)
 *   npm run build -- --no-content          the pages without content (the app reads it live)
 *
 * Other arguments go to `vite build`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { WITHOUT_CONTENT } from './publishPlugin.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

const args = process.argv.slice(2);
const withoutContent = args.includes('--no-content');
const viteArgs = args.filter((arg) => arg !== '--no-content');

const run = (command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env) => {
  const { status, error } = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
};

run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
run(bin('vite'), ['build', ...viteArgs], {
  ...process.env,
  ...(withoutContent && { [WITHOUT_CONTENT]: '1' }),
});
