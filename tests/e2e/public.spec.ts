/**
 * Visitor journeys in a real browser against the seeded local backend. Expectations come from the
 * seed (seed/data.ts) and docs/behaviour.md, and the page is read as a visitor perceives it:
 * roles, names, text.
 */
import type { Page } from '@playwright/test';
import { SEED_GALLERY, SEED_MEMBERS, SEED_MESSAGES, type SeedMessage } from '../../seed/data';
import { leadingYear } from '../../src/domain/messages';
import { MESSAGE_KIND_INFO } from '../../src/domain/messageKinds';
import { expect, openHydrated, test } from './fixtures';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const main = (page: Page) => page.getByRole('main');

const termLabel = (m: { startYear: number | null; endYear: number | null }) =>
  `${m.startYear} - ${m.endYear}`;
/** Terms of the seed, newest first, as the accordion labels them. */
const seededTerms = [
  ...new Set(
    SEED_MEMBERS.filter((m) => m.startYear !== null)
      .sort((a, b) => b.startYear! - a.startYear!)
      .map(termLabel),
  ),
];
const firstParagraph = (m: SeedMessage) => m.fullMessage.split('\n\n')[0]!;

// Every route's heading, title, header and footer are checked with its accessibility test
// (tests/e2e/a11y.spec.ts), which opens each route anyway.
test.describe('the about pages', () => {
  test('the about-us page presents the four deaneries', async ({ page }) => {
    await page.goto('/about-us');
    for (const deanery of ['Agra', 'Mathura', 'Aligarh', 'Noida'])
      await expect(main(page).getByRole('heading', { name: deanery, exact: true })).toBeVisible();
  });

  test('the history page has the breadcrumb Home > About Us > History', async ({ page }) => {
    await page.goto('/history');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home', 'About Us', 'History']);
  });

  test('the mission page spells PLAN', async ({ page }) => {
    await page.goto('/mission');
    const plan = main(page).getByRole('list').first().getByRole('listitem');
    await expect(plan).toHaveCount(4);
    const initials = (await plan.allInnerTexts()).map((t) => t.trim()[0]).join('');
    expect(initials).toBe('PLAN');
  });

  test('the vision page has three points and the objectives page five', async ({ page }) => {
    await page.goto('/vision');
    await expect(main(page).getByRole('listitem')).toHaveCount(3);
    await page.goto('/objectives');
    await expect(main(page).getByRole('list').getByRole('listitem')).toHaveCount(5);
  });

  test('the chairman page shows a portrait', async ({ page }) => {
    await page.goto('/chairman');
    const portrait = main(page).getByRole('img');
    await expect(portrait).toBeVisible();
    expect(await portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('the contact page has two e-mail links and a titled map', async ({ page }) => {
    await page.goto('/contact');
    await expect(main(page).getByRole('link', { name: /@/ })).toHaveCount(2);
    await expect(main(page).locator('iframe[title^="Map"]')).toBeAttached();
  });

  test('an unknown path lands on the home page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'About the Youth Commission' })).toBeVisible();
  });

  test("the footer's Admin button leads to the login page", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });
});

test.describe('header menu', () => {
  test('About Us is active on its four sub-pages; every entry on its own path', async ({
    page,
  }) => {
    const cases: Array<[path: string, active: string]> = [
      ['/', 'Home'],
      ['/about-us', 'About Us'],
      ['/history', 'About Us'],
      ['/mission', 'About Us'],
      ['/vision', 'About Us'],
      ['/objectives', 'About Us'],
      ['/chairman', 'Office'],
      ['/bishop', 'Archbishop'],
      ['/gallery', 'Gallery'],
      ['/contact', 'Contact'],
    ];
    for (const [path, active] of cases) {
      await page.goto(path);
      const current = menu(page).locator('[aria-current="page"]');
      await expect(current, `the active entry on ${path}`).toHaveText([active]);
    }
  });

  test('the Office submenu opens and leads to a message page', async ({ page }) => {
    await openHydrated(page, '/');
    const toggle = menu(page).getByRole('button', { name: 'Office submenu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page).getByText('Diocesan Executive Committee')).toBeVisible();
    await expect(
      menu(page).getByRole('link', { name: 'Diocesan Executive Committee' }),
    ).toHaveCount(0);
    await menu(page).getByRole('link', { name: 'Diocesan Youth Director', exact: true }).click();
    await expect(page).toHaveURL(/\/youth-director$/);
    await expect(
      page.getByRole('heading', { name: 'Messages from Diocesan Youth Director' }),
    ).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header becomes sticky after 176 px of scroll', async ({ page }) => {
    await page.goto('/about-us');
    const header = page.getByRole('banner');
    const position = () => header.evaluate((el) => getComputedStyle(el).position);
    expect(await position()).not.toBe('fixed');
    await page.evaluate(() => window.scrollTo(0, 170));
    await page.waitForTimeout(100);
    expect(await position()).not.toBe('fixed');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(position).toBe('fixed');
    await expect(header).toBeInViewport();
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, navigates and closes', async ({ page }) => {
    await openHydrated(page, '/');
    const toggle = menu(page).getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page).getByRole('link', { name: 'Gallery' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu(page).getByRole('link', { name: 'Gallery' }).click();
    // The new page arrives (its code loads lazily) before the visitor reaches for the menu again.
    await expect(page.getByRole('heading', { name: 'Gallery', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page).getByRole('link', { name: 'Contact' })).toBeHidden();

    // A submenu link closes the menu too.
    await toggle.click();
    await menu(page).getByRole('button', { name: 'Office submenu' }).click();
    await menu(page).getByRole('link', { name: 'Archbishop', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Messages from Archbishop' })).toBeVisible();
    await expect(page).toHaveURL(/\/bishop$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page).getByRole('link', { name: 'Contact' })).toBeHidden();

    // And the toggle closes it again.
    await toggle.click();
    await expect(menu(page).getByRole('link', { name: 'Contact' })).toBeVisible();
    await toggle.click();
    await expect(menu(page).getByRole('link', { name: 'Contact' })).toBeHidden();
  });
});

test.describe('home page', () => {
  test('the members accordion opens the newest term and toggles the others', async ({ page }) => {
    // The accordion arrives with the page; it toggles once React has taken it over.
    await openHydrated(page, '/');
    await expect(
      page.getByRole('heading', { name: 'YOUTH COMMISSION', exact: true }),
    ).toBeVisible();
    const [newest, older] = seededTerms as [string, string];
    const termHeader = (label: string) => page.getByRole('button', { name: label, exact: true });
    const member = (term: string) =>
      page.getByRole('img', {
        name: SEED_MEMBERS.find((m) => termLabel(m) === term)!.name,
      });
    await expect(termHeader(newest)).toHaveAttribute('aria-expanded', 'true');
    await expect(termHeader(older)).toHaveAttribute('aria-expanded', 'false');
    await expect(termHeader('No Period')).toHaveAttribute('aria-expanded', 'false');
    await expect(member(newest)).toBeVisible();
    await expect(member(older)).toBeHidden();

    // Headers toggle independently: opening an older term leaves the newest open.
    await termHeader(older).click();
    await expect(termHeader(older)).toHaveAttribute('aria-expanded', 'true');
    await expect(member(older)).toBeVisible();
    await expect(termHeader(newest)).toHaveAttribute('aria-expanded', 'true');
    await termHeader(newest).click();
    await expect(termHeader(newest)).toHaveAttribute('aria-expanded', 'false');
    await expect(member(newest)).toBeHidden();
    await expect(member(older)).toBeVisible();
  });

  test('the last group is No Period, and a member card shows role and name', async ({ page }) => {
    await openHydrated(page, '/');
    const headers = page.locator('.members-accordion').getByRole('button');
    await expect(headers.last()).toHaveText('No Period');
    // An administrator journey may add an older term meanwhile; the seeded ones keep their order.
    const labels = await headers.allInnerTexts();
    expect(labels.filter((l) => seededTerms.includes(l.trim()))).toEqual(seededTerms);
    const withoutPeriod = SEED_MEMBERS.find((m) => m.startYear === null)!;
    await page.getByRole('button', { name: 'No Period' }).click();
    const section = page.getByRole('region', { name: 'No Period' });
    await expect(section).toContainText(withoutPeriod.role);
    await expect(section).toContainText(withoutPeriod.name);
  });

  test('the gallery carousel shows the seeded images, newest first', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'photo gallery slideshow' });
    const newest = [...SEED_GALLERY].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    // Slides in view are exposed; the rest (and the loop's clones) are hidden from everyone.
    const shown = carousel.getByRole('img');
    await expect(shown).toHaveCount(5);
    // Another test may add a newer upload meanwhile; the seeded ones keep their order.
    const titles = await shown.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
    const seededShown = titles.filter((t) => newest.some((s) => s.title === t));
    expect(seededShown).toEqual(newest.slice(0, seededShown.length).map((s) => s.title));
    expect(seededShown.length).toBeGreaterThanOrEqual(4);
  });
});

test.describe('message pages', () => {
  for (const info of Object.values(MESSAGE_KIND_INFO)) {
    test(`${info.publicTitle}: newest row open, rows expand on their own`, async ({ page }) => {
      const [newest, older] = SEED_MESSAGES.filter((m) => m.kind === info.kind).sort(
        (a, b) => leadingYear(b.year)! - leadingYear(a.year)!,
      ) as [SeedMessage, SeedMessage];
      // The rows arrive with the page; they open and close once React has taken it over.
      await openHydrated(page, `/${info.slug}`);
      await expect(page.getByRole('heading', { name: info.publicTitle })).toBeVisible();
      const row = (m: SeedMessage) => page.getByRole('button', { name: m.title });
      await expect(row(newest)).toContainText(newest.year);
      await expect(row(newest)).toContainText(newest.name);
      await expect(row(newest)).toHaveAttribute('aria-expanded', 'true');
      await expect(row(older)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByText(firstParagraph(newest))).toBeVisible();
      await expect(page.getByText(firstParagraph(older))).toBeHidden();
      // Paragraphs are split at blank lines.
      const newestPanel = page.getByRole('region', { name: newest.title });
      await expect(newestPanel.getByRole('paragraph')).toHaveCount(
        newest.fullMessage.split('\n\n').length,
      );

      await row(older).click();
      await expect(row(older)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(firstParagraph(older))).toBeVisible();
      await expect(row(newest)).toHaveAttribute('aria-expanded', 'true');
      await row(newest).click();
      await expect(row(newest)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByText(firstParagraph(newest))).toBeHidden();
    });
  }
});

test('the gallery page shows every seeded image, linking to its full size', async ({ page }) => {
  await page.goto('/gallery');
  for (const image of SEED_GALLERY) {
    const link = main(page).getByRole('link', { name: image.title });
    await expect(link.getByRole('img')).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
  }
  const first = main(page).getByRole('link', { name: SEED_GALLERY[0]!.title });
  const response = await page.request.get((await first.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
});
