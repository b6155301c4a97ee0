/**
 * The Team page's two tables: the people on the team (owners first, then by name), each with
 * Change role and Remove or the reason an owner may not, and the invitations waiting, each with
 * Cancel invitation. A table that cannot be read says so in its place.
 */
import { useId, type ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import type { Invitation, TeamMember } from '../../domain/types';
import { useAccess } from '../access/AccessContext';
import { exactDateTime, relativeTime } from '../flow/recordWords';
import { When } from '../ui/When';
import type { Question } from './teamQuestions';
import {
  ROLE_NAMES,
  currentTeam,
  invitationExpiry,
  isExpired,
  isOwnerBySetUp,
  roleChangeRefusal,
} from './teamRules';

export interface ListProps<T> {
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

export function People({
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

export function Invitations({
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
