/**
 * A programme's photos and the photo viewer, in a browser: the seeded 'Youth Sunday at the
 * Cathedral' has three photos (seed/data.ts). A photo on the programme's page and on /gallery
 * opens in the site's viewer, not in a new tab, and Escape gives the focus back to it; the viewer
 * by keyboard (← and →, Escape, the focus back on the thumbnail), by the browser's Back button and
 * by a swipe on a phone, where it takes the 1080 px copy; the gallery of the programme
 * (/gallery?programme={id}); axe with the viewer open at both widths.
 */
import type { Locator, Page } from '@playwright/test';
import { deviceContext, expect, expectNoAxeViolations, openHydrated, test } from './fixtures';

const PROGRAMME = 'Youth Sunday at the Cathedral';
/** Its photos, newest first. */
const PHOTOS = [
  'New Youth Committee 2025-2027',
  'Youth Sunday Mass at the Cathedral',
  'Candlelight Prayer Vigil for Peace',
];

/** Opens the programme's page from the list of programmes; resolves with its address. */
async function openProgramme(page: Page): Promise<string> {
  await openHydrated(page, '/programmes');
  await page.getByRole('link', { name: PROGRAMME, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: PROGRAMME })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return new URL(page.url()).pathname;
}

/** How many photos the heading says the programme has (other tests may add some). */
async function photoCount(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { level: 2, name: /^Photos \(\d+\)$/ });
  await expect(heading).toBeVisible();
  return Number(/\d+/.exec((await heading.textContent()) ?? '')?.[0]);
}

/** The thumbnail of a seeded photo: its button. */
const thumbnail = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^Open photo \\d+ of \\d+: ${title}$`) });

/**
 * The places a photo opens from, each found as a visitor finds it, with the role of its photos:
 * buttons on a programme's page, links to the image on /gallery (where the page's scripts have
 * not run, the image opens by itself).
 */
const PLACES: { where: string; open: (page: Page) => Promise<string>; role: 'button' | 'link' }[] =
  [
    { where: "a programme's page", open: openProgramme, role: 'button' },
    {
      where: '/gallery',
      open: async (page) => {
        await openHydrated(page, '/gallery');
        await page.waitForLoadState('networkidle');
        return '/gallery';
      },
      role: 'link',
    },
  ];

/**
 * The first photo of the page, newest first (other tests may add some), and its title. It is found
 * again by its title and its thumbnail's file, not by its place: a live read of the list may move
 * it while the test runs, and other tests' photos may share its title.
 */
async function firstPhoto(page: Page, role: 'button' | 'link') {
  const photos = page.getByRole('main').getByRole(role, { name: /^Open photo \d+(?: of \d+)?: / });
  const [label, file] = await photos
    .first()
    .evaluate((element) => [
      element.getAttribute('aria-label') ?? '',
      element.querySelector('img')?.getAttribute('src') ?? '',
    ]);
  const title = /^Open photo 1(?: of \d+)?: (.+)$/.exec(label ?? '')?.[1] ?? '';
  expect(title, 'the first photo is photo 1, with a title').not.toBe('');
  const photo: Locator = photos
    .and(page.getByRole(role, { name: new RegExp(`: ${escaped(title)}$`) }))
    .filter({ has: page.locator(`img[src="${file}"]`) });
  return { photo, title };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const { where, open, role } of PLACES)
  test(`a photo on ${where} opens in the site's viewer, not a new tab, and Escape gives the focus back`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const address = await open(page);
    const { photo, title } = await firstPhoto(page, role);
    const tabs: Page[] = [];
    page.context().on('page', (tab) => tabs.push(tab));

    await photo.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toHaveAccessibleName(title);
    const image = viewer.getByRole('img', { name: title });
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(tabs, 'no tab opened with the bare image').toEqual([]);
    expect(new URL(page.url()).pathname).toBe(address);

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(photo).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(address);
  });

