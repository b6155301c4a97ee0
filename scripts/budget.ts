/**
 * The pure logic of `npm run budget`: with what a visit to each public route downloads
 * (publish/routeDownload.ts), check the forbidden modules and the size budgets, and format the table. No
 * file system here, so tests can feed fakes.
 */
import type { ModuleGraph } from '../publish/moduleGraphPlugin.ts';
import {
  onDemandDownload,
  routeDownload,
  translationModules,
  type Manifest,
  type PublicRoute,
  type RouteDownload,
} from '../publish/routeDownload.ts';

/** Maximum gzip bytes for a route, and most script files; a missing figure means "no budget". */
export interface Budget {
  js?: number;
  css?: number;
  /**
   * The most JavaScript files a first visit downloads (the entry and the scripts that take the
   * page over): each is one more request for a phone, and one more task to ask for it.
   */
  jsFiles?: number;
}

export const KB = 1000;

/**
 * A public visit never downloads these (checked on module ids, not on sizes). Packages
 * match also where npm nests them (node_modules/firebase/node_modules/@firebase/auth/...). The
 * public pages read Firestore without the Firebase SDK (src/services/firestoreRest.ts); only
 * page-view analytics, which loads later and only where it is configured, brings the Firebase
 * app (`laterAllowed`).
 */
