import type { AdminFlow } from '../flow/useAdminFlow';

/**
 * The Edit and Delete buttons of an admin card, named after the record for screen readers: Edit
 * opens the record's form, Delete asks whether to delete it.
 */
export function EditDeleteButtons<T>({
  flow,
  record,
  name,
}: {
  flow: Pick<AdminFlow<T>, 'openEdit' | 'askDelete'>;
  record: T;
  /** What the record is called, e.g. a member's name or a message's title. */
  name: string;
}) {
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        aria-label={`Edit ${name}`}
        onClick={() => flow.openEdit(record)}
      >
        Edit
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        aria-label={`Delete ${name}`}
        onClick={() => flow.askDelete(record)}
      >
        Delete
      </button>
    </>
  );
}
