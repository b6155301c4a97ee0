/**
 * Build-time rendering (src/app/prerender.tsx): every public route renders to HTML with its own
 * content, the shared header and footer, and no inline script (the CSP forbids them). That the
 * browser then hydrates this HTML without a mismatch is checked in a real browser, on the real
 * build (tests/e2e/prerender.spec.ts): React's server renderer leaves context values behind in
 * this process, so a hydration here would not be a fair test.
 *
 * The editable pages render with a publish, as the build renders them, their text the built-in
 * one (the seed's): the reader of their records is mocked at its module boundary.
 */
import { describe, expect, it, vi } from 'vitest';
import { renderPage, type Publish } from '../../../src/app/prerender';
import { ROUTES as TABLE } from '../../../src/app/routes';
import { BUILT_IN_BANNER, BUILT_IN_SITE_DETAILS } from '../../../src/components/siteDetails';
import { ROUTES } from '../../e2e/routes';

vi.mock('../../../src/services/pageText', () => import('./builtInPageText'));

const editable = new Set(TABLE.filter((route) => route.props?.['page']).map((r) => r.path));

const publish = (): Publish => ({
  today: '2026-11-24',
  changes: {},
  site: { details: BUILT_IN_SITE_DETAILS, banner: BUILT_IN_BANNER },
  started: new Map(),
});

describe.each(ROUTES)('$path', ({ path, heading: expectedHeading }) => {
  it('renders its page with header and footer, its title, and no inline script', async () => {
    const { html, title } = await renderPage(
      path,
      TABLE,
      editable.has(path) ? publish() : undefined,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const heading = [...page.querySelectorAll('main h1, main h2')].map((h) => h.textContent);
    expect(heading).toContain(expectedHeading);
    expect(page.querySelector('header nav[aria-label="Main"]')).not.toBeNull();
    expect(page.querySelector('footer')?.textContent).toContain('All Right Reserved.');
    expect(page.querySelector('script')).toBeNull();
    expect(title).toMatch(/Youth Commission of Agra Archdiocese$/);
  });
});

it('renders every editable page among them', () => {
  expect(editable.size).toBe(6);
});
