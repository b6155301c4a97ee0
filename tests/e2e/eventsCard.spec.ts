/**
 * The Events screen on a phone: a programme opened with 'Edit' and given 'Take registrations here'
 * shows 'Registrations (0 confirmed, 0 waiting)' on its card as soon as it is saved, without a
 * reload (a programme added taking registrations: tests/e2e/registrationAdmin.spec.ts).
 */
import { adminTest, expect, expectToast } from './fixtures';

const PHONE = { width: 360, height: 740 };
adminTest.use({ viewport: PHONE, screen: PHONE, isMobile: true, hasTouch: true });

adminTest(
  "a programme's card shows its registrations once 'Take registrations here' is saved",
  async ({ page }) => {
    const title = `E2E ${Date.now().toString(36)} Youth Evening`;
    await page.goto('/admin/events');
    await page.getByRole('button', { name: 'Add New Event' }).click();
    const adding = page.getByRole('form', { name: 'Add New Event' });
    await adding.getByLabel('Title', { exact: true }).fill(title);
    // Years ahead: the lists of upcoming programmes other tests check stay as they are.
    await adding.getByLabel('Start date').fill(`${new Date().getFullYear() + 3}-05-01`);
    await adding.getByRole('button', { name: 'Add Event' }).click();
    await expectToast(page, 'Event added successfully');
    await expect(adding).toBeHidden();
    const link = page.getByRole('link', {
      name: `${title}: Registrations (0 confirmed, 0 waiting)`,
    });
    await page.getByRole('heading', { name: title, exact: true }).scrollIntoViewIfNeeded();
    // Its card is in view, with no link, before it takes registrations.
    await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
    await expect(link).toHaveCount(0);

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const editing = page.getByRole('form', { name: 'Edit Event' });
    await editing.getByRole('checkbox', { name: 'Take registrations here' }).check();
    await editing.getByRole('button', { name: 'Update Event' }).click();
    await expectToast(page, 'Event updated successfully');
    await expect(editing).toBeHidden();
    await page.getByRole('heading', { name: title, exact: true }).scrollIntoViewIfNeeded();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', /^\/admin\/events\/[^/]+\/registrations$/);
  },
);
