/**
 * How taking a place answers when its transaction keeps being refused, with Firestore Lite's
 * runTransaction mocked: a commit the rules refuse because others moved the counts meanwhile is
 * tried again (the counts it read moved), up to MAX_ATTEMPTS times, then the person is told of the
 * rush; a refusal of counts that stood still is a refusal for a reason; a lost connection says so.
 */
import { sayIn } from '../../../src/words/sentence';
import { FirebaseError } from 'firebase/app';
import type * as FirestoreLite from 'firebase/firestore/lite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_ATTEMPTS,
  RUSH_MESSAGE,
  RegistrationRefused,
  takePlace,
} from '../../../src/services/registration/writes';

const state = vi.hoisted(() => ({
  confirmed: 0,
  moving: true,
  code: 'permission-denied',
  tries: 0,
}));

vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<typeof FirestoreLite>()),
  doc: (_db: unknown, collection: string, id: string) => ({ path: `${collection}/${id}` }),
  runTransaction: async (
    _db: unknown,
    work: (transaction: unknown) => Promise<unknown>,
  ): Promise<unknown> => {
    state.tries += 1;
    // Others took a place since the last try, unless the counts stand still.
    if (state.moving) state.confirmed += 1;
    const snapshot = (path: string) => {
      const data: Record<string, unknown> | undefined = path.startsWith('events/')
        ? { startDate: '2030-06-01', endDate: '2030-06-02' }
        : path.startsWith('programmeRegistration/')
          ? {
              open: true,
              closesOn: '2030-05-31',
              capacity: 1000,
              minAge: null,
              maxAge: null,
              fee: '',
              questions: [],
              confirmed: state.confirmed,
              waiting: 0,
              nextWait: 1,
              lastChange: `r${state.confirmed}`,
            }
          : undefined;
      return { data: () => data, exists: () => data !== undefined };
    };
    await work({
      get: async ({ path }: { path: string }) => snapshot(path),
      set: () => {},
      update: () => {},
    });
    throw new FirebaseError(state.code, 'refused');
  },
}));

const register = () =>
  takePlace({} as never, {
    programmeId: 'camp',
    account: 'a1',
    email: 'a@example.org',
    details: {
      name: 'Asha',
      dob: '2000-01-01',
      phone: '+91 98765 43210',
      parish: 'St Peter',
      deanery: 'Agra',
      emergencyName: 'Mary',
      emergencyPhone: '+91 91234 56789',
      answers: {},
      health: '',
    },
    consent: 'self',
    noticeLanguage: 'en',
    addedBy: '',
  });

beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(state, { confirmed: 0, moving: true, code: 'permission-denied', tries: 0 });
});
afterEach(() => vi.useRealTimers());

/** The refusal `register` ends with, the pauses between tries run at once. */
async function refusal(): Promise<unknown> {
  const outcome = register().catch((error: unknown) => error);
  await vi.runAllTimersAsync();
  return outcome;
}

describe('a place refused while others take places', () => {
  it(`is tried ${MAX_ATTEMPTS} times while the counts move, then the rush is said`, async () => {
    const error = await refusal();
    expect(error).toBeInstanceOf(RegistrationRefused);
    expect((error as Error).message).toBe(sayIn(RUSH_MESSAGE));
    expect(state.tries).toBe(MAX_ATTEMPTS);
  });

  it('is a refusal for a reason once the counts stood still between two tries', async () => {
    state.moving = false;
    const error = await refusal();
    expect((error as Error).message).toContain('The registration was refused');
    expect(state.tries).toBe(2);
  });

  it('says a lost connection, tried once', async () => {
    state.code = 'unavailable';
    const error = await refusal();
    expect((error as Error).message).toBe(
      'No connection: nothing was saved. Try again when you are online.',
    );
    expect(state.tries).toBe(1);
  });
});
