/**
 * The app's own services (src/services) with the real Firebase SDKs against a backend: the local
 * stack under `npm test`, the official Emulator Suite under `npm run test:emulators`. Each test
 * creates its own data with unique names and deletes it afterwards (records go to the Trash, as
 * the admin screens delete them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLogLevel } from 'firebase/firestore/lite';
import { observeUser, signIn, signOut, type AdminUser } from '../../src/services/auth';
import { listMembers } from '../../src/services/members';
import { messageCollection } from '../../src/domain/messageKinds';
import { listMessages } from '../../src/services/messages';
import { ADMIN_SECTIONS } from '../../src/admin/sections';
import { MESSAGE_KIND_INFO } from '../../src/domain/messageKinds';
import { listGallery } from '../../src/services/gallery';
import {
  deleteImageByPath,
  deleteImageByUrl,
  uploadImage,
  type UploadProgress,
} from '../../src/services/images';
import {
  galleryFileName,
  galleryPath,
  memberImagePath,
  messageImagePath,
} from '../../src/domain/storagePaths';
import {
  MESSAGE_KINDS,
  type MemberInput,
  type MessageInput,
  type MessageKind,
} from '../../src/domain/types';
import { firebaseSettings } from '../../src/services/firebaseConfig';
import { ADMIN, EDITOR, ensureTestAccounts, type TestAccount } from './support/accounts';
import { storageUrl } from '../fixtures/documents';
import { Cleanup } from './support/cleanup';
import { addGalleryImage, deleteGalleryImage } from '../../src/services/galleryWrites';
import {
  addMember,
  addMessage,
  deleteMember,
  deleteMessage,
  readRecords,
  updateMember,
  updateMessage,
} from '../../src/services/records';
import { DEFAULT_GALLERY_TITLE } from '../../src/domain/recordFields';

/** Makes names unique per run, so runs against long-lived emulators never meet. */
const run = `${Date.now()}`;
const cleanup = new Cleanup();

/** Resolves with the first signed-in state that satisfies `accept`. */
function userWhere(accept: (user: AdminUser | null) => boolean): Promise<AdminUser | null> {
  return new Promise((resolve) => {
    const stop = observeUser((user) => {
      if (!accept(user)) return;
      stop();
      resolve(user);
    });
  });
}

async function signInAs(account: TestAccount): Promise<AdminUser | null> {
  await signIn(account.email, account.password);
  return userWhere((user) => user?.email === account.email);
}

/** The administrator's uid: what their writes are signed with. */
let adminUid = '';

/** For hooks: sign in as the administrator. */
const asAdmin = async () => {
  adminUid = (await signInAs(ADMIN))?.uid ?? '';
};

async function signedOut() {
  await signOut();
  await userWhere((user) => user === null);
}

/** The first bytes of each type: real files start so, and the local backend checks them. */
const SIGNATURES = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
} as const;

/** An image-typed file of `size` bytes whose content differs from run to run. */
function imageBytes(size: number, type: keyof typeof SIGNATURES = 'image/png'): Blob {
  const bytes = new Uint8Array(size);
  const offset = Number(run.slice(-3));
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + offset) % 251;
  bytes.set(SIGNATURES[type]);
  return new Blob([bytes], { type });
}

/** Whether Storage holds an object, asked anonymously (every image folder is public to read). */
async function objectExists(path: string): Promise<boolean> {
  const { options, emulators } = firebaseSettings(process.env);
  const base = `http://${emulators!.host}:${emulators!.storagePort}`;
  const response = await fetch(
    `${base}/v0/b/${options.storageBucket}/o/${encodeURIComponent(path)}`,
  );
  return response.ok;
}

async function downloadedBytes(url: string): Promise<{ status: number; bytes: Uint8Array }> {
  const response = await fetch(url);
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
}

beforeAll(async () => {
  await ensureTestAccounts();
});

afterAll(async () => {
  await signInAs(ADMIN);
  await cleanup.run();
  await signedOut();
});

describe('auth', () => {
  it('signs the administrator in with the admin claim', async () => {
    expect(await signInAs(ADMIN)).toMatchObject({ email: ADMIN.email, isAdmin: true });
  });

  it('signs an account without the claim in as a non-administrator', async () => {
    expect(await signInAs(EDITOR)).toMatchObject({ email: EDITOR.email, isAdmin: false });
  });

  it('signs out', async () => {
    await signInAs(ADMIN);
    await signOut();
    expect(await userWhere(() => true)).toBeNull();
  });

  it('refuses a wrong password with the provider error', async () => {
    await expect(signIn(ADMIN.email, 'not-the-password')).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\/(wrong-password|invalid-credential)$/),
    });
  });
});

