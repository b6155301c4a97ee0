/**
 * Build-time rendering (src/app/prerender.tsx): every public route renders to HTML with its own
 * content, the shared header and footer, and no inline script (the CSP forbids them). That the
 * browser then hydrates this HTML without a mismatch is checked in a real browser, on the real
 * build (tests/e2e/prerender.spec.ts): React's server renderer leaves context values behind in
 * this process, so a hydration here would not be a fair test.
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '../../../scripts/check-budget';
import { renderPage } from '../../../src/app/prerender';

/** What each page's HTML must already say, before any JavaScript runs. */
const EXPECTED_TEXT: Record<string, string> = {
  '/': 'About the Youth Commission',
  '/about-us': 'About Us',
  '/history': 'History',
  '/mission': 'Our Mission',
  '/vision': 'Our Vision',
  '/objectives': 'Our Objectives',
  '/chairman': 'Message from the Chairman',
  '/bishop': 'Messages from Archbishop',
  '/youth-director': 'Messages from Diocesan Youth Director',
  '/associate-director': 'Messages from Associate Diocesan Youth Director',
  '/lady-animator': 'Messages from Diocesan Lady Youth Animator',
  '/contact': 'Contact Us',
  '/gallery': 'Gallery',
};

describe.each(PUBLIC_ROUTES.map((route) => route.path))('%s', (path) => {
  it('renders its page with header and footer, its title, and no inline script', async () => {
    const { html, title } = await renderPage(path);
    const page = document.createElement('div');
    page.innerHTML = html;
    const heading = [...page.querySelectorAll('main h1, main h2')].map((h) => h.textContent);
    expect(heading).toContain(EXPECTED_TEXT[path]);
    expect(page.querySelector('header nav[aria-label="Main"]')).not.toBeNull();
    expect(page.querySelector('footer')?.textContent).toContain('All Right Reserved.');
    expect(page.querySelector('script')).toBeNull();
    expect(title).toMatch(/Youth Commission of Agra Archdiocese$/);
  });
});
