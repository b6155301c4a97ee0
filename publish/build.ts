/**
 * `npm run build`: type-checks, then builds the site with Vite, publishing the content into the
 * pages (publish/publishPlugin.ts reads it from the configured Firestore).
 *
 *   npm run build                          the production build, with the content
 *   npm run build -- --mode emulators      against the local backend (npm run dev starts it)
 *   npm run build -- --no-content          the pages without content (the app reads it live)
 *   npm run build -- --profile <file>      the site of another commission, whose profile is
 *                                          <file> (publish/profileChoice.ts)
 *
 * Other arguments go to `vite build`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROFILE_VARIABLE, profileFiles } from './profileChoice.ts';
import { WITHOUT_CONTENT } from './publishPlugin.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/** A command `npm run build` runs, with the variables it adds to the environment. */
export interface BuildStep {
  command: string;
  args: string[];
  env: Record<string, string>;
}

/** The arguments of `npm run build -- …`: ours, and the rest for `vite build`. */
export function parseBuildArgs(args: readonly string[]) {
  let withoutContent = false;
  let profile: string | undefined;
  const viteArgs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--no-content') withoutContent = true;
    else if (arg === '--profile' || arg.startsWith('--profile=')) {
      profile = arg === '--profile' ? args[++i] : arg.slice('--profile='.length);
      if (!profile || profile.startsWith('--'))
        throw new Error('--profile needs the file of a commission profile: --profile <file>.');
    } else viteArgs.push(arg);
  }
  return { withoutContent, profile, viteArgs };
}

/**
 * What `npm run build` runs for these arguments, in order: the typecheck, then Vite's build.
 * Throws, saying why, on a --profile without its file or whose files are not all there.
 */
export function buildSteps(args: readonly string[]): BuildStep[] {
  const { withoutContent, profile, viteArgs } = parseBuildArgs(args);
  return [
    { command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'], env: {} },
    {
      command: bin('vite'),
      args: ['build', ...viteArgs],
      env: {
        ...(withoutContent && { [WITHOUT_CONTENT]: '1' }),
        ...(profile && { [PROFILE_VARIABLE]: profileFiles(profile).profile }),
      },
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let steps: BuildStep[];
  try {
    steps = buildSteps(process.argv.slice(2));
  } catch (error) {
    console.error(`build: ${(error as Error).message}`);
    process.exit(2);
  }
  for (const step of steps) {
    const { status, error } = spawnSync(step.command, step.args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    if (error) throw error;
    if (status !== 0) process.exit(status ?? 1);
  }
}
