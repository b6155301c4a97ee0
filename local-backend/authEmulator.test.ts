/**
 * The local backend with the real Firebase Auth emulator: accounts signed in through
 * firebase/auth, tokens checked against the emulator (admin claim, team documents, verified
 * addresses, disabled accounts).
 * Uses the emulator of the integration stack (FIREBASE_AUTH_EMULATOR_HOST); run on its own,
 * it starts one.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  setLogLevel,
} from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../scripts/stack';
import { LOCAL_REGISTRANT_TENANT } from '../src/domain/registration/registrantTenant';
import { InvalidTokenError, TokenVerifier } from './auth';
import { DEMO_PROJECT_ID } from '../src/services/firebaseConfig';
import { startLocalBackend, type LocalBackend } from './server';
import { claimingTenant } from '../tests/fixtures/forgedToken';
import { PNG_BYTES, codeOf, downloadUrlOf, errorOf } from './testSupport';
import { addStamped, stampedWrites } from './testStamps';

setLogLevel('silent');

let ownStack: Stack | undefined;
let authHost: string;
let projectId: string;
let backend: LocalBackend;
let dataDir: string;
const apps: FirebaseApp[] = [];
const run = `${process.pid}-${Date.now()}`;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'local-backend-auth-'));
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID;
  } else {
    ownStack = await startStack({
      ports: 'free',
      dataDir: path.join(dataDir, 'stack'),
      fresh: true,
      quiet: true,
      durable: false,
    });
    authHost = `127.0.0.1:${ownStack.authPort}`;
    projectId = ownStack.projectId;
  }
  backend = await startLocalBackend({
    firestorePort: 0,
    storagePort: 0,
    dataDir: path.join(dataDir, 'backend'),
    projectId,
    authEmulatorUrl: `http://${authHost}`,
    log: () => {},
  });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await backend?.close();
  await ownStack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Calls the emulator's admin REST API (the `Bearer owner` access every emulator grants). */
async function emulatorAdmin(method: string, body: object) {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/${method}`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as { localId?: string; error?: { message: string } };
  if (!response.ok) throw new Error(`${method}: ${json.error?.message}`);
  return json;
}

async function createAccount(name: string, claims: object) {
  const email = `${name}-${run}@example.com`;
  const password = `${name}-password`;
  const { localId } = await emulatorAdmin('accounts', { email, password });
  await emulatorAdmin('accounts:update', { localId, customAttributes: JSON.stringify(claims) });
  return { email, password, localId: localId as string };
}

/**
 * Writes documents past the rules with the `Bearer owner` access of Google's Firestore emulator
 * (here the local backend's). `fields` are plain strings, and `now` for the server's time.
 */
async function writeAsOwner(path: string, fields: Record<string, string>) {
  const documents = `projects/${projectId}/databases/(default)/documents`;
  const values = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      value === 'now' ? { timestampValue: new Date().toISOString() } : { stringValue: value },
    ]),
  );
  const response = await fetch(`http://127.0.0.1:${backend.firestorePort}/v1/${documents}:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      writes: [{ update: { name: `${documents}/${path}`, fields: values } }],
    }),
  });
  expect(response.status).toBe(200);
}

/** A Firebase app signed in as this account, its Firestore and Storage on the local backend. */
async function signedIn(account: { email: string; password: string }) {
  const app = initializeApp(
    { projectId, apiKey: 'demo-api-key', storageBucket: `${projectId}.appspot.com` },
    `auth-test-${apps.length}-${run}`,
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, account.email, account.password);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', backend.firestorePort);
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', backend.storagePort);
  return { db, storage, auth };
}

const gallery = (title: string) => ({
  title,
  imageUrl: downloadUrlOf(`gallery/gallery_1_${title}.png`, `${projectId}.appspot.com`),
  fileName: `gallery_1_${title}.png`,
  createdAt: new Date(),
});

