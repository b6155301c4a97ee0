/**
 * The Content-Security-Policy's style-src (firebase.json) allows no inline styles but by hash. What
 * the browser checks against it: `style="…"` attributes in the HTML rendered at build time (React
 * sets styles through the CSSOM once it runs, which CSP does not govern) and <style> elements
 * (react-toastify adds one with its stylesheet). Each needs its hash in style-src, and a hash that
 * nothing needs any more should go. The browser tests report any violation on the real build.
 */
import { render } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Toasts } from '../../src/admin/ui/Toasts';
import { renderPage } from '../../src/app/prerender';
import { ROUTES } from '../e2e/routes';

const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};
const csp =
  config.hosting.headers
    .find((rule) => rule.source === '**')
    ?.headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
const styleSrc =
  csp
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'style-src')
    ?.slice(1) ?? [];

const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Every style attribute of the pages rendered at build time, by page. */
async function renderedStyleAttributes(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const { path } of ROUTES) {
    const page = document.createElement('div');
    page.innerHTML = (await renderPage(path)).html;
    for (const element of page.querySelectorAll('[style]')) {
      const value = element.getAttribute('style') ?? '';
      found.set(value, [...(found.get(value) ?? []), path]);
    }
  }
  return found;
}

/** The text of every <style> element the admin toasts add to the page. */
function toastStylesheets(): string[] {
  render(<Toasts />);
  return [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '');
}

describe("the CSP's style-src", () => {
  it('has no unsafe-inline and no catch-all', () => {
    expect(styleSrc).toContain("'self'");
    expect(styleSrc).not.toContain("'unsafe-inline'");
    expect(styleSrc.filter((source) => !source.startsWith("'"))).toEqual([]);
  });

  it('allows each style attribute of the HTML rendered at build time by its hash', async () => {
    const attributes = await renderedStyleAttributes();
    // The home page's banner carousel places its first slide before React arrives.
    expect(attributes.size).toBeGreaterThan(0);
    expect(styleSrc, "hashes of style attributes count only with 'unsafe-hashes'").toContain(
      "'unsafe-hashes'",
    );
    for (const [value, paths] of attributes)
      expect(styleSrc, `style="${value}" on ${paths.join(', ')}`).toContain(hashSource(value));
  });

  it('allows the stylesheet react-toastify adds for the admin toasts by its hash', () => {
    const sheets = toastStylesheets();
    expect(sheets).toHaveLength(1);
    expect(styleSrc, 'the hash of the toasts stylesheet of this react-toastify').toContain(
      hashSource(sheets[0] as string),
    );
  });

  it('holds no hash that nothing needs', async () => {
    const needed = new Set(
      [...(await renderedStyleAttributes()).keys(), ...toastStylesheets()].map(hashSource),
    );
    const hashes = styleSrc.filter((source) => source.startsWith("'sha256-"));
    expect(hashes.filter((hash) => !needed.has(hash))).toEqual([]);
  });
});
