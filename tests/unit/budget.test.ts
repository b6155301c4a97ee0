import { describe, expect, it } from 'vitest';
import type { ModuleGraph } from '../../publish/moduleGraphPlugin';
import { ON_DEMAND_LOADERS, routeDownload, type Manifest } from '../../publish/routeDownload';
import {
  KB,
  checkBudgets,
  forbiddenModules,
  formatTable,
  publishOnlyInBuild,
} from '../../scripts/budget';

/**
 * A small build: the entry holds the app shell and the home page; the home page lazily loads a
 * carousel; About is its own chunk sharing a vendor chunk with the carousel; firebase.ts lazily
 * loads Auth and App.tsx lazily loads the admin, neither of which a public visit runs.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/pages/AboutUsPage.tsx', 'src/admin/AdminApp.tsx', 'src/Carousel.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_vendor.js': { file: 'assets/vendor.js', css: ['assets/vendor.css'] },
  'src/pages/AboutUsPage.tsx': {
    file: 'assets/AboutUsPage.js',
    isDynamicEntry: true,
    imports: ['index.html', '_vendor.js'],
  },
  'src/Carousel.tsx': {
    file: 'assets/Carousel.js',
    isDynamicEntry: true,
    imports: ['index.html', '_vendor.js'],
    css: ['assets/Carousel.css'],
  },
  'src/admin/AdminApp.tsx': {
    file: 'assets/AdminApp.js',
    isDynamicEntry: true,
    imports: ['index.html', '_auth.js'],
  },
  '_auth.js': { file: 'assets/auth.js' },
  'src/pages/PrivacyPage.tsx': {
    file: 'assets/PrivacyPage.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    dynamicImports: ['src/content/privacy/en.ts', 'src/content/privacy/hi.ts'],
  },
  'src/content/privacy/en.ts': { file: 'assets/en.js', isDynamicEntry: true },
  'src/content/privacy/hi.ts': { file: 'assets/hi.js', isDynamicEntry: true },
  'node_modules/firebase/analytics/dist/esm/index.esm.js': {
    file: 'assets/analytics.js',
    isDynamicEntry: true,
  },
};

const graph: ModuleGraph = {
  entries: ['index.html'],
  chunks: {
    'assets/index.js': [
      'src/main.ts',
      'src/app/App.tsx',
      'src/services/firebase.ts',
      'src/pages/HomePage.tsx',
    ],
    'assets/react.js': ['node_modules/react/index.js'],
    'assets/vendor.js': ['node_modules/some-carousel/index.js'],
    'assets/AboutUsPage.js': ['src/pages/AboutUsPage.tsx'],
    'assets/Carousel.js': ['src/Carousel.tsx'],
    'assets/AdminApp.js': ['src/admin/AdminApp.tsx'],
    'assets/auth.js': ['node_modules/@firebase/auth/dist/esm/index.js'],
    'assets/PrivacyPage.js': ['src/pages/PrivacyPage.tsx'],
    'assets/en.js': ['src/content/privacy/en.ts'],
    'assets/hi.js': ['src/content/privacy/hi.ts'],
    // firebase/analytics only re-exports @firebase/analytics: it owns no code in its chunk.
    'assets/analytics.js': ['node_modules/@firebase/analytics/dist/esm/index.esm.js'],
  },
  facades: {
    'index.html': 'assets/index.js',
    'src/pages/AboutUsPage.tsx': 'assets/AboutUsPage.js',
    'src/Carousel.tsx': 'assets/Carousel.js',
    'src/admin/AdminApp.tsx': 'assets/AdminApp.js',
    'src/pages/PrivacyPage.tsx': 'assets/PrivacyPage.js',
    'src/content/privacy/en.ts': 'assets/en.js',
    'src/content/privacy/hi.ts': 'assets/hi.js',
    'node_modules/firebase/analytics/dist/esm/index.esm.js': 'assets/analytics.js',
  },
  imports: {
    'index.html': ['src/main.ts'],
    'src/main.ts': ['src/app/App.tsx', 'node_modules/react/index.js'],
    'src/app/App.tsx': ['src/pages/HomePage.tsx', 'src/services/firebase.ts'],
    'src/pages/AboutUsPage.tsx': ['node_modules/some-carousel/index.js'],
    'src/Carousel.tsx': ['node_modules/some-carousel/index.js'],
    'src/admin/AdminApp.tsx': ['node_modules/@firebase/auth/dist/esm/index.js'],
  },
  dynamicImports: {
    'src/app/App.tsx': [
      'src/pages/AboutUsPage.tsx',
      'src/pages/PrivacyPage.tsx',
      'src/admin/AdminApp.tsx',
    ],
    // A page whose text comes in a module per language.
    'src/pages/PrivacyPage.tsx': ['src/content/privacy/en.ts', 'src/content/privacy/hi.ts'],
    'src/services/firebase.ts': ['node_modules/firebase/auth/dist/esm/index.esm.js'],
    'src/pages/HomePage.tsx': ['src/Carousel.tsx'],
    'src/app/analytics.ts': ['node_modules/firebase/analytics/dist/esm/index.esm.js'],
  },
};

/** Every file weighs 10 kB compressed, except the ones named here. */
const sizes: Record<string, number> = { 'assets/react.js': 60 * KB, 'assets/index.css': 20 * KB };
const gzipSize = (file: string) => sizes[file] ?? 10 * KB;

