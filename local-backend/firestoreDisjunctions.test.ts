/**
 * The disjunctions a Firestore query may have, on a front end with the rules off, through the
 * real firestore/lite SDK and a raw request: up to 30 in disjunctive normal form (IN,
 * ARRAY_CONTAINS_ANY, OR, and the products of their ANDs), NOT_IN of 10 values at most; beyond
 * that, 400 INVALID_ARGUMENT, as the service answers.
 */
import {
  and,
  collection,
  doc,
  getDocs,
  or,
  query,
  setDoc,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { post } from './testSupport';
import { openFirestoreForFile } from './testFileBackend';

let db: Firestore;
const open = openFirestoreForFile((started) => {
  db = started.db();
});

describe('the disjunctions of a query', () => {
  const numbers = (n: number) => Array.from({ length: n }, (_, i) => i);
  const rows = () => collection(db, 'disjunctions');
  const equalTo = (field: string, n: number) => numbers(n).map((i) => where(field, '==', i));
  const outcome = (q: Query) =>
    getDocs(q).then(
      () => 'answered',
      (e: unknown) => `${(e as { code: string }).code}: ${(e as Error).message}`,
    );

  it.each([
    ['IN of 30 values', () => query(rows(), where('a', 'in', numbers(30)))],
    [
      'ARRAY_CONTAINS_ANY of 30 values',
      () => query(rows(), where('a', 'array-contains-any', numbers(30))),
    ],
    ['OR of 30 filters', () => query(rows(), or(...equalTo('a', 30)))],
    [
      'IN of 5 values AND IN of 6 values (5 × 6)',
      () => query(rows(), where('a', 'in', numbers(5)), where('b', 'in', numbers(6))),
    ],
    [
      '(OR of 3) AND (OR of 10)',
      () => query(rows(), and(or(...equalTo('a', 3)), or(...equalTo('b', 10)))),
    ],
  ])('answers %s: 30 disjunctions at most', async (_label, q) => {
    await setDoc(doc(rows(), 'one'), { a: 1, b: 1 });
    expect(await outcome(q())).toBe('answered');
  });

  it.each([
    ['IN of 31 values', () => query(rows(), where('a', 'in', numbers(31)))],
    ['OR of 31 filters', () => query(rows(), or(...equalTo('a', 31)))],
    [
      'IN of 6 values AND IN of 6 values (6 × 6)',
      () => query(rows(), where('a', 'in', numbers(6)), where('b', 'in', numbers(6))),
    ],
    [
      '(OR of 4) AND (OR of 8)',
      () => query(rows(), and(or(...equalTo('a', 4)), or(...equalTo('b', 8)))),
    ],
    [
      'OR of (IN of 16) and (IN of 15)',
      () => query(rows(), or(where('a', 'in', numbers(16)), where('b', 'in', numbers(15)))),
    ],
  ])('refuses %s with 400 INVALID_ARGUMENT', async (_label, q) => {
    // The lite SDK reports every 400 as failed-precondition.
    expect(await outcome(q())).toMatch(/^failed-precondition: .*disjunctions.*at most 30/);
  });

  it('answers a raw query over the limit with 400 INVALID_ARGUMENT', async () => {
    const answer = await post(`${open.documentsUrl}:runQuery`, {
      structuredQuery: {
        from: [{ collectionId: 'disjunctions' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'a' },
            op: 'IN',
            value: { arrayValue: { values: numbers(31).map((n) => ({ integerValue: n })) } },
          },
        },
      },
    });
    expect([answer.status, answer.json]).toEqual([
      400,
      {
        error: {
          code: 400,
          status: 'INVALID_ARGUMENT',
          message:
            'Invalid query: its filters make 31 disjunctions in disjunctive normal form; a query may have at most 30',
        },
      },
    ]);
  });

  it('takes NOT_IN of 10 values, not 11', async () => {
    expect(await outcome(query(rows(), where('a', 'not-in', numbers(10))))).toBe('answered');
    expect(await outcome(query(rows(), where('a', 'not-in', numbers(11))))).toMatch(
      /^failed-precondition: .*NOT_IN takes at most 10 values/,
    );
  });
});
