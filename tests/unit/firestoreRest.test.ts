/**
 * The public pages' reads of Firestore's REST API (src/services/firestoreRest.ts): Firestore's
 * JSON values into the domain's form, the queries the read services make, the request a browser
 * sends without a preflight, and every way an answer can fail. The same reads against a backend,
 * side by side with the SDK's: tests/integration/firestoreRest.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DOCUMENT_ID,
  decodeFields,
  decodeValue,
  queryRequest,
  runPageQuery,
  runQuery,
  structuredQuery,
  type Database,
  type Query,
  type Value,
} from '../../src/services/firestoreRest';

const database: Database = {
  origin: 'https://firestore.googleapis.com',
  projectId: 'youth-site',
  apiKey: 'AIza key/+?',
};
const documents = 'projects/youth-site/databases/(default)/documents';

describe('decodeValue: a Firestore value in the form of the domain', () => {
  it.each<[string, Value, unknown]>([
    ['null', { nullValue: null }, null],
    ['true', { booleanValue: true }, true],
    ['false', { booleanValue: false }, false],
    ['an integer (sent as text)', { integerValue: '2024' }, 2024],
    ['a negative integer', { integerValue: '-7' }, -7],
    ['zero', { integerValue: '0' }, 0],
    [
      'an integer past 2^53, rounded as the SDK rounds it',
      { integerValue: '9007199254740993' },
      2 ** 53,
    ],
    ['a double', { doubleValue: 1.5 }, 1.5],
    ['a double of zero', { doubleValue: 0 }, 0],
    ['NaN (sent as text)', { doubleValue: 'NaN' }, NaN],
    ['Infinity', { doubleValue: 'Infinity' }, Infinity],
    ['-Infinity', { doubleValue: '-Infinity' }, -Infinity],
    ['a text', { stringValue: 'Youth Day' }, 'Youth Day'],
    ['an empty text', { stringValue: '' }, ''],
    [
      'a timestamp',
      { timestampValue: '2024-01-02T03:04:05Z' },
      new Date('2024-01-02T03:04:05.000Z'),
    ],
    [
      'a timestamp with milliseconds',
      { timestampValue: '2024-01-02T03:04:05.120Z' },
      new Date('2024-01-02T03:04:05.120Z'),
    ],
    [
      'a timestamp with microseconds, cut to the millisecond',
      { timestampValue: '2024-01-02T03:04:05.123999Z' },
      new Date('2024-01-02T03:04:05.123Z'),
    ],
    [
      'a timestamp with nanoseconds, cut to the millisecond',
      { timestampValue: '2024-01-02T03:04:05.987654321Z' },
      new Date('2024-01-02T03:04:05.987Z'),
    ],
    [
      'a timestamp before 1970 with a fraction, rounded toward 1970 as Timestamp.toDate()',
      { timestampValue: '1969-12-31T23:59:59.5005Z' },
      new Date(-499),
    ],
    ['a list', { arrayValue: { values: [{ stringValue: 'a' }, { integerValue: '1' }] } }, ['a', 1]],
    ['an empty list (sent without values)', { arrayValue: {} }, []],
    [
      'a map, also nested',
      {
        mapValue: {
          fields: {
            title: { stringValue: 'Camp' },
            when: { mapValue: { fields: { day: { timestampValue: '2025-05-01T00:00:00Z' } } } },
          },
        },
      },
      { title: 'Camp', when: { day: new Date('2025-05-01T00:00:00Z') } },
    ],
    ['an empty map (sent without fields)', { mapValue: {} }, {}],
    ['bytes, which the site never writes', { bytesValue: 'AAEC' }, null],
    [
      'a reference, which the site never writes',
      { referenceValue: `${documents}/members/a` },
      null,
    ],
    [
      'a geographic point, which the site never writes',
      { geoPointValue: { latitude: 27.2, longitude: 78 } },
      null,
    ],
    [
      'a vector, which the site never writes',
      {
        mapValue: {
          fields: {
            __type__: { stringValue: '__vector__' },
            value: { arrayValue: { values: [{ doubleValue: 1 }] } },
          },
        },
      },
      null,
    ],
    [
      'a list holding a kind the site never writes',
      { arrayValue: { values: [{ bytesValue: 'AA' }, { stringValue: 'kept' }] } },
      [null, 'kept'],
    ],
  ])('decodes %s', (_, value, expected) => {
    expect(decodeValue(value)).toEqual(expected);
  });

  it("decodes a document's fields, and none as an empty record", () => {
    expect(
      decodeFields({ name: { stringValue: 'Anu' }, startYear: { integerValue: '2023' } }),
    ).toEqual({ name: 'Anu', startYear: 2023 });
    expect(decodeFields({})).toEqual({});
  });
});

describe('structuredQuery: the queries the read services make', () => {
  const field = (fieldPath: string) => ({ fieldPath });
  it.each<[string, Query, object]>([
    [
      'a whole collection (members)',
      { collection: 'members' },
      { from: [{ collectionId: 'members' }] },
    ],
    [
      'an equality on a text (office bearers of a role)',
      { collection: 'officeBearerMessages', where: ['role', '==', 'youth_director'] },
      {
        from: [{ collectionId: 'officeBearerMessages' }],
        where: {
          fieldFilter: {
            field: field('role'),
            op: 'EQUAL',
            value: { stringValue: 'youth_director' },
          },
        },
      },
    ],
    [
      'the newest few (gallery): descending, with a limit',
      { collection: 'gallery', orderBy: ['createdAt', 'desc'], limit: 12 },
      {
        from: [{ collectionId: 'gallery' }],
        orderBy: [{ field: field('createdAt'), direction: 'DESCENDING' }],
        limit: 12,
      },
    ],
    [
      'from a day on, ascending (upcoming programmes)',
      { collection: 'events', where: ['endDate', '>=', '2025-06-15'], orderBy: ['endDate'] },
      {
        from: [{ collectionId: 'events' }],
        where: {
          fieldFilter: {
            field: field('endDate'),
            op: 'GREATER_THAN_OR_EQUAL',
            value: { stringValue: '2025-06-15' },
          },
        },
        orderBy: [{ field: field('endDate'), direction: 'ASCENDING' }],
      },
    ],
    [
      'before a day, descending, with a limit (past programmes)',
      {
        collection: 'events',
        where: ['endDate', '<', '2025-06-15'],
        orderBy: ['endDate', 'desc'],
        limit: 13,
      },
      {
        from: [{ collectionId: 'events' }],
        where: {
          fieldFilter: {
            field: field('endDate'),
            op: 'LESS_THAN',
            value: { stringValue: '2025-06-15' },
          },
        },
        orderBy: [{ field: field('endDate'), direction: 'DESCENDING' }],
        limit: 13,
      },
    ],
    [
      'up to a day, descending (older programmes)',
      {
        collection: 'events',
        where: ['endDate', '<=', '2025-06-01'],
        orderBy: ['endDate', 'desc'],
      },
      {
        from: [{ collectionId: 'events' }],
        where: {
          fieldFilter: {
            field: field('endDate'),
            op: 'LESS_THAN_OR_EQUAL',
            value: { stringValue: '2025-06-01' },
          },
        },
        orderBy: [{ field: field('endDate'), direction: 'DESCENDING' }],
      },
    ],
    [
      "a document's id (one programme), as a reference to the document",
      { collection: 'events', where: [DOCUMENT_ID, '==', 'camp 2025'] },
      {
        from: [{ collectionId: 'events' }],
        where: {
          fieldFilter: {
            field: field('__name__'),
            op: 'EQUAL',
            value: { referenceValue: `${documents}/events/camp 2025` },
          },
        },
      },
    ],
    [
      'any of a few documents by id (the registrations of the programmes a page shows)',
      { collection: 'programmeRegistration', where: [DOCUMENT_ID, 'in', ['camp', 'youth day']] },
      {
        from: [{ collectionId: 'programmeRegistration' }],
        where: {
          fieldFilter: {
            field: field('__name__'),
            op: 'IN',
            value: {
              arrayValue: {
                values: [
                  { referenceValue: `${documents}/programmeRegistration/camp` },
                  { referenceValue: `${documents}/programmeRegistration/youth day` },
                ],
              },
            },
          },
        },
      },
    ],
    [
      "the names only, not the fields (a tool's question of whether a registration names an account)",
      {
        collection: 'registrations',
        select: [DOCUMENT_ID],
        where: ['account', '==', 'u1'],
        limit: 1,
      },
      {
        select: { fields: [field('__name__')] },
        from: [{ collectionId: 'registrations' }],
        where: {
          fieldFilter: { field: field('account'), op: 'EQUAL', value: { stringValue: 'u1' } },
        },
        limit: 1,
      },
    ],
  ])('asks for %s', (_, query, expected) => {
    expect(structuredQuery(query, database)).toEqual(expected);
  });
});

describe('queryRequest', () => {
  it('posts the query to runQuery with the API key, as a request a browser sends without a preflight', () => {
    const [url, init] = queryRequest({ collection: 'members' }, database);
    expect(url).toBe(
      `https://firestore.googleapis.com/v1/${documents}:runQuery?key=AIza%20key%2F%2B%3F`,
    );
    expect(init.method).toBe('POST');
    // The only header is a CORS-safelisted Content-Type: no Authorization, no Google header.
    expect(init.headers).toEqual({ 'Content-Type': 'text/plain' });
    expect(JSON.parse(init.body as string)).toEqual({
      structuredQuery: { from: [{ collectionId: 'members' }] },
    });
  });

  it('goes to the emulator when the database is there', () => {
    const [url] = queryRequest(
      { collection: 'members' },
      {
        origin: 'http://127.0.0.1:8080',
        projectId: 'demo-youth-commission',
        apiKey: 'demo-api-key',
      },
    );
    expect(url).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-youth-commission/databases/(default)/documents:runQuery?key=demo-api-key',
    );
  });

  it("sends a tool's access token, and no API key when the database has none", () => {
    const [url, init] = queryRequest(
      { collection: 'team' },
      { origin: 'https://firestore.googleapis.com', projectId: 'youth-site' },
      'ya29.token',
    );
    expect(url).toBe(`https://firestore.googleapis.com/v1/${documents}:runQuery`);
    expect(init.headers).toEqual({
      'Content-Type': 'text/plain',
      Authorization: 'Bearer ya29.token',
    });
  });
});

describe('runQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** fetch answering once with `body` (JSON, or text as it is) and `status`. */
  function answer(body: unknown, status = 200, statusText = '') {
    const fetch = vi.fn(
      async () =>
        new Response(typeof body === 'string' ? body : JSON.stringify(body), {
          status,
          statusText,
        }),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it("gives the documents in Firestore's order, with their ids and fields", async () => {
    const fetch = answer([
      {
        document: {
          name: `${documents}/members/b-2`,
          fields: { name: { stringValue: 'Binu' }, startYear: { integerValue: '2022' } },
          createTime: '2024-01-01T00:00:00Z',
          updateTime: '2024-01-01T00:00:00Z',
        },
        readTime: '2025-01-01T00:00:00Z',
      },
      { document: { name: `${documents}/members/a 1 ü` }, readTime: '2025-01-01T00:00:00Z' },
    ]);
    await expect(runQuery({ collection: 'members' }, database)).resolves.toEqual([
      { id: 'b-2', fields: { name: 'Binu', startYear: 2022 } },
      { id: 'a 1 ü', fields: {} },
    ]);
    expect(fetch).toHaveBeenCalledWith(...queryRequest({ collection: 'members' }, database));
  });

  it('gives no documents for an empty result (an answer of a lone read time)', async () => {
    answer([{ readTime: '2025-01-01T00:00:00Z' }]);
    await expect(runQuery({ collection: 'gallery', limit: 12 }, database)).resolves.toEqual([]);
  });

  it('leaves out the items without a document (skipped results, the last item of a limit)', async () => {
    answer([
      { document: { name: `${documents}/gallery/x` } },
      { readTime: '2025-01-01T00:00:00Z', skippedResults: 1 },
      { done: true },
    ]);
    await expect(runQuery({ collection: 'gallery' }, database)).resolves.toEqual([
      { id: 'x', fields: {} },
    ]);
  });

  it.each<[string, unknown, number, string, RegExp]>([
    [
      "a refusal, with Firestore's message in the answer's list",
      [
        {
          error: {
            code: 403,
            message: 'Missing or insufficient permissions.',
            status: 'PERMISSION_DENIED',
          },
        },
      ],
      403,
      'Forbidden',
      /^Firestore answered 403: Missing or insufficient permissions\.$/,
    ],
    [
      "a bad request, with Firestore's message alone",
      {
        error: {
          code: 400,
          message: 'The query requires an index.',
          status: 'FAILED_PRECONDITION',
        },
      },
      400,
      'Bad Request',
      /^Firestore answered 400: The query requires an index\.$/,
    ],
    [
      'an answer that is not JSON (a proxy page)',
      '<html>Bad gateway</html>',
      502,
      'Bad Gateway',
      /^Firestore answered 502: Bad Gateway$/,
    ],
    [
      'an error within a successful answer',
      [
        { document: { name: `${documents}/members/a` } },
        { error: { message: 'The query was cancelled.' } },
      ],
      200,
      'OK',
      /^Firestore answered 200: The query was cancelled\.$/,
    ],
    [
      'a successful answer that is no list',
      { documents: [] },
      200,
      'OK',
      /^Firestore answered 200: not a list of documents$/,
    ],
  ])('rejects %s', async (_, body, status, statusText, message) => {
    answer(body, status, statusText);
    await expect(runQuery({ collection: 'members' }, database)).rejects.toThrow(message);
  });

  it("asks a tool's database for its access token before each query, and sends it", async () => {
    const fetch = answer([{ document: { name: `${documents}/team/u1` } }]);
    const tokens = ['first', 'second'];
    const accessToken = vi.fn(async () => tokens.shift() as string);
    const tool: Database = { origin: database.origin, projectId: 'youth-site', accessToken };
    await expect(runQuery({ collection: 'team' }, tool)).resolves.toEqual([
      { id: 'u1', fields: {} },
    ]);
    await runQuery({ collection: 'team' }, tool);
    expect(accessToken).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenNthCalledWith(
      1,
      ...queryRequest({ collection: 'team' }, tool, 'first'),
    );
    expect(fetch).toHaveBeenNthCalledWith(
      2,
      ...queryRequest({ collection: 'team' }, tool, 'second'),
    );
  });

  it('rejects when Firestore cannot be reached, with what went wrong', async () => {
    const failure = new TypeError('Failed to fetch');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(failure)),
    );
    const rejection = runQuery({ collection: 'members' }, database);
    await expect(rejection).rejects.toThrow('Firestore could not be reached: Failed to fetch');
    await expect(rejection).rejects.toMatchObject({ cause: failure });
  });
});

