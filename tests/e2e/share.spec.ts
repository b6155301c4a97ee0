/**
 * Sharing a seeded programme in a real browser, on the page the build published: its poster shown
 * from the copies the publish put in the site (on the site's own origin), 'Share' on a phone that
 * can share files handing the share sheet the JPEG copy with the caption, within the tap, the
 * file fetched once Share has come into view;
 * and, in this Chromium, which has no share sheet on Linux, the caption copied. The phone's share
 * sheet is stood in for by a script that runs before the page's own and records what it is given.
 */
import type { Page } from '@playwright/test';
import { SEED_PROGRAMMES } from '../../seed/data';
import { expect, openHydrated, test } from './fixtures';

const PHONE = { width: 375, height: 740 };
const camp = SEED_PROGRAMMES.find((p) => p.title === 'Archdiocesan Youth Leadership Camp')!;

const main = (page: Page) => page.getByRole('main');

/** What the stand-in share sheet was given, with whether the tap's activation was still on. */
interface Shared {
  title?: string;
  text?: string;
  url?: string;
  files: { name: string; type: string; size: number; start: number[] }[];
  withinTheTap: boolean;
}

/** A share sheet that takes JPEG files, as Android's and iOS's do. */
function standInShareSheet() {
  const shared: unknown[] = [];
  Object.assign(window, { e2eShared: shared });
  Object.defineProperty(Navigator.prototype, 'canShare', {
    configurable: true,
    value: (data?: ShareData) => (data?.files ?? []).every((file) => file.type === 'image/jpeg'),
  });
  Object.defineProperty(Navigator.prototype, 'share', {
    configurable: true,
    value: async (data: ShareData) => {
      // Read before anything is awaited: the tap's activation as the share sheet would see it.
      const withinTheTap = navigator.userActivation.isActive;
      const files = await Promise.all(
        (data.files ?? []).map(async (file) => ({
          name: file.name,
          type: file.type,
          size: file.size,
          start: [...new Uint8Array(await file.slice(0, 3).arrayBuffer())],
        })),
      );
      shared.push({ title: data.title, text: data.text, url: data.url, files, withinTheTap });
    },
  });
}

/** Opens the seeded camp's page from /programmes, as a visitor would. */
async function openCamp(page: Page) {
  await page.setViewportSize(PHONE);
  await openHydrated(page, '/programmes');
  await main(page).getByRole('link', { name: camp.title, exact: true }).first().click();
  await expect(main(page).getByRole('heading', { name: camp.title, level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test("a programme's poster is its copy in the site, and Share hands over that file with the caption", async ({
  page,
}) => {
  await page.addInitScript(standInShareSheet);
  await openCamp(page);

  const poster = main(page).getByRole('img', { name: `Poster of ${camp.title}` });
  // Drawn from an AVIF copy; the JPEG is the picture for browsers that take none of the copies.
  await expect(poster).toHaveAttribute('src', /^\/images\/posters\/[0-9a-f]{16}\.jpg$/);
  // Drawn once it has arrived: the in-app link's page asks for it after the first page's network
  // went quiet, so no load state covers it.
  await expect
    .poll(() => poster.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  expect(await poster.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);

  /** The JPEG copy's fetches made to share it. */
  const fetchedToShare = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter(
            (entry) =>
              /\/images\/posters\/[0-9a-f]{16}\.jpg$/.test(entry.name) &&
              (entry as PerformanceResourceTiming).initiatorType === 'fetch',
          ).length,
    );
  // Fetched ahead of the tap only once Share has come into view (and the page is idle).
  const share = main(page).getByRole('button', { name: 'Share', exact: true });
  await expect(share).not.toBeInViewport();
  expect(await fetchedToShare()).toBe(0);
  await share.scrollIntoViewIfNeeded();
  await expect.poll(fetchedToShare).toBe(1);
  await share.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { e2eShared: Shared[] }).e2eShared))
    .toHaveLength(1);
  const [shared] = await page.evaluate(
    () => (window as unknown as { e2eShared: Shared[] }).e2eShared,
  );
  expect(shared?.withinTheTap).toBe(true);
  expect(shared?.files).toHaveLength(1);
  expect(shared?.files[0]).toMatchObject({
    name: 'archdiocesan-youth-leadership-camp.jpg',
    type: 'image/jpeg',
    start: [0xff, 0xd8, 0xff],
  });
  expect(shared?.files[0]?.size).toBeGreaterThan(1000);
  expect(shared?.url).toBeUndefined();
  const lines = (shared?.text ?? '').split('\n');
  expect(lines[0]).toBe(camp.title);
  expect(lines.at(-1)).toBe(page.url());

  // WhatsApp opens with the same caption.
  const whatsApp = main(page).getByRole('link', { name: /^WhatsApp/ });
  const href = (await whatsApp.getAttribute('href')) ?? '';
  expect(new URL(href).origin).toBe('https://wa.me');
  expect(new URL(href).searchParams.get('text')).toBe(shared?.text);
  // Nothing to say after a share: the note stays empty (and so is not shown).
  await expect(main(page).locator('[role="status"]')).toHaveText('');
});

test('where the browser has no share sheet, Share copies the caption and says so', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openCamp(page);
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');

  await main(page).getByRole('button', { name: 'Share', exact: true }).click();
  await expect(main(page).getByRole('status')).toHaveText('Link copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')[0]).toBe(camp.title);
  expect(copied.split('\n').at(-1)).toBe(page.url());
});
