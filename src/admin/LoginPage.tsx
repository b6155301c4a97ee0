/**
 * The account pages, inside the public layout: 'Admin Login' at /admin/login, with the ways to a
 * new account (/admin/signup, SignupPage) and to a new password (/admin/reset-password,
 * ResetPasswordPage). One lazily loaded module for the three (the route table names this one with
 * the form to show), so the public pages carry no more code for them.
 */
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { signIn } from '../services/auth';
import { FormError } from './ui/FormError';
import { reasonOf } from '../domain/words';
import { AccountPage, EmailField, useInput } from './ui/AccountPage';
import { Field } from './ui/Field';
import '../styles/bootstrap-admin.scss';
import { useAdminUser } from './useAdminUser';
import { useFormError } from './flow/useFormError';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignupPage } from './SignupPage';

const DASHBOARD = '/admin/dashboard';

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    clearError();
    try {
      await signIn(email.value, password.value);
    } catch (signInError) {
      // The sign-in provider's own message, as it is.
      setBusy(false);
      return fail(reasonOf(signInError));
    }
    toast.success('Login successful!');
    navigate(DASHBOARD, { replace: true });
  };

  return (
    <AccountPage title="Admin Login">
      {/* Already signed in: nothing to do here. */}
      {user && !busy && <Navigate to={DASHBOARD} replace />}
      <form className="card card-body shadow-sm" onSubmit={submit}>
        <FormError message={error} />
        <EmailField input={email} column="mb-3" />
        <Field
          label="Password"
          column="mb-4"
          control={
            <input {...password.props} type="password" autoComplete="current-password" required />
          }
        />
        <button type="submit" className="btn btn-primary w-100" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
      <p className="text-center mt-3 mb-2">
        <Link to="/admin/reset-password">Forgot your password?</Link>
      </p>
      <p className="text-center">
        Invited to the team? <Link to="/admin/signup">Create your account</Link>
      </p>
    </AccountPage>
  );
}
