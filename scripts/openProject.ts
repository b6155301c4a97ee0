/**
 * Opens the Firebase project a command-line tool acts on with firebase-admin (`npm run
 * admin:grant`, scripts/grantAdmin.ts; `npm run prune-accounts`, scripts/pruneAccounts.ts): the
 * local emulators, or a real project with a Google credential; with its Firestore, for the REST
 * reads of src/services/firestoreRest.ts, under the same credential.
 */
import { readFile } from 'node:fs/promises';
import { applicationDefault, cert, initializeApp, type App } from 'firebase-admin/app';
import { DEMO_PROJECT_ID } from '../src/services/firebaseConfig';
import type { Database } from '../src/services/firestoreRest';
import { CommandError, messageOf } from './commandLine';

/** The local stack's Auth emulator. */
export const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';

/** The Firestore emulator beside an Auth emulator: the one named, else the local stack's port. */
export const DEFAULT_FIRESTORE_EMULATOR_HOST = '127.0.0.1:8080';

/** Which project a command acts on, as its command line says. */
export interface ProjectTarget {
  /** host:port of an Auth emulator; undefined for a real project. */
  emulatorHost?: string;
  project?: string;
}

/**
 * How a command signs in to a real project: a service-account key file that
 * GOOGLE_APPLICATION_CREDENTIALS must name (whose project is the default), or Google's
 * application default credentials (that key file, or the sign-in of the machine or workflow it
 * runs on), where --project must name the project.
 */
export type ProjectCredential = 'key-file' | 'application-default';

/** An opened project: firebase-admin's app, and Firestore's REST API with the same credential. */
export interface OpenedProject {
  app: App;
  projectId: string;
  /** ' (Auth emulator at …)' on the emulators; '' for a real project. */
  where: string;
  firestore: Database;
}

/**
 * Opens the project `target` names: on the emulators when it has an emulator host (the project
 * then defaults to the environment's, else the demo project), otherwise the real project with
 * `credential`. `name` tells this command's firebase-admin app from any other.
 */
export async function openProject(
  target: ProjectTarget,
  env: NodeJS.ProcessEnv,
  { name, credential: kind }: { name: string; credential: ProjectCredential },
): Promise<OpenedProject> {
  const appName = `${name}-${Date.now()}`;
  if (target.emulatorHost) {
    // firebase-admin talks to the emulator whenever this variable is set; no credential needed.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = target.emulatorHost;
    const projectId =
      target.project ?? (env.GCLOUD_PROJECT || env.VITE_FIREBASE_PROJECT_ID || DEMO_PROJECT_ID);
    const firestoreHost = env.FIRESTORE_EMULATOR_HOST || DEFAULT_FIRESTORE_EMULATOR_HOST;
    return {
      app: initializeApp({ projectId }, appName),
      projectId,
      where: ` (Auth emulator at ${target.emulatorHost})`,
      // The emulators' admin access, which passes every rule.
      firestore: {
        origin: `http://${firestoreHost}`,
        projectId,
        accessToken: () => Promise.resolve('owner'),
      },
    };
  }
  const { credential, projectId } =
    kind === 'key-file'
      ? await keyFileCredential(target, env)
      : { credential: applicationDefault(), projectId: target.project as string };
  return {
    app: initializeApp({ credential, projectId }, appName),
    projectId,
    where: '',
    firestore: {
      origin: 'https://firestore.googleapis.com',
      projectId,
      accessToken: async () => (await credential.getAccessToken()).access_token,
    },
  };
}

/** The service-account key GOOGLE_APPLICATION_CREDENTIALS names, and the project to act on. */
async function keyFileCredential(target: ProjectTarget, env: NodeJS.ProcessEnv) {
  const keyFile = env.GOOGLE_APPLICATION_CREDENTIALS;
  if (!keyFile)
    throw new CommandError(
      'No credential for a real project: set GOOGLE_APPLICATION_CREDENTIALS to the path of a ' +
        'service-account key (Firebase console > Project settings > Service accounts > ' +
        'Generate new private key), or pass --emulator to use the local Auth emulator.',
    );
  let key: { project_id?: string; client_email?: string; private_key?: string };
  try {
    key = JSON.parse(await readFile(keyFile, 'utf8')) as typeof key;
  } catch (error) {
    throw new CommandError(`Cannot read the service-account key ${keyFile}: ${messageOf(error)}`);
  }
  if (!key.client_email || !key.private_key)
    throw new CommandError(
      `${keyFile} is not a service-account key (no client_email/private_key).`,
    );
  const projectId = target.project ?? key.project_id;
  if (!projectId) throw new CommandError('Pass --project <project id>.');
  return { credential: cert(keyFile), projectId };
}

/**
 * A failure of firebase-admin in words: that the Auth emulator cannot be reached, when that is
 * what happened, else `refused` and Firebase's message.
 */
export function firebaseFailure(error: unknown, target: ProjectTarget, refused: string) {
  const message = messageOf(error);
  return new CommandError(
    target.emulatorHost && /ECONNREFUSED|fetch failed|connect/i.test(message)
      ? `Cannot reach the Auth emulator at ${target.emulatorHost}. Is it running (npm run dev)?`
      : `${refused}: ${message}`,
  );
}

/** A tool's project and the flags every such tool takes. */
export interface ProjectFlags extends ProjectTarget {
  /** --dry-run: say what it would do, and change nothing. */
  dryRun: boolean;
}

/**
 * Reads the flags a tool that acts on a project takes: `--dry-run`, `--emulator [host:port]`
 * (FIREBASE_AUTH_EMULATOR_HOST picks the emulator when no flag does) and `--project <id>`, and
 * the tool's own flags that take a value (`valued`: each flag, and what its value is: 'a tenant
 * id'). `noProject` is what it says when nothing names a project. Refuses any other argument.
 */
export function parseProjectFlags<Flag extends string = never>(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  { noProject, valued }: { noProject: string; valued?: Readonly<Record<Flag, string>> },
): ProjectFlags & { values: Partial<Record<Flag, string>> } {
  const flags: ProjectFlags = { dryRun: false };
  const values: Partial<Record<Flag, string>> = {};
  const ownFlags: Readonly<Record<string, string>> = valued ?? {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const next = argv[i + 1];
    if (arg === '--dry-run') flags.dryRun = true;
    else if (arg === '--emulator') {
      const hasHost = next !== undefined && !next.startsWith('--');
      flags.emulatorHost = hasHost ? next : DEFAULT_EMULATOR_HOST;
      if (hasHost) i++;
    } else if (arg === '--project' || Object.hasOwn(ownFlags, arg)) {
      if (!next || next.startsWith('--'))
        throw new CommandError(
          `${arg} needs ${arg === '--project' ? 'a project id' : ownFlags[arg]}`,
        );
      if (arg === '--project') flags.project = next;
      else values[arg as Flag] = next;
      i++;
    } else throw new CommandError(`Unknown argument ${arg}`);
  }
  flags.emulatorHost ??= env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  if (!flags.emulatorHost && !flags.project) throw new CommandError(noProject);
  return { ...flags, values };
}
