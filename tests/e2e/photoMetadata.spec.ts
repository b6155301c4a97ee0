/**
 * No photo's metadata leaves the administrator's device: a JPEG carrying a GPS position, the
 * camera and the time in its EXIF block goes through every form that takes a picture, and every
 * file stored from it, downloaded by its download URL, holds no EXIF. The photos are already
 * smaller than each form's size and smaller than their re-encoding, so a form that uploaded a
 * small enough photo as picked would store its EXIF with it.
 *
 * Records made here carry a unique marker and old years or dates, and are deleted at the end, so
 * the journeys running beside these see the seeded newest ones first.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { MESSAGE_KIND_INFO } from '../../src/domain/messageKinds';
import { adminTest, expect, expectToast, test } from './fixtures';

const marker = () => `E2E ${Date.now().toString(36)}`;

/** The camera named in the photo's EXIF, and the block's own marker in a JPEG (APP1). */
const CAMERA = 'E2E Metadata Camera';
const EXIF_MARKER = Buffer.from('Exif\0\0', 'latin1');

/**
 * A small, heavily compressed JPEG (a colour gradient) whose EXIF block holds a GPS position
 * (Agra), the camera and the time it was taken.
 */
async function photoWithGps(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 20 })
    .withExif({
      IFD0: { Make: CAMERA, Model: 'Phone 1', DateTime: '2026:03:14 10:15:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '27/1 10/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '78/1 0/1 45/1',
      },
    })
    .toBuffer();
}

/** What is wrong with a file's metadata: an EXIF block, its marker, or the camera's name. */
async function metadataLeaks(bytes: Buffer): Promise<string[]> {
  const leaks: string[] = [];
  if ((await sharp(bytes).metadata()).exif) leaks.push('an EXIF block');
  if (bytes.includes(EXIF_MARKER)) leaks.push('the Exif marker');
  if (bytes.includes(Buffer.from(CAMERA, 'latin1'))) leaks.push("the camera's name");
  return leaks;
}

/** A stored file, downloaded from the local backend by its download URL. */
async function download(page: Page, url: string | null, what: string): Promise<Buffer> {
  expect(url, `${what}: its URL`).toBeTruthy();
  const response = await page.request.get(url!);
  expect(response.status(), `${what}: downloaded`).toBe(200);
  return response.body();
}

/** A card of an admin list, found by its heading. */
const card = (page: Page, heading: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

/** Deletes a record through its card's Delete button and the confirmation. */
async function deleteRecord(page: Page, name: string, question: string, done: string) {
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: question });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, done);
}

test('the photo made for these tests does carry GPS in its EXIF', async () => {
  const photo = await photoWithGps(400, 300);
  expect(await metadataLeaks(photo)).toEqual([
    'an EXIF block',
    'the Exif marker',
    "the camera's name",
  ]);
});