describe('with the real Auth emulator', () => {
  it('lets an account with the admin claim write documents and files', async () => {
    const { db, storage } = await signedIn(await createAccount('admin', { admin: true }));
    await expect(addStamped(db, 'gallery', gallery('by-admin'))).resolves.toBeDefined();
    const upload = uploadBytes(ref(storage, 'gallery/gallery_1_by-admin.png'), PNG_BYTES, {
      contentType: 'image/png',
    });
    await expect(upload).resolves.toBeDefined();
  });

  it('lets an editor by team document write documents and files', async () => {
    const account = await createAccount('team-editor', {});
    await writeAsOwner(`team/${account.localId}`, {
      name: 'Volunteer',
      email: account.email,
      role: 'editor',
      addedBy: 'someone',
      addedAt: 'now',
    });
    const { db, storage } = await signedIn(account);
    const entry = { ...gallery('by-team-editor'), createdBy: account.localId };
    await expect(addStamped(db, 'gallery', entry)).resolves.toBeDefined();
    const upload = uploadBytes(ref(storage, 'gallery/gallery_1_by-team-editor.png'), PNG_BYTES, {
      contentType: 'image/png',
    });
    await expect(upload).resolves.toBeDefined();
  });

  it('counts an address verified only once a token issued after the verification says so', async () => {
    const account = await createAccount('invitee', {});
    await writeAsOwner(`invites/${account.email}`, {
      name: 'Invitee',
      role: 'editor',
      invitedBy: 'someone',
      createdAt: 'now',
    });
    const { db, auth } = await signedIn(account);
    const invitation = () => getDoc(doc(db, 'invites', account.email));
    expect(await codeOf(invitation())).toBe('permission-denied');
    // The link of the verification e-mail is opened: the account is verified, the token is not.
    await emulatorAdmin('accounts:update', { localId: account.localId, emailVerified: true });
    expect(await codeOf(invitation())).toBe('permission-denied');
    await auth.currentUser?.getIdToken(true);
    expect((await invitation()).get('role')).toBe('editor');
  });

  it('refuses a signed-in account without the claim or a team document', async () => {
    const { db, storage } = await signedIn(await createAccount('editor', {}));
    const refused = await errorOf(addStamped(db, 'gallery', gallery('by-editor')));
    expect([refused.code, refused.message]).toEqual([
      'permission-denied',
      expect.stringContaining("only the site's team writes its content (create of gallery/"),
    ]);
    const upload = uploadBytes(ref(storage, 'gallery/gallery_1_by-editor.png'), PNG_BYTES, {
      contentType: 'image/png',
    });
    expect(await codeOf(upload)).toBe('storage/unauthorized');
  });

  it('refuses the token of an account disabled after it signed in', async () => {
    const account = await createAccount('disabled', { admin: true });
    const { db } = await signedIn(account);
    await emulatorAdmin('accounts:update', { localId: account.localId, disableUser: true });
    expect(await codeOf(addStamped(db, 'gallery', gallery('by-disabled')))).toBe('unauthenticated');
  });
});

