/**
 * Every public route and every admin screen as drawn: axe (WCAG 2.2 A and AA rule sets) at desktop
 * width and at 375 px, and the purged stylesheets keeping every Bootstrap rule the screen uses (a
 * look of its own at the same screens would load each again); plus the accessibility behaviours
 * that axe cannot see: carousels
 * that can be paused and stay still for visitors who prefer reduced motion, hidden slides out of
 * reach, disclosure buttons with aria-expanded, focus after a route change, dialogs that trap and
 * return focus, visible focus, announced form errors.
 */
import type { Locator, Page } from '@playwright/test';
import { SEED_MESSAGES } from '../../seed/data';
import { MESSAGE_KIND_INFO } from '../../src/domain/messageKinds';
import {
  ACCOUNTS,
  adminLookTest,
  expect,
  expectBootstrapRulesKept,
  expectNoAxeViolations,
  gradientImage,
  lookTest,
  openHydrated,
  signIn,
  test,
} from './fixtures';
import { ROUTES, SITE_TITLE } from './routes';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 720 },
  { name: '375 px', width: 375, height: 740 },
] as const;

/** Waits until the data-driven parts have loaded (no spinner left). */
async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
}

/**
 * Shows a screen at 375 px, runs axe and looks for Bootstrap rules the build left out, widens the
 * window to desktop and runs axe again (the layout follows the width as it does for a visitor who
 * rotates a tablet). Reports every violation and missing rule, and fails at the end of the test.
 */
async function checkAtBothWidths(page: Page, screen: string, show: () => Promise<void>) {
  const [phone, desktop] = [VIEWPORTS[1], VIEWPORTS[0]];
  await page.setViewportSize(phone);
  await show();
  await settled(page);
  await expectNoAxeViolations(page, `${screen} (${phone.name})`, { soft: true });
  await expectBootstrapRulesKept(page, screen, { soft: true });
  await page.setViewportSize(desktop);
  await page.waitForFunction((width) => window.innerWidth === width, desktop.width);
  await settled(page);
  await expectNoAxeViolations(page, `${screen} (${desktop.name})`, { soft: true });
}

test.describe('axe: public routes', () => {
  for (const { path, heading, title } of ROUTES) {
    lookTest(path, async ({ page }) => {
      await checkAtBothWidths(page, path, () => page.goto(path).then(() => undefined));
      // The route renders its content in the site's layout.
      await expect(
        page.getByRole('main').getByRole('heading', { name: heading, exact: true }),
      ).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('banner')).toContainText(SITE_TITLE);
      await expect(page.getByRole('contentinfo')).toContainText(
        '© 2025 Youth Commission of Agra Archdiocese. All Right Reserved.',
      );
    });
  }

  lookTest('the mobile menu, open', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[1]);
    await openHydrated(page, '/about-us');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Office submenu' }).click();
    await expectNoAxeViolations(page, 'open mobile menu', { soft: true });
    await expectBootstrapRulesKept(page, 'open mobile menu', { soft: true });
  });
});

