/**
 * Photos of a programme with the real Firebase SDKs against a backend: the public query of a
 * programme's photos (its composite index, its count, its pages newest first), adding an entry
 * under an id chosen before its upload, moving photos between programmes (paced, refused when the
 * programme does not exist), 'Remove now', putting back a photo whose programme is gone, and
 * deleting a programme with its photos, kept or trashed, resumed after an interruption.
 */
import { FirebaseError } from 'firebase/app';
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection } from '../../src/domain/collections';
import { galleryFileName, galleryPath, galleryThumbFileName } from '../../src/domain/storagePaths';
import type { GalleryImageInput } from '../../src/domain/types';
import { countProgrammePhotos, listProgrammePhotosPage } from '../../src/services/gallery';
import {
  GalleryImageExistsError,
  addGalleryImage,
  deleteGalleryImage,
  deleteProgrammeWithPhotos,
  movePhotos,
  newGalleryImageId,
  readGalleryImage,
} from '../../src/services/galleryWrites';
import { addProgramme, deleteProgramme, readRecords } from '../../src/services/records';
import { MARKER_PACE_MS } from '../../src/services/stamps';
import { TRASH_BATCH, listTrash, removeNow, restoreFromTrash } from '../../src/services/trash';
import { storageUrl } from '../fixtures/documents';
import { programmeInput } from '../fixtures/inputs';
import { ADMIN, VOLUNTEER, ensureVolunteerOnTeam } from './support/accounts';
import { Cleanup } from './support/cleanup';
import { fileExists, freshStamp, pngUploader } from './support/files';
import { signInAs, signedOut } from './support/session';

const run = `${Date.now()}`;
const cleanup = new Cleanup();

const asAdmin = () => signInAs(ADMIN);
const asVolunteer = () => signInAs(VOLUNTEER);

beforeAll(async () => {
  setLogLevel('silent');
  await ensureVolunteerOnTeam();
});

afterAll(async () => {
  await asAdmin();
  await cleanup.run();
  await signedOut();
  setLogLevel('warn');
});

/** A programme added by whoever is signed in (to the Trash after the file). */
async function programme(title: string): Promise<string> {
  const id = await addProgramme(
    programmeInput({ title: `${title} ${run}`, startDate: '2024-05-01' }),
  );
  return cleanup.add(id, deleteProgramme);
}

/** A gallery entry's fields naming a file that is not uploaded (the rules check only its URL). */
function entry(title: string, change: Partial<GalleryImageInput> = {}): GalleryImageInput {
  const fileName = galleryFileName(`${title.replace(/\W/g, '')}.jpg`, freshStamp());
  return {
    title: `${title} ${run}`,
    fileName,
    imageUrl: storageUrl(galleryPath(fileName)),
    ...change,
  };
}

/** Adds `count` photos of a programme, one second apart (the oldest first); resolves with ids. */
async function photosOf(programmeId: string, count: number, title = 'Photo'): Promise<string[]> {
  const start = Date.now() - (count + 5) * 1000;
  const ids: string[] = [];
  for (let i = 0; i < count; i++)
    ids.push(
      cleanup.add(
        await addGalleryImage(entry(`${title} ${i}`, { programmeId }), {
          createdAt: new Date(start + i * 1000),
        }),
        deleteGalleryImage,
      ),
    );
  return ids;
}

/** A record's fields as stored, or undefined when it is not there. */
async function storedRecord(collection: Collection, id: string) {
  return (await readRecords(collection)).find((r) => r.id === id)?.fields;
}

const refusal = (error: unknown) => (error instanceof FirebaseError ? error.code : String(error));

