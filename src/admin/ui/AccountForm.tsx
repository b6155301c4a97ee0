/**
 * What the account pages (signing in, creating an account, resetting a password) share: their
 * frame (their toasts, and a narrow column under the page's title), their form (what it is for,
 * the problem said inline, the fields, and one wide button that says what the page is doing
 * while it works), and their e-mail and password fields.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Field } from './Field';
import { FormError } from './FormError';
import { Toasts } from './Toasts';

/** The frame of an account page: its toasts, and a narrow column under its title. */
export function AccountFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Toasts />
      <section className="container py-5" style={{ maxWidth: 440 }}>
        <h1 className="h3 mb-4 text-center">{title}</h1>
        {children}
      </section>
    </>
  );
}

/**
 * The form of an account page: `intro` says what it is for, `error` the problem (inline, above
 * the fields), and its one button reads `submitLabel`, or `busyLabel` (disabled) while `busy`.
 * `after` goes below the button.
 */
export function AccountForm({
  intro,
  error,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  after,
  children,
}: {
  intro?: string;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
  after?: ReactNode;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="card card-body shadow-sm" onSubmit={submit}>
      {intro && <p className="text-muted">{intro}</p>}
      <FormError message={error} />
      {children}
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
      {after}
    </form>
  );
}

/**
 * What an account page's input holds, as typed (a password keeps every character), and `props`,
 * which tie an <input> to it: its id, Bootstrap's class, its value and change handler.
 */
export function useInput() {
  const id = useId();
  const [value, setValue] = useState('');
  return {
    value,
    props: {
      id,
      className: 'form-control',
      value,
      onChange: (event: { target: { value: string } }) => setValue(event.target.value),
    },
  };
}

type Input = ReturnType<typeof useInput>;

/** The account's e-mail address, as each account page asks for it. */
export function EmailField({
  input,
  column,
}: {
  input: Input;
  /** The space under it ('mb-3', or 'mb-4' above the button). */
  column: string;
}) {
  return (
    <Field
      label="Email"
      column={column}
      control={<input {...input.props} type="email" autoComplete="username" required />}
    />
  );
}

/** The account's password, above the button: the one it has, or a new one. */
export function PasswordField({
  input,
  autoComplete,
  hint,
}: {
  input: Input;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}) {
  return (
    <Field
      label="Password"
      column="mb-4"
      hint={hint}
      control={<input {...input.props} type="password" autoComplete={autoComplete} required />}
    />
  );
}
