/**
 * Google's own Firestore emulator, whose rules engine is the one that judges firestore.rules in
 * production, started straight from what this machine already has: a Java 21 or newer and the
 * emulator's jar, either from the Firebase CLI's download cache or from a Google Cloud SDK
 * install. Nothing is downloaded. Used by the `rules` test project and by `npm test`, which skips
 * that step, saying why, where `findFirestoreEmulator` finds no Java or no jar.
 *
 * It runs as `java -cp <jar> <main class>` (as the SDK's own `cloud_firestore_emulator` script
 * runs it) or `java -jar <jar>` for the CLI's runnable jars, bound to 127.0.0.1 on a free port,
 * without the Firebase CLI in between: that CLI would add a Node process, an emulator hub and
 * fixed extra ports, and about 0.8 s to every start.
 */
import { execFile, spawn } from 'node:child_process';
import { readdir, realpath, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { STACK_HOST, answers, collectOutput, delay, freePorts } from './stack';

/** The oldest Java that the Firebase CLI runs its emulators on. */
export const MIN_JAVA_MAJOR = 21;

/** The emulator's entry point; the SDK's jar has no Main-Class of its own. */
export const FIRESTORE_EMULATOR_MAIN_CLASS =
  'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Where the Google Cloud SDK keeps the emulator inside its install folder. */
export const SDK_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/**
 * The major version in what `java -version` prints: `openjdk version "25.0.3"` → 25,
 * `"21-ea"` → 21, and the old scheme `java version "1.8.0_392"` → 8. Undefined when there is none.
 */
export function parseJavaMajorVersion(output: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 && match[2] !== undefined ? Number(match[2]) : major;
}

/** What the searches ask of the machine; tests give a made-up machine. */
export interface MachineLookups {
  env: Record<string, string | undefined>;
  homeDir: string;
  /** The names in a folder; none when it is missing or unreadable. */
  listDir(dir: string): Promise<string[]>;
  /** The real path of a file (links followed); undefined when there is no such file. */
  realFile(file: string): Promise<string | undefined>;
  /** What `<java> -version` prints; undefined when it does not run. */
  javaVersionOutput(java: string): Promise<string | undefined>;
}

export const machineLookups: MachineLookups = {
  env: process.env,
  homeDir: os.homedir(),
  listDir: (dir) => readdir(dir).catch(() => []),
  realFile: async (file) => {
    try {
      const real = await realpath(file);
      return (await stat(real)).isFile() ? real : undefined;
    } catch {
      return undefined;
    }
  },
  javaVersionOutput: (java) =>
    new Promise((resolve) => {
      // Java prints its version on stderr.
      execFile(java, ['-version'], { timeout: 10_000 }, (error, stdout, stderr) =>
        resolve(error ? undefined : `${stdout}${stderr}`),
      );
    }),
};

/** What a search found, and every place it looked, to say so when it found nothing. */
export interface Search<T> {
  found: T | undefined;
  looked: string[];
}

export interface Java {
  path: string;
  major: number;
}

/** The first file named `name` in the PATH's folders, as a shell would find it. */
async function onPath(name: string, lookups: MachineLookups): Promise<string | undefined> {
  for (const dir of (lookups.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    if (await lookups.realFile(file)) return file;
  }
  return undefined;
}

/**
 * The first Java 21+ among $JAVA_HOME's, the one on PATH and those in /usr/lib/jvm (where
 * Debian's and Adoptium's packages put them), each asked its version.
 */
export async function findJava(lookups: MachineLookups = machineLookups): Promise<Search<Java>> {
  const looked: string[] = [];
  const candidates: { file: string; from: string }[] = [];
  const javaHome = lookups.env.JAVA_HOME;
  if (javaHome) candidates.push({ file: path.join(javaHome, 'bin', 'java'), from: 'JAVA_HOME' });
  else looked.push('JAVA_HOME: not set');
  const onPathJava = await onPath('java', lookups);
  if (onPathJava) candidates.push({ file: onPathJava, from: 'java on PATH' });
  else looked.push('java on PATH: none');
  let inJvmFolder = 0;
  for (const name of (await lookups.listDir('/usr/lib/jvm')).sort()) {
    const file = path.join('/usr/lib/jvm', name, 'bin', 'java');
    if (!(await lookups.realFile(file))) continue;
    candidates.push({ file, from: '/usr/lib/jvm' });
    inJvmFolder++;
  }
  if (inJvmFolder === 0) looked.push('/usr/lib/jvm/*/bin/java: none');

  const tried = new Set<string>();
  for (const { file, from } of candidates) {
    const real = await lookups.realFile(file);
    if (real === undefined) {
      looked.push(`${file} (${from}): no such file`);
      continue;
    }
    if (tried.has(real)) continue;
    tried.add(real);
    const output = await lookups.javaVersionOutput(file);
    const major = output === undefined ? undefined : parseJavaMajorVersion(output);
    if (major !== undefined && major >= MIN_JAVA_MAJOR)
      return { found: { path: file, major }, looked };
    const verdict =
      output === undefined
        ? 'does not run'
        : major === undefined
          ? 'no version in its `java -version`'
          : `Java ${major}, older than ${MIN_JAVA_MAJOR}`;
    looked.push(`${file} (${from}): ${verdict}`);
  }
  return { found: undefined, looked };
}

export interface EmulatorJar {
  path: string;
  /** Where it was found, e.g. 'Firebase CLI cache'. */
  from: string;
  /** Whether the jar names its own Main-Class (`java -jar`); else its class is given. */
  runnable: boolean;
}

/** The version in a cached jar's name, `cloud-firestore-emulator-v1.19.7.jar` → [1, 19, 7]. */
function cachedJarVersion(name: string): number[] | undefined {
  const match = /^cloud-firestore-emulator-v(\d+(?:\.\d+)*)\.jar$/.exec(name);
  return match?.[1]?.split('.').map(Number);
}

function newerFirst(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (b[i] ?? 0) - (a[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The emulator's jar, in this order: the one FIRESTORE_EMULATOR_BINARY_PATH names (the Firebase
 * CLI's own override), the newest in the CLI's download cache ($FIREBASE_EMULATORS_PATH or
 * ~/.cache/firebase/emulators), then the Google Cloud SDK's `cloud-firestore-emulator` component
 * in the SDK that `gcloud` on PATH belongs to, in /usr/lib/google-cloud-sdk (Google's Debian and
 * RPM packages) and in ~/google-cloud-sdk (the SDK installer's default folder).
 */
export async function findEmulatorJar(
  lookups: MachineLookups = machineLookups,
): Promise<Search<EmulatorJar>> {
  const looked: string[] = [];
  const candidates: EmulatorJar[] = [];
  const override = lookups.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (override) {
    candidates.push({ path: override, from: 'FIRESTORE_EMULATOR_BINARY_PATH', runnable: true });
  }

  const cacheDir =
    lookups.env.FIREBASE_EMULATORS_PATH ?? path.join(lookups.homeDir, '.cache/firebase/emulators');
  const cached = (await lookups.listDir(cacheDir))
    .map((name) => ({ name, version: cachedJarVersion(name) }))
    .filter((jar): jar is { name: string; version: number[] } => jar.version !== undefined)
    .sort((a, b) => newerFirst(a.version, b.version));
  for (const { name } of cached) {
    candidates.push({
      path: path.join(cacheDir, name),
      from: 'Firebase CLI cache',
      runnable: true,
    });
  }
  if (cached.length === 0) looked.push(`${cacheDir}/cloud-firestore-emulator-v*.jar: none`);

  const sdkRoots: string[] = [];
  const gcloud = await onPath('gcloud', lookups);
  const gcloudReal = gcloud && (await lookups.realFile(gcloud));
  // <sdk>/bin/gcloud, reached through whatever links put it on PATH.
  if (gcloudReal) sdkRoots.push(path.dirname(path.dirname(gcloudReal)));
  sdkRoots.push('/usr/lib/google-cloud-sdk', path.join(lookups.homeDir, 'google-cloud-sdk'));
  for (const root of new Set(sdkRoots)) {
    candidates.push({ path: path.join(root, SDK_JAR), from: 'Google Cloud SDK', runnable: false });
  }

  for (const jar of candidates) {
    if (await lookups.realFile(jar.path)) return { found: jar, looked };
    looked.push(`${jar.path} (${jar.from}): no such file`);
  }
  return { found: undefined, looked };
}

export interface EmulatorSetup {
  java: Java;
  jar: EmulatorJar;
}

export type EmulatorSearch =
  | { setup: EmulatorSetup }
  /** What is missing, in short ('Java 21+', 'emulator jar'), and for a person where it looked. */
  | { missing: string[]; explanation: string };

/** Both searches. */
export async function findFirestoreEmulator(
  lookups: MachineLookups = machineLookups,
): Promise<EmulatorSearch> {
  const [java, jar] = await Promise.all([findJava(lookups), findEmulatorJar(lookups)]);
  if (java.found && jar.found) return { setup: { java: java.found, jar: jar.found } };
  const missing: string[] = [];
  const lines: string[] = [];
  const list = (items: string[]) => items.map((item) => `  - ${item}`);
  if (!java.found) {
    missing.push(`Java ${MIN_JAVA_MAJOR}+`);
    lines.push(
      `No Java ${MIN_JAVA_MAJOR} or newer. Looked at:`,
      ...list(java.looked),
      `Install a JDK ${MIN_JAVA_MAJOR} or newer, or point JAVA_HOME at one.`,
    );
  }
  if (!jar.found) {
    missing.push('emulator jar');
    lines.push(
      'No Firestore emulator jar. Looked for:',
      ...list(jar.looked),
      'Get one with `npx firebase setup:emulators:firestore` (into the Firebase CLI cache) or',
      'the Google Cloud SDK (`gcloud components install cloud-firestore-emulator`, or the',
      'google-cloud-cli-firestore-emulator package).',
    );
  }
  return { missing, explanation: lines.join('\n') };
}

/** The command that starts the emulator on `port` of 127.0.0.1. */
export function emulatorCommand(
  { java, jar }: EmulatorSetup,
  port: number,
): { command: string; args: string[] } {
  const entry = jar.runnable
    ? ['-jar', jar.path]
    : ['-cp', jar.path, FIRESTORE_EMULATOR_MAIN_CLASS];
  return {
    command: java.path,
    // English messages, as the SDK's script and the Firebase CLI ask for.
    args: ['-Duser.language=en', ...entry, `--host=${STACK_HOST}`, `--port=${port}`],
  };
}

export interface FirestoreEmulator {
  /** `127.0.0.1:<port>`, as FIRESTORE_EMULATOR_HOST takes it. */
  host: string;
  readyAfterMs: number;
  /** Stops the emulator's process. Safe to call more than once. */
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;

/**
 * Starts the emulator and waits until it answers. Its process is a plain child (not a group of
 * its own), so whatever ends this process's group, as `npm test` does on a timeout or Ctrl-C,
 * ends it too; a normal exit of this process kills it.
 */
export async function startFirestoreEmulator(setup: EmulatorSetup): Promise<FirestoreEmulator> {
  const started = performance.now();
  const [port] = (await freePorts(1)) as [number];
  const { command, args } = emulatorCommand(setup, port);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = collectOutput(child);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
    exitCode ??= null;
  });
  const kill = (signal: NodeJS.Signals) => {
    if (exitCode === undefined) child.kill(signal);
  };
  const killOnExit = () => kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      process.off('exit', killOnExit);
      if (exitCode !== undefined) return;
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    })());

  const host = `${STACK_HOST}:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (exitCode === undefined && Date.now() < deadline) {
    // The emulator's root answers a plain "Ok" once it serves requests.
    if (await answers(`http://${host}/`, (body) => body.trim() === 'Ok')) {
      return { host, readyAfterMs: Math.round(performance.now() - started), stop };
    }
    await delay(50);
  }
  await stop();
  const why = spawnError
    ? `could not be started (${spawnError.message})`
    : exitCode === undefined
      ? `did not answer on ${host} within ${STARTUP_TIMEOUT_MS / 1000} s`
      : `exited (code ${exitCode})`;
  throw new Error(
    `The Firestore emulator ${why}.\nCommand: ${command} ${args.join(' ')}\n` +
      `--- emulator output ---\n${output()}`,
  );
}
