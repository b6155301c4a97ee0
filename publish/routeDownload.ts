/**
 * What a first visit to a public route downloads, worked out from a production build: the Vite
 * manifest and the module graph (moduleGraphPlugin.ts). Shared by the build-time render
 * (renderSite.ts names each page's scripts), the budget check (scripts/checkBudget.ts) and
 * Lighthouse. The pure walk takes its inputs as arguments, so tests can feed fakes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { MODULE_GRAPH_FILE, type ModuleGraph } from './moduleGraphPlugin.ts';
import { sourceModules } from './sourceModules.ts';
import { LANGUAGE_LIST, type Language } from '../src/words/languages.ts';

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
  /** Whether the page reads Firestore (the route table's readsFirestore). */
  readsFirestore: boolean;
  /** The page's language ('en' without): one other than English loads its words too. */
  language?: Language;
}

/** What a first visit to a route downloads until the network is idle. */
export interface RouteDownload {
  js: string[];
  css: string[];
  /** JS that only some deployments load later (see CONDITIONAL_LOADERS); not in the budget. */
  later: string[];
  /** Ids of every module inside the `js` files. */
  modules: string[];
  /** Ids of the modules inside the `later` files. */
  laterModules: string[];
}

/**
 * Modules whose `import()` calls do not run when a public page loads: the route table loads only
 * the visited route's page, firebase.ts creates the Auth and Storage clients on first use (the
 * admin area), and 'Add to calendar' loads the code of its calendar file when a visitor asks for
 * the file, and the profile loads its pages' built-in texts where a page was never saved (and its
 * starting parish list in Settings), and words/translations.ts loads a language's words on a page
 * in that language only (counted there: translationModules). Every other dynamic import reachable from the route is
 * counted, as if it ran at start-up: React itself, which the entry loads lazily, and a carousel loaded lazily, which is
 * still downloaded before the network is idle.
 */
export const ON_DEMAND_LOADERS: ReadonlySet<string> = new Set(
  sourceModules('ON_DEMAND_LOADERS in publish/routeDownload.ts', [
    'src/app/App.tsx',
    'src/services/firebase.ts',
    // 'Add to calendar' (a programme's page, the registration's answer).
    'src/components/CalendarFileButton.tsx',
    // The photo viewer: fetched when a visitor first opens a photo (onDemandDownload measures it).
    'src/components/PhotoGrid.tsx',
    // The editable pages' built-in texts: for a page never saved (the publish, the editor); the
    // starting parish list: for Settings → Parishes.
    'src/config/profile.ts',
    // An editable page's reader and parser: only when a page was saved since the publish.
    'src/pages/EditablePage.tsx',
    'src/words/translations.ts',
  ]),
);

/** The module that loads the words of a language other than English. */
const TRANSLATIONS = sourceModules('TRANSLATIONS in publish/routeDownload.ts', [
  'src/words/translations.ts',
])[0];

/**
 * What a page in a language other than English runs at start-up beyond its English twin: the
 * language's words (what words/translations.ts imports) and the commission's names in it (the
 * profile's companion `<name>Hindi.ts`, which config/profile.ts imports). Empty for English.
 */
export function translationModules(graph: ModuleGraph, language: string): string[] {
  if (language === 'en') return [];
  const companion = language === 'hi' ? /[^/]Hindi\.ts$/ : null;
  return [
    ...(graph.dynamicImports[TRANSLATIONS ?? ''] ?? []),
    ...Object.values(graph.dynamicImports)
      .flat()
      .filter((id) => companion?.test(id)),
  ];
}

/**
 * The language a module is the text of, when it is named after one (`content/privacy/hi.ts`):
 * a page that imports such modules dynamically loads the one of its language before it is taken
 * over (pages/PrivacyPage.tsx), and never another's.
 */
export function languageOfModule(id: string): Language | undefined {
  const name = /\/([^/]+)\.tsx?$/.exec(id)?.[1];
  return LANGUAGE_LIST.find((language) => language === name);
}

/**
 * Modules whose `import()` calls run only in some deployments: what they load is reported as
 * "later" and checked for forbidden modules, but not counted in the budget. Page-view analytics
 * loads only on a public host with a measurement id configured, after the load event, and then
 * Google's own gtag.js (outside this build) weighs far more than our part of it.
 */
export const CONDITIONAL_LOADERS: ReadonlySet<string> = new Set(
  sourceModules('CONDITIONAL_LOADERS in publish/routeDownload.ts', ['src/services/analytics.ts']),
);

/**
 * Modules whose `import()` calls run only on a page that reads Firestore: what takes a published
 * page over reads the change marker when a section of the page reads (usePublishedRead), which a
 * page of plain text has none of.
 */
export const READING_LOADERS: ReadonlySet<string> = new Set(
  sourceModules('READING_LOADERS in publish/routeDownload.ts', ['src/components/published.tsx']),
);