const routes = [
  { path: '/', page: 'src/pages/HomePage.tsx', readsFirestore: true },
  { path: '/about-us', page: 'src/pages/AboutUsPage.tsx', readsFirestore: false },
];
const home = 'src/pages/HomePage.tsx';
const about = 'src/pages/AboutUsPage.tsx';

describe('routeDownload', () => {
  it('counts the entry, its static imports and the chunks the home page loads lazily', () => {
    const download = routeDownload(manifest, graph, home, new Set([about]));
    expect(download.js).toEqual([
      'assets/Carousel.js',
      'assets/index.js',
      'assets/react.js',
      'assets/vendor.js',
    ]);
    expect(download.css).toEqual(['assets/Carousel.css', 'assets/index.css', 'assets/vendor.css']);
  });

  it('adds a lazy page chunk with its imports, but not the other routes or the on-demand Auth', () => {
    const download = routeDownload(manifest, graph, about, new Set([home]));
    expect(download.js).toEqual([
      'assets/AboutUsPage.js',
      'assets/index.js',
      'assets/react.js',
      'assets/vendor.js',
    ]);
  });

  it('does not run the lazy imports of a page bundled into the entry on another route', () => {
    // Without knowing Home is another route's page, its carousel would be counted for About too.
    expect(routeDownload(manifest, graph, about).js).toContain('assets/Carousel.js');
    expect(routeDownload(manifest, graph, about, new Set([home])).js).not.toContain(
      'assets/Carousel.js',
    );
  });

  it.each([
    ['en', 'assets/en.js', 'assets/hi.js'],
    ['hi', 'assets/hi.js', 'assets/en.js'],
  ] as const)(
    "counts a page's text in its language (%s) only, as the budget and the publish walk it",
    (language, own, other) => {
      const publish = {
        // The publish's walk: every dynamic import waits but the page's text.
        onDemand: new Set(Object.keys(graph.dynamicImports)),
        conditional: new Set<string>(),
      };
      for (const loaders of [undefined, publish]) {
        const download = routeDownload(
          manifest,
          graph,
          'src/pages/PrivacyPage.tsx',
          new Set([home, about]),
          loaders,
          false,
          [],
          language,
        );
        expect(download.js).toContain('assets/PrivacyPage.js');
        expect(download.js).toContain(own);
        expect(download.js).not.toContain(other);
      }
    },
  );

  it("counts a reading loader's dynamic imports only on a page that reads Firestore", () => {
    // Home's lazy carousel standing in for what takes a page over reading the change marker.
    const loaders = {
      onDemand: ON_DEMAND_LOADERS,
      conditional: new Set<string>(),
      reading: new Set([home]),
    };
    const reads = routeDownload(manifest, graph, home, new Set([about]), loaders, true);
    expect(reads.js).toContain('assets/Carousel.js');
    const readsNothing = routeDownload(manifest, graph, home, new Set([about]), loaders, false);
    expect(readsNothing.js).not.toContain('assets/Carousel.js');
    expect(readsNothing.js).toContain('assets/index.js');
  });

  it('counts the dynamic imports of on-demand loaders only when they are not exempt', () => {
    const none = { onDemand: new Set<string>(), conditional: new Set<string>() };
    const download = routeDownload(manifest, graph, about, new Set([home]), none);
    expect(download.js).toContain('assets/AdminApp.js');
    expect(download.js).toContain('assets/auth.js');
  });

  it('finds the chunk of a dynamically imported module that only re-exports another', () => {
    const withAnalytics: ModuleGraph = {
      ...graph,
      chunks: {
        ...graph.chunks,
        'assets/index.js': [...(graph.chunks['assets/index.js'] ?? []), 'src/app/analytics.ts'],
      },
      imports: { ...graph.imports, 'src/main.ts': ['src/app/App.tsx', 'src/app/analytics.ts'] },
    };
    expect(routeDownload(manifest, graph, home, new Set([about])).js).not.toContain(
      'assets/analytics.js',
    );
    expect(routeDownload(manifest, withAnalytics, home, new Set([about])).js).toContain(
      'assets/analytics.js',
    );
  });

  it('lists what a conditional loader (analytics) imports as later, outside the count', () => {
    const analytics = 'src/services/analytics.ts';
    const withAnalytics: ModuleGraph = {
      ...graph,
      chunks: {
        ...graph.chunks,
        'assets/index.js': [...(graph.chunks['assets/index.js'] ?? []), analytics],
      },
      imports: { ...graph.imports, 'src/main.ts': ['src/app/App.tsx', analytics] },
      dynamicImports: {
        ...graph.dynamicImports,
        [analytics]: ['node_modules/firebase/analytics/dist/esm/index.esm.js'],
      },
    };
    const download = routeDownload(manifest, withAnalytics, home, new Set([about]));
    expect(download.js).not.toContain('assets/analytics.js');
    expect(download.later).toEqual(['assets/analytics.js']);
    // Still checked apart: a forbidden module there would be found.
    expect(download.laterModules).toEqual([
      'node_modules/@firebase/analytics/dist/esm/index.esm.js',
    ]);
    expect(download.modules).not.toContain(
      'node_modules/@firebase/analytics/dist/esm/index.esm.js',
    );

    const counted = routeDownload(manifest, withAnalytics, home, new Set([about]), {
      onDemand: new Set(['src/app/App.tsx', 'src/services/firebase.ts']),
      conditional: new Set(),
    });
    expect(counted.js).toContain('assets/analytics.js');
    expect(counted.later).toEqual([]);
  });

  it('fails loudly when the page is not in the build', () => {
    expect(() => routeDownload(manifest, graph, 'src/pages/Missing.tsx')).toThrow(
      /src\/pages\/Missing.tsx is not in the build/,
    );
  });
});