test.describe('axe: admin screens', () => {
  test('the login page and the not-an-administrator page', async ({ page }) => {
    await checkAtBothWidths(page, 'login', async () => {
      await page.goto('/admin/login');
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    });
    await signIn(page, ACCOUNTS.editor);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await checkAtBothWidths(page, 'not an administrator', async () => {
      await page.goto('/admin/dashboard');
      await expect(
        page.getByRole('heading', { name: 'This account is not an administrator.' }),
      ).toBeVisible();
    });
  });

  /** A screen, the title it shows, and what it shows once it has read what it needs. */
  const SCREENS: Array<[path: string, title: string, ready?: (page: Page) => Promise<void>]> = [
    ['dashboard', 'Dashboard'],
    ['members', 'Members Management'],
    // One screen for the four kinds of message: one of each collection behind them.
    ...[MESSAGE_KIND_INFO.bishop, MESSAGE_KIND_INFO.lady_animator].map(
      (k) => [k.slug, k.adminTitle] as [string, string],
    ),
    ['events', 'Events Management'],
    [
      'report',
      "Year's report",
      // Once this year's report is read: the year's heading, never a failure.
      async (page) => {
        await expect(page.getByRole('heading', { level: 2, name: /^\d{4}$/ })).toBeVisible();
        await expect(page.getByText(/could not be read/)).toHaveCount(0);
      },
    ],
    ['gallery', 'Gallery Management'],
    ['pages', 'Pages'],
    [
      'pages/about-us',
      'Pages: Edit a page',
      (page) => expect(page.getByRole('region', { name: 'Versions' })).toBeVisible(),
    ],
    ['settings', 'Settings'],
    // Each page of Settings, as an owner sees it once it has read what is saved.
    [
      'settings/publishing',
      'Settings: Publishing',
      (page) =>
        expect(page.getByText('Checking when the site was last published...')).toHaveCount(0),
    ],
    [
      'settings/site-details',
      'Settings: Site details',
      (page) => expect(page.getByRole('button', { name: 'Save site details' })).toBeVisible(),
    ],
    [
      'settings/banner',
      'Settings: Home banner',
      (page) => expect(page.getByRole('form', { name: 'Slide 4' })).toBeVisible(),
    ],
    ['settings/backup', 'Settings: Backup'],
    ['settings/team', 'Settings: Team'],
    ['settings/trash', 'Settings: Trash'],
  ];
  for (const [path, title, ready] of SCREENS)
    adminLookTest(`/admin/${path}`, async ({ page }) => {
      await checkAtBothWidths(page, `/admin/${path}`, async () => {
        await page.goto(`/admin/${path}`);
        await expect(
          page.getByRole('heading', { name: title, level: 1, exact: true }),
        ).toBeVisible();
        await ready?.(page);
      });
    });

  adminLookTest('the phone menu of the shell, open', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[1]);
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expectNoAxeViolations(page, 'admin menu open (375 px)');
  });

  adminLookTest('the member form', async ({ page }) => {
    await checkAtBothWidths(page, 'member form', async () => {
      await page.goto('/admin/members');
      await page.getByRole('button', { name: 'Add New Member' }).click();
      await expect(page.getByRole('form', { name: 'Add New Member' })).toBeVisible();
    });
  });

  adminLookTest('the crop dialog', async ({ page }) => {
    await checkAtBothWidths(page, 'crop dialog', async () => {
      await page.goto('/admin/members');
      await page.getByRole('button', { name: 'Add New Member' }).click();
      await pickPhoto(page);
      await expect(page.getByRole('dialog', { name: 'Crop image' })).toBeVisible();
    });
  });

  adminLookTest('the confirm dialog', async ({ page }) => {
    await checkAtBothWidths(page, 'confirm dialog', async () => {
      await page.goto('/admin/members');
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    });
  });

  adminLookTest('the message form and an expanded message', async ({ page }) => {
    await checkAtBothWidths(page, 'message form and an expanded message', async () => {
      await page.goto('/admin/bishop');
      await page.getByRole('button', { name: 'Show full message' }).first().click();
      await page.getByRole('button', { name: 'Add New Message' }).click();
      await expect(page.getByRole('form', { name: 'Add New Message' })).toBeVisible();
    });
  });
});

/** Picks a photo in the open member form, which opens the crop dialog. */
async function pickPhoto(page: Page) {
  await page
    .getByRole('form', { name: /Member$/ })
    .getByLabel('Image')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await gradientImage(300) });
}

