/**
 * A backup made by the app's own service (src/services/backup.ts) into memory: each of its
 * files as bytes, as the browser would have saved them. Only in a test worker, signed in.
 */
import { createBackup, type BackupOptions, type BackupResult } from '../../../src/services/backup';

/** The bytes of one file, its pieces joined in order. */
export function joined(chunks: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((n, chunk) => n + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** Makes a backup and keeps its files: `zips[0]` is the first. */
export async function backupInMemory(
  options: Omit<BackupOptions, 'save'> = {},
): Promise<BackupResult & { zips: Uint8Array[] }> {
  const zips: Uint8Array[] = [];
  const result = await createBackup({
    ...options,
    save: () => {
      const chunks: Uint8Array[] = [];
      return {
        write: (chunk) => void chunks.push(chunk),
        close: () => void zips.push(joined(chunks)),
      };
    },
  });
  return { ...result, zips };
}
