/**
 * The site's team (team/{uid}) and its invitations (invites/{e-mail}): who may change the site,
 * in which role, and how a person joins. The owner by the `admin` claim gives themselves a team
 * document at their first sign-in; anyone else joins with an invitation for their verified
 * address, younger than INVITATION_DAYS, in one write that also deletes it. A team document is
 * never deleted: a person removed keeps theirs with the role 'removed', so what they changed stays
 * signed with a name. Admin area only.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore/lite';
import type { Collection } from '../domain/collections';
import { LIMITS } from '../domain/limits';
import { invitationFromFields, teamMemberFromFields } from '../domain/recordFields';
import type { Invitation, InvitedRole, TeamMember, TeamRole } from '../domain/types';
import { INVITATION_DAYS } from '../domain/rules/periods';
import { signedInUid, type AdminUser } from './auth';
import { db } from './firebase';
import { isPermissionDenied } from './serverClock';
import { storedFields } from './storedFields';

/** The collections of the team and of the invitations to join it. */
const TEAM = 'team' satisfies Collection;
const INVITES = 'invites' satisfies Collection;

const DAY_MS = 24 * 60 * 60 * 1000;

/** An address as invitations and team documents hold it: trimmed, in lower case. */
export const invitedAddress = (email: string) => email.trim().toLowerCase();

/** When an invitation stops working, or null when its date is unknown (it then does not work). */
const invitationExpiry = (invitation: Pick<Invitation, 'createdAt'>): Date | null =>
  invitation.createdAt ? new Date(invitation.createdAt.getTime() + INVITATION_DAYS * DAY_MS) : null;

/** Why a signed-in person is not on the team, when the app can tell. */
export type Refusal =
  /** Their address is not verified: the rules let nobody join before it is. */
  | 'unverified'
  /** The invitation for their address is older than INVITATION_DAYS. */
  | 'expired'
  /** No invitation names their address. */
  | 'not-invited'
  /** An owner removed them from the team. */
  | 'removed';

/** What the signed-in person may do: their role on the team, or why they have none. */
export type TeamAccess =
  { onTeam: true; role: Exclude<TeamRole, 'removed'> } | { onTeam: false; refusal: Refusal };

const refused = (refusal: Refusal): TeamAccess => ({ onTeam: false, refusal });

/** The first of these names that holds text, cut to the length a name may have. */
const nameOf = (...names: string[]) =>
  (names.map((name) => name.trim()).find(Boolean) ?? '').slice(0, LIMITS.shortText);

/** Everyone who is or was on the team (the removed too), in no particular order. */
export async function listTeam(): Promise<TeamMember[]> {
  const snapshot = await getDocs(collection(db, TEAM));
  return snapshot.docs.map((d) => teamMemberFromFields(d.id, storedFields(d.data())));
}

/** The invitations not taken up yet, expired ones included (owners). */
export async function listInvitations(): Promise<Invitation[]> {
  const snapshot = await getDocs(collection(db, INVITES));
  return snapshot.docs.map((d) => invitationFromFields(d.id, storedFields(d.data())));
}

/** A person's team document, or null when they have none. */
export async function readTeamMember(uid: string): Promise<TeamMember | null> {
  const snapshot = await getDoc(doc(db, TEAM, uid));
  const fields = snapshot.data();
  return fields ? teamMemberFromFields(uid, storedFields(fields)) : null;
}

/**
 * The access of a person whose team document puts them on the team, or null. Asked when a join
 * fails because another check of the same sign-in joined them first (two tabs, or React's
 * StrictMode running the guard's effect twice): the rules refuse the second joining write as an
 * update of the document the first just created, and a check that reads the invitation after the
 * first took it up finds none.
 */
async function joinedMeanwhile(uid: string): Promise<TeamAccess | null> {
  const member = await readTeamMember(uid);
  return member && member.role !== 'removed' ? { onTeam: true, role: member.role } : null;
}

/**
 * Invites someone (owners): the invitation is stored under their address in lower case, so they
 * join with whatever case they type. Inviting an address again renews its invitation.
 */
