/**
 * Judge (b) of the rules table: the local backend, through the real Firebase SDKs. Every row of
 * tests/fixtures/roles.ts as its caller: an account of the Auth emulator with the caller's uid,
 * address, verification and claim; the row's stored documents written past the rules (the
 * `Bearer owner` door the local backend opens, as Google's emulator does); the row's commit,
 * read or file operation through the SDK; and then every document the commit names read back:
 * as the commit left it when allowed, as stored before when refused. Then bad inputs one by one,
 * with the backend's own messages. (On the official emulators the same table runs as
 * tests/rules/*; this file skips itself there, because byte sniffing and token checks are the
 * local backend's own.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  type Auth,
} from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import {
  connectStorageEmulator,
  deleteObject,
  getMetadata,
  getStorage,
  list,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
  type StorageReference,
} from 'firebase/storage';
import { firebaseSettings } from '../../src/services/firebaseConfig';
import { listMembers } from '../../src/services/members';
import { listMessages } from '../../src/services/messages';
import { listGallery } from '../../src/services/gallery';
import { listProgrammes } from '../../src/services/programmes';
import {
  BAD_PATHS,
  FOLDERS,
  GOOD,
  GOOD_PATHS,
  HOSTILE_TEXT,
  PUBLIC_COLLECTIONS,
  THIS_YEAR,
  USER_TEXT_FIELDS,
  chars,
  fileBytes,
  withServerTime,
  type FixtureDoc,
  type PublicCollection,
} from '../fixtures/documents';
import { CALLERS, CALLER_NAMES, type Account, type CallerName } from '../fixtures/callers';
import { OwnerDoor } from '../fixtures/firestoreRest';
import { uploadAsOwner } from '../fixtures/storageRest';
import { authAsOwner, ensureTenantAccount, lastSignInLink } from './support/accounts';
import {
  lastWrites,
  storedBefore,
  titleOf,
  verifyCommit,
  type ReadRow,
  type WriteRow,
} from '../fixtures/rows';
import { READ_ROWS, STORAGE_ROWS, WRITE_ROWS } from '../fixtures/roles';
import { VERIFY_ROWS } from '../fixtures/registrations';

const settings = firebaseSettings(process.env);
/** The official Emulator Suite (npm run test:emulators) is not the local backend. */
const onOfficialEmulators = Boolean(process.env.FIREBASE_EMULATOR_HUB);

/** Every caller's password: the accounts exist only in this run's Auth emulator. */
const PASSWORD = 'rules-table-password';

interface Client {
  app: FirebaseApp;
  db: Firestore;
  storage: FirebaseStorage;
  /** The current ID token (signed-in callers only). */
  idToken?: () => Promise<string>;
}

function emulators() {
  if (!settings.emulators) throw new Error('The integration tests need VITE_USE_EMULATORS=true');
  return settings.emulators;
}

/** The caller's account, with their uid, address, verification and claim exactly. */
async function ensureAccount(account: Account): Promise<void> {
  const found = await authAsOwner<{ users?: unknown[] }>('accounts:lookup', {
    localId: [account.uid],
  });
  if (!found.users?.length)
    await authAsOwner('accounts', {
      localId: account.uid,
      email: account.email,
      password: PASSWORD,
    });
  await authAsOwner('accounts:update', {
    localId: account.uid,
    email: account.email,
    password: PASSWORD,
    emailVerified: account.emailVerified,
    customAttributes: JSON.stringify(account.admin ? { admin: true } : {}),
  });
}

/**
 * Signs a tenant's account in as its people do: by the link e-mailed to its address (a
 * registrants' tenant allows nothing else), read from the emulator's list of links.
 */
async function signInToTenant(auth: Auth, account: Account & { tenant: string }) {
  auth.tenantId = account.tenant;
  await ensureTenantAccount(account.tenant, account);
  await sendSignInLinkToEmail(auth, account.email, {
    url: 'http://127.0.0.1/register',
    handleCodeInApp: true,
  });
  const { oobLink } = await lastSignInLink(account.email, account.tenant);
  return (await signInWithEmailLink(auth, account.email, oobLink)).user;
}

