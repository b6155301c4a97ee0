/**
 * A programme's page as the link people share opens it, on a phone, in a browser that has
 * nothing of the site yet (each test its own context, so its own empty cache):
 * - the poster in the size its place needs: a phone 360 px wide of pixel density 2 downloads a
 *   copy at most 800 px wide (AVIF, which Chromium takes), and never the full JPEG (the file
 *   Share hands over and link previews show), with `sizes` held to the width the poster is drawn
 *   at, at the widths of phones, tablets and computers;
 * - nothing asked for as built but the stylesheet and the poster: the header's logos and the
 *   site's icon are written into the page, and the photos below the poster are empty frames until
 *   the page is taken over, so that no request shares a slow connection with the poster (the
 *   entry's script follows once scripts run);
 * - the script files it downloads before its first tap, counted: at most half the 24 it took
 *   when every small module was a file of its own;
 * - the registration form's files fetched ahead, at the lowest priority, only once 'Register' has
 *   been in view and the page idle, so that the tap finds them in the cache.
 */
import type { CDPSession, Page, Request } from '@playwright/test';
import { SEED_PROGRAMMES } from '../../seed/data';
import { deviceContext, expect, takenOver, test } from './fixtures';
import { programmePages } from './routes';

const PHONE = { width: 360, height: 740 };

const camp = SEED_PROGRAMMES.find((p) => p.title === 'Archdiocesan Youth Leadership Camp')!;
/** Takes registrations on the site (seed/data.ts). */
const youthDay = SEED_PROGRAMMES.find((p) => p.title === 'Deanery Youth Day, Mathura')!;

const main = (page: Page) => page.getByRole('main');

/** The script files the programme page took over with, before the refactor into fewer files. */
const SCRIPT_FILES_BEFORE = 24;

/** Whether a request is a prefetch (a link rel="prefetch"), which Chromium marks so. */
const isPrefetch = async (request: Request) =>
  (await request.allHeaders())['sec-purpose']?.startsWith('prefetch') ?? false;

/** The width the `sizes` of the poster's sources gives at this viewport, and the drawn one. */
function posterWidths(page: Page) {
  return page.evaluate(() => {
    const source = document.querySelector<HTMLSourceElement>('picture source');
    const img = document.querySelector<HTMLImageElement>('img.programme-page-poster');
    if (!source || !img) return null;
    const entries = source.sizes.split(',').map((entry) => entry.trim());
    const chosen =
      entries
        .map((entry) => /^(\(.+\))\s+(.+)$/.exec(entry))
        .find((match) => match && window.matchMedia(match[1] ?? '').matches)?.[2] ??
      entries.at(-1) ??
      '';
    const probe = document.createElement('div');
    probe.style.width = chosen;
    document.body.append(probe);
    const said = probe.getBoundingClientRect().width;
    probe.remove();
    return { said, drawn: img.getBoundingClientRect().width };
  });
}

test('a phone 360 px wide of density 2 downloads an AVIF copy of the poster at most 800 px wide', async ({
  browser,
  page: finder,
}) => {
  const campPath = (await programmePages(finder.request)).get(camp.title) ?? '';
  // A phone's screen as well as its viewport: React's preload of the poster's copies is chosen
  // for the screen, which a context given a viewport alone keeps at the configuration's desktop
  // width.
  const context = await deviceContext(browser, { ...PHONE, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const posters: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/images/posters/')) posters.push(pathname);
  });
  await page.goto(campPath);
  const poster = main(page).getByRole('img', { name: `Poster of ${camp.title}` });
  await expect(poster).toHaveJSProperty('complete', true);
  await page.waitForLoadState('networkidle');

  const { currentSrc, naturalWidth } = await poster.evaluate((img: HTMLImageElement) => ({
    currentSrc: new URL(img.currentSrc).pathname,
    naturalWidth: img.naturalWidth,
  }));
  expect(currentSrc).toMatch(/^\/images\/posters\/[0-9a-f]{16}-\d+\.avif$/);
  expect(naturalWidth).toBeGreaterThan(0);
  expect(naturalWidth).toBeLessThanOrEqual(800);
  // One poster file downloaded, the copy drawn: no JPEG, nothing wider.
  expect(posters).toEqual([currentSrc]);
  expect(Number(/-(\d+)\.avif$/.exec(currentSrc)?.[1])).toBeLessThanOrEqual(800);
  await context.close();
});

