/**
 * Public pages arrive rendered at build time (publish/renderSite.ts): a visitor reads them
 * before, or without, any JavaScript, and the app then takes the page over without redrawing it.
 */
import { SEED_PROGRAMMES } from '../../seed/data';
import { SITE_TIME_ZONE } from '../../src/domain/siteClock';
import { expect, takenOver, test } from './fixtures';
import { languageOfPath } from '../../src/words/languages';
import { ROUTES } from './routes';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page shows its heading, title, menu and footer', async ({ page }) => {
    for (const { path, heading, title } of ROUTES) {
      await page.goto(path);
      await expect(
        page.getByRole('main').getByRole('heading', { name: heading, exact: true }),
        path,
      ).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }),
      ).toHaveAttribute('href', '/gallery');
      await expect(page.getByRole('contentinfo')).toContainText('All Right Reserved.');
    }
  });

  test('admin paths get the empty app shell, not another page', async ({ page }) => {
    for (const path of ['/admin', '/admin/members', '/admin/login']) {
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('data-prerendered-path');
    }
  });
});

test('every public page hydrates without an error and then works', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  for (const { path, heading } of ROUTES) {
    await page.goto(path);
    await expect(
      page.getByRole('main').getByRole('heading', { name: heading, exact: true }),
    ).toBeVisible();
    // The submenu button does something only once React has taken the page over.
    await takenOver(page);
    const office = page.getByRole('button', { name: 'Office submenu' });
    await office.click();
    await expect(office, path).toHaveAttribute('aria-expanded', 'true');
  }
  expect(errors).toEqual([]);
});

/** The scripts that take a page over, by chunk name (react-B1xY_2aZ.js → react). */
function pageScripts(html: string): string[] {
  const names = /<div id="root"[^>]* data-scripts="([^"]*)"/.exec(html)?.[1] ?? '';
  return names.split(' ').map((src) => /^\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(src)?.[1] ?? src);
}

test('the home page names the banner to fetch first; each page names its scripts and data origins', async ({
  page,
}) => {
  const html = async (path: string) => (await page.request.get(path)).text();
  const [home = '', about = '', bishop = '', contact = ''] = await Promise.all(
    ['/', '/about-us', '/bishop', '/contact'].map(html),
  );
  expect(home).toMatch(/<link rel="preload" as="image"[^>]*fetchpriority="high"/);
  expect(about).not.toMatch(/<link rel="preload" as="image"[^>]*banners/);
  // Pages that read Firestore (an editable page's text, when saved since the publish) open its
  // connection early; pages of plain text do not.
  expect(contact).not.toContain('rel="preconnect"');
  for (const html of [about, bishop])
    expect(html).toMatch(/<link rel="preconnect" href="http:\/\/127\.0\.0\.1:\d+" crossorigin>/);

  // Scripts take over markup already on screen: the page fetches none of them before its first
  // paint, only the entry, which fetches the ones the page names once the page is painted.
  for (const page of [home, about, bishop]) expect(page).not.toContain('rel="modulepreload"');
  // React and its router come in one file.
  expect(pageScripts(home)).toEqual(expect.arrayContaining(['HomePage', 'react']));
  expect(pageScripts(home)).not.toContain('router');
  // Home's sections below the fold (and their reads) load after it has been taken over.
  expect(pageScripts(home)).not.toContain('data');
  expect(pageScripts(about)).toEqual(expect.arrayContaining(['EditablePage', 'react']));
  // An editable page carries its text parsed: no parser, no reader before a page is saved again.
  expect(pageScripts(about)).not.toContain('pageText');
  expect(pageScripts(bishop)).toEqual(
    expect.arrayContaining(['data', 'messages', 'MessagesPage', 'react']),
  );
  // No public page loads the Firebase SDK: the pages read Firestore with plain fetch.
  for (const html of [home, about, bishop]) {
    expect(pageScripts(html)).not.toContain('firebase');
    expect(pageScripts(html)).not.toContain('firestore');
  }

  // In the browser, the entry preloads them together, at low priority.
  await page.goto('/bishop');
  await page.waitForLoadState('networkidle');
  const preloaded = await page
    .locator('head link[rel="modulepreload"]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')]),
    );
  const names = /<div id="root"[^>]* data-scripts="([^"]*)"/.exec(bishop)?.[1]?.split(' ') ?? [];
  expect(preloaded).toEqual(expect.arrayContaining(names.map((name) => [name, 'low'])));
});

