/**
 * The changes to the team that the Team page asks about before making them: a person's role, their
 * removal, an invitation cancelled. What each question says, its buttons, the toasts after the
 * answer, and what answering Yes does.
 */
import type { Invitation, InvitedRole, TeamMember } from '../../domain/types';
import { cancelInvitation, changeRole } from '../../services/team';

/** A change to the team that is being asked about. */
export type Question =
  | { kind: 'role'; person: TeamMember; to: InvitedRole }
  | { kind: 'remove'; person: TeamMember }
  | { kind: 'cancel'; invitation: Invitation };

/** What a question asks, its buttons, and the toasts after the answer. */
export function wordsOf(question: Question) {
  switch (question.kind) {
    case 'role': {
      const { name } = question.person;
      return question.to === 'owner'
        ? {
            message: `Make ${name} an owner? Owners can do everything, also manage the team, restore a backup and delete from the Trash for good.`,
            confirmLabel: 'Make owner',
            done: `${name} is now an owner.`,
            failed: (reason: string) => `Could not change ${name}'s role: ${reason}`,
          }
        : {
            message: `Make ${name} an editor? Editors add, edit and delete the website's content and restore it from the Trash, but cannot manage the team, restore a backup or delete for good.`,
            confirmLabel: 'Make editor',
            done: `${name} is now an editor.`,
            failed: (reason: string) => `Could not change ${name}'s role: ${reason}`,
          };
    }
    case 'remove': {
      const { name } = question.person;
      return {
        message: `Remove ${name} from the team? They will no longer be able to change the website. What they changed keeps their name, and you can invite them again later.`,
        confirmLabel: 'Remove',
        done: `${name} was removed from the team.`,
        failed: (reason: string) => `Could not remove ${name}: ${reason}`,
      };
    }
    case 'cancel': {
      const { email } = question.invitation;
      return {
        message: `Cancel the invitation for ${email}? They will not be able to join the team unless you invite them again.`,
        confirmLabel: 'Cancel invitation',
        cancelLabel: 'Keep it',
        done: `Invitation for ${email} cancelled.`,
        failed: (reason: string) => `Could not cancel the invitation for ${email}: ${reason}`,
      };
    }
  }
}

/** What answering Yes does. */
export function change(question: Question): Promise<void> {
  switch (question.kind) {
    case 'role':
      return changeRole(question.person.uid, question.to);
    case 'remove':
      return changeRole(question.person.uid, 'removed');
    case 'cancel':
      return cancelInvitation(question.invitation.email);
  }
}
