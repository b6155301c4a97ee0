/**
 * What the app saves through its services survives a restart of the local backend: a new backend
 * process opened on the same data folder serves the same documents and files. Only for the local
 * stack (the official emulators keep data in memory), so skipped under `npm run test:emulators`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
} from 'firebase/firestore/lite';
import { startLocalBackend, type LocalBackend } from '../../local-backend/server';
import { firebaseSettings } from '../../src/services/firebaseConfig';
import { signIn, signOut } from '../../src/services/auth';
import { deleteImageByUrl, uploadImage } from '../../src/services/images';
import { memberImagePath } from '../../src/domain/storagePaths';
import { ADMIN, ensureTestAccounts } from './support/accounts';
import { Cleanup } from './support/cleanup';
import { DATA_DIR_VARIABLE } from './support/localBackend';
import { addMember, deleteMember } from '../../src/services/records';

const dataDir = process.env[DATA_DIR_VARIABLE];

describe.skipIf(!dataDir)('after the local backend restarts', () => {
  const settings = firebaseSettings(process.env);
  const cleanup = new Cleanup();
  let restarted: LocalBackend;

  beforeAll(async () => {
    await ensureTestAccounts();
    await signIn(ADMIN.email, ADMIN.password);
  });

  afterAll(async () => {
    await restarted?.close();
    await cleanup.run();
    await signOut();
  });

  it('serves the documents and files saved before', async () => {
    const member = {
      name: `Persisted ${Date.now()}`,
      role: 'Treasurer',
      startYear: 2019,
      endYear: 2021,
      imageUrl: '',
    };
    const id = cleanup.add(await addMember(member), deleteMember);
    const bytes = new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      ...Array.from({ length: 5000 }, (_, i) => i % 256),
    ]);
    const url = cleanup.add(
      await uploadImage(memberImagePath(Date.now()), new Blob([bytes], { type: 'image/jpeg' })),
      deleteImageByUrl,
    );

    // A second backend, started here on the same folder: it knows only what reached the disk.
    restarted = await startLocalBackend({
      firestorePort: 0,
      storagePort: 0,
      dataDir: dataDir!,
      projectId: settings.options.projectId,
      authEmulatorUrl: `http://${settings.emulators!.host}:${settings.emulators!.authPort}`,
      log: () => {},
    });

    const app = initializeApp(settings.options, 'restarted-backend');
    try {
      const db = getFirestore(app);
      connectFirestoreEmulator(db, '127.0.0.1', restarted.firestorePort);
      const docs = (await getDocs(collection(db, 'members'))).docs;
      expect(docs.find((d) => d.id === id)?.data()).toMatchObject(member);
    } finally {
      await deleteApp(app);
    }

    const fromRestarted = new URL(url);
    fromRestarted.port = String(restarted.storagePort);
    const response = await fetch(fromRestarted);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });
});
