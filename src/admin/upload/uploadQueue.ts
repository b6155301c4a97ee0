/**
 * The queue of gallery photos being uploaded, as pure rules: the rows and their states, what a row
 * says, which rows start next and how many at once, what a queue found again after the tab was
 * closed offers, and the pace of the entries' writes. The work itself (resizing, keeping the rows
 * in the browser, uploading) is done by the modules beside this one.
 */

/** Where one chosen photo is. */
export type RowState =
  /** Chosen, waiting for its turn to be resized (one photo is decoded at a time). */
  | { kind: 'waiting' }
  | { kind: 'resizing' }
  /** Resized and kept, waiting for a free upload. */
  | { kind: 'ready' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'uploaded' }
  /** The upload or the entry's write failed; Retry tries again, checking first. */
  | { kind: 'failed'; reason: string }
  /** Never uploaded, with the reason (a format the browser cannot read). */
  | { kind: 'skipped'; reason: string };

/** The names of a photo's three stored files, chosen before its first upload. */
export interface StoredNames {
  fileName: string;
  mediumFileName: string;
  thumbFileName: string;
}

/** One chosen photo of the queue, as the browser keeps it (its resized copies apart). */
export interface QueueRow {
  /** The gallery entry's id, chosen before the upload (so a retry can look for the entry). */
  id: string;
  /**
   * The uid of the team member who chose it: only they are offered it again (the browser may be
   * shared). Rows kept before it was recorded have none.
   */
  owner?: string;
  /** Its place in the order the photos were chosen. */
  order: number;
  /** The picked file's name, as the row shows it. */
  name: string;
  /** The title for all the photos of the upload; '' when none (stored as 'Gallery Image'). */
  title: string;
  /** Its title in Hindi; '' when none. Rows kept before it was asked for have none. */
  titleHi?: string;
  /** The programme the photos belong to; null: the general gallery. */
  programmeId: string | null;
  /** The moment (milliseconds) that makes its file names unique, chosen when it was picked. */
  stamp: number;
  /** Set once it is resized: its files' names and the full image's size in pixels. */
  names?: StoredNames;
  width?: number;
  height?: number;
  state: RowState;
  /**
   * Whether an upload of it was ever started: after one whose outcome is unknown (the tab
   * closed, the network dropped), the entry and each file may be stored already, so the next
   * try looks first and stores nothing twice.
   */
  attempted: boolean;
}

/** What a row says. */
export function rowText(state: RowState): string {
  switch (state.kind) {
    case 'waiting':
      return 'Waiting';
    case 'resizing':
      return 'Resizing…';
    case 'ready':
      return 'Waiting to upload';
    case 'uploading':
      return `Uploading... ${state.percent}%`;
    case 'uploaded':
      return 'Uploaded';
    case 'failed':
      return `Upload failed: ${state.reason}`;
    case 'skipped':
      return `Skipped: ${state.reason}`;
  }
}

/** Uploads at once: three, or one on a 2G connection (navigator.connection.effectiveType). */
export function concurrencyFor(effectiveType: string | undefined): number {
  return effectiveType === '2g' || effectiveType === 'slow-2g' ? 1 : 3;
}

/** The rows to start now: resized ones, in order, as many as `limit` leaves free. */
export function rowsToStart(rows: readonly QueueRow[], limit: number): QueueRow[] {
  const running = rows.filter((row) => row.state.kind === 'uploading').length;
  const free = Math.max(0, limit - running);
  return rows.filter((row) => row.state.kind === 'ready').slice(0, free);
}

/** The next row to resize, if none is being resized (one decode at a time). */
export function rowToResize(rows: readonly QueueRow[]): QueueRow | undefined {
  if (rows.some((row) => row.state.kind === 'resizing')) return undefined;
  return rows.find((row) => row.state.kind === 'waiting');
}

