/**
 * Source modules that the build configuration names by path (chunk groups, the loaders the budget
 * walk treats specially). A path that no longer exists would make them silently wrong, so it
 * fails the build instead, saying which list names it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The root-relative paths, after checking that each file exists. */
export function sourceModules(list: string, paths: readonly string[]): string[] {
  const missing = paths.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0)
    throw new Error(
      `${list} names ${missing.join(', ')}, which no longer exist${missing.length === 1 ? 's' : ''}. ` +
        'A module was renamed or moved: update the list.',
    );
  return [...paths];
}
