/**
 * The carousels in Chromium, where CSS and the browser's own sense of keyboard focus apply: the
 * banner shows no arrows on a phone even before any script has run, and a click on an arrow does
 * not stop a carousel, while keyboard focus inside does.
 */
import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

const banner = (page: Page) => page.getByRole('region', { name: 'banner slideshow' });
const arrows = (page: Page) =>
  banner(page).getByRole('button', { name: /^(Previous|Next) slide$/ });
const dots = (page: Page) => banner(page).getByRole('button', { name: /^Show slide \d$/ });
/** The banner slide in view, by the ordinal its alt text starts with ('two' for slide 2). */
const bannerShows = (page: Page, ordinal: string) =>
  banner(page).getByRole('img', { name: new RegExp(`^slide ${ordinal} out of four`) });

test.describe('banner arrows, before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  for (const [width, shown] of [
    [375, false],
    [767, false],
    [768, true],
    [1280, true],
  ] as const)
    test(`at ${width} px they are ${shown ? 'shown' : 'hidden'}; the dots always are`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      await expect(bannerShows(page, 'one')).toBeVisible();
      await expect(dots(page)).toHaveCount(4);
      for (const dot of await dots(page).all()) await expect(dot).toBeVisible();
      // Hidden arrows leave the accessibility tree: none are found, and none can take focus.
      await expect(arrows(page)).toHaveCount(shown ? 2 : 0);
      if (shown) for (const arrow of await arrows(page).all()) await expect(arrow).toBeVisible();
    });
});

test('on a phone the banner keeps its arrows hidden once the app has taken the page over', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await openHydrated(page, '/');
  await expect(arrows(page)).toHaveCount(0);
  await dots(page).nth(2).click();
  await expect(bannerShows(page, 'three')).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('what stops the rotation', () => {
  // The suite prefers reduced motion by default (playwright.config.ts); these tests need motion.
  test.use({ reducedMotion: 'no-preference' });

  test('a mouse click on an arrow does not; keyboard focus on a dot does', async ({ page }) => {
    await page.clock.install();
    await openHydrated(page, '/');
    await banner(page).getByRole('button', { name: 'Next slide' }).click();
    await page.clock.runFor(1_100);
    await expect(bannerShows(page, 'two')).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(bannerShows(page, 'three')).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(dots(page).first()).toBeFocused();
    await page.clock.runFor(12_000);
    await expect(bannerShows(page, 'three')).toBeVisible();
  });

  test('keyboard focus on a gallery picture does', async ({ page }) => {
    await page.clock.install();
    await openHydrated(page, '/');
    const gallery = page.getByRole('region', { name: 'photo gallery slideshow' });
    const shown = () =>
      gallery.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
    const pause = gallery.getByRole('button', { name: 'Pause photo gallery slideshow' });
    await pause.focus();
    await page.keyboard.press('Tab');
    const focused = gallery.getByRole('link').first();
    await expect(focused).toBeFocused();
    const before = await shown();
    await page.clock.runFor(10_000);
    expect(await shown()).toEqual(before);

    // Back on the pause button, outside the pictures, it turns again.
    await page.keyboard.press('Shift+Tab');
    await expect(pause).toBeFocused();
    await page.clock.runFor(3_600);
    expect(await shown()).not.toEqual(before);
  });
});
