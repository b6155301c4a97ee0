/** 'Manage Members': sort, period filter, the add/edit form and the member cards. */
import { useState } from 'react';
import {
  ALL_PERIODS,
  MEMBER_SORT_OPTIONS,
  NO_PERIOD,
  distinctPeriods,
  filterMembersByPeriod,
  sortMembers,
  type MemberSort,
} from '../../domain/members';
import type { Member } from '../../domain/types';
import { listMembers } from '../../services/members';
import { useAdminFlow, type AdminFlowOptions } from '../flow/useAdminFlow';
import { SelectField } from '../ui/Field';
import { ScreenHeading } from '../ui/ScreenHeading';
import { CardList } from '../ui/CardList';
import { ListBody } from '../ui/ListBody';
import { MemberCard } from './MemberCard';
import { MemberForm } from './MemberForm';

const FLOW: AdminFlowOptions<Member> = {
  collection: 'members',
  load: listMembers,
  fetchFailed: 'Failed to fetch members',
  deletion: {
    question: 'Are you sure you want to delete this member?',
    done: 'Member deleted successfully',
    failed: 'Failed to delete member',
  },
};

export function MembersAdmin() {
  const flow = useAdminFlow(FLOW);
  const [sort, setSort] = useState<MemberSort>('newest');
  const [period, setPeriod] = useState(ALL_PERIODS);
  const shown = sortMembers(filterMembersByPeriod(flow.items, period), sort);

  return (
    <section>
      <ScreenHeading title="Manage Members" flow={flow} addLabel="Add New Member" />

      <div className="row g-2 mb-4">
        <SelectField
          label="Sort by"
          column="col-sm-6 col-lg-4"
          value={sort}
          choices={MEMBER_SORT_OPTIONS}
          onChange={setSort}
        />
        <SelectField
          label="Time period"
          column="col-sm-6 col-lg-4"
          value={period}
          choices={[
            { value: ALL_PERIODS, label: 'All Time Periods' },
            ...distinctPeriods(flow.items).map((p) => ({ value: p, label: p })),
            { value: NO_PERIOD, label: 'No Time Period' },
          ]}
          onChange={setPeriod}
        />
      </div>

      {flow.form && (
        <MemberForm key={flow.form.key} record={flow.form.record} onSaved={flow.saved} />
      )}
      <ListBody
        flow={flow}
        empty={
          shown.length === 0 && (
            <div className="text-center py-4">
              <p className="mb-1">No members found.</p>
              {period !== ALL_PERIODS && (
                <p className="text-muted">Try changing the time period filter.</p>
              )}
              {!flow.form && (
                <button type="button" className="btn btn-link" onClick={flow.openAdd}>
                  Add your first member!
                </button>
              )}
            </div>
          )
        }
      >
        <CardList
          items={shown}
          layout="row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-4 g-3"
          card={(m) => <MemberCard member={m} flow={flow} />}
        />
      </ListBody>
    </section>
  );
}
