/**
 * 'Subscribe to all programmes' on /programmes and /calendar in a real browser: the calendar app
 * and Google Calendar links to the feed the build writes (/programmes.ics, served as a calendar),
 * 'Copy the address' with the clipboard and without it. (Axe checks both pages, these links
 * included, at phone and desktop widths in a11y.spec.ts.)
 */
import { publicSiteUrl } from '../../src/services/firebaseConfig';
import { e2eEnv } from './env';
import { expect, expectNoAxeViolations, openHydrated, test } from './fixtures';

const PHONE = { width: 375, height: 740 };
const PAGES = ['/programmes', '/calendar'];

/** The feed's addresses on the site's public address, as the build was configured. */
function feed() {
  const site = publicSiteUrl(JSON.parse(e2eEnv('buildEnv')) as Record<string, string>);
  const https = `${site}/programmes.ics`;
  const webcal = https.replace(/^https?:/, 'webcal:');
  return {
    https,
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
  };
}

test('the build serves the feed as a calendar', async ({ request }) => {
  const response = await request.get('/programmes.ics');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await response.text();
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text).toContain('BEGIN:VEVENT\r\n');
  expect(text).toContain('BEGIN:VALARM\r\n');
});

for (const path of PAGES) {
  test.describe(path, () => {
    test('links to the feed for calendar apps and Google Calendar', async ({ page }) => {
      const { webcal, google } = feed();
      await openHydrated(page, path);
      const group = page.getByRole('region', { name: 'Subscribe to all programmes' });
      await expect(
        group.getByRole('link', { name: 'Phone, Outlook or Apple Calendar' }),
      ).toHaveAttribute('href', webcal);
      const googleLink = group.getByRole('link', { name: /^Google Calendar/ });
      await expect(googleLink).toHaveAttribute('href', google);
      await expect(googleLink).toHaveAttribute('target', '_blank');
      await expect(
        group.getByText('Calendar apps refresh subscribed calendars about once a day.'),
      ).toBeVisible();
    });

    test("'Copy the address' puts the feed's address on the clipboard", async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await openHydrated(page, path);
      const group = page.getByRole('region', { name: 'Subscribe to all programmes' });
      await group.getByRole('button', { name: 'Copy the address' }).click();
      await expect(group.getByRole('status')).toHaveText(/^Address copied\./);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feed().https);
    });

    test('without a clipboard, shows the address selected in a field', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', {
          configurable: true,
          value: {
            writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')),
          },
        });
      });
      await page.setViewportSize(PHONE);
      await openHydrated(page, path);
      const group = page.getByRole('region', { name: 'Subscribe to all programmes' });
      await group.getByRole('button', { name: 'Copy the address' }).click();
      const field = group.getByRole('textbox', { name: 'Address of the programmes calendar' });
      await expect(field).toHaveValue(feed().https);
      await expect(field).toBeFocused();
      expect(
        await field.evaluate((input: HTMLInputElement) => [
          input.selectionStart,
          input.selectionEnd,
        ]),
      ).toEqual([0, feed().https.length]);
      await expect(group.getByRole('status')).toContainText('selected in the field below');
      await expectNoAxeViolations(page, `${path}, the address to copy by hand`);
    });
  });
}
