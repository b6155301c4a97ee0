/**
 * src/services/team with every call a mock (a test file of the admin area takes it with
 * `vi.mock('…/src/services/team', () => import('./serviceMocks/team'))`): each test sets the
 * answers it needs, and vi.resetAllMocks() (setUpScreenTests calls it) clears them between tests.
 */
import { vi } from 'vitest';
import type * as Team from '../../../../src/services/team';

export const listTeam = vi.fn<typeof Team.listTeam>();
export const listInvitations = vi.fn<typeof Team.listInvitations>();
export const readTeamMember = vi.fn<typeof Team.readTeamMember>();
export const inviteSomeone = vi.fn<typeof Team.inviteSomeone>();
export const cancelInvitation = vi.fn<typeof Team.cancelInvitation>();
export const changeRole = vi.fn<typeof Team.changeRole>();
export const joinTeam = vi.fn<typeof Team.joinTeam>();
