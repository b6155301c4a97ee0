import { useId, useState, type ReactNode } from 'react';
import { Field } from './Field';
import { Toasts } from './Toasts';

/**
 * The frame of the account pages (signing in, creating an account, resetting a password): their
 * toasts, and a narrow column under the page's title.
 */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
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

/** The account's e-mail address, as each account page asks for it. */
export function EmailField({
  input,
  column,
}: {
  input: ReturnType<typeof useInput>;
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
