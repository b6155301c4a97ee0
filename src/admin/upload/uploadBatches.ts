/**
 * The photos added together, waited for together: each `add` of the queue gets a promise that
 * settles once every one of its photos is uploaded, failed or skipped, with how each ended (the
 * upload form sums them up). Cancelling the queue settles every batch with nothing.
 */
import type { QueueRow } from './uploadQueue';

/** How one photo of an upload ended: uploaded, or the error that stopped it. */
export interface RowOutcome {
  row: QueueRow;
  error?: unknown;
}

/** The states in which a photo is not yet done with. */
const UNSETTLED: readonly string[] = ['waiting', 'resizing', 'ready', 'uploading'];

export class UploadBatches {
  /** The batches waited for, by the ids of their rows. */
  private readonly batches: { ids: string[]; settle: (outcomes: RowOutcome[]) => void }[] = [];
  /** Why a row failed or was skipped, for its batch's outcome. */
  private readonly errors = new Map<string, unknown>();

  /** A batch of the rows `ids`: resolves once all of them settled. */
  wait(ids: string[]): Promise<RowOutcome[]> {
    return new Promise((settle) => this.batches.push({ ids, settle }));
  }

  failed(id: string, error: unknown) {
    this.errors.set(id, error);
  }

  succeeded(id: string) {
    this.errors.delete(id);
  }

  /** Settles every batch whose rows are all done with; `rowOf` reads a row as it is now. */
  settle(rowOf: (id: string) => QueueRow | undefined) {
    for (const batch of [...this.batches]) {
      const rows = batch.ids.map(rowOf);
      if (!rows.every((row) => !row || !UNSETTLED.includes(row.state.kind))) continue;
      this.batches.splice(this.batches.indexOf(batch), 1);
      batch.settle(
        rows.flatMap((row) =>
          row
            ? [{ row, ...(this.errors.has(row.id) ? { error: this.errors.get(row.id) } : {}) }]
            : [],
        ),
      );
    }
  }

  /** Settles every batch with nothing: the queue was cancelled. */
  cancel() {
    for (const batch of this.batches.splice(0)) batch.settle([]);
  }
}
