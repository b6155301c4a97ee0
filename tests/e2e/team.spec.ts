/**
 * The team and the Trash in a real browser, against the seeded stack: an owner invites someone,
 * who creates an account, opens the link the Auth emulator would have e-mailed, signs in and adds
 * a programme that the dashboard then says she added; removed, her next save is refused with a
 * clear message. A delete is undone from its toast, and a deleted gallery image comes back from
 * the Trash, picture and all, on the public gallery. The new screens are checked with axe at a
 * phone's width and a desktop's.
 */
import type { Page } from '@playwright/test';
import {
  adminTest,
  anotherBrowser,
  expect,
  expectNoAxeViolations,
  expectToast,
  noisyJpeg,
  signIn,
} from './fixtures';
import { e2eEnv } from './env';

const marker = () => `E2E ${Date.now().toString(36)}`;

/** axe on the page as it is now, at 375 px and at 1280 px (soft: every violation is reported). */
async function checkBothWidths(page: Page, screen: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    await page.waitForFunction((w) => window.innerWidth === w, width);
    await expectNoAxeViolations(page, `${screen} (${width} px)`, { soft: true });
  }
  await page.setViewportSize({ width: 1280, height: 740 });
}

/** Opens the verification link the Auth emulator would have e-mailed to `email`. */
async function openVerificationLink(page: Page, email: string) {
  const codes = `http://127.0.0.1:${e2eEnv('authPort')}/emulator/v1/projects/${e2eEnv('projectId')}/oobCodes`;
  let link = '';
  await expect
    .poll(async () => {
      const { oobCodes = [] } = (await (await page.request.get(codes)).json()) as {
        oobCodes?: Array<{ email: string; requestType: string; oobLink: string }>;
      };
      link =
        oobCodes.findLast((c) => c.email === email && c.requestType === 'VERIFY_EMAIL')?.oobLink ??
        '';
      return link;
    })
    .not.toBe('');
  expect((await page.request.get(link)).ok()).toBe(true);
}

const teamSection = (page: Page) => page.getByRole('region', { name: 'Team' });
const trashSection = (page: Page) => page.getByRole('region', { name: 'Trash' });

