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
import { pathToFileURL } from 'node:url';
import { WITHOUT_CONTENT } from './publishPlugin.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/** A command `npm run build` runs, with the variables it adds to the environment. */
export interface BuildStep {
  command: string;
  args: string[];
  env: Record<string, string>;
}

/** What `npm run build` runs for these arguments, in order: the typecheck, then Vite's build. */
export function buildSteps(args: readonly string[]): BuildStep[] {
  const withoutContent = args.includes('--no-content');
  return [
    { command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'], env: {} },
    {
      command: bin('vite'),
      args: ['build', ...args.filter((arg) => arg !== '--no-content')],
      env: withoutContent ? { [WITHOUT_CONTENT]: '1' } : {},
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const step of buildSteps(process.argv.slice(2))) {
    const { status, error } = spawnSync(step.command, step.args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    if (error) throw error;
    if (status !== 0) process.exit(status ?? 1);
  }
}