describe('forbiddenModules', () => {
  it.each([
    ['node_modules/@firebase/app/dist/esm/index.esm.js', 'firebase/app'],
    ['node_modules/firebase/app/dist/esm/index.esm.js', 'firebase/app'],
    ['node_modules/@firebase/firestore/dist/lite/index.browser.esm.js', 'firebase/firestore'],
    ['node_modules/firebase/firestore/lite/dist/index.mjs', 'firebase/firestore'],
    ['node_modules/@firebase/auth/dist/esm/index.js', 'firebase/auth'],
    ['node_modules/firebase/node_modules/@firebase/auth/dist/esm/index-4NF.js', 'firebase/auth'],
    ['node_modules/firebase/storage/dist/esm/index.esm.js', 'firebase/storage'],
    ['node_modules/@firebase/app-check/dist/esm/index.esm.js', 'firebase/app-check'],
    ['node_modules/firebase/app-check/dist/esm/index.esm.js', 'firebase/app-check'],
    ['node_modules/react-image-crop/dist/index.js', 'react-image-crop'],
    ['node_modules/react-toastify/dist/ReactToastify.css', 'react-toastify'],
    ['src/admin/MembersAdmin.tsx', 'admin code'],
    ['node_modules/fflate/esm/browser.js', 'fflate (backups)'],
    ['node_modules/ics/dist/index.js', 'ics (calendar files)'],
    ['src/services/siteDetails.ts', 'site details reads (publish only)'],
    ['src/services/siteSettings.ts', 'site details reads (publish only)'],
  ])('names %s as %s', (id, label) => {
    expect(forbiddenModules([id])).toEqual([{ id, label }]);
  });

  it('lets the public modules through', () => {
    expect(
      forbiddenModules([
        'node_modules/react-dom/cjs/react-dom-client.production.js',
        'node_modules/react-router/dist/development/index.mjs',
        'src/services/firestoreRest.ts',
        'src/pages/GalleryPage.tsx',
        'src/domain/validation.ts',
        'src/components/siteDetails.tsx',
        'src/domain/siteDetails.ts',
      ]),
    ).toEqual([]);
  });

  it('lets the Firebase app come later (page-view analytics), but nothing else of the SDK', () => {
    const app = 'node_modules/@firebase/app/dist/esm/index.esm.js';
    const analytics = 'node_modules/@firebase/analytics/dist/esm/index.esm.js';
    const firestore = 'node_modules/@firebase/firestore/dist/lite/index.browser.esm.js';
    const auth = 'node_modules/@firebase/auth/dist/esm/index.js';
    expect(forbiddenModules([app, analytics, firestore, auth], true)).toEqual([
      { id: firestore, label: 'firebase/firestore' },
      { id: auth, label: 'firebase/auth' },
    ]);
  });
});

