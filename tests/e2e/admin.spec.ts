/**
 * Administrator journeys in a real browser against the seeded local backend and the Auth
 * emulator. Records made here carry a unique marker and an old term or year, so the visitor
 * journeys running beside them still see the seeded newest term and newest message first.
 */
import type { Locator, Page } from '@playwright/test';
import { MESSAGE_KIND_INFO } from '../../src/domain/messageKinds';
import {
  ACCOUNTS,
  adminTest,
  expect,
  expectToast,
  gradientImage,
  noisyJpeg,
  signIn,
  test,
} from './fixtures';

const marker = () => `E2E ${Date.now().toString(36)}`;

/** A card of an admin list, found by its heading. */
const card = (page: Page, heading: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

/** Answers the confirmation that guards every deletion. */
async function confirmDeletion(page: Page, question: string) {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

/** The HTTP status of a stored file, fetched as a visitor's browser would. */
const httpStatus = async (page: Page, url: string) => (await page.request.get(url)).status();

/** Picks a photo, which opens the crop dialog, and applies the default crop. */
async function pickAndCrop(page: Page, form: Locator, photo: Buffer, name: string) {
  await form.getByLabel('Image').setInputFiles({ name, mimeType: 'image/jpeg', buffer: photo });
  const dialog = page.getByRole('dialog', { name: 'Crop image' });
  await expect(dialog).toBeVisible();
  await expect(form.getByLabel('Image')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Apply Crop' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByRole('img', { name: 'Cropped preview' })).toBeVisible();
}

test.describe('signing in and out', () => {
  test('an administrator signs in and sees the dashboard', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expectToast(page, 'Login successful!');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent changes' })).toBeVisible();
    await expect(page.getByText(ACCOUNTS.admin.email, { exact: true })).toBeVisible();
    // The public header and footer are not part of the admin shell.
    await expect(page.getByText('© 2025 Youth Commission of Agra Archdiocese.')).toHaveCount(0);
  });

  test("a wrong password shows the provider's error and stays on the login page", async ({
    page,
  }) => {
    await signIn(page, { email: ACCOUNTS.admin.email, password: 'not-the-password' });
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /auth\/(invalid-credential|wrong-password)/ })
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  test('an account not on the team is kept out, and told why', async ({ page }) => {
    await signIn(page, ACCOUNTS.editor);
    const refusal = page.getByRole('heading', { name: 'This account is not an administrator.' });
    await expect(refusal).toBeVisible();
    await expect(
      page.getByText(
        `This account has not been invited. Ask an owner of the site to invite ${ACCOUNTS.editor.email}.`,
      ),
    ).toBeVisible();
    await page.goto('/admin/members');
    await expect(refusal).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage Members' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  adminTest(
    'logout returns to the login page, and /admin then redirects there',
    async ({ page }) => {
      await page.goto('/admin/dashboard');
      await page.getByRole('button', { name: 'Logout' }).click();
      await expectToast(page, 'Logged out successfully');
      await expect(page).toHaveURL(/\/admin\/login$/);
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/admin\/login$/);
      await page.goto('/admin/members');
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    },
  );
});

adminTest(
  'members: add with a cropped photo, rename, replace the photo, delete',
  async ({ page }) => {
    const name = `${marker()} Member`;
    const renamed = `${name} Renamed`;
    // An old term, so the seeded newest term stays the one that opens first on the home page.
    const term = '2010 - 2012';
    await page.goto('/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Members' })
      .click();
    await expect(page.getByRole('heading', { name: 'Members Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage Members' })).toBeVisible();

    // Add, with a photo cropped in the dialog.
    await page.getByRole('button', { name: 'Add New Member' }).click();
    const addForm = page.getByRole('form', { name: 'Add New Member' });
    await addForm.getByLabel('Name').fill(name);
    await addForm.getByLabel('Role').fill('E2E Coordinator');
    await addForm.getByLabel('Start Year').fill('2010');
    await addForm.getByLabel('End Year').fill('2012');
    await pickAndCrop(page, addForm, await gradientImage(640, 'jpeg', 0), 'first.jpg');
    await addForm.getByRole('button', { name: 'Add Member' }).click();
    await expectToast(page, 'Member added successfully');
    await expect(addForm).toBeHidden();
    await expect(card(page, name)).toContainText(`Period: ${term}`);
    const firstPhoto = (await card(page, name).getByRole('img', { name }).getAttribute('src'))!;
    expect(decodeURIComponent(firstPhoto)).toMatch(/\/members\/\d+_cropped\.jpeg\?/);
    expect(await httpStatus(page, firstPhoto)).toBe(200);

    // Rename: an edit without a new photo keeps the photo.
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const editForm = page.getByRole('form', { name: 'Edit Member' });
    await expect(editForm.getByLabel('Name')).toHaveValue(name);
    await editForm.getByLabel('Name').fill(renamed);
    await editForm.getByRole('button', { name: 'Update Member' }).click();
    await expectToast(page, 'Member updated successfully');
    await expect(card(page, renamed).getByRole('img', { name: renamed })).toHaveAttribute(
      'src',
      firstPhoto,
    );

    // Replace the photo: the old file is gone from storage, the new one is served.
    await page.getByRole('button', { name: `Edit ${renamed}`, exact: true }).click();
    await pickAndCrop(page, editForm, await gradientImage(640, 'jpeg', 120), 'second.jpg');
    await editForm.getByRole('button', { name: 'Update Member' }).click();
    await expectToast(page, 'Member updated successfully');
    const cardPhoto = card(page, renamed).getByRole('img', { name: renamed });
    await expect(cardPhoto).not.toHaveAttribute('src', firstPhoto);
    const secondPhoto = (await cardPhoto.getAttribute('src'))!;
    expect(await httpStatus(page, secondPhoto)).toBe(200);
    await expect.poll(() => httpStatus(page, firstPhoto)).toBe(404);

    // The home page shows the new photo in the member's term.
    await page.goto('/');
    await page.getByRole('button', { name: term, exact: true }).click();
    const publicPhoto = page
      .getByRole('region', { name: term })
      .getByRole('img', { name: `Photo of ${renamed}` });
    await expect(publicPhoto).toHaveAttribute('src', secondPhoto);
    await expect
      .poll(() => publicPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // Delete after confirming: the record goes to the Trash, its photo stays for a restore.
    await page.goto('/admin/members');
    await page.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
    await confirmDeletion(page, 'Are you sure you want to delete this member?');
    await expectToast(page, 'Member deleted successfully');
    await expect(card(page, renamed)).toHaveCount(0);
    expect(await httpStatus(page, secondPhoto)).toBe(200);
    await page.goto('/');
    await expect(page.getByRole('button', { name: term, exact: true })).toHaveCount(0);

    // Deleted forever from the Trash by an owner: the photo goes too.
    await page.goto('/admin/settings/trash');
    const trash = page.getByRole('region', { name: 'Trash' });
    await trash.getByRole('button', { name: `Delete forever ${renamed}`, exact: true }).click();
    const forever = page.getByRole('alertdialog');
    await expect(forever).toContainText(`Delete ${renamed} forever? It cannot be restored`);
    await forever.getByRole('button', { name: 'Delete forever' }).click();
    await expectToast(page, `${renamed} deleted forever`);
    await expect.poll(() => httpStatus(page, secondPhoto)).toBe(404);
  },
);

// The four kinds share one admin screen and one public page, parameterised by kind, over two
// collections: one kind of each collection goes end to end here (the component tests cover every
// kind).
for (const info of [MESSAGE_KIND_INFO.bishop, MESSAGE_KIND_INFO.youth_director]) {
  adminTest(
    `${info.adminTitle}: add, edit and delete, seen on its public page`,
    async ({ page }) => {
      const title = `${marker()} ${info.adminLabel} greeting`;
      const edited = `${title} (edited)`;
      const author = `E2E Author ${info.adminLabel}`;
      const withPortrait = info.kind === 'bishop';
      const adminPage = `/admin/${info.slug}`;
      const publicPage = `/${info.slug}`;
      const publicRow = (text: string) => page.getByRole('button', { name: text });

      await page.goto(adminPage);
      await expect(page.getByRole('heading', { name: info.adminTitle, level: 1 })).toBeVisible();

      await page.getByRole('button', { name: 'Add New Message' }).click();
      const addForm = page.getByRole('form', { name: 'Add New Message' });
      // The oldest year of all, so the seeded newest message stays first on the public page.
      await addForm.getByLabel('Year').fill('1999-2000');
      await addForm.getByLabel('Name').fill(author);
      await addForm.getByLabel('Title', { exact: true }).fill(title);
      await addForm
        .getByLabel('Message', { exact: true })
        .fill('First paragraph.\n\nSecond paragraph.');
      if (withPortrait)
        await addForm.getByLabel('Image (optional)').setInputFiles({
          name: 'portrait.png',
          mimeType: 'image/png',
          buffer: await gradientImage(400, 'png', 60),
        });
      await addForm.getByRole('button', { name: 'Add Message' }).click();
      await expectToast(page, 'Message added successfully');
      await expect(card(page, title)).toContainText('1999-2000');
      await expect(card(page, title)).toContainText(author);

      // On the public page: the row is collapsed (not the newest) and opens to two paragraphs.
      await page.goto(publicPage);
      await expect(publicRow(title)).toHaveAttribute('aria-expanded', 'false');
      await publicRow(title).click();
      const panel = page.getByRole('region', { name: title });
      await expect(panel.getByRole('paragraph')).toHaveText([
        'First paragraph.',
        'Second paragraph.',
      ]);
      const portrait = page.getByRole('img', { name: `Portrait of ${author}` });
      let portraitUrl: string | null = null;
      if (withPortrait) {
        portraitUrl = await portrait.getAttribute('src');
        expect(decodeURIComponent(portraitUrl!)).toContain('/bishops/');
        expect(await httpStatus(page, portraitUrl!)).toBe(200);
      } else {
        await expect(page.getByRole('img', { name: `No portrait of ${author}` })).toBeVisible();
      }

      await page.goto(adminPage);
      await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
      const editForm = page.getByRole('form', { name: 'Edit Message' });
      await editForm.getByLabel('Title', { exact: true }).fill(edited);
      await editForm.getByRole('button', { name: 'Update Message' }).click();
      await expectToast(page, 'Message updated successfully');
      await expect(card(page, edited)).toBeVisible();

      await page.goto(publicPage);
      await expect(publicRow(edited)).toBeVisible();
      if (portraitUrl) await expect(portrait).toHaveAttribute('src', portraitUrl);

      await page.goto(adminPage);
      await page.getByRole('button', { name: `Delete ${edited}`, exact: true }).click();
      await confirmDeletion(page, 'Are you sure you want to delete this message?');
      await expectToast(page, 'Message deleted successfully');
      await expect(card(page, edited)).toHaveCount(0);
      // In the Trash, the portrait stays for a restore.
      if (portraitUrl) expect(await httpStatus(page, portraitUrl)).toBe(200);

      await page.goto(publicPage);
      await expect(page.getByRole('button', { expanded: true }).first()).toBeVisible();
      await expect(publicRow(edited)).toHaveCount(0);
    },
  );
}

adminTest(
  'gallery: a large upload counts up to 100 %, leads the carousel, is deleted',
  async ({ page }) => {
    const title = `${marker()} noisy upload`;
    // Noise does not compress: even resized to 1920 px and re-encoded it stays far above the
    // 256 KiB from which the storage library switches to its chunked, resumable upload.
    const photo = await noisyJpeg(2400, 1600);
    await page.goto('/admin/gallery');
    await expect(page.getByRole('heading', { name: 'Gallery Management', level: 1 })).toBeVisible();

    const form = page.getByRole('form', { name: 'Add New Image' });
    await form.getByLabel('Title (optional)').fill(title);
    await form
      .getByLabel('Image')
      .setInputFiles({ name: 'noise.jpg', mimeType: 'image/jpeg', buffer: photo });
    // Record every label the button shows: each lasts only as long as a chunk takes.
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { uploadPercentages: seen });
      new MutationObserver(() => {
        const match = /Uploading\.\.\. (\d+)%/.exec(document.body.innerText);
        const percent = match && Number(match[1]);
        if (percent !== null && seen.at(-1) !== percent) seen.push(percent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await form
      .getByLabel('Everyone identifiable agreed to be shown (a parent, for anyone under 18)')
      .check();
    await form.getByRole('button', { name: 'Upload Image' }).click();
    await expectToast(page, 'Image uploaded successfully!', 30_000);
    const percentages = await page.evaluate(
      () => (window as unknown as { uploadPercentages: number[] }).uploadPercentages,
    );
    expect(percentages.at(-1), `labels seen: ${percentages.join(', ')}`).toBe(100);
    expect(
      percentages.some((p) => p > 0 && p < 100),
      `labels seen: ${percentages.join(', ')}`,
    ).toBe(true);
    expect(percentages).toEqual([...percentages].sort((a, b) => a - b));
    await expect(form.getByLabel('Title (optional)')).toHaveValue('');

    const open = page.getByRole('link', { name: `Open ${title} in a new tab` });
    const fullImage = (await open.getAttribute('href'))!;
    const stored = await page.request.get(fullImage);
    expect(stored.status()).toBe(200);
    expect((await stored.body()).length).toBeGreaterThan(256 * 1024);

    // Newest first: the upload leads the home page carousel.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'photo gallery slideshow' });
    await expect(carousel.getByRole('img').first()).toHaveAttribute('alt', title);
    await expect(carousel.getByRole('link', { name: title })).toHaveAttribute('href', fullImage);

    await page.goto('/admin/gallery');
    await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    await confirmDeletion(page, 'Are you sure you want to delete this image?');
    await expectToast(page, 'Image deleted successfully');
    await expect(open).toHaveCount(0);
    // In the Trash, the image stays for a restore.
    expect(await httpStatus(page, fullImage)).toBe(200);
  },
);
