/**
 * src/services/records with every call a mock (a test file of the admin area takes it with
 * `vi.mock('…/src/services/records', () => import('./serviceMocks/records'))`): each test sets
 * the answers it needs, and vi.resetAllMocks() (setUpScreenTests calls it) clears them between
 * tests.
 */
import { vi } from 'vitest';
import type * as Records from '../../../../src/services/records';

export const readRecords = vi.fn<typeof Records.readRecords>();
export const addRecord = vi.fn<typeof Records.addRecord>();
export const updateRecord = vi.fn<typeof Records.updateRecord>();
export const writeRecord = vi.fn<typeof Records.writeRecord>();
export const addMember = vi.fn<typeof Records.addMember>();
export const updateMember = vi.fn<typeof Records.updateMember>();
export const deleteMember = vi.fn<typeof Records.deleteMember>();
export const addMessage = vi.fn<typeof Records.addMessage>();
export const updateMessage = vi.fn<typeof Records.updateMessage>();
export const deleteMessage = vi.fn<typeof Records.deleteMessage>();
export const addProgramme = vi.fn<typeof Records.addProgramme>();
export const updateProgramme = vi.fn<typeof Records.updateProgramme>();
export const deleteProgramme = vi.fn<typeof Records.deleteProgramme>();
