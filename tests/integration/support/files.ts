/**
 * Image files for the integration tests, through the app's own services and the stack's Storage:
 * a fresh name's timestamp, uploading a small PNG that is deleted after the test file, and asking
 * whether a file is there.
 */
import { firebaseSettings } from '../../../src/services/firebaseConfig';
import { deleteImageByPath, uploadImage } from '../../../src/services/images';
import type { Cleanup } from './cleanup';

let stamp = Date.now();
/** A timestamp for a file's name, new at every call, so that no two files of a run share one. */
export const freshStamp = () => ++stamp;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG-signed file of `size` bytes. */
export function png(size = 300): Blob {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7) % 251;
  bytes.set(PNG_SIGNATURE);
  return new Blob([bytes], { type: 'image/png' });
}

/**
 * Uploads for one test file: `stored(path)` uploads a PNG at `path`, has `cleanup` delete it
 * afterwards, and resolves with its download URL.
 */
export function pngUploader(cleanup: Cleanup): (path: string) => Promise<string> {
  return async (path) => {
    const url = await uploadImage(path, png());
    cleanup.add(path, deleteImageByPath);
    return url;
  };
}

/** Whether Storage holds a file, asked anonymously (every image folder is public to read). */
export async function fileExists(path: string): Promise<boolean> {
  const { options, emulators } = firebaseSettings(process.env);
  const base = `http://${emulators!.host}:${emulators!.storagePort}`;
  const response = await fetch(
    `${base}/v0/b/${options.storageBucket}/o/${encodeURIComponent(path)}`,
  );
  return response.ok;
}
