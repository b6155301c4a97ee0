/**
 * 'Reset your password', inside the public layout at /admin/reset-password: sends the link that
 * lets a person choose a new password. Every address gets the same answer, so the page never
 * tells who has an account.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { reasonOf } from '../domain/words';
import { sendPasswordReset } from '../services/auth';
import { RESET_LINK_SENT } from './access/texts';
import { useFormError } from './flow/useFormError';
import { LOGIN_PATH } from './paths';
import { AccountForm, AccountFrame, EmailField, useInput } from './ui/AccountForm';
import '../styles/bootstrap-admin.scss';

export function ResetPasswordPage() {
  const email = useInput();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const { error, fail, clearError } = useFormError();

  const submit = async () => {
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
    <AccountFrame title="Reset your password">
      {sent ? (
        <div className="card card-body shadow-sm">
          <p role="status">{RESET_LINK_SENT}</p>
          <Link to={LOGIN_PATH} className="btn btn-primary w-100">
            Back to sign in
          </Link>
        </div>
      ) : (
        <AccountForm
          intro="Enter the e-mail address of your account: we will send it a link to choose a new password."
          error={error}
          busy={busy}
          submitLabel="Send the link"
          busyLabel="Sending..."
          onSubmit={() => void submit()}
          after={
            <p className="text-center mt-3 mb-0">
              <Link to={LOGIN_PATH}>Back to sign in</Link>
            </p>
          }
        >
          <EmailField input={email} column="mb-4" />
        </AccountForm>
      )}
    </AccountFrame>
  );
}
