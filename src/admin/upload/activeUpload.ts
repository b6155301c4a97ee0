/**
 * The upload queue of the admin area open in this tab, for logout: logging out stops it and
 * deletes every row and resized copy kept in the browser, so that the next person on a shared
 * phone finds none of the photos.
 */
import { clearUploadQueue } from './queueStore';
import type { UploadRunner } from './UploadRunner';

let active: UploadRunner | null = null;

/** Makes `runner` the queue that logout stops; returns how to undo it. */
export function activateRunner(runner: UploadRunner): () => void {
  active = runner;
  return () => {
    if (active === runner) active = null;
  };
}

/** Stops the queue of this tab and deletes everything it kept in the browser (at logout). */
export async function discardUploads(): Promise<void> {
  active?.stop();
  await clearUploadQueue();
}
