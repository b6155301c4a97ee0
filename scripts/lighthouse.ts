/**
 * `npm run lighthouse [-- --runs N] [-- --no-naive] [-- --years N] [-- --page PATH …] [-- --traces]`: Lighthouse
 * (mobile, simulated throttling) on the pages the route table marks `lighthouse`
 * (src/app/routes.ts) and the published programme's page with the most photos (or only the pages
 * named by --page, such as `--page /gallery`, `--page /programmes/:id` or a Hindi twin such as
 * `--page /hi/gallery`), of the production build, served by `vite preview` against a
 * freshly seeded local stack on free ports (with --years N, a generated site of that age, as
 * `npm run seed -- --years N` makes it). For comparison it also measures a naive build of the
 * same app in the same run: one JavaScript bundle and all of Bootstrap's CSS.
 *
 * Writes HTML and JSON reports to lighthouse-reports/ (git-ignored; with --traces, each run's
 * performance trace too, for the DevTools Performance panel, and its network log, with which
 * Lighthouse's simulation can be run again on the run), prints a summary table and exits
 * non-zero when the optimised build misses a target. Each page is measured three times (--runs),
 * every run's figures printed with what its LCP was made of (the element, and the requests started
 * before its paint, which the simulation counts against it), and the table gives the median of
 * each figure across the runs (scripts/lighthouseFigures.ts), the load's longest main-thread task
 * among them. A control page of one paragraph is measured first, beside the site's: its figures
 * are the browser's own on this machine. Before the first page, the browser opens the site once
 * unmeasured:
 * the first page a freshly started Chromium opens is slow for reasons of its own (a cold
 * browser), not of the page. Not part of `npm test`: it takes a few minutes. Chromium:
 * CHROMIUM_PATH, CHROME_PATH or /usr/bin/chromium.
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { build, preview, type InlineConfig, type PreviewServer } from 'vite';
import { APP_SHELL_FILE, pageFileName } from '../publish/pageHtml';
import { readBuild } from '../publish/routeDownload';
import { ROUTES as SITE_ROUTES, perRecordRoutes, prerenderedRoutes } from '../src/app/routes';
import { PUBLIC_PATHS } from '../src/domain/publicPaths';
import { SITE_TIME_ZONE } from '../src/domain/siteClock';
import { KB, checkBudgets, kb } from './budget';
import { budgetRoutes, budgetsFor } from './checkBudget';
import {
  CATEGORIES,
  lcpDetail,
  lcpDetailLine,
  longestTask,
  longestTaskCell,
  medianFigures,
  missedTargets,
  seconds,
  type LcpAudits,
  type LongTaskAudits,
  type Measurement,
  type RunFigures,
} from './lighthouseFigures';
import { seed, seedContentOf } from './seed';
import {
  LANGUAGE_LIST,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
} from '../src/words/languages';
import { startStack, type Stack } from './stack';

const root = path.resolve(import.meta.dirname, '..');
const REPORT_DIR = path.join(root, 'lighthouse-reports');
const ROUTES = SITE_ROUTES.filter((route) => route.lighthouse).map((route) => route.path);

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Variant {
  name: 'optimised' | 'naive';
  /** Overrides of vite.config.ts for this build. */
  config: InlineConfig;
  /** Serve the app shell for every path, as a plain single-page app does. */
  shellOnly?: boolean;
  /** Keep the CSS rules no page uses (vite.config.ts reads KEEP_UNUSED_CSS). */
  keepUnusedCss?: boolean;
}

const VARIANTS: Variant[] = [
  { name: 'optimised', config: {} },
  {
    name: 'naive',
    config: {
      // The same app as one JavaScript file with every dynamic import inlined, the whole of
      // Bootstrap instead of the parts in use, every CSS rule kept, and no page rendered at build
      // time.
      resolve: {
        alias: [
          {
            find: /^\.\/styles\/bootstrap\.scss$/,
            replacement: 'bootstrap/dist/css/bootstrap.min.css',
          },
        ],
      },
      build: { rolldownOptions: { output: { codeSplitting: false } } },
    },
    shellOnly: true,
    keepUnusedCss: true,
  },
];

