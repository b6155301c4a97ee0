import { describe, expect, it } from 'vitest';
import {
  NOT_KEPT,
  concurrencyFor,
  createPacer,
  isFinished,
  isWorking,
  percentOfQueue,
  progressOf,
  resumeOffer,
  rowText,
  rowToResize,
  rowsAfterReopening,
  rowsToRetry,
  rowsToStart,
  type QueueRow,
  type RowState,
} from '../../src/admin/upload/uploadQueue';

/** A row of the queue in `state`, its id `id`. */
const row = (id: string, state: RowState, attempted = false): QueueRow => ({
  id,
  order: Number(id.replace(/\D/g, '')) || 0,
  name: `${id}.jpg`,
  title: '',
  programmeId: null,
  stamp: 1,
  state,
  attempted,
});

const waiting: RowState = { kind: 'waiting' };
const resizing: RowState = { kind: 'resizing' };
const ready: RowState = { kind: 'ready' };
const uploading = (percent = 0): RowState => ({ kind: 'uploading', percent });
const uploaded: RowState = { kind: 'uploaded' };
const failed: RowState = { kind: 'failed', reason: 'Network lost' };
const skipped: RowState = { kind: 'skipped', reason: 'HEIC' };

describe('what a row says', () => {
  it.each<[RowState, string]>([
    [waiting, 'Waiting'],
    [resizing, 'Resizing…'],
    [ready, 'Waiting to upload'],
    [uploading(42), 'Uploading... 42%'],
    [uploaded, 'Uploaded'],
    [failed, 'Upload failed: Network lost'],
    [skipped, 'Skipped: HEIC'],
  ])('%o reads %j', (state, text) => expect(rowText(state)).toBe(text));
});

describe('how many uploads run at once', () => {
  it.each<[string | undefined, number]>([
    ['4g', 3],
    ['3g', 3],
    ['2g', 1],
    ['slow-2g', 1],
    // Safari and Firefox do not say: three.
    [undefined, 3],
  ])('on %s: %i', (type, count) => expect(concurrencyFor(type)).toBe(count));
});

describe('which rows start', () => {
  it('starts resized rows in order, up to the limit less those running', () => {
    const rows = [
      row('r1', uploading()),
      row('r2', ready),
      row('r3', waiting),
      row('r4', ready),
      row('r5', ready),
    ];
    expect(rowsToStart(rows, 3).map((r) => r.id)).toEqual(['r2', 'r4']);
    expect(rowsToStart(rows, 1)).toEqual([]);
  });

  it('resizes one photo at a time, in order', () => {
    expect(rowToResize([row('r1', uploaded), row('r2', waiting), row('r3', waiting)])?.id).toBe(
      'r2',
    );
    expect(rowToResize([row('r1', resizing), row('r2', waiting)])).toBeUndefined();
    expect(rowToResize([row('r1', ready)])).toBeUndefined();
  });
});

describe('progress', () => {
  const rows = [
    row('r1', uploaded),
    row('r2', uploading(50)),
    row('r3', failed),
    row('r4', skipped),
  ];

  it('counts photos uploaded of those to upload (a skipped one is not to upload)', () => {
    expect(progressOf(rows)).toEqual({ uploaded: 1, total: 3 });
  });

  it('gives the percentage of the whole, each photo weighing the same', () => {
    expect(percentOfQueue(rows)).toBe(50);
    expect(percentOfQueue([row('r1', uploading(33))])).toBe(33);
    expect(percentOfQueue([])).toBe(0);
  });

  it('is working while a photo is to resize or upload, finished when all are done', () => {
    expect(isWorking(rows)).toBe(true);
    expect(isWorking([row('r1', failed), row('r2', uploaded)])).toBe(false);
    expect(isFinished([row('r1', uploaded), row('r2', skipped)])).toBe(true);
    expect(isFinished([row('r1', uploaded), row('r2', failed)])).toBe(false);
  });
});

describe('a queue found again after the tab closed', () => {
  it('waits to upload what was under way, after looking first; a photo not resized is not kept', () => {
    const found = rowsAfterReopening([
      row('r1', uploaded),
      row('r2', uploading(80)),
      row('r3', ready),
      row('r4', resizing),
      row('r5', waiting),
      row('r6', failed, true),
    ]);
    expect(found.map((r) => [r.id, r.state.kind, r.attempted])).toEqual([
      ['r1', 'uploaded', false],
      ['r2', 'ready', true],
      ['r3', 'ready', false],
      ['r4', 'skipped', false],
      ['r5', 'skipped', false],
      ['r6', 'failed', true],
    ]);
    expect(found[3]?.state).toEqual({ kind: 'skipped', reason: NOT_KEPT });
  });

  it("offers '12 of 30 uploaded' while photos are left, nothing once all are done", () => {
    const rows = [
      ...Array.from({ length: 12 }, (_, i) => row(`u${i}`, uploaded)),
      ...Array.from({ length: 18 }, (_, i) => row(`w${i}`, ready)),
    ];
    expect(resumeOffer(rows)).toEqual({ uploaded: 12, total: 30 });
    expect(resumeOffer([row('r1', uploaded), row('r2', skipped)])).toBeNull();
    expect(resumeOffer([])).toBeNull();
    expect(resumeOffer([row('r1', uploaded), row('r2', failed)])).toEqual({
      uploaded: 1,
      total: 2,
    });
  });

  it('retries failed rows (all, or those named), marked to look first', () => {
    const rows = [row('r1', failed), row('r2', failed), row('r3', uploaded)];
    expect(rowsToRetry(rows, ['r2']).map((r) => [r.state.kind, r.attempted])).toEqual([
      ['failed', false],
      ['ready', true],
      ['uploaded', false],
    ]);
    expect(rowsToRetry(rows).map((r) => r.state.kind)).toEqual(['ready', 'ready', 'uploaded']);
  });
});

describe('the pace of the writes', () => {
  /** A clock that only moves when slept on, recording each sleep. */
  function fakeClock(start = 10_000) {
    let now = start;
    const sleeps: number[] = [];
    return {
      sleeps,
      clock: {
        now: () => now,
        sleep: async (ms: number) => {
          sleeps.push(ms);
        },
      },
      advance: (ms: number) => {
        now += ms;
      },
    };
  }

  it('lets the first write go at once and spaces the next ones a second apart', async () => {
    const { clock, sleeps } = fakeClock();
    const pacer = createPacer(1000, clock);
    await Promise.all([pacer.wait(), pacer.wait(), pacer.wait()]);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('does not wait when the last write is a second old or more', async () => {
    const { clock, sleeps, advance } = fakeClock();
    const pacer = createPacer(1000, clock);
    await pacer.wait();
    advance(400);
    await pacer.wait();
    advance(5000);
    await pacer.wait();
    expect(sleeps).toEqual([600]);
  });
});
