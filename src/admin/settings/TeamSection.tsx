/**
 * Settings' Team section, for owners: who is on the team and who is invited, inviting someone,
 * changing a person's role, removing them, and cancelling an invitation. Every change is asked
 * about first; what an owner may not do (their own role, an owner by the website's set-up, the
 * last owner) is said in place of the buttons.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { Spinner } from '../../components/Spinner';
import type { Invitation, InvitedRole, TeamMember } from '../../domain/types';
import { INVITATION_DAYS } from '../../domain/validation';
import { reasonOf } from '../../domain/words';
import {
  cancelInvitation,
  changeRole,
  inviteSomeone,
  listInvitations,
  listTeam,
} from '../../services/team';
import { useAccess } from '../access/AccessContext';
import { exactDateTime, relativeTime } from '../flow/recordWords';
import { useAdminList } from '../flow/useAdminList';
import { useFormError } from '../flow/useFormError';
import { useRecheckAfterRefusal } from '../flow/useRecheckAfterRefusal';
import { useTextFields } from '../flow/useTextFields';
import { AdminForm } from '../ui/AdminForm';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Field } from '../ui/Field';
import { When } from '../ui/When';
import {
  ROLE_NAMES,
  addressOf,
  currentTeam,
  invitationExpiry,
  invitationProblem,
  isExpired,
  isOwnerBySetUp,
  roleChangeRefusal,
} from './teamRules';

/** Where an invited person creates their account. */
export const SIGN_UP_PATH = '/admin/signup';

const signUpAddress = () => `${window.location.origin}${SIGN_UP_PATH}`;

/** A change to the team that is being asked about. */
type Question =
  | { kind: 'role'; person: TeamMember; to: InvitedRole }
  | { kind: 'remove'; person: TeamMember }
  | { kind: 'cancel'; invitation: Invitation };

