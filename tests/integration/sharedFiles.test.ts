/**
 * A file two records point to is never deleted while one of them still refers to it. The rules
 * tie an image to its folder, not to its record, so a direct write (or a crafted backup) can make
 * member B use member A's photo, or a gallery entry name another's file. Deleting B, replacing
 * B's image or cleaning up after a failed save then goes through the same code the admin screens
 * use (src/admin/saveWithImage.ts), with the real SDKs against the local backend.
 */
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteWithFiles,
  recordFiles,
  saveRecordWithImage,
} from '../../src/admin/flow/saveWithImage';
import {
  galleryFileName,
  galleryPath,
  galleryThumbFileName,
  memberImagePath,
} from '../../src/domain/storagePaths';
import type { MemberInput } from '../../src/domain/types';
import { observeUser, signIn, signOut } from '../../src/services/auth';
import { firebaseSettings } from '../../src/services/firebaseConfig';
import { GALLERY, listGallery } from '../../src/services/gallery';
import { deleteImageByPath, uploadImage } from '../../src/services/images';
import { listMembers } from '../../src/services/members';
import { ADMIN, ensureTestAccounts } from './support/accounts';
import { Cleanup } from './support/cleanup';
import {
  addGalleryImage,
  addMember,
  deleteGalleryImage,
  deleteMember,
  updateMember,
  writeRecord,
} from '../../src/services/records';

const run = `${Date.now()}`;
const cleanup = new Cleanup();
let stamp = Number(run);
/** A timestamp for a file name, new at every call. */
const fresh = () => ++stamp;

async function signInAsAdmin() {
  await signIn(ADMIN.email, ADMIN.password);
  await new Promise<void>((resolve) => {
    const stop = observeUser((user) => {
      if (user?.email !== ADMIN.email) return;
      stop();
      resolve();
    });
  });
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function png(size = 300): Blob {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 11) % 251;
  bytes.set(PNG);
  return new Blob([bytes], { type: 'image/png' });
}

/** Uploads a file this test owns; returns its download URL. */
async function stored(path: string): Promise<string> {
  const url = await uploadImage(path, png());
  cleanup.add(path, deleteImageByPath);
  return url;
}

/** Whether Storage holds an object, asked anonymously (every image folder is public to read). */
async function exists(path: string): Promise<boolean> {
  const { options, emulators } = firebaseSettings(process.env);
  const base = `http://${emulators!.host}:${emulators!.storagePort}`;
  const response = await fetch(
    `${base}/v0/b/${options.storageBucket}/o/${encodeURIComponent(path)}`,
  );
  return response.ok;
}

const person = (name: string, imageUrl: string): MemberInput => ({
  name,
  role: 'Member',
  startYear: 2020,
  endYear: 2021,
  imageUrl,
});

async function member(name: string, imageUrl: string) {
  const id = cleanup.add(await addMember(person(name, imageUrl)), deleteMember);
  return { id, imageUrl };
}

beforeAll(async () => {
  setLogLevel('silent');
  await ensureTestAccounts();
  await signInAsAdmin();
});

afterAll(async () => {
  await signInAsAdmin();
  await cleanup.run();
  await signOut();
  setLogLevel('warn');
});

