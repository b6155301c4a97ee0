/**
 * Backing up and restoring (src/services/backup.ts) and the restore writes of the collection
 * services, with the real Firebase SDKs against a backend that enforces the security rules.
 * Records made here carry ids unique to the run; each test removes what it made.
 */
import { appendFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Timestamp, doc, getDoc, setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidBackupError, recordKey, type BackupRecord } from '../../src/domain/backup/format';
import { readBackupZip } from '../../src/domain/backup/zipReader';
import { writeBackupZip } from '../../src/domain/backup/zipWriter';
import { nothingToDo, writesOf } from '../../src/domain/backup/restoreWrites';
import { sortYearOf } from '../../src/domain/messages';
import {
  galleryFileName,
  galleryMediumFileName,
  galleryPath,
  galleryThumbFileName,
  memberImagePath,
  messageImagePath,
  programmeImagePath,
} from '../../src/domain/storagePaths';
import type { DocMap } from '../../src/domain/schema';
import type { MessageKind } from '../../src/domain/types';
import { observeUser, signIn, signOut } from '../../src/services/auth';
import { checkBackup, createBackup, restoreBackup } from '../../src/services/backup';
import { db } from '../../src/services/firebase';
import { deleteImageByPath, uploadImage } from '../../src/services/images';
import { messageCollection } from '../../src/domain/messageKinds';
import { GOOD, storageUrl } from '../fixtures/documents';
import { ADMIN, EDITOR, ensureTestAccounts, type TestAccount } from './support/accounts';
import { backupInMemory } from './support/backupFiles';
import { Cleanup } from './support/cleanup';
import { deleteGalleryImage } from '../../src/services/galleryWrites';
import {
  deleteMember,
  deleteMessage,
  deleteProgramme,
  updateMember,
  writeRecord,
} from '../../src/services/records';

const run = `${Date.now()}`;
const cleanup = new Cleanup();

async function signInAs(account: TestAccount) {
  await signIn(account.email, account.password);
  await new Promise<void>((resolve) => {
    const stop = observeUser((user) => {
      if (user?.email !== account.email) return;
      stop();
      resolve();
    });
  });
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A PNG-signed file whose bytes differ per name, so a mix-up would show. */
function png(name: string, size = 600) {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7 + name.length * 13) % 251;
  bytes.set(PNG);
  return bytes;
}

/** Uploads a file the test owns and returns its download URL. */
async function stored(path: string): Promise<string> {
  const url = await uploadImage(path, new Blob([png(path)], { type: 'image/png' }));
  cleanup.add(path, deleteImageByPath);
  return url;
}

/** The stored document, or null. */
async function read(collection: string, id: string): Promise<Record<string, unknown> | null> {
  const snapshot = await getDoc(doc(db, collection, id));
  return snapshot.exists() ? snapshot.data() : null;
}

/** A document's fields but its image URLs, timestamps as Date. */
function withoutImages(fields: Record<string, unknown>) {
  const rest = { ...fields };
  delete rest.imageUrl;
  delete rest.thumbUrl;
  delete rest.mediumUrl;
  if (rest.createdAt instanceof Timestamp) rest.createdAt = rest.createdAt.toDate();
  return rest;
}

const ids = (list: ReadonlyArray<{ id: string }>) => list.map((r) => r.id);
/** The records of one test, among everything else the backend holds. */
const tagged = <T extends { id: string }>(list: readonly T[], tag: string) =>
  list.filter((r) => r.id.endsWith(`-${tag}-${run}`));

beforeAll(async () => {
  // Refused writes are expected here; the SDK would log each one.
  setLogLevel('silent');
  await ensureTestAccounts();
  await signInAs(ADMIN);
});

afterAll(async () => {
  await signInAs(ADMIN);
  await cleanup.run();
  await signOut();
  setLogLevel('warn');
});

/** A restore's writes: one whole document under its own id (services/records.ts). */
const restoreMember = (id: string, fields: DocMap) => writeRecord('members', id, fields);
const restoreMessage = (kind: MessageKind, id: string, fields: DocMap) =>
  writeRecord(messageCollection(kind), id, fields);
const restoreGalleryImage = (id: string, fields: DocMap) => writeRecord('gallery', id, fields);
const restoreProgramme = (id: string, fields: DocMap) => writeRecord('events', id, fields);

