/**
 * Image files in Storage: upload with progress, delete by download URL or by path, and delete the
 * files a record leaves behind unless another record, or a record waiting in the Trash, still
 * refers to them.
 */
import { collection, getDocs } from 'firebase/firestore/lite';
import { deleteObject, getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import { isCollection, type Collection } from '../domain/collections';
import { filePathsOf, storagePathOfUrl } from '../domain/storagePaths';
import { collectionUsing } from '../domain/validation';
import { db, getStorageClient } from './firebase';

export interface UploadProgress {
  bytesTransferred: number;
  totalBytes: number;
}

/** Uploads a file to `path` and resolves with its download URL. */
export async function uploadImage(
  path: string,
  file: Blob,
  onProgress?: (progress: UploadProgress) => void,
): Promise<string> {
  const storage = await getStorageClient();
  const target = ref(storage, path);
  const task = uploadBytesResumable(target, file, { contentType: file.type || 'image/jpeg' });
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (s) => onProgress?.({ bytesTransferred: s.bytesTransferred, totalBytes: s.totalBytes }),
      reject,
      () => resolve(),
    );
  });
  return getDownloadURL(target);
}

/**
 * The download URL of the file stored at `path`, or null when there is none: a retry after an
 * upload whose outcome is unknown looks first (a name is never written twice).
 */
export async function storedFileUrl(path: string): Promise<string | null> {
  const storage = await getStorageClient();
  try {
    return await getDownloadURL(ref(storage, path));
  } catch (error) {
    if ((error as { code?: unknown }).code === 'storage/object-not-found') return null;
    throw error;
  }
}

/** Deletes the stored file a download URL points at. */
export async function deleteImageByUrl(url: string) {
  const storage = await getStorageClient();
  await deleteObject(ref(storage, url));
}

/** Deletes the stored file at a path such as gallery/{fileName}. */
export async function deleteImageByPath(path: string) {
  const storage = await getStorageClient();
  await deleteObject(ref(storage, path));
}

/** A stored file that a record owns: known by its download URL, or by its path in storage. */
export type StoredFile = { url: string } | { path: string };

/** The storage path of a file, or null when a URL is not a download URL of Storage. */
const pathOf = (file: StoredFile) => ('path' in file ? file.path : storagePathOfUrl(file.url));

/** The storage paths that the records of these collections refer to. */
async function pathsReferencedIn(collections: readonly Collection[]): Promise<Set<string>> {
  const lists = await Promise.all([
    ...collections.map(async (name) => {
      const snapshot = await getDocs(collection(db, name));
      return snapshot.docs.flatMap((d) => filePathsOf(name, d.data()));
    }),
    pathsReferencedInTrash(collections),
  ]);
  return new Set(lists.flat());
}

/**
 * The storage paths that the records of these collections waiting in the Trash refer to: a
 * record put back must find its files (trash/{collection}_{id} holds the record as `record`).
 */
async function pathsReferencedInTrash(collections: readonly Collection[]): Promise<string[]> {
  const snapshot = await getDocs(collection(db, 'trash' satisfies Collection));
  return snapshot.docs.flatMap((d) => {
    const name: unknown = d.get('collection');
    const record: unknown = d.get('record');
    return isCollection(name) && collections.includes(name) && isFields(record)
      ? filePathsOf(name, record)
      : [];
  });
}

const isFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Deletes the files a record no longer refers to (it was deleted for good, its image replaced, or
 * its save failed), except any file that a record, or a record in the Trash, still refers to: the
 * rules tie an image to its folder, not to one record, so two records may share a file, and a
 * record in the Trash may be put back. Files are compared by storage path (the download URLs of
 * one file differ in host and token), and only the records of the collections that use a file's
 * folder, and their copies in the Trash, can refer to it.
 *
 * Housekeeping: never rejects. A file that cannot be deleted, and every file when the records
 * cannot be read (so nobody can say it is unused), is left in place and logged.
 */
export async function deleteUnreferencedFiles(files: readonly StoredFile[]): Promise<void> {
  const paths = new Set<string>();
  for (const file of files) {
    const path = pathOf(file);
    if (path === null) console.error('Not a file of this website; left alone', file);
    else paths.add(path);
  }
  if (paths.size === 0) return;
  const users = (path: string) => {
    const user = collectionUsing(path);
    return user ? [user] : [];
  };
  const collections = [...new Set([...paths].flatMap(users))];
  let referenced: Set<string>;
  try {
    referenced = await pathsReferencedIn(collections);
  } catch (error) {
    console.error('Could not read which records use the images; none deleted', [...paths], error);
    return;
  }
  await Promise.all(
    [...paths]
      .filter((path) => collectionUsing(path) !== null && !referenced.has(path))
      .map((path) =>
        deleteImageByPath(path).catch((error: unknown) =>
          console.error('Could not delete the image', path, error),
        ),
      ),
  );
}