describe('members sharing a photo', () => {
  it('deleting B keeps the photo A still shows', async () => {
    const path = memberImagePath(fresh());
    const url = await stored(path);
    const a = await member(`A ${run}`, url);
    const b = await member(`B ${run}`, url);

    await deleteWithFiles(() => deleteMember(b.id), recordFiles('members', b));

    expect((await listMembers()).map((m) => m.id)).not.toContain(b.id);
    expect(await exists(path)).toBe(true);
    expect((await listMembers()).find((m) => m.id === a.id)?.imageUrl).toBe(url);
  });

  it('deleting the last member that shows a photo deletes it', async () => {
    const path = memberImagePath(fresh());
    const alone = await member(`Alone ${run}`, await stored(path));
    await deleteWithFiles(() => deleteMember(alone.id), recordFiles('members', alone));
    expect(await exists(path)).toBe(false);
  });

  it('compares storage paths, not URLs: another token of the same file is the same file', async () => {
    const path = memberImagePath(fresh());
    const url = await stored(path);
    await member(`A ${run}`, url);
    const otherToken = url.replace(/token=[^&]+/, 'token=0000-other-token');
    const b = await member(`B ${run}`, otherToken);
    await deleteWithFiles(() => deleteMember(b.id), recordFiles('members', b));
    expect(await exists(path)).toBe(true);
  });

  it("replacing B's photo keeps A's and stores B's new one", async () => {
    const path = memberImagePath(fresh());
    const url = await stored(path);
    await member(`A ${run}`, url);
    const b = await member(`B ${run}`, url);
    const newPath = memberImagePath(fresh());
    cleanup.add(newPath, deleteImageByPath);

    await saveRecordWithImage({
      record: b,
      input: person(`B ${run}`, ''),
      newImage: { path: newPath, blob: png() },
      add: addMember,
      update: updateMember,
    });

    expect(await exists(path)).toBe(true);
    expect(await exists(newPath)).toBe(true);
    const stored_ = (await listMembers()).find((m) => m.id === b.id);
    expect(decodeURIComponent(stored_?.imageUrl ?? '')).toContain(newPath);
  });

  it('replacing a photo nobody else uses deletes the old one', async () => {
    const path = memberImagePath(fresh());
    const only = await member(`Only ${run}`, await stored(path));
    const newPath = memberImagePath(fresh());
    cleanup.add(newPath, deleteImageByPath);
    await saveRecordWithImage({
      record: only,
      input: person(`Only ${run}`, ''),
      newImage: { path: newPath, blob: png() },
      add: addMember,
      update: updateMember,
    });
    expect(await exists(path)).toBe(false);
    expect(await exists(newPath)).toBe(true);
  });
});

describe('gallery entries sharing an image and its thumbnail', () => {
  async function entry(title: string, fileName: string, urls: { image: string; thumb: string }) {
    const thumbFileName = galleryThumbFileName(fileName);
    const id = cleanup.add(
      await addGalleryImage({
        title,
        fileName,
        imageUrl: urls.image,
        thumbFileName,
        thumbUrl: urls.thumb,
      }),
      deleteGalleryImage,
    );
    return (await listGallery()).find((g) => g.id === id)!;
  }

  it("deleting B keeps A's image and thumbnail", async () => {
    const fileName = galleryFileName('shared.png', fresh());
    const paths = [galleryPath(fileName), galleryPath(galleryThumbFileName(fileName))];
    const [image, thumb] = [await stored(paths[0]!), await stored(paths[1]!)];
    const a = await entry(`A ${run}`, fileName, { image: image!, thumb: thumb! });
    const b = await entry(`B ${run}`, fileName, { image: image!, thumb: thumb! });

    await deleteWithFiles(() => deleteGalleryImage(b.id), recordFiles('gallery', b));

    expect((await listGallery()).map((g) => g.id)).toContain(a.id);
    for (const path of paths) expect(await exists(path)).toBe(true);
  });

  it('a gallery entry of another id written with the same files (as a restore could) keeps them too', async () => {
    const fileName = galleryFileName('restored.png', fresh());
    const paths = [galleryPath(fileName), galleryPath(galleryThumbFileName(fileName))];
    const [image, thumb] = [await stored(paths[0]!), await stored(paths[1]!)];
    await entry(`A ${run}`, fileName, { image: image!, thumb: thumb! });
    const id = cleanup.add(`shared-${run}`, deleteGalleryImage);
    await writeRecord(GALLERY, id, {
      title: `B ${run}`,
      fileName,
      imageUrl: image!,
      thumbFileName: galleryThumbFileName(fileName),
      thumbUrl: thumb!,
      createdAt: new Date('2024-01-01T00:00:00.000Z'),
    });
    const b = (await listGallery()).find((g) => g.id === id)!;

    await deleteWithFiles(() => deleteGalleryImage(b.id), recordFiles('gallery', b));

    for (const path of paths) expect(await exists(path)).toBe(true);
  });

  it('deleting the only entry that shows them deletes both files', async () => {
    const fileName = galleryFileName('alone.png', fresh());
    const paths = [galleryPath(fileName), galleryPath(galleryThumbFileName(fileName))];
    const [image, thumb] = [await stored(paths[0]!), await stored(paths[1]!)];
    const alone = await entry(`Alone ${run}`, fileName, { image: image!, thumb: thumb! });
    await deleteWithFiles(() => deleteGalleryImage(alone.id), recordFiles('gallery', alone));
    for (const path of paths) expect(await exists(path)).toBe(false);
  });
});