/** A Firebase app of its own for each caller, signed in as that caller. */
async function connect(name: CallerName): Promise<Client> {
  const { host, authPort, firestorePort, storagePort } = emulators();
  const app = initializeApp(settings.options, `rules-${name}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host, firestorePort);
  const storage = getStorage(app);
  connectStorageEmulator(storage, host, storagePort);
  const { account } = CALLERS[name];
  if (!account) return { app, db, storage };
  const { tenant } = account;
  if (tenant) {
    const user = await signInToTenant(auth, { ...account, tenant });
    return { app, db, storage, idToken: () => user.getIdToken() };
  }
  await ensureAccount(account);
  const { user } = await signInWithEmailAndPassword(auth, account.email, PASSWORD);
  return { app, db, storage, idToken: () => user.getIdToken() };
}

const clients = {} as Record<CallerName, Client>;
let owner: OwnerDoor;
/** The owner by the claim, who writes the bad inputs below. */
const admin = () => clients.ownerByClaim;

/** A table document as the SDK writes it: SERVER_TIME is serverTimestamp(). */
const sdkDoc = (data: FixtureDoc) => withServerTime(data, serverTimestamp);

/** A document as a commit that wrote it leaves it: SERVER_TIME is the commit's time. */
const asWritten = (data: FixtureDoc) =>
  withServerTime(
    data,
    () => expect.any(Date),
    () => expect.any(Date),
  );

/** The Firebase error code of a failed promise, or 'ok'. */
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

/** The error of a promise that must fail. */
async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('expected the request to be refused');
}

/** Only the row's documents stored: the caller's own and the row's. */
async function store(row: { caller: CallerName; stored: WriteRow['stored'] }) {
  await owner.clear();
  await owner.write(storedBefore(row));
}

/** The row's writes as one commit of the caller's client. */
function commit(row: WriteRow): Promise<void> {
  const { db } = clients[row.caller];
  const batch = writeBatch(db);
  for (const write of row.writes) {
    if ('delete' in write) batch.delete(doc(db, write.path));
    else batch.set(doc(db, write.path), sdkDoc(write.data));
  }
  return batch.commit();
}

function read(row: ReadRow): Promise<unknown> {
  const { db } = clients[row.caller];
  if ('get' in row.read) return getDoc(doc(db, row.read.get));
  const { list, where: only } = row.read;
  return getDocs(
    only ? query(collection(db, list), where(only.field, '==', only.equals)) : collection(db, list),
  );
}

/**
 * Uploads the way the app does (src/services/images.ts): uploadBytesResumable, which sends
 * small files in one multipart request and larger ones in resumable chunks.
 */
async function uploadBytes(
  target: StorageReference,
  bytes: Uint8Array,
  metadata: { contentType: string },
) {
  await uploadBytesResumable(target, bytes, metadata);
}

/** A file stored at `path` past the rules (the emulators' `Bearer owner` access), as a row's before. */
async function seedFile(path: string): Promise<void> {
  const { host, storagePort } = emulators();
  const answer = await uploadAsOwner(
    `http://${host}:${storagePort}`,
    settings.options.storageBucket,
    path,
    fileBytes('image/jpeg', 2048),
    'image/jpeg',
  );
  if (!answer.ok)
    throw new Error(`${path} could not be stored: ${answer.status} ${await answer.text()}`);
}

/** Whether a stored object exists, asked as the owner (files of the site's folders are public). */
const fileExists = async (path: string) =>
  (await outcome(getMetadata(ref(admin().storage, path)))) === 'ok';

/** Storage refuses a write with 403 (unauthorized) or, without a valid token, 401. */
const STORAGE_REFUSAL = /^storage\/(unauthorized|unauthenticated)$/;

let nextId = 0;
const newId = () => `bad-input-${Date.now()}-${nextId++}`;

/** A document stored past the rules under a new id. */
async function seedDoc(collectionName: string, data: FixtureDoc): Promise<string> {
  const id = newId();
  await owner.write({ [`${collectionName}/${id}`]: data });
  return id;
}

/** A document as stored, or undefined. */
const readDoc = async (collectionName: string, id: string) =>
  (await owner.read(`${collectionName}/${id}`)) ?? undefined;

