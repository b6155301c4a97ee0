/**
 * The site's content written by the team, through the real firestore/lite and storage SDKs with
 * the security rules on: owners, by the admin claim or by their team document, and editors by
 * their team document write the site's content, signed; a record leaves only for the Trash; files
 * by role; and `Bearer owner` passes every rule, as on Google's emulator. (Who is on the team,
 * joins it and reads its own collections: teamMembership.test.ts.)
 */
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { deleteObject, ref, uploadBytes } from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import type { TeamRole } from '../src/domain/types';
import { ADMIN, OWNER, PNG_BYTES, PROJECT_ID, codeOf, errorOf, post } from './testSupport';
import { backendForFile } from './testFileBackend';
import { addStamped, deleteStamped, stampInto, updateStamped } from './testStamps';
import { RECORDS, TRASHED, moveToTrash, newPerson, stamp, type Trashed } from './teamSupport';

/** The emulators' owner: sets up what a test needs, past the rules. */
let rulesFree: Firestore;
/** An owner by the admin claim (ADMIN), through the rules. */
let owner: Firestore;
let anonymous: Firestore;
const t = backendForFile({
  onStart: (started) => {
    rulesFree = started.clients(OWNER).db;
    owner = started.clients(ADMIN).db;
    anonymous = started.clients(null).db;
  },
});

/** A new account of this backend, on the team in `role`, or not. */
const person = (role: TeamRole | null) => newPerson(t, rulesFree, role);

// ---------------------------------------------------------------------------------------------
// The site's content

/** What an edit changes (the gallery's entries are not edited). */
const EDITS: Record<Trashed, DocumentData | null> = {
  members: { role: 'Secretary' },
  bishopMessages: { title: 'Edited' },
  officeBearerMessages: { title: 'Edited' },
  gallery: null,
  events: { title: 'Edited' },
};

const exists = async (path: string) => (await getDoc(doc(rulesFree, path))).exists();