describe('checkBudgets', () => {
  it('passes when every route is within its budget and loads nothing forbidden', () => {
    const result = checkBudgets({
      manifest,
      graph,
      routes,
      budgets: { '/': { js: 135 * KB, css: 45 * KB } },
      gzipSize,
    });
    expect(result.failures).toEqual([]);
    expect(result.reports.map((r) => [r.route, r.jsBytes, r.cssBytes])).toEqual([
      ['/', 90 * KB, 40 * KB],
      ['/about-us', 90 * KB, 30 * KB],
    ]);
  });

  it('fails over budget, naming the route, the size and the budget', () => {
    const result = checkBudgets({
      manifest,
      graph,
      routes,
      budgets: { '/': { js: 80 * KB, css: 25 * KB } },
      gzipSize,
    });
    expect(result.failures).toEqual([
      '/: JavaScript is 90.0 kB gzip, over the budget of 80.0 kB',
      '/: CSS is 40.0 kB gzip, over the budget of 25.0 kB',
    ]);
  });

  it('fails over its count of script files, naming the route and the files', () => {
    const within = checkBudgets({
      manifest,
      graph,
      routes,
      budgets: { '/': { jsFiles: 4 }, '/about-us': { jsFiles: 4 } },
      gzipSize,
    });
    expect(within.failures).toEqual([]);
    const result = checkBudgets({
      manifest,
      graph,
      routes,
      budgets: { '/about-us': { jsFiles: 3 } },
      gzipSize,
    });
    expect(result.failures).toEqual([
      '/about-us: 4 JavaScript files, over the budget of 3 (assets/AboutUsPage.js, ' +
        'assets/index.js, assets/react.js, assets/vendor.js)',
    ]);
  });

  it('fails when a public page pulls admin code and Auth into its chunks', () => {
    const leaky: ModuleGraph = {
      ...graph,
      chunks: {
        ...graph.chunks,
        'assets/AboutUsPage.js': ['src/pages/AboutUsPage.tsx', 'src/admin/LoginPage.tsx'],
      },
      imports: { ...graph.imports, 'src/pages/AboutUsPage.tsx': ['src/admin/LoginPage.tsx'] },
      dynamicImports: {
        ...graph.dynamicImports,
        'src/admin/LoginPage.tsx': ['src/admin/AdminApp.tsx'],
      },
    };
    const result = checkBudgets({ manifest, graph: leaky, routes, budgets: {}, gzipSize });
    expect(result.failures).toEqual([
      '/about-us: loads firebase/auth (module node_modules/@firebase/auth/dist/esm/index.js)',
      '/about-us: loads admin code (module src/admin/AdminApp.tsx)',
      '/about-us: loads admin code (module src/admin/LoginPage.tsx)',
    ]);
  });

  it('fails when a public page loads the Firebase SDK', () => {
    const app = 'node_modules/@firebase/app/dist/esm/index.esm.js';
    const firestore = 'node_modules/@firebase/firestore/dist/lite/index.browser.esm.js';
    const readsWithTheSdk: ModuleGraph = {
      ...graph,
      chunks: {
        ...graph.chunks,
        'assets/AboutUsPage.js': ['src/pages/AboutUsPage.tsx', app, firestore],
      },
    };
    const result = checkBudgets({
      manifest,
      graph: readsWithTheSdk,
      routes,
      budgets: {},
      gzipSize,
    });
    expect(result.failures).toEqual([
      `/about-us: loads firebase/app (module ${app})`,
      `/about-us: loads firebase/firestore (module ${firestore})`,
    ]);
  });

  it('lets analytics bring the Firebase app later, but fails when it would bring Firestore', () => {
    const app = 'node_modules/@firebase/app/dist/esm/index.esm.js';
    const firestore = 'node_modules/@firebase/firestore/dist/lite/index.browser.esm.js';
    const analytics = 'src/services/analytics.ts';
    const withAnalytics = (analyticsChunk: string[]): ModuleGraph => ({
      ...graph,
      chunks: {
        ...graph.chunks,
        'assets/index.js': [...(graph.chunks['assets/index.js'] ?? []), analytics],
        'assets/analytics.js': analyticsChunk,
      },
      imports: { ...graph.imports, 'src/main.ts': ['src/app/App.tsx', analytics] },
      dynamicImports: {
        ...graph.dynamicImports,
        [analytics]: ['node_modules/firebase/analytics/dist/esm/index.esm.js'],
      },
    });
    const failures = (chunk: string[]) =>
      checkBudgets({ manifest, graph: withAnalytics(chunk), routes, budgets: {}, gzipSize })
        .failures;

    expect(failures([app])).toEqual([]);
    expect(failures([app, firestore])).toEqual([
      `/: loads firebase/firestore later (module ${firestore})`,
      `/about-us: loads firebase/firestore later (module ${firestore})`,
    ]);
  });

  it('reports a route whose page is missing as a failure instead of skipping it', () => {
    const result = checkBudgets({
      manifest,
      graph,
      routes: [{ path: '/gallery', page: 'src/pages/GalleryPage.tsx', readsFirestore: true }],
      budgets: {},
      gzipSize,
    });
    expect(result.failures).toEqual([
      '/gallery: page module src/pages/GalleryPage.tsx is not in the build',
    ]);
  });
});

