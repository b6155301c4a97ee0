/**
 * The local backend with the real Firebase Auth emulator: accounts signed in through
 * firebase/auth, tokens checked against the emulator (admin claim, disabled accounts).
 * Uses the emulator of the integration stack (FIREBASE_AUTH_EMULATOR_HOST); run on its own,
 * it starts one.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  getFirestore,
  setLogLevel,
} from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../scripts/stack';
import { DEMO_PROJECT_ID } from '../src/services/firebaseConfig';
import { startLocalBackend, type LocalBackend } from './server';
import { PNG_BYTES } from './testSupport';

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
}, 60_000);

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
  return { db, storage };
}

const gallery = (title: string) => ({
  title,
  imageUrl: `http://img/${title}.png`,
  fileName: `${title}.png`,
  createdAt: new Date(),
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code: string }).code;
  }
  return 'no error';
}

describe('with the real Auth emulator', () => {
  it('lets an account with the admin claim write documents and files', async () => {
    const { db, storage } = await signedIn(await createAccount('admin', { admin: true }));
    await expect(addDoc(collection(db, 'gallery'), gallery('by-admin'))).resolves.toBeDefined();
    const upload = uploadBytes(ref(storage, 'gallery/by-admin.png'), PNG_BYTES, {
      contentType: 'image/png',
    });
    await expect(upload).resolves.toBeDefined();
  });

  it('refuses a signed-in account without the claim', async () => {
    const { db, storage } = await signedIn(await createAccount('editor', {}));
    expect(await codeOf(addDoc(collection(db, 'gallery'), gallery('by-editor')))).toBe(
      'permission-denied',
    );
    const upload = uploadBytes(ref(storage, 'gallery/by-editor.png'), PNG_BYTES, {
      contentType: 'image/png',
    });
    expect(await codeOf(upload)).toBe('storage/unauthorized');
  });

  it('refuses the token of an account disabled after it signed in', async () => {
    const account = await createAccount('disabled', { admin: true });
    const { db } = await signedIn(account);
    await emulatorAdmin('accounts:update', { localId: account.localId, disableUser: true });
    expect(await codeOf(addDoc(collection(db, 'gallery'), gallery('by-disabled')))).toBe(
      'unauthenticated',
    );
  });
});
