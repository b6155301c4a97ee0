import { memo, useId, useMemo } from 'react';
import { NO_PERIOD_LABEL, groupMembersByTerm, type TermGroup } from '../domain/members';
import type { Member } from '../domain/types';
import { listMembers } from '../services/members';
import { ImageOrPlaceholder } from './ImageOrPlaceholder';
import { Spinner } from './Spinner';
import { useHydrated, usePublishedRead } from './published';
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
  const members = state.status === 'ready' ? state.data : NO_MEMBERS;
  // Grouped once per read: the check that the published members are current changes only how
  // current they are, and redrawing every term's cards for it is a long task on a slow phone.
  const groups = useMemo(() => groupMembersByTerm(members), [members]);
  if (state.status === 'loading') return <Spinner />;
  return <TermAccordion groups={groups} />;
}

const NO_MEMBERS: readonly Member[] = [];

const TermAccordion = memo(function TermAccordion({ groups }: { groups: TermGroup[] }) {
  // Only the newest term starts open; each header then toggles its own section.
  const terms = useOpenSet(groups.slice(0, 1).map((group) => group.key));
  const idPrefix = useId();
  const say = useWords();
  // The open term's photos wait until the page is taken over: below a phone's first screen, they
  // would otherwise share a slow connection with its pictures.
  const hydrated = useHydrated();
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
              {/* A closed term's cards are drawn when it opens: a site of ten years has hundreds,
                  which a visitor sees only term by term. */}
              {isOpen && (
                <div className="accordion-body">
                  <ul className="row g-3 list-unstyled mb-0">
                    {group.members.map((member) => (
                      <MemberCard key={member.id} member={member} photo={hydrated} />
                    ))}
                  </ul>
                </div>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
});

/**
 * Photo (or silhouette), role and name; six to a row from Bootstrap's md width. Without `photo`,
 * an empty frame of the photo's shape stands in its place. Drawn again only when its member
 * changes, not when another term opens or closes.
 */
const MemberCard = memo(function MemberCard({ member, photo }: { member: Member; photo: boolean }) {
  const say = useWords();
  // The role and name as the team entered them, in English letters.
  const english = useEnglishLang();
  const { name } = member;
  return (
    <li className="col-6 col-sm-4 col-md-2">
      <div className="member-card h-100 text-center">
        {photo ? (
          <ImageOrPlaceholder
            src={member.imageUrl}
            alt={say(member.imageUrl ? 'Photo of {name}' : 'No photo of {name}', { name })}
            className="member-photo"
          />
        ) : (
          <span className="member-photo member-photo-waiting" />
        )}
        <p className="member-role mb-1" lang={english}>
          {member.role}
        </p>
        <p className="member-name mb-0" lang={english}>
          {member.name}
        </p>
      </div>
    </li>
  );
});
