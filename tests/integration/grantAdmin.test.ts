/**
 * `npm run admin:grant` against the Auth emulator of the test stack (the global setup exports
 * FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT): the command is run as a person would run it,
 * and its effect is read back from the emulator and from a fresh ID token.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseArgs } from '../../scripts/grantAdmin';
import { DEFAULT_EMULATOR_HOST } from '../../scripts/openProject';

const root = path.resolve(import.meta.dirname, '../..');
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-youth-commission';
const admin = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}`;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the script in a child process with exactly this environment. */
function grant(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/grantAdmin.ts', ...args],
      { cwd: root, env: { PATH: process.env.PATH, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '';
const emulatorEnv = {
  FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  FIRESTORE_EMULATOR_HOST: firestoreHost,
  GCLOUD_PROJECT: projectId,
};
const documents = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;

/** Writes team/{uid} past the rules (the emulators' admin access), as the site would have. */
async function storeTeamMember(uid: string, fields: Record<string, string>) {
  await call(`${documents}:commit`, {
    writes: [
      {
        update: {
          name: `projects/${projectId}/databases/(default)/documents/team/${uid}`,
          fields: {
            ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { stringValue: v }])),
            addedAt: { timestampValue: '2025-01-01T00:00:00.000Z' },
          },
        },
      },
    ],
  });
}

/** team/{uid} as stored: its string fields, and whether it has an updatedAt. */
async function storedTeamMember(uid: string) {
  const response = await fetch(`${documents}/team/${uid}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  const doc = (await response.json()) as {
    fields: Record<string, { stringValue?: string; timestampValue?: string }>;
  };
  return {
    role: doc.fields.role?.stringValue,
    addedBy: doc.fields.addedBy?.stringValue,
    updated: doc.fields.updatedAt?.timestampValue !== undefined,
  };
}

async function call<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${url}: ${JSON.stringify(json)}`);
  return json;
}

const created: string[] = [];
async function createAccount(email: string, claims: object) {
  const { localId } = await call<{ localId: string }>(`${admin}/accounts`, {
    email,
    password: 'secret-password',
  });
  created.push(localId);
  await call(`${admin}/accounts:update`, { localId, customAttributes: JSON.stringify(claims) });
  return localId;
}

async function storedClaims(localId: string): Promise<Record<string, unknown>> {
  const { users } = await call<{ users: Array<{ customAttributes?: string }> }>(
    `${admin}/accounts:lookup`,
    { localId: [localId] },
  );
  return JSON.parse(users[0]?.customAttributes ?? '{}') as Record<string, unknown>;
}

/** The claims of a fresh ID token, as the app and the rules see them after signing in. */
async function tokenClaims(email: string): Promise<Record<string, unknown>> {
  const { idToken } = await call<{ idToken: string }>(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { email, password: 'secret-password', returnSecureToken: true },
  );
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

afterAll(async () => {
  await Promise.all(created.map((localId) => call(`${admin}/accounts:delete`, { localId })));
});

describe('npm run admin:grant', () => {
  const email = `grant-${Date.now()}@example.com`;
  let localId = '';

  it('grants the admin claim, keeps other claims, and the next ID token carries it', async () => {
    localId = await createAccount(email, { deanery: 'agra' });
    expect(await storedClaims(localId)).toEqual({ deanery: 'agra' });

    // Through the --emulator flag, with no emulator variable set.
    const run = await grant([email, '--emulator', emulatorHost, '--project', projectId], {});
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Granted the admin claim to ${email}`);
    expect(await storedClaims(localId)).toEqual({ deanery: 'agra', admin: true });
    expect(await tokenClaims(email)).toMatchObject({ admin: true, deanery: 'agra' });
  });

  it('revokes the claim and keeps the others', async () => {
    // Through FIREBASE_AUTH_EMULATOR_HOST, as in a shell where the emulator runs.
    const run = await grant([email, '--revoke'], emulatorEnv);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Removed the admin claim from ${email}`);
    expect(await storedClaims(localId)).toEqual({ deanery: 'agra' });
    expect(await tokenClaims(email)).not.toHaveProperty('admin');
  });

  it('marks the team document an owner by the claim gave themselves as removed, keeping it', async () => {
    const ownerEmail = `owner-${Date.now()}@example.com`;
    const uid = await createAccount(ownerEmail, { admin: true });
    await storeTeamMember(uid, { name: 'Owner', email: ownerEmail, role: 'owner', addedBy: uid });
    const run = await grant([ownerEmail, '--revoke'], emulatorEnv);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Its team document now says removed.');
    expect(await storedTeamMember(uid)).toEqual({ role: 'removed', addedBy: uid, updated: true });
  });

  it('leaves the role of someone on the team by an invitation as it is', async () => {
    const invitedEmail = `invited-${Date.now()}@example.com`;
    const uid = await createAccount(invitedEmail, { admin: true });
    await storeTeamMember(uid, {
      name: 'Invited',
      email: invitedEmail,
      role: 'owner',
      addedBy: 'another-owner',
    });
    const run = await grant([invitedEmail, '--revoke'], emulatorEnv);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('team document');
    expect(await storedTeamMember(uid)).toEqual({
      role: 'owner',
      addedBy: 'another-owner',
      updated: false,
    });
  });

  it('says so, and fails, when the team document cannot be updated', async () => {
    const lostEmail = `lost-${Date.now()}@example.com`;
    await createAccount(lostEmail, { admin: true });
    const run = await grant([lostEmail, '--revoke'], {
      ...emulatorEnv,
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:9',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `Removed the admin claim from ${lostEmail}, but could not update its team document`,
    );
  });

  it('says clearly when the account does not exist, and fails', async () => {
    const run = await grant(['nobody-here@example.com'], emulatorEnv);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('No account with the e-mail nobody-here@example.com');
    expect(run.stdout).toBe('');
  });

  it('says clearly when a real project has no credential, and fails', async () => {
    const run = await grant(['someone@example.com', '--project', 'youth-agra'], {});
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('set GOOGLE_APPLICATION_CREDENTIALS');
  });

  it('says clearly when the service-account key cannot be read', async () => {
    const run = await grant(['someone@example.com'], {
      GOOGLE_APPLICATION_CREDENTIALS: path.join(root, 'no-such-key.json'),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Cannot read the service-account key');
  });
});

describe('parseArgs', () => {
  it.each([
    [['a@b.org'], {}, { email: 'a@b.org', revoke: false, emulatorHost: undefined }],
    [
      ['a@b.org', '--revoke'],
      { FIREBASE_AUTH_EMULATOR_HOST: 'h:1' },
      { revoke: true, emulatorHost: 'h:1' },
    ],
    [['--emulator', 'a@b.org'], {}, { email: 'a@b.org', emulatorHost: DEFAULT_EMULATOR_HOST }],
    [['a@b.org', '--emulator', '127.0.0.1:19099'], {}, { emulatorHost: '127.0.0.1:19099' }],
    [['a@b.org', '--project', 'p1'], {}, { project: 'p1', emulatorHost: undefined }],
  ])('%j with %j', (argv, env, expected) => {
    expect(parseArgs(argv, env)).toMatchObject(expected);
  });

  it.each([
    [[]],
    [['not-an-email']],
    [['a@b.org', 'c@d.org']],
    [['a@b.org', '--project']],
    [['a@b.org', '--force']],
  ])('refuses %j', (argv) => {
    expect(() => parseArgs(argv, {})).toThrow();
  });
});
