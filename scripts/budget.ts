/**
 * The pure logic of `npm run budget`: from the Vite manifest and the module graph of a build, work
 * out which JS and CSS files a visit to each public route downloads, check the forbidden modules
 * and the size budgets, and format the table. No file system here, so tests can feed fakes.
 */
import type { ModuleGraph } from './moduleGraphPlugin';

/** One entry of dist/.vite/manifest.json (the fields this check reads). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PublicRoute {
  path: string;
  /** The page module the route table renders for it (root-relative source path). */
  page: string;
}

/** What a first visit to a route downloads until the network is idle. */
export interface RouteDownload {
  js: string[];
  css: string[];
  /** JS that only some deployments load later (see CONDITIONAL_LOADERS); not in the budget. */
  later: string[];
  /** Ids of every module inside the JS files, `later` included. */
  modules: string[];
}

/** Maximum gzip bytes for a route; a missing figure means "no budget". */
export interface Budget {
  js?: number;
  css?: number;
}

export const KB = 1000;

/**
 * Issue 7: a public visit never downloads these (checked on module ids, not on sizes). Packages
 * match also where npm nests them (node_modules/firebase/node_modules/@firebase/auth/...).
 */
export const FORBIDDEN_MODULES: ReadonlyArray<{ label: string; test: RegExp }> = [
  { label: 'firebase/auth', test: /(^|\/)node_modules\/@?firebase\/auth(-compat)?\// },
  { label: 'firebase/storage', test: /(^|\/)node_modules\/@?firebase\/storage(-compat)?\// },
  { label: 'react-image-crop', test: /(^|\/)node_modules\/react-image-crop\// },
  { label: 'react-toastify', test: /(^|\/)node_modules\/react-toastify\// },
  { label: 'admin code', test: /^src\/admin\// },
];

/**
 * Modules whose `import()` calls do not run when a public page loads: the route table loads only
 * the visited route's page, earlyReads.ts loads the early reads only on pages that read Firestore
 * (whose page brings the same code anyway), and firebase.ts creates the Auth and Storage clients
 * on first use (the admin area). Every other dynamic import reachable from the route is counted,
 * as if it ran at start-up: React itself, which the entry loads lazily, and a carousel loaded
 * lazily, which is still downloaded before the network is idle.
 */
export const ON_DEMAND_LOADERS: ReadonlySet<string> = new Set([
  'src/app/earlyReads.ts',
  'src/app/App.tsx',
  'src/services/firebase.ts',
]);

/**
 * Modules whose `import()` calls run only in some deployments: what they load is reported as
 * "later" and checked for forbidden modules, but not counted in the budget. Page-view analytics
 * loads only on a public host with a measurement id configured, after the load event, and then
 * Google's own gtag.js (outside this build) weighs far more than our part of it.
 */
export const CONDITIONAL_LOADERS: ReadonlySet<string> = new Set(['src/services/analytics.ts']);

export interface Loaders {
  onDemand: ReadonlySet<string>;
  conditional: ReadonlySet<string>;
}

const DEFAULT_LOADERS: Loaders = { onDemand: ON_DEMAND_LOADERS, conditional: CONDITIONAL_LOADERS };

/**
 * What a first visit to the route whose page module is `page` downloads:
 * 1. the modules that run: from the entry modules and the page through static imports, never into
 *    another route's page (`otherPages`, e.g. a Home page bundled into the entry), and through the
 *    dynamic imports of every module reached except the on-demand and conditional loaders;
 * 2. the chunks: the entry, the page's chunk and the chunk of every dynamic import reached, each
 *    with its static imports from the Vite manifest (the browser fetches whole chunks).
 * What the conditional loaders' dynamic imports would add is returned apart as `later`.
 */
export function routeDownload(
  manifest: Manifest,
  graph: ModuleGraph,
  page: string,
  otherPages: ReadonlySet<string> = new Set(),
  loaders: Loaders = DEFAULT_LOADERS,
): RouteDownload {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1)
    throw new Error(`expected one entry in the Vite manifest, found ${entries.length}`);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const fileOfModule = new Map<string, string>();
  for (const [file, modules] of Object.entries(graph.chunks))
    for (const id of modules) fileOfModule.set(id, file);
  const chunkKeyOf = (id: string) => {
    const file = graph.facades[id] ?? fileOfModule.get(id);
    return file === undefined ? undefined : keyOfFile.get(file);
  };

  /** The chunk keys that running `startModules` (whose chunks are `startChunks`) downloads. */
  const download = (startModules: string[], startChunks: string[], deferred: string[]) => {
    const chunkQueue = [...startChunks];
    const running = new Set<string>();
    const moduleQueue = [...startModules];
    while (moduleQueue.length > 0) {
      const id = moduleQueue.pop() as string;
      if (running.has(id) || otherPages.has(id)) continue;
      running.add(id);
      moduleQueue.push(...(graph.imports[id] ?? []));
      if (loaders.onDemand.has(id)) continue;
      for (const target of graph.dynamicImports[id] ?? []) {
        if (otherPages.has(target)) continue;
        if (loaders.conditional.has(id)) {
          deferred.push(target);
          continue;
        }
        moduleQueue.push(target);
        const key = chunkKeyOf(target);
        if (key !== undefined) chunkQueue.push(key);
      }
    }
    const visited = new Set<string>();
    while (chunkQueue.length > 0) {
      const key = chunkQueue.pop() as string;
      if (visited.has(key)) continue;
      visited.add(key);
      if (!manifest[key]) throw new Error(`the Vite manifest has no entry ${key}`);
      chunkQueue.push(...(manifest[key].imports ?? []));
    }
    return visited;
  };

  const pageKey = chunkKeyOf(page);
  if (pageKey === undefined) throw new Error(`page module ${page} is not in the build`);
  const deferred: string[] = [];
  const now = download([...graph.entries, page], [...entries, pageKey], deferred);
  const laterKeys = download(
    deferred,
    deferred.flatMap((id) => chunkKeyOf(id) ?? []),
    [],
  );

  const jsOf = (keys: Iterable<string>) =>
    unique([...keys].map((key) => manifest[key]?.file ?? '').filter((f) => f.endsWith('.js')));
  const js = jsOf(now);
  const later = jsOf(laterKeys).filter((file) => !js.includes(file));
  return {
    js,
    css: unique([...now].flatMap((key) => manifest[key]?.css ?? [])),
    later,
    modules: unique([...js, ...later].flatMap((file) => graph.chunks[file] ?? [])),
  };
}

export function forbiddenModules(modules: readonly string[]) {
  return modules.flatMap((id) =>
    FORBIDDEN_MODULES.filter(({ test }) => test.test(id)).map(({ label }) => ({ id, label })),
  );
}

export interface RouteReport {
  route: string;
  jsFiles: number;
  jsBytes: number;
  cssBytes: number;
  /** JS loaded later in some deployments only (analytics), not in the budget. */
  laterBytes: number;
  /** The largest JS files first, for the breakdown of an over-budget route. */
  jsBreakdown: Array<{ file: string; bytes: number }>;
}

export interface BudgetResult {
  reports: RouteReport[];
  /** One sentence per violation; empty means the build passes. */
  failures: string[];
}

/** Measures every route with `gzipSize` and checks it against its budget and the forbidden list. */
export function checkBudgets(options: {
  manifest: Manifest;
  graph: ModuleGraph;
  routes: readonly PublicRoute[];
  budgets: Readonly<Record<string, Budget>>;
  gzipSize: (file: string) => number;
}): BudgetResult {
  const { manifest, graph, routes, budgets, gzipSize } = options;
  const reports: RouteReport[] = [];
  const failures: string[] = [];
  for (const route of routes) {
    let download: RouteDownload;
    const otherPages = new Set(routes.map((r) => r.page).filter((p) => p !== route.page));
    try {
      download = routeDownload(manifest, graph, route.page, otherPages);
    } catch (error) {
      failures.push(`${route.path}: ${(error as Error).message}`);
      continue;
    }
    const jsBreakdown = download.js
      .map((file) => ({ file, bytes: gzipSize(file) }))
      .sort((a, b) => b.bytes - a.bytes);
    const report: RouteReport = {
      route: route.path,
      jsFiles: download.js.length,
      jsBytes: sum(jsBreakdown.map((f) => f.bytes)),
      cssBytes: sum(download.css.map(gzipSize)),
      laterBytes: sum(download.later.map(gzipSize)),
      jsBreakdown,
    };
    reports.push(report);
    const budget = budgets[route.path] ?? {};
    if (budget.js !== undefined && report.jsBytes > budget.js)
      failures.push(
        `${route.path}: JavaScript is ${kb(report.jsBytes)} gzip, over the budget of ${kb(budget.js)}`,
      );
    if (budget.css !== undefined && report.cssBytes > budget.css)
      failures.push(
        `${route.path}: CSS is ${kb(report.cssBytes)} gzip, over the budget of ${kb(budget.css)}`,
      );
    for (const { id, label } of forbiddenModules(download.modules))
      failures.push(`${route.path}: loads ${label} (module ${id})`);
  }
  return { reports, failures };
}

export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} kB`;
}

export function formatTable(reports: readonly RouteReport[], budgets: Record<string, Budget>) {
  const header = ['Route', 'JS files', 'JS gzip', 'CSS gzip', 'Later JS', 'Budget JS / CSS'];
  const rows = reports.map((r) => {
    const b = budgets[r.route];
    const budget = b ? `${b.js ? kb(b.js) : '-'} / ${b.css ? kb(b.css) : '-'}` : '';
    return [r.route, String(r.jsFiles), kb(r.jsBytes), kb(r.cssBytes), kb(r.laterBytes), budget];
  });
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** Distinct and sorted, so that reports and failures come in a stable order. */
const unique = (values: string[]) => [...new Set(values)].sort();
