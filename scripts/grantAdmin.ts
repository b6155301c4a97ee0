/**
 * Grants (or with --revoke, removes) the `admin` custom claim that makes an account an owner of
 * the site whatever the team says: how the first owner of a new project is made. Revoking also
 * marks the team document the owner by the claim gave themselves at their first sign-in as
 * removed, which nobody can do from the site. Uses firebase-admin (and Firestore's REST API with
 * its credential), against the emulators or against a real project.
 *
 *   npm run admin:grant -- someone@example.org                 emulator if FIREBASE_AUTH_EMULATOR_HOST is set
 *   npm run admin:grant -- someone@example.org --emulator      the emulator at 127.0.0.1:9099
 *   npm run admin:grant -- someone@example.org --emulator 127.0.0.1:19099
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json \
 *     npm run admin:grant -- someone@example.org --project my-project   a real project
 *   add --revoke to take the claim away (and mark removed the team document it gave itself)
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { cert, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { DEMO_PROJECT_ID } from '../src/services/firebaseConfig';

export const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';

export const USAGE = `Usage: npm run admin:grant -- <email> [--revoke] [--emulator [host:port]] [--project <id>]

Against the Auth emulator: set FIREBASE_AUTH_EMULATOR_HOST or pass --emulator (default ${DEFAULT_EMULATOR_HOST}).
Against a real project: set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file
(Firebase console > Project settings > Service accounts > Generate new private key)
and pass --project <project id> (default: the key's project).`;

export interface GrantOptions {
  email: string;
  revoke: boolean;
  /** host:port of an Auth emulator; undefined for a real project. */
  emulatorHost?: string;
  project?: string;
}

/** A failure with a message meant for the person at the terminal. */
export class GrantError extends Error {}

/** Reads the command line; FIREBASE_AUTH_EMULATOR_HOST picks the emulator when no flag does. */
export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv): GrantOptions {
  const options: Partial<GrantOptions> = { revoke: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const next = argv[i + 1];
    if (arg === '--revoke') options.revoke = true;
    else if (arg === '--emulator') {
      // An optional host:port (an e-mail address has an @, a host:port does not).
      const hasHost = next !== undefined && !next.startsWith('--') && !next.includes('@');
      options.emulatorHost = hasHost ? next : DEFAULT_EMULATOR_HOST;
      if (hasHost) i++;
    } else if (arg === '--project') {
      if (!next || next.startsWith('--')) throw new GrantError('--project needs a project id');
      options.project = next;
      i++;
    } else if (arg.startsWith('--')) throw new GrantError(`Unknown option ${arg}`);
    else if (options.email) throw new GrantError(`One e-mail address at a time (got ${arg})`);
    else options.email = arg;
  }
  if (!options.email || !options.email.includes('@'))
    throw new GrantError('Give the e-mail address of the account');
  options.emulatorHost ??= env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  return options as GrantOptions;
}

/** Sets or removes the claim and returns what was done, in words. */
export async function grantAdmin(options: GrantOptions, env: NodeJS.ProcessEnv): Promise<string> {
  const { app, projectId, where, firestore } = await openProject(options, env);
  try {
    const auth = getAuth(app);
    const user = await auth.getUserByEmail(options.email).catch((error: unknown) => {
      throw explain(error, options, projectId, where);
    });
    // Keep any other claims the account has; only `admin` changes.
    const claims: Record<string, unknown> = { ...user.customClaims };
    if (options.revoke) delete claims.admin;
    else claims.admin = true;
    await auth.setCustomUserClaims(user.uid, claims);
    if (options.revoke) {
      // Ends its sessions: no new ID tokens. One already issued stays valid up to an hour.
      await auth.revokeRefreshTokens(user.uid);
      const team = await removeFromTeam(firestore, user.uid).catch((error: unknown) => {
        throw new GrantError(
          `Removed the admin claim from ${user.email}, but could not update its team document: ` +
            `${error instanceof Error ? error.message : String(error)}`,
        );
      });
      return (
        `Removed the admin claim from ${user.email} (${user.uid}) in ${projectId}${where} ` +
        `and signed it out of every session.` +
        (team === 'removed' ? ' Its team document now says removed.' : '')
      );
    }
    return (
      `Granted the admin claim to ${user.email} (${user.uid}) in ${projectId}${where}. ` +
      `It takes effect at the next sign-in (or within the hour, when the session refreshes).`
    );
  } finally {
    await deleteApp(app);
  }
}

/** Firestore's REST API for this project: where it is, and the access token to send. */
interface FirestoreAccess {
  documents: string;
  token: () => Promise<string>;
}

/** The Firestore emulator beside an Auth emulator: the one named, else the local stack's port. */
export const DEFAULT_FIRESTORE_EMULATOR_HOST = '127.0.0.1:8080';

