/**
 * Saving records that own stored images, in the order that loses nothing: a record never points
 * at a file that is gone, a failed save leaves no stray upload, and no file is deleted while
 * another record (or an item of the Trash) still refers to it.
 */
import {
  deleteUnreferencedFiles,
  uploadImage,
  type StoredFile,
  type UploadProgress,
} from '../../services/images';
import { resizeImage } from './imageResize';
import { fileNameForType } from './imageSizes';

export type { StoredFile } from '../../services/images';

export interface NewImage {
  path: string;
  blob: Blob;
}

/**
 * A picked photo resized for the web (longest side `maxSide`), to be uploaded at the path that
 * `pathFor` makes from its file name, whose extension follows the resized type.
 */
export async function resizedForUpload(
  picked: File,
  maxSide: number,
  pathFor: (fileName: string) => string,
): Promise<NewImage> {
  const blob = await resizeImage(picked, maxSide);
  return { path: pathFor(fileNameForType(picked.name, blob.type)), blob };
}

/** The record's image as a stored file, or none when it has no image (an empty URL). */
const imageAt = (url: string): StoredFile[] => (url ? [{ url }] : []);

/**
 * Deletes files that the record they belonged to no longer refers to, except those another
 * record refers to (see deleteUnreferencedFiles). That is housekeeping: a failure is only
 * logged, and the other files are still deleted.
 */
export async function deleteUnusedFiles(files: readonly StoredFile[]): Promise<void> {
  if (files.length === 0) return;
  await deleteUnreferencedFiles(files).catch((error: unknown) => {
    for (const file of files) console.error('Could not delete the image', file, error);
  });
}

/**
 * Uploads `newImage` (if any), then calls `save` with its download URL ('' without one), and only
 * after the save succeeded deletes `oldImageUrl`. If the upload or the save fails the error is
 * rethrown; a new upload is deleted again and the old image is left untouched.
 */
export async function saveWithImage(options: {
  newImage: NewImage | null;
  oldImageUrl: string;
  save: (imageUrl: string) => Promise<unknown>;
  onProgress?: (progress: UploadProgress) => void;
}): Promise<void> {
  const { newImage, oldImageUrl, save, onProgress } = options;
  const newUrl = newImage ? await uploadImage(newImage.path, newImage.blob, onProgress) : '';
  try {
    await save(newUrl);
  } catch (error) {
    await deleteUnusedFiles(imageAt(newUrl));
    throw error;
  }
  if (newUrl && oldImageUrl !== newUrl) await deleteUnusedFiles(imageAt(oldImageUrl));
}

/**
 * Adds a record made of `input`, or updates `record` with it, through saveWithImage: the new
 * image's URL goes into the record ('' without one, which keeps the stored image on an update),
 * and the record's old image is deleted only after the save.
 */
export function saveRecordWithImage<I extends { imageUrl: string }>(options: {
  record: { id: string; imageUrl: string } | null;
  input: I;
  newImage: NewImage | null;
  add: (input: I) => Promise<unknown>;
  update: (id: string, input: I) => Promise<unknown>;
}): Promise<void> {
  const { record, input, newImage, add, update } = options;
  return saveWithImage({
    newImage,
    oldImageUrl: record?.imageUrl ?? '',
    save: (imageUrl) =>
      record ? update(record.id, { ...input, imageUrl }) : add({ ...input, imageUrl }),
  });
}
