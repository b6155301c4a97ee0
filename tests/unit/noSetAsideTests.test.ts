/**
 * No test is set aside in the tree: no `.only` (which silently runs one test of a file), no
 * `.fixme` or `.todo`, and no unconditional `.skip`. A skip that says why on a condition (Vitest's
 * `skipIf`, Playwright's `test.skip(condition, reason)`, what this machine lacks) is fine.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

/** What sets a test aside in a line of a test file, or null. */
function setAside(line: string): string | null {
  const code = line.replace(/\/\/.*$/, '');
  const found =
    /\b(?:it|test|describe|suite|adminTest)(?:\.\w+)*\.(only|fixme|todo)\b/.exec(code) ??
    // A skip of a title (a string first) or of a table, rather than of a condition.
    /\b(?:it|test|describe|suite|adminTest)(?:\.\w+)*\.skip(?:\.each\b|\s*\(\s*['"`])/.exec(code);
  return found ? found[0] : null;
}

/**
 * A line that calls `name.modifier`, written from its parts so that this file holds no set-aside
 * call of its own for a search of the tree to find.
 */
const line = (name: string, modifier: string, rest: string) => `${name}.${modifier}${rest}`;

describe('setAside', () => {
  test.each([
    [line('it', 'only', "('x', () => {})"), 'it.only'],
    [line('test', 'fixme', "('x', async () => {})"), 'test.fixme'],
    [line('describe', 'skip', "('x', () => {})"), line('describe', 'skip', "('")],
    [line('it', 'skip', ".each(rows)('%s', () => {})"), 'it.skip.each'],
    [line('adminTest', 'skip', '(`x`, async () => {})'), line('adminTest', 'skip', '(`')],
    [line('test.describe', 'only', "('x', () => {})"), 'test.describe.only'],
    [line('it', 'todo', "('later')"), 'it.todo'],
    [line('describe', 'skipIf', "(onOfficialEmulators)('x', () => {})"), null],
    [line('test', 'skip', "(!hasJava, 'needs Java 21')"), null],
    ["it.each(rows)('%s', () => {})", null],
    [`// ${line('it', 'only', ' was here once')}`, null],
    ["const only = args.only.split(',');", null],
  ])('%s', (code, expected) => {
    expect(setAside(code)).toBe(expected);
  });
});

test('no test file of the repository sets a test aside', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => /(\.test|\.spec)\.tsx?$/.test(file) || file.startsWith('tests/e2e/'));
  expect(files.length).toBeGreaterThan(100);
  const found = files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => {
        const what = setAside(line);
        return what && file !== 'tests/unit/noSetAsideTests.test.ts'
          ? [`${file}:${i + 1}: ${what}`]
          : [];
      }),
  );
  expect(found).toEqual([]);
});
