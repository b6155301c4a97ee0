/**
 * The Firestore REST protocol itself, driven by the real firestore/lite SDK (and raw requests
 * where the SDK cannot express a case), on a front end with the rules off so documents may have
 * any shape: every value type round-trips, and queries behave as the service's do (the number of
 * disjunctions a query may have: firestoreDisjunctions.test.ts).
 */
import {
  Bytes,
  GeoPoint,
  Timestamp,
  and,
  collection,
  deleteDoc,
  doc,
  endBefore,
  getCount,
  getDoc,
  getDocs,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  setDoc,
  startAfter,
  startAt,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ID, post } from './testSupport';
import { openFirestoreForFile } from './testFileBackend';

let db: Firestore;
const open = openFirestoreForFile((started) => {
  db = started.db();
});

const ids = async (q: Query) => (await getDocs(q)).docs.map((d) => d.id);

describe('values', () => {
  it('round-trips every value type through the SDK', async () => {
    const data = {
      nothing: null,
      yes: true,
      no: false,
      int: 42,
      negative: -7,
      double: 1.5,
      nan: NaN,
      inf: Infinity,
      negInf: -Infinity,
      when: new Timestamp(1_700_000_000, 123_456_000),
      text: 'héllo wörld ✓ 😀',
      empty: '',
      bytes: Bytes.fromUint8Array(new Uint8Array([0, 1, 2, 250, 255])),
      ref: doc(db, 'other', 'target'),
      where: new GeoPoint(27.18, 78.02),
      list: [1, 'two', { three: 3 }, null],
      emptyList: [],
      map: { nested: { deeper: 'yes' }, n: 1 },
      emptyMap: {},
    };
    await setDoc(doc(db, 'values', 'all'), data);
    const back = (await getDoc(doc(db, 'values', 'all'))).data();
    expect(back).toBeDefined();
    const { ref, bytes, when, where: geo } = back as typeof data;
    const special = { ref: null, bytes: null, when: null, where: null };
    expect({ ...back, ...special }).toEqual({ ...data, ...special });
    expect(ref.path).toBe('other/target');
    expect(bytes.toUint8Array()).toEqual(new Uint8Array([0, 1, 2, 250, 255]));
    expect(when.isEqual(data.when)).toBe(true);
    expect(geo.isEqual(data.where)).toBe(true);
  });

  it('keeps timestamps to the microsecond, as Firestore does', async () => {
    await setDoc(doc(db, 'values', 'precise'), { at: new Timestamp(1, 123_456_789) });
    const at = (await getDoc(doc(db, 'values', 'precise'))).get('at') as Timestamp;
    expect([at.seconds, at.nanoseconds]).toEqual([1, 123_456_000]);
  });

  it('keeps integers distinct from doubles, including 64-bit integers', async () => {
    const name = `projects/${PROJECT_ID}/databases/(default)/documents/values/numbers`;
    const fields = {
      big: { integerValue: '9223372036854775807' },
      one: { integerValue: 1 },
      oneDouble: { doubleValue: 1 },
      negZero: { doubleValue: '-0' },
      nan: { doubleValue: 'NaN' },
    };
    const commit = await post(`${open.documentsUrl}:commit`, {
      writes: [{ update: { name, fields } }],
    });
    expect(commit.status).toBe(200);
    const got = await post(`${open.documentsUrl}:batchGet`, { documents: [name] });
    const found = (got.json as { found: { fields: Record<string, unknown> } }[])[0]?.found;
    expect(found?.fields).toEqual({
      big: { integerValue: '9223372036854775807' },
      one: { integerValue: '1' },
      oneDouble: { doubleValue: 1 },
      negZero: { doubleValue: '-0' },
      nan: { doubleValue: 'NaN' },
    });
    // In queries the integer 1 equals the double 1.0.
    const equalToOne = await post(`${open.documentsUrl}:runQuery`, {
      structuredQuery: {
        from: [{ collectionId: 'values' }],
        where: {
          fieldFilter: { field: { fieldPath: 'one' }, op: 'EQUAL', value: { doubleValue: 1 } },
        },
      },
    });
    expect(
      (equalToOne.json as { document?: { name: string } }[]).map((r) => r.document?.name),
    ).toEqual([name]);
  });

  it('answers a missing document as missing', async () => {
    expect((await getDoc(doc(db, 'values', 'absent'))).exists()).toBe(false);
  });
});