for (const width of [360, 412, 575, 600, 800, 990, 1000, 1280])
  test(`at ${width} px, the poster's sizes is the width it is drawn at`, async ({
    browser,
    page: finder,
  }) => {
    const campPath = (await programmePages(finder.request)).get(camp.title) ?? '';
    // The page as built, which a phone draws before its scripts have run.
    const context = await deviceContext(browser, { width, height: 900, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(campPath);
    const measured = await posterWidths(page);
    expect(measured).not.toBeNull();
    expect(Math.abs((measured?.said ?? 0) - (measured?.drawn ?? -10))).toBeLessThan(2);
    await context.close();
  });

/** Has photos: its page shows them in a grid below the poster. */
const youthSunday = SEED_PROGRAMMES.find((p) => p.title === 'Youth Sunday at the Cathedral')!;

for (const programme of [camp, youthSunday])
  test(`as built, ${programme.title}'s page asks for its stylesheet and poster only: the logos, the icon and the photos' frames are in the page`, async ({
    browser,
    page: finder,
  }) => {
    const pagePath = (await programmePages(finder.request)).get(programme.title) ?? '';
    const context = await deviceContext(browser, { ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(pagePath);
    const poster = main(page).getByRole('img', { name: `Poster of ${programme.title}` });
    await expect(poster).toHaveJSProperty('complete', true);
    await page.waitForLoadState('networkidle');
    const origin = new URL(page.url()).origin;
    expect(asked).toEqual([
      `${origin}${pagePath}`,
      expect.stringMatching(/^http:\/\/[^/]+\/assets\/index-[\w-]+\.css$/),
      expect.stringMatching(/^http:\/\/[^/]+\/images\/posters\/[0-9a-f]{16}-\d+\.avif$/),
    ]);

    // Both logos drawn at the header's height, named for a screen reader.
    const banner = page.getByRole('banner');
    for (const name of [/^Crest of the Archdiocese of Agra/, /^Emblem of the Youth Commission/]) {
      const box = await banner.getByRole('img', { name }).boundingBox();
      expect(box?.height).toBeGreaterThan(30);
      expect(box?.width).toBeGreaterThan(20);
    }
    // The icon a tab shows: the profile's SVG, in the page.
    const icon = (await page.locator('link[rel="icon"]').getAttribute('href')) ?? '';
    expect(decodeURIComponent(icon)).toMatch(/^data:image\/svg\+xml,<svg [^>]*>.*<\/svg>$/);
    // Each photo an empty frame of a thumbnail's shape until the page is taken over, with no
    // picture of its own, not even one made in place.
    const photos = main(page).getByRole('button', { name: /^Open photo \d+ of \d+/ });
    expect(await photos.count()).toBe(programme === youthSunday ? 3 : 0);
    for (const photo of await photos.all()) {
      await expect(photo.locator('img')).toHaveCount(0);
      const frame = await photo.locator('.photo-waiting').boundingBox();
      expect(Math.abs((frame?.width ?? 0) / (frame?.height ?? 1) - 3 / 2)).toBeLessThan(0.02);
    }
    await expect(page.locator('img[src^="data:"]')).toHaveCount(0);
    await context.close();
  });

test("a programme's page downloads at most half as many script files as before, before its first tap", async ({
  browser,
  page: finder,
}) => {
  const youthDayPath = (await programmePages(finder.request)).get(youthDay.title) ?? '';
  const context = await deviceContext(browser, PHONE);
  const page = await context.newPage();
  const scripts: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\/assets\/.*\.js$/.test(request.url()))
      scripts.push(request);
  });
  await page.goto(youthDayPath);
  // 'Register' under the title, and again in the section on registration.
  await expect(
    main(page).getByRole('link', { name: 'Register', exact: true }).first(),
  ).toBeAttached();
  await takenOver(page);
  const ran = [];
  for (const request of scripts) if (!(await isPrefetch(request))) ran.push(request.url());
  // The entry and the files the page names for the entry to fetch: nothing else.
  const named = await page.locator('#root').getAttribute('data-scripts');
  expect(ran.length).toBe(1 + (named?.split(' ').length ?? 0));
  expect(ran.length).toBeLessThanOrEqual(SCRIPT_FILES_BEFORE / 2);
  await context.close();
});

/** Which addresses the browser served from its cache, as it reports them. */
async function servedFromCache(cdp: CDPSession) {
  const fromCache = new Set<string>();
  const fetched = new Set<string>();
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const url = urls.get(requestId);
    if (url) fromCache.add(url);
  });
  cdp.on('Network.responseReceived', ({ response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache) fromCache.add(response.url);
    else fetched.add(response.url);
  });
  return { fromCache, fetched };
}

test("the registration form's files are fetched ahead once 'Register' is seen, and the tap finds them", async ({
  browser,
  page: finder,
}) => {
  const youthDayPath = (await programmePages(finder.request)).get(youthDay.title) ?? '';
  const context = await deviceContext(browser, { width: 360, height: 740 });
  const page = await context.newPage();
  const prefetched: string[] = [];
  page.on('request', async (request) => {
    if (await isPrefetch(request)) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto(youthDayPath);
  // 'Register' under the title, in a phone's first screen; the Registration section's own is
  // further down (that one out of view fetches nothing: the screen tests hold it).
  const register = main(page).getByRole('link', { name: 'Register', exact: true }).first();
  await expect(register).toBeInViewport();
  const named = ((await page.locator('#root').getAttribute('data-prefetch')) ?? '').split(' ');
  expect(named.some((file) => /\/assets\/RegisterPage-[\w-]+\.js$/.test(file))).toBe(true);
  expect(named.some((file) => file.endsWith('.css'))).toBe(true);

  // Seen, and the page idle: every file the form needs beyond the page's own, once each.
  await expect.poll(() => [...prefetched].sort()).toEqual([...named].sort());

  const cdp = await context.newCDPSession(page);
  const { fromCache, fetched } = await servedFromCache(cdp);
  await register.click();
  await expect(
    main(page).getByRole('heading', { name: 'Who is registering?', exact: true }),
  ).toBeVisible();
  const origin = new URL(page.url()).origin;
  for (const file of named) {
    expect(fetched, `${file} downloaded again`).not.toContain(`${origin}${file}`);
    expect(fromCache, `${file} from the cache`).toContain(`${origin}${file}`);
  }
  await context.close();
});