/** How far the queue is: photos uploaded, of the photos to upload (skipped ones not counted). */
export function progressOf(rows: readonly QueueRow[]): { uploaded: number; total: number } {
  const photos = rows.filter((row) => row.state.kind !== 'skipped');
  return {
    uploaded: photos.filter((row) => row.state.kind === 'uploaded').length,
    total: photos.length,
  };
}

/** Whether work is left that runs on its own: a photo to resize, to upload or being uploaded. */
export const isWorking = (rows: readonly QueueRow[]) =>
  rows.some((row) => ['waiting', 'resizing', 'ready', 'uploading'].includes(row.state.kind));

/** Whether every photo is uploaded or was skipped: nothing is left to do. */
export const isFinished = (rows: readonly QueueRow[]) =>
  rows.every((row) => row.state.kind === 'uploaded' || row.state.kind === 'skipped');

/** The share of the whole queue sent, in whole percent: each photo weighs the same. */
export function percentOfQueue(rows: readonly QueueRow[]): number {
  const photos = rows.filter((row) => row.state.kind !== 'skipped');
  if (photos.length === 0) return 0;
  const done = photos.reduce(
    (sum, row) =>
      sum +
      (row.state.kind === 'uploaded'
        ? 100
        : row.state.kind === 'uploading'
          ? row.state.percent
          : 0),
    0,
  );
  return Math.floor(done / photos.length);
}

/** Why a photo not resized before the tab closed is not in the queue any more. */
export const NOT_KEPT =
  'the tab was closed before this photo was resized: choose it again to upload it';

/**
 * The rows of a queue found again when the admin area opens (the tab that ran it was closed):
 * nothing runs, so an upload under way then has an unknown outcome and waits again, to look for
 * what it stored before it sends anything; a photo not yet resized was never kept, and is
 * skipped with the reason.
 */
export function rowsAfterReopening(rows: readonly QueueRow[]): QueueRow[] {
  return rows.map((row) => {
    switch (row.state.kind) {
      case 'uploading':
        return { ...row, state: { kind: 'ready' }, attempted: true };
      case 'waiting':
      case 'resizing':
        return { ...row, state: { kind: 'skipped', reason: NOT_KEPT } };
      default:
        return row;
    }
  });
}

/**
 * What the admin area offers for a queue found again: '{uploaded} of {total} uploaded' with
 * Resume, when a photo is left to upload; nothing when every photo is uploaded or skipped.
 */
export function resumeOffer(rows: readonly QueueRow[]): { uploaded: number; total: number } | null {
  if (rows.length === 0 || isFinished(rows)) return null;
  return progressOf(rows);
}

/** The rows with the one of `id` changed by `change`. */
export function withRow(
  rows: readonly QueueRow[],
  id: string,
  change: (row: QueueRow) => QueueRow,
): QueueRow[] {
  return rows.map((row) => (row.id === id ? change(row) : row));
}

/**
 * The rows to try again: failed ones wait for an upload again (Retry), as do those of a queue
 * resumed; their earlier attempt makes the next one look first.
 */
export function rowsToRetry(rows: readonly QueueRow[], ids?: readonly string[]): QueueRow[] {
  return rows.map((row) =>
    row.state.kind === 'failed' && (!ids || ids.includes(row.id))
      ? { ...row, state: { kind: 'ready' }, attempted: true }
      : row,
  );
}

/**
 * A pace for the entries' writes: at most one every `intervalMs`. Every write changes the one
 * document that tells visitors' pages the content changed, which takes about one write a second.
 * `wait()` resolves when the next write may go; calls queue up in order.
 */
export function createPacer(
  intervalMs: number,
  clock: { now: () => number; sleep: (ms: number) => Promise<void> } = {
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  },
): { wait: () => Promise<void> } {
  let nextSlot = -Infinity;
  return {
    wait: () => {
      const now = clock.now();
      const slot = Math.max(now, nextSlot);
      nextSlot = slot + intervalMs;
      return slot > now ? clock.sleep(slot - now) : Promise.resolve();
    },
  };
}

/** The pace of the entries' writes, in milliseconds between two. */
export const WRITE_INTERVAL_MS = 1000;
