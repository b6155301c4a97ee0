/**
 * Saving what refers to new files, in the one order that loses nothing, for every screen (a
 * record's photo, a gallery photo with its two smaller copies, a banner slide's six files):
 * upload, then write, then clean up. A record never points at a file that is gone, a failed save
 * leaves no stray upload, and no file is deleted while another record (or an item of the Trash)
 * still refers to it.
 */
import { reasonOf } from '../domain/words';
import {
  deleteUnreferencedFiles,
  uploadImage,
  type StoredFile,
  type UploadProgress,
} from './images';

/** A file to upload: where it goes, and its bytes. */
export interface NewFile {
  path: string;
  blob: Blob;
}

/** An upload failed (as opposed to the write after it): its reason, and the failure as cause. */
export class UploadError extends Error {
  constructor(cause: unknown) {
    super(reasonOf(cause), { cause });
    this.name = 'UploadError';
  }
}

/**
 * Deletes files that what they belonged to no longer refers to, except those another record
 * refers to (see deleteUnreferencedFiles). That is housekeeping: a failure is only logged.
 */
export async function deleteUnusedFiles(files: readonly StoredFile[]): Promise<void> {
  if (files.length === 0) return;
  await deleteUnreferencedFiles(files).catch((error: unknown) => {
    for (const file of files) console.error('Could not delete the image', file, error);
  });
}

/**
 * Uploads `files` side by side (reporting the bytes sent of all of them), then calls `write` with
 * their download URLs in the same order, then deletes `replaced`: the files the write stopped
 * referring to. When an upload fails, the uploads that succeeded are deleted again and an
 * UploadError is thrown; when the write fails, every upload is deleted again and its error is
 * rethrown. Either way `replaced` is left as it was. Resolves with what `write` resolved with.
 */
export async function saveWithFiles<T>({
  files,
  write,
  replaced = [],
  onProgress,
}: {
  files: readonly NewFile[];
  write: (urls: string[]) => Promise<T>;
  replaced?: readonly StoredFile[];
  onProgress?: (progress: UploadProgress) => void;
}): Promise<T> {
  const sent = files.map(() => 0);
  const totals = files.map((file) => file.blob.size);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const results = await Promise.allSettled(
    files.map(({ path, blob }, i) =>
      uploadImage(
        path,
        blob,
        onProgress &&
          (({ bytesTransferred, totalBytes }) => {
            sent[i] = bytesTransferred;
            totals[i] = totalBytes;
            onProgress({ bytesTransferred: sum(sent), totalBytes: sum(totals) });
          }),
      ),
    ),
  );
  const urls = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const uploads = urls.map((url) => ({ url }));
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await deleteUnusedFiles(uploads);
    throw new UploadError(failure.reason);
  }
  let written: T;
  try {
    written = await write(urls);
  } catch (error) {
    await deleteUnusedFiles(uploads);
    throw error;
  }
  // A file written again (the same URL) is no longer replaced.
  const kept = new Set(urls);
  await deleteUnusedFiles(replaced.filter((file) => !('url' in file) || !kept.has(file.url)));
  return written;
}

/** An upload's progress as a whole percentage. */
export const percentOf = ({ bytesTransferred, totalBytes }: UploadProgress) =>
  totalBytes > 0 ? Math.round((bytesTransferred / totalBytes) * 100) : 0;
