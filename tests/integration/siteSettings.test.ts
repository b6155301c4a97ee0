/**
 * The site's details and the home banner (src/services/siteDetails.ts, siteSettings.ts) with the
 * real Firebase SDK against the local stack: an owner saves them, a reader without credentials
 * reads them back as a publish does, a new photo replaces the files of the old one, and a save the
 * rules refuse leaves the saved slide and its files as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLogLevel } from 'firebase/firestore/lite';
import { signOut } from '../../src/services/auth';
import { checkBackup, restoreBackup } from '../../src/services/backup';
import { readBanner, readSiteDetails, savedSiteChanges } from '../../src/services/siteDetails';
import {
  saveBannerSlide,
  saveSiteDetails,
  type EncodedBannerFile,
} from '../../src/services/siteSettings';
import { bannerFilePath, storagePathOfUrl } from '../../src/domain/storagePaths';
import {
  BANNER_PHOTO_WIDTHS,
  type SavedBannerSlide,
  type SiteDetails,
} from '../../src/domain/siteDetails';
import { fileBytes } from '../fixtures/documents';
import { ADMIN, VOLUNTEER, ensureTestAccounts } from './support/accounts';
import { backupInMemory } from './support/backupFiles';
import { fileExists } from './support/files';
import { signInAs, signedOut } from './support/session';

const DETAILS: SiteDetails = {
  addressLines: ["Archbishop's House", 'Wazirpura Road', 'Agra 282003'],
  phone: '+91 562 111 2222',
  email: 'youth@example.org',
  secondaryEmail: '',
  about: 'We accompany the young people of our parishes.',
  aboutHi: 'हम अपने पल्लियों के युवाओं के साथ चलते हैं।',
  mapPlace: "Archbishop's House, Agra",
  facebook: 'https://www.facebook.com/agrayouth',
  instagram: '',
  youtube: '',
};

/** A photo's files as a browser makes them: JPEG at every width, and WebP unless `jpegOnly`. */
function photo(jpegOnly = false): EncodedBannerFile[] {
  const formats = jpegOnly ? (['jpg'] as const) : (['webp', 'jpg'] as const);
  return formats.flatMap((format) =>
    BANNER_PHOTO_WIDTHS.map((width) => ({
      width,
      format,
      blob: new Blob([fileBytes(format === 'jpg' ? 'image/jpeg' : 'image/webp', 2_000)], {
        type: format === 'jpg' ? 'image/jpeg' : 'image/webp',
      }),
    })),
  );
}

const pathsOf = (slide: SavedBannerSlide) =>
  [...Object.values(slide.files.jpg), ...Object.values(slide.files.webp ?? {})].map(
    (url) => storagePathOfUrl(url) ?? url,
  );

const WORDS = { headline: 'Rise up', subline: 'Together in faith', description: 'a bonfire' };

beforeAll(async () => {
  setLogLevel('silent');
  await ensureTestAccounts();
});

afterAll(async () => {
  await signOut().catch(() => undefined);
});

