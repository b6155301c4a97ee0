/**
 * `npm run budget`: reads the production build in dist/ (run `vite build` first), prints the JS and
 * CSS each public route downloads, gzip-compressed with zlib's default level (6, what servers that
 * compress on the fly typically send), and exits non-zero when a route is over its budget or any
 * public route loads a forbidden module, or when the build holds a module that only the publish
 * loads (publish/, and the head builders the route table names). The routes are the pages the route
 * table renders at build time (src/app/routes.ts), each in every language (/gallery, /hi/gallery),
 * for the commission the build was for: a build
 * for another commission's profile is checked with `npm run budget -- --profile <file> [dir]`
 * (or COMMISSION_PROFILE set, as `npm run build -- --profile` sets it), whose route table follows
 * the offices that profile holds.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_PROFILE_FILE,
  chosenProfileFiles,
  profileFiles,
  type ProfileFiles,
} from '../publish/profileChoice';
import { startRenderServer } from '../publish/renderServer';
import { readBuild, type PublicRoute } from '../publish/routeDownload';
import { PUBLIC_PATHS } from '../src/domain/publicPaths';
import {
  perRecordRoutes,
  prerenderedRoutes,
  readsFirestore,
  type SiteRoute,
} from '../src/app/routes';
import type * as RouteTable from '../src/app/routes';
import { DEFAULT_LANGUAGE, LANGUAGE_LIST, pathInLanguage } from '../src/words/languages';
import { KB, checkBudgets, formatTable, kb, type Budget, type OnDemandBudget } from './budget';

/** The pages rendered at build time (once, or once per record) and the module of each. */
const builtRoutes = (routes?: readonly SiteRoute[]) => [
  ...prerenderedRoutes(routes),
  ...perRecordRoutes(routes),
];

/** Each page rendered at build time, in every language, and the module of its page. */
export function budgetRoutes(routes?: readonly SiteRoute[]): PublicRoute[] {
  return builtRoutes(routes).flatMap((route) =>
    LANGUAGE_LIST.map((language) => ({
      path: pathInLanguage(route.path, language),
      page: `src/${route.page}.tsx`,
      readsFirestore: readsFirestore(route),
      language,
    })),
  );
}

/** The head builders the route table names: modules only the publish loads, never the browser. */
export function headBuilders(routes?: readonly SiteRoute[]): string[] {
  return perRecordRoutes(routes).map((route) => route.perRecord.head);
}

/**
 * The most script files a first visit downloads: a page of plain text runs the entry, React with
 * its router, the bundler's runtime, what every page runs, its own chunk and, where its text comes
 * in a file per language (the Privacy page's), its text in the page's language; a page that reads
 * Firestore adds what those pages share and a few groups of views (publish/vendorChunks.ts). A
 * programme's page took 24 files before they were grouped, and now 9.
 */
export const SCRIPT_FILES = { plainText: 6, readsFirestore: 9 } as const;

/**
 * Budgets in gzip bytes (1 kB = 1000 bytes): the home page's, one for the other pages that read
 * Firestore, and one for the pages of plain text; and the most script files of each. No public
 * page loads the Firebase SDK (the forbidden modules of budget.ts): the pages that read Firestore
 * do it with plain fetch. A page in another language than English has its English twin's budget
 * and, beyond it, its language's words: one file of at most WORDS_BUDGET (a file of its own, which
 * no English page downloads). The English pages of plain text are within a kilobyte of their
 * budget, so the words cannot fit inside it (docs/decisions.md, "Languages").
 */
export function budgetsFor(routes?: readonly SiteRoute[]): Record<string, Budget> {
  const budgetOf = (route: SiteRoute): Budget =>
    route.path === '/'
      ? { js: 135 * KB, css: 25 * KB, jsFiles: SCRIPT_FILES.readsFirestore }
      : readsFirestore(route)
        ? { js: 135 * KB, jsFiles: SCRIPT_FILES.readsFirestore }
        : { js: 100 * KB, jsFiles: SCRIPT_FILES.plainText };
  return Object.fromEntries(
    builtRoutes(routes).flatMap((route) =>
      LANGUAGE_LIST.map((language) => {
        const budget = budgetOf(route);
        return [
          pathInLanguage(route.path, language),
          language === DEFAULT_LANGUAGE
            ? budget
            : {
                ...budget,
                js: (budget.js ?? 0) + WORDS_BUDGET.js,
                jsFiles: (budget.jsFiles ?? 0) + WORDS_BUDGET.jsFiles,
              },
        ];
      }),
    ),
  );
}