test.describe('carousels', () => {
  // The suite prefers reduced motion by default (playwright.config.ts); these tests need motion.
  test.use({ reducedMotion: 'no-preference' });
  const CAROUSELS = ['banner slideshow', 'photo gallery slideshow'];
  /** The first banner slide in view, as assistive technology reads it. */
  const firstBannerSlide = (page: Page) =>
    page
      .getByRole('region', { name: 'banner slideshow' })
      .getByRole('img', { name: /^slide one out of four/ });

  test('each has a visible pause/play button', async ({ page }) => {
    await openHydrated(page, '/');
    for (const name of CAROUSELS) {
      const pause = page.getByRole('button', { name: `Pause ${name}` });
      await expect(pause).toBeVisible();
      await pause.click();
      await expect(page.getByRole('button', { name: `Play ${name}` })).toBeVisible();
    }
  });

  test('they rotate by themselves, but stay still once paused', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(firstBannerSlide(page)).toBeVisible();
    await page.clock.runFor(6_500);
    await expect(firstBannerSlide(page)).toHaveCount(0);

    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Pause banner slideshow' }).click();
    await page.clock.runFor(15_000);
    await expect(firstBannerSlide(page)).toBeVisible();
  });

  test('they do not autoplay when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    for (const name of CAROUSELS)
      await expect(page.getByRole('button', { name: `Play ${name}` })).toBeVisible();
    const galleryShown = page
      .getByRole('region', { name: 'photo gallery slideshow' })
      .getByRole('img');
    const before = await galleryShown.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
    await page.clock.runFor(15_000);
    await expect(firstBannerSlide(page)).toBeVisible();
    expect(
      await galleryShown.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))),
    ).toEqual(before);
  });

  test('slides out of view are hidden from assistive technology and cannot take focus', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    for (const name of CAROUSELS) {
      const region = page.getByRole('region', { name });
      const verdicts = await region.evaluate((root) =>
        [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')].map((slide) => {
          const hidden = slide.getAttribute('aria-hidden') === 'true' || slide.inert;
          const focusables = [...slide.querySelectorAll<HTMLElement>('a[href], button')];
          const takesFocus = focusables.some((el) => {
            el.focus();
            return document.activeElement === el;
          });
          return { hidden, takesFocus, hasControls: focusables.length > 0 };
        }),
      );
      const hidden = verdicts.filter((v) => v.hidden);
      const shown = verdicts.filter((v) => !v.hidden);
      expect(hidden.length, `${name}: some slides are out of view`).toBeGreaterThan(0);
      expect(
        hidden.filter((v) => v.takesFocus),
        `${name}: hidden slides taking focus`,
      ).toEqual([]);
      // The check can fail: slides in view with links do take focus.
      for (const slide of shown.filter((v) => v.hasControls)) expect(slide.takesFocus).toBe(true);
    }
  });
});

test.describe('disclosures are buttons with aria-expanded', () => {
  const expectDisclosure = async (button: Locator, becomes: 'true' | 'false') => {
    await expect(button).toHaveAttribute('aria-expanded', becomes === 'true' ? 'false' : 'true');
    await button.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', becomes);
  };

  lookTest('member term headers', async ({ page }) => {
    await openHydrated(page, '/');
    const headers = page.locator('.members-accordion').getByRole('button');
    await expect(headers.first()).toHaveAttribute('aria-expanded', 'true');
    expect(await headers.count()).toBeGreaterThan(1);
    for (const header of await headers.all()) await expect(header).toHaveAttribute('aria-expanded');
    await expectDisclosure(headers.nth(1), 'true');
  });

  lookTest('message rows', async ({ page }) => {
    const [newest, ...older] = SEED_MESSAGES.filter((m) => m.kind === 'bishop').sort((a, b) =>
      b.year.localeCompare(a.year),
    );
    await openHydrated(page, '/bishop');
    const main = page.getByRole('main');
    const row = (title: string) => main.getByRole('button', { name: title });
    await expect(main.getByRole('button', { expanded: true })).toHaveText([
      new RegExp(newest!.title),
    ]);
    for (const message of older)
      await expect(row(message.title)).toHaveAttribute('aria-expanded', 'false');
    await expectDisclosure(row(older[0]!.title), 'true');
    await expectDisclosure(row(older[0]!.title), 'false');
  });

  lookTest('the mobile menu toggle', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[1]);
    await openHydrated(page, '/');
    await expectDisclosure(page.getByRole('button', { name: 'Menu', exact: true }), 'true');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }),
    ).toBeVisible();
  });
});

test.describe('focus', () => {
  lookTest('after a route change focus moves to the main content', async ({ page }) => {
    await openHydrated(page, '/');
    const main = page.getByRole('main');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(main).toBeFocused();
    // By keyboard too: a link followed with Enter.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Admin' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(main).toBeFocused();
  });

  test('every element reached with Tab shows where focus is', async ({ page }) => {
    // Without transitions, the computed style is the final focus style.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHydrated(page, '/');
    const reached: string[] = [];
    const unmarked: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const marked =
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== 'none';
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40);
        return { label: `<${el.tagName.toLowerCase()} class="${el.className}"> ${name}`, marked };
      });
      if (!focused) continue;
      reached.push(focused.label);
      if (!focused.marked) unmarked.push(focused.label);
    }
    expect(reached.length).toBeGreaterThan(20);
    expect(reached[0]).toContain('Skip to main content');
    expect(unmarked, 'elements without a visible focus indicator').toEqual([]);
  });

  adminLookTest(
    'the crop dialog traps focus and gives it back to the file input',
    async ({ page }) => {
      await page.goto('/admin/members');
      await page.getByRole('button', { name: 'Add New Member' }).click();
      const fileInput = page.getByRole('form', { name: 'Add New Member' }).getByLabel('Image');
      await pickPhoto(page);
      const dialog = page.getByRole('dialog', { name: 'Crop image' });
      await expect(dialog).toBeVisible();
      await expectFocusTrappedIn(page, dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(fileInput).toBeFocused();
    },
  );

  adminLookTest(
    'the confirmation traps focus and gives it back to its Delete button',
    async ({ page }) => {
      await page.goto('/admin/members');
      const deleteButton = page.getByRole('button', { name: /^Delete / }).first();
      await deleteButton.click();
      const dialog = page.getByRole('alertdialog', {
        name: 'Are you sure you want to delete this member?',
      });
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectFocusTrappedIn(page, dialog);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(deleteButton).toBeFocused();
    },
  );

  adminLookTest('form errors are announced', async ({ page }) => {
    await page.goto('/admin/members');
    await page.getByRole('button', { name: 'Add New Member' }).click();
    await page.getByRole('button', { name: 'Add Member' }).click();
    await expect(page.getByRole('form', { name: 'Add New Member' }).getByRole('alert')).toHaveText(
      'Name and role are required',
    );
  });
});

