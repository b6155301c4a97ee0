/**
 * The figures `npm run lighthouse` reports (scripts/lighthouseFigures.ts): the median of each
 * figure across runs, taken figure by figure, and the targets a page's figures miss.
 */
import { describe, expect, it } from 'vitest';
import {
  TARGETS,
  median,
  medianFigures,
  missedTargets,
  type RunFigures,
} from '../../scripts/lighthouseFigures';

const run = (lcpMs: number, tbtMs: number, performance = 100, cls = 0): RunFigures => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs,
  cls,
  tbtMs,
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
    const runs = [run(1100, 260, 100), run(1900, 10, 98), run(1150, 40, 96)];
    const figures = medianFigures('optimised', '/gallery', runs);
    expect(figures).toMatchObject({
      variant: 'optimised',
      route: '/gallery',
      lcpMs: 1150,
      tbtMs: 40,
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
