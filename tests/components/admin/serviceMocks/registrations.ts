/**
 * src/services/registration/registrations with every call a mock (a test file of the admin area
 * takes it with `vi.mock('…/src/services/registration/registrations', () =>
 * import('./serviceMocks/registrations'))`): each test sets the answers it needs, and
 * vi.resetAllMocks() (setUpScreenTests calls it) clears them between tests.
 */
import { vi } from 'vitest';
import type * as Registrations from '../../../../src/services/registration/registrations';

export const readProgrammeRegistration = vi.fn<typeof Registrations.readProgrammeRegistration>();
export const saveRegistrationSettings = vi.fn<typeof Registrations.saveRegistrationSettings>();
export const listRegistrations = vi.fn<typeof Registrations.listRegistrations>();
export const confirmFromWaitingList = vi.fn<typeof Registrations.confirmFromWaitingList>();
export const cancelRegistration = vi.fn<typeof Registrations.cancelRegistration>();
export const deleteRegistration = vi.fn<typeof Registrations.deleteRegistration>();
export const setArrived = vi.fn<typeof Registrations.setArrived>();
export const addWalkIn = vi.fn<typeof Registrations.addWalkIn>();
export const recordDownload = vi.fn<typeof Registrations.recordDownload>();
export const listDownloads = vi.fn<typeof Registrations.listDownloads>();
export const moveRegistrationsExpiry = vi.fn<typeof Registrations.moveRegistrationsExpiry>();

/** As the real one: a write refused for a reason the person can act on; its message is theirs. */
export class RegistrationRefused extends Error {}