describe('members', () => {
  beforeAll(asAdmin);

  const member: MemberInput = {
    name: `Test Member ${run}`,
    role: 'Coordinator',
    startYear: 2022,
    endYear: 2024,
    imageUrl: storageUrl(memberImagePath(1)),
  };
  const createdAt = new Date('2024-01-02T03:04:05.000Z');
  const byId = async (id: string) => (await listMembers()).find((m) => m.id === id);

  it('adds a member and lists it with every field', async () => {
    const id = cleanup.add(await addMember(member, createdAt), deleteMember);
    expect(await byId(id)).toEqual({
      id,
      ...member,
      createdAt: createdAt.toISOString(),
      createdBy: adminUid,
    });
  });

  it('keeps a member without a period as null years', async () => {
    const noPeriod = { ...member, startYear: null, endYear: null, imageUrl: '' };
    const id = cleanup.add(await addMember(noPeriod, createdAt), deleteMember);
    expect(await byId(id)).toMatchObject({ startYear: null, endYear: null, imageUrl: '' });
  });

  it('updates with a new image, and an edit without an image keeps the old one', async () => {
    const id = cleanup.add(await addMember(member, createdAt), deleteMember);

    const withImage = { ...member, role: 'Secretary', imageUrl: storageUrl(memberImagePath(2)) };
    // Edits are stamped by the device's clock, which the rules hold within minutes of theirs.
    const firstEdit = new Date(Date.now() - 2000);
    await updateMember(id, withImage, firstEdit);
    expect(await byId(id)).toEqual({
      id,
      ...withImage,
      createdAt: createdAt.toISOString(),
      updatedAt: firstEdit.toISOString(),
      createdBy: adminUid,
      updatedBy: adminUid,
    });

    const secondEdit = new Date(Date.now() - 1000);
    await updateMember(id, { ...member, name: `Renamed ${run}`, imageUrl: '' }, secondEdit);
    expect(await byId(id)).toMatchObject({
      name: `Renamed ${run}`,
      imageUrl: withImage.imageUrl,
      createdAt: createdAt.toISOString(),
      updatedAt: secondEdit.toISOString(),
    });
  });

  it('deletes a member to the Trash, resolving with its item', async () => {
    const id = await addMember(member, createdAt);
    const stored = (await readRecords('members')).find((r) => r.id === id)?.fields;
    const item = await deleteMember(id);
    expect(await byId(id)).toBeUndefined();
    expect(item).toMatchObject({
      id: `members_${id}`,
      collection: 'members',
      recordId: id,
      record: stored,
      deletedBy: adminUid,
    });
  });
});

describe.each(MESSAGE_KINDS)('messages of kind %s', (kind) => {
  beforeAll(asAdmin);

  const message: MessageInput = {
    year: '2023-2024',
    name: `Rev. Test ${run}`,
    title: `A message for ${kind}`,
    fullMessage: 'First paragraph.\n\nSecond paragraph.',
    imageUrl: storageUrl(messageImagePath(kind, 'portrait.jpeg', 1)),
  };
  const createdAt = new Date('2024-05-06T07:08:09.000Z');
  const remove = (id: string) => deleteMessage(kind, id);

  it('adds a message that only its own kind lists', async () => {
    const id = cleanup.add(await addMessage(kind, message, createdAt), remove);
    expect((await listMessages(kind)).find((m) => m.id === id)).toEqual({
      id,
      kind,
      ...message,
      createdAt: createdAt.toISOString(),
      createdBy: adminUid,
    });
    for (const other of MESSAGE_KINDS.filter((k) => k !== kind)) {
      expect((await listMessages(other)).map((m) => m.id)).not.toContain(id);
    }
  });

  it('updates with and without a new image', async () => {
    const id = cleanup.add(await addMessage(kind, message, createdAt), remove);
    const byId = async () => (await listMessages(kind)).find((m) => m.id === id);

    const newImage = storageUrl(messageImagePath(kind, 'new.jpeg', 2));
    await updateMessage(kind, id, { ...message, imageUrl: newImage });
    expect(await byId()).toMatchObject({ imageUrl: newImage });

    const edited = new Date(Date.now() - 1000);
    await updateMessage(kind, id, { ...message, title: 'Edited title', imageUrl: '' }, edited);
    expect(await byId()).toMatchObject({
      kind,
      title: 'Edited title',
      imageUrl: newImage,
      createdAt: createdAt.toISOString(),
      updatedAt: edited.toISOString(),
    });
  });

  it("is among its admin screen's records, read by the screen's filter, and only there", async () => {
    const id = cleanup.add(await addMessage(kind, message, createdAt), remove);
    const shownBy = async (k: MessageKind) => {
      const section = ADMIN_SECTIONS.find((s) => s.path === MESSAGE_KIND_INFO[k].slug);
      if (!section?.shows) throw new Error(`no admin screen shows ${k} messages`);
      const { collection, where } = section.shows;
      return (await readRecords(collection, { where })).map((record) => record.id);
    };
    expect(await shownBy(kind)).toContain(id);
    for (const other of MESSAGE_KINDS.filter((k) => k !== kind)) {
      expect(await shownBy(other)).not.toContain(id);
    }
  });

  it('deletes a message to the Trash', async () => {
    const id = await addMessage(kind, message, createdAt);
    const item = await deleteMessage(kind, id);
    expect((await listMessages(kind)).map((m) => m.id)).not.toContain(id);
    expect(item).toMatchObject({ collection: messageCollection(kind), recordId: id });
  });
});

