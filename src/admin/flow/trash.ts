/**
 * What the screens share about the Trash: reading it once expired items have gone, and what to
 * say when an item is put back (Undo after a delete, Restore in Settings) or cannot be.
 */
import type { TrashItem } from '../../domain/types';
import { reasonOf } from '../../domain/words';
import { RecordExistsError, listTrash, purgeExpiredTrash } from '../../services/trash';
import { trashItemLabel } from './recordWords';

/**
 * Lets the items whose 30 days are over go for good, then reads the Trash. Any team member's visit
 * to Settings or the dashboard does this once; a purge that fails is only logged (the items wait
 * for the next visit), and the Trash is read all the same.
 */
export async function purgeThenListTrash(): Promise<TrashItem[]> {
  try {
    await purgeExpiredTrash();
  } catch (error) {
    console.error('Could not delete the expired items of the Trash', error);
  }
  return listTrash();
}

/** The toast once an item is back on the website: 'Member put back: Anna'. */
export function putBackText(item: TrashItem): string {
  const { kind, name } = trashItemLabel(item);
  return `${kind} put back: ${name}`;
}

/** Why Restore in the Trash did not put an item back. */
export function restoreFailedText(item: TrashItem, error: unknown): string {
  const { name } = trashItemLabel(item);
  return error instanceof RecordExistsError
    ? `${name} was not restored: it is already on the website again (put back from a backup, perhaps). The copy in the Trash was kept.`
    : `Could not restore ${name}: ${reasonOf(error)}`;
}

/** Why Undo after a delete did not put the record back. */
export function undoFailedText(item: TrashItem, error: unknown): string {
  const { name } = trashItemLabel(item);
  return error instanceof RecordExistsError
    ? `Could not undo: ${name} is already on the website again.`
    : `Could not undo: ${name} is still in the Trash (${reasonOf(error)}). You can restore it from the Trash in Settings.`;
}