describe('identity checks with the real Auth emulator', () => {
  /** A fresh ID token of the account, from the emulator's REST sign-in. */
  async function idTokenOf(account: { email: string; password: string }): Promise<string> {
    const response = await fetch(
      `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...account, returnSecureToken: true }),
      },
    );
    return ((await response.json()) as { idToken: string }).idToken;
  }

  /** The same unsigned token with some claims changed, as anyone could make it. */
  function forged(token: string, changes: Record<string, unknown>): string {
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const changed = Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url');
    return `${header}.${changed}.`;
  }

  /** Creates a member with the token, through the REST API, stamped; its status and answer. */
  async function commitAs(token: string, name: string) {
    const documents = `projects/${projectId}/databases/(default)/documents`;
    const response = await fetch(
      `http://127.0.0.1:${backend.firestorePort}/v1/${documents}:commit`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          writes: stampedWrites(
            [
              {
                update: {
                  name: `${documents}/members/${name}-${run}`,
                  fields: {
                    name: { stringValue: name },
                    role: { stringValue: 'Member' },
                    createdAt: { stringValue: new Date().toISOString() },
                  },
                },
              },
            ],
            projectId,
          ),
        }),
      },
    );
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it('takes the admin claim from the account: a token that adds it is refused', async () => {
    const token = await idTokenOf(await createAccount('self-promoted', {}));
    const answer = await commitAs(forged(token, { admin: true }), 'self-promoted');
    expect(answer.status).toBe(403);
  });

  it('refuses a token whose user_id is another account’s', async () => {
    const victim = await createAccount('victim', { admin: true });
    const token = await idTokenOf(await createAccount('impostor', {}));
    const answer = await commitAs(
      forged(token, { user_id: victim.localId, admin: true }),
      'impostor',
    );
    expect(answer.status).toBe(401);
  });

  it('refuses an administrator at once once the account is disabled, even right after a write', async () => {
    const account = await createAccount('disabled-now', { admin: true });
    const token = await idTokenOf(account);
    expect((await commitAs(token, 'before-disable')).status).toBe(200);
    await emulatorAdmin('accounts:update', { localId: account.localId, disableUser: true });
    expect((await commitAs(token, 'after-disable')).status).toBe(401);
  });
});

describe("a tenant's accounts", () => {
  /** An account of `tenant` signed in by the link the emulator would have e-mailed: its token. */
  async function tenantToken(tenant: string, name: string): Promise<string> {
    const email = `${name}-${run}@example.com`;
    const identity = `http://${authHost}/identitytoolkit.googleapis.com/v1`;
    const post = async (url: string, body: object) =>
      (await (
        await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as Record<string, unknown>;
    await post(`${identity}/accounts:sendOobCode?key=k`, {
      tenantId: tenant,
      requestType: 'EMAIL_SIGNIN',
      email,
      continueUrl: 'http://127.0.0.1/register',
    });
    const { oobCodes = [] } = (await (
      await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/tenants/${tenant}/oobCodes`)
    ).json()) as { oobCodes?: { email: string; oobCode: string }[] };
    const code = oobCodes.findLast((c) => c.email === email)?.oobCode;
    const signedIn = await post(`${identity}/accounts:signInWithEmailLink?key=k`, {
      tenantId: tenant,
      email,
      oobCode: code,
    });
    return String(signedIn.idToken);
  }

  it("reads the tenant from the token's firebase.tenant, the account found in that tenant", async () => {
    const verifier = new TokenVerifier(projectId, `http://${authHost}`);
    const caller = await verifier.verify(await tenantToken(LOCAL_REGISTRANT_TENANT, 'parent'));
    expect(caller).toMatchObject({ tenant: LOCAL_REGISTRANT_TENANT, emailVerified: true });
    const project = await createAccount('no-tenant', {});
    const { auth } = await signedIn(project);
    const projectCaller = await verifier.verify(await auth.currentUser!.getIdToken());
    expect(projectCaller.tenant).toBeUndefined();
  });

  it("refuses a token written to claim a tenant for an account that is not the tenant's", async () => {
    const verifier = new TokenVerifier(projectId, `http://${authHost}`);
    const project = await createAccount('claims-tenant', {});
    const { auth } = await signedIn(project);
    const token = await auth.currentUser!.getIdToken();
    for (const tenant of [LOCAL_REGISTRANT_TENANT, 'other-tenant'])
      await expect(verifier.verify(claimingTenant(token, tenant))).rejects.toBeInstanceOf(
        InvalidTokenError,
      );
    // And another tenant's account does not pass for the registrants'.
    const other = await verifier.verify(await tenantToken('other-tenant', 'elsewhere'));
    expect(other.tenant).toBe('other-tenant');
  });
});
