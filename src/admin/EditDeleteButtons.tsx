/** The Edit and Delete buttons of an admin card, named after the record for screen readers. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  /** What the record is called, e.g. a member's name or a message's title. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        aria-label={`Edit ${name}`}
        onClick={onEdit}
      >
        Edit
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        Delete
      </button>
    </>
  );
}
