/**
 * 'Create your account', inside the public layout at /admin/signup: a person an owner invited
 * creates their account (name, e-mail, password), opens the link sent to their address, then
 * signs in, which makes them a member of the team.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { reasonOf } from '../domain/words';
import { LIMITS } from '../domain/limits';
import { VerificationNotSentError, createAccount, resendVerification } from '../services/auth';
import { checkYourEmail } from './access/texts';
import { useFormError } from './flow/useFormError';
import { LOGIN_PATH } from './paths';
import { AccountForm, AccountFrame, EmailField, PasswordField, useInput } from './ui/AccountForm';
import { Field } from './ui/Field';
import { FormError } from './ui/FormError';
import '../styles/bootstrap-admin.scss';

/** The account once created: its address and password (to send the link again), and news. */
interface Created {
  email: string;
  password: string;
  /** What the page says about the link, or null while the e-mail has not gone. */
  notice: string | null;
}

export function SignupPage() {
  const name = useInput();
  const email = useInput();
  const password = useInput();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const { error, fail, clearError } = useFormError();

  const submit = async () => {
    setBusy(true);
    clearError();
    const address = email.value.trim();
    try {
      await createAccount(name.value, address, password.value);
      setCreated({ email: address, password: password.value, notice: checkYourEmail(address) });
    } catch (createError) {
      // Created, but the link did not go: the page offers to send it again.
      if (createError instanceof VerificationNotSentError)
        setCreated({ email: address, password: password.value, notice: null });
      // Otherwise the provider's own message, as the login page shows it.
      fail(reasonOf(createError));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!created) return;
    setBusy(true);
    clearError();
    try {
      const outcome = await resendVerification(created.email, created.password);
      if (outcome === 'sent') {
        toast.success(`We have sent the link again to ${created.email}.`);
        setCreated({ ...created, notice: checkYourEmail(created.email) });
      } else {
        setCreated({ ...created, notice: 'Your address is verified already: sign in.' });
      }
    } catch (resendError) {
      fail(reasonOf(resendError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountFrame title="Create your account">
      {created ? (
        <div className="card card-body shadow-sm">
          <FormError message={error} />
          {created.notice && (
            <p role="status" className="mb-3">
              {created.notice}
            </p>
          )}
          <button
            type="button"
            className="btn btn-outline-primary w-100 mb-3"
            disabled={busy}
            onClick={resend}
          >
            {busy ? 'Sending...' : 'Resend the e-mail'}
          </button>
          <Link to={LOGIN_PATH} className="btn btn-primary w-100">
            Go to sign in
          </Link>
        </div>
      ) : (
        <AccountForm
          intro="Use the e-mail address an owner of the site invited. We will send a link to it: open it, then sign in."
          error={error}
          busy={busy}
          submitLabel="Create account"
          busyLabel="Creating your account..."
          onSubmit={() => void submit()}
        >
          <Field
            label="Name"
            column="mb-3"
            control={
              <input {...name.props} autoComplete="name" required maxLength={LIMITS.shortText} />
            }
          />
          <EmailField input={email} column="mb-3" />
          <PasswordField
            input={password}
            autoComplete="new-password"
            hint="At least 6 characters."
          />
        </AccountForm>
      )}
      {!created && (
        <p className="text-center mt-3">
          Have an account? <Link to={LOGIN_PATH}>Sign in</Link>
        </p>
      )}
    </AccountFrame>
  );
}