async function openProject(
  options: GrantOptions,
  env: NodeJS.ProcessEnv,
): Promise<{ app: App; projectId: string; where: string; firestore: FirestoreAccess }> {
  const name = `grant-admin-${Date.now()}`;
  const documentsOf = (base: string, projectId: string) =>
    `${base}/v1/projects/${projectId}/databases/(default)/documents`;
  if (options.emulatorHost) {
    // firebase-admin talks to the emulator whenever this variable is set; no credential needed.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
    const projectId =
      options.project ?? (env.GCLOUD_PROJECT || env.VITE_FIREBASE_PROJECT_ID || DEMO_PROJECT_ID);
    const app = initializeApp({ projectId }, name);
    const firestoreHost = env.FIRESTORE_EMULATOR_HOST || DEFAULT_FIRESTORE_EMULATOR_HOST;
    return {
      app,
      projectId,
      where: ` (Auth emulator at ${options.emulatorHost})`,
      // The emulators' admin access, which passes every rule.
      firestore: {
        documents: documentsOf(`http://${firestoreHost}`, projectId),
        token: () => Promise.resolve('owner'),
      },
    };
  }
  const keyFile = env.GOOGLE_APPLICATION_CREDENTIALS;
  if (!keyFile)
    throw new GrantError(
      'No credential for a real project: set GOOGLE_APPLICATION_CREDENTIALS to the path of a ' +
        'service-account key (Firebase console > Project settings > Service accounts > ' +
        'Generate new private key), or pass --emulator to use the local Auth emulator.',
    );
  let key: { project_id?: string; client_email?: string; private_key?: string };
  try {
    key = JSON.parse(await readFile(keyFile, 'utf8')) as typeof key;
  } catch (error) {
    throw new GrantError(
      `Cannot read the service-account key ${keyFile}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!key.client_email || !key.private_key)
    throw new GrantError(`${keyFile} is not a service-account key (no client_email/private_key).`);
  const projectId = options.project ?? key.project_id;
  if (!projectId) throw new GrantError('Pass --project <project id>.');
  const credential = cert(keyFile);
  const app = initializeApp({ credential, projectId }, name);
  return {
    app,
    projectId,
    where: '',
    firestore: {
      documents: documentsOf('https://firestore.googleapis.com', projectId),
      token: async () => (await credential.getAccessToken()).access_token,
    },
  };
}

/**
 * Marks as removed the team document that an owner by the claim gave themselves (added by
 * themselves), keeping it so that their past changes stay signed; a person who is on the team by
 * an invitation keeps their role. Says what it did.
 */
async function removeFromTeam(
  { documents, token }: FirestoreAccess,
  uid: string,
): Promise<'removed' | 'untouched'> {
  const name = `${documents}/team/${encodeURIComponent(uid)}`;
  const headers = {
    Authorization: `Bearer ${await token()}`,
    'Content-Type': 'application/json',
  };
  const read = await fetch(name, { headers });
  if (read.status === 404) return 'untouched';
  if (!read.ok) throw new Error(`reading team/${uid}: HTTP ${read.status} ${await read.text()}`);
  const doc = (await read.json()) as {
    name: string;
    updateTime: string;
    fields?: Record<string, { stringValue?: string }>;
  };
  if (doc.fields?.addedBy?.stringValue !== uid || doc.fields.role?.stringValue === 'removed')
    return 'untouched';
  const commit = await fetch(`${documents}:commit`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      writes: [
        {
          update: { name: doc.name, fields: { role: { stringValue: 'removed' } } },
          updateMask: { fieldPaths: ['role'] },
          updateTransforms: [{ fieldPath: 'updatedAt', setToServerValue: 'REQUEST_TIME' }],
          currentDocument: { updateTime: doc.updateTime },
        },
      ],
    }),
  });
  if (!commit.ok)
    throw new Error(`writing team/${uid}: HTTP ${commit.status} ${await commit.text()}`);
  return 'removed';
}

function explain(error: unknown, options: GrantOptions, projectId: string, where: string) {
  const code = (error as { code?: unknown }).code;
  if (code === 'auth/user-not-found')
    return new GrantError(
      `No account with the e-mail ${options.email} in ${projectId}${where}. Create it first ` +
        `(Firebase console > Authentication > Users > Add user; locally, npm run seed or sign up), ` +
        `then run this again.`,
    );
  const message = error instanceof Error ? error.message : String(error);
  if (options.emulatorHost && /ECONNREFUSED|fetch failed|connect/i.test(message))
    return new GrantError(
      `Cannot reach the Auth emulator at ${options.emulatorHost}. Is it running (npm run dev)?`,
    );
  return new GrantError(`Firebase refused: ${message}`);
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  try {
    console.log(await grantAdmin(parseArgs(argv, process.env), process.env));
  } catch (error) {
    if (!(error instanceof GrantError)) throw error;
    console.error(error.message);
    console.error('');
    console.error(USAGE);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