/** Adds a programme on the events screen, long past so that no visitor's list meets it. */
async function addProgramme(page: Page, title: string) {
  await page.goto('/admin/events');
  await page.getByRole('button', { name: 'Add New Event' }).click();
  const form = page.getByRole('form', { name: 'Add New Event' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Start date').fill('1999-03-01');
  await form.getByRole('button', { name: 'Add Event' }).click();
  await expectToast(page, 'Event added successfully');
}

adminTest(
  'an owner invites someone, who joins, adds a programme signed with her name, and is removed',
  async ({ page, browser }) => {
    const name = `${marker()} Invitee`;
    const email = `e2e-invitee-${Date.now()}@example.com`;
    const password = 'invitee-password';

    // The owner invites her.
    await page.goto('/admin/settings/team');
    const team = teamSection(page);
    const invite = team.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('Name').fill(name);
    await invite.getByLabel('E-mail address').fill(email);
    await invite.getByLabel('Role').selectOption({ label: 'Editor' });
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expectToast(page, `Invitation saved for ${email}`);
    await expect(team.getByRole('row').filter({ hasText: email })).toBeVisible();
    await checkBothWidths(page, 'Settings: Team with an invitation waiting');

    // On her own computer: an account, the link, the first sign-in.
    const { page: hers, close } = await anotherBrowser(browser);
    await hers.goto('/admin/signup');
    await hers.getByLabel('Name').fill(name);
    await hers.getByLabel('Email').fill(email);
    await hers.getByLabel('Password').fill(password);
    await hers.getByRole('button', { name: 'Create account' }).click();
    await expect(hers.getByRole('status')).toHaveText(
      `Check your e-mail: open the link we sent to ${email}, then sign in.`,
    );
    await openVerificationLink(hers, email);
    await signIn(hers, { email, password });
    await expect(hers).toHaveURL(/\/admin\/dashboard$/);
    await expect(hers.getByText('Editor', { exact: true }).first()).toBeVisible();

    // She adds a programme; the owner's dashboard says she did.
    const title = `${marker()} Lenten recollection`;
    await addProgramme(hers, title);
    await page.goto('/admin/dashboard');
    const recent = page.getByRole('region', { name: 'Recent changes' });
    const line = recent.getByRole('listitem').filter({ hasText: title });
    await expect(line).toContainText(`by ${name}`);
    await expect(line).toContainText('Added');

    // An editor sees the Trash but neither the Team nor the restore of a backup.
    await hers.goto('/admin/settings');
    const pages = hers.getByRole('main').getByRole('listitem');
    await expect(pages.getByRole('link')).toHaveText(['Publishing', 'Backup', 'Trash']);
    await checkBothWidths(hers, 'Settings as an editor');
    await pages.getByRole('link', { name: 'Trash' }).click();
    await expect(trashSection(hers)).toBeVisible();
    await checkBothWidths(hers, 'Settings: Trash as an editor');
    await hers.goto('/admin/settings/team');
    await expect(hers).toHaveURL(/\/admin\/settings$/);
    await expect(teamSection(hers)).toHaveCount(0);
    await hers.goto('/admin/settings/backup');
    await expect(
      hers.getByText('Only an owner can restore the website from a backup.'),
    ).toBeVisible();
    await expect(hers.getByLabel('Backup file (.zip)')).toHaveCount(0);
    await checkBothWidths(hers, 'Settings: Backup as an editor');

    // She opens the programme to edit it; meanwhile the owner removes her from the team.
    await hers.goto('/admin/events');
    await hers.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const edit = hers.getByRole('form', { name: 'Edit Event' });
    await edit.getByLabel('Title', { exact: true }).fill(`${title} (moved)`);

    await page.goto('/admin/settings/team');
    await teamSection(page)
      .getByRole('button', { name: `Remove ${name}`, exact: true })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, `${name} was removed from the team.`);

    // Her next save is refused, and she is told why.
    await edit.getByRole('button', { name: 'Update Event' }).click();
    await expect(
      hers.getByRole('heading', { name: 'This account is not an administrator.' }),
    ).toBeVisible();
    await expect(hers.getByText("You are no longer on this site's team.")).toBeVisible();
    await checkBothWidths(hers, 'removed from the team');
    await close();

    // The programme kept its title and her name.
    await page.goto('/admin/events');
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  },
);

adminTest('a delete is undone from its toast', async ({ page }) => {
  const title = `${marker()} Day of prayer`;
  await addProgramme(page, title);
  await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  const question = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this event?',
  });
  await question.getByRole('button', { name: 'Delete' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Event deleted successfully' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, `Event put back: ${title}`);
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
});

adminTest(
  'a deleted gallery image comes back from the Trash after a reload, picture and all',
  async ({ page }) => {
    const title = `${marker()} restored picture`;
    await page.goto('/admin/gallery');
    const form = page.getByRole('form', { name: 'Add New Image' });
    await form.getByLabel('Title (optional)').fill(title);
    await form.getByLabel('Image').setInputFiles({
      name: 'noise.jpg',
      mimeType: 'image/jpeg',
      buffer: await noisyJpeg(800, 600),
    });
    await form
      .getByLabel('Everyone identifiable agreed to be shown (a parent, for anyone under 18)')
      .check();
    await form.getByRole('button', { name: 'Upload Image' }).click();
    await expectToast(page, 'Image uploaded successfully!', 30_000);

    await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure you want to delete this image?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Image deleted successfully');

    // Later, after a reload: from the Trash, as the dashboard's tile leads there.
    await page.reload();
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: /Trash/ }).first().click();
    await expect(page).toHaveURL(/\/admin\/settings\/trash#trash$/);
    const trash = trashSection(page);
    const row = trash.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Gallery image');
    await checkBothWidths(page, 'the Trash with an item');
    await row.getByRole('button', { name: `Restore ${title}`, exact: true }).click();
    await expectToast(page, `Gallery image put back: ${title}`);

    // Back on the public gallery, its picture served.
    await page.goto('/gallery');
    const picture = page.getByRole('img', { name: title, exact: true });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  },
);
