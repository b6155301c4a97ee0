/**
 * Saving records that own stored images, in the order that loses nothing: a record never points
 * at a file that is gone, a failed save leaves no stray upload, and no file is deleted while
 * another record (or an item of the Trash) still refers to it.
 */
import type { UploadProgress } from '../../services/images';
import { saveWithFiles, type NewFile } from '../../services/savedFiles';
import { resizeImage } from './imageResize';
import { fileNameForType } from './imageSizes';

/** A resized photo to upload: where it goes, and its bytes. */
export type NewImage = NewFile;

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

/**
 * Uploads `newImage` (if any), then calls `save` with its download URL ('' without one), and only
 * after the save succeeded deletes `oldImageUrl` (saveWithFiles). If the upload or the save fails
 * the error is rethrown; a new upload is deleted again and the old image is left untouched.
 */
export async function saveWithImage(options: {
  newImage: NewImage | null;
  oldImageUrl: string;
  save: (imageUrl: string) => Promise<unknown>;
  onProgress?: (progress: UploadProgress) => void;
}): Promise<void> {
  const { newImage, oldImageUrl, save, onProgress } = options;
  await saveWithFiles({
    files: newImage ? [newImage] : [],
    write: ([url = '']) => save(url),
    replaced: newImage && oldImageUrl ? [{ url: oldImageUrl }] : [],
    onProgress,
  });
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
