/**
 * The product's collections through the real firestore/lite SDK, with the security rules on:
 * what the admin screens do works for an owner by the admin claim, and anyone not on the team is
 * refused with the SDK error code the hosted service would cause. (team.test.ts: the team's
 * roles, the Trash, invitations and the reads the rules guard.)
 */
import {
  Timestamp,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  EDITOR,
  OWNER,
  PROJECT_ID,
  answerWithin,
  codeOf,
  downloadUrlOf,
  errorOf,
  idToken,
  post,
  rawRequest,
  startTestBackend,
  type TestBackend,
} from './testSupport';
import {
  addStamped,
  deleteStamped,
  markerOf,
  setStamped,
  stampInto,
  stampedWrites,
  updateStamped,
} from './testStamps';

let t: TestBackend;
let admin: Firestore;
let anonymous: Firestore;

beforeAll(async () => {
  t = await startTestBackend();
  admin = t.clients(ADMIN).db;
  anonymous = t.clients(null).db;
});
afterAll(() => t.stop());

const member = (name: string, extra: object = {}) => ({
  name,
  role: 'Member',
  startYear: 2022,
  endYear: 2024,
  imageUrl: '',
  createdAt: new Date().toISOString(),
  ...extra,
});

const message = (year: string, extra: object = {}) => ({
  year,
  name: 'Fr. Someone',
  title: 'A message',
  fullMessage: 'First paragraph.\n\nSecond paragraph.',
  imageUrl: '',
  createdAt: new Date().toISOString(),
  ...extra,
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

describe('a commit without a valid token is refused before its body is read', () => {
  it.each([
    ['an anonymous', {}, 403],
    ['an expired', { Authorization: `Bearer ${idToken({ ...ADMIN!, expired: true })}` }, 401],
    ['a malformed', { Authorization: 'Bearer not-a-token' }, 400],
  ])('answers %s commit while its body is still coming', async (_who, headers, status) => {
    const request = rawRequest(`${t.documentsUrl}:commit`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{"writes": [',
      declaredLength: 5 * 1024 * 1024,
    });
    const answer = await answerWithin(request.answer, 3000);
    request.abort();
    expect(answer).toMatchObject({ status });
  });
});

describe('a token that is not a JWT at all, as Google’s Firestore emulator answers it', () => {
  const documents = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const REQUESTS: Array<[string, (headers: Record<string, string>) => Promise<Response>]> = [
    [
      'a query of a public collection',
      (headers) =>
        fetch(`${t.documentsUrl}:runQuery`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'members' }] } }),
        }),
    ],
    ['a get of a public document', (headers) => fetch(`${t.documentsUrl}/events/x`, { headers })],
    [
      'a batchGet of public documents',
      (headers) =>
        fetch(`${t.documentsUrl}:batchGet`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ documents: [`${documents}/members/x`] }),
        }),
    ],
    ["a query of the team's collection", (headers) => fetch(`${t.documentsUrl}/team`, { headers })],
    [
      'a commit',
      (headers) =>
        fetch(`${t.documentsUrl}:commit`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ writes: [] }),
        }),
    ],
  ];
  const jwtPart = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');

  describe.each([
    ['a word', 'Bearer not-a-token'],
    ['three parts that are not JSON', 'Bearer abc.def.ghi'],
    ['a JWT without its third part', `Bearer ${idToken(ADMIN!).replace(/\.$/, '')}`],
    ['a JWT whose claims are a list', `Bearer ${jwtPart({ alg: 'none' })}.${jwtPart([1])}.`],
  ])('(%s)', (_what, authorization) => {
    it.each(REQUESTS)('refuses %s with 400 invalid jwt', async (_request, send) => {
      const answer = await send({ Authorization: authorization, 'Content-Type': 'text/plain' });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        error: { code: 400, message: 'invalid jwt', status: 'INVALID_ARGUMENT' },
      });
    });
  });

  it.each([
    ['no token', null],
    ['a valid JWT', `Bearer ${idToken(EDITOR!)}`],
    ['an expired JWT', `Bearer ${idToken({ ...ADMIN!, expired: true })}`],
    ['a JWT of another project', `Bearer ${idToken({ uid: 'ghost' }, { aud: 'another-project' })}`],
  ])(
    'leaves alone the public reads with %s: no JWT is checked there',
    async (_what, authorization) => {
      const headers: Record<string, string> = { 'Content-Type': 'text/plain' };
      if (authorization !== null) headers.Authorization = authorization;
      for (const [request, send] of REQUESTS.slice(0, 3)) {
        const answer = await send(headers);
        expect([request, answer.status]).toEqual([
          request,
          request.startsWith('a get') ? 404 : 200,
        ]);
      }
    },
  );
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

