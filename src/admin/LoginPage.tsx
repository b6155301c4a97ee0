/**
 * The account pages, inside the public layout: 'Admin Login' at /admin/login, with the ways to a
 * new account (/admin/signup, SignupPage) and to a new password (/admin/reset-password,
 * ResetPasswordPage). One lazily loaded module for the three (the route table names this one with
 * the form to show), so the public pages carry no more code for them.
 */
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { signIn } from '../services/auth';
import { reasonOf } from '../domain/words';
import { AccountForm, AccountFrame, EmailField, PasswordField, useInput } from './ui/AccountForm';
import '../styles/bootstrap-admin.scss';
import { useAdminUser } from './useAdminUser';
import { JUST_SIGNED_IN } from './useLoginWelcome';
import { useFormError } from './flow/useFormError';
import { DASHBOARD_PATH, RESET_PASSWORD_PATH, SIGN_UP_PATH } from './paths';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignupPage } from './SignupPage';

/** The page of the route: signing in, or the form the route table names. */
export function LoginPage({ form }: { form?: string }) {
  if (form === 'signup') return <SignupPage />;
  if (form === 'reset-password') return <ResetPasswordPage />;
  return <SignIn />;
}

function SignIn() {
  const user = useAdminUser();
  const navigate = useNavigate();
  const email = useInput();
  const password = useInput();
  const [busy, setBusy] = useState(false);
  const { error, fail, clearError } = useFormError();

  const submit = async () => {
    setBusy(true);
    clearError();
    try {
      await signIn(email.value, password.value);
    } catch (signInError) {
      // The sign-in provider's own message, as it is.
      setBusy(false);
      return fail(reasonOf(signInError));
    }
    // 'Login successful!' comes once the admin area has found the account on the team.
    navigate(DASHBOARD_PATH, { replace: true, state: JUST_SIGNED_IN });
  };

  return (
    <AccountFrame title="Admin Login">
      {/* Already signed in: nothing to do here. */}
      {user && !busy && <Navigate to={DASHBOARD_PATH} replace />}
      <AccountForm
        error={error}
        busy={busy}
        submitLabel="Sign in"
        busyLabel="Signing in..."
        onSubmit={() => void submit()}
      >
        <EmailField input={email} column="mb-3" />
        <PasswordField input={password} autoComplete="current-password" />
      </AccountForm>
      <p className="text-center mt-3 mb-2">
        <Link to={RESET_PASSWORD_PATH}>Forgot your password?</Link>
      </p>
      <p className="text-center">
        Invited to the team? <Link to={SIGN_UP_PATH}>Create your account</Link>
      </p>
    </AccountFrame>
  );
}
