/**
 * Who is on the site's team, through the real firestore/lite and storage SDKs (and the REST API
 * as they send it) with the security rules on: a person removed can write nothing from their very
 * next request; a verified invitee joins; the team's own collections are read by the team, an
 * invitation by owners and the person invited. (The content the team writes:
 * teamContent.test.ts.)
 */
import {
  collection,
  collectionGroup,
  doc,
  getCount,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { deleteObject, ref, uploadBytes } from 'firebase/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TeamRole } from '../src/domain/types';
import {
  ADMIN,
  BUCKET,
  OWNER,
  PNG_BYTES,
  PROJECT_ID,
  codeOf,
  errorOf,
  idToken,
  post,
  type Identity,
} from './testSupport';
import { backendForFile } from './testFileBackend';
import { addStamped } from './testStamps';
import { RECORDS, moveToTrash, newPerson } from './teamSupport';

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

/** An owner by the claim changes someone's role, as the Team screen does. */
const changeRole = (uid: string, role: TeamRole) =>
  updateDoc(doc(owner, 'team', uid), {
    role,
    updatedBy: ADMIN!.uid,
    updatedAt: serverTimestamp(),
  });

const exists = async (path: string) => (await getDoc(doc(rulesFree, path))).exists();

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