describe('modules only the publish loads', () => {
  const head = 'publish/heads/programmeHead.ts';

  it('finds none in a build of the app alone', () => {
    expect(publishOnlyInBuild(graph, [head])).toEqual([]);
    expect(
      checkBudgets({ manifest, graph, routes, budgets: {}, gzipSize, publishOnly: [head] }),
    ).toMatchObject({ failures: [] });
  });

  it('fails when the route table imports a head builder, even one that renders no code', () => {
    const imported: ModuleGraph = {
      ...graph,
      imports: { ...graph.imports, 'src/app/routes.ts': [head] },
    };
    expect(
      checkBudgets({ manifest, graph: imported, routes, budgets: {}, gzipSize }).failures,
    ).toEqual([
      `${head}: only the publish loads it, but the build holds it (imported by src/app/routes.ts)`,
    ]);
  });

  it('fails when a chunk holds a head builder named outside publish/, or any module of publish/', () => {
    const srcHead = 'src/heads/memberHead.ts';
    const leaky: ModuleGraph = {
      ...graph,
      chunks: {
        ...graph.chunks,
        'assets/AboutUsPage.js': ['src/pages/AboutUsPage.tsx', srcHead, 'publish/pageHtml.ts'],
      },
      dynamicImports: { ...graph.dynamicImports, 'src/pages/AboutUsPage.tsx': [srcHead] },
    };
    expect(publishOnlyInBuild(leaky, [srcHead])).toEqual([
      'publish/pageHtml.ts: only the publish loads it, but the build holds it (in assets/AboutUsPage.js)',
      `${srcHead}: only the publish loads it, but the build holds it (in assets/AboutUsPage.js, ` +
        'imported on demand by src/pages/AboutUsPage.tsx)',
    ]);
    // Without naming it, a module under src/ is the app's own.
    expect(publishOnlyInBuild(leaky, [])).toHaveLength(1);
  });
});

