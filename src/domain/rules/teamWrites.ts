/**
 * The team's own documents (firestore.rules): a person joins the team (the first owner by the
 * claim, anyone else with an invitation for their verified address), owners change roles, and
 * owners invite. Pure TypeScript.
 */
import { LIMITS, PATTERNS, whole } from '../limits';
import { standing, verifiedAddress, type AccessContext, type DocumentWrite } from './access';
import { changedFields, fieldOf, sameValue } from './documents';
import { INVITATION_DAYS, daysAfter } from './periods';

const IS_INVITED_ADDRESS = whole(PATTERNS.invitedAddress);

/** team/{uid}: joining (the owner by the claim, or an invitee) and owners changing roles. */
export function teamWrite(
  { id, before, after }: DocumentWrite,
  context: AccessContext,
): string | null {
  const { caller, documents, now } = context;
  if (!after) return 'a team document is never deleted (a person removed keeps theirs)';
  if (!caller) return 'sign in first';
  const joinedNow = sameValue(fieldOf(after, 'addedAt'), now);
  const unedited =
    fieldOf(after, 'updatedBy') === undefined && fieldOf(after, 'updatedAt') === undefined;
  const isClaimOwnerJoining =
    !before &&
    caller.admin &&
    caller.uid === id &&
    after.role === 'owner' &&
    after.addedBy === id &&
    joinedNow &&
    after.email === (caller.email ?? '').toLowerCase() &&
    unedited;
  if (isClaimOwnerJoining) return null;
  const email = (caller.email ?? '').toLowerCase();
  const invite = documents.before(`invites/${email}`);
  const expires = daysAfter(invite?.createdAt, INVITATION_DAYS);
  const isInviteeJoining =
    (!before || before.role === 'removed') &&
    caller.uid === id &&
    verifiedAddress(caller) === email &&
    invite !== null &&
    expires !== null &&
    now.getTime() < expires &&
    after.email === email &&
    after.role === invite.role &&
    after.addedBy === invite.invitedBy &&
    joinedNow &&
    unedited &&
    !documents.after(`invites/${email}`);
  if (isInviteeJoining) return null;
  const { isOwner } = standing(caller, documents);
  const isRoleChange =
    before !== null &&
    isOwner &&
    caller.uid !== id &&
    before.addedBy !== id &&
    changedFields(before, after).every((f) => ['role', 'updatedBy', 'updatedAt'].includes(f)) &&
    after.updatedBy === caller.uid &&
    sameValue(fieldOf(after, 'updatedAt'), now);
  if (isRoleChange) return null;
  return before
    ? "an owner changes another person's role, signed; a removed person joins again by invitation"
    : 'a person joins the team with an unexpired invitation for their verified address, in its role, deleting it in the same write';
}

/** invites/{e-mail}: written by owners, deleted by them or by the person invited. */
export function inviteWrite(
  { id, after }: DocumentWrite,
  { caller, documents, now }: AccessContext,
) {
  const { isOwner } = standing(caller, documents);
  if (!after)
    return isOwner || verifiedAddress(caller) === id
      ? null
      : 'only an owner or the person invited deletes an invitation';
  if (!isOwner || !caller) return 'only an owner invites';
  if (id.length > LIMITS.email || !IS_INVITED_ADDRESS.test(id))
    return 'an invitation is stored under an e-mail address in lower case';
  if (after.invitedBy !== caller.uid) return 'invitedBy is the owner who invites';
  if (!sameValue(after.createdAt, now)) return 'createdAt is the time of the invitation';
  return null;
}