export async function inviteSomeone({
  name,
  email,
  role,
}: {
  name: string;
  email: string;
  role: InvitedRole;
}): Promise<void> {
  await setDoc(doc(db, INVITES, invitedAddress(email)), {
    name: name.trim(),
    role,
    invitedBy: (await signedInUid()) ?? '',
    createdAt: serverTimestamp(),
  });
}

/** Withdraws an invitation (owners). */
export async function cancelInvitation(email: string): Promise<void> {
  await deleteDoc(doc(db, INVITES, invitedAddress(email)));
}

/**
 * Gives another person a new role (owners), signed; 'removed' takes them off the team. The rules
 * refuse one's own role and the document of the owner by the claim.
 */
export async function changeRole(uid: string, role: TeamRole): Promise<void> {
  await updateDoc(doc(db, TEAM, uid), {
    role,
    updatedBy: (await signedInUid()) ?? '',
    updatedAt: serverTimestamp(),
  });
}

/**
 * The sign-in step: what the signed-in person may do, joining the team when they may.
 * - The owner by the claim is an owner; at their first sign-in they get a team document (their
 *   name is their account's, or their address), so that their changes carry a name.
 * - Someone whose team document says owner or editor has that role.
 * - Anyone else with a verified address and an invitation younger than INVITATION_DAYS (by this
 *   device's clock `now`; the rules check it by the server's) joins in its role: one write that
 *   creates (or, for a person removed, replaces) their team document and deletes the invitation.
 *   Their name is the invitation's, the one the inviting owner chose (the account's name was chosen
 *   by whoever registered the address), else their account's, else their address.
 * - Everyone else is refused, with the reason.
 * Joining is idempotent: when another check of the same sign-in joined them first, the answer is
 * the role their team document now gives them (joinedMeanwhile), and the owner by the claim's
 * document written by the other check is no error.
 * Rejects when a read or the joining write fails.
 */
export async function joinTeam(user: AdminUser, now: Date = new Date()): Promise<TeamAccess> {
  const email = invitedAddress(user.email);
  const own = doc(db, TEAM, user.uid);
  if (user.isAdmin) {
    try {
      if (!(await readTeamMember(user.uid)))
        await setDoc(own, {
          name: nameOf(user.displayName, email),
          email,
          role: 'owner',
          addedBy: user.uid,
          addedAt: serverTimestamp(),
        });
    } catch (error) {
      // The claim alone makes an owner; without the document their changes only lack a name.
      const writtenMeanwhile =
        isPermissionDenied(error) && (await readTeamMember(user.uid).catch(() => null)) !== null;
      if (!writtenMeanwhile)
        console.error('Could not write the team document of the owner by the claim', error);
    }
    return { onTeam: true, role: 'owner' };
  }
  const member = await readTeamMember(user.uid);
  if (member && member.role !== 'removed') return { onTeam: true, role: member.role };
  if (!user.emailVerified) return refused(member ? 'removed' : 'unverified');

  const invite = doc(db, INVITES, email);
  const snapshot = await getDoc(invite);
  const fields = snapshot.data();
  if (!fields)
    return (await joinedMeanwhile(user.uid)) ?? refused(member ? 'removed' : 'not-invited');
  const invitation = invitationFromFields(email, storedFields(fields));
  const expiry = invitationExpiry(invitation);
  if (!expiry || now.getTime() >= expiry.getTime()) return refused('expired');

  const batch = writeBatch(db);
  batch.set(own, {
    name: nameOf(invitation.name, user.displayName, email),
    email,
    role: invitation.role,
    addedBy: invitation.invitedBy,
    addedAt: serverTimestamp(),
  });
  batch.delete(invite);
  try {
    await batch.commit();
  } catch (error) {
    const joined = isPermissionDenied(error) ? await joinedMeanwhile(user.uid) : null;
    if (!joined) throw error;
    return joined;
  }
  return { onTeam: true, role: invitation.role };
}
