// @vitest-environment node
/**
 * The upload queue kept in IndexedDB (fake-indexeddb, the API in memory): rows and resized copies
 * outlive the page that wrote them, and clearing deletes every copy. In Node's environment: the
 * fake copies Blobs with structuredClone, which takes Node's Blob but not jsdom's.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearUploadQueue,
  forgetQueueStore,
  keptRows,
  queueStore,
} from '../../src/admin/upload/queueStore';
import type { QueueRow } from '../../src/admin/upload/uploadQueue';

const row = (id: string, order: number): QueueRow => ({
  id,
  order,
  name: `${id}.jpg`,
  title: 'Camp',
  programmeId: 'camp-2026',
  stamp: 1_700_000_000_000 + order,
  state: { kind: 'ready' },
  attempted: false,
});

const copies = (bytes: number) => ({
  full: new Blob([new Uint8Array(bytes)], { type: 'image/webp' }),
  medium: new Blob([new Uint8Array(bytes / 2)], { type: 'image/webp' }),
  thumb: new Blob([new Uint8Array(bytes / 4)], { type: 'image/webp' }),
});

beforeEach(() => {
  // A browser of its own for each test.
  globalThis.indexedDB = new IDBFactory();
  forgetQueueStore();
});

describe('the kept queue', () => {
  it('keeps rows and copies for the next page that opens it, in the order chosen', async () => {
    const store = await queueStore();
    await store.putRow(row('b', 2));
    await store.putRow(row('a', 1));
    await store.putCopies('a', copies(800));
    // The next page of the same browser (the tab was closed and the admin area opened again).
    forgetQueueStore();
    expect((await keptRows()).map((r) => r.id)).toEqual(['a', 'b']);
    const kept = await (await queueStore()).copies('a');
    expect(kept?.full.size).toBe(800);
    expect(kept?.thumb.size).toBe(200);
    expect(await (await queueStore()).copies('b')).toBeUndefined();
  });

  it('updates a row in place when its state changes', async () => {
    const store = await queueStore();
    await store.putRow(row('a', 1));
    await store.putRow({ ...row('a', 1), state: { kind: 'uploaded' } });
    expect((await keptRows()).map((r) => r.state.kind)).toEqual(['uploaded']);
  });

  it('deletes a photo’s copies once uploaded, and everything when cleared', async () => {
    const store = await queueStore();
    await store.putRow(row('a', 1));
    await store.putRow(row('b', 2));
    await store.putCopies('a', copies(800));
    await store.putCopies('b', copies(800));
    await store.deleteCopies('a');
    expect(await store.copies('a')).toBeUndefined();
    expect(await store.copies('b')).toBeDefined();
    await clearUploadQueue();
    forgetQueueStore();
    expect(await keptRows()).toEqual([]);
    expect(await (await queueStore()).copies('b')).toBeUndefined();
  });
});