adminTest("a member's photo, after the crop, is stored without metadata", async ({ page }) => {
  const name = `${marker()} Metadata Member`;
  await page.goto('/admin/members');
  await page.getByRole('button', { name: 'Add New Member' }).click();
  const form = page.getByRole('form', { name: 'Add New Member' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Role').fill('E2E Photographer');
  // An old term of its own: the other journeys look for theirs.
  await form.getByLabel('Start Year').fill('2004');
  await form.getByLabel('End Year').fill('2005');
  await form.getByLabel('Image').setInputFiles({
    name: 'gps.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoWithGps(400, 400),
  });
  const dialog = page.getByRole('dialog', { name: 'Crop image' });
  await dialog.getByRole('button', { name: 'Apply Crop' }).click();
  await expect(form.getByRole('img', { name: 'Cropped preview' })).toBeVisible();
  await form.getByRole('button', { name: 'Add Member' }).click();
  await expectToast(page, 'Member added successfully');

  const photo = card(page, name).getByRole('img', { name });
  const stored = await download(page, await photo.getAttribute('src'), "the member's photo");
  await deleteRecord(
    page,
    name,
    'Are you sure you want to delete this member?',
    'Member deleted successfully',
  );
  expect(await metadataLeaks(stored)).toEqual([]);
});

adminTest("an Archbishop message's portrait is stored without metadata", async ({ page }) => {
  const title = `${marker()} metadata greeting`;
  const author = `E2E Metadata Author ${Date.now().toString(36)}`;
  await page.goto(`/admin/${MESSAGE_KIND_INFO.bishop.slug}`);
  await page.getByRole('button', { name: 'Add New Message' }).click();
  const form = page.getByRole('form', { name: 'Add New Message' });
  // An old year, so the seeded newest message stays first on the public page.
  await form.getByLabel('Year').fill('1998-1999');
  await form.getByLabel('Name').fill(author);
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Message', { exact: true }).fill('A greeting with a portrait.');
  await form.getByLabel('Image (optional)').setInputFiles({
    name: 'gps.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoWithGps(400, 400),
  });
  await form.getByRole('button', { name: 'Add Message' }).click();
  await expectToast(page, 'Message added successfully');

  const portrait = card(page, title).getByRole('img', { name: author });
  const stored = await download(page, await portrait.getAttribute('src'), 'the portrait');
  await deleteRecord(
    page,
    title,
    'Are you sure you want to delete this message?',
    'Message deleted successfully',
  );
  expect(await metadataLeaks(stored)).toEqual([]);
});

adminTest("a programme's poster is stored without metadata", async ({ page }) => {
  const title = `${marker()} metadata programme`;
  await page.goto('/admin/events');
  await page.getByRole('button', { name: 'Add New Event' }).click();
  const form = page.getByRole('form', { name: 'Add New Event' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  // Long past, so the lists of upcoming programmes the other journeys check stay as they are.
  await form.getByLabel('Start date').fill('2018-04-04');
  await form.getByLabel('Poster (optional)').setInputFiles({
    name: 'gps.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoWithGps(300, 400),
  });
  await form.getByRole('button', { name: 'Add Event' }).click();
  await expectToast(page, 'Event added successfully');

  const poster = card(page, title).getByRole('img', { name: `Poster of ${title}` });
  const stored = await download(page, await poster.getAttribute('src'), 'the poster');
  await deleteRecord(
    page,
    title,
    'Are you sure you want to delete this event?',
    'Event deleted successfully',
  );
  expect(await metadataLeaks(stored)).toEqual([]);
});

adminTest('a gallery image and its thumbnail are stored without metadata', async ({ page }) => {
  const title = `${marker()} metadata gallery`;
  await page.goto('/admin/gallery');
  const form = page.getByRole('form', { name: 'Add New Image' });
  await form.getByLabel('Title (optional)').fill(title);
  // Smaller than the thumbnail's size too, so neither file needs scaling down.
  await form.getByLabel('Image').setInputFiles({
    name: 'gps.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoWithGps(400, 300),
  });
  await form
    .getByLabel('Everyone identifiable agreed to be shown (a parent, for anyone under 18)')
    .check();
  await form.getByRole('button', { name: 'Upload Image' }).click();
  await expectToast(page, 'Image uploaded successfully!', 30_000);

  const fullUrl = await page
    .getByRole('link', { name: `Open ${title} in a new tab` })
    .getAttribute('href');
  const thumbUrl = await page.getByRole('img', { name: title, exact: true }).getAttribute('src');
  const image = await download(page, fullUrl, 'the image');
  const thumbnail = await download(page, thumbUrl, 'the thumbnail');
  // Deleted at once: a new gallery image leads the home page's carousel, which others check.
  await deleteRecord(
    page,
    title,
    'Are you sure you want to delete this image?',
    'Image deleted successfully',
  );
  expect(decodeURIComponent(thumbUrl!)).toContain('/thumb_');
  expect(thumbUrl).not.toBe(fullUrl);
  expect(await metadataLeaks(image), 'the image').toEqual([]);
  expect(await metadataLeaks(thumbnail), 'the thumbnail').toEqual([]);
});

adminTest('photos uploaded several at once are stored without metadata', async ({ page }) => {
  const title = `${marker()} metadata batch`;
  await page.goto('/admin/gallery');
  const form = page.getByRole('form', { name: 'Add New Image' });
  await form.getByLabel('Title (optional)').fill(title);
  // Larger than the medium copy, so that copy is scaled down; the other already small.
  await form.getByLabel('Image').setInputFiles([
    { name: 'gps-1.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps(1400, 1050) },
    { name: 'gps-2.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps(400, 300) },
  ]);
  await form
    .getByLabel('Everyone identifiable agreed to be shown (a parent, for anyone under 18)')
    .check();
  await form.getByRole('button', { name: 'Upload 2 Images' }).click();
  await expectToast(page, '2 photos uploaded successfully!', 30_000);

  // Each of the two cards links its full image and shows its thumbnail; the medium copy sits
  // beside them under its own name.
  const cards = page.getByRole('figure').filter({ hasText: title });
  await expect(cards).toHaveCount(2);
  const stored: Buffer[] = [];
  for (const index of [0, 1]) {
    const card = cards.nth(index);
    const fullUrl = await card
      .getByRole('link', { name: `Open ${title} in a new tab` })
      .getAttribute('href');
    const thumbUrl = await card.getByRole('img', { name: title, exact: true }).getAttribute('src');
    expect(decodeURIComponent(thumbUrl ?? '')).toContain('/thumb_gallery_');
    stored.push(await download(page, fullUrl, 'the image'));
    stored.push(await download(page, thumbUrl, 'the thumbnail'));
    stored.push(
      // Its own name beside the thumbnail's; anyone may read a gallery file, token or not.
      await download(
        page,
        thumbUrl!.replace('thumb_gallery_', 'medium_gallery_').replace(/&token=[^&]*/, ''),
        'the medium copy',
      ),
    );
  }
  // Deleted at once: new gallery images lead the home page's carousel, which others check.
  for (let deleted = 0; deleted < 2; deleted++) {
    await page
      .getByRole('button', { name: `Delete ${title}`, exact: true })
      .first()
      .click();
    const dialog = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this image?',
    });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Image deleted successfully');
  }
  for (const [i, bytes] of stored.entries())
    expect(await metadataLeaks(bytes), `file ${i + 1} of 6`).toEqual([]);
});
