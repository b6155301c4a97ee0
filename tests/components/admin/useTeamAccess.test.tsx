import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTeamAccess } from '../../../src/admin/access/useTeamAccess';
import type { AdminUser } from '../../../src/services/auth';
import { joinTeam, listTeam, readTeamMember } from '../../../src/services/team';
import type { TeamMember } from '../../../src/domain/types';

// Every call of the services taken from ./serviceMocks is a mock; each test sets its answers.
vi.mock('../../../src/services/team', () => import('./serviceMocks/team'));

const anita: AdminUser = {
  uid: 'anita',
  email: 'anita@example.org',
  isAdmin: false,
  emailVerified: true,
  displayName: 'Anita',
};

const person = (uid: string, name: string, role: TeamMember['role']): TeamMember => ({
  uid,
  name,
  email: `${uid}@example.org`,
  role,
  addedBy: 'owner',
  addedAt: new Date('2025-01-01T00:00:00Z'),
});

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(joinTeam).mockResolvedValue({ onTeam: true, role: 'editor' });
  vi.mocked(listTeam).mockResolvedValue([
    person('anita', 'Anita', 'editor'),
    person('ravi', 'Ravi', 'removed'),
  ]);
});

async function onTeam() {
  const hook = renderHook(() => useTeamAccess(anita));
  await waitFor(() => expect(hook.result.current.view.status).toBe('member'));
  const { view } = hook.result.current;
  if (view.status !== 'member') throw new Error('not on the team');
  return { hook, access: () => (hook.result.current.view as typeof view).access };
}

describe('the access the screens get', () => {
  it('names the team by uid, the removed too, and nobody it does not know', async () => {
    const { access } = await onTeam();
    await waitFor(() => expect(access().nameOf('anita')).toBe('Anita'));
    expect(access().nameOf('ravi')).toBe('Ravi');
    expect(access().nameOf('stranger')).toBeUndefined();
    expect(access().nameOf(undefined)).toBeUndefined();
    expect(access()).toMatchObject({ role: 'editor', isOwner: false, user: anita });
  });

  it('names nobody when the team cannot be read, and still lets the person in', async () => {
    vi.mocked(listTeam).mockRejectedValue(new Error('offline'));
    const { access } = await onTeam();
    // Once the failed read has been handled, not merely started.
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Could not read the team', expect.any(Error)),
    );
    expect(access().nameOf('anita')).toBeUndefined();
  });

  it.each([
    ['the database', { code: 'permission-denied' }],
    ['the file store', { code: 'storage/unauthorized' }],
  ])('after a refusal by %s, finds a person removed meanwhile', async (_, error) => {
    vi.mocked(readTeamMember).mockResolvedValue(person('anita', 'Anita', 'removed'));
    const { hook, access } = await onTeam();
    await act(() => access().recheckAfterRefusal(error));
    expect(hook.result.current.view).toEqual({ status: 'refused', refusal: 'removed' });
  });

  it('finds a person without a team document no longer on the team', async () => {
    vi.mocked(readTeamMember).mockResolvedValue(null);
    const { hook, access } = await onTeam();
    await act(() => access().recheckAfterRefusal({ code: 'permission-denied' }));
    expect(hook.result.current.view).toEqual({ status: 'refused', refusal: 'removed' });
  });

  it('reads nothing again after a failure that is not a refusal', async () => {
    const { hook, access } = await onTeam();
    await act(() => access().recheckAfterRefusal(new Error('offline')));
    expect(readTeamMember).not.toHaveBeenCalled();
    expect(hook.result.current.view.status).toBe('member');
  });

  it('gives an owner isOwner', async () => {
    vi.mocked(joinTeam).mockResolvedValue({ onTeam: true, role: 'owner' });
    const { access } = await onTeam();
    expect(access()).toMatchObject({ role: 'owner', isOwner: true });
  });
});
