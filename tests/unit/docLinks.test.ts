/**
 * Every link of the README and of docs/ resolves: a file of the repository that is there, and a
 * heading of it where the link names one (as GitHub makes a heading's anchor). Links to other
 * sites are left alone: nothing here can reach them.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings, a repeated one numbered as GitHub numbers it. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const outsideCode = markdown.replace(/```[\s\S]*?```/g, '');
  for (const [, heading] of outsideCode.matchAll(/^#{1,6} (.+)$/gm)) {
    const anchor = anchorOf(heading ?? '');
    const count = seen.get(anchor) ?? 0;
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
    seen.set(anchor, count + 1);
  }
  return anchors;
}

/** The links of a Markdown text outside code: [text](target). */
const linksOf = (markdown: string) =>
  [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/\]\(([^)\s]+)\)/g)].map(
    (m) => m[1] as string,
  );

const DOCUMENTS = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('anchorOf', () => {
  it.each([
    ['Why a local backend', 'why-a-local-backend'],
    ["The rules on Google's engine", 'the-rules-on-googles-engine'],
    ['Members (admin)', 'members-admin'],
    ['Adding a page', 'adding-a-page'],
    ['`npm test`, step by step', 'npm-test-step-by-step'],
  ])('%s → %s', (heading, anchor) => {
    expect(anchorOf(heading)).toBe(anchor);
  });
});

describe.each(DOCUMENTS)('%s', (document) => {
  const text = readFileSync(path.join(root, document), 'utf8');
  const links = linksOf(text).filter((target) => !/^[a-z]+:/.test(target));

  it.each(links.length > 0 ? links : ['(no link)'])('%s resolves', (target) => {
    if (target === '(no link)') return;
    const [file = '', anchor] = target.split('#');
    const resolved = file === '' ? document : path.join(path.dirname(document), file);
    expect(existsSync(path.join(root, resolved)), resolved).toBe(true);
    if (anchor && resolved.endsWith('.md'))
      expect([...anchorsOf(readFileSync(path.join(root, resolved), 'utf8'))], target).toContain(
        anchor,
      );
  });
});