describe('formatTable', () => {
  it('prints one row per route with the gzip sizes in kB and the budget', () => {
    const { reports } = checkBudgets({ manifest, graph, routes, budgets: {}, gzipSize });
    const table = formatTable(reports, { '/': { jsFiles: 5, js: 135 * KB, css: 25 * KB } });
    expect(table.split('\n')).toHaveLength(4);
    expect(table).toMatch(/^\/\s+4\s+90\.0 kB\s+40\.0 kB\s+0\.0 kB\s+5 \/ 135\.0 kB \/ 25\.0 kB$/m);
    expect(table).toMatch(/^\/about-us\s+4\s+90\.0 kB\s+30\.0 kB\s+0\.0 kB$/m);
  });
});

describe('code loaded on demand', () => {
  // The carousel as if About loaded it only when asked: what it adds beyond About's download.
  const carouselOnAbout = { module: 'src/Carousel.tsx', route: '/about-us' };

  it('is measured beyond what its route downloaded: its own chunk and stylesheet', () => {
    const result = checkBudgets({
      manifest,
      graph,
      routes,
      budgets: {},
      gzipSize,
      onDemand: [{ ...carouselOnAbout, budget: { js: 10 * KB, css: 10 * KB } }],
    });
    expect(result.failures).toEqual([]);
    // The vendor chunk it imports came with About already.
    expect(result.onDemand).toEqual([
      { module: 'src/Carousel.tsx', route: '/about-us', jsBytes: 10 * KB, cssBytes: 10 * KB },
    ]);
  });

  it('fails over its own budget, naming the module, the route and the size', () => {
    const result = checkBudgets({
      manifest,
      graph,
      routes,
      budgets: {},
      gzipSize,
      onDemand: [{ ...carouselOnAbout, budget: { js: 3 * KB, css: 1 * KB } }],
    });
    expect(result.failures).toEqual([
      'src/Carousel.tsx (on demand on /about-us): JavaScript is 10.0 kB gzip, over the budget of 3.0 kB',
      'src/Carousel.tsx (on demand on /about-us): CSS is 10.0 kB gzip, over the budget of 1.0 kB',
    ]);
  });

  it('fails when it loads a forbidden module, unless that one is named as allowed to it', () => {
    // The admin area as if About loaded it on demand: admin code and Firebase Auth.
    const adminOnAbout = { module: 'src/admin/AdminApp.tsx', route: '/about-us', budget: {} };
    const check = (mayLoad?: string[]) =>
      checkBudgets({
        manifest,
        graph,
        routes,
        budgets: {},
        gzipSize,
        onDemand: [{ ...adminOnAbout, ...(mayLoad && { mayLoad }) }],
      }).failures;
    expect(check()).toEqual([
      'src/admin/AdminApp.tsx (on demand on /about-us): loads admin code (module src/admin/AdminApp.tsx)',
      'src/admin/AdminApp.tsx (on demand on /about-us): loads firebase/auth (module node_modules/@firebase/auth/dist/esm/index.js)',
    ]);
    expect(check(['firebase/auth'])).toEqual([
      'src/admin/AdminApp.tsx (on demand on /about-us): loads admin code (module src/admin/AdminApp.tsx)',
    ]);
    expect(check(['firebase/auth', 'admin code'])).toEqual([]);
  });

  it('fails when its route or its module is not in the build', () => {
    const result = checkBudgets({
      manifest,
      graph,
      routes,
      budgets: {},
      gzipSize,
      onDemand: [
        { module: 'src/Carousel.tsx', route: '/nowhere', budget: {} },
        { module: 'src/Missing.tsx', route: '/about-us', budget: {} },
      ],
    });
    expect(result.failures).toEqual([
      'src/Carousel.tsx: its route /nowhere was not measured',
      'src/Missing.tsx: module src/Missing.tsx is not in the build',
    ]);
  });
});
