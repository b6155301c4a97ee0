/**
 * The Content-Security-Policy's style-src (firebase.json) allows no inline styles but by hash. What
 * the browser checks against it: `style="…"` attributes in the HTML rendered at build time (React
 * sets styles through the CSSOM once it runs, which CSP does not govern) and <style> elements
 * (react-toastify adds one with its stylesheet). The published pages carry content whose amount
 * varies (a carousel of three photos or of twelve), so their HTML has no style attribute at all,
 * and the one <style> element has its hash; a hash that nothing needs any more should go. The
 * browser tests report any violation on the real build.
 */
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Toasts } from '../../src/admin/ui/Toasts';
import { renderPage } from '../../src/app/prerender';
import { BannerCarousel } from '../../src/components/BannerCarousel';
import { GalleryCarousel } from '../../src/components/GalleryCarousel';
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

  it('finds no style attribute in the HTML rendered at build time', async () => {
    expect([...(await renderedStyleAttributes()).keys()]).toEqual([]);
  });

  it.each([1, 2, 3, 4, 5, 6, 12])(
    'finds no style attribute in a gallery carousel of %i photos as built',
    (count) => {
      const images = Array.from({ length: count }, (_, i) => ({
        id: `p${i}`,
        title: `Photo ${i}`,
        imageUrl: `https://images.example/p${i}.jpeg`,
        fileName: '',
        createdAt: null,
      }));
      const html = renderToString(<GalleryCarousel images={images} />);
      expect(html).toContain('Photo 0');
      expect(html).not.toMatch(/\sstyle=/);
    },
  );

  it('finds no style attribute in the banner as built', () => {
    const html = renderToString(<BannerCarousel />);
    expect(html).toContain('<picture>');
    expect(html).not.toMatch(/\sstyle=/);
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