describe('runPageQuery: a page of a list and where the next one starts', () => {
  afterEach(() => vi.unstubAllGlobals());

  const galleryDoc = (id: string, createdAt: string) => ({
    document: {
      name: `${documents}/gallery/${id}`,
      fields: { title: { stringValue: id }, createdAt: { timestampValue: createdAt } },
    },
  });
  const query: Query = { collection: 'gallery', orderBy: ['createdAt', 'desc'] };
  const idOf = ({ id }: { id: string }) => id;

  /** fetch answering with these documents, keeping the bodies it was sent. */
  function answering(items: object[]) {
    const bodies: { structuredQuery: { limit?: number; startAt?: unknown } }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify(items));
      }),
    );
    return bodies;
  }

  it('asks for one more than the page holds, and starts the next after the last one shown, to the microsecond', async () => {
    const bodies = answering([
      galleryDoc('c', '2025-01-03T00:00:00.000002Z'),
      galleryDoc('b', '2025-01-03T00:00:00.000001Z'),
      galleryDoc('a', '2025-01-01T00:00:00Z'),
    ]);
    const page = await runPageQuery(query, 2, idOf, database);
    expect(page).toEqual({
      items: ['c', 'b'],
      next: [{ timestamp: '2025-01-03T00:00:00.000001Z' }, 'b'],
    });
    expect(bodies[0]?.structuredQuery.limit).toBe(3);

    await runPageQuery({ ...query, startAfter: page.next! }, 2, idOf, database);
    expect(bodies[1]?.structuredQuery.startAt).toEqual({
      values: [
        { timestampValue: '2025-01-03T00:00:00.000001Z' },
        { referenceValue: `${documents}/gallery/b` },
      ],
      before: false,
    });
  });

  it.each([
    ['fewer than a page', 1],
    ['exactly a page', 2],
  ])('has no next page when it finds %s', async (_, found) => {
    answering(
      [galleryDoc('b', '2025-01-02T00:00:00Z'), galleryDoc('a', '2025-01-01T00:00:00Z')].slice(
        0,
        found,
      ),
    );
    await expect(runPageQuery(query, 2, idOf, database)).resolves.toMatchObject({ next: null });
  });

  it('keeps each ordering of a cursor as stored: a number, a text', async () => {
    answering(
      ['m2', 'm1', 'm0'].map((id) => ({
        document: {
          name: `${documents}/bishopMessages/${id}`,
          fields: {
            sortYear: { integerValue: '2024' },
            createdAt: { stringValue: `2024-06-0${id.at(-1)}T00:00:00.000Z` },
          },
        },
      })),
    );
    const page = await runPageQuery(
      {
        collection: 'bishopMessages',
        orderBy: [
          ['sortYear', 'desc'],
          ['createdAt', 'desc'],
        ],
      },
      2,
      idOf,
      database,
    );
    expect(page.next).toEqual([2024, '2024-06-01T00:00:00.000Z', 'm1']);
  });
});
