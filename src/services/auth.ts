/** Sign-in through Firebase Auth, loaded only by the admin area. */
import {
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
} from 'firebase/auth';
import { getAuthClient } from './firebase';

export interface AdminUser {
  uid: string;
  email: string;
  /** The `admin` custom claim that the security rules require for every write. */
  isAdmin: boolean;
}

export async function signIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(await getAuthClient(), email, password);
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(await getAuthClient());
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
    unsubscribe = onIdTokenChanged(auth, (user) => {
      if (!user) {
        callback(null);
        return;
      }
      user
        .getIdTokenResult()
        .then((token) =>
          callback({
            uid: user.uid,
            email: user.email ?? '',
            isAdmin: token.claims.admin === true,
          }),
        )
        // An expired session or a disabled account cannot refresh its token: sign it out.
        .catch(() => firebaseSignOut(auth).catch(() => callback(null)));
    });
  });
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}
