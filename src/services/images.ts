/** Image files in Storage: upload with progress, delete by download URL or by path. */
import { deleteObject, getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import { getStorageClient } from './firebase';

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