test('the viewer works by keyboard, closes by Escape and by Back, and gives the focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const address = await openProgramme(page);
  const total = await photoCount(page);
  expect(total).toBeGreaterThanOrEqual(3);

  const first = thumbnail(page, PHOTOS[0] as string);
  const place = Number(
    /Open photo (\d+)/.exec((await first.getAttribute('aria-label')) ?? '')?.[1],
  );
  await first.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer).toHaveAccessibleName(PHOTOS[0] as string);
  await expect(viewer.getByText(`${place} of ${total}`, { exact: true })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(viewer).toHaveAccessibleName(PHOTOS[1] as string);
  await expect(viewer.getByText(`${place + 1} of ${total}`, { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toHaveAccessibleName(PHOTOS[2] as string);
  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toHaveAccessibleName(PHOTOS[1] as string);
  await expect(viewer.getByRole('link', { name: 'Ask to remove this photo' })).toHaveAttribute(
    'href',
    /^mailto:[^?]+\?subject=Please%20remove%20a%20photo%20from%20the%20website&body=.*Youth%20Sunday%20Mass%20at%20the%20Cathedral/,
  );

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(first).toBeFocused();
  expect(new URL(page.url()).pathname).toBe(address);

  // Back closes it and leaves the visitor on the page, where Back would have taken them before.
  await first.click();
  await expect(viewer).toBeVisible();
  await page.goBack();
  await expect(viewer).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(address);
  await expect(first).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/programmes$/);
});

test('on a phone the viewer takes the 1080 px copy and moves by a swipe', async ({ browser }) => {
  const context = await deviceContext(browser, { width: 360, height: 740, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await openProgramme(page);
  await thumbnail(page, PHOTOS[0] as string).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toHaveAccessibleName(PHOTOS[0] as string);
  const image = viewer.getByRole('img', { name: PHOTOS[0] as string });
  await expect(image).toHaveJSProperty('complete', true);
  expect(
    decodeURIComponent(await image.evaluate((img: HTMLImageElement) => img.currentSrc)),
  ).toContain('/medium_');

  /** A finger drawn sideways across the photo, as touch pointer events. */
  const swipe = async (dx: number) => {
    const box = await viewer.locator('.photo-viewer-stage').boundingBox();
    if (!box) throw new Error('the photo is not shown');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const pointer = { pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true };
    const stage = viewer.locator('.photo-viewer-stage img');
    await stage.dispatchEvent('pointerdown', { ...pointer, clientX: x, clientY: y });
    await stage.dispatchEvent('pointerup', { ...pointer, clientX: x + dx, clientY: y + 5 });
  };
  await swipe(-150);
  await expect(viewer).toHaveAccessibleName(PHOTOS[1] as string);
  await swipe(150);
  await expect(viewer).toHaveAccessibleName(PHOTOS[0] as string);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  await context.close();
});

test('the gallery of a programme shows its photos with the same viewer and links back to it', async ({
  page,
}) => {
  const address = await openProgramme(page);
  const id = address.split('/').pop() ?? '';
  await openHydrated(page, `/gallery?programme=${id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Photos of ${PROGRAMME}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: `Back to ${PROGRAMME}` })).toHaveAttribute(
    'href',
    address,
  );
  await thumbnail(page, PHOTOS[1] as string).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toHaveAccessibleName(PHOTOS[1] as string);
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toHaveAccessibleName(PHOTOS[2] as string);
});

test('axe finds nothing with the viewer open, at 375 px and at desktop width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openProgramme(page);
  await thumbnail(page, PHOTOS[0] as string).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toHaveAccessibleName(PHOTOS[0] as string);
  await expect(viewer.getByRole('img')).toHaveJSProperty('complete', true);
  await expectNoAxeViolations(page, 'the photo viewer (375 px)', { soft: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.waitForFunction(() => window.innerWidth === 1280);
  await expectNoAxeViolations(page, 'the photo viewer (desktop)', { soft: true });
});
