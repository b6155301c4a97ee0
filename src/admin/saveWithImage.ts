/**
 * Saving and deleting records that own a stored image, in the order that loses nothing (issue 4):
 * a record never points at a file that is gone, and a failed save leaves no stray upload.
 */
import { deleteImageByUrl, uploadImage, type UploadProgress } from '../services/images';

export interface NewImage {
  path: string;
  blob: Blob;
}

/** Deleting a file that is no longer referenced is housekeeping: its failure is only logged. */
export function deleteUnusedImage(url: string): Promise<void> {
  return deleteImageByUrl(url).catch((error: unknown) =>
    console.error('Could not delete the image', url, error),
  );
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
    if (newUrl) await deleteUnusedImage(newUrl);
    throw error;
  }
  if (newUrl && oldImageUrl && oldImageUrl !== newUrl) await deleteUnusedImage(oldImageUrl);
}

/** Deletes the record first, then its image (whose failure is only logged). */
export async function deleteWithImage(
  deleteRecord: () => Promise<unknown>,
  imageUrl: string,
): Promise<void> {
  await deleteRecord();
  if (imageUrl) await deleteUnusedImage(imageUrl);
}
