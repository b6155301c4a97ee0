/** 'Manage Members': sort, period filter, the add/edit form and the member cards. */
import { useId, useState } from 'react';
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
import { MEMBERS, listMembers } from '../../services/members';
import { useAdminFlow, type AdminFlowOptions } from '../flow/useAdminFlow';
import { Field } from '../ui/Field';
import { ScreenHeading } from '../ui/ScreenHeading';
import { CardList } from '../ui/CardList';
import { ListBody } from '../ui/ListBody';
import { MemberCard } from './MemberCard';
import { MemberForm } from './MemberForm';

const FLOW: AdminFlowOptions<Member> = {
  collection: MEMBERS,
  load: listMembers,
  fetchFailed: 'Failed to fetch members',
  deletion: {
    question: 'Are you sure you want to delete this member?',
    done: 'Member deleted successfully',
    failed: 'Failed to delete member',
  },
};

export function MembersAdmin() {
  const controlsId = useId();
  const flow = useAdminFlow(FLOW);
  const [sort, setSort] = useState<MemberSort>('newest');
  const [period, setPeriod] = useState(ALL_PERIODS);
  const shown = sortMembers(filterMembersByPeriod(flow.items, period), sort);

  return (
    <section>
      <ScreenHeading title="Manage Members" flow={flow} addLabel="Add New Member" />

      <div className="row g-2 mb-4">
        <Field
          label="Sort by"
          column="col-sm-6 col-lg-4"
          control={
            <select
              id={`${controlsId}-sort`}
              className="form-select"
              value={sort}
              onChange={(e) => setSort(e.target.value as MemberSort)}
            >
              {MEMBER_SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          }
        />
        <Field
          label="Time period"
          column="col-sm-6 col-lg-4"
          control={
            <select
              id={`${controlsId}-period`}
              className="form-select"
              value={period}
              onChange={(e) => setPeriod(e.target.value)}
            >
              <option value={ALL_PERIODS}>All Time Periods</option>
              {distinctPeriods(flow.items).map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
              <option value={NO_PERIOD}>No Time Period</option>
            </select>
          }
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
