/**
 * firestore.rules on the official Firestore emulator, driven by the good/bad table of
 * tests/fixtures/documents.ts: every row as admin, and every collection and operation as each
 * kind of caller. Runs only under `npm run test:emulators` (Java 21).
 */
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  DOCUMENT_CASES,
  GOOD,
  OTHER_COLLECTIONS,
  PUBLIC_COLLECTIONS,
  edited,
  type FixtureDoc,
} from '../fixtures/documents';
import { CALLERS, contextOf, startRulesEnvironment, type Caller } from './testEnvironment';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(async () => {
  await env?.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
});

const db = (caller: Caller) => contextOf(env, caller).firestore();
const ID = 'doc-1';

/** Writes a document past the rules, as an existing record. */
function seed(collection: string, data: FixtureDoc, id = ID): Promise<void> {
  return env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().collection(collection).doc(id).set(data);
  });
}

describe('every row of the table, written by an admin', () => {
  it.each(DOCUMENT_CASES.map((c) => [c.expected, c.reason, c] as const))(
    '%s: %s',
    async (_expected, _reason, c) => {
      if (c.before) await seed(c.collection, c.before);
      const write = db('admin').collection(c.collection).doc(ID).set(c.data);
      await (c.expected === 'allow' ? assertSucceeds(write) : assertFails(write));
    },
  );
});

describe.each(CALLERS)('%s', (caller) => {
  const isAdmin = caller === 'admin';

  describe.each(PUBLIC_COLLECTIONS)('%s', (collection) => {
    it('reads a document and lists the collection', async () => {
      await seed(collection, GOOD[collection]);
      await assertSucceeds(db(caller).collection(collection).doc(ID).get());
      await assertSucceeds(db(caller).collection(collection).get());
    });

    it(`${isAdmin ? 'creates' : 'cannot create'} a good document`, async () => {
      const write = db(caller).collection(collection).doc(ID).set(GOOD[collection]);
      await (isAdmin ? assertSucceeds(write) : assertFails(write));
    });

    const canUpdate = isAdmin && collection !== 'gallery';
    it(`${canUpdate ? 'updates' : 'cannot update'} a document`, async () => {
      await seed(collection, GOOD[collection]);
      const write = db(caller).collection(collection).doc(ID).set(edited(collection));
      await (canUpdate ? assertSucceeds(write) : assertFails(write));
    });

    it(`${isAdmin ? 'deletes' : 'cannot delete'} a document`, async () => {
      await seed(collection, GOOD[collection]);
      const write = db(caller).collection(collection).doc(ID).delete();
      await (isAdmin ? assertSucceeds(write) : assertFails(write));
    });

    it('cannot write below a document (subcollections)', async () => {
      await assertFails(
        db(caller).collection(collection).doc(ID).collection('private').doc('x').set({ a: 1 }),
      );
    });
  });

  it('lists office-bearer messages of one role (the public query)', async () => {
    await seed('officeBearerMessages', GOOD.officeBearerMessages);
    await assertSucceeds(
      db(caller).collection('officeBearerMessages').where('role', '==', 'youth_director').get(),
    );
  });

  describe.each(OTHER_COLLECTIONS)('%s (not used by the site)', (collection) => {
    it('cannot read, list, create or delete', async () => {
      await seed(collection, { name: 'secret' });
      await assertFails(db(caller).collection(collection).doc(ID).get());
      await assertFails(db(caller).collection(collection).get());
      await assertFails(db(caller).collection(collection).doc('new').set({ name: 'x' }));
      await assertFails(db(caller).collection(collection).doc(ID).delete());
    });
  });
});

describe('the admin claim', () => {
  it.each([
    ['the string "true"', 'true'],
    ['the number 1', 1],
    ['false', false],
  ])('set to %s does not allow writes', async (_label, claim) => {
    const context = env.authenticatedContext('pretender', { admin: claim });
    await assertFails(context.firestore().collection('members').doc(ID).set(GOOD.members));
  });
});
