/**
 * Backing up and restoring the website in a real browser: download a backup, lose a member with
 * a photo, a gallery image and a programme with a poster, restore them from the file, and see
 * them with their pictures on the public pages. Also: a second restore has nothing to do, a
 * damaged file is refused, Settings' Backup page passes axe, and the zip library stays on it.
 *
 * The stack is shared with the journeys running beside this one, which add, edit and delete
 * records of their own all the time. Restoring the whole backup would bring their short-lived
 * records back and undo their edits under their feet, so the file restored here is the
 * downloaded backup narrowed to this test's own three records (the whole-site restore runs
 * against the backend in tests/integration/backup.test.ts). This test makes and removes its
 * records with the app's own services, signed in as the administrator.
 */
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { Backup } from '../../src/domain/backup/format';
import { readBackupZip } from '../../src/domain/backup/zipReader';
import { writeBackupZip } from '../../src/domain/backup/zipWriter';
import {
  galleryFileName,
  galleryPath,
  galleryThumbFileName,
  memberImagePath,
  programmeImagePath,
  storagePathOfUrl,
} from '../../src/domain/storagePaths';
import {
  ACCOUNTS,
  adminTest,
  expect,
  expectNoAxeViolations,
  expectToast,
  gradientImage,
} from './fixtures';
import { e2eEnv } from './env';

const NOT_A_BACKUP = 'This file is not a valid backup of this website.';

/**
 * The app's services in this test process, against the test stack, signed in as the
 * administrator. They read the VITE_* variables once, when first imported.
 */
async function appServices() {
  Object.assign(process.env, {
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: e2eEnv('projectId'),
    VITE_AUTH_EMULATOR_PORT: e2eEnv('authPort'),
    VITE_FIRESTORE_EMULATOR_PORT: e2eEnv('firestorePort'),
    VITE_STORAGE_EMULATOR_PORT: e2eEnv('storagePort'),
  });
  const [auth, records, galleryWrites, images] = await Promise.all([
    import('../../src/services/auth'),
    import('../../src/services/records'),
    import('../../src/services/galleryWrites'),
    import('../../src/services/images'),
  ]);
  await auth.signIn(ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  return { records, galleryWrites, images };
}
type Services = Awaited<ReturnType<typeof appServices>>;

/** A member with a photo, a gallery image with its thumbnail, a programme with a poster. */
async function makeRecords(app: Services, marker: string) {
  const now = Date.now();
  const upload = async (path: string, hue: number) =>
    app.images.uploadImage(
      path,
      new Blob([new Uint8Array(await gradientImage(96, 'jpeg', hue))], { type: 'image/jpeg' }),
    );
  const fileName = galleryFileName('restored.jpg', now);
  const thumbFileName = galleryThumbFileName(fileName);
  const [photo, picture, thumb, poster] = await Promise.all([
    upload(memberImagePath(now), 0),
    upload(galleryPath(fileName), 60),
    upload(galleryPath(thumbFileName), 60),
    upload(programmeImagePath('poster.jpg', now), 120),
  ]);
  const name = `${marker} Member`;
  // An old term, date and year: the visitor journeys beside this one keep seeing the seeded
  // newest term, gallery images and programmes first.
  const memberId = await app.records.addMember(
    { name, role: 'E2E Treasurer', startYear: 1991, endYear: 1993, imageUrl: photo },
    new Date('2020-01-01T00:00:00.000Z'),
  );
  const galleryId = await app.galleryWrites.addGalleryImage(
    { title: `${marker} Picture`, imageUrl: picture, fileName, thumbUrl: thumb, thumbFileName },
    { createdAt: new Date('2015-01-01T00:00:00.000Z') },
  );
  const programmeId = await app.records.addProgramme({
    title: `${marker} Programme`,
    startDate: '2019-05-05',
    endDate: '',
    time: '',
    place: 'Agra',
    description: 'Restored from a backup.',
    registrationUrl: '',
    imageUrl: poster,
  });
  return {
    member: { id: memberId, name, photo },
    picture: { id: galleryId, title: `${marker} Picture`, urls: [picture, thumb] },
    programme: { id: programmeId, title: `${marker} Programme`, poster },
  };
}
type Records = Awaited<ReturnType<typeof makeRecords>>;

/** Deletes the three records and their files, as the admin screens do. */
async function loseRecords(app: Services, records: Records) {
  await Promise.all([
    app.records.deleteMember(records.member.id),
    app.galleryWrites.deleteGalleryImage(records.picture.id),
    app.records.deleteProgramme(records.programme.id),
  ]);
  const urls = [records.member.photo, ...records.picture.urls, records.programme.poster];
  await Promise.all(urls.map((url) => app.images.deleteImageByUrl(url).catch(() => undefined)));
}

/** The backup narrowed to these records and their images (see the top of this file). */
function narrowed(backup: Backup, ids: readonly string[]): Buffer {
  const records = backup.records.filter((r) => ids.includes(r.id));
  const paths = new Set(
    records.flatMap((r) =>
      ['imageUrl', 'thumbUrl'].map((f) => storagePathOfUrl(String(r.fields[f] ?? ''))),
    ),
  );
  return Buffer.from(
    writeBackupZip({
      ...backup,
      records,
      unrestorable: [],
      images: backup.images.filter((i) => paths.has(i.path)),
      missingImages: [],
    }),
  );
}

/** Whether an image on the page has loaded (a broken one has no natural width). */
const loaded = (page: Page, name: string) =>
  expect
    .poll(() =>
      page
        .getByRole('img', { name, exact: true })
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);

/** Runs axe on Settings' Backup page as it is, at 375 px and at 1280 px. */
async function axeAtBothWidths(page: Page, state: string) {
  for (const size of [
    { width: 375, height: 740 },
    { width: 1280, height: 720 },
  ]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `Settings: Backup, ${state} (${size.width} px)`, {
      soft: true,
    });
  }
}

