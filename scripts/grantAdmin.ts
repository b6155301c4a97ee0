/**
 * Grants (or with --revoke, removes) the `admin` custom claim that makes an account an owner of
 * the site whatever the team says: how the first owner of a new project is made. Revoking also
 * marks the team document the owner by the claim gave themselves at their first sign-in as
 * removed, which nobody can do from the site. Uses firebase-admin (and Firestore's REST API with
 * its credential), against the emulators or against a real project (scripts/openProject.ts).
 *
 *   npm run admin:grant -- someone@example.org                 emulator if FIREBASE_AUTH_EMULATOR_HOST is set
 *   npm run admin:grant -- someone@example.org --emulator      the emulator at 127.0.0.1:9099
 *   npm run admin:grant -- someone@example.org --emulator 127.0.0.1:19099
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json \
 *     npm run admin:grant -- someone@example.org --project my-project   a real project
 *   add --revoke to take the claim away (and mark removed the team document it gave itself)
 */
import { pathToFileURL } from 'node:url';
import { deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { documentsOf, type Database } from '../src/services/firestoreRest';
import { CommandError, messageOf, runCommand } from './commandLine';
import {
  DEFAULT_EMULATOR_HOST,
  firebaseFailure,
  openProject,
  type ProjectTarget,
} from './openProject';

export const USAGE = `Usage: npm run admin:grant -- <email> [--revoke] [--emulator [host:port]] [--project <id>]

Against the Auth emulator: set FIREBASE_AUTH_EMULATOR_HOST or pass --emulator (default ${DEFAULT_EMULATOR_HOST}).
Against a real project: set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file
(Firebase console > Project settings > Service accounts > Generate new private key)
and pass --project <project id> (default: the key's project).`;

export interface GrantOptions extends ProjectTarget {
  email: string;
  revoke: boolean;
}

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
      if (!next || next.startsWith('--')) throw new CommandError('--project needs a project id');
      options.project = next;
      i++;
    } else if (arg.startsWith('--')) throw new CommandError(`Unknown option ${arg}`);
    else if (options.email) throw new CommandError(`One e-mail address at a time (got ${arg})`);
    else options.email = arg;
  }
  if (!options.email || !options.email.includes('@'))
    throw new CommandError('Give the e-mail address of the account');
  options.emulatorHost ??= env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  return options as GrantOptions;
}

/** Sets or removes the claim and returns what was done, in words. */
export async function grantAdmin(options: GrantOptions, env: NodeJS.ProcessEnv): Promise<string> {
  const { app, projectId, where, firestore } = await openProject(options, env, {
    name: 'grant-admin',
    credential: 'key-file',
  });
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
        throw new CommandError(
          `Removed the admin claim from ${user.email}, but could not update its team document: ` +
            messageOf(error),
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

/**
 * Marks as removed the team document that an owner by the claim gave themselves (added by
 * themselves), keeping it so that their past changes stay signed; a person who is on the team by
 * an invitation keeps their role. Says what it did.
 */
async function removeFromTeam(firestore: Database, uid: string): Promise<'removed' | 'untouched'> {
  const documents = `${firestore.origin}/v1/${documentsOf(firestore)}`;
  const name = `${documents}/team/${encodeURIComponent(uid)}`;
  const headers = {
    'Content-Type': 'application/json',
    ...(firestore.accessToken && { Authorization: `Bearer ${await firestore.accessToken()}` }),
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
    return new CommandError(
      `No account with the e-mail ${options.email} in ${projectId}${where}. Create it first ` +
        `(Firebase console > Authentication > Users > Add user; locally, npm run seed or sign up), ` +
        `then run this again.`,
    );
  return firebaseFailure(error, options, 'Firebase refused');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await runCommand(USAGE, async (argv) => {
    console.log(await grantAdmin(parseArgs(argv, process.env), process.env));
  });