test('every page rendered at build time carries its link preview; the sitemap lists them all', async ({
  page,
}) => {
  const site = 'https://demo-youth-commission.web.app';
  for (const { path, title } of ROUTES) {
    const html = await (await page.request.get(path)).text();
    const meta = (attribute: string, name: string) =>
      new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(html)?.[1];
    const url = `${site}${path}`;
    expect(html, path).toContain(`<link rel="canonical" href="${url}">`);
    expect(meta('property', 'og:url'), path).toBe(url);
    expect(meta('property', 'og:title'), path).toBe(title.replace(/&/g, '&amp;'));
    expect(meta('property', 'og:type'), path).toBe('website');
    expect(meta('name', 'description')?.length, path).toBeGreaterThan(20);
    expect(meta('property', 'og:description'), path).toBe(meta('name', 'description'));
    // The picture is a real image of the site, at an absolute address.
    const image = meta('property', 'og:image') ?? '';
    expect(image.startsWith(`${site}/images/`), path).toBe(true);
    const served = await page.request.get(image.replace(site, ''));
    expect(served.status(), image).toBe(200);
    expect(served.headers()['content-type']).toBe('image/jpeg');
  }

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const all = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  // Each page is followed by its Hindi twin (hindi.spec.ts checks those).
  const inHindi = (url: string) => languageOfPath(new URL(url).pathname) === 'hi';
  const listed = all.filter((url) => !inHindi(url));
  expect(all.filter(inHindi)).toHaveLength(listed.length);
  // Then the page of each programme (published.spec.ts checks those).
  expect(listed.slice(0, ROUTES.length)).toEqual(ROUTES.map(({ path }) => `${site}${path}`));
  expect(listed.slice(ROUTES.length)).toHaveLength(SEED_PROGRAMMES.length);
  for (const url of listed.slice(ROUTES.length))
    expect(url).toMatch(new RegExp(`^${site}/programmes/[A-Za-z0-9_-]+$`));
  expect(listed.filter((url) => url.includes('/admin'))).toEqual([]);
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
  expect(robots).toContain('Disallow: /admin/');
});

