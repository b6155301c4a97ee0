/**
 * Queries that need a composite index, as hosted Firestore judges them (firestoreIndexes.ts):
 * through the real firestore/lite SDK, a query the declared indexes do not serve fails in the app
 * as `failed-precondition` with the index to add; one they serve is answered. (The HTTP
 * answer itself, the index file and the files refused: firestoreIndexFile.test.ts.)
 */
import {
  and,
  collection,
  doc,
  documentId,
  getCount,
  getDocs,
  limitToLast,
  or,
  orderBy,
  query,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import type { CompositeIndex, FieldOverride } from './firestoreIndexes';
import { asc, contains, desc, index, startOpenFirestore } from './testSupport';

const PHOTOS = {
  a: { programmeId: 'p1', createdAt: 1, tags: ['x'], role: 'president', sortYear: 2020 },
  b: { programmeId: 'p1', createdAt: 3, tags: ['y'], role: 'secretary', sortYear: 2022 },
  c: { programmeId: 'p2', createdAt: 2, tags: ['x', 'y'], role: 'president', sortYear: 2024 },
  d: { programmeId: 'p1', createdAt: 4, tags: [], role: 'president', sortYear: 2021 },
};
/** Programmes around March 2024: e1, e2 and e5 have a day in it. */
const EVENTS = {
  e1: { startDate: '2024-02-20', endDate: '2024-03-02' },
  e2: { startDate: '2024-03-10', endDate: '2024-03-10' },
  e3: { startDate: '2024-01-01', endDate: '2024-01-05' },
  e4: { startDate: '2024-04-02', endDate: '2024-04-03' },
  e5: { startDate: '2024-02-01', endDate: '2024-05-01' },
};

async function seed(db: Firestore) {
  const batch = writeBatch(db);
  for (const [id, data] of Object.entries(PHOTOS)) batch.set(doc(db, 'photos', id), data);
  for (const [id, data] of Object.entries(EVENTS)) batch.set(doc(db, 'events', id), data);
  await batch.commit();
}

const photos = (db: Firestore) => collection(db, 'photos');
const events = (db: Firestore) => collection(db, 'events');
const ids = async (q: ReturnType<typeof query>) => (await getDocs(q)).docs.map((d) => d.id);

type Read = (db: Firestore) => Promise<unknown>;

const programmeNewestFirst: Read = (db) =>
  ids(query(photos(db), where('programmeId', '==', 'p1'), orderBy('createdAt', 'desc')));
const byProgrammeNewestFirst = index('photos', asc('programmeId'), desc('createdAt'));
const monthOfMarch: Read = (db) =>
  ids(
    query(events(db), where('startDate', '<=', '2024-03-31'), where('endDate', '>=', '2024-03-01')),
  );

/**
 * Each query with the indexes declared, and what the app gets: the documents (ids, or a count),
 * or the refusal naming the one index to add.
 */
const TABLE: [label: string, read: Read, declared: CompositeIndex[], outcome: unknown][] = [
  // One field: Firestore's own single-field indexes serve it.
  [
    'an equality on one field',
    (db) => ids(query(photos(db), where('programmeId', '==', 'p1'))),
    [],
    ['a', 'b', 'd'],
  ],
  [
    'an ordering on one field, either way',
    (db) => ids(query(photos(db), orderBy('createdAt', 'desc'))),
    [],
    ['d', 'b', 'c', 'a'],
  ],
  [
    'a range and an ordering on the same field',
    (db) => ids(query(photos(db), where('createdAt', '>=', 2), orderBy('createdAt', 'desc'))),
    [],
    ['d', 'b', 'c'],
  ],
  [
    'array-contains alone',
    (db) => ids(query(photos(db), where('tags', 'array-contains', 'x'))),
    [],
    ['a', 'c'],
  ],
  [
    'an or of single-field terms',
    (db) =>
      ids(
        query(photos(db), or(where('programmeId', '==', 'p2'), where('role', '==', 'secretary'))),
      ),
    [],
    ['b', 'c'],
  ],
  // An equality and an ordering on another field.
  [
    'equality + order, undeclared',
    programmeNewestFirst,
    [],
    index('photos', asc('programmeId'), desc('createdAt')),
  ],
  ['equality + order, declared', programmeNewestFirst, [byProgrammeNewestFirst], ['d', 'b', 'a']],
  [
    'equality + order, the equality field declared descending (either way serves)',
    programmeNewestFirst,
    [index('photos', desc('programmeId'), desc('createdAt'))],
    ['d', 'b', 'a'],
  ],
  [
    'equality + order, declared in the other direction',
    programmeNewestFirst,
    [index('photos', asc('programmeId'), asc('createdAt'))],
    byProgrammeNewestFirst,
  ],
  [
    'equality + order, declared for another collection',
    programmeNewestFirst,
    [index('gallery', asc('programmeId'), desc('createdAt'))],
    byProgrammeNewestFirst,
  ],
  [
    'equality + order, declared with a collection group scope',
    programmeNewestFirst,
    [{ ...byProgrammeNewestFirst, queryScope: 'COLLECTION_GROUP' }],
    byProgrammeNewestFirst,
  ],
  [
    'equality + order, declared with a field more',
    programmeNewestFirst,
    [index('photos', asc('programmeId'), asc('role'), desc('createdAt'))],
    byProgrammeNewestFirst,
  ],
  [
    'equalities on two fields + order, declared without one of them',
    (db) =>
      ids(
        query(
          photos(db),
          where('role', '==', 'president'),
          where('programmeId', '==', 'p1'),
          orderBy('createdAt', 'desc'),
        ),
      ),
    [byProgrammeNewestFirst],
    index('photos', asc('role'), asc('programmeId'), desc('createdAt')),
  ],
  [
    'equality + order, read from the end (limitToLast reverses every ordering)',
    (db) =>
      ids(
        query(
          photos(db),
          where('programmeId', '==', 'p1'),
          orderBy('createdAt', 'desc'),
          limitToLast(2),
        ),
      ),
    [byProgrammeNewestFirst],
    index('photos', asc('programmeId'), asc('createdAt')),
  ],
  // A range and an ordering on different fields, and ranges on two fields.
  [
    'a range + an ordering on another field, undeclared',
    (db) => ids(query(photos(db), where('createdAt', '>=', 2), orderBy('sortYear', 'desc'))),
    [],
    // The inequality's field is ordered after the explicit orderings, in their direction.
    index('photos', desc('sortYear'), desc('createdAt')),
  ],
  [
    'a range + an ordering on another field, declared',
    (db) => ids(query(photos(db), where('createdAt', '>=', 2), orderBy('sortYear', 'desc'))),
    [index('photos', desc('sortYear'), desc('createdAt'))],
    ['c', 'b', 'd'],
  ],
  [
    'ranges on two fields (a month), undeclared',
    monthOfMarch,
    [],
    // Ordered by the inequality fields in the order of their names.
    index('events', asc('endDate'), asc('startDate')),
  ],
  [
    'ranges on two fields (a month), declared',
    monthOfMarch,
    [index('events', asc('endDate'), asc('startDate'))],
    ['e1', 'e2', 'e5'],
  ],
  [
    'ranges on two fields, declared in the other order',
    monthOfMarch,
    [index('events', asc('startDate'), asc('endDate'))],
    index('events', asc('endDate'), asc('startDate')),
  ],
  // array-contains and in with an ordering.
  [
    'array-contains + order, undeclared',
    (db) => ids(query(photos(db), where('tags', 'array-contains', 'x'), orderBy('createdAt'))),
    [],
    index('photos', contains('tags'), asc('createdAt')),
  ],
  [
    'array-contains + order, declared',
    (db) => ids(query(photos(db), where('tags', 'array-contains', 'x'), orderBy('createdAt'))),
    [index('photos', contains('tags'), asc('createdAt'))],
    ['a', 'c'],
  ],
  [
    'array-contains + order, the array declared as an ordered field',
    (db) => ids(query(photos(db), where('tags', 'array-contains', 'x'), orderBy('createdAt'))),
    [index('photos', asc('tags'), asc('createdAt'))],
    index('photos', contains('tags'), asc('createdAt')),
  ],
  [
    'in + order, undeclared',
    (db) =>
      ids(
        query(
          photos(db),
          where('role', 'in', ['president', 'treasurer']),
          orderBy('sortYear', 'desc'),
        ),
      ),
    [],
    index('photos', asc('role'), desc('sortYear')),
  ],
  [
    'in + order, declared',
    (db) =>
      ids(
        query(
          photos(db),
          where('role', 'in', ['president', 'treasurer']),
          orderBy('sortYear', 'desc'),
        ),
      ),
    [index('photos', asc('role'), desc('sortYear'))],
    ['c', 'd', 'a'],
  ],
  // Equalities alone on several fields: a declared index here (see firestoreIndexes.ts).
  [
    'equalities on two fields, undeclared',
    (db) =>
      ids(query(photos(db), where('role', '==', 'president'), where('programmeId', '==', 'p1'))),
    [],
    index('photos', asc('role'), asc('programmeId')),
  ],
  [
    'equalities on two fields, declared in another order',
    (db) =>
      ids(query(photos(db), where('role', '==', 'president'), where('programmeId', '==', 'p1'))),
    [index('photos', asc('programmeId'), asc('role'))],
    ['a', 'd'],
  ],
  [
    'an or whose terms each need an index',
    (db) =>
      ids(
        query(
          photos(db),
          and(
            where('programmeId', '==', 'p1'),
            or(where('role', '==', 'secretary'), where('sortYear', '==', 2020)),
          ),
        ),
      ),
    [index('photos', asc('programmeId'), asc('role'))],
    index('photos', asc('programmeId'), asc('sortYear')),
  ],
  // Two orderings, and the document name against the last ordering's direction.
  [
    'two orderings, undeclared',
    (db) => ids(query(photos(db), orderBy('role'), orderBy('sortYear', 'desc'))),
    [],
    index('photos', asc('role'), desc('sortYear')),
  ],
  [
    'one ordering with the document name the other way',
    (db) => ids(query(photos(db), orderBy('createdAt', 'desc'), orderBy(documentId()))),
    [],
    index('photos', desc('createdAt'), asc('__name__')),
  ],
  // Counts are judged as their query is.
  [
    'a count of equality + range, undeclared',
    async (db) =>
      (
        await getCount(
          query(photos(db), where('programmeId', '==', 'p1'), where('createdAt', '>', 1)),
        )
      ).data().count,
    [],
    index('photos', asc('programmeId'), asc('createdAt')),
  ],
  [
    'a count of equality + range, declared',
    async (db) =>
      (
        await getCount(
          query(photos(db), where('programmeId', '==', 'p1'), where('createdAt', '>', 1)),
        )
      ).data().count,
    [index('photos', asc('programmeId'), asc('createdAt'))],
    2,
  ],
  [
    'a count on one field',
    async (db) =>
      (await getCount(query(photos(db), where('role', '==', 'president')))).data().count,
    [],
    3,
  ],
];

describe('a query and the composite indexes declared, through the SDK', () => {
  it.each(TABLE)('%s', async (_label, read, declared, outcome) => {
    const open = await startOpenFirestore({
      file: '/project/firestore.indexes.json',
      indexes: declared,
    });
    try {
      const db = open.db();
      await seed(db);
      const answer = await read(db).catch((error: unknown) => {
        const { code, message } = error as { code: string; message: string };
        return { code, message };
      });
      expect(answer).toEqual(
        Array.isArray(outcome) || typeof outcome === 'number'
          ? outcome
          : {
              code: 'failed-precondition',
              // The lite SDK puts its own words before the server's message.
              message: `Request failed with error: The query requires an index. Add it to "indexes" in firestore.indexes.json: ${JSON.stringify(outcome)}`,
            },
      );
    } finally {
      await open.stop();
    }
  });
});

/** Queries of one field, where a field override replaces the field's automatic indexes. */
const OVERRIDES: [
  label: string,
  read: Read,
  override: FieldOverride,
  outcome: string[] | RegExp,
][] = [
  [
    'an equality on a field whose override keeps no index',
    (db) => ids(query(photos(db), where('programmeId', '==', 'p1'))),
    { collectionGroup: 'photos', fieldPath: 'programmeId', ttl: true, indexes: [] },
    /A query of programmeId alone needs its single-field index: add it to the field override of programmeId/,
  ],
  [
    'an equality on another field than the override',
    (db) => ids(query(photos(db), where('role', '==', 'secretary'))),
    { collectionGroup: 'photos', fieldPath: 'programmeId', ttl: true, indexes: [] },
    ['b'],
  ],
  [
    'an equality on a field overridden in another collection',
    (db) => ids(query(photos(db), where('programmeId', '==', 'p2'))),
    { collectionGroup: 'gallery', fieldPath: 'programmeId', ttl: false, indexes: [] },
    ['c'],
  ],
  [
    'an ordering the override keeps',
    (db) => ids(query(photos(db), orderBy('createdAt', 'desc'))),
    {
      collectionGroup: 'photos',
      fieldPath: 'createdAt',
      ttl: false,
      indexes: [{ queryScope: 'COLLECTION', order: 'DESCENDING' }],
    },
    ['d', 'b', 'c', 'a'],
  ],
  [
    'an ordering the override leaves out',
    (db) => ids(query(photos(db), orderBy('createdAt'))),
    {
      collectionGroup: 'photos',
      fieldPath: 'createdAt',
      ttl: false,
      indexes: [{ queryScope: 'COLLECTION', order: 'DESCENDING' }],
    },
    /A query of createdAt alone needs its single-field index/,
  ],
  [
    'array-contains where the override keeps only orderings',
    (db) => ids(query(photos(db), where('tags', 'array-contains', 'x'))),
    {
      collectionGroup: 'photos',
      fieldPath: 'tags',
      ttl: false,
      indexes: [{ queryScope: 'COLLECTION', order: 'ASCENDING' }],
    },
    /A query of tags alone needs its single-field index/,
  ],
];

describe('a query of one field and the field overrides declared, through the SDK', () => {
  it.each(OVERRIDES)('%s', async (_label, read, override, outcome) => {
    const open = await startOpenFirestore({
      file: '/project/firestore.indexes.json',
      indexes: [],
      fieldOverrides: [override],
    });
    try {
      const db = open.db();
      await seed(db);
      const answer = await read(db).catch(
        (error: unknown) => error as { code: string; message: string },
      );
      if (Array.isArray(outcome)) expect(answer).toEqual(outcome);
      else
        expect(answer).toMatchObject({
          code: 'failed-precondition',
          message: expect.stringMatching(outcome),
        });
    } finally {
      await open.stop();
    }
  });
});
