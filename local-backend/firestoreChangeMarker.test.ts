/**
 * The change marker (changes/public) through the real firestore/lite SDK, with the security rules
 * on: a write of a public collection must stamp its collection's field with the server's time in
 * the same commit, and only that; the marker is read by everyone and written by no one else.
 */
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, member, message, EDITOR, OWNER, errorOf } from './testSupport';
import { backendForFile } from './testFileBackend';
import { addStamped, markerOf, updateStamped } from './testStamps';

let admin: Firestore;
let anonymous: Firestore;
const t = backendForFile({
  onStart: (started) => {
    admin = started.clients(ADMIN).db;
    anonymous = started.clients(null).db;
  },
});

describe('the change marker (changes/public)', () => {
  /** An editor by team document, who writes the site's content. */
  const EDITOR_ON_TEAM = { uid: 'marker-editor' };
  let editor: Firestore;

  beforeAll(async () => {
    t.auth.add(EDITOR_ON_TEAM.uid);
    await setDoc(doc(t.clients(OWNER).db, 'team', EDITOR_ON_TEAM.uid), {
      name: 'Volunteer',
      email: 'volunteer@example.com',
      role: 'editor',
      addedBy: ADMIN!.uid,
      addedAt: Timestamp.now(),
    });
    editor = t.clients(EDITOR_ON_TEAM).db;
  });

  const signed = (name: string) => member(name, { createdBy: EDITOR_ON_TEAM.uid });
  /** When the marker says a collection last changed, in milliseconds (null: never). */
  const stampOf = async (name: string) =>
    ((await getDoc(markerOf(anonymous))).get(name) as Timestamp | undefined)?.toMillis() ?? null;

  it("refuses an editor's member write that does not stamp it, naming the field; takes it stamped", async () => {
    const unstamped = doc(collection(editor, 'members'));
    const refused = await errorOf(setDoc(unstamped, signed('Unstamped')));
    expect([refused.code, refused.message]).toEqual([
      'permission-denied',
      expect.stringMatching(/changes\/public\.members .*\(create of members\//),
    ]);
    expect((await getDoc(unstamped)).exists()).toBe(false);

    const before = Date.now();
    const added = await addStamped(editor, 'members', signed('Stamped'));
    const after = Date.now();
    expect((await getDoc(added)).get('name')).toBe('Stamped');
    const stamped = await stampOf('members');
    expect(stamped).toBeGreaterThanOrEqual(before - 1);
    expect(stamped).toBeLessThanOrEqual(after + 1);

    const edit = {
      role: 'Secretary',
      updatedAt: new Date().toISOString(),
      updatedBy: EDITOR_ON_TEAM.uid,
    };
    const unstampedEdit = await errorOf(updateDoc(added, edit));
    expect([unstampedEdit.code, unstampedEdit.message]).toEqual([
      'permission-denied',
      expect.stringMatching(/changes\/public\.members .*\(update of members\//),
    ]);
    await updateStamped(added, edit);
    expect((await getDoc(added)).get('role')).toBe('Secretary');
  });

  it('keeps the stamps of the other collections when one is stamped', async () => {
    await addStamped(editor, 'members', signed('First'));
    const members = await stampOf('members');
    expect(members).toEqual(expect.any(Number));
    await addStamped(
      editor,
      'bishopMessages',
      message('2030-2031', { createdBy: EDITOR_ON_TEAM.uid }),
    );
    expect(await stampOf('members')).toBe(members);
    expect(await stampOf('bishopMessages')).toBeGreaterThanOrEqual(members!);
  });

  it('is read by anyone, without a token', async () => {
    await addStamped(editor, 'members', signed('Read'));
    const answer = await fetch(`${t.documentsUrl}/changes/public`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      fields: { members: { timestampValue: expect.any(String) } },
    });
    expect((await getDoc(markerOf(anonymous))).get('members')).toBeInstanceOf(Timestamp);
  });

  it('is stamped by nobody but the team: not a visitor, not a signed-in account off the team', async () => {
    await addStamped(editor, 'members', signed('Before'));
    const kept = await stampOf('members');
    const stamp = (db: Firestore) =>
      setDoc(markerOf(db), { members: serverTimestamp() }, { merge: true });
    const visitor = await errorOf(stamp(anonymous));
    expect([visitor.code, visitor.message]).toEqual([
      'permission-denied',
      expect.stringContaining('writes need a signed-in account'),
    ]);
    const stranger = await errorOf(stamp(t.clients(EDITOR).db));
    expect([stranger.code, stranger.message]).toEqual([
      'permission-denied',
      expect.stringContaining(
        "only the site's team stamps the change marker (update of changes/public)",
      ),
    ]);
    expect(await stampOf('members')).toBe(kept);
  });

  it("refuses a stamp of another time than the write's: the device's clock, an old time", async () => {
    const device = doc(collection(editor, 'members'));
    const batch = writeBatch(editor);
    batch.set(device, signed('Device time'));
    // A device whose clock runs a minute ahead.
    batch.set(
      markerOf(editor),
      { members: Timestamp.fromMillis(Date.now() + 60_000) },
      { merge: true },
    );
    const byDevice = await errorOf(batch.commit());
    expect([byDevice.code, byDevice.message]).toEqual([
      'permission-denied',
      expect.stringMatching(/changes\/public\.members .*\(create of members\//),
    ]);
    expect((await getDoc(device)).exists()).toBe(false);

    const hourAgo = Timestamp.fromMillis(Date.now() - 3_600_000);
    const backdated = await errorOf(
      setDoc(markerOf(editor), { gallery: hourAgo }, { merge: true }),
    );
    expect([backdated.code, backdated.message]).toEqual([
      'permission-denied',
      expect.stringContaining('gallery is stamped with the time of the write, or kept as it was'),
    ]);
  });

  it('is never deleted, not even by an owner', async () => {
    await addStamped(editor, 'members', signed('Kept'));
    for (const db of [editor, admin]) {
      const refused = await errorOf(deleteDoc(markerOf(db)));
      expect([refused.code, refused.message]).toEqual([
        'permission-denied',
        expect.stringContaining('the change marker is never deleted (delete of changes/public)'),
      ]);
    }
    expect((await getDoc(markerOf(anonymous))).exists()).toBe(true);
  });
});