/** What a question asks, its buttons, and the toasts after the answer. */
function wordsOf(question: Question) {
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
function change(question: Question): Promise<void> {
  switch (question.kind) {
    case 'role':
      return changeRole(question.person.uid, question.to);
    case 'remove':
      return changeRole(question.person.uid, 'removed');
    case 'cancel':
      return cancelInvitation(question.invitation.email);
  }
}

const reportRead = (what: string) => (error: unknown) => {
  console.error(error);
  toast.error(`Could not read ${what}: ${reasonOf(error)}`);
};
const reportTeamRead = reportRead('the team');
const reportInvitationsRead = reportRead('the invitations');

export function TeamSection() {
  const headingId = useId();
  const team = useAdminList(listTeam, reportTeamRead);
  const invitations = useAdminList(listInvitations, reportInvitationsRead);
  const recheckAfterRefusal = useRecheckAfterRefusal();
  const [asking, setAsking] = useState<Question | null>(null);
  const [busy, setBusy] = useState(false);

  const answer = async (question: Question) => {
    setAsking(null);
    setBusy(true);
    const { done, failed } = wordsOf(question);
    try {
      await change(question);
      toast.success(done);
    } catch (error) {
      console.error(error);
      toast.error(failed(reasonOf(error)));
      recheckAfterRefusal(error);
    } finally {
      setBusy(false);
      if (question.kind === 'cancel') invitations.reload();
      else team.reload();
    }
  };

  const words = asking && wordsOf(asking);

  return (
    <section className="card card-body mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 mb-3">
        Team
      </h2>
      <p>
        The people who can change this website. Owners can do everything. Editors add, edit and
        delete members, messages, events and gallery images and restore them from the Trash, but
        cannot manage the team, restore a backup or delete anything for good.
      </p>
      <People team={team} busy={busy} ask={setAsking} />
      <Invitations invitations={invitations} busy={busy} ask={setAsking} />
      <InviteForm team={team.items} onInvited={invitations.reload} />
      {asking && words && (
        <ConfirmDialog
          message={words.message}
          confirmLabel={words.confirmLabel}
          cancelLabel={words.cancelLabel}
          onConfirm={() => void answer(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}

interface ListProps<T> {
  items: T[];
  loading: boolean;
  failed: boolean;
}

/** A table of the section, titled by an h3 that names it. */
function TitledTable({
  title,
  head,
  children,
}: {
  title: string;
  head: string[];
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <>
      <h3 id={titleId} className="h6 fw-bold mt-3">
        {title}
      </h3>
      <div className="table-responsive">
        <table className="table table-sm align-middle" aria-labelledby={titleId}>
          <thead>
            <tr>
              {head.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </>
  );
}

function People({
  team,
  busy,
  ask,
}: {
  team: ListProps<TeamMember>;
  busy: boolean;
  ask: (question: Question) => void;
}) {
  const { user, nameOf } = useAccess();
  if (team.loading) return <Spinner />;
  if (team.failed) return <p className="text-danger">The team could not be read.</p>;
  const now = new Date();
  return (
    <TitledTable
      title="People on the team"
      head={['Name', 'E-mail', 'Role', 'Added by', 'Added', 'Actions']}
    >
      {currentTeam(team.items).map((person) => {
        const refusal = roleChangeRefusal(person, team.items, user.uid);
        const addedBy = isOwnerBySetUp(person)
          ? "The website's set-up"
          : (nameOf(person.addedBy) ?? 'Unknown');
        return (
          <tr key={person.uid}>
            <th scope="row" className="fw-normal">
              {person.name}
              {person.uid === user.uid && ' (you)'}
            </th>
            <td className="text-break">{person.email}</td>
            <td>{ROLE_NAMES[person.role]}</td>
            <td>{addedBy}</td>
            <td>{person.addedAt ? <When at={person.addedAt} now={now} /> : 'Not known'}</td>
            <td>
              {refusal ? (
                <span className="small text-muted">{refusal}</span>
              ) : (
                <div className="d-flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    aria-label={`Change role of ${person.name}`}
                    disabled={busy}
                    onClick={() =>
                      ask({
                        kind: 'role',
                        person,
                        to: person.role === 'owner' ? 'editor' : 'owner',
                      })
                    }
                  >
                    Change role
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={`Remove ${person.name}`}
                    disabled={busy}
                    onClick={() => ask({ kind: 'remove', person })}
                  >
                    Remove
                  </button>
                </div>
              )}
            </td>
          </tr>
        );
      })}
    </TitledTable>
  );
}

function Invitations({
  invitations,
  busy,
  ask,
}: {
  invitations: ListProps<Invitation>;
  busy: boolean;
  ask: (question: Question) => void;
}) {
  const { nameOf } = useAccess();
  const title = 'Invitations';
  if (invitations.loading) return <Spinner />;
  if (invitations.failed) return <p className="text-danger">The invitations could not be read.</p>;
  if (invitations.items.length === 0)
    return (
      <>
        <h3 className="h6 fw-bold mt-3">{title}</h3>
        <p>No invitations are waiting.</p>
      </>
    );
  const now = new Date();
  return (
    <TitledTable
      title={title}
      head={['Name', 'E-mail', 'Role', 'Invited by', 'Expires', 'Actions']}
    >
      {invitations.items.map((invitation) => {
        const expiry = invitationExpiry(invitation);
        return (
          <tr key={invitation.email}>
            <th scope="row" className="fw-normal">
              {invitation.name}
            </th>
            <td className="text-break">{invitation.email}</td>
            <td>{ROLE_NAMES[invitation.role]}</td>
            <td>{nameOf(invitation.invitedBy) ?? 'Unknown'}</td>
            <td>
              {!expiry
                ? 'Not known'
                : isExpired(invitation, now)
                  ? `Expired on ${exactDateTime(expiry)}`
                  : `${exactDateTime(expiry)} (${relativeTime(expiry, now)})`}
            </td>
            <td>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={`Cancel invitation for ${invitation.email}`}
                disabled={busy}
                onClick={() => ask({ kind: 'cancel', invitation })}
              >
                Cancel invitation
              </button>
            </td>
          </tr>
        );
      })}
    </TitledTable>
  );
}

const ROLE_CHOICES: readonly InvitedRole[] = ['editor', 'owner'];

function InviteForm({ team, onInvited }: { team: TeamMember[]; onInvited: () => void }) {
  const ids = useId();
  const { fields, bind, clear } = useTextFields(() => ({ name: '', email: '' }));
  const [role, setRole] = useState<InvitedRole>('editor');
  const { error, fail, clearError } = useFormError();
  const [sending, setSending] = useState(false);
  const [invited, setInvited] = useState<{ name: string; email: string } | null>(null);
  const recheckAfterRefusal = useRecheckAfterRefusal();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = invitationProblem(fields, team);
    if (problem) return fail(problem);
    clearError();
    setInvited(null);
    const invitation = { name: fields.name.trim(), email: addressOf(fields.email), role };
    setSending(true);
    try {
      await inviteSomeone(invitation);
    } catch (inviteError) {
      console.error(inviteError);
      recheckAfterRefusal(inviteError);
      return fail(`Could not invite ${invitation.email}: ${reasonOf(inviteError)}`);
    } finally {
      setSending(false);
    }
    toast.success(`Invitation saved for ${invitation.email}`);
    setInvited(invitation);
    clear();
    setRole('editor');
    onInvited();
  };

  return (
    <>
      <p className="mt-3">
        The website sends no e-mail. After you invite someone, tell them yourself to create their
        account at {signUpAddress()} with the same e-mail address. An invitation lasts{' '}
        {INVITATION_DAYS} days; they join the team the first time they sign in.
      </p>
      <div role="status">
        {invited && (
          <p className="alert alert-success">
            Now tell {invited.name} to open {signUpAddress()} and create an account with{' '}
            {invited.email} within {INVITATION_DAYS} days.
          </p>
        )}
      </div>
      <AdminForm
        title="Invite someone"
        headingLevel={3}
        error={error}
        submitLabel={sending ? 'Inviting...' : 'Invite'}
        submitDisabled={sending}
        onSubmit={(event) => void submit(event)}
      >
        <div className="row g-3 mb-3">
          <Field label="Name" column="col-md-4" control={<input {...bind('name')} />} />
          <Field
            label="E-mail address"
            column="col-md-5"
            control={<input {...bind('email')} type="email" autoComplete="off" />}
          />
          <Field
            label="Role"
            column="col-md-3"
            control={
              <select
                id={`${ids}-role`}
                className="form-select"
                value={role}
                onChange={(e) => setRole(e.target.value as InvitedRole)}
              >
                {ROLE_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {ROLE_NAMES[choice]}
                  </option>
                ))}
              </select>
            }
          />
        </div>
      </AdminForm>
    </>
  );
}
