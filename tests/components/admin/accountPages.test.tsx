/**
 * The pages around signing in: the links on the login page, creating an account
 * (/admin/signup) and resetting a password (/admin/reset-password), with the auth service mocked
 * at its module boundary.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../src/admin/LoginPage';
import { ROUTES } from '../../../src/app/routes';
import type * as AuthService from '../../../src/services/auth';
import {
  VerificationNotSentError,
  createAccount,
  observeUser,
  resendVerification,
  sendPasswordReset,
} from '../../../src/services/auth';
import { deferred, findToast, setUpScreenTests } from './helpers';

vi.mock('../../../src/services/auth', async (importOriginal) => ({
  // The real VerificationNotSentError; every call to the provider is mocked.
  ...(await importOriginal<typeof AuthService>()),
  observeUser: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(),
  createAccount: vi.fn(),
  resendVerification: vi.fn(),
  sendPasswordReset: vi.fn(),
}));

setUpScreenTests();

beforeEach(() => {
  // Nobody is signed in.
  vi.mocked(observeUser).mockImplementation((notify) => {
    notify(null);
    return () => {};
  });
});

function Where() {
  return <output aria-label="Path">{useLocation().pathname}</output>;
}

/** The routes of the account pages, as the route table mounts them. */
const ACCOUNT_ROUTES = ROUTES.filter((route) => route.page === 'admin/LoginPage');

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {ACCOUNT_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<LoginPage {...route.props} />} />
        ))}
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const path = () => screen.getByRole('status', { name: 'Path' }).textContent;

/** The inline alert of the form (toasts are alerts too). */
const inlineAlert = () =>
  screen.getAllByRole('alert').find((el) => !el.closest('.Toastify')) as HTMLElement;

/** A notice of the page with exactly this text, announced as a status. */
async function findNotice(text: string) {
  const notice = await screen.findByText(text);
  expect(notice).toHaveAttribute('role', 'status');
  return notice;
}

/**
 * The message the provider gives, said inline and as a toast, as the login page says it. The
 * toast shows first; the form's own line, and whatever else the failure changes on the page, in a
 * later render.
 */
async function expectFailure(message: string) {
  await findToast(message);
  await waitFor(() => expect(inlineAlert()).toHaveTextContent(message));
}

it('has the three account pages in the route table', () => {
  expect(ACCOUNT_ROUTES.map((route) => [route.path, route.title])).toEqual([
    ['/admin/login', 'Admin Login'],
    ['/admin/signup', 'Create your account'],
    ['/admin/reset-password', 'Reset your password'],
  ]);
});

