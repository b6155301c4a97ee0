/** 'Admin Login', shown inside the public layout at /admin/login. */
import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { signIn } from '../services/auth';
import { FormError } from './ui/FormError';
import { reasonOf } from '../domain/words';
import { Toasts } from './ui/Toasts';
import '../styles/bootstrap-admin.scss';
import { useAdminUser } from './useAdminUser';
import { useFormError } from './flow/useFormError';

const DASHBOARD = '/admin/dashboard';

export function LoginPage() {
  const id = useId();
  const user = useAdminUser();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { error, fail, clearError } = useFormError();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    clearError();
    try {
      await signIn(email, password);
    } catch (signInError) {
      // The sign-in provider's own message, as it is.
      setBusy(false);
      return fail(reasonOf(signInError));
    }
    toast.success('Login successful!');
    navigate(DASHBOARD, { replace: true });
  };

  return (
    <>
      <Toasts />
      {/* Already signed in: nothing to do here. */}
      {user && !busy && <Navigate to={DASHBOARD} replace />}
      <section className="container py-5" style={{ maxWidth: 440 }}>
        <h1 className="h3 mb-4 text-center">Admin Login</h1>
        <form className="card card-body shadow-sm" onSubmit={submit}>
          <FormError message={error} />
          <div className="mb-3">
            <label htmlFor={`${id}-email`} className="form-label">
              Email
            </label>
            <input
              id={`${id}-email`}
              type="email"
              className="form-control"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="mb-4">
            <label htmlFor={`${id}-password`} className="form-label">
              Password
            </label>
            <input
              id={`${id}-password`}
              type="password"
              className="form-control"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary w-100" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign in'}
          </button>
        </form>
      </section>
    </>
  );
}
