import { useId } from 'react';
import { NO_PERIOD_LABEL, groupMembersByTerm, type TermGroup } from '../domain/members';
import type { Member } from '../domain/types';
import { listMembers } from '../services/members';
import { ImageOrPlaceholder } from './ImageOrPlaceholder';
import { Spinner } from './Spinner';
import { usePublishedRead } from './published';
import { useOpenSet } from './useOpenSet';
import { useEnglishLang, useWords } from './words';

/** Every member, in one read: the accordion needs every term's heading. */
const MEMBERS = { collections: ['members'] } as const;

/**
 * The members section's content (docs/behaviour.md, Members section): members grouped by term
 * in an accordion whose newest term starts open; every header opens and closes its own section.
 * A spinner while loading.
 */
export function MembersList() {
  const state = usePublishedRead('members', listMembers, 'Failed to fetch members', MEMBERS);
  if (state.status === 'loading') return <Spinner />;
  return <TermAccordion groups={groupMembersByTerm(state.status === 'ready' ? state.data : [])} />;
}

function TermAccordion({ groups }: { groups: TermGroup[] }) {
  // Only the newest term starts open; each header then toggles its own section.
  const terms = useOpenSet(groups.slice(0, 1).map((group) => group.key));
  const idPrefix = useId();
  const say = useWords();
  if (groups.length === 0) return <p className="text-center my-4">{say('No members found.')}</p>;

  return (
    <div className="accordion members-accordion">
      {groups.map((group) => {
        const isOpen = terms.isOpen(group.key);
        const headerId = `${idPrefix}-${group.key}-header`;
        const panelId = `${idPrefix}-${group.key}-panel`;
        return (
          <div key={group.key} className="accordion-item">
            <h3 className="accordion-header">
              <button
                id={headerId}
                type="button"
                className={`accordion-button${isOpen ? '' : ' collapsed'}`}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => terms.toggle(group.key)}
              >
                {group.label === NO_PERIOD_LABEL ? say('No Period') : group.label}
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              className="accordion-collapse"
              hidden={!isOpen}
            >
              <div className="accordion-body">
                <ul className="row g-3 list-unstyled mb-0">
                  {group.members.map((member) => (
                    <MemberCard key={member.id} member={member} />
                  ))}
                </ul>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** Photo (or silhouette), role and name; six to a row from Bootstrap's md width. */
function MemberCard({ member }: { member: Member }) {
  const say = useWords();
  // The role and name as the team entered them, in English letters.
  const english = useEnglishLang();
  const { name } = member;
  return (
    <li className="col-6 col-sm-4 col-md-2">
      <div className="member-card h-100 text-center">
        <ImageOrPlaceholder
          src={member.imageUrl}
          alt={say(member.imageUrl ? 'Photo of {name}' : 'No photo of {name}', { name })}
          className="member-photo"
        />
        <p className="member-role mb-1" lang={english}>
          {member.role}
        </p>
        <p className="member-name mb-0" lang={english}>
          {member.name}
        </p>
      </div>
    </li>
  );
}
