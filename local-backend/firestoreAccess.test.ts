/**
 * The product's collections through the real firestore/lite SDK, with the security rules on:
 * what the admin screens do works for an owner by the admin claim, and anyone not on the team is
 * refused with the SDK error code the hosted service would cause; a commit is judged once per
 * document. (The change marker, tokens and field names have files of their own,
 * firestoreChangeMarker, firestoreTokens and firestoreFieldNames; teamContent and teamMembership:
 * the team's roles, the Trash, invitations and the reads the rules guard.)
 */
import {
  Timestamp,
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  member,
  message,
  EDITOR,
  PROJECT_ID,
  codeOf,
  downloadUrlOf,
  errorOf,
  idToken,
  post,
} from './testSupport';
import { backendForFile } from './testFileBackend';
import {
  addStamped,
  deleteStamped,
  setStamped,
  stampInto,
  stampedWrites,
  updateStamped,
} from './testStamps';

let admin: Firestore;
let anonymous: Firestore;
const t = backendForFile({
  onStart: (started) => {
    admin = started.clients(ADMIN).db;
    anonymous = started.clients(null).db;
  },
});

describe('an administrator', () => {
  it('adds, lists, updates (keeping fields left out) and moves members to the Trash', async () => {
    const ref = await addStamped(
      admin,
      'members',
      member('Anita', { imageUrl: downloadUrlOf('members/1_cropped.jpeg') }),
    );
    const listed = await getDocs(collection(anonymous, 'members'));
    expect(listed.docs.map((d) => d.get('name'))).toContain('Anita');

    await updateStamped(doc(admin, 'members', ref.id), {
      name: 'Anita R.',
      role: 'Secretary',
      startYear: 2023,
      endYear: 2025,
      updatedAt: new Date().toISOString(),
    });
    const updated = (await getDoc(doc(anonymous, 'members', ref.id))).data();
    expect(updated).toMatchObject({
      name: 'Anita R.',
      role: 'Secretary',
      startYear: 2023,
      imageUrl: downloadUrlOf('members/1_cropped.jpeg'),
    });

    const deletion = writeBatch(admin);
    deletion.set(doc(admin, 'trash', `members_${ref.id}`), {
      collection: 'members',
      recordId: ref.id,
      record: updated,
      deletedAt: serverTimestamp(),
      deletedBy: ADMIN!.uid,
    });
    deletion.delete(doc(admin, 'members', ref.id));
    await stampInto(deletion, admin, 'members').commit();
    expect((await getDoc(doc(anonymous, 'members', ref.id))).exists()).toBe(false);
  });

  it('replaces a whole document with setDoc when the result passes the rules', async () => {
    const ref = await addStamped(admin, 'bishopMessages', message('2023-2024'));
    const createdAt = (await getDoc(ref)).get('createdAt') as string;
    await setStamped(ref, message('2024-2025', { createdAt, updatedAt: new Date().toISOString() }));
    expect((await getDoc(ref)).get('year')).toBe('2024-2025');
  });

  it('lists office-bearer messages of one role', async () => {
    await addStamped(
      admin,
      'officeBearerMessages',
      message('2022-2023', { role: 'youth_director' }),
    );
    await addStamped(
      admin,
      'officeBearerMessages',
      message('2022-2023', { role: 'lady_animator' }),
    );
    const rows = await getDocs(
      query(collection(anonymous, 'officeBearerMessages'), where('role', '==', 'lady_animator')),
    );
    expect(rows.docs.map((d) => d.get('role'))).toEqual(['lady_animator']);
  });

  it('lists the gallery newest first, with server timestamps and a limit', async () => {
    const entry = (title: string, createdAt: unknown) => ({
      title,
      imageUrl: downloadUrlOf(`gallery/gallery_1_${title}.jpg`),
      fileName: `gallery_1_${title}.jpg`,
      createdAt,
    });
    await addStamped(admin, 'gallery', entry('old', Timestamp.fromMillis(Date.UTC(2020, 0, 1))));
    await addStamped(admin, 'gallery', entry('middle', Timestamp.fromMillis(Date.UTC(2021, 0, 1))));
    const before = Date.now();
    await addStamped(admin, 'gallery', entry('new', serverTimestamp()));
    const newest = await getDocs(
      query(collection(anonymous, 'gallery'), orderBy('createdAt', 'desc'), limit(2)),
    );
    expect(newest.docs.map((d) => d.get('title'))).toEqual(['new', 'middle']);
    const stamped = (newest.docs[0]?.get('createdAt') as Timestamp).toMillis();
    expect(stamped).toBeGreaterThanOrEqual(before - 1);
    const oldest = await getDocs(query(collection(anonymous, 'gallery'), orderBy('createdAt')));
    expect(oldest.docs.map((d) => d.get('title'))).toEqual(['old', 'middle', 'new']);
  });

  // Judged by the rules first, as its creation, then by its precondition, as Google's Firestore
  // emulator judges it (measured there).
  it('cannot update a document that does not exist: refused by the rules, else not-found', async () => {
    const partial = updateStamped(doc(admin, 'members', 'nobody'), {
      name: 'x',
      updatedAt: new Date().toISOString(),
    });
    expect(await codeOf(partial)).toBe('permission-denied');
    const whole = updateStamped(doc(admin, 'members', 'nobody'), member('Nobody'));
    expect(await codeOf(whole)).toBe('not-found');
    expect((await getDoc(doc(admin, 'members', 'nobody'))).exists()).toBe(false);
  });

  it('cannot create over an existing document: 409 ALREADY_EXISTS (the lite SDK reports it as aborted)', async () => {
    const ref = await addStamped(admin, 'members', member('Taken'));
    const name = `projects/${PROJECT_ID}/databases/(default)/documents/members/${ref.id}`;
    const answer = await post(
      `${t.documentsUrl}:commit`,
      {
        writes: stampedWrites([
          {
            update: {
              name,
              fields: {
                name: { stringValue: 'Other' },
                role: { stringValue: 'r' },
                createdAt: { stringValue: new Date().toISOString() },
                updatedAt: { stringValue: new Date().toISOString() },
              },
            },
            currentDocument: { exists: false },
          },
        ]),
      },
      { Authorization: `Bearer ${idToken(ADMIN!)}` },
    );
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ error: { status: 'ALREADY_EXISTS' } });
    expect((await getDoc(ref)).get('name')).toBe('Taken');
  });

  it('is held to the validation rules (permission-denied with the reason)', async () => {
    const refusals: [object, RegExp][] = [
      [member(''), /name must not be empty/],
      [member('Yearless', { startYear: 2025, endYear: 2020 }), /years must satisfy/],
      [member('Extra', { secret: true }), /unexpected field secret/],
      [member('Typed', { startYear: '2020' }), /startYear must be an integer/],
    ];
    for (const [data, reason] of refusals) {
      const error = await errorOf(addStamped(admin, 'members', data));
      expect(error.code).toBe('permission-denied');
      expect(error.message).toMatch(reason);
    }
    const role = await errorOf(
      addStamped(admin, 'officeBearerMessages', message('2020-2021', { role: 'bishop' })),
    );
    expect([role.code, role.message]).toEqual([
      'permission-denied',
      expect.stringMatching(/role must be one of .*\(create of officeBearerMessages\//),
    ]);
    const secret = setDoc(doc(admin, 'settings', 'site'), { open: true });
    expect(await codeOf(secret)).toBe('permission-denied');
  });

  it('commits a batch all or nothing', async () => {
    const batch = writeBatch(admin);
    const good = doc(collection(admin, 'members'));
    batch.set(good, member('Good'));
    batch.set(doc(collection(admin, 'members')), member('', { role: '' }));
    const refused = await errorOf(stampInto(batch, admin, 'members').commit());
    expect([refused.code, refused.message]).toEqual([
      'permission-denied',
      expect.stringMatching(/name must not be empty \(create of members\//),
    ]);
    expect((await getDoc(good)).exists()).toBe(false);
  });
});

describe('anyone else', () => {
  it('reads the public collections but no others', async () => {
    await expect(getDocs(collection(anonymous, 'members'))).resolves.toBeDefined();
    expect(await codeOf(getDocs(collection(anonymous, 'settings')))).toBe('permission-denied');
    expect(await codeOf(getDoc(doc(anonymous, 'settings', 'site')))).toBe('permission-denied');
  });

  it('may not write: anonymous and signed-in users not on the team get permission-denied', async () => {
    const existing = await addStamped(admin, 'members', member('Kept'));
    // A visitor's commit is refused before its body is read; a stranger's at the member.
    const refusals = [
      [anonymous, () => 'writes need a signed-in account'],
      [
        t.clients(EDITOR).db,
        (kind) => `only the site's team writes its content (${kind} of members/`,
      ],
    ] as const satisfies ReadonlyArray<readonly [Firestore, (kind: string) => string]>;
    for (const [db, reason] of refusals) {
      const added = await errorOf(addStamped(db, 'members', member('Intruder')));
      const deleted = await errorOf(deleteStamped(doc(db, 'members', existing.id)));
      for (const [refused, kind] of [
        [added, 'create'],
        [deleted, 'delete'],
      ] as const) {
        expect([refused.code, refused.message]).toEqual([
          'permission-denied',
          expect.stringContaining(reason(kind)),
        ]);
      }
    }
    expect((await getDoc(existing)).exists()).toBe(true);
  });

  it('is refused with unauthenticated for an expired, foreign, unknown or disabled account’s token', async () => {
    const attempt = (db: Firestore) => addStamped(db, 'members', member('Intruder'));
    expect(await codeOf(attempt(t.clients({ ...ADMIN!, expired: true }).db))).toBe(
      'unauthenticated',
    );
    expect(await codeOf(attempt(t.clients({ uid: 'ghost', admin: true }).db))).toBe(
      'unauthenticated',
    );

    const wrongProject = await post(
      `${t.documentsUrl}:commit`,
      {
        writes: stampedWrites([
          { delete: `projects/${PROJECT_ID}/databases/(default)/documents/members/x` },
        ]),
      },
      { Authorization: `Bearer ${idToken(ADMIN!, { aud: 'another-project' })}` },
    );
    expect(wrongProject.status).toBe(401);

    t.auth.add('soon-disabled', { admin: true });
    const user = { uid: 'soon-disabled', admin: true };
    t.auth.disable('soon-disabled');
    expect(await codeOf(attempt(t.clients(user).db))).toBe('unauthenticated');
  });
});

describe('who is writing', () => {
  const commitMember = (authorization: string) =>
    post(
      `${t.documentsUrl}:commit`,
      {
        writes: stampedWrites([
          {
            update: {
              name: `projects/${PROJECT_ID}/databases/(default)/documents/members/by-token`,
              fields: {
                name: { stringValue: 'By token' },
                role: { stringValue: 'Member' },
                createdAt: { stringValue: new Date().toISOString() },
              },
            },
          },
        ]),
      },
      { Authorization: authorization },
    );

  it('reads the admin claim from the account, not from the token', async () => {
    const answer = await commitMember(`Bearer ${idToken(EDITOR!, { admin: true })}`);
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({
      error: {
        status: 'PERMISSION_DENIED',
        message: expect.stringContaining("only the site's team writes its content (create of"),
      },
    });
  });

  it('refuses a token whose subject is not the account the Auth emulator found (by user_id)', async () => {
    const forged = idToken({ uid: 'intruder', admin: true }, { user_id: ADMIN!.uid });
    const answer = await commitMember(`Bearer ${forged}`);
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({
      error: { status: 'UNAUTHENTICATED', message: expect.stringMatching(/subject/) },
    });
  });

  it('refuses at once an account disabled, or stripped of its claim, after a successful write', async () => {
    for (const [uid, change] of [
      ['disabled-later', () => t.auth.disable('disabled-later')],
      ['demoted-later', () => t.auth.add('demoted-later', {})],
    ] as const) {
      t.auth.add(uid, { admin: true });
      const db = t.clients({ uid, admin: true }).db;
      await expect(addStamped(db, 'members', member('Allowed'))).resolves.toBeDefined();
      change();
      expect(await codeOf(addStamped(db, 'members', member('Refused')))).toBe(
        uid === 'disabled-later' ? 'unauthenticated' : 'permission-denied',
      );
    }
  });
});

describe('queries the rules refuse', () => {
  it('refuses collection group queries with PERMISSION_DENIED', async () => {
    const answer = await post(`${t.documentsUrl}:runQuery`, {
      structuredQuery: { from: [{ collectionId: 'members', allDescendants: true }] },
    });
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ error: { status: 'PERMISSION_DENIED' } });
    expect(await codeOf(getDocs(collectionGroup(anonymous, 'members')))).toBe('permission-denied');
  });
});