describe.each(TRASHED)('%s, by role', (name) => {
  it('an editor by team document adds a record signed, edits it signed and moves it to the Trash', async () => {
    const editor = await person('editor');
    const added = await addStamped(editor.db, name, RECORDS[name](editor.uid));
    const edit = EDITS[name];
    if (edit) {
      await updateStamped(added, { ...edit, updatedAt: stamp(), updatedBy: editor.uid });
      expect((await getDoc(added)).data()).toMatchObject({ ...edit, updatedBy: editor.uid });
    }
    await moveToTrash(editor.db, editor.uid, name, added.id);
    expect(await exists(`${name}/${added.id}`)).toBe(false);
    expect(await exists(`trash/${name}_${added.id}`)).toBe(true);
  });

  it('refuses an editor’s add signed by someone else, or not at all', async () => {
    const editor = await person('editor');
    for (const by of ['someone-else', undefined]) {
      const refused = await errorOf(addStamped(editor.db, name, RECORDS[name](by)));
      expect([refused.code, refused.message]).toEqual([
        'permission-denied',
        expect.stringMatching(/createdBy is the writer \(create of /),
      ]);
    }
  });

  it('refuses an editor’s edit that is not signed by them, or any edit of a gallery entry', async () => {
    const editor = await person('editor');
    const added = await addStamped(editor.db, name, RECORDS[name](editor.uid));
    const stored = (await getDoc(added)).data();
    const edit = EDITS[name];
    const attempts: [DocumentData, RegExp][] = edit
      ? [
          [{ ...edit, updatedAt: stamp() }, /updatedBy is the writer/],
          [{ ...edit, updatedAt: stamp(), updatedBy: 'someone-else' }, /updatedBy is the writer/],
        ]
      : [
          [
            { title: 'Edited' },
            /only an owner replaces a gallery record; the team changes only its programme \(update of gallery\//,
          ],
        ];
    for (const [change, reason] of attempts) {
      const refused = await errorOf(updateStamped(added, change));
      expect([refused.code, refused.message]).toEqual([
        'permission-denied',
        expect.stringMatching(reason),
      ]);
    }
    expect((await getDoc(added)).data()).toEqual(stored);
  });

  it('lets an owner by team document add an unsigned record (a backup restore)', async () => {
    const ownerByDocument = await person('owner');
    const added = await addStamped(ownerByDocument.db, name, RECORDS[name](undefined));
    expect(await exists(`${name}/${added.id}`)).toBe(true);
  });

  it('refuses a removed editor, a signed-in account not on the team and a visitor', async () => {
    const removed = await person('removed');
    const stranger = await person(null);
    for (const [who, db] of [
      [removed.uid, removed.db],
      [stranger.uid, stranger.db],
      [undefined, anonymous],
    ] as const) {
      const refused = await errorOf(addStamped(db, name, RECORDS[name](who)));
      expect(refused.code).toBe('permission-denied');
      expect(refused.message).toMatch(
        who ? /only the site's team writes its content/ : /writes need a signed-in account/,
      );
    }
  });
});

describe('the Trash', () => {
  it('refuses a plain delete of a record, even an owner’s; a batch moving it to the Trash passes', async () => {
    const editor = await person('editor');
    const added = await addStamped(editor.db, 'members', RECORDS.members(editor.uid));
    for (const db of [editor.db, owner]) {
      const refused = await errorOf(deleteStamped(doc(db, 'members', added.id)));
      expect([refused.code, refused.message]).toEqual([
        'permission-denied',
        expect.stringMatching(/deleted only by moving it to the Trash .*\(delete of members\//),
      ]);
    }
    expect(await exists(`members/${added.id}`)).toBe(true);
    await moveToTrash(editor.db, editor.uid, 'members', added.id);
    expect(await exists(`members/${added.id}`)).toBe(false);
  });

  it('refuses a trash copy that is not the record as stored, or that names someone else', async () => {
    const editor = await person('editor');
    const added = await addStamped(editor.db, 'members', RECORDS.members(editor.uid));
    const stored = (await getDoc(added)).data();
    const attempts: [DocumentData | undefined, string, RegExp][] = [
      [{ ...stored, name: 'Altered' }, editor.uid, /holds the record exactly as it is stored/],
      [stored, 'someone-else', /deletedBy is the person deleting/],
    ];
    for (const [record, deletedBy, reason] of attempts) {
      const batch = writeBatch(editor.db);
      batch.set(doc(editor.db, 'trash', `members_${added.id}`), {
        collection: 'members',
        recordId: added.id,
        record,
        deletedAt: serverTimestamp(),
        deletedBy,
      });
      batch.delete(added);
      const refused = await errorOf(stampInto(batch, editor.db, 'members').commit());
      expect([refused.code, refused.message]).toEqual([
        'permission-denied',
        expect.stringMatching(reason),
      ]);
    }
    expect(await exists(`members/${added.id}`)).toBe(true);
  });

  it('lets an editor put a record back with exactly its trash copy, deleting the copy in the same write', async () => {
    const editor = await person('editor');
    const added = await addStamped(editor.db, 'events', RECORDS.events(editor.uid));
    await moveToTrash(editor.db, editor.uid, 'events', added.id);
    const item = (await getDoc(doc(editor.db, 'trash', `events_${added.id}`))).data();

    const altered = writeBatch(editor.db);
    altered.set(added, { ...item?.record, title: 'Not as deleted' });
    altered.delete(doc(editor.db, 'trash', `events_${added.id}`));
    // The altered record would be a good new one; its trash copy may not go with it.
    const refused = await errorOf(stampInto(altered, editor.db, 'events').commit());
    expect([refused.code, refused.message]).toEqual([
      'permission-denied',
      expect.stringMatching(/an item leaves the Trash put back, .*\(delete of trash\/events_/),
    ]);

    const restore = writeBatch(editor.db);
    restore.set(added, item?.record);
    restore.delete(doc(editor.db, 'trash', `events_${added.id}`));
    await stampInto(restore, editor.db, 'events').commit();
    expect((await getDoc(added)).data()).toEqual(item?.record);
    expect(await exists(`trash/events_${added.id}`)).toBe(false);
  });

  it('lets only an owner delete a trash item for good, writing its removal in the same batch', async () => {
    const editor = await person('editor');
    const added = await addStamped(editor.db, 'members', RECORDS.members(editor.uid));
    await moveToTrash(editor.db, editor.uid, 'members', added.id);
    const itemId = `members_${added.id}`;
    const forGood = (db: Firestore) => {
      const batch = writeBatch(db);
      batch.delete(doc(db, 'trash', itemId));
      batch.set(doc(db, 'removals', itemId), {
        collection: 'members',
        recordId: added.id,
        files: ['members/1_cropped.jpeg'],
        removedAt: serverTimestamp(),
      });
      return batch.commit();
    };
    expect(await codeOf(forGood(editor.db))).toBe('permission-denied');
    expect(await codeOf(deleteDoc(doc(editor.db, 'trash', itemId)))).toBe('permission-denied');
    expect(await exists(`trash/${itemId}`)).toBe(true);
    await forGood(owner);
    expect([await exists(`trash/${itemId}`), await exists(`removals/${itemId}`)]).toEqual([
      false,
      true,
    ]);
  });
});

describe('files, by role', () => {
  it('are uploaded and deleted by an editor and an owner by team document', async () => {
    for (const role of ['editor', 'owner'] as const) {
      const member = await person(role);
      const file = ref(member.storage, `gallery/gallery_3_${role}.png`);
      await uploadBytes(file, PNG_BYTES, { contentType: 'image/png' });
      await deleteObject(file);
      expect(await codeOf(deleteObject(file))).toBe('storage/object-not-found');
    }
  });

  it('are refused to a signed-in account not on the team and to a removed person', async () => {
    for (const role of [null, 'removed'] as const) {
      const someone = await person(role);
      const upload = uploadBytes(ref(someone.storage, 'gallery/gallery_4_x.png'), PNG_BYTES, {
        contentType: 'image/png',
      });
      expect(await codeOf(upload)).toBe('storage/unauthorized');
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The emulator's owner

describe('`Authorization: Bearer owner`, as on Google’s Firestore emulator', () => {
  it('writes anything: any collection, any shape, a plain delete', async () => {
    await setDoc(doc(rulesFree, 'settings', 'site'), { open: true });
    await setDoc(doc(rulesFree, 'team', 'someone'), { role: 'anything' });
    expect((await getDoc(doc(owner, 'team', 'someone'))).data()).toEqual({ role: 'anything' });
    const kept = await addStamped(owner, 'members', RECORDS.members(undefined));
    // A plain delete, moving nothing to the Trash and stamping nothing.
    await deleteDoc(doc(rulesFree, 'members', kept.id));
    expect(await exists(`members/${kept.id}`)).toBe(false);
  });

  it('reads anything: other collections, the team, collection groups', async () => {
    await setDoc(doc(rulesFree, 'settings', 'read'), { open: true });
    expect((await getDoc(doc(rulesFree, 'settings', 'read'))).get('open')).toBe(true);
    expect((await getDocs(collection(rulesFree, 'team'))).size).toBeGreaterThan(0);
    await expect(getDocs(collectionGroup(rulesFree, 'team'))).resolves.toBeDefined();
  });

  it('is this exact header only: another spelling is a token like any other, and no JWT', async () => {
    await setDoc(doc(rulesFree, 'settings', 'spelled'), { open: true });
    const write = {
      writes: [
        {
          update: {
            name: `projects/${PROJECT_ID}/databases/(default)/documents/settings/spelled`,
            fields: { open: { booleanValue: true } },
          },
        },
      ],
    };
    for (const authorization of ['Bearer owner2', 'Bearer Owner', 'bearer  owner']) {
      const answer = await post(`${t.documentsUrl}:commit`, write, {
        Authorization: authorization,
      });
      expect([authorization, answer.status]).toEqual([authorization, 400]);
    }
    const stranger = await person(null);
    expect(await codeOf(setDoc(doc(stranger.db, 'settings', 'spelled'), { open: false }))).toBe(
      'permission-denied',
    );
    expect((await getDoc(doc(rulesFree, 'settings', 'spelled'))).get('open')).toBe(true);
  });
});
