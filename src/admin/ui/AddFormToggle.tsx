import type { ReactNode } from 'react';
import { Spinner } from '../components/Spinner';
import type { AdminFlow } from './useAdminFlow';

/**
 * The body of an admin screen of records, in the order every screen shows it: the open form, then
 * a spinner while the list loads, `empty` when nothing is to be shown, or the list (`children`);
 * and the delete confirmation while one is asked.
 */
export function AdminFlowView<T>({
  flow,
  shown = flow.items,
  empty,
  children,
}: {
  flow: AdminFlow<T>;
  /** The records the list shows, when the screen filters them; all of them by default. */
  shown?: readonly T[];
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {flow.formView}
      {flow.loading ? <Spinner /> : shown.length === 0 ? empty : children}
      {flow.dialog}
    </>
  );
}

/** The button that opens the add form ('Add New Member') and reads 'Cancel' while a form is open. */
export function AddFormToggle({
  flow,
  label,
}: {
  flow: Pick<AdminFlow<unknown>, 'formOpen' | 'toggleAdd'>;
  label: string;
}) {
  return (
    <button
      type="button"
      className={flow.formOpen ? 'btn btn-outline-secondary' : 'btn btn-primary'}
      onClick={flow.toggleAdd}
    >
      {flow.formOpen ? 'Cancel' : label}
    </button>
  );
}
