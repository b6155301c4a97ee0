/**
 * Each gallery image says in `sizes` the width it is drawn at, so that a browser takes the
 * smallest stored file that fills it at the screen's pixel density: held here to the layout at
 * the widths of phones, tablets and desktops, on the gallery's grid, on the home page's
 * carousel and on a programme's photos, and the file a phone then takes.
 */
import type { Page } from '@playwright/test';
import { deviceContext, expect, test } from './fixtures';

/** Widths across every breakpoint of the grid and the carousel. */
const WIDTHS = [360, 412, 500, 600, 800, 1000, 1280, 1440];

/**
 * Each gallery image drawn: the width its `sizes` gives at this viewport, and the width it is
 * drawn at.
 */
function widths(page: Page) {
  return page.$$eval('.gallery-link img[srcset]', (images) =>
    images.flatMap((image) => {
      const img = image as HTMLImageElement;
      const entries = img.sizes.split(',').map((entry) => entry.trim());
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
      const drawn = img.getBoundingClientRect().width;
      // A slide out of the carousel's view is not drawn (nor downloaded).
      return drawn > 0 ? [{ said, drawn }] : [];
    }),
  );
}

for (const width of WIDTHS)
  for (const script of [true, false])
    test(`at ${width} px, ${script ? 'with' : 'before any'} script, every gallery image's sizes is the width it is drawn at`, async ({
      browser,
    }) => {
      const context = await deviceContext(browser, {
        width,
        height: 900,
        // The page as built, which a phone draws before its script has run.
        javaScriptEnabled: script,
      });
      const page = await context.newPage();
      const measure = async (path: string) => {
        await page.locator('.gallery-link img[srcset]').first().waitFor();
        // A list read live may replace the published one meanwhile (other tests add photos):
        // measure once images are drawn again.
        let measured: Awaited<ReturnType<typeof widths>> = [];
        await expect
          .poll(async () => (measured = await widths(page)).length, { message: path })
          .toBeGreaterThan(0);
        for (const { said, drawn } of measured)
          expect(Math.abs(said - drawn), path).toBeLessThan(2);
      };
      for (const path of ['/gallery', '/']) {
        await page.goto(path);
        await measure(path);
      }
      // The photos of a programme on its page (seed/data.ts: Youth Sunday has three), which get
      // their files once the page is taken over (src/components/PhotoGrid.tsx).
      if (script) {
        await page.goto('/programmes');
        await page
          .getByRole('link', { name: 'Youth Sunday at the Cathedral', exact: true })
          .first()
          .click();
        await page.locator('.photo-open').first().waitFor();
        await measure("a programme's page");
      }
      await context.close();
    });

/** The gallery copies (thumb_, medium_ or the full file) of the images a page requests, in order. */
function galleryRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const name = /\/o\/gallery%2F([^?]+)/.exec(request.url())?.[1];
    if (request.resourceType() === 'image' && name) requested.push(decodeURIComponent(name));
  });
  return requested;
}

test("a phone of pixel density 2 downloads only the publish's copy of the gallery page's thumbnails, from the site", async ({
  browser,
}) => {
  const context = await deviceContext(browser, { width: 360, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const requested = galleryRequests(page);
  const copiesRequested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/images/thumbs/')) copiesRequested.push(pathname);
  });
  await page.goto('/gallery');
  const first = page.locator('.gallery-link img').first();
  await expect(first).toHaveJSProperty('complete', true);
  const { currentSrc, copy, thumb } = await first.evaluate((img: HTMLImageElement) => {
    const [copy, thumb] = img.srcset.split(',').map((entry) => entry.trim().split(' ')[0] ?? '');
    return { currentSrc: new URL(img.currentSrc).pathname, copy, thumb };
  });
  // The publish's copy of the seeded photo's thumbnail (publish/publishThumbnails.ts), 320 px
  // wide, is what a column of 148 px at density 2 takes.
  expect(copy).toMatch(/^\/images\/thumbs\/[0-9a-f]{16}-320\.webp$/);
  expect(decodeURIComponent(thumb ?? '')).toContain('/thumb_');
  expect(currentSrc).toBe(copy);
  // The file itself is 320 px wide (naturalWidth is the width it is drawn at, by `sizes`).
  const fileWidth = await page.evaluate(
    async (address) => (await createImageBitmap(await (await fetch(address)).blob())).width,
    copy ?? '',
  );
  expect(fileWidth).toBe(320);
  expect(copiesRequested).toContain(copy);
  // Nothing of Storage was fetched of a picture with a copy (the preload links of the first
  // screen's pictures included): no thumbnail, no medium-size copy, no full image. (Photos other
  // tests upload since the publish have no copy.)
  const withCopy = await page
    .locator('.gallery-link img[srcset^="/images/thumbs/"]')
    .evaluateAll((images) =>
      images.map((img) =>
        decodeURIComponent(
          /gallery%2Fthumb_([^?]+)/.exec((img as HTMLImageElement).srcset)?.[1] ?? '',
        ),
      ),
    );
  expect(withCopy.length).toBeGreaterThan(0);
  const ofCopied = requested.filter((name) => withCopy.some((file) => name.endsWith(file)));
  expect(ofCopied).toEqual([]);
  await context.close();
});

test("a phone of pixel density 2 takes the 1080 px copy for the home carousel's single slide", async ({
  browser,
}) => {
  const context = await deviceContext(browser, { width: 360, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto('/');
  // A slide of a photo stored with all three copies (others' tests add photos without), loaded
  // as a copy of itself: the same srcset and sizes, so the same choice, at once.
  const slide = page.locator('.gallery-carousel img[srcset*="medium_"]').first();
  await slide.waitFor({ state: 'attached' });
  const { currentSrc, medium } = await slide.evaluate(
    (img: HTMLImageElement) =>
      new Promise<{ currentSrc: string; medium: string }>((resolve, reject) => {
        const copy = img.cloneNode() as HTMLImageElement;
        copy.loading = 'eager';
        copy.onload = () =>
          resolve({
            currentSrc: copy.currentSrc,
            medium: copy.srcset.split(',')[1]?.trim().split(' ')[0] ?? '',
          });
        copy.onerror = () => reject(new Error('the copy did not load'));
        document.body.append(copy);
      }),
  );
  expect(decodeURIComponent(medium)).toContain('/medium_');
  expect(currentSrc).toBe(medium);
  await context.close();
});
