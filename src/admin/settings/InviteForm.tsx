/**
 * The Team page's form 'Invite someone': a name, an e-mail address and a role. An invitation is
 * checked first (teamRules.ts), then saved; the site sends no e-mail, so the page says what to
 * tell the person invited.
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import type { InvitedRole, TeamMember } from '../../domain/types';
import { INVITATION_DAYS } from '../../domain/rules/periods';
import { reasonOf } from '../../domain/words';
import { inviteSomeone } from '../../services/team';
import { useFormError } from '../flow/useFormError';
import { useRecheckAfterRefusal } from '../flow/useRecheckAfterRefusal';
import { useTextFields } from '../flow/useTextFields';
import { SIGN_UP_PATH } from '../paths';
import { AdminForm } from '../ui/AdminForm';
import { Field, SelectField } from '../ui/Field';
import { ROLE_NAMES, addressOf, invitationProblem } from './teamRules';

const signUpAddress = () => `${window.location.origin}${SIGN_UP_PATH}`;

const ROLE_CHOICES = (['editor', 'owner'] as const).map((role) => ({
  value: role,
  label: ROLE_NAMES[role],
}));

export function InviteForm({ team, onInvited }: { team: TeamMember[]; onInvited: () => void }) {
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
          <SelectField
            label="Role"
            column="col-md-3"
            value={role}
            choices={ROLE_CHOICES}
            onChange={setRole}
          />
        </div>
      </AdminForm>
    </>
  );
}
