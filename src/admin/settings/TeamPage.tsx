/**
 * Settings' Team page (/admin/settings/team), for owners: who is on the team and who is invited
 * (TeamTables.tsx), inviting someone (InviteForm.tsx), changing a person's role, removing them,
 * and cancelling an invitation. Every change is asked about first (teamQuestions.ts); what an
 * owner may not do (their own role, an owner by the website's set-up, the last owner) is said in
 * place of the buttons.
 */
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { reasonOf } from '../../domain/words';
import { listInvitations, listTeam } from '../../services/team';
import { useAdminList } from '../flow/useAdminList';
import { useRecheckAfterRefusal } from '../flow/useRecheckAfterRefusal';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { InviteForm } from './InviteForm';
import { change, wordsOf, type Question } from './teamQuestions';
import { Invitations, People } from './TeamTables';

const reportRead = (what: string) => (error: unknown) => {
  console.error(error);
  toast.error(`Could not read ${what}: ${reasonOf(error)}`);
};
const reportTeamRead = reportRead('the team');
const reportInvitationsRead = reportRead('the invitations');

export function TeamPage() {
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
