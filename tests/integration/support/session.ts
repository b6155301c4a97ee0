/**
 * Signing in and out through the app's own auth service, waiting until the app sees the change
 * (observeUser), so that the next call runs as the person just signed in.
 */
import { observeUser, signIn, signOut, type AdminUser } from '../../../src/services/auth';
import type { TestAccount } from './accounts';

/** Resolves with the first signed-in state that satisfies `accept`. */
export function userWhere(accept: (user: AdminUser | null) => boolean): Promise<AdminUser | null> {
  return new Promise((resolve) => {
    const stop = observeUser((user) => {
      if (!accept(user)) return;
      stop();
      resolve(user);
    });
  });
}

/** Signs in and resolves with the user as the app sees them (claim, verified address). */
export async function signInAs(account: TestAccount): Promise<AdminUser> {
  await signIn(account.email, account.password);
  const email = account.email.toLowerCase();
  const user = await userWhere((u) => u?.email.toLowerCase() === email);
  if (!user) throw new Error(`${account.email} is not signed in`);
  return user;
}

export async function signedOut(): Promise<void> {
  await signOut();
  await userWhere((user) => user === null);
}