describe("a programme's photos, read by everyone", () => {
  it('counts them and pages them newest first with a cursor, on its declared index', async () => {
    await asVolunteer();
    const camp = await programme('Camp');
    const other = await programme('Other');
    const ids = await photosOf(camp, 5);
    await photosOf(other, 1, 'Elsewhere');
    cleanup.add(await addGalleryImage(entry('General')), deleteGalleryImage);
    await signedOut();

    expect(await countProgrammePhotos(camp)).toBe(5);
    expect(await countProgrammePhotos('no-such-programme')).toBe(0);
    const newestFirst = [...ids].reverse();
    const first = await listProgrammePhotosPage(camp, null, 2);
    expect(first.items.map((p) => p.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.items.every((p) => p.programmeId === camp)).toBe(true);
    const second = await listProgrammePhotosPage(camp, first.next, 2);
    expect(second.items.map((p) => p.id)).toEqual(newestFirst.slice(2, 4));
    const last = await listProgrammePhotosPage(camp, second.next, 2);
    expect(last.items.map((p) => p.id)).toEqual(newestFirst.slice(4));
    expect(last.next).toBeNull();
  });
});

describe('adding a photo under an id chosen before its upload', () => {
  it('creates that entry once, with its programme and size, and refuses a second', async () => {
    await asVolunteer();
    const camp = await programme('Sized');
    const id = newGalleryImageId();
    expect(await readGalleryImage(id)).toBeNull();
    const input = entry('Sized', { programmeId: camp, width: 1920, height: 1280 });
    expect(await addGalleryImage(input, { id })).toBe(id);
    cleanup.add(id, deleteGalleryImage);
    expect(await readGalleryImage(id)).toMatchObject({
      id,
      programmeId: camp,
      width: 1920,
      height: 1280,
    });
    // A retry that did not read first: refused, the entry as it was.
    await expect(addGalleryImage({ ...input, title: 'Again' }, { id })).rejects.toBeInstanceOf(
      GalleryImageExistsError,
    );
    expect((await readGalleryImage(id))?.title).toBe(input.title);
  });

  it('refuses a photo of a programme that does not exist', async () => {
    await asVolunteer();
    const id = newGalleryImageId();
    const error = await addGalleryImage(entry('Orphan', { programmeId: `gone-${run}` }), {
      id,
    }).catch((e: unknown) => e);
    expect(refusal(error)).toBe('permission-denied');
    expect(await readGalleryImage(id)).toBeNull();
  });
});

describe('moving photos between programmes', () => {
  it('moves photos to another programme and to none, changing nothing else', async () => {
    await asVolunteer();
    const from = await programme('From');
    const to = await programme('To');
    const ids = await photosOf(from, 3);
    const before = await readGalleryImage(ids[0] ?? '');
    const progress: Array<[number, number]> = [];
    await movePhotos(ids, to, (done, total) => progress.push([done, total]));
    expect(progress).toEqual([[3, 3]]);
    expect(await countProgrammePhotos(from)).toBe(0);
    expect(await countProgrammePhotos(to)).toBe(3);
    expect(await readGalleryImage(ids[0] ?? '')).toEqual({ ...before, programmeId: to });

    await movePhotos(ids.slice(0, 2), null);
    expect(await countProgrammePhotos(to)).toBe(1);
    const detached = await storedRecord('gallery', ids[0] ?? '');
    expect(detached).toBeDefined();
    expect(detached && 'programmeId' in detached).toBe(false);
  });

  it('refuses a move to a programme that does not exist, and moves none', async () => {
    await asVolunteer();
    const from = await programme('Kept');
    const ids = await photosOf(from, 2);
    const error = await movePhotos(ids, `gone-${run}`).catch((e: unknown) => e);
    expect(refusal(error)).toBe('permission-denied');
    expect(await countProgrammePhotos(from)).toBe(2);
  });
});

describe('Remove now', () => {
  it('an owner removes a live photo and its files at once, recording the removal', async () => {
    await asAdmin();
    const upload = pngUploader(cleanup);
    const fileName = galleryFileName('removed.png', freshStamp());
    const thumbFileName = galleryThumbFileName(fileName);
    const id = await addGalleryImage({
      title: `Removed ${run}`,
      fileName,
      imageUrl: await upload(galleryPath(fileName)),
      thumbFileName,
      thumbUrl: await upload(galleryPath(thumbFileName)),
    });
    await removeNow('gallery', id);
    expect(await readGalleryImage(id)).toBeNull();
    expect((await listTrash()).some((item) => item.recordId === id)).toBe(false);
    expect(await storedRecord('removals', `gallery_${id}`)).toMatchObject({
      collection: 'gallery',
      recordId: id,
      files: expect.arrayContaining([galleryPath(fileName), galleryPath(thumbFileName)]) as unknown,
    });
    expect(await fileExists(galleryPath(fileName))).toBe(false);
    expect(await fileExists(galleryPath(thumbFileName))).toBe(false);
  });

  it('an owner removes a photo in the Trash the same way', async () => {
    await asAdmin();
    const id = await addGalleryImage(entry('Trashed then removed'));
    cleanup.add(id, deleteGalleryImage);
    await deleteGalleryImage(id);
    await removeNow('gallery', id);
    expect((await listTrash()).some((item) => item.recordId === id)).toBe(false);
    expect(await storedRecord('removals', `gallery_${id}`)).toMatchObject({ recordId: id });
  });

  it('is refused to an editor, the photo left as it was', async () => {
    await asVolunteer();
    const id = cleanup.add(await addGalleryImage(entry('Not removed')), deleteGalleryImage);
    const error = await removeNow('gallery', id).catch((e: unknown) => e);
    expect(refusal(error)).toBe('permission-denied');
    expect(await readGalleryImage(id)).not.toBeNull();
  });
});

describe('the Trash and a photo whose programme is gone', () => {
  it('puts the photo back in the general gallery, and with its programme when it is back', async () => {
    await asVolunteer();
    const camp = await programme('Gone');
    const [first, second] = await photosOf(camp, 2);
    const photoItem = await deleteGalleryImage(first ?? '');
    const programmeItem = await deleteProgramme(camp);
    await restoreFromTrash(photoItem);
    const back = await readGalleryImage(first ?? '');
    expect(back).not.toBeNull();
    expect(back?.programmeId).toBeUndefined();

    await restoreFromTrash(programmeItem);
    const otherItem = await deleteGalleryImage(second ?? '');
    await restoreFromTrash(otherItem);
    expect((await readGalleryImage(second ?? ''))?.programmeId).toBe(camp);
  });
});

describe('deleting a programme with its photos', () => {
  it('keeps its photos in the general gallery, then trashes the programme', async () => {
    await asVolunteer();
    const camp = await programme('Keep');
    const ids = await photosOf(camp, 3);
    const progress: Array<[number, number]> = [];
    const item = await deleteProgrammeWithPhotos(camp, 'keep', (done, total) =>
      progress.push([done, total]),
    );
    expect(item.recordId).toBe(camp);
    expect(progress.at(-1)).toEqual([3, 3]);
    expect(await storedRecord('events', camp)).toBeUndefined();
    for (const id of ids) {
      const photo = await readGalleryImage(id);
      expect(photo).not.toBeNull();
      expect(photo?.programmeId).toBeUndefined();
    }
  });

  it('moves its photos to the Trash in paced commits, and finishes when run again after an interruption', async () => {
    await asVolunteer();
    const camp = await programme('Trash');
    const count = TRASH_BATCH + 3;
    const ids = await photosOf(camp, count);

    // The connection is lost after the first commit: here, the volunteer signs out.
    const began = Date.now();
    const interrupted = await deleteProgrammeWithPhotos(camp, 'trash', (done) => {
      if (done === TRASH_BATCH) void signedOut();
    }).catch((e: unknown) => e);
    expect(interrupted).toBeInstanceOf(Error);
    expect(await countProgrammePhotos(camp)).toBe(3);
    expect(await storedRecord('events', camp)).toBeDefined();

    await asVolunteer();
    const progress: Array<[number, number]> = [];
    await deleteProgrammeWithPhotos(camp, 'trash', (done, total) => progress.push([done, total]));
    expect(progress).toEqual([[3, 3]]);
    expect(await storedRecord('events', camp)).toBeUndefined();
    const trashed = new Set((await listTrash()).map((item) => item.recordId));
    expect(ids.every((id) => trashed.has(id))).toBe(true);
    expect(trashed.has(camp)).toBe(true);
    // Two commits of the first run: the second started a pace after the first.
    expect(Date.now() - began).toBeGreaterThanOrEqual(MARKER_PACE_MS);
  });
});