describe('the login page', () => {
  it("leads to 'Create your account'", async () => {
    const user = renderAt('/admin/login');
    await user.click(screen.getByRole('link', { name: 'Create your account' }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(path()).toBe('/admin/signup');
  });

  it("leads to 'Forgot your password?'", async () => {
    const user = renderAt('/admin/login');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(path()).toBe('/admin/reset-password');
  });
});

describe('creating an account', () => {
  async function fillIn(
    user: ReturnType<typeof userEvent.setup>,
    { name = 'Anita Singh', email = 'anita@example.org', password = 'secret-123' } = {},
  ) {
    await user.type(screen.getByLabelText('Name'), name);
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('asks for a name, an e-mail and a new password, all required', () => {
    renderAt('/admin/signup');
    expect(screen.getByLabelText('Name')).toBeRequired();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription('At least 6 characters.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin/login');
  });

  it('creates the account, then says to open the link sent to the address', async () => {
    const creating = deferred();
    vi.mocked(createAccount).mockReturnValue(creating.promise);
    const user = renderAt('/admin/signup');
    await fillIn(user);
    expect(screen.getByRole('button', { name: 'Creating your account...' })).toBeDisabled();
    expect(createAccount).toHaveBeenCalledWith('Anita Singh', 'anita@example.org', 'secret-123');

    await act(async () => creating.resolve());
    await findNotice(
      'Check your e-mail: open the link we sent to anita@example.org, then sign in.',
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend the e-mail' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  });

  it("'Resend the e-mail' sends the link again", async () => {
    vi.mocked(createAccount).mockResolvedValue();
    vi.mocked(resendVerification).mockResolvedValue('sent');
    const user = renderAt('/admin/signup');
    await fillIn(user);
    await user.click(await screen.findByRole('button', { name: 'Resend the e-mail' }));
    await findToast('We have sent the link again to anita@example.org.');
    expect(resendVerification).toHaveBeenCalledWith('anita@example.org', 'secret-123');
    await findNotice(
      'Check your e-mail: open the link we sent to anita@example.org, then sign in.',
    );
  });

  it("'Resend the e-mail' says when the address is verified already", async () => {
    vi.mocked(createAccount).mockResolvedValue();
    vi.mocked(resendVerification).mockResolvedValue('verified already');
    const user = renderAt('/admin/signup');
    await fillIn(user);
    await user.click(await screen.findByRole('button', { name: 'Resend the e-mail' }));
    await findNotice('Your address is verified already: sign in.');
  });

  it("says why 'Resend the e-mail' failed, and it can be tried again", async () => {
    vi.mocked(createAccount).mockResolvedValue();
    const message = 'Firebase: Error (auth/too-many-requests).';
    vi.mocked(resendVerification).mockRejectedValue(new Error(message));
    const user = renderAt('/admin/signup');
    await fillIn(user);
    await user.click(await screen.findByRole('button', { name: 'Resend the e-mail' }));
    await expectFailure(message);
    expect(screen.getByRole('button', { name: 'Resend the e-mail' })).toBeEnabled();
  });

  it.each([
    ['a weak password', 'Firebase: Password should be at least 6 characters (auth/weak-password).'],
    ['an address in use', 'Firebase: Error (auth/email-already-in-use).'],
    ['no network', 'Firebase: Error (auth/network-request-failed).'],
  ])("refuses %s with the provider's message, keeping what was typed", async (_, message) => {
    vi.mocked(createAccount).mockRejectedValue(new Error(message));
    const user = renderAt('/admin/signup');
    await fillIn(user, { password: 'abc' });
    await expectFailure(message);
    expect(screen.getByLabelText('Name')).toHaveValue('Anita Singh');
    expect(screen.getByLabelText('Email')).toHaveValue('anita@example.org');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(screen.queryByText(/Check your e-mail/)).not.toBeInTheDocument();
  });

  it('says so when the account was made but the e-mail did not go, and sends it again', async () => {
    const notSent = new VerificationNotSentError(
      new Error('Firebase: Error (auth/network-request-failed).'),
    );
    vi.mocked(createAccount).mockRejectedValue(notSent);
    vi.mocked(resendVerification).mockResolvedValue('sent');
    const user = renderAt('/admin/signup');
    await fillIn(user);
    await expectFailure(
      'Your account was created, but the e-mail to verify your address could not be sent: Firebase: Error (auth/network-request-failed).',
    );
    // The form is gone (the account exists); the link can be sent again.
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend the e-mail' }));
    await findNotice(
      'Check your e-mail: open the link we sent to anita@example.org, then sign in.',
    );
    expect(screen.queryAllByRole('alert').filter((el) => !el.closest('.Toastify'))).toEqual([]);
  });
});

describe('resetting a password', () => {
  const ANSWER =
    'If an account exists for that address, we have sent a link to reset its password.';

  async function ask(user: ReturnType<typeof userEvent.setup>, email: string) {
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
  }

  it('asks for the e-mail address', () => {
    renderAt('/admin/reset-password');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  });

  it("sends the link: 'Sending...', then the same answer for every address", async () => {
    const sending = deferred();
    vi.mocked(sendPasswordReset).mockReturnValue(sending.promise);
    const user = renderAt('/admin/reset-password');
    await ask(user, 'anita@example.org');
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(sendPasswordReset).toHaveBeenCalledWith('anita@example.org');
    await act(async () => sending.resolve());
    const answer = await findNotice(ANSWER);
    expect(within(answer.parentElement as HTMLElement).getByRole('link')).toHaveAccessibleName(
      'Back to sign in',
    );
  });

  it('answers an address without an account exactly as any other', async () => {
    // The service resolves alike for both (tests/integration/accounts.test.ts).
    vi.mocked(sendPasswordReset).mockResolvedValue();
    const user = renderAt('/admin/reset-password');
    await ask(user, 'nobody@example.org');
    await findNotice(ANSWER);
  });

  it("says why the link could not be sent, with the provider's message", async () => {
    const message = 'Firebase: Error (auth/network-request-failed).';
    vi.mocked(sendPasswordReset).mockRejectedValue(new Error(message));
    const user = renderAt('/admin/reset-password');
    await ask(user, 'anita@example.org');
    await expectFailure(message);
    expect(screen.queryByText(ANSWER)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('anita@example.org');
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeEnabled();
  });
});
