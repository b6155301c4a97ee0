/**
 * `npm run prune-accounts` against the test stack's Auth emulator and local backend (the global
 * setup exports FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST and GCLOUD_PROJECT). The
 * accounts it should judge are imported as a month old (the emulator takes an account's creation
 * and last sign-in times on import); everything the other test files create is recent, which the
 * prune keeps, so they are left alone. Their documents are written past the rules with the
 * emulators' owner access, as the site would have written them.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCOUNTS_PER_PAGE,
  describeReport,
  parseArgs,
  pruneAccounts,
} from '../../scripts/pruneAccounts';
import { DEFAULT_EMULATOR_HOST } from '../../scripts/openProject';
import { NOTICE_VERSION } from '../../src/domain/registration/notice';
import { LOCAL_REGISTRANT_TENANT } from '../../src/domain/registration/registrantTenant';
import {
  REGISTRATIONS,
  expiryOf,
  newRegistrationId,
} from '../../src/domain/registration/registrations';
import { ADMIN, EDITOR, VOLUNTEER, authAsOwner } from './support/accounts';
import { Cleanup } from './support/cleanup';

const root = path.resolve(import.meta.dirname, '../..');
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '';
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-youth-commission';
const emulatorEnv = {
  FIREBASE_AUTH_EMULATOR_HOST: authHost,
  FIRESTORE_EMULATOR_HOST: firestoreHost,
  GCLOUD_PROJECT: projectId,
};
const database = `projects/${projectId}/databases/(default)/documents`;
const documents = `http://${firestoreHost}/v1/${database}`;

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the command in a child process with exactly this environment, as a person would. */
function prune(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/pruneAccounts.ts', ...args],
      { cwd: root, env: { PATH: process.env.PATH, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

// --- Accounts -----------------------------------------------------------------------------------

const A_MONTH_AGO = String(Date.now() - 30 * 24 * 60 * 60 * 1000);

interface ImportedAccount {
  localId: string;
  email: string;
  /** A password account (the team's); without one, an account made by an e-mail link. */
  rawPassword?: string;
  customAttributes?: string;
}

/**
 * Imports accounts last active a month ago, a thousand at a time (the API's most): the
 * project's own, or with `tenant` the registrants' tenant's (a parent's).
 */
async function importOldAccounts(accounts: readonly ImportedAccount[], tenant?: string) {
  const inTenant = tenant ? { tenantId: tenant } : {};
  for (let start = 0; start < accounts.length; start += 1000) {
    const users = accounts.slice(start, start + 1000).map((account) => ({
      ...account,
      emailVerified: true,
      createdAt: A_MONTH_AGO,
      lastLoginAt: A_MONTH_AGO,
    }));
    const { error = [] } = await authAsOwner<{ error?: unknown[] }>('accounts:batchCreate', {
      ...inTenant,
      users,
    });
    expect(error).toEqual([]);
  }
  cleanup.add(
    accounts.map((account) => account.localId),
    async (localIds) => {
      for (let start = 0; start < localIds.length; start += 1000)
        await authAsOwner('accounts:batchDelete', {
          ...inTenant,
          localIds: localIds.slice(start, start + 1000),
          force: true,
        });
    },
  );
}

/** The uids among these that still have an account (of the project, or of `tenant`). */
async function existing(localIds: readonly string[], tenant?: string): Promise<string[]> {
  const { users = [] } = await authAsOwner<{ users?: { localId: string }[] }>('accounts:lookup', {
    ...(tenant ? { tenantId: tenant } : {}),
    localId: localIds,
  });
  return users.map((user) => user.localId).sort();
}

/**
 * Signs someone in by the link the emulator would have e-mailed: an account made just now, or,
 * for an address that has one, that account signed in again. In the project, or in `tenant`.
 */
async function signInByEmailLink(email: string, tenant?: string): Promise<string> {
  const inTenant = tenant ? { tenantId: tenant } : {};
  const identity = `http://${authHost}/identitytoolkit.googleapis.com/v1`;
  const post = async <T>(url: string, body: object): Promise<T> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  await post(`${identity}/accounts:sendOobCode?key=demo-api-key`, {
    ...inTenant,
    requestType: 'EMAIL_SIGNIN',
    email,
    continueUrl: 'http://127.0.0.1:5173/my-registrations',
    canHandleCodeInApp: true,
  });
  const links = (await (
    await fetch(
      `http://${authHost}/emulator/v1/projects/${projectId}${tenant ? `/tenants/${tenant}` : ''}/oobCodes`,
    )
  ).json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  const link = links.oobCodes.findLast(
    (code) => code.email === email && code.requestType === 'EMAIL_SIGNIN',
  );
  if (!link) throw new Error(`No sign-in link was sent to ${email}`);
  const { localId, isNewUser } = await post<{ localId: string; isNewUser: boolean }>(
    `${identity}/accounts:signInWithEmailLink?key=demo-api-key`,
    { ...inTenant, email, oobCode: link.oobCode },
  );
  if (isNewUser)
    cleanup.add(localId, (id) => authAsOwner('accounts:delete', { ...inTenant, localId: id }));
  return localId;
}

// --- Documents ----------------------------------------------------------------------------------

type Value =
  | { stringValue: string }
  | { nullValue: null }
  | { timestampValue: string }
  | { mapValue: { fields: Record<string, Value> } };

const text = (value: string): Value => ({ stringValue: value });

/** Writes documents past the rules (the emulators' owner access), 500 to a commit. */
async function store(docs: readonly { path: string; fields: Record<string, Value> }[]) {
  const commit = async (writes: object[]) => {
    const response = await fetch(`${documents}:commit`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) throw new Error(`commit: ${response.status} ${await response.text()}`);
  };
  for (let start = 0; start < docs.length; start += 500)
    await commit(
      docs.slice(start, start + 500).map(({ path: docPath, fields }) => ({
        update: { name: `${database}/${docPath}`, fields },
      })),
    );
  cleanup.add(
    docs.map((doc) => `${database}/${doc.path}`),
    async (names) => {
      for (let start = 0; start < names.length; start += 500)
        await commit(names.slice(start, start + 500).map((name) => ({ delete: name })));
    },
  );
}

const PROGRAMME = 'prune-accounts-camp';

/** A registration as a parent's account makes it for their child, whole. */
function registration(account: string, email: string) {
  const child = { name: 'Asha Verma', dob: '2011-04-09' };
  return {
    path: `${REGISTRATIONS}/${newRegistrationId(PROGRAMME)}`,
    fields: {
      programmeId: text(PROGRAMME),
      account: text(account),
      email: text(email),
      name: text(child.name),
      dob: text(child.dob),
      phone: text('+91 98765 43210'),
      parish: text('St Peter, Agra'),
      deanery: text('Agra City'),
      emergencyName: text('Ravi Verma'),
      emergencyPhone: text('+91 98765 43211'),
      answers: { mapValue: { fields: {} } },
      health: text(''),
      consent: text('guardian'),
      noticeVersion: text(NOTICE_VERSION),
      noticeLanguage: text('en'),
      createdAt: { timestampValue: new Date().toISOString() },
      status: text('confirmed'),
      waitNumber: { nullValue: null },
      cancelReason: text(''),
      arrivedAt: { nullValue: null },
      addedBy: text(''),
      expiresAt: { timestampValue: (expiryOf('2027-05-01') as Date).toISOString() },
    } satisfies Record<string, Value>,
  };
}

// --- The tests ----------------------------------------------------------------------------------

describe('npm run prune-accounts', () => {
  it('deletes only the account with no registration, team place, claim, invitation or recent sign-in; a dry run deletes nothing', async () => {
    const run = Date.now();
    const email = (who: string) => `prune-${who}-${run}@example.com`;
    const uid = (who: string) => `prune-${who}-${run}`;
    await importOldAccounts([
      { localId: uid('parent'), email: email('parent') },
      { localId: uid('gone'), email: email('gone') },
      { localId: uid('member'), email: email('member'), rawPassword: 'member-password' },
      {
        localId: uid('owner'),
        email: email('owner'),
        rawPassword: 'owner-password',
        customAttributes: JSON.stringify({ admin: true }),
      },
      { localId: uid('invitee'), email: email('invitee'), rawPassword: 'invitee-password' },
    ]);
    await store([
      registration(uid('parent'), email('parent')),
      {
        path: `team/${uid('member')}`,
        fields: {
          name: text('Member'),
          email: text(email('member')),
          role: text('editor'),
          addedBy: text('an-owner'),
          addedAt: { timestampValue: '2026-01-01T00:00:00.000Z' },
        },
      },
      {
        path: `invites/${email('invitee')}`,
        fields: {
          name: text('Invitee'),
          role: text('editor'),
          invitedBy: text('an-owner'),
          createdAt: { timestampValue: new Date().toISOString() },
        },
      },
    ]);
    const recent = await signInByEmailLink(email('recent'));
    const everyone = [...['parent', 'gone', 'member', 'owner', 'invitee'].map(uid), recent].sort();
    expect(await existing(everyone)).toEqual(everyone);

    const dryRun = await prune(['--dry-run'], emulatorEnv);
    expect(dryRun.stderr).toBe('');
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toContain(
      'Would delete 1 account with no registration left (a dry run: nothing was deleted).',
    );
    // Counts only: no address and no id of anyone.
    for (const who of [...everyone, ...['parent', 'gone', 'member', 'recent'].map(email)])
      expect(dryRun.stdout).not.toContain(who);
    expect(await existing(everyone)).toEqual(everyone);

    const report = await pruneAccounts(
      { dryRun: false, emulatorHost: authHost, tenant: LOCAL_REGISTRANT_TENANT },
      emulatorEnv,
    );
    expect(report.deleted).toBe(1);
    expect(report.failures).toEqual({});
    expect(await existing(everyone)).toEqual(everyone.filter((id) => id !== uid('gone')));
    // The seeded accounts of the other tests stay: the owner by the claim, the volunteer and
    // the editor, both recent.
    const { users = [] } = await authAsOwner<{ users?: unknown[] }>('accounts:lookup', {
      email: [ADMIN.email, VOLUNTEER.email, EDITOR.email],
    });
    expect(users).toHaveLength(3);
    // Read: the registrations of the two accounts only a registration could keep, one billed
    // read each; the team and the invitations once.
    expect(report.checked).toBe(2);
    expect(report.reads.registrations).toBe(2);
    expect(report.kept.registered).toBe(1);
    expect(report.kept.team).toBeGreaterThanOrEqual(1);
    expect(report.kept.admin).toBeGreaterThanOrEqual(2);
    expect(report.kept.invited).toBe(1);
    expect(report.kept.active).toBeGreaterThanOrEqual(1);

    // Nothing left to delete the next night.
    const again = await prune([], emulatorEnv);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Deleted 0 accounts with no registration left.');
  });

  it('deletes nothing, and fails saying why, when it cannot read Firestore', async () => {
    const lonely = `prune-lonely-${Date.now()}`;
    await importOldAccounts([{ localId: lonely, email: `${lonely}@example.com` }]);
    const run = await prune([], { ...emulatorEnv, FIRESTORE_EMULATOR_HOST: '127.0.0.1:9' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Cannot reach Firestore to read the (team|invitations)/);
    expect(run.stdout).toBe('');
    expect(await existing([lonely])).toEqual([lonely]);
  });

  it(
    'reads the accounts a page at a time and each account checked costs one read, whatever it holds',
    { timeout: 180_000 },
    async () => {
      const run = Date.now();
      const total = 2 * ACCOUNTS_PER_PAGE + 100;
      const accounts = Array.from({ length: total }, (_, i) => ({
        localId: `prune-many-${run}-${String(i).padStart(4, '0')}`,
        email: `prune-many-${run}-${i}@example.com`,
      }));
      await importOldAccounts(accounts);
      // Every other account registered, and a few of those twice (two programmes), which must
      // not cost more reads.
      const registered = accounts.filter((_, i) => i % 2 === 0);
      await store([
        ...registered.map((account) => registration(account.localId, account.email)),
        ...registered.slice(0, 50).map((account) => {
          const second = registration(account.localId, account.email);
          return {
            path: `${REGISTRATIONS}/second-${account.localId}`,
            fields: { ...second.fields, programmeId: text(`${PROGRAMME}-2`) },
          };
        }),
      ]);

      const started = performance.now();
      const report = await pruneAccounts(
        { dryRun: false, emulatorHost: authHost, tenant: LOCAL_REGISTRANT_TENANT },
        emulatorEnv,
      );
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `pruned ${report.accounts} accounts in ${seconds.toFixed(1)} s: ${describeReport(report).join(' ')}`,
      );
      expect(report.pages).toBeGreaterThanOrEqual(3);
      expect(report.accounts).toBeGreaterThanOrEqual(total);
      expect(report.checked).toBe(total);
      expect(report.reads.registrations).toBe(total);
      expect(report.kept.registered).toBe(registered.length);
      expect(report.deleted).toBe(total - registered.length);
      const left = await existing(accounts.slice(0, 100).map((account) => account.localId));
      expect(left).toEqual(registered.filter((_, i) => i < 50).map((account) => account.localId));
    },
  );

  it("prunes the registrants' tenant too: a parent's account with a registration stays, one without goes", async () => {
    const run = Date.now();
    const parent = { localId: `prune-t-parent-${run}`, email: `prune-t-parent-${run}@example.com` };
    const done = { localId: `prune-t-done-${run}`, email: `prune-t-done-${run}@example.com` };
    await importOldAccounts([parent, done], LOCAL_REGISTRANT_TENANT);
    await store([registration(parent.localId, parent.email)]);
    const report = await pruneAccounts(
      { dryRun: false, emulatorHost: authHost, tenant: LOCAL_REGISTRANT_TENANT },
      emulatorEnv,
    );
    expect(report.registrants).toBeGreaterThanOrEqual(2);
    expect(await existing([parent.localId, done.localId], LOCAL_REGISTRANT_TENANT)).toEqual([
      parent.localId,
    ]);
  });

  it('keeps the account of a parent who signs in and registers while their page is checked', async () => {
    const run = Date.now();
    const parent = { localId: `prune-race-${run}`, email: `prune-race-${run}@example.com` };
    await importOldAccounts([parent], LOCAL_REGISTRANT_TENANT);
    let registeredMeanwhile = false;
    const report = await pruneAccounts(
      { dryRun: false, emulatorHost: authHost, tenant: LOCAL_REGISTRANT_TENANT },
      emulatorEnv,
      {
        // Listed as a month idle and found with no registration, the parent opens a new link
        // (the same account) and registers their child before the page's deletion.
        afterRegistrationsRead: async (toDelete) => {
          if (registeredMeanwhile || !toDelete.includes(parent.localId)) return;
          registeredMeanwhile = true;
          expect(await signInByEmailLink(parent.email, LOCAL_REGISTRANT_TENANT)).toBe(
            parent.localId,
          );
          await store([registration(parent.localId, parent.email)]);
        },
      },
    );
    expect(registeredMeanwhile).toBe(true);
    expect(report.failures).toEqual({});
    expect(await existing([parent.localId], LOCAL_REGISTRANT_TENANT)).toEqual([parent.localId]);
  });

  it('says what to do when the project is not named, and fails', async () => {
    const run = await prune([], {});
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Name the project whose accounts to prune (--project <id>)');
  });
});

describe('parseArgs', () => {
  it.each([
    [
      ['--project', 'youth-agra', '--tenant', 'registrants-ab12c'],
      {},
      {
        dryRun: false,
        project: 'youth-agra',
        emulatorHost: undefined,
        tenant: 'registrants-ab12c',
      },
    ],
    [
      ['--dry-run', '--project', 'p'],
      { VITE_REGISTRANT_TENANT: 'registrants-x1y2z' },
      { dryRun: true, project: 'p', tenant: 'registrants-x1y2z' },
    ],
    [['--emulator'], {}, { emulatorHost: DEFAULT_EMULATOR_HOST, tenant: LOCAL_REGISTRANT_TENANT }],
    [
      ['--emulator', '127.0.0.1:19099', '--dry-run'],
      {},
      { emulatorHost: '127.0.0.1:19099', dryRun: true },
    ],
    [[], { FIREBASE_AUTH_EMULATOR_HOST: 'h:1' }, { emulatorHost: 'h:1' }],
  ])('%j with %j', (argv, env, expected) => {
    expect(parseArgs(argv, env)).toMatchObject(expected);
  });

  it.each([
    [[]],
    [['--project']],
    [['--project', 'p', '--force']],
    [['someone@example.org']],
    // A real project without the registrants' tenant would never prune the public's accounts.
    [['--project', 'p']],
    [['--project', 'p', '--tenant']],
  ])('refuses %j', (argv) => {
    expect(() => parseArgs(argv, {})).toThrow();
  });
});
