/**
 * The Team page's two lists: the people on the team (owners first, then by name), each with
 * Change role and Remove or the reason an owner may not, and the invitations waiting, each with
 * Cancel invitation. On a computer each is a table; on a phone, where a table of six columns
 * cannot fit, a card per person with the same facts and the buttons under them. A list that
 * cannot be read says so in its place.
 */
import { Fragment, useId, type ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import type { Invitation, TeamMember } from '../../domain/types';
import { useAccess } from '../access/AccessContext';
import { exactDateTime, relativeTime } from '../flow/recordWords';
import { useNarrowScreen } from '../ui/useNarrowScreen';
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

/** A fact of a person shown in a column of the table and a line of the card. */
interface Fact<T> {
  label: string;
  value: (item: T) => ReactNode;
}

/**
 * The parts of an e-mail address with a place to break after each '@' and '.', so that a narrow
 * column or card breaks 'priya.sharma@example.org' at those marks, never between two letters.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <span className="admin-email">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * A list of the section under an h3 that names it: a table on a computer (the name heads each
 * row, then a column per fact, then the actions); on a phone a card per item, the name its
 * heading, the facts as a description list, the actions last.
 */
function TitledList<T>({
  title,
  items,
  keyOf,
  name,
  facts,
  actions,
}: {
  title: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  name: (item: T) => ReactNode;
  facts: readonly Fact<T>[];
  actions: (item: T) => ReactNode;
}) {
  const titleId = useId();
  const phone = useNarrowScreen();
  const heading = (
    <h3 id={titleId} className="h6 fw-bold mt-3">
      {title}
    </h3>
  );
  if (phone)
    return (
      <>
        {heading}
        <ul className="list-unstyled d-grid gap-2" aria-labelledby={titleId}>
          {items.map((item) => (
            <li key={keyOf(item)} className="card card-body p-3">
              <h4 className="h6 mb-2">{name(item)}</h4>
              <dl className="admin-facts mb-2">
                {facts.map(({ label, value }) => (
                  <Fragment key={label}>
                    <dt>{label}</dt>
                    <dd>{value(item)}</dd>
                  </Fragment>
                ))}
              </dl>
              {actions(item)}
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <>
      {heading}
      <div className="table-responsive">
        <table className="table table-sm align-middle" aria-labelledby={titleId}>
          <thead>
            <tr>
              {['Name', ...facts.map((fact) => fact.label), 'Actions'].map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={keyOf(item)}>
                <th scope="row" className="fw-normal">
                  {name(item)}
                </th>
                {facts.map(({ label, value }) => (
                  <td key={label}>{value(item)}</td>
                ))}
                <td>{actions(item)}</td>
              </tr>
            ))}
          </tbody>
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
  const facts: Fact<TeamMember>[] = [
    { label: 'E-mail', value: (person) => <EmailAddress email={person.email} /> },
    { label: 'Role', value: (person) => ROLE_NAMES[person.role] },
    {
      label: 'Added by',
      value: (person) =>
        isOwnerBySetUp(person) ? "The website's set-up" : (nameOf(person.addedBy) ?? 'Unknown'),
    },
    {
      label: 'Added',
      value: (person) => (person.addedAt ? <When at={person.addedAt} now={now} /> : 'Not known'),
    },
  ];
  return (
    <TitledList
      title="People on the team"
      items={currentTeam(team.items)}
      keyOf={(person) => person.uid}
      name={(person) => `${person.name}${person.uid === user.uid ? ' (you)' : ''}`}
      facts={facts}
      actions={(person) => {
        const refusal = roleChangeRefusal(person, team.items, user.uid);
        if (refusal) return <span className="small text-muted">{refusal}</span>;
        return (
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-sm btn-outline-primary admin-touch"
              aria-label={`Change role of ${person.name}`}
              disabled={busy}
              onClick={() =>
                ask({ kind: 'role', person, to: person.role === 'owner' ? 'editor' : 'owner' })
              }
            >
              Change role
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger admin-touch"
              aria-label={`Remove ${person.name}`}
              disabled={busy}
              onClick={() => ask({ kind: 'remove', person })}
            >
              Remove
            </button>
          </div>
        );
      }}
    />
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
  const facts: Fact<Invitation>[] = [
    { label: 'E-mail', value: (invitation) => <EmailAddress email={invitation.email} /> },
    { label: 'Role', value: (invitation) => ROLE_NAMES[invitation.role] },
    { label: 'Invited by', value: (invitation) => nameOf(invitation.invitedBy) ?? 'Unknown' },
    {
      label: 'Expires',
      value: (invitation) => {
        const expiry = invitationExpiry(invitation);
        if (!expiry) return 'Not known';
        return isExpired(invitation, now)
          ? `Expired on ${exactDateTime(expiry)}`
          : `${exactDateTime(expiry)} (${relativeTime(expiry, now)})`;
      },
    },
  ];
  return (
    <TitledList
      title={title}
      items={invitations.items}
      keyOf={(invitation) => invitation.email}
      name={(invitation) => invitation.name}
      facts={facts}
      actions={(invitation) => (
        <button
          type="button"
          className="btn btn-sm btn-outline-danger admin-touch"
          aria-label={`Cancel invitation for ${invitation.email}`}
          disabled={busy}
          onClick={() => ask({ kind: 'cancel', invitation })}
        >
          Cancel invitation
        </button>
      )}
    />
  );
}