describe('queries', () => {
  beforeAll(async () => {
    const batch = writeBatch(db);
    const people = [
      ['a', { name: 'Asha', age: 30, tags: ['x', 'y'], team: 'red' }],
      ['b', { name: 'Binu', age: 25, tags: ['y'], team: 'blue' }],
      ['c', { name: 'Chitra', age: 30, tags: [], team: 'red' }],
      ['d', { name: 'Deepak', age: 41.5, team: 'green' }],
      ['e', { name: 'Esther', team: 'blue' }], // no age
      ['f', { name: 'Francis', age: null, team: null }],
      ['g', { name: 'Gita', age: '30', team: 'red' }], // a string, not a number
    ] as const;
    for (const [id, person] of people) batch.set(doc(db, 'people', id), person);
    await batch.commit();
  });

  const people = () => collection(db, 'people');

  it('filters by equality', async () => {
    expect(await ids(query(people(), where('team', '==', 'red')))).toEqual(['a', 'c', 'g']);
    expect(await ids(query(people(), where('age', '==', 30.0)))).toEqual(['a', 'c']);
    expect(await ids(query(people(), where('age', '==', null)))).toEqual(['f']);
  });

  it('applies comparisons only within the filter value’s type', async () => {
    expect(await ids(query(people(), where('age', '>=', 30)))).toEqual(['a', 'c', 'd']);
    expect(await ids(query(people(), where('age', '<', 30)))).toEqual(['b']);
    expect(await ids(query(people(), where('age', '>', '0')))).toEqual(['g']);
  });

  it('supports !=, in, not-in, array-contains and array-contains-any', async () => {
    expect(await ids(query(people(), where('team', '!=', 'red')))).toEqual(['b', 'e', 'd']);
    expect(await ids(query(people(), where('team', 'in', ['green', 'blue'])))).toEqual([
      'b',
      'd',
      'e',
    ]);
    expect(await ids(query(people(), where('team', 'not-in', ['red', 'blue'])))).toEqual(['d']);
    expect(await ids(query(people(), where('tags', 'array-contains', 'y')))).toEqual(['a', 'b']);
    expect(await ids(query(people(), where('tags', 'array-contains-any', ['x', 'z'])))).toEqual([
      'a',
    ]);
  });

  it('combines filters with and / or', async () => {
    const redThirty = query(people(), and(where('team', '==', 'red'), where('age', '==', 30)));
    expect(await ids(redThirty)).toEqual(['a', 'c']);
    const either = query(people(), or(where('team', '==', 'green'), where('name', '==', 'Binu')));
    expect(await ids(either)).toEqual(['b', 'd']);
  });

  it('orders either way with the __name__ tie-break in the last direction, leaving out documents without the field', async () => {
    // Ties (a and c at 30) follow the name in the direction of the last ordering.
    expect(await ids(query(people(), orderBy('age')))).toEqual(['f', 'b', 'a', 'c', 'd', 'g']);
    expect(await ids(query(people(), orderBy('age', 'desc')))).toEqual([
      'g',
      'd',
      'c',
      'a',
      'b',
      'f',
    ]);
    expect(await ids(query(people(), orderBy('team'), orderBy('name', 'desc')))).toEqual([
      'f',
      'e',
      'b',
      'd',
      'g',
      'c',
      'a',
    ]);
  });

  it('adds the implicit orderings itself when a raw request leaves them out', async () => {
    const run = async (structuredQuery: object) => {
      const answer = await post(`${open.documentsUrl}:runQuery`, {
        structuredQuery: { from: [{ collectionId: 'people' }], ...structuredQuery },
      });
      return (answer.json as { document: { name: string } }[]).map((r) =>
        r.document.name.split('/').pop(),
      );
    };
    // The SDK always sends __name__ itself; the service adds it in the last direction.
    const byAgeDesc = { orderBy: [{ field: { fieldPath: 'age' }, direction: 'DESCENDING' }] };
    expect(await run(byAgeDesc)).toEqual(['g', 'd', 'c', 'a', 'b', 'f']);
    // An inequality orders by its field first.
    const olderThan = {
      where: {
        fieldFilter: {
          field: { fieldPath: 'age' },
          op: 'GREATER_THAN',
          value: { integerValue: '26' },
        },
      },
    };
    expect(await run(olderThan)).toEqual(['a', 'c', 'd']);
  });

  it('limits, from either end, and pages with cursors', async () => {
    expect(await ids(query(people(), orderBy('name'), limit(2)))).toEqual(['a', 'b']);
    expect(await ids(query(people(), orderBy('name'), limitToLast(2)))).toEqual(['f', 'g']);
    expect(await ids(query(people(), orderBy('name', 'desc'), limit(3)))).toEqual(['g', 'f', 'e']);
    expect(await ids(query(people(), orderBy('name'), startAfter('Chitra'), limit(2)))).toEqual([
      'd',
      'e',
    ]);
    expect(
      await ids(query(people(), orderBy('name'), startAt('Chitra'), endBefore('Esther'))),
    ).toEqual(['c', 'd']);
  });

  it('orders values of different types in Firestore’s type order', async () => {
    const batch = writeBatch(db);
    const values: [string, unknown][] = [
      ['1-null', null],
      ['2-bool', false],
      ['3-nan', NaN],
      ['4-int', -5],
      ['5-double', 2.5],
      ['6-time', new Timestamp(0, 0)],
      ['7-string', 'abc'],
      ['8-bytes', Bytes.fromUint8Array(new Uint8Array([1]))],
      ['9-ref', doc(db, 'x', 'y')],
      ['a-geo', new GeoPoint(0, 0)],
      ['b-array', [1]],
      ['c-map', { a: 1 }],
    ];
    for (const [id, v] of [...values].reverse()) batch.set(doc(db, 'mixed', id), { v });
    await batch.commit();
    expect(await ids(query(collection(db, 'mixed'), orderBy('v')))).toEqual(
      values.map(([id]) => id),
    );
  });

  it('counts on the server', async () => {
    const snapshot = await getCount(query(people(), where('team', '==', 'red')));
    expect(snapshot.data().count).toBe(3);
  });

  it('answers an empty result with a lone read time', async () => {
    const answer = await post(`${open.documentsUrl}:runQuery`, {
      structuredQuery: { from: [{ collectionId: 'nothing-here' }] },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual([{ readTime: expect.stringMatching(/Z$/) }]);
  });
});

describe('writes', () => {
  it('updates only the masked fields, deletes fields in the mask but not in the data, and deletes documents', async () => {
    const ref = doc(db, 'writes', 'w1');
    await setDoc(ref, { a: 1, b: 2, nested: { x: 1, y: 2 } });
    await updateDoc(ref, { a: 10, 'nested.y': 20 });
    expect((await getDoc(ref)).data()).toEqual({ a: 10, b: 2, nested: { x: 1, y: 20 } });
    await setDoc(ref, { only: true });
    expect((await getDoc(ref)).data()).toEqual({ only: true });
    await deleteDoc(ref);
    expect((await getDoc(ref)).exists()).toBe(false);
  });

  it('refuses a create over an existing document with 409 ALREADY_EXISTS', async () => {
    const name = `projects/${PROJECT_ID}/databases/(default)/documents/writes/taken`;
    const create = {
      writes: [{ update: { name, fields: {} }, currentDocument: { exists: false } }],
    };
    expect((await post(`${open.documentsUrl}:commit`, create)).status).toBe(200);
    const again = await post(`${open.documentsUrl}:commit`, create);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: { code: 409, status: 'ALREADY_EXISTS' } });
  });

  it('checks updateTime preconditions and keeps the update time of a write that changes nothing', async () => {
    const name = `projects/${PROJECT_ID}/databases/(default)/documents/writes/versioned`;
    const write = (extra: object = {}) =>
      post(`${open.documentsUrl}:commit`, {
        writes: [{ update: { name, fields: { v: { integerValue: '1' } } }, ...extra }],
      });
    const first = (await write()).json as { writeResults: { updateTime: string }[] };
    const updateTime = first.writeResults[0]?.updateTime;
    const same = (await write()).json as { writeResults: { updateTime: string }[] };
    expect(same.writeResults[0]?.updateTime).toBe(updateTime);
    expect((await write({ currentDocument: { updateTime } })).status).toBe(200);
    const stale = await write({ currentDocument: { updateTime: '2000-01-01T00:00:00Z' } });
    expect(stale.status).toBe(400);
    expect(stale.json).toMatchObject({ error: { status: 'FAILED_PRECONDITION' } });
  });

  it('applies server timestamps, increments and array transforms', async () => {
    const name = `projects/${PROJECT_ID}/databases/(default)/documents/writes/transformed`;
    const before = Date.now();
    const answer = await post(`${open.documentsUrl}:commit`, {
      writes: [
        {
          update: {
            name,
            fields: {
              n: { integerValue: '5' },
              list: { arrayValue: { values: [{ stringValue: 'a' }] } },
            },
          },
          updateTransforms: [
            { fieldPath: 'at', setToServerValue: 'REQUEST_TIME' },
            { fieldPath: 'n', increment: { integerValue: '2' } },
            {
              fieldPath: 'list',
              appendMissingElements: { values: [{ stringValue: 'a' }, { stringValue: 'b' }] },
            },
          ],
        },
      ],
    });
    expect(answer.status).toBe(200);
    const snapshot = await getDoc(doc(db, 'writes', 'transformed'));
    expect(snapshot.get('n')).toBe(7);
    expect(snapshot.get('list')).toEqual(['a', 'b']);
    const at = (snapshot.get('at') as Timestamp).toMillis();
    expect(at).toBeGreaterThanOrEqual(before - 1);
    expect(at).toBeLessThanOrEqual(Date.now() + 1);
  });
});

