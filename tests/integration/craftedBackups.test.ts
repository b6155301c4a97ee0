/**
 * Backups crafted to do harm, or merely unusual, against a website of its own: this file starts a
 * local backend of its own (on a fresh data folder, seeded with a legacy member that the rules
 * would not let anyone create today) and points the app's services at it, so that the whole
 * site's records can be compared before and after every case. Each file is refused with a clear
 * message, or restored without losing anything that was there.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../../local-backend/server';
import {
  CONTENT_FILE,
  InvalidBackupError,
  backupContentJson,
  recordKey,
  type Backup,
  type BackupImage,
  type BackupRecord,
} from '../../src/domain/backup/format';
import { writeBackupZip } from '../../src/domain/backup/zipWriter';
import {
  galleryFileName,
  galleryMediumFileName,
  galleryPath,
  galleryThumbFileName,
  memberImagePath,
  storagePathOfUrl,
} from '../../src/domain/storagePaths';
import type { DocMap } from '../../src/domain/schema';
import { firebaseSettings } from '../../src/services/firebaseConfig';
import { GOOD, storageUrl } from '../fixtures/documents';
import { declareSize, streamedZip } from '../unit/backup/samples';
import { ADMIN, EDITOR, ensureTestAccounts, type TestAccount } from './support/accounts';

type Services = Awaited<ReturnType<typeof loadServices>>;

/** The app's services, imported once the environment points at this file's backend. */
async function loadServices() {
  const [firestore, auth, backup, records, images] = await Promise.all([
    import('firebase/firestore/lite'),
    import('../../src/services/auth'),
    import('../../src/services/backup'),
    import('../../src/services/records'),
    import('../../src/services/images'),
  ]);
  const { db } = await import('../../src/services/firebase');
  return { firestore, auth, backup, records, images, db };
}

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(root, '.test-data', `crafted-${process.pid}-${Date.now()}`);
const settings = firebaseSettings(process.env);
const PROJECT = settings.options.projectId;
let backend: LocalBackend;
let app: Services;

/** A member stored before the rules required createdAt: nobody can create one like it now. */
const LEGACY_ID = 'legacy-member';
const LEGACY = { name: 'Legacy Member', role: 'Founder', startYear: 1990, endYear: 1992 };

/** The backend's file of documents, holding the legacy member and nothing else. */
async function seedLegacyMember() {
  const stamp = '2019-01-01T00:00:00.000Z';
  await mkdir(path.join(dataDir, 'firestore'), { recursive: true });
  const fields = {
    name: { stringValue: LEGACY.name },
    role: { stringValue: LEGACY.role },
    startYear: { integerValue: String(LEGACY.startYear) },
    endYear: { integerValue: String(LEGACY.endYear) },
    imageUrl: { stringValue: '' },
  };
  await writeFile(
    path.join(dataDir, 'firestore', 'documents.json'),
    JSON.stringify({
      version: 1,
      documents: {
        [`members/${LEGACY_ID}`]: { fields, createTime: stamp, updateTime: stamp },
      },
    }),
  );
}

async function signInAs(account: TestAccount) {
  await app.auth.signIn(account.email, account.password);
  await new Promise<void>((resolve) => {
    const stop = app.auth.observeUser((user) => {
      if (user?.email !== account.email) return;
      stop();
      resolve();
    });
  });
}

beforeAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await seedLegacyMember();
  backend = await startLocalBackend({
    firestorePort: 0,
    storagePort: 0,
    dataDir,
    projectId: PROJECT,
    authEmulatorUrl: `http://${settings.emulators!.host}:${settings.emulators!.authPort}`,
    log: () => {},
  });
  Object.assign(process.env, {
    VITE_FIRESTORE_EMULATOR_PORT: String(backend.firestorePort),
    VITE_STORAGE_EMULATOR_PORT: String(backend.storagePort),
  });
  app = await loadServices();
  app.firestore.setLogLevel('silent');
  await ensureTestAccounts();
  await signInAs(ADMIN);
});

afterAll(async () => {
  await app?.auth.signOut();
  await backend?.close();
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await signInAs(ADMIN);
});

// ---------------------------------------------------------------------------------------------
// The site, before and after.

const COLLECTIONS = ['members', 'bishopMessages', 'officeBearerMessages', 'gallery', 'events'];

