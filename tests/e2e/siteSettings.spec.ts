/**
 * Settings' 'Site details' and 'Home banner' sections in a real browser: an owner saves the site's
 * details and sees them saved after a reload; a photo is made into banner files by the browser's
 * own canvas (WebP and JPEG within 120 KB) and saved; and axe finds nothing on either section at
 * desktop width and at 375 px.
 */
import type { Page } from '@playwright/test';
import { adminTest, expect, expectNoAxeViolations, expectToast, gradientImage } from './fixtures';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 720 },
  { name: '375 px', width: 375, height: 740 },
] as const;

const detailsSection = (page: Page) => page.getByRole('region', { name: 'Site details' });
const bannerSection = (page: Page) => page.getByRole('region', { name: 'Home banner' });

/** Opens Settings and waits until both sections have read what is saved. */
async function openSettings(page: Page) {
  await page.goto('/admin/settings');
  await expect(
    detailsSection(page).getByRole('button', { name: 'Save site details' }),
  ).toBeVisible();
  await expect(bannerSection(page).getByRole('form', { name: 'Slide 4' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
}

adminTest('an owner saves the site details and sees them saved', async ({ page }) => {
  await openSettings(page);
  const details = detailsSection(page);
  const phone = `+91 562 ${String(Date.now()).slice(-3)} 1318`;
  await details.getByLabel('Phone').fill(phone);
  await details.getByLabel('Instagram page').fill('https://www.instagram.com/agrayouth');
  await details.getByLabel('Facebook page').fill('https://example.org/not-facebook');
  await details.getByRole('button', { name: 'Save site details' }).click();
  await expect(details.getByRole('alert')).toHaveText(
    'The Facebook link must be empty or an https:// address on facebook.com, such as https://www.facebook.com/yourpage',
  );
  await details.getByLabel('Facebook page').fill('');
  await details.getByRole('button', { name: 'Save site details' }).click();
  await expectToast(page, 'Site details saved. They appear on the site at the next publish.');

  await page.reload();
  await openSettings(page);
  await expect(detailsSection(page).getByLabel('Phone')).toHaveValue(phone);
  await expect(detailsSection(page).getByLabel('Instagram page')).toHaveValue(
    'https://www.instagram.com/agrayouth',
  );
  await expect(detailsSection(page).getByLabel('Facebook page')).toHaveValue('');
  await expect(detailsSection(page).getByRole('status')).toContainText('Last saved just now');
});

adminTest(
  'the browser makes a photo into banner files within 120 KB and saves the slide',
  async ({ page }) => {
    await openSettings(page);
    const slide = bannerSection(page).getByRole('form', { name: 'Slide 4' });
    const label =
      (await slide.getByLabel('Replace the photo').count()) > 0 ? 'Replace the photo' : 'Photo';
    await slide.getByLabel(label, { exact: true }).setInputFiles({
      name: 'sunset.jpg',
      mimeType: 'image/jpeg',
      buffer: await gradientImage(2000, 'jpeg', 40),
    });
    // Chromium makes WebP: six files, each at most 120 KB.
    const ready = slide.getByText(/^Ready to save: 6 files, the largest (\d+\.\d) KB\.$/);
    await expect(ready).toBeVisible({ timeout: 20_000 });
    const largest = Number(/largest (\d+\.\d) KB/.exec((await ready.textContent()) ?? '')?.[1]);
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThanOrEqual(120);
    await expect(slide.getByRole('img', { name: 'Slide 4 as it will be cut' })).toBeVisible();
    await slide.getByRole('radio', { name: 'Top' }).check();
    await expect(ready).toBeVisible({ timeout: 20_000 });
    await slide.getByLabel('What the photo shows').fill('a church tower against an evening sky');
    await slide.getByRole('button', { name: 'Save slide 4' }).click();
    await expectToast(page, 'Slide 4 saved. It appears on the site at the next publish.', 20_000);
    await expect(slide.getByText(/^Last saved just now/)).toBeVisible();
    await expect(slide.getByRole('img', { name: 'Slide 4 now' })).toHaveAttribute(
      'src',
      /banner%2F4_\d+_640\.jpg/,
    );
  },
);

adminTest.describe('axe', () => {
  for (const [name, section] of [
    ['the Site details section', detailsSection],
    ['the Home banner section', bannerSection],
  ] as const)
    adminTest(`${name}, at both widths`, async ({ page }) => {
      for (const viewport of [VIEWPORTS[1], VIEWPORTS[0]]) {
        await page.setViewportSize(viewport);
        await openSettings(page);
        await section(page).scrollIntoViewIfNeeded();
        await expectNoAxeViolations(page, `Settings, ${name} (${viewport.name})`, { soft: true });
      }
    });
});
