/**
 * The README's recipe for a new collection holds to the tree: every file it names is there (a
 * placeholder such as `src/services/yourThings.ts` names a folder that is), and every file that
 * names each collection of the site's content, one by one, is in it: such a file would need the
 * new collection too, so a recipe without it would leave the newcomer a place to find alone.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

/** Whether a text names every one of these words, as whole words. */
const namesAll = (text: string, words: readonly string[]) =>
  words.every((word) => new RegExp(`\\b${word}\\b`).test(text));

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

  it('names every file that names each collection of the content', () => {
    const enumerating = sourceFiles().filter((file) =>
      namesAll(readFileSync(path.join(root, file), 'utf8'), CONTENT),
    );
    // The check finds the places it is about: the table at least.
    expect(enumerating).toContain('src/domain/collections.ts');
    expect(enumerating.filter((file) => !files.includes(file))).toEqual([]);
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
