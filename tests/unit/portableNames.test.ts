/**
 * Every tracked path stays distinct on a disk that ignores case (macOS and Windows by default):
 * no two paths differ only by case, and no two modules of a folder do once their extension is
 * left off, as imports name them (`./RegistrationList` would find `registrationList.ts` there).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

/** The extensions an import may leave off, as Vite and TypeScript resolve them. */
const MODULE_EXTENSION = /\.(?:[cm]?[jt]sx?)$/;

/** Each group of paths that one case-insensitive disk would take for the same file or module. */
function caseCollisions(paths: readonly string[]): string[][] {
  const groups = new Map<string, Set<string>>();
  const add = (key: string, file: string) => {
    const group = groups.get(key) ?? new Set<string>();
    group.add(file);
    groups.set(key, group);
  };
  for (const file of paths) {
    add(`file:${file.toLowerCase()}`, file);
    if (MODULE_EXTENSION.test(file))
      add(`module:${file.replace(MODULE_EXTENSION, '').toLowerCase()}`, file);
  }
  const collisions = new Map<string, string[]>();
  for (const group of groups.values())
    if (group.size > 1) {
      const files = [...group].sort();
      collisions.set(files.join('\n'), files);
    }
  return [...collisions.values()];
}

describe('caseCollisions', () => {
  test.each([
    { paths: ['src/a.ts', 'src/b.ts'], expected: [] },
    { paths: ['src/A.ts', 'src/a.ts'], expected: [['src/A.ts', 'src/a.ts']] },
    { paths: ['Docs/x.md', 'docs/y.md'], expected: [] },
    { paths: ['docs/X.md', 'docs/x.md'], expected: [['docs/X.md', 'docs/x.md']] },
    {
      paths: ['src/RegistrationList.tsx', 'src/registrationList.ts'],
      expected: [['src/RegistrationList.tsx', 'src/registrationList.ts']],
    },
    { paths: ['src/walkIn.ts', 'src/walkIn.test.ts'], expected: [] },
    { paths: ['src/thing.ts', 'src/thing.css'], expected: [] },
    { paths: ['src/Thing.tsx', 'src/thing.css'], expected: [] },
    { paths: ['a/b.ts', 'A/b.ts'], expected: [['A/b.ts', 'a/b.ts']] },
  ])('$paths', ({ paths, expected }) => {
    expect(caseCollisions(paths)).toEqual(expected);
  });
});

test('no two tracked files or modules differ only by the case of their names', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  expect(tracked.length).toBeGreaterThan(100);
  expect(caseCollisions(tracked)).toEqual([]);
});
