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
  headingLevel = 2,
  onSubmit,
  children,
}: {
  title: string;
  error: string | null;
  submitLabel: string;
  submitDisabled: boolean;
  focusFirstField?: boolean;
  /** The level of its title: 2 on a screen of its own, 3 inside a section of a screen. */
  headingLevel?: 2 | 3;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

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
      <Heading id={titleId} className="h5 mb-3">
        {title}
      </Heading>
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
