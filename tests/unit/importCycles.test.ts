// @vitest-environment node
/**
 * No circle in the import graph of the repository's code, tests aside (src/, publish/, scripts/,
 * local-backend/, seed/, tools/ and the configuration files at the root), counting what runs:
 * static imports, dynamic import() and the modules import.meta.glob matches. A circle makes a module run before the one it needs
 * (an import that is undefined for a moment), and it ties together code that should read one way
 * (see docs/development.md, "How it is built"). The detector is proven first on small trees, one per kind
 * of edge.
 */
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycleText, globToRegExp, importCycles, importGraph } from './importGraph';

const tree = (files: Record<string, string>) => new Map(Object.entries(files));
const cyclesOf = (files: Record<string, string>) =>
  importCycles(importGraph(tree(files))).map(cycleText);

describe('the detector', () => {
  it.each<{ name: string; files: Record<string, string>; cycles: string[] }>([
    {
      name: 'a static circle',
      files: { 'a.ts': "import { b } from './b';", 'b.ts': "import { a } from './a';" },
      cycles: ['a.ts → b.ts → a.ts, in a circle of 2 modules: a.ts, b.ts'],
    },
    {
      name: 'a circle through a re-export',
      files: { 'a.ts': "export { b } from './b';", 'b.ts': "import { a } from './a';" },
      cycles: ['a.ts → b.ts → a.ts, in a circle of 2 modules: a.ts, b.ts'],
    },
    {
      name: 'a circle through a dynamic import',
      files: {
        'a.tsx': "const B = lazy(() => import('./b'));",
        'b.ts': "import { a } from './a';",
      },
      cycles: ['a.tsx → b.ts (import()) → a.tsx, in a circle of 2 modules: a.tsx, b.ts'],
    },
    {
      name: 'a circle through a glob',
      files: {
        'app/App.tsx': "const pages = import.meta.glob(['../pages/*.tsx']);",
        'pages/Home.tsx': "import { routes } from '../app/routes';",
        'app/routes.ts': "import { App } from './App';",
      },
      cycles: [
        'app/App.tsx → pages/Home.tsx (glob) → app/routes.ts → app/App.tsx, ' +
          'in a circle of 3 modules: app/App.tsx, app/routes.ts, pages/Home.tsx',
      ],
    },
    {
      name: 'a circle through a glob written from the root',
      files: {
        'src/a.ts': "const all = import.meta.glob('/src/**/*.ts', { eager: true });",
        'src/deep/b.ts': "import '../a';",
      },
      cycles: [
        'src/a.ts → src/deep/b.ts (glob) → src/a.ts, in a circle of 2 modules: src/a.ts, src/deep/b.ts',
      ],
    },
    {
      name: 'a module that imports itself',
      files: { 'a.ts': "import './a';" },
      cycles: ['a.ts → a.ts, in a circle of 1 module: a.ts'],
    },
    {
      name: 'a circle through a folder’s index',
      files: { 'a.ts': "import { b } from './b';", 'b/index.ts': "import { a } from '../a';" },
      cycles: ['a.ts → b/index.ts → a.ts, in a circle of 2 modules: a.ts, b/index.ts'],
    },
    {
      name: 'imports one way only',
      files: {
        'a.ts': "import { b } from './b'; const c = () => import('./c');",
        'b.ts': "import { c } from './c';",
        'c.ts': 'export const c = 1;',
      },
      cycles: [],
    },
    {
      name: 'a circle of types only, which the build drops',
      files: {
        'a.ts': "import type { B } from './b'; export type { B } from './b';",
        'b.ts': "import { a } from './a';",
      },
      cycles: [],
    },
    {
      name: 'a module a glob leaves out with !',
      files: {
        'a.ts': "import.meta.glob(['./pages/*.ts', '!./pages/Skip.ts']);",
        'pages/Home.ts': 'export const home = 1;',
        'pages/Skip.ts': "import '../a';",
      },
      cycles: [],
    },
    {
      name: 'imports written in comments and strings',
      files: {
        'a.ts': "// import { b } from './b';\nconst text = \"import('./b')\";",
        'b.ts': "import { a } from './a';",
      },
      cycles: [],
    },
  ])('$name', ({ files, cycles }) => {
    expect(cyclesOf(files)).toEqual(cycles);
  });

  it('names every circle, each once, however many modules it holds', () => {
    expect(
      cyclesOf({
        'a.ts': "import './b';",
        'b.ts': "import './c'; import './a';",
        'c.ts': "import './a';",
        'x.ts': "import './y';",
        'y.ts': "import('./x');",
      }),
    ).toEqual([
      'a.ts → b.ts → a.ts, in a circle of 3 modules: a.ts, b.ts, c.ts',
      'x.ts → y.ts → x.ts (import()), in a circle of 2 modules: x.ts, y.ts',
    ]);
  });

  it('reports what it cannot follow, rather than passing it by', () => {
    const { unfollowed } = importGraph(
      tree({
        'a.ts': [
          "import { gone } from './gone';",
          "import './styles.css';",
          "import React from 'react';",
          'const page = (name: string) => import(`./pages/${name}`);',
          "const none = import.meta.glob('./nothing/*.ts');",
        ].join('\n'),
      }),
    );
    expect(unfollowed).toEqual([
      "a.ts: './gone' is no module of the tree",
      'a.ts: import() of a computed path',
      'a.ts: import.meta.glob(./nothing/*.ts) matches no module',
    ]);
  });

  it('takes an import of a module left out of the graph (a test support) as no edge', () => {
    const graph = importGraph(
      tree({
        'scripts/test.ts': "import { env } from '../tests/e2e/env.ts';",
        'src/a.ts': "import { gone } from '../tests/gone';",
      }),
      new Set(['tests/e2e/env.ts']),
    );
    expect(graph.edges.get('scripts/test.ts')).toEqual([]);
    expect(graph.unfollowed).toEqual(["src/a.ts: '../tests/gone' is no module of the tree"]);
  });

  it.each([
    ['src/pages/*.tsx', 'src/pages/Home.tsx', true],
    ['src/pages/*.tsx', 'src/pages/deep/Home.tsx', false],
    ['src/**/*.ts', 'src/a.ts', true],
    ['src/**/*.ts', 'src/a/b/c.ts', true],
    ['src/**/*.ts', 'srcx/a.ts', false],
    ['src/admin/{settings,members}/*.tsx', 'src/admin/settings/TeamPage.tsx', true],
    ['src/admin/{settings,members}/*.tsx', 'src/admin/gallery/GalleryAdmin.tsx', false],
    ['src/a?.ts', 'src/ab.ts', true],
    ['src/a.ts', 'src/aXts', false],
  ])('the glob %s matches %s: %s', (glob, file, matches) => {
    expect(globToRegExp(glob).test(file)).toBe(matches);
  });
});

