/**
 * An administrator whose device's clock is wrong is told so when a save is refused: the rules
 * refuse a record stamped more than ten minutes ahead of the server's time, and the form then
 * reads the website's time from a HEAD request for '/' (here, from the Hosting emulator).
 */
import { adminTest, expect, expectToast } from './fixtures';

const HOUR = 60 * 60 * 1000;
const TIME = String.raw`\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}`;
const WRONG_CLOCK = new RegExp(
  `^This device's clock is wrong: it says (${TIME}), the website's time is (${TIME})\\. ` +
    'Set the right date and time on this device, then save again\\.$',
);

adminTest(
  "a save refused because the device's clock is two hours ahead says so",
  async ({ page }) => {
    const title = `E2E ${Date.now().toString(36)} clock ahead`;
    // The browser's clock runs two hours ahead of the real time, from the first page on.
    await page.clock.install({ time: new Date(Date.now() + 2 * HOUR) });
    await page.goto('/admin/events');
    await page.getByRole('button', { name: 'Add New Event' }).click();
    const form = page.getByRole('form', { name: 'Add New Event' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Start date').fill('2018-05-05');
    await form.getByRole('button', { name: 'Add Event' }).click();

    const alert = form.getByRole('alert');
    await expect(alert).toHaveText(WRONG_CLOCK);
    await expectToast(page, WRONG_CLOCK);
    const [, deviceTime, websiteTime] = WRONG_CLOCK.exec((await alert.textContent()) ?? '') ?? [];
    expect(deviceTime).not.toBe(websiteTime);
    // Nothing was saved: the form stays, ready to save again once the clock is right.
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(form.getByRole('button', { name: 'Add Event' })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  },
);