describe('the restore writes of each collection', () => {
  const createdAt = '2019-04-05T06:07:08.000Z';
  const updatedAt = '2020-01-01T00:00:00.000Z';

  it('create a member under its id with its past dates, then replace it as an edit', async () => {
    const id = cleanup.add(`member-${run}`, deleteMember);
    const fields = { ...GOOD.members, createdAt, updatedAt, imageUrl: '' };
    await restoreMember(id, fields);
    expect(await read('members', id)).toEqual(fields);

    const edited = { ...fields, name: 'Restored Name', updatedAt: new Date().toISOString() };
    await restoreMember(id, edited);
    expect(await read('members', id)).toEqual(edited);
  });

  it('replace a record with its original createdAt (an owner’s restore), never without a new updatedAt', async () => {
    const id = cleanup.add(`member-rules-${run}`, deleteMember);
    const fields = { ...GOOD.members, createdAt, updatedAt, imageUrl: '' };
    await restoreMember(id, fields);
    await expect(restoreMember(id, { ...fields, name: 'X' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const withoutCreatedAt: DocMap = { ...fields };
    delete withoutCreatedAt.createdAt;
    await expect(
      restoreMember(id, { ...withoutCreatedAt, updatedAt: new Date().toISOString() }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await read('members', id)).toEqual(fields);
    const original = {
      ...fields,
      createdAt: '2011-01-01T00:00:00.000Z',
      updatedAt: new Date().toISOString(),
    };
    await restoreMember(id, original);
    expect(await read('members', id)).toEqual(original);
  });

  it('create both kinds of message; an office bearer’s goes back to its own page', async () => {
    const bishop = cleanup.add(`bishop-${run}`, (id) => deleteMessage('bishop', id));
    const bishopFields = { ...GOOD.bishopMessages, createdAt };
    await restoreMessage('bishop', bishop, bishopFields);
    expect(await read('bishopMessages', bishop)).toEqual(bishopFields);

    const officer = cleanup.add(`officer-${run}`, (id) => deleteMessage('youth_director', id));
    const officerFields = { ...GOOD.officeBearerMessages, imageUrl: '', createdAt };
    await restoreMessage('youth_director', officer, officerFields);
    expect(await read('officeBearerMessages', officer)).toEqual(officerFields);
    const moved = { ...officerFields, role: 'lady_animator', updatedAt: new Date().toISOString() };
    await restoreMessage('lady_animator', officer, moved);
    expect(await read('officeBearerMessages', officer)).toEqual(moved);
  });

  it('create a gallery entry with its original date, and replace it whole', async () => {
    const id = cleanup.add(`gallery-${run}`, deleteGalleryImage);
    const date = new Date('2018-08-08T08:08:08.888Z');
    const fields = { ...GOOD.gallery, createdAt: date };
    await restoreGalleryImage(id, fields);
    const back = await read('gallery', id);
    expect(back?.createdAt).toBeInstanceOf(Timestamp);
    expect((back?.createdAt as Timestamp).toDate()).toEqual(date);
    await restoreGalleryImage(id, { ...fields, title: 'Other' });
    expect(await read('gallery', id)).toMatchObject({ title: 'Other' });
  });

  it('create a programme under its id', async () => {
    const id = cleanup.add(`programme-${run}`, deleteProgramme);
    const fields = { ...GOOD.events, imageUrl: '', createdAt, updatedAt };
    await restoreProgramme(id, fields);
    expect(await read('events', id)).toEqual(fields);
  });

  it('are refused to an account without the admin claim', async () => {
    await signInAs(EDITOR);
    try {
      await expect(
        restoreMember(`editor-${run}`, { ...GOOD.members, imageUrl: '', createdAt }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await signInAs(ADMIN);
    }
  });
});

describe('a backup, a loss and a restore', () => {
  /**
   * Records of this run with images in every folder, made through the restore writes: a gallery
   * entry with its thumbnail and medium-size copy, and an older one with its thumbnail alone. The
   * message, the first gallery entry and the programme have their texts in Hindi too.
   */
  async function makeRecords(tag: string) {
    const now = Date.now();
    const photo = memberImagePath(now);
    const portrait = messageImagePath('associate_director', 'portrait.png', now);
    const fileName = galleryFileName('camp.png', now);
    const thumbFileName = galleryThumbFileName(fileName);
    const mediumFileName = galleryMediumFileName(fileName);
    const olderFileName = galleryFileName('older.png', now);
    const olderThumbFileName = galleryThumbFileName(olderFileName);
    const poster = programmeImagePath('poster.png', now);
    const records: BackupRecord[] = [
      {
        collection: 'members',
        id: `m-${tag}-${run}`,
        fields: {
          ...GOOD.members,
          name: `Member ${tag}`,
          imageUrl: await stored(photo),
          createdAt: '2022-02-02T02:02:02.000Z',
        },
      },
      {
        collection: 'officeBearerMessages',
        id: `o-${tag}-${run}`,
        fields: {
          ...GOOD.officeBearerMessages,
          role: 'associate_director',
          sortYear: sortYearOf(String(GOOD.officeBearerMessages.year)),
          titleHi: `संदेश ${tag}`,
          fullMessageHi: 'प्रिय युवाओं।\n\nसाथ चलें।',
          imageUrl: await stored(portrait),
        },
      },
      {
        collection: 'gallery',
        id: `g-${tag}-${run}`,
        fields: {
          title: `Camp ${tag}`,
          titleHi: `शिविर ${tag}`,
          fileName,
          imageUrl: await stored(galleryPath(fileName)),
          thumbFileName,
          thumbUrl: await stored(galleryPath(thumbFileName)),
          mediumFileName,
          mediumUrl: await stored(galleryPath(mediumFileName)),
          createdAt: new Date(Date.now() - 60_000),
        },
      },
      {
        collection: 'events',
        id: `e-${tag}-${run}`,
        fields: {
          ...GOOD.events,
          title: `Camp ${tag}`,
          titleHi: `शिविर ${tag}`,
          placeHi: 'आगरा',
          descriptionHi: 'प्रार्थना का दिन।',
          imageUrl: await stored(poster),
        },
      },
      {
        collection: 'gallery',
        id: `g0-${tag}-${run}`,
        fields: {
          title: `Older ${tag}`,
          fileName: olderFileName,
          imageUrl: await stored(galleryPath(olderFileName)),
          thumbFileName: olderThumbFileName,
          thumbUrl: await stored(galleryPath(olderThumbFileName)),
          createdAt: new Date(Date.now() - 120_000),
        },
      },
    ];
    const writers = {
      members: [restoreMember, deleteMember],
      officeBearerMessages: [
        (id: string, f: DocMap) => restoreMessage('associate_director', id, f),
        (id: string) => deleteMessage('associate_director', id),
      ],
      gallery: [restoreGalleryImage, deleteGalleryImage],
      events: [restoreProgramme, deleteProgramme],
    } as const;
    for (const record of records) {
      const [write, remove] = writers[record.collection as keyof typeof writers];
      await write(record.id, record.fields);
      cleanup.add(record.id, remove);
    }
    return {
      records,
      paths: [
        photo,
        portrait,
        galleryPath(fileName),
        galleryPath(thumbFileName),
        galleryPath(mediumFileName),
        galleryPath(olderFileName),
        galleryPath(olderThumbFileName),
        poster,
      ],
    };
  }

  it('backs up every record and image, restores what was lost, and the second time does nothing', async () => {
    const { records, paths } = await makeRecords('loss');
    const percents: number[] = [];
    const backup = await backupInMemory({ onPercent: (p) => percents.push(p) });
    expect(backup.files.map((f) => f.fileName)).toEqual([
      expect.stringMatching(/^youth-commission-backup-\d{4}-\d{2}-\d{2}\.zip$/),
    ]);
    expect(backup.zips.map((zip) => zip.length)).toEqual([backup.bytes]);
    expect(percents.at(0)).toBe(0);
    expect(percents.at(-1)).toBe(100);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));

    const read1 = readBackupZip(backup.zips[0]!);
    expect(tagged(read1.records, 'loss').map(recordKey).sort()).toEqual(
      records.map(recordKey).sort(),
    );
    for (const path of paths)
      expect(read1.images.find((i) => i.path === path)?.bytes).toEqual(png(path));

    // The loss: every record deleted with its files, as the admin screens delete them.
    for (const record of records) {
      const remove = {
        members: deleteMember,
        officeBearerMessages: (id: string) => deleteMessage('associate_director', id),
        gallery: deleteGalleryImage,
        events: deleteProgramme,
      }[record.collection as 'members'];
      await remove(record.id);
    }
    for (const path of paths) await deleteImageByPath(path);

    const checked = await checkBackup(backup.zips[0]!);
    expect(ids(tagged(checked.plan.add, 'loss')).sort()).toEqual(ids(records).sort());
    expect(checked.plan.uploads.map((u) => u.path).sort()).toEqual([...paths].sort());

    const restorePercents: number[] = [];
    const result = await restoreBackup(checked, 'all', (p) => restorePercents.push(p));
    expect(result.notRestored).toEqual([]);
    expect(restorePercents.at(-1)).toBe(100);

    for (const record of records) {
      const back = await read(record.collection, record.id);
      expect(back).not.toBeNull();
      expect(withoutImages(back ?? {})).toEqual(withoutImages(record.fields));
      // Images were uploaded again: the record points at its own file on this site.
      const { imageUrl, thumbUrl, mediumUrl } = back ?? {};
      expect(typeof imageUrl).toBe('string');
      expect(mediumUrl === undefined).toBe(record.fields.mediumUrl === undefined);
      // The record points at its file, uploaded again and downloadable.
      const urls = [imageUrl, thumbUrl, mediumUrl];
      for (const url of urls.filter((u): u is string => typeof u === 'string')) {
        const response = await fetch(url);
        expect(response.status).toBe(200);
        const path = decodeURIComponent(url.split('/o/')[1]!.split('?')[0]!);
        expect(new Uint8Array(await response.arrayBuffer())).toEqual(png(path));
      }
    }

    const again = await checkBackup(backup.zips[0]!);
    expect(nothingToDo(again.plan)).toBe(true);
    expect(ids(tagged(again.plan.identical, 'loss')).sort()).toEqual(ids(records).sort());
  });

  it('replaces what differs in one write each: an edit, another creation date, a gallery entry', async () => {
    const { records } = await makeRecords('edit');
    const [member, message, entry] = records as [BackupRecord, BackupRecord, BackupRecord];
    const backup = await backupInMemory();

    const editedAt = new Date(Date.now() - 60_000);
    await updateMember(
      member.id,
      { name: 'Edited', role: 'Edited', startYear: null, endYear: null, imageUrl: '' },
      editedAt,
    );
    await deleteMessage('associate_director', message.id);
    await restoreMessage('associate_director', message.id, {
      ...message.fields,
      createdAt: '2021-01-01T00:00:00.000Z',
    });
    await deleteGalleryImage(entry.id);
    await restoreGalleryImage(entry.id, { ...entry.fields, title: 'Renamed picture' });

    const checked = await checkBackup(backup.zips[0]!);
    const replace = tagged(checked.plan.replace, 'edit');
    expect(ids(replace).sort()).toEqual([member.id, message.id, entry.id].sort());
    // The files are all still there: nothing to upload.
    expect(checked.plan.uploads).toEqual([]);
    expect((await restoreBackup(checked)).notRestored).toEqual([]);

    const restoredMember = await read('members', member.id);
    expect(restoredMember).toMatchObject({
      name: 'Member edit',
      createdAt: member.fields.createdAt,
    });
    expect(restoredMember?.updatedAt).not.toBe(editedAt.toISOString());
    expect(restoredMember?.imageUrl).toBe(member.fields.imageUrl);
    expect(await read('officeBearerMessages', message.id)).toMatchObject({
      createdAt: message.fields.createdAt,
    });
    expect(await read('gallery', entry.id)).toMatchObject({ title: entry.fields.title });
    expect(nothingToDo((await checkBackup(backup.zips[0]!)).plan)).toBe(true);
  });

  it('names an image it cannot download and still completes', async () => {
    const id = cleanup.add(`no-file-${run}`, deleteMember);
    const path = memberImagePath(Number(run) + 1);
    await restoreMember(id, {
      ...GOOD.members,
      imageUrl: storageUrl(path),
      createdAt: '2023-03-03T03:03:03.000Z',
    });
    const backup = await backupInMemory();
    expect(backup.missingImages).toContainEqual(
      expect.objectContaining({ path, collection: 'members', id, label: GOOD.members.name }),
    );
    const content = readBackupZip(backup.zips[0]!);
    expect(content.missingImages.find((m) => m.id === id)?.path).toBe(path);
    expect(content.records.map(recordKey)).toContain(`members/${id}`);
  });

  it('writes files that are each a backup, every record with its images, restored part by part', async () => {
    const { records, paths } = await makeRecords('parts');
    // Files of at most 1,300 bytes of pictures: two of the test's 600-byte pictures each.
    const limits = { bytes: 1300, files: 10_000, records: 20_000 };
    const backup = await backupInMemory({ limits });
    const of = backup.files.length;
    expect(of).toBeGreaterThan(2);
    expect(backup.files.map((f) => f.fileName)).toEqual(
      backup.files.map((_, i) =>
        expect.stringMatching(
          new RegExp(`^youth-commission-backup-\\d{4}-\\d{2}-\\d{2}-part-${i + 1}-of-${of}\\.zip$`),
        ),
      ),
    );
    const parts = backup.zips.map((zip) => readBackupZip(zip));
    expect(parts.map((p) => p.part)).toEqual(backup.files.map((_, i) => ({ number: i + 1, of })));
    // Each record is in one part, with each of its pictures.
    for (const record of records) {
      const holding = parts.filter((p) =>
        p.records.some((r) => recordKey(r) === recordKey(record)),
      );
      expect(holding).toHaveLength(1);
      const held = holding[0]!.images.map((i) => i.path);
      for (const path of paths)
        if (JSON.stringify(record.fields).includes(encodeURIComponent(path)))
          expect(held).toContain(path);
    }

    for (const record of records) {
      const remove = {
        members: deleteMember,
        officeBearerMessages: (id: string) => deleteMessage('associate_director', id),
        gallery: deleteGalleryImage,
        events: deleteProgramme,
      }[record.collection as 'members'];
      await remove(record.id);
    }
    for (const path of paths) await deleteImageByPath(path);

    // Only add what is missing, one part after the other, as a volunteer restores.
    for (const zip of backup.zips) {
      const checked = await checkBackup(zip);
      expect(tagged(checked.plan.cannotRestore, 'parts')).toEqual([]);
      expect((await restoreBackup(checked, 'missing')).notRestored).toEqual([]);
    }
    for (const record of records) {
      const back = await read(record.collection, record.id);
      expect(withoutImages(back ?? {})).toEqual(withoutImages(record.fields));
    }
    for (const zip of backup.zips) {
      const { plan } = await checkBackup(zip);
      expect(tagged(writesOf(plan, 'all'), 'parts')).toEqual([]);
    }
    expect(records.length).toBeGreaterThan(0);
  });
});

describe('the memory a backup needs', () => {
  /** The garbage collector, which Node lends a test once asked (V8's --expose-gc). */
  const collectGarbage = (() => {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  })();
  const used = () => {
    collectGarbage();
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  const PHOTO_BYTES = 200 * 1024;

  /** N members, each with a 200 KB photo of their own. */
  async function membersWithPhotos(tag: string, count: number) {
    for (let i = 0; i < count; i++) {
      const id = cleanup.add(`mem-${tag}-${i}-${run}`, deleteMember);
      const path = memberImagePath(Number(run) + 1000 * count + i);
      const url = await uploadImage(
        path,
        new Blob([png(path, PHOTO_BYTES)], { type: 'image/png' }),
      );
      cleanup.add(path, deleteImageByPath);
      await restoreMember(id, {
        ...GOOD.members,
        name: `Member ${tag} ${i}`,
        imageUrl: url,
        createdAt: '2023-03-03T03:03:03.000Z',
      });
    }
  }

  /**
   * How far the memory held (script heap and ArrayBuffers, after collecting garbage) rose while
   * the backup's files were written: the most held at a write above the least held at one. (Not
   * above what was held before the backup: what earlier tests left may be let go meanwhile.)
   * `keep` keeps each file whole in memory, as a backup made in one piece would.
   */
  async function peakWhileBackingUp(keep: boolean) {
    const directory = mkdtempSync(join(tmpdir(), 'backup-'));
    const kept: Uint8Array[] = [];
    let least = Infinity;
    let peak = 0;
    const backup = await createBackup({
      save: ({ fileName }) => ({
        write: (piece) => {
          if (keep) kept.push(piece);
          else appendFileSync(join(directory, fileName), piece);
          const now = used();
          least = Math.min(least, now);
          peak = Math.max(peak, now - least);
        },
        close: () => {},
      }),
    });
    // The files written are whole backups: the full-size photos they hold, read back.
    const photos = readdirSync(directory)
      .flatMap((name) => readBackupZip(new Uint8Array(readFileSync(join(directory, name)))).images)
      .filter((photo) => photo.bytes.length === PHOTO_BYTES).length;
    rmSync(directory, { recursive: true, force: true });
    return { peak, imageCount: backup.imageCount, photos };
  }

  it('stays within a bound that does not grow with the number of photos', async () => {
    const MB = 1024 * 1024;
    await membersWithPhotos('few', 20);
    const few = await peakWhileBackingUp(false);
    await membersWithPhotos('many', 100);
    const many = await peakWhileBackingUp(false);

    expect(many.imageCount - few.imageCount).toBe(100);
    expect(many.photos - few.photos).toBe(100);

    // A few photos downloading at once, whatever the site holds: 20 MB more photos, not 20 MB
    // more memory.
    expect(few.peak).toBeLessThan(8 * MB);
    expect(many.peak).toBeLessThan(8 * MB);
    expect(many.peak - few.peak).toBeLessThan(4 * MB);
    // The measure sees a backup held whole in memory: it grows by the photos.
    const whole = await peakWhileBackingUp(true);
    expect(whole.peak).toBeGreaterThan(many.peak + 16 * MB);
  }, 180_000);
});

describe('a backup made before the site details and the banner were backed up', () => {
  it('restores its records and images, and leaves the site details and banner as they are', async () => {
    const zip = new Uint8Array(readFileSync('tests/fixtures/backups/before-site-details.zip'));
    const checked = await checkBackup(zip);
    const expected = readBackupZip(zip).records;
    expect(checked.plan.cannotRestore).toEqual([]);
    expect(ids(checked.plan.add).sort()).toEqual(ids(expected).sort());
    expect(checked.plan.uploads).toHaveLength(4);

    const result = await restoreBackup(checked);
    for (const record of expected) {
      const remove = {
        members: deleteMember,
        bishopMessages: (id: string) => deleteMessage('bishop', id),
        officeBearerMessages: (id: string) => deleteMessage('youth_director', id),
        gallery: deleteGalleryImage,
        events: deleteProgramme,
      }[record.collection as 'members'];
      cleanup.add(record.id, remove);
    }
    for (const { path } of checked.plan.uploads) cleanup.add(path, deleteImageByPath);
    expect(result.notRestored).toEqual([]);
    for (const record of expected) {
      // A message of a backup from before sortYear is restored with the one its year gives.
      const { year } = record.fields;
      const sortYear = record.collection.endsWith('Messages') && {
        sortYear: sortYearOf(`${year}`),
      };
      expect(withoutImages((await read(record.collection, record.id)) ?? {})).toEqual({
        ...withoutImages(record.fields),
        ...sortYear,
      });
    }
    expect(nothingToDo((await checkBackup(zip)).plan)).toBe(true);
  });
});

describe('failures', () => {
  it('a file that is not a valid backup is refused before anything is read or written', async () => {
    await expect(checkBackup(new TextEncoder().encode('not a zip'))).rejects.toBeInstanceOf(
      InvalidBackupError,
    );
  });

  it('a restore without the admin claim writes nothing, and names each record it did not write', async () => {
    const id = `refused-${run}`;
    const zip = writeBackupZip({
      createdAt: new Date().toISOString(),
      site: { projectId: 'p', storageBucket: 'b' },
      records: [
        {
          collection: 'members',
          id,
          fields: { ...GOOD.members, imageUrl: '', createdAt: '2023-03-03T03:03:03.000Z' },
        },
      ],
      unrestorable: [],
      images: [],
      missingImages: [],
    });
    const checked = await checkBackup(zip);
    await signInAs(EDITOR);
    try {
      const result = await restoreBackup(checked);
      expect(result.restored).toBe(0);
      expect(result.notRestored).toEqual([
        expect.objectContaining({
          id,
          label: GOOD.members.name,
          reason: expect.stringMatching(/^the website refused it: /),
        }),
      ]);
    } finally {
      await signInAs(ADMIN);
    }
    expect(await read('members', id)).toBeNull();
  });
});
