/**
 * The rules test environment of @firebase/rules-unit-testing, loaded with a rules file of this
 * repository. The library finds the emulator through FIRESTORE_EMULATOR_HOST or
 * FIREBASE_STORAGE_EMULATOR_HOST (and FIREBASE_EMULATOR_HUB when there is one), which
 * `firebase emulators:exec` sets under `npm run test:emulators`, and the `rules` project's global
 * setup sets for the Firestore emulator it starts. The rules tell three kinds of caller apart:
 * anonymous, signed in without the admin claim, and admin.
 */
import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';

export const PROJECT_ID = 'demo-youth-commission';

/** An environment for one emulator only, so each suite needs just the emulator it tests. */
export function startRulesEnvironment(
  emulator: 'firestore' | 'storage',
): Promise<RulesTestEnvironment> {
  const rules = readFileSync(`${emulator}.rules`, 'utf8');
  return initializeTestEnvironment({ projectId: PROJECT_ID, [emulator]: { rules } });
}

export type Caller = 'anonymous' | 'signed in without the claim' | 'admin';
export const CALLERS: readonly Caller[] = ['anonymous', 'signed in without the claim', 'admin'];

export function contextOf(env: RulesTestEnvironment, caller: Caller): RulesTestContext {
  switch (caller) {
    case 'anonymous':
      return env.unauthenticatedContext();
    case 'signed in without the claim':
      return env.authenticatedContext('editor', { email: 'editor@example.com' });
    case 'admin':
      return env.authenticatedContext('admin', { email: 'admin@example.com', admin: true });
  }
}
