/**
 * The figures `npm run lighthouse` reports (scripts/lighthouse.ts), as pure functions: a run's
 * figures, the median of each figure across runs, and what a page misses of the targets. No
 * Lighthouse, no browser here, so tests can feed plain numbers.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * The targets: category scores (0-100) at least, metrics at most. LCP and TBT are those a cheap
 * phone on a slow connection should meet on every public page (Lighthouse's mobile profile: a
 * slowed CPU and a 1.6 Mbit/s link, simulated).
 */
export const TARGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 95,
  seo: 95,
  lcpMs: 1200,
  cls: 0.05,
  tbtMs: 50,
} as const;

/** One run's figures of one page. */
export interface RunFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /**
   * The longest main-thread task of the load on the slowed phone (Lighthouse's 'long-tasks' audit,
   * which lists only tasks of 50 ms or more), or 0 when there is none.
   */
  longestTaskMs: number;
  /** Lighthouse's CPU benchmark of this machine during the run: low means a busy host. */
  benchmarkIndex: number;
}

/** A page's figures: each the median of its runs, with every run's. */
export interface Measurement extends RunFigures {
  variant: string;
  route: string;
  runs: readonly RunFigures[];
}

/** The median of some numbers (the mean of the middle two of an even count); NaN of none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * A page's figures from its runs: the median of each figure on its own (the LCP of the middle LCP,
 * the TBT of the middle TBT…), not the figures of one run picked by its score, which can pair a
 * middle score with an outlying LCP or TBT.
 */
export function medianFigures(
  variant: string,
  route: string,
  runs: readonly RunFigures[],
): Measurement {
  if (runs.length === 0) throw new Error(`no run of ${route} to take figures from`);
  const of = (figure: (run: RunFigures) => number) => median(runs.map(figure));
  return {
    variant,
    route,
    runs,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, of((run) => run.scores[category])]),
    ) as Record<Category, number>,
    lcpMs: of((run) => run.lcpMs),
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
    longestTaskMs: of((run) => run.longestTaskMs),
    benchmarkIndex: of((run) => run.benchmarkIndex),
  };
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The part of a Lighthouse result `longestTask` reads. */
export interface LongTaskAudits {
  'long-tasks'?: { details?: { items?: readonly { duration?: number }[] } };
}

/** The longest task the 'long-tasks' audit lists, in ms; 0 when it lists none. */
export function longestTask(audits: LongTaskAudits): number {
  const durations = (audits['long-tasks']?.details?.items ?? []).map((item) => item.duration ?? 0);
  return Math.max(0, ...durations);
}

/** A longest task as the table prints it: Lighthouse lists none under 50 ms. */
export const longestTaskCell = (ms: number) => (ms < 50 ? '< 50 ms' : `${Math.round(ms)} ms`);

/** What a page's figures miss of the targets, one phrase each; none when every target is met. */
export function missedTargets(m: RunFigures): string[] {
  const missed: string[] = [];
  for (const category of CATEGORIES)
    if (m.scores[category] < TARGETS[category])
      missed.push(`${category} ${m.scores[category]} < ${TARGETS[category]}`);
  if (m.lcpMs > TARGETS.lcpMs) missed.push(`LCP ${seconds(m.lcpMs)} > ${seconds(TARGETS.lcpMs)}`);
  if (m.cls > TARGETS.cls) missed.push(`CLS ${m.cls.toFixed(3)} > ${TARGETS.cls}`);
  if (m.tbtMs > TARGETS.tbtMs) missed.push(`TBT ${Math.round(m.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  return missed;
}

/**
 * What a run's LCP was made of in Lighthouse's eyes, from the parts of its report this reads (a
 * structural slice of Lighthouse's result): the largest element, the moment it was painted in the
 * unthrottled run, and the requests started by then. Lighthouse's simulation of the slow phone
 * averages two estimates, and the pessimistic one counts every one of those requests as holding
 * the element back, whatever it is; so a text painted at the first paint can still wait, in the
 * figure, for pictures asked for before it.
 */
export interface LcpDetail {
  /** The element's selector, or '?' when the report names none. */
  element: string;
  /** When it was painted in the observed run, in ms after the navigation; NaN when unknown. */
  paintedMs: number;
  /** The requests started by then (the page itself included). */
  requestsBefore: number;
}

/** The parts of a Lighthouse result `lcpDetail` reads; absent parts give '?', NaN and 0. */
export interface LcpAudits {
  'largest-contentful-paint-element'?: {
    details?: { items?: readonly { items?: readonly { node?: { selector?: string } }[] }[] };
  };
  metrics?: { details?: { items?: readonly { observedLargestContentfulPaint?: number }[] } };
  'network-requests'?: { details?: { items?: readonly { networkRequestTime?: number }[] } };
}

export function lcpDetail(audits: LcpAudits): LcpDetail {
  const element =
    audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ??
    '?';
  const paintedMs =
    audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN;
  const requests = audits['network-requests']?.details?.items ?? [];
  const requestsBefore = Number.isNaN(paintedMs)
    ? 0
    : requests.filter(
        ({ networkRequestTime }) =>
          networkRequestTime !== undefined && networkRequestTime <= paintedMs,
      ).length;
  return { element, paintedMs, requestsBefore };
}

/** A run's LcpDetail on one line, as `npm run lighthouse` prints it. */
export const lcpDetailLine = ({ element, paintedMs, requestsBefore }: LcpDetail) =>
  `${element}, painted at ${Number.isNaN(paintedMs) ? '?' : Math.round(paintedMs)} ms ` +
  `unthrottled, ${requestsBefore} requests started by then`;
