/** 'Manage Members' (SPEC §2 'Members admin'): sort, period filter, add/edit form and cards. */
import { useCallback, useId, useState } from 'react';
import { toast } from 'react-toastify';
import {
  ALL_PERIODS,
  MEMBER_SORT_OPTIONS,
  NO_PERIOD,
  distinctPeriods,
  filterMembersByPeriod,
  sortMembers,
  type MemberSort,
} from '../domain/members';
import type { Member } from '../domain/types';
import { deleteMember, listMembers } from '../services/members';
import { Spinner } from '../components/Spinner';
import { ConfirmDialog } from './ConfirmDialog';
import { MemberForm } from './MemberForm';
import { PortraitOrPlaceholder } from './PortraitOrPlaceholder';
import { deleteWithImage } from './saveWithImage';
import { useAdminList } from './useAdminList';
import { EditDeleteButtons } from './EditDeleteButtons';

/** The form: closed, adding, or editing a member. */
type FormMode = { open: false } | { open: true; member: Member | null };

const reportFetchError = (error: unknown) => {
  console.error(error);
  toast.error('Failed to fetch members');
};

export function MembersAdmin() {
  const controlsId = useId();
  const { items: members, loading, reload } = useAdminList(listMembers, reportFetchError);
  const [sort, setSort] = useState<MemberSort>('newest');
  const [period, setPeriod] = useState(ALL_PERIODS);
  const [form, setForm] = useState<FormMode>({ open: false });
  const [toDelete, setToDelete] = useState<Member | null>(null);

  const shown = sortMembers(filterMembersByPeriod(members, period), sort);
  const editing = form.open ? form.member : null;

  const saved = useCallback(() => {
    setForm({ open: false });
    reload();
  }, [reload]);

  const remove = async (member: Member) => {
    setToDelete(null);
    try {
      await deleteWithImage(() => deleteMember(member.id), member.imageUrl);
    } catch (error) {
      console.error(error);
      toast.error('Failed to delete member');
      return;
    }
    toast.success('Member deleted successfully');
    if (editing?.id === member.id) setForm({ open: false });
    reload();
  };

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 className="h4 mb-0">Manage Members</h2>
        <button
          type="button"
          className={form.open ? 'btn btn-outline-secondary' : 'btn btn-primary'}
          onClick={() => setForm(form.open ? { open: false } : { open: true, member: null })}
        >
          {form.open ? 'Cancel' : 'Add New Member'}
        </button>
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
            {distinctPeriods(members).map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
            <option value={NO_PERIOD}>No Time Period</option>
          </select>
        </div>
      </div>

      {form.open && <MemberForm key={editing?.id ?? 'new'} member={editing} onSaved={saved} />}

      {loading ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <div className="text-center py-4">
          <p className="mb-1">No members found.</p>
          {period !== ALL_PERIODS && (
            <p className="text-muted">Try changing the time period filter.</p>
          )}
          {!form.open && (
            <button
              type="button"
              className="btn btn-link"
              onClick={() => setForm({ open: true, member: null })}
            >
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
                <p className="small text-muted mb-2">
                  Period:{' '}
                  {member.startYear === null && member.endYear === null
                    ? 'Not set'
                    : `${member.startYear ?? '?'} - ${member.endYear ?? '?'}`}
                </p>
                <div className="d-flex justify-content-center gap-2 mt-auto">
                  <EditDeleteButtons
                    name={member.name}
                    onEdit={() => setForm({ open: true, member })}
                    onDelete={() => setToDelete(member)}
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}

      {toDelete && (
        <ConfirmDialog
          message="Are you sure you want to delete this member?"
          onConfirm={() => void remove(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </section>
  );
}
