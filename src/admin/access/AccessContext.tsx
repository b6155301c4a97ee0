/**
 * What the signed-in person may do in the admin area, for every screen: their role (from the
 * `admin` claim or their team document), the names of the team (who added or edited what), and
 * what to do when the rules refuse one of their writes. The guard (AdminApp) provides it once the
 * person is known to be on the team.
 */
import { createContext, useContext } from 'react';
import type { AdminUser } from '../../services/auth';

export interface Access {
  user: AdminUser;
  role: 'owner' | 'editor';
  /** Owners also manage the team, restore backups and delete for good. */
  isOwner: boolean;
  /** The name of a team member by uid ('Anita'), or undefined when the app does not know it. */
  nameOf(uid: string | undefined): string | undefined;
  /**
   * After a write the rules refused: reads the person's team document again and, when they are no
   * longer on the team, leaves the admin area for the not-an-administrator screen with "You are no
   * longer on this site's team." Resolves either way; never rejects.
   */
  recheckAfterRefusal(error: unknown): Promise<void>;
}

export const AccessContext = createContext<Access | null>(null);

/** The access of the signed-in team member; only inside the guard's provider. */
export function useAccess(): Access {
  const access = useContext(AccessContext);
  if (!access) throw new Error('useAccess is used outside the admin area');
  return access;
}