describe('a commit is judged once per document, against the state before the commit', () => {
  const members = () => collection(admin, 'members');
  /** A member as stored long ago: its stamps are far behind the server's clock. */
  const stamped = member('Stamped', {
    createdAt: '2024-01-15T10:00:00.000Z',
    updatedAt: '2024-02-20T09:30:00.000Z',
  });
  /** The stored document as the REST API returns it: fields and both times. */
  const storedAsJson = async (id: string) =>
    (await fetch(`${t.documentsUrl}/members/${id}`)).json() as Promise<unknown>;
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => e as { code: string; message: string },
    );

  it('refuses deleting a member and setting the same fields again: an update whose updatedAt did not change', async () => {
    const ref = doc(members());
    await setStamped(ref, stamped);
    const before = await storedAsJson(ref.id);

    const batch = writeBatch(admin);
    batch.delete(ref);
    batch.set(ref, stamped);
    const error = await refusal(stampInto(batch, admin, 'members').commit());

    expect(error?.code).toBe('permission-denied');
    expect(error?.message).toMatch(/an update must set a new updatedAt \(update of members\//);
    expect(await storedAsJson(ref.id)).toEqual(before);
  });

  it('allows deleting a member and setting it again with a new updatedAt (an update)', async () => {
    const ref = doc(members());
    await setStamped(ref, stamped);
    const renewed = { ...stamped, name: 'Renewed', updatedAt: new Date().toISOString() };
    const batch = writeBatch(admin);
    batch.delete(ref);
    batch.set(ref, renewed);
    await stampInto(batch, admin, 'members').commit();
    expect((await getDoc(ref)).data()).toEqual(renewed);
  });

  it('judges creating a member and then updating it as the create of the final member', async () => {
    const ref = doc(members());
    const batch = writeBatch(admin);
    batch.set(ref, member('Created'));
    // Alone, an update without a new updatedAt is refused.
    batch.update(ref, { role: 'Treasurer' });
    await stampInto(batch, admin, 'members').commit();
    expect((await getDoc(ref)).get('role')).toBe('Treasurer');
  });

  it('judges only where the commit leaves a member, not the states between its writes', async () => {
    const ref = doc(members());
    await setStamped(ref, member('Kept'));
    const batch = writeBatch(admin);
    batch.update(ref, { name: '' });
    batch.update(ref, { name: 'Fixed', updatedAt: new Date().toISOString() });
    await stampInto(batch, admin, 'members').commit();
    expect((await getDoc(ref)).get('name')).toBe('Fixed');
  });

  it('judges a document set and then deleted in one commit as the delete of a missing document', async () => {
    // Nothing moved it to the Trash, so even an owner's delete is refused.
    const ref = doc(members());
    const batch = writeBatch(admin);
    batch.set(ref, { secret: true });
    batch.delete(ref);
    const error = await refusal(stampInto(batch, admin, 'members').commit());
    expect([error?.code, error?.message]).toEqual([
      'permission-denied',
      expect.stringMatching(/deleted only by moving it to the Trash.*\(delete of members\//),
    ]);

    const elsewhere = writeBatch(admin);
    elsewhere.set(doc(admin, 'settings', 'site'), { open: true });
    elsewhere.delete(doc(admin, 'settings', 'site'));
    const refused = await refusal(elsewhere.commit());
    expect([refused?.code, refused?.message]).toEqual([
      'permission-denied',
      expect.stringMatching(/writes to settings are not allowed \(delete of settings\/site\)/),
    ]);
  });
});