export const FORBIDDEN_MODULES: ReadonlyArray<{
  label: string;
  test: RegExp;
  laterAllowed?: true;
}> = [
  {
    label: 'firebase/app',
    test: /(^|\/)node_modules\/@?firebase\/app(-compat)?\//,
    laterAllowed: true,
  },
  { label: 'firebase/firestore', test: /(^|\/)node_modules\/@?firebase\/firestore(-compat)?\// },
  { label: 'firebase/auth', test: /(^|\/)node_modules\/@?firebase\/auth(-compat)?\// },
  { label: 'firebase/storage', test: /(^|\/)node_modules\/@?firebase\/storage(-compat)?\// },
  // App Check (and reCAPTCHA with it) is the registration pages' alone, where configured.
  { label: 'firebase/app-check', test: /(^|\/)node_modules\/@?firebase\/app-check(-compat)?\// },
  { label: 'react-image-crop', test: /(^|\/)node_modules\/react-image-crop\// },
  { label: 'react-toastify', test: /(^|\/)node_modules\/react-toastify\// },
  { label: 'fflate (backups)', test: /(^|\/)node_modules\/fflate\// },
  { label: 'ics (calendar files)', test: /(^|\/)node_modules\/ics\// },
  { label: 'admin code', test: /^src\/admin\// },
  // The site's details and banner reach a visitor as published, in the page, never read live.
  {
    label: 'site details reads (publish only)',
    test: /^src\/services\/(siteDetails|siteSettings)\.ts$/,
  },
];

/**
 * The forbidden modules among `modules`: what a visit loads, or (`later`) what a conditional
 * loader loads afterwards in some deployments.
 */
export function forbiddenModules(modules: readonly string[], later = false) {
  return modules.flatMap((id) =>
    FORBIDDEN_MODULES.filter(
      ({ test, laterAllowed }) => test.test(id) && !(later && laterAllowed),
    ).map(({ label }) => ({ id, label })),
  );
}

/**
 * Where the build holds modules that only the publish loads: any under publish/, and the head
 * builders the route table names (`publishOnly`). The browser downloads none of them, so none may
 * be in the build at all: in a chunk, or imported by one of its modules, statically or on demand.
 * One sentence per such module; none means the build is clean.
 */
export function publishOnlyInBuild(graph: ModuleGraph, publishOnly: readonly string[]): string[] {
  const isPublishOnly = (id: string) => id.startsWith('publish/') || publishOnly.includes(id);
  const found = new Map<string, string[]>();
  const note = (id: string, where: string) => {
    if (isPublishOnly(id)) found.set(id, [...(found.get(id) ?? []), where]);
  };
  for (const [file, modules] of Object.entries(graph.chunks))
    for (const id of modules) note(id, `in ${file}`);
  for (const [importer, ids] of Object.entries(graph.imports))
    for (const id of ids) note(id, `imported by ${importer}`);
  for (const [importer, ids] of Object.entries(graph.dynamicImports))
    for (const id of ids) note(id, `imported on demand by ${importer}`);
  return [...found.keys()]
    .sort()
    .map(
      (id) =>
        `${id}: only the publish loads it, but the build holds it (${found.get(id)?.join(', ')})`,
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

/**
 * Code a page fetches only when a visitor asks for it (the photo viewer), with a budget of its
 * own: what it downloads beyond what `route` has already downloaded.
 */
export interface OnDemandBudget {
  /** The module imported on demand (root-relative source path). */
  module: string;
  /** The route (its path in the route table) whose download it is measured beyond. */
  route: string;
  budget: Budget;
  /**
   * The forbidden modules (their labels in FORBIDDEN_MODULES) this code may load, as the
   * registration form loads Firebase Auth and Firestore: only it, never the route's page.
   */
  mayLoad?: readonly string[];
}

export interface OnDemandReport {
  module: string;
  route: string;
  jsBytes: number;
  cssBytes: number;
}

export interface BudgetResult {
  reports: RouteReport[];
  /** What each module loaded on demand downloads. */
  onDemand: OnDemandReport[];
  /** One sentence per violation; empty means the build passes. */
  failures: string[];
}

/**
 * Measures every route with `gzipSize` and checks it against its budget and the forbidden list,
 * and the whole build for modules only the publish loads (publishOnlyInBuild).
 */
export function checkBudgets(options: {
  manifest: Manifest;
  graph: ModuleGraph;
  routes: readonly PublicRoute[];
  budgets: Readonly<Record<string, Budget>>;
  gzipSize: (file: string) => number;
  /** Modules outside publish/ that only the publish loads: the route table's head builders. */
  publishOnly?: readonly string[];
  /** Modules loaded on demand, each with its own budget. */
  onDemand?: readonly OnDemandBudget[];
}): BudgetResult {
  const { manifest, graph, routes, budgets, gzipSize, publishOnly = [], onDemand = [] } = options;
  const reports: RouteReport[] = [];
  const downloads = new Map<string, RouteDownload>();
  const failures = publishOnlyInBuild(graph, publishOnly);
  for (const route of routes) {
    let download: RouteDownload;
    const otherPages = new Set(routes.map((r) => r.page).filter((p) => p !== route.page));
    try {
      download = routeDownload(
        manifest,
        graph,
        route.page,
        otherPages,
        undefined,
        route.readsFirestore,
        translationModules(graph, route.language ?? 'en'),
        route.language,
      );
    } catch (error) {
      failures.push(`${route.path}: ${(error as Error).message}`);
      continue;
    }
    downloads.set(route.path, download);
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
    if (budget.jsFiles !== undefined && report.jsFiles > budget.jsFiles)
      failures.push(
        `${route.path}: ${report.jsFiles} JavaScript files, over the budget of ${budget.jsFiles} ` +
          `(${download.js.join(', ')})`,
      );
    for (const { id, label } of forbiddenModules(download.modules))
      failures.push(`${route.path}: loads ${label} (module ${id})`);
    for (const { id, label } of forbiddenModules(download.laterModules, true))
      failures.push(`${route.path}: loads ${label} later (module ${id})`);
  }
  const onDemandReports: OnDemandReport[] = [];
  for (const { module, route, budget, mayLoad = [] } of onDemand) {
    const page = downloads.get(route);
    if (!page) {
      failures.push(`${module}: its route ${route} was not measured`);
      continue;
    }
    let download: ReturnType<typeof onDemandDownload>;
    try {
      download = onDemandDownload(manifest, graph, module, page);
    } catch (error) {
      failures.push(`${module}: ${(error as Error).message}`);
      continue;
    }
    const report = {
      module,
      route,
      jsBytes: sum(download.js.map(gzipSize)),
      cssBytes: sum(download.css.map(gzipSize)),
    };
    onDemandReports.push(report);
    if (budget.js !== undefined && report.jsBytes > budget.js)
      failures.push(
        `${module} (on demand on ${route}): JavaScript is ${kb(report.jsBytes)} gzip, over the budget of ${kb(budget.js)}`,
      );
    if (budget.css !== undefined && report.cssBytes > budget.css)
      failures.push(
        `${module} (on demand on ${route}): CSS is ${kb(report.cssBytes)} gzip, over the budget of ${kb(budget.css)}`,
      );
    for (const { id, label } of forbiddenModules(
      download.js.flatMap((file) => graph.chunks[file] ?? []),
    ))
      if (!mayLoad.includes(label))
        failures.push(`${module} (on demand on ${route}): loads ${label} (module ${id})`);
  }
  return { reports, onDemand: onDemandReports, failures };
}

export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} kB`;
}

export function formatTable(reports: readonly RouteReport[], budgets: Record<string, Budget>) {
  const header = [
    'Route',
    'JS files',
    'JS gzip',
    'CSS gzip',
    'Later JS',
    'Budget files / JS / CSS',
  ];
  const rows = reports.map((r) => {
    const b = budgets[r.route];
    const budget = b
      ? `${b.jsFiles ?? '-'} / ${b.js ? kb(b.js) : '-'} / ${b.css ? kb(b.css) : '-'}`
      : '';
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