describe('field names that are also names of Object.prototype', () => {
  const name = (id: string) => `projects/${PROJECT_ID}/databases/(default)/documents/protos/${id}`;
  // (`__proto__` is not among them: Firestore reserves every name of the form __x__.)
  const fieldsOfA = {
    constructor: { stringValue: 'a' },
    toString: { integerValue: '1' },
    m: {
      mapValue: {
        fields: { isPrototypeOf: { stringValue: 'p' }, valueOf: { integerValue: '2' } },
      },
    },
  };
  const commit = (writes: unknown[]) => post(`${open.documentsUrl}:commit`, { writes });
  const stored = async (id: string) =>
    ((await (await fetch(`${open.documentsUrl}/protos/${id}`)).json()) as { fields?: unknown })
      .fields;
  const queried = async (structuredQuery: object) => {
    const answer = await post(`${open.documentsUrl}:runQuery`, {
      structuredQuery: { from: [{ collectionId: 'protos' }], ...structuredQuery },
    });
    expect(answer.status).toBe(200);
    return (answer.json as { document?: { name: string; fields?: unknown } }[])
      .filter((row) => row.document)
      .map((row) => [row.document?.name.split('/').pop(), row.document?.fields ?? {}]);
  };
  const field = (fieldPath: string) => ({ fieldPath });

  beforeAll(async () => {
    const answer = await commit([
      { update: { name: name('a'), fields: fieldsOfA } },
      { update: { name: name('b'), fields: { other: { stringValue: 'b' } } } },
    ]);
    expect(answer.status).toBe(200);
  });

  it('stores and reads them as plain fields', async () => {
    expect(await stored('a')).toEqual(fieldsOfA);
    expect(Object.keys((await stored('a')) as object)).toEqual(['constructor', 'toString', 'm']);
  });

  it('filters, orders and projects by them, seeing only the documents that have them', async () => {
    const equal = {
      fieldFilter: { field: field('constructor'), op: 'EQUAL', value: { stringValue: 'a' } },
    };
    expect((await queried({ where: equal })).map(([id]) => id)).toEqual(['a']);
    const present = { unaryFilter: { field: field('hasOwnProperty'), op: 'IS_NOT_NULL' } };
    expect(await queried({ where: present })).toEqual([]);
    expect((await queried({ orderBy: [{ field: field('toString') }] })).map(([id]) => id)).toEqual([
      'a',
    ]);
    expect(
      (await queried({ orderBy: [{ field: field('m.isPrototypeOf') }] })).map(([id]) => id),
    ).toEqual(['a']);
    const select = { fields: [field('constructor'), field('valueOf'), field('m.isPrototypeOf')] };
    expect(await queried({ select })).toEqual([
      [
        'a',
        JSON.parse(
          '{"constructor":{"stringValue":"a"},"m":{"mapValue":{"fields":{"isPrototypeOf":{"stringValue":"p"}}}}}',
        ),
      ],
      ['b', {}],
    ]);
  });

  it('refuses the names Firestore reserves, __proto__ among them, at any depth (400)', async () => {
    // JSON, because a JavaScript object literal cannot hold an own `__proto__` key.
    const nested = JSON.parse('{"m":{"mapValue":{"fields":{"__proto__":{"stringValue":"p"}}}}}');
    const answer = await commit([{ update: { name: name('c'), fields: nested } }]);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      error: {
        status: 'INVALID_ARGUMENT',
        message: 'Document fields cannot begin and end with "__": m.__proto__',
      },
    });
    expect((await fetch(`${open.documentsUrl}/protos/c`)).status).toBe(404);
  });

  it('applies update masks and transforms to them', async () => {
    const masked = await commit([
      { update: { name: name('b'), fields: {} }, updateMask: { fieldPaths: ['valueOf'] } },
    ]);
    expect(masked.status).toBe(200);
    expect(await stored('b')).toEqual({ other: { stringValue: 'b' } });
    const transformed = await commit([
      {
        transform: {
          document: name('b'),
          fieldTransforms: [{ fieldPath: 'm.isPrototypeOf', increment: { integerValue: '3' } }],
        },
      },
    ]);
    expect(transformed.status).toBe(200);
    expect(await stored('b')).toEqual(
      JSON.parse(
        '{"other":{"stringValue":"b"},"m":{"mapValue":{"fields":{"isPrototypeOf":{"integerValue":"3"}}}}}',
      ),
    );
  });
});
