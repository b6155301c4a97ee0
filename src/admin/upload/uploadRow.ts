/**
 * Uploading one photo of the queue: its three files, then its gallery entry, in the order that
 * loses nothing (saveWithFiles: a failed upload or write leaves no stray file). An earlier try
 * whose outcome is unknown may have stored the entry or some files already: such a row looks
 * first, and stores nothing twice (the entry's id and the files' names were chosen before the
 * first try, the entry is created only if absent, and a file's name is never written twice).
 */
import { galleryPath } from '../../domain/storagePaths';
import type { GalleryImageInput } from '../../domain/types';
import { storedFileUrl } from '../../services/images';
import {
  GalleryImageExistsError,
  addGalleryImage,
  readGalleryImage,
} from '../../services/galleryWrites';
import { UploadError, percentOf, saveWithFiles } from '../../services/savedFiles';
import type { KeptCopies } from './queueStore';
import type { QueueRow, StoredNames } from './uploadQueue';

/** A row ready to upload: resized, with its files' names and the full image's size. */
export type ResizedRow = QueueRow & { names: StoredNames; width: number; height: number };

export const isResized = (row: QueueRow): row is ResizedRow =>
  row.names !== undefined && row.width !== undefined && row.height !== undefined;

/** The three files of a row, in the order the entry lists them: image, thumbnail, medium copy. */
const filesOf = (row: ResizedRow, copies: KeptCopies) => [
  { path: galleryPath(row.names.fileName), blob: copies.full },
  { path: galleryPath(row.names.thumbFileName), blob: copies.thumb },
  { path: galleryPath(row.names.mediumFileName), blob: copies.medium },
];

/**
 * Uploads a row's files and writes its entry, the write when `beforeWrite` resolves (the pace of
 * the writes). Resolves once the entry is stored (by this try or an earlier one).
 */
export async function uploadRow(
  row: ResizedRow,
  copies: KeptCopies,
  {
    beforeWrite,
    onProgress,
  }: { beforeWrite: () => Promise<void>; onProgress: (percent: number) => void },
): Promise<void> {
  const files = filesOf(row, copies);
  /** What an earlier try stored: null when the entry is there, else each file's URL or null. */
  const look = async () => {
    if (await readGalleryImage(row.id)) return null;
    return Promise.all(files.map((file) => storedFileUrl(file.path)));
  };
  const send = (stored: (string | null)[]) =>
    saveWithFiles({
      files: files.filter((_, i) => stored[i] === null),
      write: async (uploaded) => {
        const [imageUrl = '', thumbUrl = '', mediumUrl = ''] = stored.map(
          (url) => url ?? uploaded.shift() ?? '',
        );
        const input: GalleryImageInput = {
          title: row.title,
          titleHi: row.titleHi ?? '',
          imageUrl,
          fileName: row.names.fileName,
          thumbUrl,
          thumbFileName: row.names.thumbFileName,
          mediumUrl,
          mediumFileName: row.names.mediumFileName,
          width: row.width,
          height: row.height,
          ...(row.programmeId ? { programmeId: row.programmeId } : {}),
        };
        await beforeWrite();
        try {
          await addGalleryImage(input, { id: row.id });
        } catch (error) {
          // Written by an earlier try whose answer never came: it is there, as wanted.
          if (error instanceof GalleryImageExistsError) return;
          throw error;
        }
      },
      onProgress: (progress) => onProgress(percentOf(progress)),
    });

  if (!row.attempted) return send(files.map(() => null));
  const stored = await look();
  if (!stored) return;
  try {
    await send(stored);
  } catch (error) {
    // A file refused may be one that an earlier try's late request stored after the look (a
    // name is never written twice): look once more, and go on with what is there.
    if (!(error instanceof UploadError)) throw error;
    const now = await look();
    if (!now) return;
    if (now.every((url, i) => url === stored[i])) throw error;
    await send(now);
  }
}