/** Every record of the site, keyed collection/id, as the SDK reads it. */
async function siteRecords(): Promise<Map<string, Record<string, unknown>>> {
  const { collection, getDocs } = app.firestore;
  const records = new Map<string, Record<string, unknown>>();
  for (const name of COLLECTIONS)
    for (const d of (await getDocs(collection(app.db, name))).docs)
      records.set(`${name}/${d.id}`, d.data());
  return records;
}

/** Asserts that every record there before is there after, and those named unchanged as well. */
function nothingLost(
  before: ReadonlyMap<string, Record<string, unknown>>,
  after: ReadonlyMap<string, Record<string, unknown>>,
  unchanged: readonly string[] = [...before.keys()],
) {
  for (const key of before.keys()) expect(after.has(key), `${key} is still there`).toBe(true);
  for (const key of unchanged) expect(after.get(key), key).toEqual(before.get(key));
}

/** The bytes stored at a path, or null when there is no file. */
async function storedBytes(filePath: string): Promise<Uint8Array | null> {
  const { emulators, options } = firebaseSettings(process.env);
  const response = await fetch(
    `http://${emulators!.host}:${emulators!.storagePort}/v0/b/${options.storageBucket}/o/${encodeURIComponent(filePath)}?alt=media`,
  );
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
}

// ---------------------------------------------------------------------------------------------
// Crafting files.

let serial = 0;
const fresh = () => Date.now() * 100 + (++serial % 100);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function png(seed: number, size = 400): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 13 + seed) % 251;
  bytes.set(PNG);
  return bytes;
}
const image = (filePath: string, seed = 1): BackupImage => ({
  path: filePath,
  contentType: 'image/png',
  bytes: png(seed),
});

/** A download URL of another project's bucket on the hosted service. */
const foreignUrl = (filePath: string) =>
  storageUrl(filePath, {
    host: 'https://firebasestorage.googleapis.com',
    bucket: 'another-project.appspot.com',
    token: 'foreign-token',
  });

const memberRecord = (
  id: string,
  name: string,
  imageUrl = '',
  extra: DocMap = {},
): BackupRecord => ({
  collection: 'members',
  id,
  fields: {
    ...GOOD.members,
    name,
    imageUrl,
    createdAt: '2021-03-04T05:06:07.000Z',
    ...extra,
  },
});

function backupOf(records: BackupRecord[], changes: Partial<Backup> = {}): Backup {
  return {
    createdAt: new Date().toISOString(),
    site: { projectId: PROJECT, storageBucket: settings.options.storageBucket },
    records,
    unrestorable: [],
    images: [],
    missingImages: [],
    ...changes,
  };
}

/** Checks a file that must be refused; returns the reason. */
async function refused(zip: Uint8Array): Promise<string> {
  try {
    await app.backup.checkBackup(zip);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidBackupError);
    return (error as Error).message;
  }
  throw new Error('the file was accepted');
}

/** Checks and restores a file, returning the check and the result. */
async function restored(zip: Uint8Array, scope: 'all' | 'missing' = 'all') {
  const checked = await app.backup.checkBackup(zip);
  const result = await app.backup.restoreBackup(checked, scope);
  return { checked, result };
}

/** A member of this site with a photo of its own. */
async function siteMember(name: string) {
  const photo = memberImagePath(fresh());
  const url = await app.images.uploadImage(photo, new Blob([png(7)], { type: 'image/png' }));
  const id = await app.records.addMember({
    name,
    role: 'Member',
    startYear: 2020,
    endYear: 2021,
    imageUrl: url,
  });
  return { id, photo, url };
}

// ---------------------------------------------------------------------------------------------
// The cases.

