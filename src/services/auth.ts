/**
 * Accounts through Firebase Auth, loaded only by the admin area: signing in and out, creating an
 * account (verified by the link sent to its address), and resetting a forgotten password.
 */
import {
  createUserWithEmailAndPassword,
  onIdTokenChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  updateProfile,
} from 'firebase/auth';
import { reasonOf } from '../domain/words';
import { getAuthClient } from './firebase';

export interface AdminUser {
  uid: string;
  email: string;
  /** The `admin` custom claim: an owner of the site whatever the team says (npm run admin:grant). */
  isAdmin: boolean;
  /** The token says the address is verified (its link was opened): joining the team needs it. */
  emailVerified: boolean;
  /** The name given when the account was created; '' when it has none. */
  displayName: string;
}

/** Whether an error is Firebase's with this code ('auth/user-not-found'). */
const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

/**
 * Signs in, then has a new ID token minted, so that what the rules read from the token (a verified
 * address, a claim) is as it stands now before the app joins the team with it.
 */
export async function signIn(email: string, password: string): Promise<void> {
  const { user } = await signInWithEmailAndPassword(await getAuthClient(), email, password);
  await user.getIdToken(true);
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(await getAuthClient());
}

/** The uid of the person signed in on this device, or null when nobody is. */
export async function signedInUid(): Promise<string | null> {
  return (await getAuthClient()).currentUser?.uid ?? null;
}

/**
 * The account was created, but the e-mail with the link that verifies its address was not sent
 * (or its name not saved): 'Resend the e-mail' (resendVerification) can send it again.
 */
export class VerificationNotSentError extends Error {
  constructor(cause: unknown) {
    super(
      `Your account was created, but the e-mail to verify your address could not be sent: ${reasonOf(cause)}`,
      { cause },
    );
    this.name = 'VerificationNotSentError';
  }
}

/**
 * Creates an account with this name, sends the link that verifies its address, and signs out: the
 * person signs in once the address is verified. Rejects with the provider's error when the
 * account cannot be created (a weak password, an address in use), and with a
 * VerificationNotSentError when it was created but the e-mail could not be sent.
 */
export async function createAccount(name: string, email: string, password: string): Promise<void> {
  const auth = await getAuthClient();
  const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
  try {
    await updateProfile(user, { displayName: name.trim() });
    await sendEmailVerification(user);
  } catch (error) {
    throw new VerificationNotSentError(error);
  } finally {
    await firebaseSignOut(auth);
  }
}

/**
 * Sends the verification link again: signs in with the account's password, sends it unless the
 * address is verified already, and signs out.
 */
export async function resendVerification(
  email: string,
  password: string,
): Promise<'sent' | 'verified already'> {
  const auth = await getAuthClient();
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  try {
    if (user.emailVerified) return 'verified already';
    await sendEmailVerification(user);
    return 'sent';
  } finally {
    await firebaseSignOut(auth);
  }
}

/**
 * Sends the link that resets the password of the account with this address. An address without
 * an account is answered exactly as one with an account, so that nobody can learn from it who
 * has one; other failures (no network, an address the provider refuses) reject.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(await getAuthClient(), email.trim());
  } catch (error) {
    if (hasCode(error, 'auth/user-not-found')) return;
    throw error;
  }
}

/**
 * Calls back with the signed-in user (or null) now and on every change, including token refreshes,
 * so a claim granted or revoked shows up. Returns the unsubscribe function.
 */
export function observeUser(callback: (user: AdminUser | null) => void): () => void {
  let unsubscribe: (() => void) | undefined;
  let cancelled = false;
  void getAuthClient().then((auth) => {
    if (cancelled) return;
    // Each change reads its token before calling back; only the latest change may call back, so
    // a sign-in whose token arrives after a sign-out that followed it never reports a user.
    let latest = 0;
    unsubscribe = onIdTokenChanged(auth, (user) => {
      const change = ++latest;
      if (!user) {
        callback(null);
        return;
      }
      user
        .getIdTokenResult()
        .then((token) => {
          if (change !== latest) return;
          callback({
            uid: user.uid,
            email: user.email ?? '',
            isAdmin: token.claims.admin === true,
            emailVerified: token.claims.email_verified === true,
            displayName: user.displayName ?? '',
          });
        })
        // An expired session or a disabled account cannot refresh its token: sign it out.
        .catch(() => firebaseSignOut(auth).catch(() => callback(null)));
    });
  });
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}