// The visitors' phones keep India's time, as the publish does: on the last evening of a month in
// UTC, a browser in UTC would be in the month before the published calendar's, and read it too.
test.describe('in India', () => {
  test.use({ timezoneId: SITE_TIME_ZONE });

  test('a page view reads the change marker once, and queries Firestore at most once per list it shows', async ({
    page,
  }) => {
    // A list is read live only when its collection changed since the publish (other tests write
    // some): never more than once a view.
    const expected: ReadonlyArray<[string, number]> = [
      // A page with programme cards also reads, once for all its cards, which take registrations
      // here and their places (live, never published; not at all when none took registrations here
      // at the publish and programmes did not change since).
      ['/', 4], // upcoming programmes, members, newest gallery entries, the cards' registrations
      ['/bishop', 1],
      ['/gallery', 1],
      ['/programmes', 3], // upcoming and past, the upcoming cards' registrations
      ['/calendar', 1],
      ['/about-us', 1], // its text, when a page was saved since the publish
      ['/contact', 0],
    ];
    type Request = { method(): string; url(): string; postData(): string | null };
    /** The collection a Firestore query asks for, or null for any other request. */
    const queried = (request: Request) => {
      if (request.method() !== 'POST' || !request.url().includes(':runQuery')) return null;
      const body = JSON.parse(request.postData() ?? '{}') as {
        structuredQuery?: { from?: { collectionId?: string }[] };
      };
      return body.structuredQuery?.from?.[0]?.collectionId ?? '?';
    };
    for (const [path, lists] of expected) {
      // Each view in a tab of its own: a read the page before made late (on a busy machine, after
      // its network had been quiet a while) is not counted for the next.
      const view = await page.context().newPage();
      const seen: string[] = [];
      view.on('request', (request) => {
        const collection = queried(request);
        if (collection !== null) seen.push(collection);
      });
      // A page with lists reads the change marker once its scripts run, which on a busy machine
      // may be after the network has been quiet a while: its answer is awaited, then the reads it
      // leads to.
      const marker =
        lists > 0 && view.waitForResponse((response) => queried(response.request()) === 'changes');
      await view.goto(path);
      // Taken over: the submenu button does something only then. The reads start after it (the
      // scripts wait for the page's largest picture), and a page without lists must not pass for
      // quiet before its scripts have run.
      const office = view.getByRole('button', { name: 'Office submenu' });
      await expect(async () => {
        if ((await office.getAttribute('aria-expanded')) !== 'true') await office.click();
        await expect(office).toHaveAttribute('aria-expanded', 'true', { timeout: 2000 });
      }, path).toPass();
      if (marker) await marker;
      await view.waitForLoadState('networkidle');
      await view.close();
      test.info().annotations.push({ type: `queries on ${path}`, description: seen.join(', ') });
      expect(
        seen.filter((c) => c === 'changes'),
        path,
      ).toHaveLength(lists > 0 ? 1 : 0);
      expect(seen.filter((c) => c !== 'changes').length, path).toBeLessThanOrEqual(lists);
    }
  });
});

test("a programme's page is taken over once its poster is drawn: its scripts wait for the poster", async ({
  browser,
  page,
}) => {
  const camp = SEED_PROGRAMMES.find((p) => p.title === 'Archdiocesan Youth Leadership Camp');
  // Its address, found in another browser context, so this page's cache holds no script yet.
  const finder = await browser.newContext();
  const list = await finder.newPage();
  await list.goto('/programmes');
  const href = await list
    .getByRole('main')
    .getByRole('link', { name: camp?.title, exact: true })
    .first()
    .getAttribute('href');
  await finder.close();

  // The poster arrives 400 ms late, as on a slow connection (within the second the entry waits
  // at most).
  await page.route('**/images/posters/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const order: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/images/posters/')) order.push('poster');
  });
  page.on('request', (request) => {
    if (/\/assets\/react-[\w-]+\.js$/.test(request.url())) order.push('react');
  });
  await page.goto(href ?? '');
  await expect(page.getByRole('img', { name: `Poster of ${camp?.title}` })).toHaveJSProperty(
    'complete',
    true,
  );
  // Taken over: React has been fetched and run, so its timing entry is there to read.
  await takenOver(page);
  expect(order).toEqual(['poster', 'react']);
  // Drawn, not only arrived: React was asked for after the browser reported the poster painted
  // as the page's largest contentful paint (both times on the page's own clock).
  const { drawn, asked } = await page.evaluate(
    () =>
      new Promise<{ drawn: number; asked: number }>((resolve) => {
        const poster = document.querySelector('img.programme-page-poster');
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as LargestContentfulPaint[];
          const react = performance
            .getEntriesByType('resource')
            .find((entry) => /\/assets\/react-[\w-]+\.js$/.test(entry.name));
          resolve({
            drawn: entries.find((entry) => entry.element === poster)?.renderTime ?? Number.NaN,
            asked: react?.startTime ?? Number.NaN,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(drawn).toBeGreaterThan(0);
  // The page asks for React once the poster is decoded and two animation frames have run (or the
  // browser reported it painted, whichever is first); the browser stamps the paint with the time
  // its frame reached the screen, which on a busy machine comes a few milliseconds after the next
  // frame's callbacks have run. So React is asked no earlier than one frame before that stamp.
  const FRAME_MS = 1000 / 60;
  expect(asked).toBeGreaterThanOrEqual(drawn - FRAME_MS);
});
