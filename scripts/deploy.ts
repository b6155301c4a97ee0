/**
 * Deploys the site to the Firebase project its production configuration names:
 *
 *   npm run deploy                               rules, Storage rules and the site
 *   npm run deploy -- --only firestore:rules     some of them (passed to firebase deploy)
 *   npm run deploy -- --dry-run                  write the files, print the commands, run nothing
 *
 * It reads the configuration as `npm run build` does (Vite's loadEnv in production mode:
 * .env.production.local and the other .env files of this folder, then VITE_* variables of the
 * environment), refuses one that cannot make a working site (scripts/deployConfig.ts), and writes
 * into .deploy/ (git-ignored) the files the project needs, which the committed ones are not (they
 * serve the local emulators and the browser tests):
 *   firestore.rules  image URLs of the project's own bucket only;
 *   storage.rules    as committed: released for the project's default bucket only already;
 *   firebase.json    the rules above, the build in dist/, and a Content-Security-Policy narrowed to
 *                    the bucket, with Google Analytics' hosts only if the build sends page views.
 * Then it runs this project's firebase-tools: `firebase deploy --config .deploy/firebase.json
 * --project <id> --only <targets>`.
 *
 * A deploy that includes Hosting builds the site first, every time: dist/ then holds what this very
 * configuration builds, so the bundle, the bucket and the measurement id baked into it match the
 * policy and rules deployed beside it. A dist/ left from an earlier build cannot show which
 * configuration made it (a build wired to the emulators looks the same), so it is never trusted.
 * `deploy({ build })` takes another build command, for a script that builds differently and then
 * deploys Hosting through here.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import {
  DEFAULT_ONLY,
  DeployRefusal,
  bucketSource,
  deployTarget,
  deployedFirebaseJson,
  deploysHosting,
  parseDeployArgs,
  rulesForBucket,
  USAGE,
  type FirebaseJson,
} from './deployConfig';

/** Where the deployed files are written, in the project's folder. */
export const GENERATED_DIR = '.deploy';

/** A command to run: a program and its arguments, without a shell. */
export interface Command {
  command: string;
  args: string[];
}

/** Runs a command in `cwd`, its output shown as it comes; rejects unless it exits with 0. */
export type Runner = (command: Command, cwd: string) => Promise<void>;

/** How `npm run deploy` builds the site: type-check, then the production build into dist/. */
export const BUILD: Command = { command: 'npm', args: ['run', 'build'] };

export interface DeployOptions {
  /**
   * The project's folder: its committed files, .env files and dist/. By default the current
   * folder, as for Vite (npm runs scripts in the package's folder).
   */
  root?: string;
  /** firebase deploy's --only. */
  only?: string;
  /** Write the files and print the commands instead of running them. */
  dryRun?: boolean;
  /** Makes dist/ before a deploy that includes Hosting. */
  build?: Command;
  run?: Runner;
  log?: (line: string) => void;
}

export interface DeployResult {
  /** The folder of the generated files. */
  outDir: string;
  /** The commands run (or, in a dry run, that would have been), in order. */
  commands: Command[];
}

/**
 * Writes the deployed files into .deploy/, then builds (when Hosting is deployed) and deploys;
 * refuses with a DeployRefusal before writing anything when the configuration cannot be deployed.
 */
export async function deploy({
  root = process.cwd(),
  only = DEFAULT_ONLY,
  dryRun = false,
  build = BUILD,
  run = runCommand,
  log = console.log,
}: DeployOptions = {}): Promise<DeployResult> {
  const target = deployTarget(loadEnv('production', root, 'VITE_'));
  const outDir = path.join(root, GENERATED_DIR);
  /** A path as the person reads it: from the project's folder when inside it. */
  const shown = (file: string) => {
    const relative = path.relative(root, file);
    return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative || '.';
  };

  const read = (file: string) => readFile(path.join(root, file), 'utf8');
  const [firestoreRules, storageRules, firebaseJson] = await Promise.all([
    read('firestore.rules'),
    read('storage.rules'),
    read('firebase.json'),
  ]);
  const files = {
    'firestore.rules': rulesForBucket(firestoreRules, target.bucket),
    'storage.rules': storageRules,
    'firebase.json': `${JSON.stringify(
      deployedFirebaseJson(JSON.parse(firebaseJson) as FirebaseJson, target, {
        firestoreRules: 'firestore.rules',
        storageRules: 'storage.rules',
        publicDir: path.join(root, 'dist'),
      }),
      null,
      2,
    )}\n`,
  };
  await mkdir(outDir, { recursive: true });
  for (const [name, content] of Object.entries(files))
    await writeFile(path.join(outDir, name), content);

  log(`Project ${target.projectId}, bucket ${target.bucket}. Wrote ${shown(outDir)}/:`);
  log(`  firestore.rules  image URLs of ${bucketSource(target.bucket)} only`);
  log('  storage.rules    as committed');
  log(
    `  firebase.json    Content-Security-Policy with ${bucketSource(target.bucket)}, ` +
      (target.measurementId
        ? `and Google Analytics (${target.measurementId})`
        : 'no analytics host (VITE_FIREBASE_MEASUREMENT_ID is not set)'),
  );

  const config = path.join(outDir, 'firebase.json');
  const firebaseDeploy: Command = {
    command: process.execPath,
    args: [
      firebaseCli(),
      'deploy',
      '--config',
      config,
      '--project',
      target.projectId,
      '--only',
      only,
    ],
  };
  const commands = deploysHosting(only) ? [build, firebaseDeploy] : [firebaseDeploy];
  for (const command of commands) {
    const line = [command.command === process.execPath ? 'node' : command.command]
      .concat(command.args.map((word) => (path.isAbsolute(word) ? shown(word) : word)))
      .join(' ');
    if (dryRun) {
      log(`Would run: ${line}`);
      continue;
    }
    log(`Running: ${line}`);
    await run(command, root).catch((error: unknown) => {
      throw new Error(`${line}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  return { outDir, commands };
}

/** The firebase command of this project's firebase-tools, not whichever one is installed globally. */
function firebaseCli(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('firebase-tools/package.json');
  const { bin } = require(manifest) as { bin: { firebase: string } };
  return path.join(path.dirname(manifest), bin.firebase);
}

const runCommand: Runner = ({ command, args }, cwd) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`stopped with ${signal ?? `exit code ${code}`}`)),
    );
  });

async function main() {
  try {
    const args = parseDeployArgs(process.argv.slice(2));
    if (args === 'help') console.log(USAGE);
    else await deploy(args);
  } catch (error) {
    console.error(
      error instanceof DeployRefusal
        ? `Not deployed: ${error.message}`
        : `Deploy failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
