/**
 * The team through the real firestore/lite and storage SDKs (and the REST API as they send it),
 * with the security rules on: owners, by the admin claim or by their team document, and editors
 * by their team document write the site's content, signed; a record leaves only for the Trash;
 * a person removed can write nothing from their very next request; a verified invitee joins; the
 * team's own collections are read by the team, an invitation by owners and the person invited;
 * and `Bearer owner` passes every rule, as on Google's emulator.
 */
import {
  Timestamp,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getCount,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { deleteObject, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamRole } from '../src/domain/types';
import { programmeInput } from '../tests/fixtures/inputs';
import {
  ADMIN,
  BUCKET,
  OWNER,
  PNG_BYTES,
  PROJECT_ID,
  codeOf,
  downloadUrlOf,
  errorOf,
  idToken,
  post,
  startTestBackend,
  type Identity,
  type TestBackend,
} from './testSupport';
import { addStamped, deleteStamped, stampInto, updateStamped } from './testStamps';

let t: TestBackend;
/** The emulators' owner: sets up what a test needs, past the rules. */
let rulesFree: Firestore;
/** An owner by the admin claim (ADMIN), through the rules. */
let owner: Firestore;
let anonymous: Firestore;

beforeAll(async () => {
  t = await startTestBackend();
  rulesFree = t.clients(OWNER).db;
  owner = t.clients(ADMIN).db;
  anonymous = t.clients(null).db;
});
afterAll(() => t.stop());

const teamMember = (uid: string, role: TeamRole, addedBy = ADMIN!.uid) => ({
  name: `Person ${uid}`,
  email: `${uid}@example.com`,
  role,
  addedBy,
  addedAt: Timestamp.now(),
});

interface Person {
  uid: string;
  identity: NonNullable<Identity>;
  db: Firestore;
  storage: FirebaseStorage;
}

let people = 0;

/** A new account, on the team in `role` (its team document written past the rules), or not. */
async function person(role: TeamRole | null): Promise<Person> {
  const uid = `person-${++people}-${role ?? 'stranger'}`;
  t.auth.add(uid);
  if (role) await setDoc(doc(rulesFree, 'team', uid), teamMember(uid, role));
  const identity = { uid };
  return { uid, identity, ...t.clients(identity) };
}

/** An owner by the claim changes someone's role, as the Team screen does. */
const changeRole = (uid: string, role: TeamRole) =>
  updateDoc(doc(owner, 'team', uid), {
    role,
    updatedBy: ADMIN!.uid,
    updatedAt: serverTimestamp(),
  });

// ---------------------------------------------------------------------------------------------
// The site's content

const TRASHED = ['members', 'bishopMessages', 'officeBearerMessages', 'gallery', 'events'] as const;
type Trashed = (typeof TRASHED)[number];

const stamp = () => new Date().toISOString();
const message = (by: string | undefined) => ({
  year: '2024-2025',
  name: 'Fr. Thomas',
  title: 'Rise up',
  fullMessage: 'Greetings.\n\nBe the light.',
  imageUrl: '',
  createdAt: stamp(),
  ...(by ? { createdBy: by } : {}),
});

/** A good new record of each collection, added by `by` (unsigned when undefined). */
const RECORDS: Record<Trashed, (by: string | undefined) => DocumentData> = {
  members: (by) => ({
    name: 'Anita',
    role: 'Member',
    startYear: 2022,
    endYear: 2024,
    imageUrl: downloadUrlOf('members/1_cropped.jpeg'),
    createdAt: stamp(),
    ...(by ? { createdBy: by } : {}),
  }),
  bishopMessages: message,
  officeBearerMessages: (by) => ({ role: 'youth_director', ...message(by) }),
  gallery: (by) => ({
    title: 'Rally',
    imageUrl: downloadUrlOf('gallery/gallery_1_rally.jpg'),
    fileName: 'gallery_1_rally.jpg',
    createdAt: Timestamp.fromMillis(Date.now() - 60_000),
    ...(by ? { createdBy: by } : {}),
  }),
  events: (by) => ({
    ...programmeInput({ title: 'Youth Day', startDate: '2025-08-15' }),
    createdAt: stamp(),
    ...(by ? { createdBy: by } : {}),
  }),
};

/** What an edit changes (the gallery's entries are not edited). */
const EDITS: Record<Trashed, DocumentData | null> = {
  members: { role: 'Secretary' },
  bishopMessages: { title: 'Edited' },
  officeBearerMessages: { title: 'Edited' },
  gallery: null,
  events: { title: 'Edited' },
};

/**
 * Deleting as the screens do: ONE batch that copies the stored record to the Trash, deletes it
 * and stamps its collection.
 */
async function moveToTrash(db: Firestore, uid: string, name: Trashed, id: string) {
  const record = (await getDoc(doc(db, name, id))).data();
  const batch = writeBatch(db);
  batch.set(doc(db, 'trash', `${name}_${id}`), {
    collection: name,
    recordId: id,
    record,
    deletedAt: serverTimestamp(),
    deletedBy: uid,
  });
  batch.delete(doc(db, name, id));
  return stampInto(batch, db, name).commit();
}

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

// ---------------------------------------------------------------------------------------------
// Removal takes effect at once

describe('a person removed from the team', () => {
  it('has their very next write and upload refused, and reads their own team document', async () => {
    const editor = await person('editor');
    await addStamped(editor.db, 'members', RECORDS.members(editor.uid));
    await uploadBytes(ref(editor.storage, 'gallery/gallery_1_before.png'), PNG_BYTES, {
      contentType: 'image/png',
    });

    await changeRole(editor.uid, 'removed');

    const write = await errorOf(addStamped(editor.db, 'members', RECORDS.members(editor.uid)));
    expect([write.code, write.message]).toEqual([
      'permission-denied',
      expect.stringMatching(/only the site's team writes its content/),
    ]);
    const upload = uploadBytes(ref(editor.storage, 'gallery/gallery_1_after.png'), PNG_BYTES, {
      contentType: 'image/png',
    });
    expect(await codeOf(upload)).toBe('storage/unauthorized');
    expect(await codeOf(deleteObject(ref(editor.storage, 'gallery/gallery_1_before.png')))).toBe(
      'storage/unauthorized',
    );
    // The app learns why: the person reads their own document, and nothing else of the team.
    expect((await getDoc(doc(editor.db, 'team', editor.uid))).get('role')).toBe('removed');
    expect(await codeOf(getDocs(collection(editor.db, 'team')))).toBe('permission-denied');
  });

  it('has an upload begun before the removal refused when its bytes arrive', async () => {
    const editor = await person('editor');
    const headers = { Authorization: `Firebase ${idToken(editor.identity)}` };
    const name = 'gallery/gallery_2_midway.png';
    const start = await post(
      `${t.storageUrl}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`,
      '{}',
      {
        ...headers,
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Type': 'image/png',
        'X-Goog-Upload-Header-Content-Length': String(PNG_BYTES.length),
      },
    );
    expect(start.status).toBe(200);

    await changeRole(editor.uid, 'removed');

    const finish = await fetch(start.headers.get('x-goog-upload-url') ?? '', {
      method: 'POST',
      headers: {
        ...headers,
        'X-Goog-Upload-Command': 'upload, finalize',
        'X-Goog-Upload-Offset': '0',
      },
      body: new Uint8Array(PNG_BYTES),
    });
    expect(finish.status).toBe(403);
    expect(await finish.json()).toMatchObject({
      error: { message: expect.stringMatching(/only the site's team uploads files/) },
    });
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
// Joining

describe('joining the team with an invitation', () => {
  let invited = 0;

  /** An owner invites a new address as an editor; its account exists, with `verified` as said. */
  async function invitee(account: { verified: boolean; tokenSays: boolean; tokenEmail?: string }) {
    const uid = `invitee-${++invited}`;
    const email = `${uid}@example.com`;
    await setDoc(doc(owner, 'invites', email), {
      name: 'Newcomer',
      role: 'editor',
      invitedBy: ADMIN!.uid,
      createdAt: serverTimestamp(),
    });
    t.auth.add(uid, {}, { email, emailVerified: account.verified });
    const identity = { uid, email: account.tokenEmail ?? email, emailVerified: account.tokenSays };
    return { uid, email, db: t.clients(identity).db };
  }

  /** The sign-in step: ONE batch that writes the team document and deletes the invitation. */
  function join(db: Firestore, uid: string, email: string) {
    const batch = writeBatch(db);
    batch.set(doc(db, 'team', uid), {
      name: 'Newcomer',
      email,
      role: 'editor',
      addedBy: ADMIN!.uid,
      addedAt: serverTimestamp(),
    });
    batch.delete(doc(db, 'invites', email));
    return batch.commit();
  }

  it('lets a verified account join with a token that says so, and write content at once', async () => {
    const { uid, email, db } = await invitee({ verified: true, tokenSays: true });
    await join(db, uid, email);
    expect((await getDoc(doc(rulesFree, 'team', uid))).get('role')).toBe('editor');
    expect(await exists(`invites/${email}`)).toBe(false);
    await expect(addStamped(db, 'members', RECORDS.members(uid))).resolves.toBeDefined();
  });

  it('refuses a stale token that says email_verified false, although the account is verified', async () => {
    const { uid, email, db } = await invitee({ verified: true, tokenSays: false });
    expect(await codeOf(join(db, uid, email))).toBe('permission-denied');
    expect([await exists(`team/${uid}`), await exists(`invites/${email}`)]).toEqual([false, true]);
  });

  it('refuses a token that says verified for an account that is not', async () => {
    const { uid, email, db } = await invitee({ verified: false, tokenSays: true });
    expect(await codeOf(join(db, uid, email))).toBe('permission-denied');
    expect(await exists(`team/${uid}`)).toBe(false);
  });

  it('refuses a token naming an invited address that is not the account’s own', async () => {
    const { email } = await invitee({ verified: true, tokenSays: true });
    const other = await invitee({ verified: true, tokenSays: true, tokenEmail: email });
    expect(await codeOf(join(other.db, other.uid, email))).toBe('permission-denied');
    expect(await exists(`invites/${email}`)).toBe(true);
  });

  it('refuses joining that keeps the invitation', async () => {
    const { uid, email, db } = await invitee({ verified: true, tokenSays: true });
    const refused = await errorOf(
      setDoc(doc(db, 'team', uid), {
        name: 'Newcomer',
        email,
        role: 'editor',
        addedBy: ADMIN!.uid,
        addedAt: serverTimestamp(),
      }),
    );
    expect([refused.code, refused.message]).toEqual([
      'permission-denied',
      expect.stringMatching(/deleting it in the same write \(create of team\//),
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Reads

describe('reads of the team’s own collections', () => {
  it.each(['team', 'trash', 'removals'])(
    '%s: listed and counted by an editor and an owner, refused to a stranger and a visitor',
    async (name) => {
      const editor = await person('editor');
      const stranger = await person(null);
      for (const db of [editor.db, owner]) {
        await expect(getDocs(collection(db, name))).resolves.toBeDefined();
        await expect(getCount(collection(db, name))).resolves.toBeDefined();
      }
      for (const db of [stranger.db, anonymous]) {
        const refused = await errorOf(getDocs(collection(db, name)));
        expect([refused.code, refused.message]).toEqual([
          'permission-denied',
          expect.stringMatching(
            new RegExp(`only the site's team reads ${name} \\(query of ${name}\\)`),
          ),
        ]);
        expect(await codeOf(getCount(collection(db, name)))).toBe('permission-denied');
      }
    },
  );

  it('gives a trash item to an editor, not to a stranger', async () => {
    const editor = await person('editor');
    const stranger = await person(null);
    const added = await addStamped(editor.db, 'members', RECORDS.members(editor.uid));
    await moveToTrash(editor.db, editor.uid, 'members', added.id);
    const item = `members_${added.id}`;
    expect((await getDoc(doc(editor.db, 'trash', item))).get('recordId')).toBe(added.id);
    expect(await codeOf(getDoc(doc(stranger.db, 'trash', item)))).toBe('permission-denied');
  });

  it('gives a team document to its own person and to the team, not to others', async () => {
    const editor = await person('editor');
    const stranger = await person(null);
    expect((await getDoc(doc(editor.db, 'team', ADMIN!.uid))).exists()).toBe(false);
    expect((await getDoc(doc(stranger.db, 'team', stranger.uid))).exists()).toBe(false);
    expect(await codeOf(getDoc(doc(stranger.db, 'team', editor.uid)))).toBe('permission-denied');
    expect(await codeOf(getDoc(doc(anonymous, 'team', editor.uid)))).toBe('permission-denied');
  });

  it('refuses a batchGet as a whole when one of its documents is refused', async () => {
    const stranger = await person(null);
    const names = ['members/any', 'team/any'].map(
      (path) => `projects/${PROJECT_ID}/databases/(default)/documents/${path}`,
    );
    const headers = { Authorization: `Bearer ${idToken(stranger.identity)}` };
    const mixed = await post(`${t.documentsUrl}:batchGet`, { documents: names }, headers);
    expect(mixed.status).toBe(403);
    const publicOnly = await post(
      `${t.documentsUrl}:batchGet`,
      { documents: names.slice(0, 1) },
      headers,
    );
    expect(publicOnly.status).toBe(200);
  });

  it('answers the REST get and list of a team collection by the rules too', async () => {
    const editor = await person('editor');
    const stranger = await person(null);
    const get = (path: string, who: NonNullable<Identity>) =>
      fetch(`${t.documentsUrl}/${path}`, { headers: { Authorization: `Bearer ${idToken(who)}` } });
    expect((await get(`team/${editor.uid}`, editor.identity)).status).toBe(200);
    expect((await get('team', editor.identity)).status).toBe(200);
    expect((await get(`team/${editor.uid}`, stranger.identity)).status).toBe(403);
    expect((await get('team', stranger.identity)).status).toBe(403);
    expect((await fetch(`${t.documentsUrl}/team`)).status).toBe(403);
  });

  it('refuses an invalid token with unauthenticated, but never checks one on the public collections', async () => {
    const expired = t.clients({ ...ADMIN!, expired: true }).db;
    expect(await codeOf(getDocs(collection(expired, 'team')))).toBe('unauthenticated');
    expect(await codeOf(getDoc(doc(expired, 'trash', 'x')))).toBe('unauthenticated');
    const lookups = t.auth.lookups;
    await expect(getDocs(collection(expired, 'members'))).resolves.toBeDefined();
    await expect(getDoc(doc(expired, 'events', 'x'))).resolves.toBeDefined();
    expect(t.auth.lookups).toBe(lookups);
  });

  it('refuses collection group queries and subcollections, whoever asks', async () => {
    const editor = await person('editor');
    expect(await codeOf(getDocs(collectionGroup(editor.db, 'team')))).toBe('permission-denied');
    expect(await codeOf(getDocs(collectionGroup(owner, 'trash')))).toBe('permission-denied');
    expect(await codeOf(getDoc(doc(owner, 'members', 'x', 'notes', 'y')))).toBe(
      'permission-denied',
    );
    expect(await codeOf(getDocs(collection(owner, 'members', 'x', 'notes')))).toBe(
      'permission-denied',
    );
  });
});

describe('invitations', () => {
  const address = 'reader@example.com';

  beforeAll(async () => {
    await setDoc(doc(owner, 'invites', address), {
      name: 'Reader',
      role: 'owner',
      invitedBy: ADMIN!.uid,
      createdAt: serverTimestamp(),
    });
  });

  /** The invited person's account, its token saying its address is verified, or not. */
  function invited(tokenSays: boolean) {
    t.auth.add('reader', {}, { email: address, emailVerified: true });
    return t.clients({ uid: 'reader', email: address, emailVerified: tokenSays }).db;
  }

  it('are got by the verified invitee, but not listed', async () => {
    const db = invited(true);
    expect((await getDoc(doc(db, 'invites', address))).get('role')).toBe('owner');
    const list = await errorOf(getDocs(collection(db, 'invites')));
    expect([list.code, list.message]).toEqual([
      'permission-denied',
      expect.stringMatching(/only an owner reads invites \(query of invites\)/),
    ]);
  });

  it('are refused to the invitee while the token says the address is not verified', async () => {
    expect(await codeOf(getDoc(doc(invited(false), 'invites', address)))).toBe('permission-denied');
  });

  it('are refused to someone else verified, and to an editor; listed by owners', async () => {
    t.auth.add('other-reader', {}, { email: 'other@example.com', emailVerified: true });
    const other = t.clients({
      uid: 'other-reader',
      email: 'other@example.com',
      emailVerified: true,
    });
    expect(await codeOf(getDoc(doc(other.db, 'invites', address)))).toBe('permission-denied');
    const editor = await person('editor');
    expect(await codeOf(getDocs(collection(editor.db, 'invites')))).toBe('permission-denied');
    const ownerByDocument = await person('owner');
    for (const db of [owner, ownerByDocument.db]) {
      const listed = await getDocs(collection(db, 'invites'));
      expect(listed.docs.map((d) => d.id)).toContain(address);
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
