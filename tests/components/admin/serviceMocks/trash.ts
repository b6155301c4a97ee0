/**
 * src/services/trash with every call a mock (a test file of the admin area takes it with
 * `vi.mock('…/src/services/trash', () => import('./serviceMocks/trash'))`): each test sets the
 * answers it needs, and vi.resetAllMocks() (setUpScreenTests calls it) clears them between tests.
 */
import { vi } from 'vitest';
import type * as Trash from '../../../../src/services/trash';

export const moveToTrash = vi.fn<typeof Trash.moveToTrash>();
export const listTrash = vi.fn<typeof Trash.listTrash>();
export const restoreFromTrash = vi.fn<typeof Trash.restoreFromTrash>();
export const deleteForever = vi.fn<typeof Trash.deleteForever>();
export const emptyTrash = vi.fn<typeof Trash.emptyTrash>();
export const purgeExpiredTrash = vi.fn<typeof Trash.purgeExpiredTrash>();
export const removeNow = vi.fn<typeof Trash.removeNow>();

/** A class of its own (the real one's module reaches Firebase), which the screens tell apart alike. */
export class RecordExistsError extends Error {}

/** As the real one: a copy of the record is in the Trash already; the message says what to do. */
export class AlreadyInTrashError extends Error {
  constructor() {
    super('A copy of this record is already in the Trash. Restore or delete it there first.');
  }
}
