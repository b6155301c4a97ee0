/**
 * observeUser reads each change's token before calling back: a sign-in whose token arrives after
 * the sign-out that followed it (createAccount signs the new account in, then out) must not
 * report the account as signed in. Firebase Auth is mocked at its module boundary.
 */
import type { User } from 'firebase/auth';
import { onIdTokenChanged } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { observeUser, type AdminUser } from '../../src/services/auth';

vi.mock('firebase/auth', () => ({ onIdTokenChanged: vi.fn(), signOut: vi.fn() }));
vi.mock('../../src/services/firebase', () => ({ getAuthClient: vi.fn(async () => ({})) }));

type Listener = (user: User | null) => void;
let listener: Listener;

beforeEach(() => {
  vi.mocked(onIdTokenChanged).mockImplementation((_auth, next) => {
    listener = next as Listener;
    return () => {};
  });
});

/** A signed-in user whose token arrives when `token` resolves. */
function userWithToken(token: Promise<{ claims: Record<string, unknown> }>): User {
  return {
    uid: 'new',
    email: 'new@example.org',
    displayName: 'New',
    getIdTokenResult: () => token,
  } as unknown as User;
}

async function observed() {
  const seen: Array<AdminUser | null> = [];
  observeUser((user) => seen.push(user));
  await vi.waitFor(() => expect(onIdTokenChanged).toHaveBeenCalled());
  return seen;
}

describe('observeUser', () => {
  it('reports the user with the claim and the verified address of the token', async () => {
    const seen = await observed();
    listener(userWithToken(Promise.resolve({ claims: { admin: true, email_verified: true } })));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({
      uid: 'new',
      email: 'new@example.org',
      isAdmin: true,
      emailVerified: true,
      displayName: 'New',
    });
  });

  it('never reports a sign-in whose token came after the sign-out that followed it', async () => {
    const seen = await observed();
    let giveToken!: (token: { claims: Record<string, unknown> }) => void;
    listener(userWithToken(new Promise((resolve) => (giveToken = resolve))));
    listener(null);
    giveToken({ claims: {} });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([null]);
  });
});
