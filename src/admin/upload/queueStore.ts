/**
 * The upload queue kept in the browser (IndexedDB), so that a closed tab loses nothing: its rows
 * (uploadQueue.ts) and each photo's resized copies until it is uploaded. The copies are photos of
 * young people on what may be a shared phone: they are deleted once uploaded, when the queue is
 * discarded, and at logout (clearUploadQueue).
 *
 * A wrapper of its own over the few IndexedDB calls it needs (about forty lines, no dependency).
 * Where IndexedDB cannot be opened (a private window of some browsers) the queue is kept in
 * memory: it still runs, but does not outlive the tab.
 */
import type { QueueRow } from './uploadQueue';

/** A photo's three resized copies, as they are uploaded. */
export interface KeptCopies {
  full: Blob;
  medium: Blob;
  thumb: Blob;
}

const DATABASE = 'gallery-upload-queue';
const ROWS = 'rows';
const COPIES = 'copies';

/** A request's result, as a promise. */
function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** A transaction's completion, as a promise. */
function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(ROWS, { keyPath: 'id' });
    request.result.createObjectStore(COPIES);
  };
  return done(request);
}

/** The two stores: rows by their id, and each photo's copies under its row's id. */
interface Stores {
  rows(): Promise<QueueRow[]>;
  putRow(row: QueueRow): Promise<void>;
  putCopies(id: string, copies: KeptCopies): Promise<void>;
  copies(id: string): Promise<KeptCopies | undefined>;
  deleteCopies(id: string): Promise<void>;
  clear(): Promise<void>;
}

function inIndexedDb(database: IDBDatabase): Stores {
  const write = (store: string, act: (objects: IDBObjectStore) => void) => {
    const transaction = database.transaction(store, 'readwrite');
    act(transaction.objectStore(store));
    return committed(transaction);
  };
  const read = <T>(store: string, act: (objects: IDBObjectStore) => IDBRequest<T>) =>
    done(act(database.transaction(store).objectStore(store)));
  return {
    rows: () => read(ROWS, (rows) => rows.getAll() as IDBRequest<QueueRow[]>),
    putRow: (row) => write(ROWS, (rows) => rows.put(row)),
    putCopies: (id, copies) => write(COPIES, (store) => store.put(copies, id)),
    copies: (id) => read(COPIES, (store) => store.get(id) as IDBRequest<KeptCopies | undefined>),
    deleteCopies: (id) => write(COPIES, (store) => store.delete(id)),
    clear: async () => {
      const transaction = database.transaction([ROWS, COPIES], 'readwrite');
      transaction.objectStore(ROWS).clear();
      transaction.objectStore(COPIES).clear();
      await committed(transaction);
    },
  };
}

function inMemory(): Stores {
  const rows = new Map<string, QueueRow>();
  const copies = new Map<string, KeptCopies>();
  return {
    rows: async () => [...rows.values()],
    putRow: async (row) => void rows.set(row.id, row),
    putCopies: async (id, kept) => void copies.set(id, kept),
    copies: async (id) => copies.get(id),
    deleteCopies: async (id) => void copies.delete(id),
    clear: async () => {
      rows.clear();
      copies.clear();
    },
  };
}

let opened: Promise<Stores> | null = null;

/** The queue's stores, opened once. */
export function queueStore(): Promise<Stores> {
  opened ??= (async () => {
    try {
      if (typeof indexedDB === 'undefined') return inMemory();
      return inIndexedDb(await openDatabase());
    } catch (error) {
      console.error('The upload queue cannot be kept in this browser; it lives in the tab', error);
      return inMemory();
    }
  })();
  return opened;
}

/** The rows kept, in the order the photos were chosen. */
export async function keptRows(): Promise<QueueRow[]> {
  const rows = await (await queueStore()).rows();
  return rows.sort((a, b) => a.order - b.order);
}

/** Deletes the whole queue: every row and every kept copy (Discard, logout, all uploaded). */
export async function clearUploadQueue(): Promise<void> {
  await (await queueStore()).clear();
}

/** Forgets the opened stores, so a test starts afresh (with a fresh fake IndexedDB). */
export function forgetQueueStore(): void {
  opened = null;
}
