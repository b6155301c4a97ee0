/**
 * `npm run budget`: reads the production build in dist/ (run `vite build` first), prints the JS and
 * CSS each public route downloads, gzip-compressed with zlib's default level (6, what servers that
 * compress on the fly typically send), and exits non-zero when `/` is over budget or any public
 * route loads a forbidden module (issue 7).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { MESSAGE_KIND_INFO } from '../src/domain/messageKinds';
import { pageReadNames } from '../src/domain/pageReads';
import {
  KB,
  checkBudgets,
  formatTable,
  kb,
  type Budget,
  type Manifest,
  type PublicRoute,
} from './budget';
import { MODULE_GRAPH_FILE, type ModuleGraph } from './moduleGraphPlugin';

const page = (name: string) => `src/pages/${name}.tsx`;

/** The public routes of SPEC §2 and the page module src/app/App.tsx renders for each. */
export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/', page: page('HomePage') },
  { path: '/about-us', page: page('AboutUsPage') },
  { path: '/history', page: page('HistoryPage') },
  { path: '/mission', page: page('MissionPage') },
  { path: '/vision', page: page('VisionPage') },
  { path: '/objectives', page: page('ObjectivesPage') },
  { path: '/chairman', page: page('ChairmanPage') },
  ...Object.values(MESSAGE_KIND_INFO).map(({ slug }) => ({
    path: `/${slug}`,
    page: page('MessagesPage'),
  })),
  { path: '/contact', page: page('ContactPage') },
  { path: '/gallery', page: page('GalleryPage') },
];

/** Pages of plain text: they read nothing from Firestore, so they must not download Firebase. */
const PLAIN_TEXT_ROUTES = PUBLIC_ROUTES.map((route) => route.path).filter(
  (path) => pageReadNames(path).length === 0,
);

/**
 * Budgets in gzip bytes (1 kB = 1000 bytes): issue 7's for `/`, and ours for the pages of plain
 * text, which keeps Firebase (about 35 kB) off them.
 */
export const BUDGETS: Record<string, Budget> = {
  '/': { js: 135 * KB, css: 25 * KB },
  ...Object.fromEntries(PLAIN_TEXT_ROUTES.map((route) => [route, { js: 100 * KB }])),
};

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

function main(distDir: string) {
  let build: ReturnType<typeof readBuild>;
  try {
    build = readBuild(distDir);
  } catch (error) {
    console.error(`budget: ${(error as Error).message}`);
    return 1;
  }
  const { reports, failures } = checkBudgets({ ...build, routes: PUBLIC_ROUTES, budgets: BUDGETS });
  console.log('Downloads of a first visit per public route (gzip, zlib default level):\n');
  console.log(formatTable(reports, BUDGETS));
  const home = reports.find((r) => r.route === '/');
  if (home) {
    console.log('\nJavaScript of /:');
    for (const { file, bytes } of home.jsBreakdown)
      console.log(`  ${kb(bytes).padStart(9)}  ${file}`);
  }
  if (failures.length > 0) {
    console.error(`\nBudget check FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    return 1;
  }
  console.log(
    '\nBudget check passed: within budget, and no public route loads a forbidden module.',
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exitCode = main(
    path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist'),
  );
