/**
 * Sixty photos from a phone, in a real browser: thirty photos chosen at once on a phone-sized page
 * from a programme's 'Add photos' upload with three in flight at most (and at some moment three);
 * the tab is closed (it asks first) once twelve are uploaded, and the admin area opened again
 * offers '{n} of 30 uploaded' with Resume, which finishes the rest without choosing or resizing
 * again, going on while another screen is open. Afterwards the programme has thirty entries and
 * the storage ninety files of them: nothing stored twice. The photos show on the programme's page
 * and in its gallery; deleting the programme, with its photos moved to the Trash as chosen,
 * leaves none of them on the site.
 *
 * Every upload to Storage goes through the test (watchUploads), which holds the photos after the
 * twelfth on their way, as a slow connection would, so that three are seen in flight and the tab
 * closes in the middle. The programme is made with the app's own services, long past, and it and
 * the photos are moved to the Trash at the end, so the journeys running beside this one see the
 * seeded newest gallery images first again.
 */
import type { Page, Route } from '@playwright/test';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ACCOUNTS, adminTest, expect, expectNoAxeViolations, expectToast } from './fixtures';
import { e2eEnv } from './env';

const PHOTOS = 30;
/** The photos that upload before the tab is closed; the rest are held on their way, as on a slow connection. */
const CLOSE_AT = 12;
const CONSENT = 'Everyone identifiable agreed to be shown (a parent, for anyone under 18)';

adminTest.use({ viewport: { width: 390, height: 844 } });

/** The app's services in this test process, against the test stack, signed in as the owner. */
async function appServices() {
  Object.assign(process.env, {
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: e2eEnv('projectId'),
    VITE_AUTH_EMULATOR_PORT: e2eEnv('authPort'),
    VITE_FIRESTORE_EMULATOR_PORT: e2eEnv('firestorePort'),
    VITE_STORAGE_EMULATOR_PORT: e2eEnv('storagePort'),
  });
  const [auth, records, galleryWrites, gallery, programmes] = await Promise.all([
    import('../../src/services/auth'),
    import('../../src/services/records'),
    import('../../src/services/galleryWrites'),
    import('../../src/services/gallery'),
    import('../../src/services/programmes'),
  ]);
  await auth.signIn(ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  return { records, galleryWrites, gallery, programmes };
}

/** A phone photo of the size given, a gradient of its own hue, with a GPS position in its EXIF. */
function phonePhoto(width: number, height: number, hue: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (hue + (x * 255) / width) % 256;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 10/1 30/1' } })
    .toBuffer();
}

/** The stored objects of the test stack's storage whose names hold `marker`. */
async function storedNames(marker: string): Promise<string[]> {
  const objects = path.join(path.dirname(e2eEnv('distDir')), 'data', 'storage', 'objects');
  const names: string[] = [];
  for (const file of await readdir(objects)) {
    if (!file.endsWith('.json')) continue;
    const { name } = JSON.parse(await readFile(path.join(objects, file), 'utf8')) as {
      name: string;
    };
    if (name.includes(marker)) names.push(name);
  }
  return names;
}

/**
 * Lets the first CLOSE_AT photos upload (a photo's three files each) and holds the requests of
 * every later photo until the page closes, as a connection too slow to finish them would, so
 * that the tab closes with exactly CLOSE_AT uploaded and the next three under way whatever the
 * machine's speed. Records how many photos are in flight at once: a photo is in flight while a
 * request for any of its three files is.
 */
async function watchUploads(page: Page, marker: string) {
  const requests = new Map<string, number>();
  const order: string[] = [];
  const seen = { most: 0 };
  const photoOf = (name: string) => name.replace(/^gallery\/(thumb_|medium_)?/, '');
  const closed = new Promise<void>((resolve) => page.once('close', () => resolve()));
  await page.route(
    (url) => url.port === e2eEnv('storagePort'),
    async (route: Route) => {
      const request = route.request();
      const name = new URL(request.url()).searchParams.get('name') ?? '';
      if (request.method() !== 'POST' || !name.includes(marker)) return route.continue();
      const photo = photoOf(name);
      if (!order.includes(photo)) order.push(photo);
      requests.set(photo, (requests.get(photo) ?? 0) + 1);
      seen.most = Math.max(seen.most, requests.size);
      try {
        if (order.indexOf(photo) >= CLOSE_AT) {
          await closed;
          // A closed tab's request goes no further, as a browser's would not.
          return await route.abort();
        }
        // Sent again once if the storage closed the kept-alive connection as it was reused (it
        // closes one idle for 5 s), as the browser itself would send it again.
        const response = await route.fetch({ maxRetries: 1 });
        await route.fulfill({ response });
      } catch {
        // The request failed on its way: the page sees it fail, as on a dropped connection, and
        // the app tries again; never left unanswered. Once the page has closed, nothing is told.
        await route.abort('failed').catch(() => {});
      } finally {
        const left = (requests.get(photo) ?? 1) - 1;
        if (left === 0) requests.delete(photo);
        else requests.set(photo, left);
      }
    },
  );
  return seen;
}

/** How many rows of the upload say they are waiting for their turn to be resized, or resizing. */
const unresizedRows = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ hasText: /(Waiting|Resizing…)$/ })
    .count();

