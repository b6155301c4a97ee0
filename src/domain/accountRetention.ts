/**
 * How long the site keeps a sign-in account, and why: which accounts the nightly prune deletes
 * (`npm run prune-accounts`, scripts/pruneAccounts.ts). The accounts the public creates by e-mail
 * link to register for a programme hold an e-mail address, kept only while it serves a
 * registration. Plain data and pure functions; the script reads the accounts, the team, the
 * invitations and the registrations.
 *
 * An account is kept when any of these holds, and deleted otherwise:
 * - it holds an `admin` custom claim (an owner of the site whatever the team says);
 * - it is on the team: `team/{uid}` exists (a member removed from the team keeps that document,
 *   so that what they changed stays signed, and keeps their account too);
 * - an invitation names its address (`invites/{address}`): an invitee creates their account
 *   first and joins the team only once their address is verified, which may take days;
 * - it was created, signed in or refreshed its sign-in within the last ACTIVE_HOURS: someone who
 *   opened their link a moment ago may be filling in the form, and a sign-in stays usable for an
 *   hour after it was last refreshed. (An idle account whose owner opens a new link while the
 *   prune runs is read again just before its deletion, after its registrations:
 *   scripts/pruneAccounts.ts);
 * - a registration names it (`registrations` with `account == uid`).
 */

/** What the decision needs to know of one Auth account. */
export interface AuthAccount {
  uid: string;
  /** Its address in lower case; '' when it has none. */
  email: string;
  /** Whether it holds an `admin` custom claim, whatever its value. */
  admin: boolean;
  /**
   * The latest of its creation, last sign-in and last refresh of its sign-in; null when none of
   * them can be read (such an account is kept).
   */
  lastActive: Date | null;
}

/** How long after its last activity an account may be deleted at the earliest. */
export const ACTIVE_HOURS = 24;

/** Why an account is kept. */
export type KeptBecause = 'admin' | 'team' | 'invited' | 'active' | 'registered';

/** The reasons that keep an account whatever its registrations, in the order they are looked at. */
export type KeptRegardless = Exclude<KeptBecause, 'registered'>;

export interface PruneFacts {
  /** The ids of the team's documents (`team/{uid}`), the removed members' included. */
  teamIds: ReadonlySet<string>;
  /** The addresses invitations name (`invites/{address}`), in lower case. */
  invitedAddresses: ReadonlySet<string>;
  now: Date;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Why an account stays whatever its registrations, or null when only a registration can keep it
 * (the accounts whose registrations the prune reads).
 */
export function keptRegardless(account: AuthAccount, facts: PruneFacts): KeptRegardless | null {
  if (account.admin) return 'admin';
  if (facts.teamIds.has(account.uid)) return 'team';
  if (account.email && facts.invitedAddresses.has(account.email)) return 'invited';
  if (
    account.lastActive === null ||
    facts.now.getTime() - account.lastActive.getTime() < ACTIVE_HOURS * HOUR_MS
  )
    return 'active';
  return null;
}

export interface PruneDecision {
  /** The uids to delete, in the order of the accounts given. */
  toDelete: string[];
  /** How many accounts each reason kept. */
  kept: Record<KeptBecause, number>;
}

export const NOBODY_KEPT: Readonly<Record<KeptBecause, number>> = {
  admin: 0,
  team: 0,
  invited: 0,
  active: 0,
  registered: 0,
};

/**
 * The decision for a page of accounts: those no reason keeps and no registration names are
 * deleted. `registeredAccounts` holds the uids a registration names, among those keptRegardless
 * leaves to their registrations (others may be absent).
 */
export function accountsToDelete(
  accounts: readonly AuthAccount[],
  facts: PruneFacts,
  registeredAccounts: ReadonlySet<string>,
): PruneDecision {
  const kept = { ...NOBODY_KEPT };
  const toDelete: string[] = [];
  for (const account of accounts) {
    const reason =
      keptRegardless(account, facts) ?? (registeredAccounts.has(account.uid) ? 'registered' : null);
    if (reason) kept[reason] += 1;
    else toDelete.push(account.uid);
  }
  return { toDelete, kept };
}

/** An Auth user as firebase-admin lists it (UserRecord), as far as the decision reads it. */
export interface ListedUser {
  uid: string;
  email?: string;
  customClaims?: Record<string, unknown>;
  metadata: {
    creationTime: string;
    lastSignInTime?: string | null;
    lastRefreshTime?: string | null;
  };
}

/** A listed user as the decision reads it. A time that cannot be read keeps the account. */
export function accountOf(user: ListedUser): AuthAccount {
  const { creationTime, lastSignInTime, lastRefreshTime } = user.metadata;
  const times = [creationTime, lastSignInTime, lastRefreshTime]
    .filter((time): time is string => typeof time === 'string' && time !== '')
    .map((time) => Date.parse(time));
  const readable = times.length > 0 && times.every((time) => Number.isFinite(time));
  return {
    uid: user.uid,
    email: (user.email ?? '').trim().toLowerCase(),
    admin: user.customClaims !== undefined && 'admin' in user.customClaims,
    lastActive: readable ? new Date(Math.max(...times)) : null,
  };
}