const root = path.resolve(import.meta.dirname, '../..');

/** A module: TypeScript, or JavaScript run as it is (a configuration, a Node preload). */
const MODULE = /\.(tsx?|mts|cts|m?js|cjs)$/;

/**
 * The folders of the root that hold no code of the repository: the tests, the packages, the
 * folders .gitignore names (what the tools generate), and hidden ones (git's, the CI's, the
 * workflows').
 */
function foldersLeftOut(): Set<string> {
  const ignored = readFileSync(path.join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^\/?[\w.-]+\/$/.test(line))
    .map((line) => line.replace(/^\/|\/$/g, ''));
  return new Set(['tests', 'node_modules', ...ignored]);
}

/** Every module of the repository but the tests', by its path from the project's root. */
function sourceTree(): Map<string, string> {
  const leftOut = foldersLeftOut();
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true }) as Dirent[]) {
      const file = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !(folder === '' && leftOut.has(entry.name))) walk(file);
      } else if (MODULE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(file);
    }
  };
  walk('');
  return new Map(files.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
}

/** The modules of tests/, which the code may import (its test support) but which are not graphed. */
function testModules(): Set<string> {
  const files = readdirSync(path.join(root, 'tests'), { recursive: true, encoding: 'utf8' });
  return new Set(
    files
      .filter((file) => MODULE.test(file))
      .map((file) => path.posix.join('tests', file.split(path.sep).join('/'))),
  );
}

describe('the code of the repository, tests aside', () => {
  const tree = sourceTree();
  const graph = importGraph(tree, testModules());

  it('holds every folder of code', () => {
    const folders = new Set([...tree.keys()].map((file) => file.split('/')[0]));
    expect([...folders].filter((folder) => !folder?.includes('.'))).toEqual(
      expect.arrayContaining(['local-backend', 'publish', 'scripts', 'seed', 'src', 'tools']),
    );
    expect(folders.has('tests')).toBe(false);
    expect(tree.has('vite.config.ts')).toBe(true);
  });

  it('has every import followed, the route table’s glob among them', () => {
    expect(graph.unfollowed).toEqual([]);
    // The glob of the router reaches the pages and the admin area.
    expect(graph.edges.get('src/app/App.tsx')).toEqual(
      expect.arrayContaining([
        { to: 'src/admin/AdminApp.tsx', kind: 'glob' },
        { to: 'src/pages/HomePage.tsx', kind: 'glob' },
      ]),
    );
  });

  it('has no import circle', () => {
    expect(importCycles(graph).map(cycleText)).toEqual([]);
  });
});
