/**
 * Resizing one photo of the queue: the file picked becomes its three copies (full, thumbnail,
 * medium), kept in the browser under the row's id so that a closed tab can resume, and the names
 * its files will be stored under, chosen now (from the row's moment) so that every try uses the
 * same ones.
 */
import {
  galleryFileName,
  galleryMediumFileName,
  galleryThumbFileName,
} from '../../domain/storagePaths';
import { fileNameForType } from '../flow/imageSizes';
import { queueStore } from './queueStore';
import { resizePhoto } from './resizePhoto';
import type { ResizedRow } from './uploadRow';
import type { QueueRow } from './uploadQueue';

/** What a row gains once resized: its files' names and the full image's size. */
export type Resized = Pick<ResizedRow, 'names' | 'width' | 'height'>;

/**
 * Resizes the file picked for `row` and keeps its copies; `stillWanted` is asked before they are
 * kept (a queue cancelled meanwhile keeps nothing), and null is returned then.
 */
export async function resizeRow(
  row: QueueRow,
  file: File,
  stillWanted: () => boolean,
): Promise<Resized | null> {
  const photo = await resizePhoto(file);
  if (!stillWanted()) return null;
  const fileName = galleryFileName(fileNameForType(file.name, photo.full.type), row.stamp);
  await (await queueStore()).putCopies(row.id, photo);
  return {
    names: {
      fileName,
      thumbFileName: galleryThumbFileName(fileName),
      mediumFileName: galleryMediumFileName(fileName),
    },
    width: photo.width,
    height: photo.height,
  };
}