describe('files two records would share', () => {
  it("a backup record pointing at a site record's photo is refused, naming the owner; the photo stays", async () => {
    const owner = await siteMember('Photo Owner');
    const before = await siteRecords();
    const zip = writeBackupZip(
      backupOf([memberRecord('intruder', 'Intruder', foreignUrl(owner.photo))], {
        images: [image(owner.photo, 99)],
      }),
    );
    const { checked, result } = await restored(zip);
    expect(checked.plan.cannotRestore).toEqual([
      expect.objectContaining({
        id: 'intruder',
        reason: `it points at ${owner.photo}, which belongs to Photo Owner (Members) on the website; two records cannot share a file`,
      }),
    ]);
    expect(result).toEqual({ restored: 0, notRestored: [] });
    nothingLost(before, await siteRecords());
    expect(await storedBytes(owner.photo)).toEqual(png(7));
  });

  it('two backup records sharing one file: the first is restored, the second refused', async () => {
    const shared = memberImagePath(fresh());
    const before = await siteRecords();
    const zip = writeBackupZip(
      backupOf(
        [
          memberRecord('share-a', 'First Sharer', foreignUrl(shared)),
          memberRecord('share-b', 'Second Sharer', foreignUrl(shared)),
        ],
        { images: [image(shared, 3)] },
      ),
    );
    const { checked, result } = await restored(zip);
    expect(checked.plan.cannotRestore.map((r) => [r.id, r.reason])).toEqual([
      [
        'share-b',
        `it points at ${shared}, which belongs to First Sharer (Members) earlier in this backup; two records cannot share a file`,
      ],
    ]);
    expect(result.restored).toBe(1);
    const after = await siteRecords();
    nothingLost(before, after);
    expect(after.has('members/share-a')).toBe(true);
    expect(after.has('members/share-b')).toBe(false);
  });
});

/** A gallery entry's three files: its image, its thumbnail and its medium-size copy. */
function galleryFiles(name: string) {
  const fileName = galleryFileName(name, fresh());
  const thumbFileName = galleryThumbFileName(fileName);
  const mediumFileName = galleryMediumFileName(fileName);
  return {
    fileName,
    thumbFileName,
    mediumFileName,
    paths: [fileName, thumbFileName, mediumFileName].map(galleryPath),
  };
}

/** A gallery entry of a backup whose URLs name `files` on another project's bucket. */
const galleryRecord = (
  id: string,
  title: string,
  files: ReturnType<typeof galleryFiles>,
  extra: DocMap = {},
): BackupRecord => ({
  collection: 'gallery',
  id,
  fields: {
    title,
    fileName: files.fileName,
    imageUrl: foreignUrl(galleryPath(files.fileName)),
    thumbFileName: files.thumbFileName,
    thumbUrl: foreignUrl(galleryPath(files.thumbFileName)),
    mediumFileName: files.mediumFileName,
    mediumUrl: foreignUrl(galleryPath(files.mediumFileName)),
    createdAt: new Date('2022-02-02T02:02:02.000Z'),
    ...extra,
  },
});

describe('a gallery entry with a medium-size copy', () => {
  it("is restored with its three files, each under its own path on this site's bucket", async () => {
    const files = galleryFiles('three.png');
    const before = await siteRecords();
    const zip = writeBackupZip(
      backupOf([galleryRecord('three-files', 'Three Files', files)], {
        images: files.paths.map((filePath, i) => image(filePath, 40 + i)),
      }),
    );
    const { checked, result } = await restored(zip);
    expect(checked.plan.uploads.map((u) => [u.kind, u.path])).toEqual([
      ['Gallery images', files.paths[0]],
      ['Gallery thumbnails', files.paths[1]],
      ['Gallery medium-size copies', files.paths[2]],
    ]);
    expect(result).toEqual({ restored: 1, notRestored: [] });
    const after = await siteRecords();
    nothingLost(before, after);
    const entry = after.get('gallery/three-files');
    expect(entry).toMatchObject({
      fileName: files.fileName,
      thumbFileName: files.thumbFileName,
      mediumFileName: files.mediumFileName,
    });
    for (const [i, field] of ['imageUrl', 'thumbUrl', 'mediumUrl'].entries()) {
      const url = String(entry?.[field]);
      expect(storagePathOfUrl(url), field).toBe(files.paths[i]);
      expect(new Uint8Array(await (await fetch(url)).arrayBuffer()), field).toEqual(png(40 + i));
    }
  });

  it("one naming another entry's medium-size copy is refused; that entry and its copy stay", async () => {
    const owner = galleryFiles('owner.png');
    await restored(
      writeBackupZip(
        backupOf([galleryRecord('copy-owner', 'Copy Owner', owner)], {
          images: owner.paths.map((filePath) => image(filePath, 60)),
        }),
      ),
    );
    const before = await siteRecords();
    const intruder = galleryFiles('intruder.png');
    const zip = writeBackupZip(
      backupOf(
        [
          galleryRecord('copy-intruder', 'Copy Intruder', intruder, {
            mediumFileName: owner.mediumFileName,
            mediumUrl: foreignUrl(galleryPath(owner.mediumFileName)),
          }),
        ],
        { images: [...intruder.paths.slice(0, 2), owner.paths[2]!].map((p) => image(p, 61)) },
      ),
    );
    const { checked, result } = await restored(zip);
    expect(checked.plan.cannotRestore).toEqual([
      expect.objectContaining({
        id: 'copy-intruder',
        reason: expect.stringContaining('mediumFileName must be medium_ followed by fileName'),
      }),
    ]);
    expect(result).toEqual({ restored: 0, notRestored: [] });
    nothingLost(before, await siteRecords());
    expect(await storedBytes(owner.paths[2]!)).toEqual(png(60));
    expect(await storedBytes(intruder.paths[0]!)).toBeNull();
  });
});

