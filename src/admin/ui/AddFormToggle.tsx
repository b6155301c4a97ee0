import type { AdminFlow } from '../flow/useAdminFlow';

/** The button that opens the add form ('Add New Member') and reads 'Cancel' while a form is open. */
export function AddFormToggle({
  flow,
  label,
}: {
  flow: Pick<AdminFlow<unknown>, 'form' | 'toggleAdd'>;
  label: string;
}) {
  return (
    <button
      type="button"
      className={flow.form ? 'btn btn-outline-secondary' : 'btn btn-primary'}
      onClick={flow.toggleAdd}
    >
      {flow.form ? 'Cancel' : label}
    </button>
  );
}
