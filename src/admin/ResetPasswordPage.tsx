/**
 * 'Reset your password', inside the public layout at /admin/reset-password: sends the link that
 * lets a person choose a new password. Every address gets the same answer, so the page never
 * tells who has an account.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { reasonOf } from '../domain/words';
import { sendPasswordReset } from '../services/auth';
import { RESET_LINK_SENT } from './access/texts';
import { useFormError } from './flow/useFormError';
import { FormError } from './ui/FormError';
import { AccountPage, EmailField, useInput } from './ui/AccountPage';
import '../styles/bootstrap-admin.scss';

export function ResetPasswordPage() {
  const email = useInput();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const { error, fail, clearError } = useFormError();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    clearError();
    try {
      await sendPasswordReset(email.value);
      setSent(true);
    } catch (sendError) {
      // The provider's own message, as the login page shows it.
      fail(reasonOf(sendError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountPage title="Reset your password">
      {sent ? (
        <div className="card card-body shadow-sm">
          <p role="status">{RESET_LINK_SENT}</p>
          <Link to="/admin/login" className="btn btn-primary w-100">
            Back to sign in
          </Link>
        </div>
      ) : (
        <form className="card card-body shadow-sm" onSubmit={submit}>
          <p className="text-muted">
            Enter the e-mail address of your account: we will send it a link to choose a new
            password.
          </p>
          <FormError message={error} />
          <EmailField input={email} column="mb-4" />
          <button type="submit" className="btn btn-primary w-100" disabled={busy}>
            {busy ? 'Sending...' : 'Send the link'}
          </button>
          <p className="text-center mt-3 mb-0">
            <Link to="/admin/login">Back to sign in</Link>
          </p>
        </form>
      )}
    </AccountPage>
  );
}