describe('image URLs of another bucket', () => {
  it("are restored by path onto this site's bucket", async () => {
    const photo = memberImagePath(fresh());
    const before = await siteRecords();
    const zip = writeBackupZip(
      backupOf([memberRecord('foreign', 'From Elsewhere', foreignUrl(photo))], {
        images: [image(photo, 5)],
      }),
    );
    const { result } = await restored(zip);
    expect(result).toEqual({ restored: 1, notRestored: [] });
    const after = await siteRecords();
    nothingLost(before, after);
    const url = String(after.get('members/foreign')?.imageUrl);
    expect(
      url.startsWith(
        `http://127.0.0.1:${backend.storagePort}/v0/b/${settings.options.storageBucket}/o/`,
      ),
    ).toBe(true);
    expect(storagePathOfUrl(url)).toBe(photo);
    expect(new Uint8Array(await (await fetch(url)).arrayBuffer())).toEqual(png(5));
  });
});

describe('names like the members of every object', () => {
  it('fields named __proto__ or constructor: the record cannot be restored, the site is unchanged', async () => {
    const fields = memberRecord('proto', 'Proto').fields;
    Object.defineProperty(fields, '__proto__', { value: { admin: true }, enumerable: true });
    Object.defineProperty(fields, 'constructor', { value: 'x', enumerable: true });
    const before = await siteRecords();
    const { checked, result } = await restored(
      writeBackupZip(backupOf([{ collection: 'members', id: 'proto', fields }])),
    );
    expect(checked.plan.cannotRestore[0]?.reason).toMatch(
      /^the website's rules would refuse it: unexpected field (__proto__|constructor)$/,
    );
    expect(result.restored).toBe(0);
    nothingLost(before, await siteRecords());
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('a zip entry named __proto__ is skipped unread; the rest is restored', async () => {
    const before = await siteRecords();
    const content = backupContentJson(backupOf([memberRecord('beside-proto', 'Beside Proto')]));
    const zip = streamedZip([
      ['__proto__', new Uint8Array(2_000_000)],
      [CONTENT_FILE, strToU8(content)],
    ]);
    const { result } = await restored(zip);
    expect(result).toEqual({ restored: 1, notRestored: [] });
    nothingLost(before, await siteRecords());
  });

  it('a collection named __proto__ makes the file invalid', async () => {
    const before = await siteRecords();
    const content = backupContentJson(backupOf([])).replace(
      '"collections": {',
      '"collections": {\n    "__proto__": [],',
    );
    expect(await refused(zipSync({ [CONTENT_FILE]: strToU8(content) }))).toBe(
      'content.json holds an unknown collection "__proto__"',
    );
    nothingLost(before, await siteRecords());
  });
});

describe('bombs and oversized files', () => {
  const contentOf = (records: BackupRecord[], changes: Partial<Backup> = {}) =>
    strToU8(backupContentJson(backupOf(records, changes)));

  it('a declared bomb: content.json says 100 bytes and inflates to 50 MB', async () => {
    const before = await siteRecords();
    const text = backupContentJson(backupOf([]));
    const padded = strToU8(text.slice(0, -2) + ' '.repeat(50_000_000) + '}\n');
    const zip = declareSize(zipSync({ [CONTENT_FILE]: [padded, { level: 9 }] }), CONTENT_FILE, 100);
    expect(zip.length).toBeLessThan(200_000);
    expect(await refused(zip)).toBe(
      'content.json is damaged (it inflates to more than its zip entry says)',
    );
    nothingLost(before, await siteRecords());
  });

  it('a real bomb: a picture of 70 MB of zeros, past the 64 MB a file may hold', async () => {
    const before = await siteRecords();
    const photo = memberImagePath(fresh());
    const bomb = new Uint8Array(70 * 1024 * 1024);
    const content = contentOf([memberRecord('bombed', 'Bombed', foreignUrl(photo))], {
      images: [{ path: photo, contentType: 'image/png', bytes: bomb }],
    });
    const zip = zipSync({ [CONTENT_FILE]: content, [photo]: [bomb, { level: 9 }] });
    expect(zip.length).toBeLessThan(200_000);
    expect(await refused(zip)).toBe(`${photo} is larger than a backup holds`);
    nothingLost(before, await siteRecords());
  });

  it('a real bomb that declares no size and a listed size that lies: stopped at the listed size', async () => {
    const before = await siteRecords();
    const photo = memberImagePath(fresh());
    const content = contentOf([memberRecord('bombed2', 'Bombed', foreignUrl(photo))], {
      images: [image(photo)],
    });
    const zip = streamedZip([
      [CONTENT_FILE, content],
      [photo, new Uint8Array(70 * 1024 * 1024)],
    ]);
    expect(await refused(zip)).toBe(`${photo} is damaged (its size differs)`);
    nothingLost(before, await siteRecords());
  });

  it('content of more records than a backup can hold', async () => {
    const before = await siteRecords();
    const many = Array.from({ length: 20_001 }, (_, i) => memberRecord(`many-${i}`, `Member ${i}`));
    expect(await refused(zipSync({ [CONTENT_FILE]: contentOf(many) }))).toBe(
      'it holds 20,001 records, more than the 20,000 a backup can hold',
    );
    nothingLost(before, await siteRecords());
  });
});

describe('another site, an old backup', () => {
  it("another site's backup is read as such, and restoring it adds its records beside this site's", async () => {
    const before = await siteRecords();
    const zip = writeBackupZip(
      backupOf([memberRecord('from-other-site', 'Other Site Member')], {
        site: { projectId: 'another-project', storageBucket: 'another-project.appspot.com' },
      }),
    );
    const { checked, result } = await restored(zip);
    expect(checked.backup.site.projectId).toBe('another-project');
    expect(checked.projectId).toBe(PROJECT);
    expect(result).toEqual({ restored: 1, notRestored: [] });
    const after = await siteRecords();
    nothingLost(before, after);
    expect(after.has('members/from-other-site')).toBe(true);
  });

  it("an old backup: 'missing' adds what is missing and keeps what was edited since; 'all' puts the backup's version back", async () => {
    const edited = await siteMember('Edited Since');
    const old = memberRecord(edited.id, 'As It Was', foreignUrl(edited.photo));
    const zip = writeBackupZip(
      backupOf([old, memberRecord('missing-since', 'Missing Since')], {
        createdAt: '2023-01-01T00:00:00.000Z',
        images: [image(edited.photo, 7)],
      }),
    );
    const before = await siteRecords();
    const first = await restored(zip, 'missing');
    expect(first.result).toEqual({ restored: 1, notRestored: [] });
    const middle = await siteRecords();
    nothingLost(before, middle);
    expect(middle.has('members/missing-since')).toBe(true);

    const second = await restored(zip, 'all');
    expect(second.result).toEqual({ restored: 1, notRestored: [] });
    const after = await siteRecords();
    nothingLost(
      middle,
      after,
      [...middle.keys()].filter((k) => k !== `members/${edited.id}`),
    );
    expect(after.get(`members/${edited.id}`)).toMatchObject({
      name: 'As It Was',
      createdAt: old.fields.createdAt,
      imageUrl: edited.url,
    });
  });
});

describe('the legacy member', () => {
  it('a backup of it holding a field the SDK refuses: not restored, the member stays, the others are restored', async () => {
    const before = await siteRecords();
    expect(before.get(`members/${LEGACY_ID}`)).toEqual({ ...LEGACY, imageUrl: '' });
    const fields = memberRecord(LEGACY_ID, 'Legacy Member Renamed').fields;
    Object.defineProperty(fields, '__name__', { value: 'x', enumerable: true });
    const zip = writeBackupZip(
      backupOf([
        { collection: 'members', id: LEGACY_ID, fields },
        memberRecord('after-legacy', 'After Legacy'),
      ]),
    );
    const { checked, result } = await restored(zip);
    expect(checked.plan.cannotRestore).toEqual([
      expect.objectContaining({
        id: LEGACY_ID,
        reason: "the website's rules would refuse it: unexpected field __name__",
      }),
    ]);
    expect(result).toEqual({ restored: 1, notRestored: [] });
    const after = await siteRecords();
    nothingLost(before, after);
    expect(after.has('members/after-legacy')).toBe(true);
  });

  it('its own version from a backup replaces it in one write, still without createdAt', async () => {
    const legacyFields: DocMap = { ...LEGACY, name: 'Legacy As Backed Up', imageUrl: '' };
    const zip = writeBackupZip(
      backupOf([], {
        unrestorable: [
          {
            collection: 'members',
            id: LEGACY_ID,
            reason: 'createdAt is required',
            fields: legacyFields,
          },
        ],
      }),
    );
    const before = await siteRecords();
    const { result } = await restored(zip);
    expect(result).toEqual({ restored: 1, notRestored: [] });
    const after = await siteRecords();
    nothingLost(
      before,
      after,
      [...before.keys()].filter((k) => k !== `members/${LEGACY_ID}`),
    );
    const back = after.get(`members/${LEGACY_ID}`);
    expect(back).toMatchObject({ name: 'Legacy As Backed Up' });
    expect(back).not.toHaveProperty('createdAt');
  });

  it('a write the website refuses at restore time is named; the restore goes on with the others', async () => {
    // Checked while the legacy member is there (a replacement the rules allow); deleted before
    // the restore, so the write becomes a creation without createdAt, which the rules refuse.
    const zip = writeBackupZip(
      backupOf([memberRecord('beside-refused', 'Beside Refused')], {
        unrestorable: [
          {
            collection: 'members',
            id: LEGACY_ID,
            reason: 'createdAt is required',
            fields: { ...LEGACY, name: 'Legacy Again', imageUrl: '' },
          },
        ],
      }),
    );
    const checked = await app.backup.checkBackup(zip);
    expect(checked.plan.replace.map(recordKey)).toEqual([`members/${LEGACY_ID}`]);
    await app.records.deleteMember(LEGACY_ID);
    const before = await siteRecords();
    const result = await app.backup.restoreBackup(checked);
    expect(result.restored).toBe(1);
    expect(result.notRestored).toEqual([
      expect.objectContaining({
        id: LEGACY_ID,
        reason: expect.stringMatching(/^the website refused it: /),
      }),
    ]);
    const after = await siteRecords();
    nothingLost(before, after);
    expect(after.has('members/beside-refused')).toBe(true);
  });
});

describe('writes refused at restore time', () => {
  it('without the admin claim: nothing is written, nothing lost, each record named', async () => {
    const existing = await siteMember('Kept As Is');
    const photo = memberImagePath(fresh());
    const zip = writeBackupZip(
      backupOf(
        [
          memberRecord(existing.id, 'Would Replace', foreignUrl(existing.photo)),
          memberRecord('would-add', 'Would Add', foreignUrl(photo)),
        ],
        { images: [image(existing.photo, 7), image(photo, 2)] },
      ),
    );
    const checked = await app.backup.checkBackup(zip);
    expect(checked.plan.add.length + checked.plan.replace.length).toBe(2);
    const before = await siteRecords();
    await signInAs(EDITOR);
    const result = await app.backup.restoreBackup(checked);
    expect(result.restored).toBe(0);
    expect(result.notRestored.map((r) => [r.id, r.reason.split(':')[0]]).sort()).toEqual(
      [
        [existing.id, 'the website refused it'],
        ['would-add', `${photo} could not be uploaded`],
      ].sort(),
    );
    await signInAs(ADMIN);
    nothingLost(before, await siteRecords());
    expect(await storedBytes(photo)).toBeNull();
  });
});

describe('a picture the website cannot look up', () => {
  it('counts as not found there: the check names the record, and it is restored without it', async () => {
    // Storage answers a lookup of this name with 400 (storage/unknown), not with not-found.
    const odd = 'members/1_odd\u0000name.jpeg';
    const zip = writeBackupZip(
      backupOf([memberRecord('odd-photo', 'Odd Photo', foreignUrl(odd))], {
        images: [{ path: odd, contentType: 'image/jpeg', bytes: png(4) }],
      }),
    );
    const before = await siteRecords();
    const { checked, result } = await restored(zip);
    expect(checked.plan.withoutImage).toEqual([
      expect.objectContaining({
        record: expect.objectContaining({ id: 'odd-photo', label: 'Odd Photo' }),
        reason: expect.stringContaining(`${odd} was not found on the website`),
      }),
    ]);
    expect(checked.plan.withoutImage[0]?.reason).not.toMatch(/storage\//);
    expect(result).toEqual({ restored: 1, notRestored: [] });
    nothingLost(before, await siteRecords());
  });
});