adminTest(
  'a backup brings back a lost member, gallery image and programme with their pictures',
  async ({ page }, testInfo) => {
    const app = await appServices();
    const marker = `Backup ${Date.now().toString(36)}`;
    const records = await makeRecords(app, marker);
    try {
      await page.goto('/admin/settings/backup');
      await expect(page.getByRole('heading', { name: 'Settings: Backup', level: 1 })).toBeVisible();

      // Download a backup of the whole website.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download backup' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^youth-commission-backup-\d{4}-\d{2}-\d{2}\.zip$/,
      );
      await expectToast(page, 'Backup downloaded');
      await expect(
        page.getByText(
          /^Downloaded youth-commission-backup-.*: \d+ records and \d+ images, [\d.]+ [KM]B\.$/,
        ),
      ).toBeVisible();
      const zip = await readFile(await download.path());
      const backup = readBackupZip(new Uint8Array(zip));
      const ids = [records.member.id, records.picture.id, records.programme.id];
      expect(backup.records.filter((r) => ids.includes(r.id))).toHaveLength(3);
      const restoreFile = narrowed(backup, ids);

      await loseRecords(app, records);

      // Choose the file: it is checked and the plan shown; nothing is written yet.
      const chooser = page.getByLabel('Backup file (.zip)');
      await chooser.setInputFiles({
        name: 'backup.zip',
        mimeType: 'application/zip',
        buffer: restoreFile,
      });
      const plan = page.getByRole('region', { name: 'What restoring backup.zip would do' });
      await expect(plan.getByRole('group', { name: 'To add back (3)' })).toBeVisible();
      // Where and when it was made: this website, just now; no warning of another site.
      await expect(
        plan.getByText(/^Made from .+ on .+ \((just now|\d+ minutes? ago)\)\.$/),
      ).toBeVisible();
      await expect(plan.getByText(/another website/)).toHaveCount(0);
      await expect(plan.getByRole('button', { name: 'Only add what is missing' })).toBeVisible();
      const uploads = plan.getByRole('group', { name: 'Images to upload (4)' });
      for (const kind of [
        'Member photos (1)',
        'Gallery images (1)',
        'Gallery thumbnails (1)',
        'Programme posters (1)',
      ])
        await expect(uploads.getByText(kind)).toBeVisible();
      await axeAtBothWidths(page, 'a plan shown');

      await plan.getByRole('button', { name: 'Restore', exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('3 records will be added back, 0 replaced and 4 images');
      await dialog.getByRole('button', { name: 'Restore' }).click();
      await expectToast(page, 'Backup restored successfully', 30_000);

      // All three are back, with their pictures, on the public pages.
      await page.goto('/');
      await page.getByRole('button', { name: '1991 - 1993', exact: true }).click();
      await loaded(page, `Photo of ${records.member.name}`);
      await page.goto('/gallery');
      await page
        .getByRole('img', { name: records.picture.title, exact: true })
        .scrollIntoViewIfNeeded();
      await loaded(page, records.picture.title);
      await page.goto(`/programmes/${records.programme.id}`);
      await loaded(page, `Poster of ${records.programme.title}`);

      // The same file again: nothing to do.
      await page.goto('/admin/settings/backup');
      await page.getByLabel('Backup file (.zip)').setInputFiles({
        name: 'backup.zip',
        mimeType: 'application/zip',
        buffer: restoreFile,
      });
      await expect(
        page.getByText('Nothing to restore: the website already holds everything in this backup.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Restore', exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Only add what is missing' })).toHaveCount(0);

      // A damaged file is refused with the reason; nothing is offered to restore.
      await page.getByLabel('Backup file (.zip)').setInputFiles({
        name: 'damaged.zip',
        mimeType: 'application/zip',
        buffer: zip.subarray(0, Math.floor(zip.length / 2)),
      });
      await expectToast(page, NOT_A_BACKUP);
      const alert = page.getByRole('main').getByRole('alert').filter({ hasText: NOT_A_BACKUP });
      await expect(alert).toContainText('Reason: it is not a zip file, or the zip is damaged.');
      await expect(page.getByRole('button', { name: 'Restore', exact: true })).toHaveCount(0);
      await axeAtBothWidths(page, 'a file refused');
    } finally {
      await loseRecords(app, records).catch((error: unknown) =>
        testInfo.annotations.push({ type: 'cleanup', description: String(error) }),
      );
    }
  },
);

adminTest(
  "the zip library loads with Settings' Backup page only, not with other admin screens",
  async ({ page }) => {
    /** The text of every script the page loads from now on. */
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.text().catch(() => ''));
    });
    // A string of fflate's own (an error message), which minifying keeps.
    const holdsFflate = async () =>
      (await Promise.all(scripts.splice(0))).some((s) => s.includes('invalid zip data'));

    const screens: Array<[path: string, title: string]> = [
      ['/admin/dashboard', 'Dashboard'],
      ['/admin/members', 'Members Management'],
      ['/admin/settings', 'Settings'],
    ];
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await holdsFflate(), `${path} loads the zip library`).toBe(false);
    }
    await page.goto('/admin/settings/backup');
    await expect(page.getByRole('button', { name: 'Download backup' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await holdsFflate(), 'the Backup page loads the zip library').toBe(true);
  },
);
