/**
 * The README's recipe for a new collection holds to the tree: every file it names is there (a
 * placeholder such as `src/services/yourThings.ts` names a folder that is), and every file that
 * lists the collections of the site's content, naming two or more of them, is in it: such a file
 * would likely need the new collection too, so a recipe without it would leave the newcomer a
 * place to find alone. A file that names one collection is that collection's own (its service,
 * its screen, its page), which the recipe names by a placeholder. The few files that name two for
 * a reason a new collection does not share are listed below, each with its reason.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, COLLECTIONS } from '../../src/domain/collections';

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** The recipe: from '**A collection**' to the paragraph after its list. */
function recipe(text: string): string {
  const start = text.indexOf('**A collection**');
  const end = text.indexOf('Everything else derives from the table', start);
  if (start < 0 || end < 0) throw new Error('The README has no recipe for a new collection');
  return text.slice(start, end);
}

/** The files a recipe names: each `path` in backquotes that has a folder or an extension. */
export function namedFiles(text: string): string[] {
  const paths = [...text.matchAll(/`([A-Za-z0-9_./-]+)`/g)].map((m) => m[1] as string);
  return [...new Set(paths.filter((p) => /\.(ts|tsx|rules|json|md)$|\/$/.test(p)))];
}

const isPlaceholder = (file: string) => /yourThings|YourThings/.test(file);

/** The collections of the site's content: stored records that go to the Trash when deleted. */
const CONTENT = COLLECTION_NAMES.filter((name) => COLLECTIONS[name].trash);

/**
 * The collections among `names` that a file names as code names a collection: in TypeScript, a
 * string that is the name or has it as a segment of a path ('gallery', `gallery/${id}`,
 * '/admin/members'), or the name of a property ({ members: … }), never a comment or a word of
 * prose; in the rules and the indexes, the name quoted or as a segment of a path.
 */
export function collectionsNamed(file: string, text: string, names: readonly string[]): string[] {
  const found = new Set<string>();
  const take = (word: string) => {
    for (const name of names) if (word.split('/').includes(name)) found.add(name);
  };
  if (/\.tsx?$/.test(file)) {
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) take(node.text);
      else if (
        (ts.isPropertyAssignment(node) ||
          ts.isShorthandPropertyAssignment(node) ||
          ts.isPropertySignature(node)) &&
        (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
      )
        take(node.name.text);
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  } else for (const name of names) if (new RegExp(`[/'"]${name}[/'"]`).test(text)) found.add(name);
  return names.filter((name) => found.has(name));
}

/**
 * The files that name two or more collections of the content for a reason a new collection
 * does not share, and that reason. The recipe need not name them.
 */
const NAMING_A_FEW: Readonly<Record<string, string>> = {
  'src/admin/dashboard/dashboardSummary.ts':
    'the two tiles with details of their own: the members by term, the next programmes',
  'src/admin/paths.ts':
    'the admin addresses other screens link to: a new member (the dashboard), a programme (its registrations)',
  'src/domain/messageKinds.ts': 'the two kinds of message, two collections of one feature',
  'src/services/trash.ts': "a programme's photos, which go to the Trash and back with it",
  'src/services/registration/yearReport.ts':
    "the year's report: the programmes that began in a year, and each one's photos counted",
};

/** The tracked source files where a collection is named: code, rules, seed and fixtures. */
function sourceFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', 'src', 'seed', 'scripts', 'publish', 'local-backend', 'tests/fixtures'],
    { cwd: root, encoding: 'utf8' },
  );
  return [
    ...listed.split('\n').filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f)),
    'firestore.rules',
    'storage.rules',
    'firestore.indexes.json',
  ];
}

describe('collectionsNamed', () => {
  const names = ['members', 'gallery', 'events'];
  it.each<[string, string, string, string[]]>([
    ['a string', 'a.ts', "const c = 'gallery';", ['gallery']],
    [
      'a segment of a path',
      'a.ts',
      "const p = `gallery/${id}`; go('/admin/members');",
      ['members', 'gallery'],
    ],
    [
      'the name of a property',
      'a.ts',
      'const t = { members: 1, "events": 2 };',
      ['members', 'events'],
    ],
    ['a property of a type', 'a.ts', 'interface T { gallery: string }', ['gallery']],
    ['words of a comment or of prose', 'a.ts', "// members, gallery\nconst s = 'the members';", []],
    [
      'a name that merely starts alike',
      'a.ts',
      "const s = 'membership'; const e = 'eventsFeed';",
      [],
    ],
    ['an identifier that is no property', 'a.ts', 'const members = 1; use(members);', []],
    ['a rules path', 'firestore.rules', 'match /members/{id} { } // events', ['members']],
    ['a quoted name in JSON', 'x.json', '{ "collectionGroup": "events" }', ['events']],
  ])('%s', (_what, file, text, expected) => {
    expect(collectionsNamed(file, text, names)).toEqual(expected);
  });
});

describe('namedFiles', () => {
  it.each([
    ['a file and a folder', '1. `src/a.ts` and `src/b/`: x', ['src/a.ts', 'src/b/']],
    [
      'a rules file, a field and a word',
      '`firestore.rules`: `match`, `SEEDERS`',
      ['firestore.rules'],
    ],
    ['a placeholder', '`src/services/yourThings.ts`', ['src/services/yourThings.ts']],
    ['each once', '`x.json` then `x.json`', ['x.json']],
  ])('%s', (_what, text, files) => {
    expect(namedFiles(text)).toEqual(files);
  });
});

describe("the README's recipe for a new collection", () => {
  const files = namedFiles(recipe(readme));

  it('names the files of the recipe', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s is in the tree', (file) => {
    const there = isPlaceholder(file) ? path.dirname(file) : file;
    expect(existsSync(path.join(root, there)), there).toBe(true);
  });

  /** Each source file that names two or more collections of the content, and which. */
  const listing = new Map(
    sourceFiles()
      .map((file) => {
        const named = collectionsNamed(file, readFileSync(path.join(root, file), 'utf8'), CONTENT);
        return [file, named] as const;
      })
      .filter(([, named]) => named.length >= 2),
  );

  it('names every file that lists collections of the content, or says why not', () => {
    // The check finds the places it is about: the table, and the rules' two files.
    expect([...listing.keys()]).toEqual(
      expect.arrayContaining(['src/domain/collections.ts', 'firestore.rules', 'storage.rules']),
    );
    const leftOut = [...listing].filter(
      ([file]) => !files.includes(file) && !(file in NAMING_A_FEW),
    );
    expect(leftOut.map(([file, named]) => `${file} names ${named.join(', ')}`)).toEqual([]);
  });

  it.each(Object.keys(NAMING_A_FEW))('%s still names a few of them', (file) => {
    expect(listing.has(file)).toBe(true);
  });

  it("names, for each collection's screen and service, a place the existing ones have", () => {
    expect(files).toEqual(
      expect.arrayContaining(['src/admin/sections.ts', 'src/app/routes.ts', 'seed/data.ts']),
    );
    for (const [placeholder, existing] of [
      ['src/services/yourThings.ts', 'src/services/members.ts'],
      ['src/admin/yourThings/', 'src/admin/members/'],
      ['src/pages/YourThingsPage.tsx', 'src/pages/ProgrammesPage.tsx'],
    ] as const)
      if (files.includes(placeholder)) expect(existsSync(path.join(root, existing))).toBe(true);
  });
});
