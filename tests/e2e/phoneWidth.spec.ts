/**
 * No page scrolls sideways on a phone 360 px wide (740 px tall): every route of the route table
 * (a programme's page and its register page's first step among them, for the seeded programme
 * that takes registrations here) and every screen of the admin area's section table (each section,
 * each of its pages: Settings' pages and a programme's registrations), as an owner sees them once
 * they have read what they show. The lists come from the two tables, so a new route or screen is
 * held to it without a word here.
 */
import type { Page } from '@playwright/test';
import { SEED_PROGRAMMES } from '../../seed/data';
import { ADMIN_SECTIONS } from '../../src/admin/sections';
import { adminPath } from '../../src/admin/paths';
import { ROUTES } from '../../src/app/routes';
import { adminTest, expect, test } from './fixtures';

const PHONE = { width: 360, height: 740 };

/** A phone: its screen as large as its viewport, touch, and the page's viewport meta applied. */
const PHONE_CONTEXT = { viewport: PHONE, screen: PHONE, isMobile: true, hasTouch: true };
test.use(PHONE_CONTEXT);
adminTest.use(PHONE_CONTEXT);

/** The seeded programme that takes registrations on this site. */
const REGISTERING = SEED_PROGRAMMES.find((p) => p.registration)!;

/** Where the public routes of the table lead, a route with ':id' at the registering programme. */
const routePath = (path: string, programmeId: string) => path.replace(':id', programmeId);

/** The admin area's own route: its screens come from the section table below. */
const ADMIN_AREA = '/admin/*';

/** Every screen of the section table: each section, and each of its pages. */
const ADMIN_SCREENS = ADMIN_SECTIONS.flatMap((section) => [
  { path: section.path, title: section.title },
  ...(section.pages ?? []).map((page) => ({
    path: `${section.path}/${page.path}`,
    title: `${section.title}: ${page.title}`,
  })),
]);

/** The id of the seeded programme that takes registrations, as its card on /programmes links it. */
async function registeringProgrammeId(page: Page): Promise<string> {
  await page.goto('/programmes');
  const href = await page
    .getByRole('main')
    .getByRole('link', { name: REGISTERING.title, exact: true })
    .first()
    .getAttribute('href');
  const id = /^\/programmes\/([^/?#]+)$/.exec(href ?? '')?.[1];
  expect(id, `the link of '${REGISTERING.title}' on /programmes (${href})`).toBeTruthy();
  return id!;
}

/** Waits until the page has read and drawn what it shows: no request left, no spinner. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
}

/**
 * Fails when the page is wider than the phone, naming the elements that reach past its right edge
 * themselves (none of their children does, and no box that clips them stays inside), so that a
 * failure says where to look.
 */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, culprits } = await page.evaluate((width) => {
    const beyond = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
    const placedApart = (position: string) => position === 'absolute' || position === 'fixed';
    // A box clips what it contains, and an absolutely placed element only from the box that
    // places it (the nearest positioned one) outwards: the boxes in between do not clip it.
    const clipped = (el: Element) => {
      let escapes = placedApart(getComputedStyle(el).position);
      for (let box = el.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        const places = style.position !== 'static' || style.transform !== 'none';
        if ((!escapes || places) && style.overflowX !== 'visible' && !beyond(box)) return true;
        if (places) escapes = placedApart(style.position);
      }
      return false;
    };
    const describe = (el: Element) => {
      const classes = [...el.classList].slice(0, 3).join('.');
      const text = (el.textContent ?? '').trim().slice(0, 40);
      const { left, right } = el.getBoundingClientRect();
      return `<${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}" ${Math.round(left)}–${Math.round(right)}`;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => beyond(el) && ![...el.children].some(beyond) && !clipped(el))
      .slice(0, 5)
      .map(describe);
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  }, PHONE.width);
  expect
    .soft(scrollWidth, `${what} at ${page.url()} is ${scrollWidth} px wide: ${culprits.join('; ')}`)
    .toBeLessThanOrEqual(PHONE.width);
}

test('every public route fits a phone 360 px wide', async ({ page }) => {
  test.slow();
  const programmeId = await registeringProgrammeId(page);
  const paths = ROUTES.filter((route) => route.path !== ADMIN_AREA).map((route) =>
    routePath(route.path, programmeId),
  );
  // The check can fail: the list holds the pages the issue names, and no pattern is left in it.
  expect(paths).toEqual(
    expect.arrayContaining([
      '/',
      `/programmes/${programmeId}`,
      `/programmes/${programmeId}/register`,
      '/my-registrations',
      '/admin/login',
    ]),
  );
  expect(paths.filter((path) => path.includes(':') || path.includes('*'))).toEqual([]);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    await settled(page);
    await expectNoSidewaysScroll(page, path);
  }
});

test.describe('before its scripts have run', () => {
  test.use({ javaScriptEnabled: false });

  test('every published page fits a phone 360 px wide as it arrives', async ({ page }) => {
    // What a visitor sees until the scripts take the page over (a second or more on a slow
    // phone): the page as built, its carousels laid out by classes alone.
    const programmeId = await registeringProgrammeId(page);
    const paths = ROUTES.filter((route) => route.prerender || route.perRecord).map((route) =>
      routePath(route.path, programmeId),
    );
    expect(paths).toEqual(expect.arrayContaining(['/', '/gallery', `/programmes/${programmeId}`]));
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html')).not.toHaveAttribute('data-taken-over');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
      await expectNoSidewaysScroll(page, `${path} as published`);
    }
  });
});

adminTest('every admin screen fits a phone 360 px wide', async ({ page }) => {
  test.slow();
  const programmeId = await registeringProgrammeId(page);
  for (const screen of ADMIN_SCREENS) {
    const path = adminPath(...screen.path.replace(':programmeId', programmeId).split('/'));
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: screen.title, level: 1, exact: true }),
    ).toBeVisible();
    // A programme's page is measured once it has read the programme it is about.
    if (screen.path.includes(':programmeId'))
      await expect(page.getByRole('heading', { name: REGISTERING.title, level: 2 })).toBeVisible();
    await settled(page);
    await expectNoSidewaysScroll(page, screen.title);
  }
});

adminTest(
  "the admin top bar on a phone: a Menu button of 44 px, the commission's name whole",
  async ({ page }) => {
    await page.goto('/admin/dashboard');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const logout = page.getByRole('button', { name: 'Logout', exact: true });
    for (const button of [menu, logout]) {
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const title = page
      .getByRole('banner')
      .getByText('Youth Commission Agra Admin', { exact: true });
    await expect(title).toBeVisible();
    // Wrapped, not cut: the whole name is drawn inside its box.
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await menu.click();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  },
);
