import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TeamMember } from '../../domain/types';
import { reasonOf } from '../../domain/words';
import type { AdminUser } from '../../services/auth';
import { joinTeam, listTeam, readTeamMember, type Refusal } from '../../services/team';
import type { Access } from './AccessContext';
import { isRefusedWrite } from './isRefusedWrite';

/** Where the guard stands with the signed-in person. */
type GuardState = OtherState | { status: 'member'; role: Access['role'] };

type OtherState =
  | { status: 'checking' }
  /** Their access could not be read (no network): the reason, to try again. */
  | { status: 'failed'; reason: string }
  | { status: 'refused'; refusal: Refusal };

/** What the guard shows: on the team, `access` is what the screens get (AccessContext). */
export type GuardView = OtherState | { status: 'member'; access: Access };

/**
 * The signed-in person's access, found when the guard mounts this for them (it mounts it afresh
 * for another person, or when their claim or verified address changes): they join the team if
 * they may (joinTeam). Once they are on it, the team is read for its names.
 */
export function useTeamAccess(user: AdminUser): { view: GuardView; retry: () => void } {
  // The person this is about: a token refresh hands the guard a new object of the same person.
  const [person] = useState(user);
  const [state, setState] = useState<GuardState>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const [team, setTeam] = useState<readonly TeamMember[]>([]);

  useEffect(() => {
    let current = true;
    joinTeam(person).then(
      (found) => {
        if (!current) return;
        setState(
          found.onTeam
            ? { status: 'member', role: found.role }
            : { status: 'refused', refusal: found.refusal },
        );
      },
      (error: unknown) => {
        console.error('Could not check the access of', person.email, error);
        if (current) setState({ status: 'failed', reason: reasonOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [person, attempt]);

  const isMember = state.status === 'member';
  useEffect(() => {
    if (!isMember) return;
    let current = true;
    listTeam().then(
      (members) => {
        if (current) setTeam(members);
      },
      // Without the names, changes show without "by …"; nothing else depends on them.
      (error: unknown) => console.error('Could not read the team', error),
    );
    return () => {
      current = false;
    };
  }, [isMember]);

  const retry = useCallback(() => {
    setState({ status: 'checking' });
    setAttempt((n) => n + 1);
  }, []);

  const nameOf = useCallback(
    (uid: string | undefined) =>
      uid === undefined ? undefined : team.find((member) => member.uid === uid)?.name || undefined,
    [team],
  );

  const recheckAfterRefusal = useCallback(
    async (error: unknown) => {
      // The claim makes an owner whatever the team says; other failures are not about the team.
      if (!isRefusedWrite(error) || person.isAdmin) return;
      try {
        const member = await readTeamMember(person.uid);
        setState((now) => {
          if (!member || member.role === 'removed')
            return { status: 'refused', refusal: 'removed' };
          // Still on the team, perhaps in another role (an owner made an editor).
          return now.status === 'member' && now.role === member.role
            ? now
            : { status: 'member', role: member.role };
        });
      } catch (readError) {
        console.error('Could not read the team document again', readError);
      }
    },
    [person],
  );

  const role = state.status === 'member' ? state.role : null;
  const access = useMemo(
    () =>
      role === null ? null : { user, role, isOwner: role === 'owner', nameOf, recheckAfterRefusal },
    [user, role, nameOf, recheckAfterRefusal],
  );

  return { view: access ? { status: 'member', access } : (state as OtherState), retry };
}
