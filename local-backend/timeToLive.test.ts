/**
 * Time-to-live, as Firestore's TTL policies delete documents: those of a collection group the
 * index file names whose field is a timestamp in the past go, at no one's request; a field in the
 * future, absent or of another type keeps its document, and so does another collection. Then the
 * backend doing it by itself, and the project's policies on registrations and downloads.
 */
import { doc, getDoc, Timestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentStore } from './firestoreStore';
import type { Fields } from './firestoreValues';
import { OWNER, startTestBackend, type TestBackend } from './testSupport';
import { deleteExpired, expiredPaths } from './timeToLive';

const NOW = new Date('2027-06-16T12:00:00.000Z');
const at = (iso: string) => ({ timestampValue: iso });
const stored = (fields: Fields) => ({ fields, createTime: '', updateTime: '' });
const POLICIES = [
  { collectionGroup: 'registrations', fieldPath: 'expiresAt' },
  { collectionGroup: 'downloads', fieldPath: 'keep.until' },
];

describe('which documents are past their time', () => {
  const documents = new Map([
    ['registrations/past', stored({ expiresAt: at('2027-06-16T11:59:59.999Z') })],
    ['registrations/now', stored({ expiresAt: at('2027-06-16T12:00:00.000Z') })],
    ['registrations/future', stored({ expiresAt: at('2028-06-16T00:00:00Z') })],
    ['registrations/absent', stored({ name: { stringValue: 'x' } })],
    ['registrations/text', stored({ expiresAt: { stringValue: '2020-01-01T00:00:00Z' } })],
    ['registrations/null', stored({ expiresAt: { nullValue: null } })],
    ['events/past', stored({ expiresAt: at('2020-01-01T00:00:00Z') })],
    ['events/e1/registrations/past', stored({ expiresAt: at('2020-01-01T00:00:00Z') })],
    [
      'downloads/past',
      stored({ keep: { mapValue: { fields: { until: at('2020-01-01T00:00:00Z') } } } }),
    ],
    ['downloads/top', stored({ until: at('2020-01-01T00:00:00Z') })],
  ]);

  it('are those of a named collection group whose field is a timestamp before now', () => {
    expect(expiredPaths(documents, POLICIES, NOW).sort()).toEqual([
      'downloads/past',
      'events/e1/registrations/past',
      'registrations/past',
    ]);
  });

  it('are none without a policy', () => {
    expect(expiredPaths(documents, [], NOW)).toEqual([]);
  });
});

describe('deleting them', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'local-backend-ttl-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('deletes those past their time in one write, and writes nothing when none is', async () => {
    const store = await DocumentStore.open(dir);
    await store.commit((draft) => {
      draft.set('registrations/past', stored({ expiresAt: at('2027-01-01T00:00:00Z') }));
      draft.set('registrations/future', stored({ expiresAt: at('2028-01-01T00:00:00Z') }));
    });
    expect(await deleteExpired(store, POLICIES, () => NOW)).toEqual(['registrations/past']);
    expect([...store.snapshot().keys()]).toEqual(['registrations/future']);
    const readTime = store.readTime();
    expect(await deleteExpired(store, POLICIES, () => NOW)).toEqual([]);
    expect(store.readTime() >= readTime).toBe(true);
    // Kept on disk as well: a store opened again holds only the future one.
    expect([...(await DocumentStore.open(dir)).snapshot().keys()]).toEqual([
      'registrations/future',
    ]);
  });
});

describe('the backend', () => {
  let t: TestBackend;
  let dir: string;
  let owner: Firestore;
  const past = () => Timestamp.fromMillis(Date.now() - 60_000);
  const future = () => Timestamp.fromMillis(Date.now() + 86_400_000);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'local-backend-ttl-file-'));
    const indexesFile = path.join(dir, 'indexes.json');
    await writeFile(
      indexesFile,
      JSON.stringify({
        indexes: [],
        fieldOverrides: [
          { collectionGroup: 'registrations', fieldPath: 'expiresAt', ttl: true, indexes: [] },
        ],
      }),
    );
    t = await startTestBackend({ indexesFile, timeToLiveSweepMs: 50 });
    owner = t.clients(OWNER).db;
  });
  afterAll(async () => {
    await t.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const exists = async (p: string) => (await getDoc(doc(owner, p))).exists();

  it('deletes a document once its time is past, by itself, and keeps the others', async () => {
    const batch = writeBatch(owner);
    batch.set(doc(owner, 'registrations/gone'), { expiresAt: past() });
    batch.set(doc(owner, 'registrations/kept'), { expiresAt: future() });
    batch.set(doc(owner, 'events/kept'), { expiresAt: past() });
    await batch.commit();
    await expect.poll(() => exists('registrations/gone'), { timeout: 30_000 }).toBe(false);
    expect(await exists('registrations/kept')).toBe(true);
    expect(await exists('events/kept')).toBe(true);
  });

  it("applies the project's policies: registrations, downloads of the lists and reminders sent", async () => {
    const project = await startTestBackend();
    try {
      const db = project.clients(OWNER).db;
      const batch = writeBatch(db);
      batch.set(doc(db, 'registrations/old'), { expiresAt: past() });
      batch.set(doc(db, 'registrationDownloads/old'), { expiresAt: past() });
      batch.set(doc(db, 'reminderSends/old'), { expiresAt: past() });
      batch.set(doc(db, 'registrations/new'), { expiresAt: future() });
      await batch.commit();
      expect((await project.backend.deleteExpired()).sort()).toEqual([
        'registrationDownloads/old',
        'registrations/old',
        'reminderSends/old',
      ]);
      expect((await getDoc(doc(db, 'registrations/new'))).exists()).toBe(true);
    } finally {
      await project.stop();
    }
  });
});