/** How many rows of the upload say 'Uploaded'. */
const uploadedRows = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByText('Uploaded', { exact: true }) })
    .count();

/** Opens an admin screen by the sidebar, behind the Menu button on a phone (no reload). */
async function openScreen(page: Page, label: string) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: label }).click();
}

adminTest(
  'thirty photos from a phone, the tab closed at twelve, Resume finishes with nothing twice',
  async ({ page, context }) => {
    adminTest.setTimeout(360_000);
    const marker = `e2e${Date.now().toString(36)}`;
    const app = await appServices();
    const title = `${marker} Camp photos`;
    const programmeId = await app.records.addProgramme({
      title,
      // Long past, so the lists of upcoming programmes other journeys check stay as they are.
      startDate: '2017-06-01',
      endDate: '2017-06-03',
      time: '',
      place: 'Agra',
      description: '',
      registrationUrl: '',
      imageUrl: '',
    });
    const files = await Promise.all(
      Array.from({ length: PHOTOS }, async (_, i) => ({
        name: `${marker}-${String(i + 1).padStart(2, '0')}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await phonePhoto(1200, 900, i * 8),
      })),
    );

    try {
      const inFlight = await watchUploads(page, marker);
      // 'Add photos' on the programme's card opens the upload with the programme chosen.
      await page.goto('/admin/events');
      await page.getByRole('link', { name: `Add photos to ${title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/gallery\\?programme=${programmeId}$`));
      const form = page.getByRole('form', { name: 'Add New Image' });
      await expect(form.getByLabel('Programme')).toHaveValue(programmeId);
      await expect(form.getByLabel('Programme').locator('option:checked')).toHaveText(
        `${title} (1–3 Jun 2017)`,
      );
      await form.getByLabel('Image').setInputFiles(files);
      await form.getByLabel(CONSENT).check();
      // The photos are resized in the worker, not on the page.
      const worker = page.waitForEvent('worker');
      await form.getByRole('button', { name: `Upload ${PHOTOS} Images` }).click();
      expect((await worker).url()).toMatch(/\/assets\/resizeWorker-[\w-]+\.js$/);
      await expect(
        page.getByRole('heading', { name: /^Photos: \d+ of 30 uploaded$/ }),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'the upload of thirty photos');

      // Twelve uploaded, and every photo resized and kept in the browser (the queue resizes one at
      // a time, each as the one before it is done): what Resume needs.
      await expect.poll(() => uploadedRows(page), { timeout: 120_000 }).toBe(CLOSE_AT);
      await expect.poll(() => unresizedRows(page), { timeout: 120_000 }).toBe(0);
      expect(await uploadedRows(page)).toBe(CLOSE_AT);
      // Closing the tab in the middle asks first.
      const asked = page.waitForEvent('dialog').then(async (dialog) => {
        expect(dialog.type()).toBe('beforeunload');
        await dialog.accept();
      });
      await page.close({ runBeforeUnload: true });
      await asked;
      await page.waitForEvent('close').catch(() => {});
      expect(inFlight.most, 'photos in flight at once').toBe(3);

      // The admin area opened again offers to resume, without choosing or resizing again.
      const again = await context.newPage();
      await again.goto('/admin/dashboard');
      const uploads = again.getByRole('region', { name: 'Photo uploads' });
      await expect(uploads.getByRole('status')).toHaveText(`${CLOSE_AT} of ${PHOTOS} uploaded`);
      await expect(uploads.getByRole('button', { name: 'Discard' })).toBeVisible();
      await expectNoAxeViolations(again, 'the offer to resume');
      await uploads.getByRole('button', { name: 'Resume' }).click();
      await expect(uploads.getByRole('status')).toHaveText(
        /^Uploading photos: \d+ of 30 uploaded$/,
      );
      // Another screen meanwhile: the queue goes on.
      await openScreen(again, 'Members');
      await expect(
        again.getByRole('heading', { level: 1, name: 'Members Management' }),
      ).toBeVisible();
      await expect(uploads.getByRole('status')).toHaveText(
        /^Uploading photos: \d+ of 30 uploaded$/,
      );
      await openScreen(again, 'Gallery');
      const finished = again.getByRole('heading', { name: 'Photos: 30 of 30 uploaded' });
      const failed = again.getByRole('button', { name: 'Retry failed' });
      await expect(finished.or(failed)).toBeVisible({ timeout: 120_000 });
      expect(
        await again.getByRole('listitem').filter({ hasText: 'Upload failed' }).allTextContents(),
        'photos that failed',
      ).toEqual([]);
      await expect(finished).toBeVisible();

      // Nothing stored twice: thirty entries of the programme, ninety files, each entry's own.
      const { items } = await app.gallery.listProgrammePhotosPage(programmeId, null, 100);
      expect(items).toHaveLength(PHOTOS);
      const names = await storedNames(marker);
      expect(names).toHaveLength(PHOTOS * 3);
      const entryFiles = items.flatMap((item) => [
        item.fileName,
        item.thumbFileName,
        item.mediumFileName,
      ]);
      expect(new Set(entryFiles).size).toBe(PHOTOS * 3);
      expect(names.map((name) => name.replace(/^gallery\//, '')).sort()).toEqual(
        [...entryFiles].sort(),
      );
      for (const item of items) {
        // No title given: SPEC's alt text, never anything made from the file (a name, maybe).
        expect(item.title).toBe('Gallery Image');
        expect(item.programmeId).toBe(programmeId);
        expect([item.width, item.height]).toEqual([1200, 900]);
      }

      // They show on the programme's page and in the gallery of the programme, 24 at first.
      await again.goto(`/programmes/${programmeId}`);
      await expect(again.getByRole('heading', { name: `Photos (${PHOTOS})` })).toBeVisible();
      await again.goto(`/gallery?programme=${programmeId}`);
      await expect(
        again.getByRole('heading', { level: 1, name: `Photos of ${title}` }),
      ).toBeVisible();
      await expect(again.getByRole('button', { name: /^Open photo \d+ of 30: / })).toHaveCount(24);

      // Deleting the programme asks what becomes of its photos: moved to the Trash with it.
      await again.goto('/admin/events');
      await again.getByRole('button', { name: `Delete ${title}` }).click();
      const dialog = again.getByRole('alertdialog');
      await dialog.getByLabel(`Move its ${PHOTOS} photos to the Trash too`).check();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expectToast(again, 'Event deleted successfully');
      expect((await app.gallery.listProgrammePhotosPage(programmeId, null, 100)).items).toEqual([]);
      expect(await app.programmes.getProgramme(programmeId)).toBeNull();
    } finally {
      const { items } = await app.gallery.listProgrammePhotosPage(programmeId, null, 100);
      for (const item of items) await app.galleryWrites.deleteGalleryImage(item.id);
      if (await app.programmes.getProgramme(programmeId))
        await app.records.deleteProgramme(programmeId);
    }
  },
);