describe('the site details', () => {
  it('are saved by an owner and read back without credentials, with when', async () => {
    await signInAs(ADMIN);
    const before = Date.now();
    const saved = await saveSiteDetails(DETAILS, await readSiteDetails());
    await signedOut();

    const read = await readSiteDetails();
    expect(read).toMatchObject(DETAILS);
    expect(read?.updatedAt?.getTime()).toBe(saved.updatedAt?.getTime());
    expect(read?.updatedAt?.getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(read?.updatedBy).toBe(saved.updatedBy);
    expect((await savedSiteChanges()).siteDetails?.getTime()).toBe(saved.updatedAt?.getTime());
  });

  it('are saved again over the saved ones, and an editor cannot save them', async () => {
    await signInAs(ADMIN);
    const first = await readSiteDetails();
    const again = await saveSiteDetails({ ...DETAILS, phone: '+91 562 333 4444' }, first);
    expect((await readSiteDetails())?.phone).toBe('+91 562 333 4444');
    expect(again.updatedAt!.getTime()).toBeGreaterThan(first!.updatedAt!.getTime());
    await signedOut();

    await signInAs(VOLUNTEER);
    await expect(saveSiteDetails({ ...DETAILS, phone: 'by an editor' })).rejects.toThrow();
    await signedOut();
    expect((await readSiteDetails())?.phone).toBe('+91 562 333 4444');
  });

  it('refuse a social link on another host, keeping the saved ones', async () => {
    await signInAs(ADMIN);
    await expect(
      saveSiteDetails({ ...DETAILS, youtube: 'https://example.org/agrayouth' }),
    ).rejects.toThrow();
    await signedOut();
    expect((await readSiteDetails())?.youtube).toBe('');
  });
});

describe('the banner', () => {
  it('saves a slide with its photo; a new photo replaces the old files', async () => {
    await signInAs(ADMIN);
    const first = await saveBannerSlide(3, WORDS, photo(), null);
    for (const path of pathsOf(first)) expect(await fileExists(path), path).toBe(true);

    const second = await saveBannerSlide(3, { ...WORDS, headline: 'New' }, photo(true), first, {
      now: new Date(Date.now() + 5),
    });
    expect(second.files.webp).toBeNull();
    await signedOut();

    const read = await readBanner();
    expect(read?.map((s) => s.slide)).toContain(3);
    const slide = read?.find((s) => s.slide === 3);
    expect(slide).toMatchObject({ headline: 'New', subline: WORDS.subline, files: second.files });
    for (const path of pathsOf(second)) expect(await fileExists(path), path).toBe(true);
    for (const path of pathsOf(first)) expect(await fileExists(path), path).toBe(false);
    expect((await savedSiteChanges()).banner?.getTime()).toBeGreaterThanOrEqual(
      second.updatedAt!.getTime(),
    );
  });

  it('changes the words alone, keeping the photo', async () => {
    await signInAs(ADMIN);
    const saved = (await readBanner())?.find((s) => s.slide === 3) ?? null;
    const words = await saveBannerSlide(3, { ...WORDS, subline: 'Words only' }, null, saved);
    await signedOut();
    expect(words.files).toEqual(saved?.files);
    expect((await readBanner())?.find((s) => s.slide === 3)?.subline).toBe('Words only');
  });

  it('keeps the saved slide and its files when a save is refused, and deletes what it uploaded', async () => {
    await signInAs(ADMIN);
    const saved = (await readBanner())?.find((s) => s.slide === 3) ?? null;
    const now = new Date(Date.now() + 10);
    await expect(
      saveBannerSlide(3, { ...WORDS, headline: 'x'.repeat(101) }, photo(), saved, { now }),
    ).rejects.toThrow();
    await signedOut();
    const after = (await readBanner())?.find((s) => s.slide === 3);
    expect(after).toEqual(saved);
    for (const path of pathsOf(saved!)) expect(await fileExists(path), path).toBe(true);
    for (const { width, format } of photo()) {
      const path = bannerFilePath(3, now.getTime(), width, format);
      expect(await fileExists(path), path).toBe(false);
    }
  });

  it('refuses a slide without a photo, and an editor', async () => {
    await signInAs(ADMIN);
    await expect(saveBannerSlide(4, WORDS, null, null)).rejects.toThrow(/Choose a photo/);
    await signedOut();
    await signInAs(VOLUNTEER);
    await expect(saveBannerSlide(4, WORDS, photo(), null)).rejects.toThrow();
    await signedOut();
    expect((await readBanner())?.some((s) => s.slide === 4) ?? false).toBe(false);
  });
});

describe('in a backup', () => {
  it('the saved details and slides are backed up, and a restore puts them back', async () => {
    await signInAs(ADMIN);
    const details = await readSiteDetails();
    const slide = (await readBanner())?.find((s) => s.slide === 3) ?? null;
    expect(details).not.toBeNull();
    expect(slide).not.toBeNull();
    const backup = await backupInMemory();

    await saveSiteDetails(
      { ...DETAILS, phone: 'changed after the backup', aboutHi: 'बैकअप के बाद बदला' },
      details,
    );
    await saveBannerSlide(3, { ...WORDS, headline: 'Changed after the backup' }, null, slide);
    const checked = await checkBackup(backup.zips[0]!);
    const result = await restoreBackup(checked, 'all');
    expect(result.notRestored).toEqual([]);
    await signedOut();

    expect((await readSiteDetails())?.phone).toBe(details?.phone);
    // The about text in Hindi with them (a backup holds whole documents).
    expect(details?.aboutHi).toBe(DETAILS.aboutHi);
    expect((await readSiteDetails())?.aboutHi).toBe(DETAILS.aboutHi);
    const back = (await readBanner())?.find((s) => s.slide === 3);
    expect(back?.headline).toBe(slide?.headline);
    expect(back?.files).toEqual(slide?.files);
  });
});
