/**
 * The rules of the Team section, as pure functions: who is on the team, what an owner may not do
 * to whom (and why, in words), when an invitation runs out, and what an invitation needs.
 */
import { LIMITS, PATTERNS, whole } from '../../domain/limits';
import type { Invitation, InvitedRole, TeamMember, TeamRole } from '../../domain/types';
import { INVITATION_DAYS } from '../../domain/rules/periods';

/** A role as the Team section names it. */
export const ROLE_NAMES: Readonly<Record<TeamRole, string>> = {
  owner: 'Owner',
  editor: 'Editor',
  removed: 'Removed',
};

/** Those on the team now (owners and editors), owners first, then by name. */
export function currentTeam(team: readonly TeamMember[]): TeamMember[] {
  const rank = (m: TeamMember) => (m.role === 'owner' ? 0 : 1);
  return team
    .filter((m) => m.role !== 'removed')
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/**
 * Whether the person is an owner by the website's set-up (the `admin` claim, granted by its
 * technical administrator): their own document names them as the one who added them.
 */
export const isOwnerBySetUp = (person: TeamMember) => person.addedBy === person.uid;

/**
 * Why an owner (`myUid`) may not change this person's role or remove them, or null when they may.
 * Nobody changes their own role; nobody here changes an owner by the website's set-up; and the
 * last owner stays an owner, so that the team always has someone to manage it.
 */
export function roleChangeRefusal(
  person: TeamMember,
  team: readonly TeamMember[],
  myUid: string,
): string | null {
  if (person.uid === myUid)
    return 'You cannot change your own role or remove yourself. Another owner can.';
  if (isOwnerBySetUp(person))
    return `${person.name} became an owner when the website was set up. Only its technical administrator can change that.`;
  const owners = team.filter((m) => m.role === 'owner').length;
  if (person.role === 'owner' && owners <= 1)
    return `${person.name} is the only owner. Make someone else an owner first: the website must always have one.`;
  return null;
}

const DAY = 24 * 60 * 60 * 1000;

/** When an invitation runs out: 14 days after it was made (null when that is not known). */
export const invitationExpiry = ({ createdAt }: Pick<Invitation, 'createdAt'>): Date | null =>
  createdAt ? new Date(createdAt.getTime() + INVITATION_DAYS * DAY) : null;

/** Whether an invitation has run out at `now`. */
export function isExpired(invitation: Pick<Invitation, 'createdAt'>, now: Date): boolean {
  const expiry = invitationExpiry(invitation);
  return expiry !== null && now.getTime() > expiry.getTime();
}

export interface InvitationInput {
  name: string;
  email: string;
  role: InvitedRole;
}

const IS_ADDRESS = whole(PATTERNS.invitedAddress);

/** An e-mail address as invitations and the team hold it: trimmed, lower case. */
export const addressOf = (email: string) => email.trim().toLowerCase();

/** What is wrong with an invitation before it is sent, or null. */
export function invitationProblem(
  { name, email }: Pick<InvitationInput, 'name' | 'email'>,
  team: readonly TeamMember[],
): string | null {
  const address = addressOf(email);
  if (!name.trim() || !address) return 'Name and e-mail address are required';
  if (name.trim().length > LIMITS.shortText)
    return `Name must be at most ${LIMITS.shortText} characters`;
  if (address.length > LIMITS.email)
    return `The e-mail address must be at most ${LIMITS.email} characters`;
  if (!IS_ADDRESS.test(address))
    return 'Please enter a whole e-mail address, such as name@example.org';
  if (currentTeam(team).some((m) => m.email === address))
    return `${address} is already on the team.`;
  return null;
}
