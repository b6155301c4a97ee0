/**
 * The upload queue at work, one per admin area (UploadQueueProvider makes it): photos are added,
 * resized one at a time and kept in the browser, uploaded three at a time (one on 2G), their
 * entries written at most one a second; every change is kept (queueStore.ts), so a queue found
 * again after the tab closed offers to resume. Screens read it through useSyncExternalStore. One
 * photo's resize is resizeRow.ts, its upload uploadRow.ts; each add's outcome is uploadBatches.ts.
 */
import { galleryPath } from '../../domain/storagePaths';
import { reasonOf } from '../../domain/words';
import { newGalleryImageId } from '../../services/galleryWrites';
import { UploadError, deleteUnusedFiles } from '../../services/savedFiles';
import { clearUploadQueue, keptRows, queueStore, type KeptCopies } from './queueStore';
import { releaseResizer } from './resizePhoto';
import { resizeRow } from './resizeRow';
import { UploadBatches, type RowOutcome } from './uploadBatches';
import {
  WRITE_INTERVAL_MS,
  concurrencyFor,
  createPacer,
  isFinished,
  isWorking,
  resumeOffer,
  rowToResize,
  rowsAfterReopening,
  rowsToRetry,
  rowsToStart,
  withRow,
  type QueueRow,
  type RowState,
} from './uploadQueue';
import { isResized, uploadRow } from './uploadRow';
import { UnreadableImageError } from '../flow/imageResize';

/** What screens read of the queue. */
export interface QueueView {
  rows: readonly QueueRow[];
  /** Found again when the admin area opened, with photos left: it waits for Resume. */
  paused: boolean;
}

/** The choices made for all the photos of one upload. */
export interface UploadChoices {
  title: string;
  /** The title in Hindi; '' when none. */
  titleHi: string;
  programmeId: string | null;
}

