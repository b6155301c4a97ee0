/**
 * A commit is judged once per document, as Firestore evaluates the security rules: against the
 * document as stored before the commit and as all of the commit's writes leave it. Through the
 * real SDK, signed in as the admin: a batch that deletes a member and sets the very same fields
 * again is an update whose updatedAt did not change, and is refused, although each of its writes
 * alone (a delete, then a create with old stamps) would pass.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getFirestore,
  setDoc,
  setLogLevel,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { firebaseSettings } from '../../src/services/firebaseConfig';
import { GOOD } from '../fixtures/documents';
import { ADMIN } from './support/accounts';
import { Cleanup } from './support/cleanup';

const settings = firebaseSettings(process.env);
const cleanup = new Cleanup();
let app: FirebaseApp;
let db: Firestore;

/** A member stored long ago: both stamps are far behind the server's clock. */
const STORED_MEMBER = {
  ...GOOD.members,
  createdAt: '2024-01-15T10:00:00.000Z',
  updatedAt: '2024-02-20T09:30:00.000Z',
};

beforeAll(async () => {
  setLogLevel('silent');
  const emulators = settings.emulators;
  if (!emulators) throw new Error('The integration tests need VITE_USE_EMULATORS=true');
  app = initializeApp(settings.options, `commit-per-document-${Date.now()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${emulators.host}:${emulators.authPort}`, {
    disableWarnings: true,
  });
  await signInWithEmailAndPassword(auth, ADMIN.email, ADMIN.password);
  db = getFirestore(app);
  connectFirestoreEmulator(db, emulators.host, emulators.firestorePort);
});

afterEach(() => cleanup.run());

afterAll(async () => {
  await deleteApp(app);
  setLogLevel('warn');
});

/** A new member document, removed after the test. */
function newMember() {
  const ref = doc(db, 'members', `commit-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  return cleanup.add(ref, (r) => deleteDoc(r));
}

/** The document as the REST API returns it: its fields, createTime and updateTime. */
async function stored(id: string): Promise<unknown> {
  const { host, firestorePort } = settings.emulators!;
  const url = `http://${host}:${firestorePort}/v1/projects/${settings.options.projectId}/databases/(default)/documents/members/${id}`;
  return (await fetch(url)).json();
}

describe('a commit is judged per document, against the state before it', () => {
  it('refuses a batch that deletes a stored member and sets the same fields again (an update whose updatedAt did not change)', async () => {
    const ref = newMember();
    await setDoc(ref, STORED_MEMBER);
    const before = await stored(ref.id);

    const batch = writeBatch(db);
    batch.delete(ref);
    batch.set(ref, STORED_MEMBER);
    const error = await batch.commit().then(
      () => null,
      (e: unknown) => e as { code: string },
    );

    expect(error?.code).toBe('permission-denied');
    expect((await getDoc(ref)).data()).toEqual(STORED_MEMBER);
    expect(await stored(ref.id)).toEqual(before);
  });

  it('allows the same batch when the set gives a new updatedAt', async () => {
    const ref = newMember();
    await setDoc(ref, STORED_MEMBER);
    const renewed = { ...STORED_MEMBER, name: 'Renewed', updatedAt: new Date().toISOString() };

    const batch = writeBatch(db);
    batch.delete(ref);
    batch.set(ref, renewed);
    await batch.commit();

    expect((await getDoc(ref)).data()).toEqual(renewed);
  });
});
