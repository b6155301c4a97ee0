/**
 * Field names on the Firestore front end, through the real firestore/lite SDK and raw requests,
 * with the security rules on: names that are also names of Object.prototype, and the names a
 * document may and may not have.
 */
import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { ADMIN, member, PROJECT_ID, downloadUrlOf, idToken, post } from './testSupport';
import { backendForFile } from './testFileBackend';
import { addStamped, stampedWrites } from './testStamps';

let admin: Firestore;
let anonymous: Firestore;
const t = backendForFile({
  onStart: (started) => {
    admin = started.clients(ADMIN).db;
    anonymous = started.clients(null).db;
  },
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