describe.skipIf(onOfficialEmulators)('security rules on the local backend', () => {
  // Every refusal here is expected and asserted; the SDK would log each one as a warning.
  beforeAll(() => setLogLevel('silent'));
  afterAll(() => setLogLevel('warn'));

  beforeAll(async () => {
    const { host, firestorePort } = emulators();
    owner = new OwnerDoor(`http://${host}:${firestorePort}`, settings.options.projectId);
    for (const name of CALLER_NAMES) clients[name] = await connect(name);
  });

  afterAll(async () => {
    await owner.clear();
    await Promise.all(Object.values(clients).map((client) => deleteApp(client.app)));
  });

  describe('every write of the table', () => {
    it.each(WRITE_ROWS.map((r) => [r.expected, titleOf(r), r] as const))(
      '%s: %s',
      async (_expected, _title, row) => {
        await store(row);
        const before = storedBefore(row);
        // The SDK refuses some documents before sending them, by throwing at once.
        const result = await outcome(Promise.resolve().then(() => commit(row)));
        const written = [...lastWrites(row.writes)];
        const after = await Promise.all(written.map(([path]) => owner.read(path)));
        if (row.expected === 'allow') {
          expect(result).toBe('ok');
          expect(after).toEqual(written.map(([, data]) => (data ? asWritten(data) : null)));
        } else {
          expect(result).toBe(row.sdkRefuses ? 'invalid-argument' : 'permission-denied');
          expect(after).toEqual(written.map(([path]) => before[path] ?? null));
        }
      },
    );
  });

  describe('every read of the table', () => {
    it.each(READ_ROWS.map((r) => [r.expected, titleOf(r), r] as const))(
      '%s: %s',
      async (_expected, _title, row) => {
        await store(row);
        expect(await outcome(read(row))).toBe(
          row.expected === 'allow' ? 'ok' : 'permission-denied',
        );
      },
    );
  });

  // The SDK sends a verify only for a document its transaction read, so a bare one goes over
  // REST, with the caller's ID token, as a script would send it.
  describe('every verify of the table: judged as a read, before its precondition', () => {
    it.each(VERIFY_ROWS.map((r) => [r.expected, titleOf(r), r] as const))(
      '%s: %s',
      async (_expected, _title, row) => {
        await store(row);
        const { host, firestorePort } = emulators();
        const root = `projects/${settings.options.projectId}/databases/(default)/documents`;
        const token = await clients[row.caller].idToken?.();
        const response = await fetch(`http://${host}:${firestorePort}/v1/${root}:commit`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(verifyCommit(row, root)),
        });
        expect(response.status).toBe(row.expected === 'allow' ? 200 : 403);
      },
    );
  });

  describe('every upload and deletion of the table', () => {
    // Files under names no upload may have (older names) are stored past the rules first.
    it.each(STORAGE_ROWS.map((r) => [r.expected, titleOf(r), r] as const))(
      '%s: %s',
      async (_expected, _title, row) => {
        await store(row);
        if (row.existing) {
          // The file stored before, past the rules (outside the site's folders none is needed:
          // the path alone refuses the deletion).
          await deleteObject(ref(admin().storage, row.path)).catch(() => undefined);
          if (!(BAD_PATHS as readonly string[]).includes(row.path)) await seedFile(row.path);
        }
        const target = ref(clients[row.caller].storage, row.path);
        const existedBefore = await fileExists(row.path);
        const result = await outcome(
          'delete' in row.write
            ? deleteObject(target)
            : uploadBytes(target, fileBytes(row.write.upload.contentType, row.write.upload.size), {
                contentType: row.write.upload.contentType,
              }),
        );
        if (row.expected === 'allow') {
          expect(result).toBe('ok');
          if ('delete' in row.write) expect(await fileExists(row.path)).toBe(false);
          else {
            const metadata = await getMetadata(target);
            expect([metadata.size, metadata.contentType]).toEqual([
              row.write.upload.size,
              row.write.upload.contentType,
            ]);
          }
        } else {
          expect(result).toMatch(STORAGE_REFUSAL);
          // A stored file stays as it was; outside the site's folders even reads are refused.
          if (existedBefore)
            expect((await getMetadata(ref(admin().storage, row.path))).size).toBe(2048);
          else expect(await fileExists(row.path)).toBe(false);
        }
        await deleteObject(ref(admin().storage, row.path)).catch(() => undefined);
      },
    );
  });

  describe.each(CALLER_NAMES)('%s', (name) => {
    const client = () => clients[name];

    it.each(GOOD_PATHS)('reads %s', async (path) => {
      await store({ caller: 'ownerByClaim', stored: {} });
      await seedFile(path);
      expect((await getMetadata(ref(client().storage, path))).size).toBe(2048);
      await deleteObject(ref(admin().storage, path));
    });

    it.each(FOLDERS)('cannot list %s', async (folder) => {
      expect(await outcome(list(ref(client().storage, folder)))).toMatch(STORAGE_REFUSAL);
    });

    it.each(BAD_PATHS)('cannot upload to, read or delete %s', async (path) => {
      const target = ref(client().storage, path);
      const bytes = fileBytes('image/jpeg', 2048);
      expect(await outcome(uploadBytes(target, bytes, { contentType: 'image/jpeg' }))).toMatch(
        STORAGE_REFUSAL,
      );
      expect(await outcome(getMetadata(target))).toMatch(STORAGE_REFUSAL);
      expect(await outcome(deleteObject(target))).toMatch(STORAGE_REFUSAL);
    });
  });

  describe('bad inputs: a clear error and nothing changed', () => {
    it.each(PUBLIC_COLLECTIONS)(
      'HTML and script in every text field of %s are stored and read back as the same text',
      async (collection) => {
        const hostile = { ...GOOD[collection] };
        for (const field of USER_TEXT_FIELDS[collection])
          hostile[field] = field === 'year' ? '<b>2024</b>' : `${HOSTILE_TEXT} ${field}`;
        const id = await seedDoc(collection, hostile);
        expect(await readDoc(collection, id)).toEqual(hostile);

        // The app's own services hand the same text to the pages (React renders it as text).
        const listed = await listedByTheApp(collection);
        const mine = listed.find((item) => item.id === id);
        for (const field of USER_TEXT_FIELDS[collection])
          expect(mine?.[field as keyof typeof mine], field).toBe(hostile[field]);
      },
    );

    it('a 1 MB message', async () => {
      const id = newId();
      const data = { ...GOOD.bishopMessages, fullMessage: chars(1_000_000) };
      const error = await failure(setDoc(doc(admin().db, 'bishopMessages', id), data));
      expect(error.code).toBe('permission-denied');
      expect(error.message).toMatch(/fullMessage must be at most 20000 characters/);
      expect(await readDoc('bishopMessages', id)).toBeUndefined();
    });

    it.each([
      ['start year after end year', 2024, 2022, /startYear <= endYear/],
      ['a start year before 1900', 1899, 2000, /1900 <= startYear/],
      ['an end year beyond this year + 10', 2020, THIS_YEAR + 11, /endYear <= /],
    ])('%s', async (_label, startYear, endYear, reason) => {
      const id = await seedDoc('members', GOOD.members);
      const edit = { ...GOOD.members, startYear, endYear, updatedAt: '2025-01-01T00:00:00.000Z' };
      const error = await failure(setDoc(doc(admin().db, 'members', id), edit));
      expect(error.code).toBe('permission-denied');
      expect(error.message).toMatch(reason);
      expect(await readDoc('members', id)).toEqual(GOOD.members);
    });

    it('a missing field', async () => {
      const id = newId();
      const nameless: FixtureDoc = { ...GOOD.members };
      delete nameless.name;
      const error = await failure(setDoc(doc(admin().db, 'members', id), nameless));
      expect([error.code, error.message]).toEqual([
        'permission-denied',
        expect.stringMatching(/name is required/),
      ]);
      expect(await readDoc('members', id)).toBeUndefined();
    });

    it('an extra field', async () => {
      const id = await seedDoc('members', GOOD.members);
      const edit = { ...GOOD.members, updatedAt: '2025-01-01T00:00:00.000Z', owner: 'me' };
      const error = await failure(setDoc(doc(admin().db, 'members', id), edit));
      expect([error.code, error.message]).toEqual([
        'permission-denied',
        expect.stringMatching(/unexpected field owner/),
      ]);
      expect(await readDoc('members', id)).toEqual(GOOD.members);
    });

    it('a PDF renamed .jpg (image/jpeg, PDF bytes)', async () => {
      const path = `gallery/gallery_${Date.now()}_report.jpg`;
      const target = ref(admin().storage, path);
      const error = await failure(
        uploadBytes(target, fileBytes('application/pdf', 20_000), { contentType: 'image/jpeg' }),
      );
      expect(error.code).toBe('storage/unauthorized');
      expect(await fileExists(path)).toBe(false);
    });

    it('an 11 MB image', async () => {
      const path = `gallery/gallery_${Date.now()}_huge.jpg`;
      const bytes = fileBytes('image/jpeg', 11 * 1024 * 1024);
      const error = await failure(
        uploadBytes(ref(admin().storage, path), bytes, { contentType: 'image/jpeg' }),
      );
      expect(error.code).toBe('storage/unauthorized');
      expect(await fileExists(path)).toBe(false);
    });

    it('a write with an expired admin token', async () => {
      const token = expire(await admin().idToken!());
      const emulators = settings.emulators!;
      const { projectId, storageBucket } = settings.options;

      const id = newId();
      const documents = `projects/${projectId}/databases/(default)/documents`;
      const commit = await fetch(
        `http://${emulators.host}:${emulators.firestorePort}/v1/${documents}:commit`,
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            writes: [
              {
                update: {
                  name: `${documents}/members/${id}`,
                  fields: {
                    name: { stringValue: 'Intruder' },
                    role: { stringValue: 'None' },
                    createdAt: { stringValue: '2025-01-01T00:00:00.000Z' },
                  },
                },
                currentDocument: { exists: false },
              },
            ],
          }),
        },
      );
      expect([401, 403]).toContain(commit.status);
      expect(((await commit.json()) as { error: { message: string } }).error.message).toMatch(
        /expired/i,
      );
      expect(await readDoc('members', id)).toBeUndefined();

      const path = `members/${Date.now()}_cropped.jpeg`;
      const upload = await fetch(
        `http://${emulators.host}:${emulators.storagePort}/v0/b/${storageBucket}/o?name=${encodeURIComponent(path)}`,
        {
          method: 'POST',
          headers: {
            Authorization: `Firebase ${token}`,
            'X-Goog-Upload-Protocol': 'multipart',
            'Content-Type': 'multipart/related; boundary=b0undary',
          },
          body: multipart(path, fileBytes('image/jpeg', 1024)),
        },
      );
      expect([401, 403]).toContain(upload.status);
      expect(await fileExists(path)).toBe(false);
    });

    it('a delete in another collection, and of a member by someone not on the team', async () => {
      const error = await failure(deleteDoc(doc(admin().db, 'settings', 'site')));
      expect(error.code).toBe('permission-denied');
      expect(error.message).toMatch(/settings/);

      const id = await seedDoc('members', GOOD.members);
      const editor = clients.stranger;
      expect((await failure(deleteDoc(doc(editor.db, 'members', id)))).code).toBe(
        'permission-denied',
      );
      expect(await readDoc('members', id)).toEqual(GOOD.members);
    });
  });
});

