/**
 * `npm run admin:grant` against the Auth emulator of the test stack (the global setup exports
 * FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT): the command is run as a person would run it,
 * and its effect is read back from the emulator and from a fresh ID token.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMULATOR_HOST, parseArgs } from '../../scripts/grant-admin';

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
      ['--import', 'tsx', 'scripts/grant-admin.ts', ...args],
      { cwd: root, env: { PATH: process.env.PATH, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const emulatorEnv = { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, GCLOUD_PROJECT: projectId };

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
