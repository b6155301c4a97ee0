/**
 * A file two records point to is never deleted while one of them, or a record in the Trash, still
 * refers to it. The rules tie an image to its folder, not to its record, so a direct write (or a
 * crafted backup) can make member B use member A's photo, or a gallery entry name another's file.
 * Deleting B moves it to the Trash, where its files wait with it; deleting it for good, replacing
 * B's image or cleaning up after a failed save then goes through the same code the admin screens
 * use (src/services/trash.ts, src/admin/flow/saveWithImage.ts), with the real SDKs against the
 * local backend.
 */
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRecordWithImage } from '../../src/admin/flow/saveWithImage';
import {
  galleryFileName,
  galleryMediumFileName,
  galleryPath,
  galleryThumbFileName,
  memberImagePath,
} from '../../src/domain/storagePaths';
import { signOut } from '../../src/services/auth';
import { listGallery } from '../../src/services/gallery';
import { deleteImageByPath } from '../../src/services/images';
import { listMembers } from '../../src/services/members';
import { memberInput } from '../fixtures/inputs';
import { ADMIN, ensureTestAccounts } from './support/accounts';
import { Cleanup } from './support/cleanup';
import { fileExists, freshStamp, png, pngUploader } from './support/files';
import { signInAs } from './support/session';
import { addGalleryImage, deleteGalleryImage } from '../../src/services/galleryWrites';
import { addMember, deleteMember, updateMember, writeRecord } from '../../src/services/records';
import { deleteForever } from '../../src/services/trash';

const run = `${Date.now()}`;
const cleanup = new Cleanup();

/** Uploads a PNG this test file owns; resolves with its download URL. */
const stored = pngUploader(cleanup);

async function member(name: string, imageUrl: string) {
  const id = cleanup.add(await addMember(memberInput(name, imageUrl)), deleteMember);
  return { id, imageUrl };
}

