import { useId, useRef } from 'react';
import type { AdminFlow } from '../flow/useAdminFlow';
import { Modal } from './Modal';

/**
 * Asks before something is deleted or changed; Cancel (focused first, and Escape) leaves
 * everything as it is. `cancelLabel` renames Cancel where the action itself is a cancelling
 * ('Cancel invitation').
 */
export function ConfirmDialog({
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: {
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const messageId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal role="alertdialog" labelledBy={messageId} onClose={onCancel} initialFocus={cancel}>
      <p id={messageId} className="mb-4">
        {message}
      </p>
      <div className="d-flex justify-content-end gap-2">
        <button ref={cancel} type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

/** The question of an admin screen's flow while it asks whether to delete a record. */
export function DeleteConfirmation({
  flow,
}: {
  flow: Pick<AdminFlow<unknown>, 'toDelete' | 'deleteQuestion' | 'confirmDelete' | 'cancelDelete'>;
}) {
  if (flow.toDelete === null) return null;
  return (
    <ConfirmDialog
      message={flow.deleteQuestion}
      onConfirm={flow.confirmDelete}
      onCancel={flow.cancelDelete}
    />
  );
}
