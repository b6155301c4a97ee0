/**
 * The composite indexes the backend judges queries by (firestoreIndexes.ts), from outside the
 * SDK: the HTTP answer to a query the declared indexes do not serve, in hosted Firestore's words;
 * the index file the backend reads at start; and the files it refuses.
 */
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROJECT_INDEXES_FILE,
  loadIndexFile,
  parseIndexFile,
  timeToLivePolicies,
} from './firestoreIndexes';
import { startLocalBackend } from './server';
import {
  asc,
  desc,
  errorOf,
  index,
  post,
  startOpenFirestore,
  startTestBackend,
} from './testSupport';

describe('the refusal over HTTP', () => {
  let open: Awaited<ReturnType<typeof startOpenFirestore>>;
  beforeAll(async () => {
    open = await startOpenFirestore({ file: 'firestore.indexes.json', indexes: [] });
  });
  afterAll(() => open.stop());

  it('is 400 FAILED_PRECONDITION in the words of hosted Firestore, naming the index', async () => {
    const answer = await post(`${open.documentsUrl}:runQuery`, {
      structuredQuery: {
        from: [{ collectionId: 'gallery' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'programmeId' },
            op: 'EQUAL',
            value: { stringValue: 'p1' },
          },
        },
        orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
        limit: 24,
      },
    });
    expect([answer.status, answer.json]).toEqual([
      400,
      {
        error: {
          code: 400,
          status: 'FAILED_PRECONDITION',
          message:
            'The query requires an index. Add it to "indexes" in firestore.indexes.json: ' +
            '{"collectionGroup":"gallery","queryScope":"COLLECTION","fields":[' +
            '{"fieldPath":"programmeId","order":"ASCENDING"},' +
            '{"fieldPath":"createdAt","order":"DESCENDING"}]}',
        },
      },
    ]);
  });

  it('names every index an or needs, once each', async () => {
    const equal = (fieldPath: string, stringValue: string) => ({
      fieldFilter: { field: { fieldPath }, op: 'EQUAL', value: { stringValue } },
    });
    const answer = await post(`${open.documentsUrl}:runQuery`, {
      structuredQuery: {
        from: [{ collectionId: 'gallery' }],
        where: {
          compositeFilter: {
            op: 'OR',
            filters: [equal('programmeId', 'p1'), equal('programmeId', 'p2'), equal('kind', 'x')],
          },
        },
        orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
      },
    });
    expect(answer.status).toBe(400);
    expect((answer.json as { error: { message: string } }).error.message).toBe(
      'The query requires an index. Add them to "indexes" in firestore.indexes.json: ' +
        JSON.stringify(index('gallery', asc('programmeId'), desc('createdAt'))) +
        ', ' +
        JSON.stringify(index('gallery', asc('kind'), desc('createdAt'))),
    );
  });
});

