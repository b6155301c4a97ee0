/**
 * The figures `npm run lighthouse` reports (scripts/lighthouseFigures.ts): the median of each
 * figure across runs, taken figure by figure, and the targets a page's figures miss.
 */
import { describe, expect, it } from 'vitest';
import {
  TARGETS,
  lcpDetail,
  lcpDetailLine,
  longestTask,
  longestTaskCell,
  median,
  medianFigures,
  missedTargets,
  type LcpAudits,
  type LongTaskAudits,
  type RunFigures,
} from '../../scripts/lighthouseFigures';

const run = (
  lcpMs: number,
  tbtMs: number,
  performance = 100,
  cls = 0,
  longestTaskMs = 0,
): RunFigures => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs,
  cls,
  tbtMs,
  longestTaskMs,
  benchmarkIndex: 2500,
});

describe('median', () => {
  it.each<[number[], number]>([
    [[3], 3],
    [[1.59, 1.61, 1.46], 1.59],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
    [[2, 2, 9], 2],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('of nothing is NaN', () => {
    expect(median([])).toBeNaN();
  });
});

describe('medianFigures', () => {
  it('takes each figure’s own median, not the figures of the run of the median score', () => {
    // The run of the middle score (98) has the worst LCP and the best TBT.
    const runs = [run(1100, 260, 100, 0, 0), run(1900, 10, 98, 0, 120), run(1150, 40, 96, 0, 68)];
    const figures = medianFigures('optimised', '/gallery', runs);
    expect(figures).toMatchObject({
      variant: 'optimised',
      route: '/gallery',
      lcpMs: 1150,
      tbtMs: 40,
      longestTaskMs: 68,
      scores: { performance: 98, accessibility: 100 },
      runs,
    });
  });

  it('refuses to make figures of no run', () => {
    expect(() => medianFigures('optimised', '/', [])).toThrow('no run of /');
  });
});

describe('missedTargets', () => {
  it('is empty at the targets themselves', () => {
    expect(missedTargets(run(TARGETS.lcpMs, TARGETS.tbtMs, 98, TARGETS.cls))).toEqual([]);
  });

  it.each<[string, RunFigures, string]>([
    ['an LCP over 1.2 s', run(1210, 0), 'LCP 1.21 s > 1.20 s'],
    ['a TBT over 50 ms', run(900, 51), 'TBT 51 ms > 50 ms'],
    ['a performance score under 98', run(900, 0, 97), 'performance 97 < 98'],
    ['a layout shift over 0.05', run(900, 0, 100, 0.06), 'CLS 0.060 > 0.05'],
  ])('names %s', (_, figures, missed) => {
    expect(missedTargets(figures)).toEqual([missed]);
  });
});

describe('longestTask', () => {
  const audits = (durations: (number | undefined)[] | undefined): LongTaskAudits =>
    durations === undefined
      ? {}
      : { 'long-tasks': { details: { items: durations.map((duration) => ({ duration })) } } };

  it.each<[string, (number | undefined)[] | undefined, number, string]>([
    ['the longest of those listed', [56.2, 143.7, 77], 143.7, '144 ms'],
    ['one listed task', [50], 50, '50 ms'],
    ['none listed (every task under 50 ms)', [], 0, '< 50 ms'],
    ['a report without the audit', undefined, 0, '< 50 ms'],
    ['an item without a duration, beside one with', [undefined, 61], 61, '61 ms'],
  ])('is %s', (_, durations, expected, cell) => {
    expect(longestTask(audits(durations))).toBe(expected);
    expect(longestTaskCell(longestTask(audits(durations)))).toBe(cell);
  });

  it('prints a median under 50 ms (two runs, one with none) as none listed', () => {
    expect(longestTaskCell(median([0, 68]))).toBe('< 50 ms');
  });
});

describe('lcpDetail', () => {
  /** The three audits as a report holds them: the element, the observed paint, the requests. */
  const audits = (
    selector: string | undefined,
    paintedMs: number | undefined,
    requestTimes: (number | undefined)[],
  ): LcpAudits => ({
    'largest-contentful-paint-element': {
      details: { items: [{ items: [{ node: selector === undefined ? {} : { selector } }] }] },
    },
    metrics: { details: { items: [{ observedLargestContentfulPaint: paintedMs }] } },
    'network-requests': {
      details: { items: requestTimes.map((networkRequestTime) => ({ networkRequestTime })) },
    },
  });

  it.each<[string, LcpAudits, ReturnType<typeof lcpDetail>]>([
    [
      'counts the requests started by the paint, that moment included',
      audits('main > p.page-subtitle', 66, [1, 18, 22, 59, 66, 70, 97]),
      { element: 'main > p.page-subtitle', paintedMs: 66, requestsBefore: 5 },
    ],
    [
      'counts none started after it',
      audits('img.poster', 10, [12, 40]),
      { element: 'img.poster', paintedMs: 10, requestsBefore: 0 },
    ],
    [
      'skips a request without a start',
      audits('h1', 50, [undefined, 5]),
      { element: 'h1', paintedMs: 50, requestsBefore: 1 },
    ],
    [
      'says it does not know the element or the paint where the report does not',
      audits(undefined, undefined, [1, 2]),
      { element: '?', paintedMs: Number.NaN, requestsBefore: 0 },
    ],
    ['of an empty report', {}, { element: '?', paintedMs: Number.NaN, requestsBefore: 0 }],
  ])('%s', (_, given, expected) => {
    expect(lcpDetail(given)).toEqual(expected);
  });

  it('prints on one line', () => {
    expect(
      lcpDetailLine({ element: 'main > p.page-subtitle', paintedMs: 65.6, requestsBefore: 13 }),
    ).toBe('main > p.page-subtitle, painted at 66 ms unthrottled, 13 requests started by then');
    expect(lcpDetailLine({ element: '?', paintedMs: Number.NaN, requestsBefore: 0 })).toBe(
      '?, painted at ? ms unthrottled, 0 requests started by then',
    );
  });
});
