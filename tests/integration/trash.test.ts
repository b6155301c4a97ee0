/**
 * Signed writes and the Trash with the real Firebase SDKs against a backend (the local stack
 * under `npm test`, the official Emulator Suite under `npm run test:emulators`), as the volunteer
 * (an editor who joined by invitation) and the administrator (the owner by the claim): who added
 * and edited a record, deleting to the Trash, putting back, deleting for good with the removal
 * noted, and what becomes of the image files each time.
 */
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Collection } from '../../src/domain/collections';
import {
  galleryFileName,
  galleryMediumFileName,
  galleryPath,
  galleryThumbFileName,
  memberImagePath,
} from '../../src/domain/storagePaths';
import type { TrashItem } from '../../src/domain/types';
import { deleteUnreferencedFiles } from '../../src/services/images';
import { listMembers } from '../../src/services/members';
import { addGalleryImage, deleteGalleryImage } from '../../src/services/galleryWrites';
import {
  addMember,
  addProgramme,
  deleteMember,
  readRecords,
  updateMember,
  updateProgramme,
  writeRecord,
} from '../../src/services/records';
import {
  NotInTrashError,
  RecordExistsError,
  deleteForever,
  emptyTrash,
  listTrash,
  purgeExpiredTrash,
  restoreFromTrash,
} from '../../src/services/trash';
import { memberInput, programmeInput } from '../fixtures/inputs';
import { ADMIN, VOLUNTEER, ensureVolunteerOnTeam } from './support/accounts';
import { Cleanup } from './support/cleanup';
import { fileExists, freshStamp, pngUploader } from './support/files';
import { signInAs, signedOut } from './support/session';

const run = `${Date.now()}`;
const cleanup = new Cleanup();
const DAY_MS = 24 * 60 * 60 * 1000;

let adminUid: string;
let volunteerUid: string;

const asAdmin = () => signInAs(ADMIN);
const asVolunteer = () => signInAs(VOLUNTEER);

beforeAll(async () => {
  setLogLevel('silent');
  volunteerUid = await ensureVolunteerOnTeam();
  adminUid = (await asAdmin()).uid;
});

afterAll(async () => {
  await asAdmin();
  await cleanup.run();
  await signedOut();
  setLogLevel('warn');
});

/** Uploads a PNG at a path (deleted after the file); resolves with its download URL. */
const stored = pngUploader(cleanup);

/** A member added by whoever is signed in, moved to the Trash after the file if still there. */
async function member(name: string, imageUrl = '') {
  return cleanup.add(await addMember(memberInput(name, imageUrl)), deleteMember);
}

/** A record's fields as stored, or undefined when it is not there. */
async function storedRecord(collection: Collection, id: string) {
  return (await readRecords(collection)).find((r) => r.id === id)?.fields;
}

async function inTrash(id: string): Promise<TrashItem | undefined> {
  return (await listTrash()).find((item) => item.id === id);
}

async function removal(id: string) {
  return (await readRecords('removals')).find((r) => r.id === id)?.fields;
}

describe('signed writes', () => {
  it("signs an editor's member: createdBy on add, updatedBy on edit", async () => {
    await asVolunteer();
    const id = await member(`Signed ${run}`);
    expect(await storedRecord('members', id)).toMatchObject({ createdBy: volunteerUid });
    expect(await storedRecord('members', id)).not.toHaveProperty('updatedBy');
    await updateMember(id, memberInput(`Signed, edited ${run}`), new Date(Date.now() - 1000));
    expect(await storedRecord('members', id)).toMatchObject({
      name: `Signed, edited ${run}`,
      createdBy: volunteerUid,
      updatedBy: volunteerUid,
    });
  });

  it("keeps who added a record when another edits it, and signs the owner's writes", async () => {
    await asAdmin();
    const id = await member(`Owner's ${run}`);
    await asVolunteer();
    await updateMember(id, memberInput(`Owner's, edited ${run}`), new Date(Date.now() - 1000));
    expect((await listMembers()).find((m) => m.id === id)).toMatchObject({
      createdBy: adminUid,
      updatedBy: volunteerUid,
    });
  });

  it('signs a gallery entry (createdBy only) and a programme', async () => {
    await asVolunteer();
    const fileName = galleryFileName('signed.png', freshStamp());
    const galleryId = cleanup.add(
      await addGalleryImage({
        title: `Signed ${run}`,
        fileName,
        imageUrl: await stored(galleryPath(fileName)),
      }),
      deleteGalleryImage,
    );
    expect(await storedRecord('gallery', galleryId)).toMatchObject({ createdBy: volunteerUid });

    const programme = programmeInput({ title: `Signed ${run}`, startDate: '2030-01-01' });
    const programmeId = await addProgramme(programme);
    await updateProgramme(
      programmeId,
      { ...programme, place: 'Agra' },
      new Date(Date.now() - 1000),
    );
    expect(await storedRecord('events', programmeId)).toMatchObject({
      place: 'Agra',
      createdBy: volunteerUid,
      updatedBy: volunteerUid,
    });
  });
});