/**
 * What a page in a language other than English downloads beyond its English twin: that
 * language's words (the interface's and the commission's names), in one file.
 */
export const WORDS_BUDGET = { js: 6 * KB, jsFiles: 1 } as const;

/**
 * Code fetched only when a visitor asks for it (or, for an editable page, when its text changed
 * since the publish), held to a budget of its own beyond what its page downloaded: the photo viewer, fetched at the first tap on a photo of a programme's page (or of
 * the gallery of a programme), and the registration pages, fetched at 'Register' or 'My
 * registrations' on a programme's page. These two alone load Firebase Auth and Firestore Lite
 * (their own app instance signs the registrant in and writes the registration); the programme's
 * page itself reads its registration without them.
 */
export const ON_DEMAND_BUDGETS: readonly OnDemandBudget[] = [
  {
    module: 'src/components/PhotoViewer.tsx',
    route: PUBLIC_PATHS.programme,
    budget: { js: 3 * KB, css: 1 * KB },
  },
  // An editable page's reader and the Markdown parser, loaded when a page was saved since the
  // publish: every other visit renders the tree its page carries.
  {
    module: 'src/services/pageText.ts',
    route: PUBLIC_PATHS.aboutUs,
    budget: { js: 3 * KB },
  },
  // Measured 74.2 and 71.8 kB JS (62 kB of it Firebase: the app, Auth, Firestore Lite), 1.9 kB CSS;
  // then 78.9 and 75.6 kB, and 80.0 and 76.7 kB once their words were said in the page's language
  // (docs/decisions.md, "Languages").
  ...['src/pages/RegisterPage.tsx', 'src/pages/MyRegistrationsPage.tsx'].map((module) => ({
    module,
    route: PUBLIC_PATHS.programme,
    budget: { js: 81 * KB, css: 3 * KB },
    mayLoad: ['firebase/app', 'firebase/auth', 'firebase/firestore'],
  })),
];

/**
 * The route table of the commission `profile` is for: this commission's as imported here, or
 * another's as its build made it (loaded through Vite with that profile).
 */
export async function routesOfProfile(
  profile: ProfileFiles,
): Promise<readonly SiteRoute[] | undefined> {
  if (profile.profile === DEFAULT_PROFILE_FILE) return undefined;
  const server = await startRenderServer(
    path.resolve(import.meta.dirname, '..'),
    'production',
    profile,
  );
  try {
    return (await server.load<typeof RouteTable>('/src/app/routes.ts')).ROUTES;
  } finally {
    await server.close();
  }
}

async function main(args: readonly string[]) {
  const at = args.indexOf('--profile');
  let routes: readonly SiteRoute[] | undefined;
  try {
    const profile = at === -1 ? chosenProfileFiles() : profileFiles(args[at + 1] ?? '');
    routes = await routesOfProfile(profile);
  } catch (error) {
    console.error(`budget: ${(error as Error).message}`);
    return 1;
  }
  const rest = args.filter((_, i) => at === -1 || (i !== at && i !== at + 1));
  const distDir = path.resolve(rest.find((arg) => !arg.startsWith('--')) ?? 'dist');
  let build: ReturnType<typeof readBuild>;
  try {
    build = readBuild(distDir);
  } catch (error) {
    console.error(`budget: ${(error as Error).message}`);
    return 1;
  }
  const budgets = budgetsFor(routes);
  const { reports, onDemand, failures } = checkBudgets({
    ...build,
    routes: budgetRoutes(routes),
    budgets,
    publishOnly: headBuilders(routes),
    onDemand: ON_DEMAND_BUDGETS,
  });
  console.log('Downloads of a first visit per public route (gzip, zlib default level):\n');
  console.log(formatTable(reports, budgets));
  console.log('\nLoaded on demand, beyond what the route downloaded:');
  for (const { module, route, jsBytes, cssBytes } of onDemand) {
    const budget = ON_DEMAND_BUDGETS.find((entry) => entry.module === module)?.budget ?? {};
    console.log(
      `  ${module} on ${route}: JS ${kb(jsBytes)}, CSS ${kb(cssBytes)} ` +
        `(budget ${budget.js ? kb(budget.js) : '-'} / ${budget.css ? kb(budget.css) : '-'})`,
    );
  }
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
    '\nBudget check passed: within budget, no public route loads a forbidden module, and the ' +
      'build holds nothing that only the publish loads (publish/, the head builders).',
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exitCode = await main(process.argv.slice(2));
