/** 'Manage Members': sort, period filter, the add/edit form and the member cards. */
import { useId, useState } from 'react';
import {
  ALL_PERIODS,
  MEMBER_SORT_OPTIONS,
  NO_PERIOD,
  distinctPeriods,
  filterMembersByPeriod,
  memberPeriod,
  sortMembers,
  type MemberSort,
} from '../../domain/members';
import type { Member } from '../../domain/types';
import { MEMBERS, listMembers } from '../../services/members';
import { Spinner } from '../../components/Spinner';
import { useAdminFlow, type AdminFlowOptions } from '../flow/useAdminFlow';
import { AddFormToggle } from '../ui/AddFormToggle';
import { DeleteConfirmation } from '../ui/ConfirmDialog';
import { EditDeleteButtons } from '../ui/EditDeleteButtons';
import { PortraitOrPlaceholder } from '../ui/PortraitOrPlaceholder';
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
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 className="h4 mb-0">Manage Members</h2>
        <AddFormToggle flow={flow} label="Add New Member" />
      </div>

      <div className="row g-2 mb-4">
        <div className="col-sm-6 col-lg-4">
          <label htmlFor={`${controlsId}-sort`} className="form-label">
            Sort by
          </label>
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
        </div>
        <div className="col-sm-6 col-lg-4">
          <label htmlFor={`${controlsId}-period`} className="form-label">
            Time period
          </label>
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
        </div>
      </div>

      {flow.form && (
        <MemberForm
          key={flow.form.record?.id ?? 'new'}
          member={flow.form.record}
          onSaved={flow.saved}
        />
      )}
      {flow.loading ? (
        <Spinner />
      ) : shown.length === 0 ? (
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
      ) : (
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-4 g-3 list-unstyled">
          {shown.map((member) => (
            <li key={member.id} className="col">
              <article className="card h-100 text-center p-3">
                <PortraitOrPlaceholder
                  src={member.imageUrl}
                  alt={member.name}
                  className="rounded-circle mx-auto mb-2"
                  size={120}
                />
                <h3 className="h6 mb-1">{member.name}</h3>
                <p className="mb-1">{member.role}</p>
                <p className="small text-muted mb-2">Period: {memberPeriod(member) ?? 'Not set'}</p>
                <div className="d-flex justify-content-center gap-2 mt-auto">
                  <EditDeleteButtons flow={flow} record={member} name={member.name} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <DeleteConfirmation flow={flow} />
    </section>
  );
}