describe('deleting to the Trash and putting back', () => {
  it('moves a record to the Trash exactly as stored; its photo stays; Undo puts it back', async () => {
    await asVolunteer();
    const path = memberImagePath(freshStamp());
    const id = await member(`Trashed ${run}`, await stored(path));
    const before = await storedRecord('members', id);

    const item = await deleteMember(id);
    expect(item).toMatchObject({
      id: `members_${id}`,
      collection: 'members',
      recordId: id,
      record: before,
      deletedBy: volunteerUid,
    });
    expect(await storedRecord('members', id)).toBeUndefined();
    const listed = await inTrash(item.id);
    expect(listed).toMatchObject({ record: before, deletedBy: volunteerUid });
    expect(Math.abs((listed?.deletedAt?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    // The screens clean up after a delete: the copy in the Trash still uses the photo.
    await deleteUnreferencedFiles([{ path }]);
    expect(await fileExists(path)).toBe(true);

    await restoreFromTrash(item);
    expect(await storedRecord('members', id)).toEqual(before);
    expect(await inTrash(item.id)).toBeUndefined();
    expect(await fileExists(path)).toBe(true);
  });

  it("puts back a gallery entry dated by the server's clock, exactly", async () => {
    await asVolunteer();
    const fileName = galleryFileName('restored.png', freshStamp());
    const id = await addGalleryImage({
      title: `Restored ${run}`,
      fileName,
      imageUrl: await stored(galleryPath(fileName)),
    });
    cleanup.add(id, deleteGalleryImage);
    const before = await storedRecord('gallery', id);
    const item = await deleteGalleryImage(id);
    // The rules refuse a record that differs from its copy in any part of a timestamp: Google's
    // emulator keeps microseconds, which a copy through Date would lose (the local backend keeps
    // milliseconds, so there this only shows the entry comes back whole).
    await restoreFromTrash(item);
    expect(await storedRecord('gallery', id)).toEqual(before);
  });

  it('refuses to put back a record whose id is taken again, and keeps the copy', async () => {
    await asAdmin();
    const id = await member(`Taken ${run}`);
    const fields = await storedRecord('members', id);
    const item = await deleteMember(id);
    // A backup restored meanwhile put a record under the same id.
    await writeRecord('members', id, { ...fields, name: `Taken again ${run}` });

    await asVolunteer();
    await expect(restoreFromTrash(item)).rejects.toBeInstanceOf(RecordExistsError);
    expect((await storedRecord('members', id))?.name).toBe(`Taken again ${run}`);
    expect(await inTrash(item.id)).toBeDefined();
  });

  it('says so when the item left the Trash meanwhile', async () => {
    await asVolunteer();
    const id = await member(`Twice ${run}`);
    const item = await deleteMember(id);
    await restoreFromTrash(item);
    await deleteMember(id);
    await asAdmin();
    await deleteForever(item);
    await expect(restoreFromTrash(item)).rejects.toBeInstanceOf(NotInTrashError);
    await expect(deleteForever(item)).rejects.toBeInstanceOf(NotInTrashError);
  });

  it.each([
    ['an editor', asVolunteer],
    ['an owner', asAdmin],
  ])(
    'refuses %s to delete a decoy stored under a trashed id: the Trash keeps the original',
    async (_who, signIn) => {
      await asVolunteer();
      const id = await member(`Original ${run}`);
      const item = await deleteMember(id);
      const original = (await inTrash(item.id))?.record;
      // Someone stores a record under the trashed id again, signed by themselves…
      await writeRecord('members', id, {
        ...memberInput(`Decoy ${run}`),
        createdAt: new Date().toISOString(),
        createdBy: volunteerUid,
      });
      // …and deletes it, which would replace the original's copy in the Trash.
      await signIn();
      await expect(deleteMember(id)).rejects.toThrow(
        'A copy of this record is already in the Trash. Restore or delete it there first.',
      );
      expect((await inTrash(item.id))?.record).toEqual(original);
      expect((await storedRecord('members', id))?.name).toBe(`Decoy ${run}`);
    },
  );

  it('moves a record to the Trash once when two deletes race', async () => {
    await asVolunteer();
    const id = await member(`Raced ${run}`);
    const results = await Promise.allSettled([deleteMember(id), deleteMember(id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await storedRecord('members', id)).toBeUndefined();
    expect((await inTrash(`members_${id}`))?.record).toMatchObject({ name: `Raced ${run}` });
  });

  it('refuses a delete of a record that is not there', async () => {
    await asVolunteer();
    await expect(deleteMember(`missing-${run}`)).rejects.toThrow('no longer on the site');
  });
});

describe('deleting for good', () => {
  it('notes the removal and deletes the files no other record uses (owners)', async () => {
    await asAdmin();
    const shared = memberImagePath(freshStamp());
    const own = memberImagePath(freshStamp());
    const sharedUrl = await stored(shared);
    await member(`Keeps the photo ${run}`, sharedUrl);
    const b = await member(`Shares it ${run}`, sharedUrl);
    const c = await member(`Alone ${run}`, await stored(own));
    const itemB = await deleteMember(b);
    const itemC = await deleteMember(c);

    await deleteForever(itemB);
    expect(await inTrash(itemB.id)).toBeUndefined();
    expect(await removal(itemB.id)).toMatchObject({
      collection: 'members',
      recordId: b,
      files: [shared],
    });
    expect((await removal(itemB.id))?.removedAt).toBeInstanceOf(Date);
    expect(await fileExists(shared)).toBe(true);

    await deleteForever(itemC);
    expect(await removal(itemC.id)).toMatchObject({ files: [own] });
    expect(await fileExists(own)).toBe(false);
  });

  it("keeps a gallery entry's files while another trash item uses them", async () => {
    await asAdmin();
    const fileName = galleryFileName('twice.png', freshStamp());
    const paths = [
      galleryPath(fileName),
      galleryPath(galleryThumbFileName(fileName)),
      galleryPath(galleryMediumFileName(fileName)),
    ];
    const entry = {
      title: `Twice ${run}`,
      fileName,
      imageUrl: await stored(paths[0]!),
      thumbFileName: galleryThumbFileName(fileName),
      thumbUrl: await stored(paths[1]!),
      mediumFileName: galleryMediumFileName(fileName),
      mediumUrl: await stored(paths[2]!),
    };
    const first = await deleteGalleryImage(await addGalleryImage(entry));
    const second = await deleteGalleryImage(await addGalleryImage(entry));

    await deleteForever(first);
    for (const path of paths) expect(await fileExists(path)).toBe(true);
    await deleteForever(second);
    for (const path of paths) expect(await fileExists(path)).toBe(false);
    expect((await removal(second.id))?.files).toEqual(paths);
  });

  it('is refused once an editor has put the record back meanwhile, and notes no removal', async () => {
    await asVolunteer();
    const id = await member(`Back meanwhile ${run}`);
    const item = await deleteMember(id);
    await restoreFromTrash(item);
    await asAdmin();
    await expect(deleteForever(item)).rejects.toBeInstanceOf(NotInTrashError);
    expect(await storedRecord('members', id)).toBeDefined();
    expect(await removal(item.id)).toBeUndefined();
  });

  it('is refused to an editor', async () => {
    await asVolunteer();
    const item = await deleteMember(await member(`Not for good ${run}`));
    await expect(deleteForever(item)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await inTrash(item.id)).toBeDefined();
    expect(await removal(item.id)).toBeUndefined();
  });

  it('empties the Trash item by item, and says which could not go', async () => {
    await asAdmin();
    const items = [
      await deleteMember(await member(`Empty 1 ${run}`)),
      await deleteMember(await member(`Empty 2 ${run}`)),
    ];
    const gone = { ...items[0]!, id: `members_gone-${run}`, recordId: `gone-${run}` };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { failed } = await emptyTrash([...items, gone]);
    expect(failed).toEqual([gone]);
    expect(logged).toHaveBeenCalledWith(
      'Could not delete for good',
      gone.id,
      expect.any(NotInTrashError),
    );
    logged.mockRestore();
    for (const item of items) {
      expect(await inTrash(item.id)).toBeUndefined();
      expect(await removal(item.id)).toBeDefined();
    }
  });
});

describe('after 30 days', () => {
  it('keeps what was deleted lately', async () => {
    await asVolunteer();
    const item = await deleteMember(await member(`Recent ${run}`));
    await purgeExpiredTrash();
    expect(await inTrash(item.id)).toBeDefined();
  });

  it("an editor cannot let go of an item before the server's 30 days are over", async () => {
    await asVolunteer();
    const item = await deleteMember(await member(`Too soon ${run}`));
    // This device's clock says 31 days have passed; the server's does not.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await purgeExpiredTrash(new Date(Date.now() + 31 * DAY_MS));
    expect(await inTrash(item.id)).toBeDefined();
    expect(logged).toHaveBeenCalledWith(
      'Could not let go of an old trash item',
      item.id,
      expect.objectContaining({ code: 'permission-denied' }),
    );
    logged.mockRestore();
  });

  it('lets go of the expired items with their files, noting no removal', async () => {
    await asAdmin();
    const path = memberImagePath(freshStamp());
    const item = await deleteMember(await member(`Expired ${run}`, await stored(path)));
    // An owner may delete any item: a clock 31 days ahead stands in for the days passing.
    const gone = await purgeExpiredTrash(new Date(Date.now() + 31 * DAY_MS));
    expect(gone).toBeGreaterThanOrEqual(1);
    expect(await inTrash(item.id)).toBeUndefined();
    expect(await removal(item.id)).toBeUndefined();
    expect(await fileExists(path)).toBe(false);
  });
});
