import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { FormError } from './FormError';

/**
 * The frame of every admin form: a card titled `title`, the error line, the fields (`children`)
 * and one submit button. A form that opens on request (add or edit) puts focus in its first
 * field; one that is always on the page (the gallery's upload) does not take it.
 */
export function AdminForm({
  title,
  error,
  submitLabel,
  submitDisabled,
  focusFirstField = false,
  onSubmit,
  children,
}: {
  title: string;
  error: string | null;
  submitLabel: string;
  submitDisabled: boolean;
  focusFirstField?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusFirstField)
      form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [focusFirstField]);

  return (
    <form
      ref={form}
      className="card card-body mb-4"
      aria-labelledby={titleId}
      noValidate
      onSubmit={onSubmit}
    >
      <h2 id={titleId} className="h5 mb-3">
        {title}
      </h2>
      <FormError message={error} />
      {children}
      <div>
        <button type="submit" className="btn btn-primary" disabled={submitDisabled}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
