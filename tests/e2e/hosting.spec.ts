/**
 * The site as Firebase Hosting serves it (the global setup runs firebase-tools' Hosting emulator
 * with the real firebase.json): clean URLs, the app shell for unknown paths, 404s for missing
 * files, the headers and the Content-Security-Policy. And what a visitor sees when a page cannot
 * be loaded, as in a tab left open across a deploy, or when a page fails while rendering.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { e2eEnv } from './env';
import { expect, openHydrated, test } from './fixtures';

const production = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../firebase.json'), 'utf8'),
) as { hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] } };

const productionCsp =
  production.hosting.headers
    .find((rule) => rule.source === '**')
    ?.headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

const local = (name: 'authPort' | 'firestorePort' | 'storagePort') =>
  `http://127.0.0.1:${e2eEnv(name)}`;

test.describe('served by Firebase Hosting', () => {
  test('a page by its clean URL, and its .html address redirects there', async ({ request }) => {
    const page = await request.get('/about-us');
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('data-prerendered-path="/about-us"');

    const old = await request.get('/about-us.html', { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers()['location']).toBe('/about-us');
  });

  test('an unknown path gets the app shell, which leads home', async ({ request, page }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');

    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a missing script, stylesheet or image is a 404, never the app shell', async ({
    request,
  }) => {
    for (const missing of [
      '/assets/GalleryPage-gone1234.js',
      '/assets/index-gone1234.css',
      '/images/banners/gone.webp',
      '/images/nowhere',
    ]) {
      const response = await request.get(missing);
      expect(response.status(), missing).toBe(404);
      expect(await response.text(), missing).not.toContain('<div id="root">');
    }
  });

  test('pages are revalidated, hashed assets cached for a year, site images for a day', async ({
    request,
  }) => {
    const home = await request.get('/');
    expect(home.headers()['cache-control']).toBe('no-cache');
    const html = await home.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const image = /src="(\/images\/[^"]+)"/.exec(html)?.[1];
    expect(script, 'a script of the home page').toBeDefined();
    expect(image, 'an image of the home page').toBeDefined();

    const asset = await request.get(script as string);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-type']).toMatch(/javascript/);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const picture = await request.get(image as string);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['cache-control']).toBe('public, max-age=86400');
  });

  test('every answer carries the security headers and the production CSP', async ({ request }) => {
    for (const url of ['/', '/gallery', '/admin/members', '/assets/GalleryPage-gone1234.js']) {
      const headers = (await request.get(url)).headers();
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');

      // The test stack's hosts are added to connect-src and img-src; nothing else differs.
      const served = directives(headers['content-security-policy'] ?? '');
      const expected = directives(productionCsp);
      expected.get('connect-src')?.push(local('authPort'), local('firestorePort'));
      expected.get('connect-src')?.push(local('storagePort'));
      expected.get('img-src')?.push(local('storagePort'));
      expect(Object.fromEntries(served), url).toEqual(Object.fromEntries(expected));
    }
  });

  test('a Content-Security-Policy violation is caught by the tests', async ({
    page,
    cspViolations,
  }) => {
    await openHydrated(page, '/about-us');
    expect(cspViolations).toEqual([]);
    // Style elements need a hash in style-src: this one has none.
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'main { outline: 1px solid red; }';
      document.head.append(style);
    });
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toMatch(/^\/about-us: style-src-elem refused inline/);
    // Caused on purpose: the automatic check after this test must not count it.
    cspViolations.length = 0;
  });
});

/** Records the paths of the documents the tab loads (the first visit, each reload). */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('when a page cannot be shown', () => {
  test("a page whose chunk is gone reloads once, then says so, inside the site's layout", async ({
    page,
    baseURL,
  }) => {
    const loads = documentLoads(page);
    // As after a deploy: the tab asks for the gallery's chunk by its old name, which Hosting no
    // longer has, so the emulator answers 404 for it.
    let chunkRequests = 0;
    await page.route(/\/assets\/GalleryPage-[\w-]+\.js$/, (route) => {
      chunkRequests++;
      return route.continue({ url: `${baseURL}/assets/GalleryPage-gone1234.js` });
    });
    await openHydrated(page, '/');

    await mainMenu(page).getByRole('link', { name: 'Gallery' }).click();

    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(
      main.getByText('This page could not be loaded. Check your connection, then reload the page.'),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // One automatic reload of /gallery after the first failure, none after the second.
    expect(loads).toEqual(['/', '/gallery']);
    // Once before the reload and at least once after it (a preload and the import may both ask).
    expect(chunkRequests).toBeGreaterThanOrEqual(2);
    await page.waitForLoadState('networkidle');
    expect(loads).toEqual(['/', '/gallery']);

    // The visitor's own reload is honoured, and the page says the same, without looping.
    const reloaded = page.waitForEvent('load');
    await main.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(main.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loads).toEqual(['/', '/gallery', '/gallery']);

    await main.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(main.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });

  test("without React's script a published page stays readable, and the app shell says why", async ({
    page,
  }) => {
    // As when the connection drops after the page arrived: React's chunk, which the app the
    // entry imports needs, never comes.
    await page.route(/\/assets\/react-[\w-]+\.js$/, (route) => route.abort());
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto('/about-us');
    await expect
      .poll(() => errors.some((text) => text.startsWith('The app could not start')))
      .toBe(true);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(page.locator('html[data-taken-over]')).toHaveCount(0);

    errors.length = 0;
    await page.goto('/admin');
    await expect
      .poll(() => errors.some((text) => text.startsWith('The app could not start')))
      .toBe(true);
    await expect(
      page.getByText('Something went wrong: this page could not be loaded.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reload' })).toHaveAttribute('href', /\/admin$/);
  });

  test('a page that fails while rendering shows the error page in the layout', async ({ page }) => {
    const loads = documentLoads(page);
    // A stand-in for a bug: the editable pages' chunk, replaced by a component that throws.
    await page.route(/\/assets\/EditablePage-[\w-]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "export function EditablePage() { throw new Error('A bug in the About Us page'); }",
      }),
    );
    await openHydrated(page, '/');

    await mainMenu(page).getByRole('link', { name: 'About Us' }).click();

    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(
      main.getByText('Sorry, this page could not be shown. Reloading the page may help.'),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(loads, 'a bug is not fixed by reloading: no automatic reload').toEqual(['/']);

    // The menu still works, and the next page shows again.
    await mainMenu(page).getByRole('link', { name: 'Gallery' }).click();
    await expect(main.getByRole('heading', { name: 'Gallery', exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });
});
