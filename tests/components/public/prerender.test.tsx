/**
 * Build-time rendering (src/app/prerender.tsx): every public route renders to HTML with its own
 * content, the shared header and footer, and no inline script (the CSP forbids them). That the
 * browser then hydrates this HTML without a mismatch is checked in a real browser, on the real
 * build (tests/e2e/prerender.spec.ts): React's server renderer leaves context values behind in
 * this process, so a hydration here would not be a fair test.
 */
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../src/app/prerender';
import { ROUTES } from '../../e2e/routes';

describe.each(ROUTES)('$path', ({ path, heading: expectedHeading }) => {
  it('renders its page with header and footer, its title, and no inline script', async () => {
    const { html, title } = await renderPage(path);
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
