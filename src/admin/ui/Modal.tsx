/**
 * A modal dialog: rendered over the page, focus moved in, kept in (Tab and Shift+Tab cycle) and
 * given back to where it was when the dialog closes; Escape asks to close.
 */
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusableIn = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];

export interface ModalProps {
  role: 'dialog' | 'alertdialog';
  /** Id of the element that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  /** Called on Escape. */
  onClose: () => void;
  /** What receives focus first; by default the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus returns on close; by default the element focused when the dialog opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function Modal({
  role,
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  returnFocus,
  children,
}: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  // Read while rendering, before this render's commit can disable or move the focused element.
  const [openedFrom] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useEffect(() => {
    const root = dialog.current;
    if (!root) return;
    const opener = returnFocus?.current ?? openedFrom;
    (initialFocus?.current ?? focusableIn(root)[0] ?? root).focus();
    // Runs after the commit that removed the dialog, when the opener is usable again.
    return () => opener?.focus();
  }, [initialFocus, returnFocus, openedFrom]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = focusableIn(dialog.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="admin-modal-backdrop">
      <div
        ref={dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className="admin-modal"
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
