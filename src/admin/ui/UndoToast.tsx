import { toast, type ToastContentProps } from 'react-toastify';

/**
 * How long a toast that offers Undo stays on the screen: time to read it and to reach its button,
 * with the keyboard too (the toast also waits while the pointer is over it). Other toasts close
 * after the usual 3 seconds.
 */
export const UNDO_TOAST_MS = 10_000;

/**
 * A success toast reading `text` with an 'Undo' button: the button closes the toast and calls
 * `onUndo`, once however often it is pressed.
 */
export function toastWithUndo(text: string, onUndo: () => void): void {
  let undone = false;
  const undo = (closeToast: ToastContentProps['closeToast']) => {
    if (undone) return;
    undone = true;
    closeToast();
    onUndo();
  };
  toast.success(
    ({ closeToast }: ToastContentProps) => (
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span>{text}</span>
        <button
          type="button"
          className="btn btn-sm btn-outline-dark ms-auto"
          onClick={() => undo(closeToast)}
        >
          Undo
        </button>
      </div>
    ),
    { autoClose: UNDO_TOAST_MS },
  );
}
