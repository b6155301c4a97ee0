/**
 * Deploys the site to the Firebase project its production configuration names:
 *
 *   npm run deploy                               Firestore's indexes (waiting until they are
 *                                                built), then its rules, Storage rules and the site
 *   npm run deploy -- --only firestore:rules     some of them (passed to firebase deploy)
 *   npm run deploy -- --dry-run                  write the files, print the commands, run nothing
 *
 * It reads the configuration as `npm run build` does (Vite's loadEnv in production mode:
 * .env.production.local and the other .env files of this folder, then VITE_* variables of the
 * environment), refuses one that cannot make a working site (publish/deployConfig.ts), and writes
 * into .deploy/ (git-ignored) the files the project needs, which the committed ones are not (they
 * serve the local emulators and the browser tests):
 *   firestore.rules  image URLs of the project's own bucket only, the registrants' tenant
 *                    (VITE_REGISTRANT_TENANT) as the one whose accounts register, and the
 *                    commission profile's offset from UTC (its roles checked against the profile;
 *                    COMMISSION_PROFILE names another commission's, as for npm run build);
 *   storage.rules    as committed: released for the project's default bucket only already;
 *   firebase.json    the rules above, the build in dist/, and a Content-Security-Policy narrowed to
 *                    the bucket, with Google Analytics' hosts only if the build sends page views.
 * Then it runs this project's firebase-tools: `firebase deploy --only firestore:indexes` first,
 * waiting until every index is built (a query whose index is still building is refused), then
 * `firebase deploy --only <the other targets>`, each with `--config .deploy/firebase.json
 * --project <id>`.
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
import { chosenProfile } from './profileChoice';
import {
  DEFAULT_ONLY,
  DeployRefusal,
  bucketSource,
  deployOrder,
  deployTarget,
  deployedFirebaseJson,
  deploysHosting,
  parseDeployArgs,
  rulesForBucket,
  rulesForProfile,
  rulesForTenant,
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

/** Runs a command in `cwd` and resolves with what it printed; rejects unless it exits with 0. */
export type Reader = (command: Command, cwd: string) => Promise<string>;

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
  /** Reads what a command prints (the list of the project's indexes while they build). */
  read?: Reader;
  /** Waits between two looks at the indexes. */
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
}

/** How often, and for how long at most, the deploy looks whether the indexes are built. */
export const INDEX_WAIT = { everyMs: 15_000, atMostMs: 30 * 60_000 } as const;

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
  read: readOutput = readCommand,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
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
  const [firestoreRules, storageRules, firebaseJson, firestoreIndexes] = await Promise.all([
    read('firestore.rules'),
    read('storage.rules'),
    read('firebase.json'),
    read('firestore.indexes.json'),
  ]);
  const profile = await chosenProfile();
  const files = {
    'firestore.rules': rulesForProfile(
      rulesForTenant(rulesForBucket(firestoreRules, target.bucket), target.registrantTenant),
      profile,
    ),
    'firestore.indexes.json': firestoreIndexes,
    'storage.rules': storageRules,
    'firebase.json': `${JSON.stringify(
      deployedFirebaseJson(JSON.parse(firebaseJson) as FirebaseJson, target, {
        firestoreRules: 'firestore.rules',
        firestoreIndexes: 'firestore.indexes.json',
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
  log(
    `  firestore.rules  image URLs of ${bucketSource(target.bucket)} only; registrants of the tenant ${target.registrantTenant}; ` +
      `closing days end at midnight UTC${formatOffset(profile.clock.utcOffsetMinutes)} (${profile.names.title})`,
  );
  log('  firestore.indexes.json  as committed');
  log('  storage.rules    as committed');
  log(
    `  firebase.json    Content-Security-Policy with ${bucketSource(target.bucket)}, ` +
      (target.measurementId
        ? `and Google Analytics (${target.measurementId})`
        : 'no analytics host (VITE_FIREBASE_MEASUREMENT_ID is not set)'),
  );

  const config = path.join(outDir, 'firebase.json');
  const firebase = (...args: string[]): Command => ({
    command: process.execPath,
    args: [firebaseCli(), ...args, '--config', config, '--project', target.projectId],
  });
  const lineOf = (command: Command) =>
    [command.command === process.execPath ? 'node' : command.command]
      .concat(command.args.map((word) => (path.isAbsolute(word) ? shown(word) : word)))
      .join(' ');
  const commands: Command[] = [];
  const runStep = async (command: Command) => {
    commands.push(command);
    const line = lineOf(command);
    if (dryRun) return log(`Would run: ${line}`);
    log(`Running: ${line}`);
    await run(command, root).catch((error: unknown) => {
      throw new Error(`${line}: ${error instanceof Error ? error.message : String(error)}`);
    });
  };

  const order = deployOrder(only);
  if (order.indexes) {
    // Kept: indexes made in the console stay (--force would delete those the file lacks).
    await runStep(firebase('deploy', '--only', 'firestore:indexes', '--non-interactive'));
    const list = firebase('firestore:indexes', '--pretty');
    if (dryRun) log(`Would wait until ${lineOf(list)} lists no index [CREATING]`);
    else await waitForIndexes(() => readOutput(list, root), sleep, log);
  }
  if (order.rest !== null) {
    if (deploysHosting(order.rest)) await runStep(build);
    await runStep(firebase('deploy', '--only', order.rest));
  }
  return { outDir, commands };
}

/** An offset from UTC as people write it: +5:30, -3:00. */
export function formatOffset(minutes: number): string {
  const size = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${Math.floor(size / 60)}:${String(size % 60).padStart(2, '0')}`;
}

/**
 * Waits until no composite index of the project is still being built: Firestore builds a new
 * one in the background after the deploy that adds it (minutes, growing with the documents it
 * covers), and refuses the queries that need it meanwhile. `list` prints the project's indexes,
 * each marked with its state ([READY], [CREATING]).
 */
export async function waitForIndexes(
  list: () => Promise<string>,
  sleep: (ms: number) => Promise<void>,
  log: (line: string) => void,
): Promise<void> {
  for (let waited = 0; ; waited += INDEX_WAIT.everyMs) {
    // eslint-disable-next-line no-control-regex -- the list's colours are escape sequences
    const building = (await list()).replace(/\u001b\[[0-9;]*m/g, '').match(/\[CREATING\]/g);
    if (!building) return log('Every index is built.');
    if (waited >= INDEX_WAIT.atMostMs)
      throw new Error(
        `${building.length} index(es) still building after ${INDEX_WAIT.atMostMs / 60_000} minutes; ` +
          'deploy again once the Firebase console shows them enabled.',
      );
    log(`Waiting for ${building.length} index(es) to be built...`);
    await sleep(INDEX_WAIT.everyMs);
  }
}

/** The firebase command of this project's firebase-tools, not whichever one is installed globally. */
function firebaseCli(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('firebase-tools/package.json');
  const { bin } = require(manifest) as { bin: { firebase: string } };
  return path.join(path.dirname(manifest), bin.firebase);
}

const readCommand: Reader = ({ command, args }, cwd) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`stopped with ${signal ?? `exit code ${code}`}`)),
    );
  });

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
