/**
 * A stand-in for src/services/registration/registrant.ts at its module boundary, for the
 * registration screens' tests: `vi.mock('…/services/registration/registrant', () =>
 * import('./registrantMock'))`. Who is signed in is set with `signInAs` (null: nobody), and the
 * listeners hear it as Firebase's would.
 */
import { vi } from 'vitest';
import type { Registrant } from '../../../src/services/registration/registrant';
import { sayIn, type Sentence } from '../../../src/words/sentence';

export class SignInFailed extends Error {
  constructor(
    message: string,
    readonly kind: 'wrong-email' | 'bad-link' | 'other' = 'other',
  ) {
    super(message);
    this.name = 'SignInFailed';
  }
}

/** As the service's: a sentence a page says in its language, or the team's English text. */
export class RegistrationRefused extends Error {
  readonly sentence: Sentence | null;
  constructor(reason: Sentence | string) {
    super(typeof reason === 'string' ? reason : sayIn(reason));
    this.name = 'RegistrationRefused';
    this.sentence = typeof reason === 'string' ? null : reason;
  }
}

export const REGISTRATION_APP = 'registration';

let current: Registrant | null = null;
const listeners = new Set<(registrant: Registrant | null) => void>();

/** Signs `registrant` in (null: out), telling whoever watches. */
export function signInAs(registrant: Registrant | null) {
  current = registrant;
  for (const listener of listeners) listener(current);
}

export const watchRegistrant = vi.fn((callback: (registrant: Registrant | null) => void) => {
  listeners.add(callback);
  callback(current);
  return () => listeners.delete(callback);
});
export const isSignInLink = vi.fn((url: string) => url.includes('oobCode='));
export const rememberedEmail = vi.fn((): string | null => null);
export const sendSignInLink = vi.fn(async () => {});
export const finishSignIn = vi.fn(async (email: string): Promise<Registrant> => {
  const registrant = { uid: 'parent-uid', email };
  signInAs(registrant);
  return registrant;
});
export const signOutRegistrant = vi.fn(async () => signInAs(null));
export const register = vi.fn();
export const listMyRegistrations = vi.fn();
export const cancelMine = vi.fn(async () => {});
/** As Firebase does, deleting the account signs it out. */
export const deleteMyAccount = vi.fn(async () => signInAs(null));

/** Every stand-in as it was, nobody signed in. */
export function resetRegistrant() {
  current = null;
  listeners.clear();
  for (const mock of [
    watchRegistrant,
    isSignInLink,
    rememberedEmail,
    sendSignInLink,
    finishSignIn,
    signOutRegistrant,
    register,
    listMyRegistrations,
    cancelMine,
    deleteMyAccount,
  ])
    mock.mockClear();
  rememberedEmail.mockReset().mockReturnValue(null);
  sendSignInLink.mockReset().mockResolvedValue(undefined);
  register.mockReset();
  listMyRegistrations.mockReset();
  cancelMine.mockReset().mockResolvedValue(undefined);
  deleteMyAccount.mockReset().mockImplementation(async () => signInAs(null));
  finishSignIn.mockReset().mockImplementation(async (email: string) => {
    const registrant = { uid: 'parent-uid', email };
    signInAs(registrant);
    return registrant;
  });
}
