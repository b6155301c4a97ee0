/**
 * The rules test environment of @firebase/rules-unit-testing, loaded with a rules file of this
 * repository. The library finds the emulator through FIRESTORE_EMULATOR_HOST or
 * FIREBASE_STORAGE_EMULATOR_HOST (and FIREBASE_EMULATOR_HUB when there is one), which
 * `firebase emulators:exec` sets under `npm run test:emulators`, and the `rules` project's global
 * setup sets for the Firestore emulator it starts. The callers are the rules table's
 * (tests/fixtures/callers.ts), each signed in with the token claims the rules read.
 */
import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import { CALLERS, type CallerName } from '../fixtures/callers';

export const PROJECT_ID = 'demo-youth-commission';

/** An environment for the emulators named, each with this repository's rules file. */
export function startRulesEnvironment(
  ...emulators: ('firestore' | 'storage')[]
): Promise<RulesTestEnvironment> {
  const rules = (emulator: string) => ({ rules: readFileSync(`${emulator}.rules`, 'utf8') });
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    ...Object.fromEntries(emulators.map((emulator) => [emulator, rules(emulator)])),
  });
}

/**
 * The `firebase` claim of a tenant's account signed in by e-mail link. The library's type knows
 * the claim's sign-in provider, not its tenant, which Identity Platform adds.
 */
export const tenantClaim = (tenant: string) =>
  ({ sign_in_provider: 'password', tenant }) as NonNullable<TokenOptions['firebase']>;

/**
 * A client signed in as the caller: uid, e-mail, whether it is verified, the admin claim, and the
 * tenant of a tenant's account (firebase.tenant, as Identity Platform writes it in the token).
 */
export function contextOf(env: RulesTestEnvironment, name: CallerName): RulesTestContext {
  const { account } = CALLERS[name];
  if (!account) return env.unauthenticatedContext();
  return env.authenticatedContext(account.uid, {
    email: account.email,
    email_verified: account.emailVerified,
    ...(account.admin ? { admin: true } : {}),
    ...(account.tenant ? { firebase: tenantClaim(account.tenant) } : {}),
  });
}