/** What the app's services list for a collection, as plain records with their ids. */
async function listedByTheApp(collection: PublicCollection): Promise<Record<string, unknown>[]> {
  switch (collection) {
    case 'members':
      return (await listMembers()) as unknown as Record<string, unknown>[];
    case 'bishopMessages':
      return (await listMessages('bishop')) as unknown as Record<string, unknown>[];
    case 'officeBearerMessages':
      return (await listMessages('youth_director')) as unknown as Record<string, unknown>[];
    case 'gallery':
      return (await listGallery()) as unknown as Record<string, unknown>[];
    case 'events':
      return (await listProgrammes()) as unknown as Record<string, unknown>[];
  }
}

/** The same unsigned emulator token, expired an hour ago. */
function expire(idToken: string): string {
  const [header, payload, signature] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as {
    iat: number;
    exp: number;
  };
  const now = Math.floor(Date.now() / 1000);
  const expired = { ...claims, iat: now - 7200, exp: now - 3600, auth_time: now - 7200 };
  return [header, Buffer.from(JSON.stringify(expired)).toString('base64url'), signature].join('.');
}

/** A Storage multipart upload body, as the web SDK sends it. */
function multipart(path: string, bytes: Uint8Array<ArrayBuffer>): Blob {
  const metadata = JSON.stringify({ name: path, contentType: 'image/jpeg' });
  return new Blob([
    `--b0undary\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${metadata}\r\n`,
    '--b0undary\r\nContent-Type: image/jpeg\r\n\r\n',
    bytes,
    '\r\n--b0undary--',
  ]);
}
