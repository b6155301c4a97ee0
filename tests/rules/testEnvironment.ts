/**
 * The rules test environment of @firebase/rules-unit-testing on the official Emulator Suite
 * (`npm run test:emulators`: `firebase emulators:exec` sets FIRESTORE_EMULATOR_HOST,
 * FIREBASE_STORAGE_EMULATOR_HOST and FIREBASE_EMULATOR_HUB, which the library reads), loaded with
 * the rules files of this repository. The rules tell three kinds of caller apart: anonymous,
 * signed in without the admin claim, and admin.
 */
import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';

export const PROJECT_ID = 'demo-youth-commission';

export function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
    storage: { rules: readFileSync('storage.rules', 'utf8') },
  });
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