describe('field names that are also names of Object.prototype', () => {
  it('are plain (absent) fields in an update mask, not a server error', async () => {
    const ref = await addStamped(admin, 'members', member('Masked'));
    const answer = await post(
      `${t.documentsUrl}:commit`,
      {
        writes: stampedWrites([
          {
            update: {
              name: `projects/${PROJECT_ID}/databases/(default)/documents/members/${ref.id}`,
              fields: { updatedAt: { stringValue: new Date().toISOString() } },
            },
            updateMask: { fieldPaths: ['toString', 'constructor', 'updatedAt'] },
            currentDocument: { exists: true },
          },
        ]),
      },
      { Authorization: `Bearer ${idToken(ADMIN!)}` },
    );
    expect(answer.status).toBe(200);
    const fields = Object.keys((await getDoc(doc(anonymous, 'members', ref.id))).data() ?? {});
    expect(fields.sort()).toEqual(
      ['createdAt', 'endYear', 'imageUrl', 'name', 'role', 'startYear', 'updatedAt'].sort(),
    );
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

describe('field names', () => {
  /** A commit of these writes by an owner, stamping the change marker as the app does. */
  const commitAsAdmin = <Write extends { update: { name: string } }>(writes: Write[]) =>
    post(
      `${t.documentsUrl}:commit`,
      { writes: stampedWrites(writes) },
      { Authorization: `Bearer ${idToken(ADMIN!)}` },
    );
  const nameOf = (path: string) => `projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const exists = async (path: string) => (await fetch(`${t.documentsUrl}/${path}`)).status === 200;

  /** A good document of each public collection, in the REST encoding. */
  const text = (stringValue: string) => ({ stringValue });
  const stamp = () => text(new Date().toISOString());
  const GOOD_REST: Record<string, () => Record<string, unknown>> = {
    members: () => ({
      name: text('Anjali'),
      role: text('President'),
      startYear: { integerValue: '2022' },
      endYear: { integerValue: '2024' },
      imageUrl: text(downloadUrlOf('members/1_cropped.jpeg')),
      createdAt: stamp(),
    }),
    bishopMessages: () => ({
      year: text('2023-2024'),
      name: text('Bishop'),
      title: text('Walk in the light'),
      fullMessage: text('Dear young friends,\n\nBe the light.'),
      imageUrl: text(''),
      createdAt: stamp(),
    }),
    officeBearerMessages: () => ({
      role: text('youth_director'),
      year: text('2024-2025'),
      name: text('Fr. Thomas'),
      title: text('Rise up'),
      fullMessage: text('Greetings.'),
      imageUrl: text(''),
      createdAt: stamp(),
    }),
    gallery: () => ({
      title: text('Rally'),
      imageUrl: text(downloadUrlOf('gallery/gallery_1_rally.jpg')),
      fileName: text('gallery_1_rally.jpg'),
      createdAt: { timestampValue: '2024-03-01T08:00:00Z' },
    }),
    events: () => ({
      title: text('Youth Day'),
      startDate: text('2025-08-15'),
      endDate: text(''),
      time: text(''),
      place: text(''),
      description: text(''),
      registrationUrl: text(''),
      imageUrl: text(''),
      createdAt: stamp(),
    }),
  };
  const PROTOTYPE_NAMES = [
    'constructor',
    'toString',
    'valueOf',
    'hasOwnProperty',
    'isPrototypeOf',
    'propertyIsEnumerable',
    'toLocaleString',
  ];
  let nextId = 0;

  it.each(Object.keys(GOOD_REST))(
    'names of Object.prototype are unexpected fields of %s (403), its good document is not',
    async (collectionId) => {
      const good = `${collectionId}/good-${nextId++}`;
      const control = await commitAsAdmin([
        { update: { name: nameOf(good), fields: GOOD_REST[collectionId]!() } },
      ]);
      expect(control.status).toBe(200);
      for (const field of PROTOTYPE_NAMES) {
        const path = `${collectionId}/proto-${nextId++}`;
        const fields = { ...GOOD_REST[collectionId]!(), [field]: text('x') };
        const answer = await commitAsAdmin([{ update: { name: nameOf(path), fields } }]);
        expect([answer.status, answer.json]).toEqual([
          403,
          {
            error: {
              code: 403,
              status: 'PERMISSION_DENIED',
              message: expect.stringContaining(`unexpected field ${field}`),
            },
          },
        ]);
        expect(await exists(path)).toBe(false);
      }
    },
  );

  // JSON, because a JavaScript object literal cannot hold an own `__proto__` key.
  const reserved = (name: string) =>
    JSON.parse(`{ ${JSON.stringify(name)}: { "stringValue": "x" } }`) as Record<string, unknown>;

  it.each([
    ['__proto__ in a map', { imageUrl: { mapValue: { fields: reserved('__proto__') } } }],
    [
      '__x__ in a map in an array',
      { tags: { arrayValue: { values: [{ mapValue: { fields: reserved('__x__') } }] } } },
    ],
    ['__name__ at the top', reserved('__name__')],
  ])('refuses a field name Firestore reserves (%s) with 400', async (_where, extra) => {
    const path = `members/reserved-${nextId++}`;
    const fields = { ...GOOD_REST.members!(), ...extra };
    const answer = await commitAsAdmin([{ update: { name: nameOf(path), fields } }]);
    expect([answer.status, answer.json]).toEqual([
      400,
      {
        error: {
          code: 400,
          status: 'INVALID_ARGUMENT',
          message: expect.stringMatching(/^Document fields cannot begin and end with "__"/),
        },
      },
    ]);
    expect(await exists(path)).toBe(false);
  });

  it('refuses a reserved name in an update mask or a transform with 400', async () => {
    const path = `members/reserved-${nextId++}`;
    expect(
      (await commitAsAdmin([{ update: { name: nameOf(path), fields: GOOD_REST.members!() } }]))
        .status,
    ).toBe(200);
    const before = await (await fetch(`${t.documentsUrl}/${path}`)).json();
    const masked = await commitAsAdmin([
      {
        update: { name: nameOf(path), fields: { updatedAt: stamp() } },
        updateMask: { fieldPaths: ['updatedAt', '__count__'] },
      },
    ]);
    const transformed = await commitAsAdmin([
      {
        update: { name: nameOf(path), fields: { updatedAt: stamp() } },
        updateMask: { fieldPaths: ['updatedAt'] },
        updateTransforms: [{ fieldPath: '`__count__`', increment: { integerValue: '1' } }],
      },
    ]);
    for (const answer of [masked, transformed]) {
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({
        error: { status: 'INVALID_ARGUMENT', message: expect.stringMatching(/__count__/) },
      });
    }
    expect(await (await fetch(`${t.documentsUrl}/${path}`)).json()).toEqual(before);
  });
});

describe('the body of a request without a valid token', () => {
  /** A query for a member of a very long name: a body of about `size` bytes. */
  const query = (size: number) =>
    JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'members' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'name' },
            op: 'EQUAL',
            value: { stringValue: 'x'.repeat(size - 200) },
          },
        },
      },
    });
  const ONE_MIB = 1024 * 1024;
  const answered = (answer: { status: number; json: unknown }) => {
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual([{ readTime: expect.any(String) }]);
  };

  it('is read up to 1 MiB: a visitor’s query of just under it is answered', async () => {
    answered(await post(`${t.documentsUrl}:runQuery`, query(ONE_MIB - 100)));
  });

  it.each([
    ['no token', {}],
    ['a token of no account', { Authorization: `Bearer ${idToken({ uid: 'ghost' })}` }],
    ['an expired token', { Authorization: `Bearer ${idToken({ ...ADMIN!, expired: true })}` }],
  ])('is refused beyond 1 MiB with 413 (%s)', async (_who, headers) => {
    const answer = await post(`${t.documentsUrl}:runQuery`, query(2 * ONE_MIB), headers);
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ error: { message: expect.stringMatching(/1048576/) } });
  });

  it('is refused beyond 1 MiB when its length is not announced (chunked)', async () => {
    const body = Buffer.from(query(ONE_MIB + 200));
    const request = rawRequest(`${t.documentsUrl}:runQuery`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      declaredLength: 'chunked',
    });
    // Answered as soon as the cap is passed, although the body has not ended.
    const answer = await answerWithin(request.answer, 3000);
    request.abort();
    expect(answer).toMatchObject({ status: 413 });
  });

  it.each([
    ['a signed-in account', `Bearer ${idToken(EDITOR!)}`],
    ['the emulator’s owner', 'Bearer owner'],
  ])('keeps the larger cap for %s', async (_who, authorization) => {
    answered(
      await post(`${t.documentsUrl}:runQuery`, query(2 * ONE_MIB), {
        Authorization: authorization,
      }),
    );
  });
});