export interface Loaders {
  onDemand: ReadonlySet<string>;
  conditional: ReadonlySet<string>;
  /** Loaders whose imports run only on pages that read Firestore (READING_LOADERS). */
  reading?: ReadonlySet<string>;
}

const DEFAULT_LOADERS: Loaders = {
  onDemand: ON_DEMAND_LOADERS,
  conditional: CONDITIONAL_LOADERS,
  reading: READING_LOADERS,
};

/**
 * What a first visit to the route whose page module is `page` downloads:
 * 1. the modules that run: from the entry modules and the page through static imports, never into
 *    another route's page (`otherPages`, e.g. a Home page bundled into the entry), and through the
 *    dynamic imports of every module reached except the on-demand and conditional loaders (and
 *    the reading loaders, on a page that reads nothing: `readsFirestore` false);
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
  readsFirestore = true,
  /** Modules the page runs at start-up beyond the entry's and its own (translationModules). */
  alsoAtStart: readonly string[] = [],
  /** The page's language: of the page's texts named after a language, the one it loads. */
  language: Language = 'en',
): RouteDownload {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1)
    throw new Error(`expected one entry in the Vite manifest, found ${entries.length}`);
  const chunkKeyOf = chunkKeys(manifest, graph);

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
      const dynamicImports = graph.dynamicImports[id] ?? [];
      // The page's text in its language runs before the page is taken over, wherever the page's
      // other imports wait; its texts in other languages never run here.
      if (id === page)
        for (const target of dynamicImports.filter((t) => languageOfModule(t) === language)) {
          moduleQueue.push(target);
          const key = chunkKeyOf(target);
          if (key !== undefined) chunkQueue.push(key);
        }
      if (loaders.onDemand.has(id)) continue;
      if (!readsFirestore && loaders.reading?.has(id)) continue;
      for (const target of dynamicImports) {
        if (otherPages.has(target)) continue;
        if (id === page && languageOfModule(target) !== undefined) continue;
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
  const now = download(
    [...graph.entries, page, ...alsoAtStart],
    [...entries, pageKey, ...alsoAtStart.flatMap((id) => chunkKeyOf(id) ?? [])],
    deferred,
  );
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
    modules: unique(js.flatMap((file) => graph.chunks[file] ?? [])),
    laterModules: unique(later.flatMap((file) => graph.chunks[file] ?? [])),
  };
}

/** Finds the key, in the Vite manifest, of the chunk that holds a module (its facade or its home). */
function chunkKeys(manifest: Manifest, graph: ModuleGraph) {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const fileOfModule = new Map<string, string>();
  for (const [file, modules] of Object.entries(graph.chunks))
    for (const id of modules) fileOfModule.set(id, file);
  return (id: string) => {
    const file = graph.facades[id] ?? fileOfModule.get(id);
    return file === undefined ? undefined : keyOfFile.get(file);
  };
}

/**
 * What importing `module` on demand downloads on a page that has already downloaded `page` (its
 * routeDownload): the module's chunk and the chunks it imports, with their CSS, but for those the
 * page has.
 */
export function onDemandDownload(
  manifest: Manifest,
  graph: ModuleGraph,
  module: string,
  page: Pick<RouteDownload, 'js' | 'css'>,
): { js: string[]; css: string[] } {
  const start = chunkKeys(manifest, graph)(module);
  if (start === undefined) throw new Error(`module ${module} is not in the build`);
  const queue = [start];
  const visited = new Set<string>();
  while (queue.length > 0) {
    const key = queue.pop() as string;
    if (visited.has(key)) continue;
    visited.add(key);
    if (!manifest[key]) throw new Error(`the Vite manifest has no entry ${key}`);
    queue.push(...(manifest[key].imports ?? []));
  }
  const chunks = [...visited].map((key) => manifest[key] as ManifestChunk);
  return {
    js: unique(chunks.map((chunk) => chunk.file)).filter(
      (file) => file.endsWith('.js') && !page.js.includes(file),
    ),
    css: unique(chunks.flatMap((chunk) => chunk.css ?? [])).filter(
      (file) => !page.css.includes(file),
    ),
  };
}

/** The manifest and module graph of the build in `distDir`, and a cached gzip size per file. */
export function readBuild(distDir: string) {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  const graphPath = path.join(distDir, MODULE_GRAPH_FILE);
  for (const file of [manifestPath, graphPath])
    if (!existsSync(file))
      throw new Error(`${file} is missing; run \`vite build --mode emulators\` first.`);
  const sizes = new Map<string, number>();
  return {
    manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest,
    graph: JSON.parse(readFileSync(graphPath, 'utf8')) as ModuleGraph,
    gzipSize(file: string) {
      let size = sizes.get(file);
      if (size === undefined) {
        size = gzipSync(readFileSync(path.join(distDir, file))).length;
        sizes.set(file, size);
      }
      return size;
    },
  };
}

/** Distinct and sorted, so that reports and failures come in a stable order. */
export const unique = (values: string[]) => [...new Set(values)].sort();