beforeAll(async () => {
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

describe('members sharing a photo', () => {
  it('deleting B for good keeps the photo A still shows', async () => {
    const path = memberImagePath(freshStamp());
    const url = await stored(path);
    const a = await member(`A ${run}`, url);
    const b = await member(`B ${run}`, url);

    await deleteForever(await deleteMember(b.id));

    expect((await listMembers()).map((m) => m.id)).not.toContain(b.id);
    expect(await fileExists(path)).toBe(true);
    expect((await listMembers()).find((m) => m.id === a.id)?.imageUrl).toBe(url);
  });

  it('the last member that shows a photo keeps it in the Trash; deleted for good, it goes', async () => {
    const path = memberImagePath(freshStamp());
    const alone = await member(`Alone ${run}`, await stored(path));
    const item = await deleteMember(alone.id);
    expect(await fileExists(path)).toBe(true);
    await deleteForever(item);
    expect(await fileExists(path)).toBe(false);
  });

  it('compares storage paths, not URLs: another token of the same file is the same file', async () => {
    const path = memberImagePath(freshStamp());
    const url = await stored(path);
    await member(`A ${run}`, url);
    const otherToken = url.replace(/token=[^&]+/, 'token=0000-other-token');
    const b = await member(`B ${run}`, otherToken);
    await deleteForever(await deleteMember(b.id));
    expect(await fileExists(path)).toBe(true);
  });

  it('a photo a member in the Trash shows stays when the member showing it is deleted for good', async () => {
    const path = memberImagePath(freshStamp());
    const url = await stored(path);
    const a = await member(`A ${run}`, url);
    const b = await member(`B ${run}`, url);
    await deleteMember(b.id);
    await deleteForever(await deleteMember(a.id));
    expect(await fileExists(path)).toBe(true);
  });

  it("replacing B's photo keeps A's and stores B's new one", async () => {
    const path = memberImagePath(freshStamp());
    const url = await stored(path);
    await member(`A ${run}`, url);
    const b = await member(`B ${run}`, url);
    const newPath = memberImagePath(freshStamp());
    cleanup.add(newPath, deleteImageByPath);

    await saveRecordWithImage({
      record: b,
      input: memberInput(`B ${run}`),
      newImage: { path: newPath, blob: png() },
      add: addMember,
      update: updateMember,
    });

    expect(await fileExists(path)).toBe(true);
    expect(await fileExists(newPath)).toBe(true);
    const stored_ = (await listMembers()).find((m) => m.id === b.id);
    expect(decodeURIComponent(stored_?.imageUrl ?? '')).toContain(newPath);
  });

  it('replacing a photo nobody else uses deletes the old one', async () => {
    const path = memberImagePath(freshStamp());
    const only = await member(`Only ${run}`, await stored(path));
    const newPath = memberImagePath(freshStamp());
    cleanup.add(newPath, deleteImageByPath);
    await saveRecordWithImage({
      record: only,
      input: memberInput(`Only ${run}`),
      newImage: { path: newPath, blob: png() },
      add: addMember,
      update: updateMember,
    });
    expect(await fileExists(path)).toBe(false);
    expect(await fileExists(newPath)).toBe(true);
  });
});

describe('gallery entries sharing an image and its smaller copies', () => {
  async function entry(
    title: string,
    fileName: string,
    urls: { image: string; thumb: string; medium?: string },
  ) {
    const thumbFileName = galleryThumbFileName(fileName);
    const medium = urls.medium
      ? { mediumFileName: galleryMediumFileName(fileName), mediumUrl: urls.medium }
      : {};
    const id = cleanup.add(
      await addGalleryImage({
        title,
        fileName,
        imageUrl: urls.image,
        thumbFileName,
        thumbUrl: urls.thumb,
        ...medium,
      }),
      deleteGalleryImage,
    );
    return (await listGallery()).find((g) => g.id === id)!;
  }

  it("deleting B keeps A's image and thumbnail", async () => {
    const fileName = galleryFileName('shared.png', freshStamp());
    const paths = [galleryPath(fileName), galleryPath(galleryThumbFileName(fileName))];
    const [image, thumb] = [await stored(paths[0]!), await stored(paths[1]!)];
    const a = await entry(`A ${run}`, fileName, { image: image!, thumb: thumb! });
    const b = await entry(`B ${run}`, fileName, { image: image!, thumb: thumb! });

    await deleteForever(await deleteGalleryImage(b.id));

    expect((await listGallery()).map((g) => g.id)).toContain(a.id);
    for (const path of paths) expect(await fileExists(path)).toBe(true);
  });

  it('a gallery entry of another id written with the same files (as a restore could) keeps them too', async () => {
    const fileName = galleryFileName('restored.png', freshStamp());
    const paths = [galleryPath(fileName), galleryPath(galleryThumbFileName(fileName))];
    const [image, thumb] = [await stored(paths[0]!), await stored(paths[1]!)];
    await entry(`A ${run}`, fileName, { image: image!, thumb: thumb! });
    const id = cleanup.add(`shared-${run}`, deleteGalleryImage);
    await writeRecord('gallery', id, {
      title: `B ${run}`,
      fileName,
      imageUrl: image!,
      thumbFileName: galleryThumbFileName(fileName),
      thumbUrl: thumb!,
      createdAt: new Date('2024-01-01T00:00:00.000Z'),
    });
    await deleteForever(await deleteGalleryImage(id));

    for (const path of paths) expect(await fileExists(path)).toBe(true);
  });

  it('deleting for good the only entry that shows them deletes its three files', async () => {
    const fileName = galleryFileName('alone.png', freshStamp());
    const paths = [
      galleryPath(fileName),
      galleryPath(galleryThumbFileName(fileName)),
      galleryPath(galleryMediumFileName(fileName)),
    ];
    const [image, thumb, medium] = [
      await stored(paths[0]!),
      await stored(paths[1]!),
      await stored(paths[2]!),
    ];
    const alone = await entry(`Alone ${run}`, fileName, {
      image: image!,
      thumb: thumb!,
      medium: medium!,
    });
    const item = await deleteGalleryImage(alone.id);
    for (const path of paths) expect(await fileExists(path)).toBe(true);
    await deleteForever(item);
    for (const path of paths) expect(await fileExists(path)).toBe(false);
  });
});