/**
 * The control, measured beside the pages in every run of this script: one heading and one
 * paragraph, no stylesheet, script or picture, served from the optimised build's folder (written
 * there after its budget check; not part of the site). What Lighthouse counts against it is the
 * browser's own work on this machine, opening a page and laying out its first text, which every
 * page pays too: a page's figures are read against the control's.
 */
const CONTROL_PAGE = '/lighthouse-control.html';
const CONTROL_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Control</title></head><body><h1>A page of one heading</h1>' +
  '<p>and one paragraph: no stylesheet, no script, no picture.</p></body></html>';

/** Turns a build into a plain single-page app: the empty shell for every path. */
async function dropRenderedPages(outDir: string) {
  for (const route of prerenderedRoutes()) await rm(path.join(outDir, pageFileName(route.path)));
  // The folders of the pages published once per record (/programmes/{id} → programmes/).
  for (const route of perRecordRoutes())
    await rm(path.join(outDir, path.dirname(pageFileName(route.path))), {
      recursive: true,
      force: true,
    });
  await copyFile(path.join(outDir, APP_SHELL_FILE), path.join(outDir, 'index.html'));
}

/**
 * The page the build published once per record (a programme's) with the most photos (the most a
 * page of a record shows), from its sitemap: on a generated site, the programme with sixty.
 */
async function recordPageToMeasure(outDir: string): Promise<string> {
  const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
  for (const route of perRecordRoutes()) {
    const prefix = route.path.slice(0, route.path.indexOf(':'));
    const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)]
      .map((match) => match[1] ?? '')
      .filter((pagePath) => pagePath.startsWith(prefix));
    let best: { page: string; photos: number } | null = null;
    for (const page of pages) {
      const html = await readFile(path.join(outDir, pageFileName(page)), 'utf8');
      // 'Photos (60)' as React renders it: 'Photos (<!-- -->60<!-- -->)'.
      const photos = Number(/Photos \((?:<!-- -->)?(\d+)/.exec(html)?.[1] ?? 0);
      if (!best || photos > best.photos) best = { page, photos };
    }
    if (best) return best.page;
  }
  throw new Error('The build published no page of a record (a programme) to measure.');
}

/** One run's figures, from its Lighthouse result. */
function runFigures(lhr: Result): RunFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<
      (typeof CATEGORIES)[number],
      number
    >,
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    // Lighthouse types each audit's details as a union of every kind of table; LongTaskAudits
    // names the slice that longestTask reads.
    longestTaskMs: longestTask(lhr.audits as unknown as LongTaskAudits),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