test.describe('a high-contrast theme (forced colours)', () => {
  // Both icons are drawn by the stylesheet in their button's text colour, not by pictures: a
  // picture costs the page's first layout an SVG document, and a high-contrast theme hid them
  // (white on the theme's white). Each test looks without the theme, then with it.
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button shows its three bars in the button’s text colour', async ({ page }) => {
    await openHydrated(page, '/about-us');
    const icon = page
      .getByRole('button', { name: 'Menu', exact: true })
      .locator('.navbar-toggler-icon');
    const bars = () =>
      icon.evaluate((element) => {
        const layers = getComputedStyle(element).backgroundImage;
        return {
          buttonColour: getComputedStyle(element.parentElement!).color,
          layers,
          gradients: layers.match(/linear-gradient\(/g)?.length ?? 0,
          colours: [...new Set(layers.match(/rgba?\([^)]*\)/g))],
        };
      });
    const plain = await bars();
    expect(plain.layers).not.toContain('url(');
    expect(plain.gradients).toBe(3);
    expect(plain.colours).toEqual([plain.buttonColour]);

    await page.emulateMedia({ forcedColors: 'active' });
    const forced = await bars();
    expect(forced.gradients, 'the bars are still drawn').toBe(3);
    expect(forced.colours).toEqual([forced.buttonColour]);
    expect(forced.buttonColour, 'the theme, not the site, colours the button').not.toBe(
      plain.buttonColour,
    );
  });

  test('the members’ term headers, open and closed, show their chevrons in the header’s text colour', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const headers = page.locator('.members-accordion').getByRole('button');
    await expect(headers.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(headers.nth(1)).toHaveAttribute('aria-expanded', 'false');
    const chevrons = () =>
      Promise.all(
        [headers.first(), headers.nth(1)].map((header) =>
          header.evaluate((button) => {
            const chevron = getComputedStyle(button, '::after');
            return {
              picture: chevron.backgroundImage,
              filter: chevron.filter,
              lines: [chevron.borderRightWidth, chevron.borderBottomWidth],
              colours: [chevron.borderRightColor, chevron.borderBottomColor],
              buttonColour: getComputedStyle(button).color,
              buttonBackground: getComputedStyle(button).backgroundColor,
            };
          }),
        ),
      );
    for (const theme of ['none', 'active'] as const) {
      await page.emulateMedia({ forcedColors: theme });
      for (const [i, chevron] of (await chevrons()).entries()) {
        const which = `${i === 0 ? 'the open' : 'a closed'} header, forced colours ${theme}`;
        expect(chevron.picture, which).toBe('none');
        expect(chevron.filter, which).toBe('none');
        expect(chevron.lines, which).not.toContain('0px');
        expect(chevron.colours, which).toEqual([chevron.buttonColour, chevron.buttonColour]);
        expect(chevron.buttonColour, which).not.toBe(chevron.buttonBackground);
      }
    }
  });
});

/** Tab and Shift+Tab, more times than the dialog has controls, never leave it. */
async function expectFocusTrappedIn(page: Page, dialog: Locator) {
  const focusInside = () => dialog.evaluate((root) => root.contains(document.activeElement));
  expect(await focusInside()).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(key);
      expect(await focusInside(), `focus after ${i + 1} × ${key}`).toBe(true);
    }
  }
}