describe('gallery', () => {
  beforeAll(asAdmin);

  // Dates of the last few seconds, so these are the newest entries beside other data (the rules
  // refuse a gallery date in the future).
  const dates = [3, 1, 2].map((secondsAgo) => new Date(Date.now() - secondsAgo * 1000));

  it('lists entries newest first, all of them or the newest few', async () => {
    const ids: string[] = [];
    for (const [i, date] of dates.entries()) {
      const fileName = galleryFileName(`${i}.jpeg`, date.getTime());
      const entry = {
        title: `Picture ${i} ${run}`,
        imageUrl: storageUrl(galleryPath(fileName)),
        fileName,
      };
      ids.push(cleanup.add(await addGalleryImage(entry, { createdAt: date }), deleteGalleryImage));
    }
    const newestFirst = [ids[1], ids[2], ids[0]];

    const all = await listGallery();
    expect(all.map((g) => g.id).filter((id) => ids.includes(id))).toEqual(newestFirst);
    expect(all.find((g) => g.id === ids[1])).toMatchObject({
      title: `Picture 1 ${run}`,
      imageUrl: storageUrl(galleryPath(galleryFileName('1.jpeg', dates[1]?.getTime() ?? 0))),
      createdAt: dates[1],
    });

    expect((await listGallery(2)).map((g) => g.id)).toEqual(newestFirst.slice(0, 2));
  });

  it("stores a blank title as 'Gallery Image', signed, and deletes an entry", async () => {
    const fileName = galleryFileName('blank.jpeg', Date.now());
    const id = await addGalleryImage({
      title: '   ',
      imageUrl: storageUrl(galleryPath(fileName)),
      fileName,
    });
    cleanup.add(id, deleteGalleryImage);
    expect((await listGallery()).find((g) => g.id === id)).toMatchObject({
      title: DEFAULT_GALLERY_TITLE,
      createdBy: adminUid,
    });

    await deleteGalleryImage(id);
    expect((await listGallery()).map((g) => g.id)).not.toContain(id);
  });

  it("dates a new entry by the server's clock, not the administrator's", async () => {
    const fileName = galleryFileName('dated.jpeg', Date.now());
    const before = Date.now();
    const id = await addGalleryImage({
      title: 'Dated',
      imageUrl: storageUrl(galleryPath(fileName)),
      fileName,
    });
    cleanup.add(id, deleteGalleryImage);
    const createdAt = (await listGallery()).find((g) => g.id === id)?.createdAt?.getTime() ?? 0;
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

describe('images', () => {
  beforeAll(asAdmin);

  async function uploadWithProgress(path: string, file: Blob) {
    const progress: UploadProgress[] = [];
    const url = cleanup.add(
      await uploadImage(path, file, (p) => progress.push(p)),
      deleteImageByUrl,
    );
    return { url, progress };
  }

  it.each([
    ['a small file (one request)', 20 * 1024],
    ['a file over 256 KiB (resumable, in chunks)', 700 * 1024],
  ])('uploads %s with progress up to the total and downloads the same bytes', async (_, size) => {
    const file = imageBytes(size);
    const { url, progress } = await uploadWithProgress(
      galleryPath(galleryFileName(`upload-${size}.png`, Date.now())),
      file,
    );

    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toEqual({ bytesTransferred: size, totalBytes: size });
    const transferred = progress.map((p) => p.bytesTransferred);
    expect(transferred).toEqual([...transferred].sort((a, b) => a - b));

    const downloaded = await downloadedBytes(url);
    expect(downloaded.status).toBe(200);
    // Compared as buffers: a deep equality over 700 000 elements takes seconds.
    expect(downloaded.bytes.length).toBe(size);
    expect(Buffer.from(downloaded.bytes).equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
  });

  it('keeps the content type', async () => {
    const { url } = await uploadWithProgress(
      memberImagePath(Date.now()),
      imageBytes(1000, 'image/jpeg'),
    );
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toMatch(/^image\/jpeg/);
  });

  it('deletes a file by its download URL', async () => {
    const { url } = await uploadWithProgress(
      messageImagePath('youth_director', 'portrait.png', Date.now()),
      imageBytes(2000),
    );
    await deleteImageByUrl(url);
    expect((await downloadedBytes(url)).status).toBe(404);
  });

  it('deletes a file by its path', async () => {
    const path = galleryPath(galleryFileName('by-path.png', Date.now()));
    const { url } = await uploadWithProgress(path, imageBytes(2000));
    expect(await objectExists(path)).toBe(true);
    await deleteImageByPath(path);
    expect(await objectExists(path)).toBe(false);
    expect((await downloadedBytes(url)).status).toBe(404);
  });
});

describe.each([
  ['signed out', null],
  ['signed in without the admin claim', EDITOR],
] as const)('writes when %s', (_, account) => {
  let memberId: string;
  let messageId: string;
  let imageUrl: string;

  beforeAll(async () => {
    // Something to try to change or delete, made by the administrator.
    await signInAs(ADMIN);
    memberId = cleanup.add(
      await addMember({
        name: `Keep ${run}`,
        role: 'Member',
        startYear: 2020,
        endYear: 2021,
        imageUrl: '',
      }),
      deleteMember,
    );
    messageId = cleanup.add(
      await addMessage('bishop', {
        year: '2020-2021',
        name: 'Keep',
        title: 'Keep',
        fullMessage: 'Keep.',
        imageUrl: '',
      }),
      (id) => deleteMessage('bishop', id),
    );
    imageUrl = cleanup.add(
      await uploadImage(galleryPath(galleryFileName('keep.png', Date.now())), imageBytes(500)),
      deleteImageByUrl,
    );
    if (account) await signInAs(account);
    else await signedOut();
  });

  // The SDK logs every refused write as a warning; here refusals are the expected outcome.
  beforeAll(() => setLogLevel('silent'));
  afterAll(() => setLogLevel('warn'));
  afterAll(asAdmin);

  const denied = { code: 'permission-denied' };
  // Storage refuses with 403 (storage/unauthorized); the local backend answers a request with no
  // token at all with 401 (storage/unauthenticated) instead. Either way nothing is written.
  const storageDenied = {
    code: account
      ? 'storage/unauthorized'
      : expect.stringMatching(/^storage\/unauth(orized|enticated)$/),
  };
  const someMember = {
    name: 'Intruder',
    role: 'None',
    startYear: 2020,
    endYear: 2021,
    imageUrl: '',
  };
  const someMessage = {
    year: '2020',
    name: 'Intruder',
    title: 'No',
    fullMessage: 'No.',
    imageUrl: '',
  };

  it('still reads everything', async () => {
    expect((await listMembers()).map((m) => m.id)).toContain(memberId);
    expect((await listMessages('bishop')).map((m) => m.id)).toContain(messageId);
    expect((await downloadedBytes(imageUrl)).status).toBe(200);
  });

  it('refuses document writes with permission-denied', async () => {
    await expect(addMember(someMember)).rejects.toMatchObject(denied);
    await expect(updateMember(memberId, someMember)).rejects.toMatchObject(denied);
    await expect(deleteMember(memberId)).rejects.toMatchObject(denied);
    await expect(addMessage('lady_animator', someMessage)).rejects.toMatchObject(denied);
    await expect(updateMessage('bishop', messageId, someMessage)).rejects.toMatchObject(denied);
    await expect(deleteMessage('bishop', messageId)).rejects.toMatchObject(denied);
    await expect(
      addGalleryImage({ title: 'No', imageUrl: 'https://images.example/x.jpeg', fileName: 'x' }),
    ).rejects.toMatchObject(denied);
    expect((await listMembers()).find((m) => m.id === memberId)?.name).toBe(`Keep ${run}`);
  });

  it('refuses uploads and deletes of files', async () => {
    const path = galleryPath(galleryFileName('intruder.png', Date.now()));
    await expect(uploadImage(path, imageBytes(100))).rejects.toMatchObject(storageDenied);
    expect(await objectExists(path)).toBe(false);
    await expect(deleteImageByUrl(imageUrl)).rejects.toMatchObject(storageDenied);
    expect((await downloadedBytes(imageUrl)).status).toBe(200);
  });
});