function parseArgs(argv: string[]) {
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number ≥ 1');
  const pages = argv.flatMap((arg, i) => (argv[i - 1] === '--page' ? [arg] : []));
  for (const page of pages)
    if (!page.startsWith('/')) throw new Error(`--page needs a path such as /gallery, not ${page}`);
  return {
    runs,
    naive: !argv.includes('--no-naive'),
    traces: argv.includes('--traces'),
    content: seedContentOf(argv),
    pages,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

/** A Lighthouse run of `url`, its reports (HTML, JSON) and its trace. */
async function lighthouseRun(url: string, chrome: LaunchedChrome) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: ['html', 'json'],
    logLevel: 'error',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  return {
    lhr: result.lhr,
    report: [result.report].flat(),
    trace: result.artifacts.Trace,
    devtoolsLog: result.artifacts.DevtoolsLog,
  };
}

/** Lighthouse `runs` times on `url`; prints every run's LCP, TBT, longest task and score. */
async function audit(url: string, chrome: LaunchedChrome, runs: number) {
  const results: Awaited<ReturnType<typeof lighthouseRun>>[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseRun(url, chrome));
  const figures = results.map(({ lhr }) => runFigures(lhr));
  console.log(
    `  runs: LCP ${figures.map((f) => seconds(f.lcpMs)).join(', ')}; ` +
      `TBT ${figures.map((f) => `${Math.round(f.tbtMs)} ms`).join(', ')}; ` +
      `longest task ${figures.map((f) => longestTaskCell(f.longestTaskMs)).join(', ')}; ` +
      `performance ${figures.map((f) => f.scores.performance).join(', ')}; ` +
      `CPU ${figures.map((f) => f.benchmarkIndex).join(', ')}`,
  );
  // What each run's LCP was made of: the simulation counts every request started before the
  // element's paint as holding it back (scripts/lighthouseFigures.ts, lcpDetail).
  // Lighthouse types each audit's details as a union of every kind of table; LcpAudits names the
  // slice of the three audits that lcpDetail reads.
  for (const [i, { lhr }] of results.entries())
    console.log(
      `    run ${i + 1}: ${lcpDetailLine(lcpDetail(lhr.audits as unknown as LcpAudits))}`,
    );
  return { results, figures };
}

function printTable(measurements: Measurement[]) {
  const header = [
    'Build',
    'Route',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'LCP',
    'CLS',
    'TBT',
    'Longest task',
    'CPU',
    'Targets',
  ];
  const rows = measurements.map((m) => {
    const missed = missedTargets(m);
    return [
      m.variant,
      m.route,
      String(Math.round(m.scores.performance)),
      String(Math.round(m.scores.accessibility)),
      String(Math.round(m.scores['best-practices'])),
      String(Math.round(m.scores.seo)),
      seconds(m.lcpMs),
      m.cls.toFixed(3),
      `${Math.round(m.tbtMs)} ms`,
      longestTaskCell(m.longestTaskMs),
      String(m.benchmarkIndex),
      m.variant === 'control'
        ? "not judged: the browser's own"
        : missed.length === 0
          ? 'met'
          : `missed: ${missed.join(', ')}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) =>
        i < 2 || i === header.length - 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
}

async function main() {
  const { runs, naive, traces, content, pages: chosenPages } = parseArgs(process.argv.slice(2));
  const loadAtStart = os.loadavg()[0]?.toFixed(1);
  const variants = VARIANTS.filter((v) => naive || v.name === 'optimised');
  const chromePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const dataDir = path.join(root, '.test-data', `lighthouse-${process.pid}`);
  let stack: Stack | undefined;
  let chrome: LaunchedChrome | undefined;
  const servers: PreviewServer[] = [];
  const measurements: Measurement[] = [];
  const sizes: string[] = [];

  /** Lighthouse `runs` times on one page; keeps its figures, reports and (--traces) traces. */
  async function measure(variant: string, base: string, route: string) {
    if (!chrome) throw new Error('no browser to measure with');
    console.log(`Lighthouse: ${variant} ${route}${runs > 1 ? ` (${runs} runs)` : ''}`);
    const { results, figures } = await audit(`${base}${route}`, chrome, runs);
    const measurement = medianFigures(variant, route, figures);
    measurements.push(measurement);
    const name = `${variant}-${route === '/' ? 'home' : route.slice(1).replace(/[/.]/g, '-')}`;
    await mkdir(REPORT_DIR, { recursive: true });
    // The reports of the run whose LCP is the median's (the first such run).
    const shown = results[figures.findIndex((f) => f.lcpMs === measurement.lcpMs)] ?? results[0];
    await writeFile(path.join(REPORT_DIR, `${name}.report.html`), shown?.report[0] ?? '');
    await writeFile(path.join(REPORT_DIR, `${name}.report.json`), shown?.report[1] ?? '');
    if (traces)
      for (const [i, { trace, devtoolsLog }] of results.entries()) {
        const run = path.join(REPORT_DIR, `${name}.run${i + 1}`);
        await writeFile(`${run}.trace.json`, JSON.stringify(trace));
        await writeFile(`${run}.devtoolslog.json`, JSON.stringify(devtoolsLog));
      }
  }

  try {
    console.log('Starting the local stack on free ports and seeding it...');
    stack = await startStack({ ports: 'free', dataDir, fresh: true, quiet: true, durable: false });
    // vite.config.ts and the seed read the stack's ports from VITE_* variables.
    Object.assign(process.env, stack.env);
    await seed({ env: stack.env, content, log: (line) => console.log(`  ${line}`) });

    await rm(REPORT_DIR, { recursive: true, force: true });
    for (const variant of variants) {
      const outDir = path.join(REPORT_DIR, 'build', variant.name);
      console.log(`Building the ${variant.name} site into ${path.relative(root, outDir)}...`);
      if (variant.keepUnusedCss) process.env.KEEP_UNUSED_CSS = 'true';
      else delete process.env.KEEP_UNUSED_CSS;
      await build({
        ...variant.config,
        root,
        mode: 'emulators',
        logLevel: 'warn',
        build: { ...variant.config.build, outDir, emptyOutDir: true },
      });
      if (variant.shellOnly) await dropRenderedPages(outDir);
      const { reports } = checkBudgets({
        ...readBuild(outDir),
        routes: budgetRoutes(),
        budgets: budgetsFor(),
      });
      if (variant.name === 'optimised')
        await writeFile(path.join(outDir, CONTROL_PAGE.slice(1)), CONTROL_HTML);
      const home = reports.find((r) => r.route === '/');
      if (home)
        sizes.push(
          `${variant.name.padEnd(9)}  / downloads ${kb(home.jsBytes)} JS and ` +
            `${kb(home.cssBytes)} CSS (gzip; budget ${kb(135 * KB)} / ${kb(25 * KB)})`,
        );
      servers.push(
        await preview({
          root,
          mode: 'emulators',
          logLevel: 'warn',
          build: { outDir },
          preview: { host: '127.0.0.1', port: await freePort(), strictPort: true, open: false },
        }),
      );
    }

    const recordPage = await recordPageToMeasure(path.join(REPORT_DIR, 'build', 'optimised'));
    // The browser keeps the commission's time, as its visitors' phones do: in another zone (this
    // machine's UTC, in the evening) the visitor's date can be the day before the publish's, and
    // the pages would read their programmes live for that day, as no visitor in India has them do.
    chrome = await launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
      envVars: { ...process.env, TZ: SITE_TIME_ZONE },
    });
    const firstBase = servers[0]?.resolvedUrls?.local[0]?.replace(/\/$/, '');
    // Unmeasured: a freshly started browser's first page.
    if (firstBase) await lighthouseRun(`${firstBase}${PUBLIC_PATHS.aboutUs}`, chrome);
    for (const [index, variant] of variants.entries()) {
      const base = servers[index]?.resolvedUrls?.local[0]?.replace(/\/$/, '');
      if (!base) throw new Error(`no preview address for the ${variant.name} build`);
      // The table's pages, and a programme's (the optimised build's: the naive one has none),
      // each in English and in its other languages ('/hi/gallery'), which only --page measures.
      const english = [...ROUTES, recordPage];
      const all = LANGUAGE_LIST.flatMap((language) =>
        english.map((page) => pathInLanguage(page, language)),
      );
      // A route published per record ('/programmes/:id', '/hi/programmes/:id') names the record
      // page measured in that language.
      const chosen = (page: string) =>
        chosenPages.includes(page) ||
        (pathWithoutLanguage(page) === recordPage &&
          perRecordRoutes().some((r) =>
            chosenPages.includes(pathInLanguage(r.path, languageOfPath(page))),
          ));
      const pages = chosenPages.length > 0 ? all.filter(chosen) : english;
      if (pages.length === 0)
        throw new Error(`no page measured is among ${chosenPages.join(', ')}`);
      if (variant.name === 'optimised') await measure('control', base, CONTROL_PAGE);
      for (const route of pages) await measure(variant.name, base, route);
    }
  } finally {
    chrome?.kill();
    await Promise.allSettled(servers.map((s) => s.close()));
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }

  console.log(
    '\nLighthouse (mobile, simulated throttling): the median of each figure across the runs; ' +
      'reports in lighthouse-reports/',
  );
  // Simulated throttling scales the CPU time it observes: on a busy machine every page looks slow.
  console.log(
    `CPU = Lighthouse's benchmark index of this machine during the runs (median): low means a ` +
      `busy host. Load average ${loadAtStart} at the start, ${os.loadavg()[0]?.toFixed(1)} now, ` +
      `on ${os.availableParallelism()} CPUs.\n`,
  );
  printTable(measurements);
  console.log(`\n${sizes.join('\n')}`);
  const failing = measurements.filter((m) => m.variant === 'optimised' && missedTargets(m).length);
  console.log(
    failing.length === 0
      ? '\nEvery target is met.'
      : `\nTargets missed on ${failing.map((m) => m.route).join(', ')}.`,
  );
  return failing.length === 0 ? 0 : 1;
}

main().then(
  // The Firebase clients of the seed keep timers alive; the work is done.
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