describe('the index file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'local-backend-indexes-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const fileOf = async (name: string, content: unknown) => {
    const file = path.join(dir, name);
    await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };

  it("is the project's firestore.indexes.json unless the backend is given another", async () => {
    const backend = await startLocalBackend({
      firestorePort: 0,
      storagePort: 0,
      dataDir: path.join(dir, 'default-data'),
      projectId: 'demo-indexes-test',
      authEmulatorUrl: 'http://127.0.0.1:9',
      log: () => {},
    });
    await backend.close();
    expect(backend.indexesFile).toBe(PROJECT_INDEXES_FILE);
    expect(path.relative(process.cwd(), PROJECT_INDEXES_FILE)).toBe('firestore.indexes.json');
  });

  it("judges a signed-out visitor's query by the file given, with the rules on", async () => {
    const file = await fileOf('gallery.json', {
      indexes: [index('gallery', asc('programmeId'), desc('createdAt'))],
      fieldOverrides: [],
    });
    const t = await startTestBackend({ indexesFile: file });
    try {
      const visitor = t.clients(null).db;
      const byProgramme = query(
        collection(visitor, 'gallery'),
        where('programmeId', '==', 'p1'),
        orderBy('createdAt', 'desc'),
      );
      expect((await getDocs(byProgramme)).size).toBe(0);
      const byTitle = query(
        collection(visitor, 'gallery'),
        where('programmeId', '==', 'p1'),
        orderBy('title'),
      );
      expect(await errorOf(getDocs(byTitle))).toMatchObject({
        code: 'failed-precondition',
        message: expect.stringMatching(
          /^Request failed with error: The query requires an index\. Add it to "indexes" in gallery\.json: /,
        ),
      });
    } finally {
      await t.stop();
    }
  });

  it('refuses to start on a file it cannot read, naming the file', async () => {
    const missing = path.join(dir, 'absent.json');
    await expect(
      startLocalBackend({
        firestorePort: 0,
        storagePort: 0,
        dataDir: path.join(dir, 'absent-data'),
        projectId: 'demo-indexes-test',
        authEmulatorUrl: 'http://127.0.0.1:9',
        indexesFile: missing,
        log: () => {},
      }),
    ).rejects.toThrow(`The index file ${missing} cannot be read`);
  });

  const valid = index('gallery', asc('programmeId'), desc('createdAt'));
  const ttlOverride = {
    collectionGroup: 'registrations',
    fieldPath: 'expiresAt',
    ttl: true,
    indexes: [],
  };
  it.each<[string, unknown, RegExp]>([
    ['text that is not JSON', '{ "indexes": [', /x\.json is not JSON/],
    ['no "indexes" array', { fieldOverrides: [] }, /must be an object with an "indexes" array/],
    ['a key firebase-tools does not write', { indexes: [], fieldOverides: [] }, /"fieldOverides"/],
    [
      'a time-to-live that is not true or false',
      { indexes: [], fieldOverrides: [{ ...ttlOverride, ttl: 'true' }] },
      /fieldOverrides\[0\]\.ttl must be true or false/,
    ],
    [
      'a field override without its list of indexes (firebase-tools requires it)',
      { indexes: [], fieldOverrides: [{ collectionGroup: 'r', fieldPath: 'x', ttl: true }] },
      /fieldOverrides\[0\]\.indexes must be an array/,
    ],
    [
      'a field override of an index with neither order nor arrayConfig',
      {
        indexes: [],
        fieldOverrides: [{ ...ttlOverride, indexes: [{ queryScope: 'COLLECTION' }] }],
      },
      /fieldOverrides\[0\]\.indexes\[0\] must have "order"/,
    ],
    [
      'a field overridden twice',
      { indexes: [], fieldOverrides: [ttlOverride, ttlOverride] },
      /overrides expiresAt of registrations more than once/,
    ],
    [
      'a misspelt key of a field override',
      { indexes: [], fieldOverrides: [{ ...ttlOverride, tll: true }] },
      /fieldOverrides\[0\] has "tll"/,
    ],
    [
      'a misspelt key of an index',
      { indexes: [{ ...valid, feilds: valid.fields }] },
      /indexes\[0\] has "feilds"/,
    ],
    [
      'a query scope of neither kind',
      { indexes: [{ ...valid, queryScope: 'DATABASE' }] },
      /indexes\[0\]\.queryScope must be "COLLECTION" or "COLLECTION_GROUP"/,
    ],
    [
      'a field with neither order nor arrayConfig',
      { indexes: [{ ...valid, fields: [asc('a'), { fieldPath: 'b' }] }] },
      /indexes\[0\]\.fields\[1\] must have "order"/,
    ],
    [
      'a direction in lower case',
      { indexes: [{ ...valid, fields: [asc('a'), { fieldPath: 'b', order: 'descending' }] }] },
      /indexes\[0\]\.fields\[1\] must have "order"/,
    ],
    [
      'an arrayConfig other than CONTAINS',
      { indexes: [{ ...valid, fields: [{ fieldPath: 'a', arrayConfig: 'ANY' }, asc('b')] }] },
      /fields\[0\]\.arrayConfig must be "CONTAINS"/,
    ],
    [
      'an index of one field (Firestore keeps those itself)',
      { indexes: [index('gallery', desc('createdAt'), desc('__name__'))] },
      /indexes\[0\] has fewer than two fields besides __name__/,
    ],
  ])('refuses %s', (_label, content, message) => {
    const text = typeof content === 'string' ? content : JSON.stringify(content);
    expect(() => parseIndexFile(text, path.join(process.cwd(), 'x.json'))).toThrow(message);
  });

  it('takes what firebase-tools writes: both arrays, explicit __name__ fields', () => {
    const text = JSON.stringify({
      indexes: [valid, index('events', asc('endDate'), asc('startDate'), desc('__name__'))],
      fieldOverrides: [],
    });
    expect(parseIndexFile(text, 'firestore.indexes.json')).toEqual({
      indexes: [valid, index('events', asc('endDate'), asc('startDate'), desc('__name__'))],
      fieldOverrides: [],
    });
  });

  it('takes field overrides: a time-to-live, and the indexes kept (in the collection by default)', () => {
    const text = JSON.stringify({
      indexes: [],
      fieldOverrides: [
        { collectionGroup: 'registrations', fieldPath: 'expiresAt', ttl: true, indexes: [] },
        {
          collectionGroup: 'photos',
          fieldPath: 'createdAt',
          indexes: [
            { order: 'DESCENDING' },
            { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION_GROUP' },
          ],
        },
      ],
    });
    const file = parseIndexFile(text, 'firestore.indexes.json');
    expect(file.fieldOverrides).toEqual([
      { collectionGroup: 'registrations', fieldPath: 'expiresAt', ttl: true, indexes: [] },
      {
        collectionGroup: 'photos',
        fieldPath: 'createdAt',
        ttl: false,
        indexes: [
          { queryScope: 'COLLECTION', order: 'DESCENDING' },
          { queryScope: 'COLLECTION_GROUP', arrayConfig: 'CONTAINS' },
        ],
      },
    ]);
    expect(timeToLivePolicies(file)).toEqual([
      { collectionGroup: 'registrations', fieldPath: 'expiresAt' },
    ]);
  });

  it("declares the project's time-to-live policies: registrations, accounts' shares, downloads and the reminders sent by expiresAt", async () => {
    const { fieldOverrides = [] } = await loadIndexFile();
    expect(timeToLivePolicies({ fieldOverrides })).toEqual([
      { collectionGroup: 'registrations', fieldPath: 'expiresAt' },
      { collectionGroup: 'registrationShares', fieldPath: 'expiresAt' },
      { collectionGroup: 'registrationDownloads', fieldPath: 'expiresAt' },
      // Each registration's reminders, which go with it (its own expiresAt).
      { collectionGroup: 'reminderSends', fieldPath: 'expiresAt' },
    ]);
  });
});