/** Reads the connection's effective type where the browser tells it (Chromium does). */
const effectiveType = () =>
  (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;

/** Why a row failed, as it says it after 'Upload failed: '. */
const reasonOfFailure = (error: unknown) =>
  error instanceof UploadError ? error.message : reasonOf(error);

export class UploadRunner {
  /** `owner`: the uid of the team member signed in, whose photos this queue holds. */
  constructor(private readonly owner = '') {}

  private view: QueueView = { rows: [], paused: false };
  private readonly listeners = new Set<() => void>();
  /** The picked files not yet resized: they live in this tab only. */
  private readonly picked = new Map<string, File>();
  /** The photos of each `add`, waited for together. */
  private readonly batches = new UploadBatches();
  private readonly pacer = createPacer(WRITE_INTERVAL_MS);
  private stopped = false;
  /** Counts the cancellations: work begun before one leaves the queue alone when it ends. */
  private generation = 0;

  /** Told of each failed upload or write (the rules may have refused it). */
  private onFailure: (error: unknown) => void = () => {};

  /** Sets what is told of each failed upload or write; returns how to stop telling it. */
  onWriteFailure(listener: (error: unknown) => void): () => void {
    this.onFailure = listener;
    return () => {
      if (this.onFailure === listener) this.onFailure = () => {};
    };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getView = () => this.view;

  /**
   * Reads the queue a closed tab left: it waits for Resume (or Discard). A queue someone else
   * left on this browser (they closed the tab, and their sign-in ended without a logout) is not
   * offered: it is deleted, photos and all, as their logout would have deleted it.
   */
  private async load(): Promise<void> {
    const kept = await keptRows().catch((error: unknown) => {
      console.error('The kept upload queue could not be read', error);
      return [];
    });
    if (this.stopped || kept.length === 0 || this.view.rows.length > 0) return;
    if (kept.some((row) => row.owner !== this.owner)) {
      await clearUploadQueue();
      return;
    }
    const rows = rowsAfterReopening(kept);
    if (!resumeOffer(rows)) {
      await clearUploadQueue();
      return;
    }
    this.set({ rows, paused: true });
    await Promise.all(rows.map((row) => this.keep(row)));
  }

  /**
   * Adds photos to the queue and starts it; resolves when each of them is uploaded, failed or
   * skipped. A queue whose photos are all uploaded starts afresh.
   */
  add(
    files: readonly File[],
    { title, titleHi, programmeId }: UploadChoices,
  ): Promise<RowOutcome[]> {
    const earlier = isFinished(this.view.rows) ? [] : this.view.rows;
    const now = Date.now();
    const first = earlier.reduce((max, row) => Math.max(max, row.order + 1), 0);
    const added: QueueRow[] = files.map((file, i) => ({
      id: newGalleryImageId(),
      owner: this.owner,
      order: first + i,
      name: file.name,
      title,
      titleHi,
      programmeId,
      // Unique names within one choice of photos, taken at the same moment.
      stamp: now + i,
      state: { kind: 'waiting' },
      attempted: false,
    }));
    added.forEach((row, i) => this.picked.set(row.id, files[i] as File));
    const outcome = this.batches.wait(added.map((row) => row.id));
    if (earlier.length === 0) void clearUploadQueue().catch(() => {});
    this.set({ rows: [...earlier, ...added], paused: false });
    for (const row of added) void this.keep(row);
    this.pump();
    return outcome;
  }

  /** Goes on with a queue found again: nothing is chosen or resized again. */
  resume(): void {
    this.set({ rows: rowsToRetry(this.view.rows), paused: false });
    this.pump();
  }

  /** Tries a failed photo again (or every failed one); it looks first for what it stored. */
  retry(id?: string): void {
    const rows = rowsToRetry(this.view.rows, id === undefined ? undefined : [id]);
    this.set({ rows, paused: false });
    for (const row of rows) if (row.state.kind === 'ready') void this.keep(row);
    this.pump();
  }

  /** Takes finished or failed rows out of the queue, forgetting their kept copies. */
  async forget(ids: readonly string[]): Promise<void> {
    this.set({ ...this.view, rows: this.view.rows.filter((row) => !ids.includes(row.id)) });
    const store = await queueStore();
    await Promise.all(ids.map((id) => store.deleteCopies(id)));
    await this.afterChange();
  }

  /**
   * Stops everything and deletes the queue and every kept copy (Discard, logout). The files a
   * photo not uploaded may have stored in an earlier try (its entry never written) are deleted
   * too, unless an entry refers to them.
   */
  async discard(): Promise<void> {
    const unfinished = this.view.rows.filter(
      (row) => row.attempted && row.state.kind !== 'uploaded',
    );
    this.cancel();
    this.set({ rows: [], paused: false });
    await clearUploadQueue();
    await deleteUnusedFiles(
      unfinished.flatMap((row) =>
        row.names
          ? Object.values(row.names).map((name: string) => ({ path: galleryPath(name) }))
          : [],
      ),
    );
  }

  /** Starts (again) the work of this queue: reads what a closed tab left. */
  start(): Promise<void> {
    this.stopped = false;
    return this.load();
  }

  /** Stops the work of this queue (the admin area closes); what is kept stays kept. */
  stop(): void {
    this.stopped = true;
    this.cancel();
  }

  /** Drops the work under way: its results, when they come, change nothing. */
  private cancel() {
    this.generation += 1;
    this.picked.clear();
    releaseResizer();
    this.batches.cancel();
  }

  private set(view: QueueView) {
    this.view = view;
    for (const listener of this.listeners) listener();
  }

  private row(id: string) {
    return this.view.rows.find((row) => row.id === id);
  }

  private change(id: string, change: (row: QueueRow) => QueueRow) {
    if (this.stopped) return;
    this.set({ ...this.view, rows: withRow(this.view.rows, id, change) });
  }

  /** Sets a row's state, keeping it in the browser (an upload's progress is not kept). */
  private setState(id: string, state: RowState, extra: Partial<QueueRow> = {}) {
    this.change(id, (row) => ({ ...row, ...extra, state }));
    const row = this.row(id);
    if (row) void this.keep(row);
  }

  private async keep(row: QueueRow) {
    if (this.stopped) return;
    try {
      const store = await queueStore();
      if (this.stopped) return;
      await store.putRow(row);
    } catch (error) {
      console.error('The upload queue could not be kept', error);
    }
  }

  /** Starts what can start: the next resize, and uploads up to the connection's number. */
  private pump() {
    if (this.stopped || this.view.paused) return;
    const next = rowToResize(this.view.rows);
    if (next) void this.resize(next);
    for (const row of rowsToStart(this.view.rows, concurrencyFor(effectiveType())))
      void this.upload(row);
  }

  private async resize(row: QueueRow) {
    const generation = this.generation;
    const file = this.picked.get(row.id);
    if (!file) return this.setState(row.id, { kind: 'skipped', reason: 'the photo is gone' });
    this.setState(row.id, { kind: 'resizing' });
    try {
      const resized = await resizeRow(row, file, () => generation === this.generation);
      if (!resized) return;
      this.picked.delete(row.id);
      this.setState(row.id, { kind: 'ready' }, resized);
    } catch (error) {
      if (generation !== this.generation) return;
      this.picked.delete(row.id);
      this.batches.failed(row.id, error);
      if (error instanceof UnreadableImageError)
        this.setState(row.id, { kind: 'skipped', reason: error.message });
      else this.setState(row.id, { kind: 'failed', reason: reasonOf(error) });
    }
    await this.afterChange();
  }

  private async upload(row: QueueRow) {
    const generation = this.generation;
    // Kept as attempted before anything is sent: if the tab closes now, the next try looks first.
    this.setState(row.id, { kind: 'uploading', percent: 0 }, { attempted: true });
    try {
      const copies: KeptCopies | undefined = await (await queueStore()).copies(row.id);
      if (!copies || !isResized(row)) throw new Error('its resized copies are not kept any more');
      await uploadRow(row, copies, {
        beforeWrite: () => this.pacer.wait(),
        onProgress: (percent) =>
          this.change(row.id, (current) => ({ ...current, state: { kind: 'uploading', percent } })),
      });
      if (generation !== this.generation) return;
      this.batches.succeeded(row.id);
      this.setState(row.id, { kind: 'uploaded' });
      await (await queueStore()).deleteCopies(row.id);
    } catch (error) {
      if (generation !== this.generation) return;
      console.error(error);
      this.batches.failed(row.id, error);
      this.onFailure(error instanceof UploadError ? error.cause : error);
      this.setState(row.id, { kind: 'failed', reason: reasonOfFailure(error) });
    }
    await this.afterChange();
  }

  /** After a row settled: starts what can start, settles finished batches, tidies up. */
  private async afterChange() {
    if (this.stopped) return;
    this.batches.settle((id) => this.row(id));
    this.pump();
    if (!isWorking(this.view.rows)) releaseResizer();
    if (this.view.rows.length > 0 && isFinished(this.view.rows)) await clearUploadQueue();
  }
}
