/**
 * Saving the site's details, the home banner's slides and the parish list (Settings, owners
 * only): each save
 * replaces its document whole, signed with the owner's uid and dated by this device. A slide's new
 * photo is uploaded first; its document then names the new files, and the files it named before
 * are deleted. A save that fails leaves the saved slide as it was and deletes what it uploaded.
 * Reading them: siteDetails.ts.
 */
import {
  BANNER_PHOTO_WIDTHS,
  SITE_DETAILS_ID,
  bannerSlideFields,
  siteDetailsFields,
  type BannerPhotoFiles,
  type BannerPhotoFormat,
  type BannerPhotoWidth,
  type SavedBannerSlide,
  type SavedSiteDetails,
  type SiteDetails,
} from '../domain/siteDetails';
import {
  PARISH_LIST_ID,
  parishListFields,
  parishListFromFields,
  type Deanery,
  type SavedParishList,
} from '../domain/parishes';
import { stampAfter } from '../domain/deviceClock';
import { bannerFilePath } from '../domain/storagePaths';
import { signedInUid } from './auth';
import type { UploadProgress } from './images';
import { writeRecord } from './records';
import { saveWithFiles } from './savedFiles';

/** The signed-in owner's uid; a save without one would be refused by the rules anyway. */
async function saverUid(): Promise<string> {
  const uid = await signedInUid();
  if (!uid) throw new Error('Sign in again to save.');
  return uid;
}

/** Saves the site's details over the saved ones and returns them as saved. */
export async function saveSiteDetails(
  details: SiteDetails,
  previous: SavedSiteDetails | null = null,
  now: Date = new Date(),
): Promise<SavedSiteDetails> {
  const updatedBy = await saverUid();
  const updatedAt = stampAfter(previous?.updatedAt, now);
  await writeRecord('siteDetails', SITE_DETAILS_ID, {
    ...siteDetailsFields(details),
    updatedAt,
    updatedBy,
  });
  return { ...details, updatedAt: new Date(updatedAt), updatedBy };
}

/** Saves the deaneries and parishes over the saved list and returns the list as saved. */
export async function saveParishList(
  deaneries: readonly Deanery[],
  previous: SavedParishList | null = null,
  now: Date = new Date(),
): Promise<SavedParishList> {
  const updatedBy = await saverUid();
  const updatedAt = stampAfter(previous?.updatedAt, now);
  const fields = { ...parishListFields(deaneries), updatedAt, updatedBy };
  await writeRecord('parishes', PARISH_LIST_ID, fields);
  return parishListFromFields(PARISH_LIST_ID, fields);
}

/** One file of a banner photo made in the browser. */
export interface EncodedBannerFile {
  width: BannerPhotoWidth;
  format: BannerPhotoFormat;
  blob: Blob;
}

/** A slide's words as its form holds them. */
export interface BannerSlideWords {
  headline: string;
  subline: string;
  description: string;
}

/** The download URLs of a photo's files: every JPEG, and every WebP or none. */
function photoFiles(
  urls: ReadonlyArray<{ file: EncodedBannerFile; url: string }>,
): BannerPhotoFiles {
  const of = (format: BannerPhotoFormat) => {
    const found = BANNER_PHOTO_WIDTHS.map(
      (width) => urls.find(({ file }) => file.format === format && file.width === width)?.url,
    );
    return found.every((url) => url !== undefined)
      ? (Object.fromEntries(BANNER_PHOTO_WIDTHS.map((w, i) => [w, found[i]])) as Record<
          BannerPhotoWidth,
          string
        >)
      : null;
  };
  const jpg = of('jpg');
  if (!jpg) throw new Error('A banner photo needs its JPEG files at 640, 1280 and 1920 px.');
  return { jpg, webp: of('webp') };
}

const urlsOf = (files: BannerPhotoFiles) => [
  ...Object.values(files.jpg),
  ...Object.values(files.webp ?? {}),
];

/**
 * Saves banner slide `slide` (1 to 4): its words, and its new photo if one is given (otherwise
 * the saved photo stays). Returns the slide as saved.
 */
export async function saveBannerSlide(
  slide: number,
  words: BannerSlideWords,
  photo: readonly EncodedBannerFile[] | null,
  previous: SavedBannerSlide | null,
  {
    now = new Date(),
    onProgress,
  }: { now?: Date; onProgress?: (progress: UploadProgress) => void } = {},
): Promise<SavedBannerSlide> {
  if (!photo && !previous) throw new Error('Choose a photo for this slide.');
  const updatedBy = await saverUid();
  const newFiles = photo ?? [];
  return saveWithFiles({
    files: newFiles.map((file) => ({
      path: bannerFilePath(slide, now.getTime(), file.width, file.format),
      blob: file.blob,
    })),
    write: async (urls) => {
      const files = photo
        ? photoFiles(newFiles.map((file, i) => ({ file, url: urls[i] ?? '' })))
        : (previous as SavedBannerSlide).files;
      const updatedAt = stampAfter(previous?.updatedAt, now);
      const saved = { ...words, files };
      await writeRecord('banner', String(slide), {
        ...bannerSlideFields(saved),
        updatedAt,
        updatedBy,
      });
      return { slide, ...saved, updatedAt: new Date(updatedAt), updatedBy };
    },
    replaced: photo && previous ? urlsOf(previous.files).map((url) => ({ url })) : [],
    onProgress,
  });
}
