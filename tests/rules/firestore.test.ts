/**
 * firestore.rules on Google's Firestore emulator, whose rules engine is production's, driven by
 * the good/bad table of tests/fixtures/documents.ts: every row as admin, and every collection and
 * operation as each kind of caller. Runs in the `rules` project (`npm run test:rules`, and a step
 * of `npm test`), which starts the emulator from a local Java 21+ and emulator jar, and under
 * `npm run test:emulators`.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import {
  COMMIT_CASES,
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
  // The SDK logs every refused write as a warning; the assertions say all that matters.
  setLogLevel('error');
  env = await startRulesEnvironment('firestore');
});
afterAll(async () => {
  await env?.cleanup();
  setLogLevel('warn');
});

/** Each test writes a document of its own, so none sees another's and nothing needs clearing. */
let docId = '';
let tests = 0;
beforeEach(() => {
  docId = `doc-${++tests}`;
});

/** One client per kind of caller for the whole file: a client per test would cost a connection. */
const clients = new Map<Caller, ReturnType<RulesTestContext['firestore']>>();
function db(caller: Caller) {
  let client = clients.get(caller);
  if (!client) clients.set(caller, (client = contextOf(env, caller).firestore()));
  return client;
}

/** Writes a document past the rules, as an existing record. */
function seed(collection: string, data: FixtureDoc, id = docId): Promise<void> {
  return env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().collection(collection).doc(id).set(data);
  });
}

describe('every row of the table, written by an admin', () => {
  it.each(DOCUMENT_CASES.map((c) => [c.expected, c.reason, c] as const))(
    '%s: %s',
    async (_expected, _reason, c) => {
      if (c.before) await seed(c.collection, c.before);
      // The SDK refuses some documents before sending them, by throwing at once.
      const write = Promise.resolve().then(() =>
        db('admin').collection(c.collection).doc(docId).set(c.data),
      );
      if (c.expected === 'allow') await assertSucceeds(write);
      else if (c.sdkRefuses)
        await expect(write).rejects.toMatchObject({ code: 'invalid-argument' });
      else await assertFails(write);
    },
  );
});

describe('every commit of the table, by an admin: judged per document', () => {
  it.each(COMMIT_CASES.map((c) => [c.expected, c.reason, c] as const))(
    '%s: %s',
    async (_expected, _reason, c) => {
      const idOf = (id: string) => `${docId}-${id}`;
      for (const [id, data] of Object.entries(c.stored)) await seed(c.collection, data, idOf(id));
      const client = db('admin');
      const batch = client.batch();
      for (const write of c.writes) {
        const target = client.collection(c.collection).doc(idOf(write.id));
        if ('delete' in write) batch.delete(target);
        else batch.set(target, write.data);
      }
      await (c.expected === 'allow' ? assertSucceeds(batch.commit()) : assertFails(batch.commit()));
    },
  );
});

describe.each(CALLERS)('%s', (caller) => {
  const isAdmin = caller === 'admin';
  // The lists below read whole collections: without the table's hundreds of documents.
  beforeAll(() => env.clearFirestore());

  describe.each(PUBLIC_COLLECTIONS)('%s', (collection) => {
    it('reads a document and lists the collection', async () => {
      await seed(collection, GOOD[collection]);
      await assertSucceeds(db(caller).collection(collection).doc(docId).get());
      await assertSucceeds(db(caller).collection(collection).get());
    });

    it(`${isAdmin ? 'creates' : 'cannot create'} a good document`, async () => {
      const write = db(caller).collection(collection).doc(docId).set(GOOD[collection]);
      await (isAdmin ? assertSucceeds(write) : assertFails(write));
    });

    // Every administrator is an owner, who may also replace a gallery entry (a restore).
    it(`${isAdmin ? 'updates' : 'cannot update'} a document`, async () => {
      await seed(collection, GOOD[collection]);
      const write = db(caller).collection(collection).doc(docId).set(edited(collection));
      await (isAdmin ? assertSucceeds(write) : assertFails(write));
    });

    it(`${isAdmin ? 'deletes' : 'cannot delete'} a document`, async () => {
      await seed(collection, GOOD[collection]);
      const write = db(caller).collection(collection).doc(docId).delete();
      await (isAdmin ? assertSucceeds(write) : assertFails(write));
    });

    it('cannot write below a document (subcollections)', async () => {
      await assertFails(
        db(caller).collection(collection).doc(docId).collection('private').doc('x').set({ a: 1 }),
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
      await assertFails(db(caller).collection(collection).doc(docId).get());
      await assertFails(db(caller).collection(collection).get());
      await assertFails(db(caller).collection(collection).doc('new').set({ name: 'x' }));
      await assertFails(db(caller).collection(collection).doc(docId).delete());
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
    await assertFails(context.firestore().collection('members').doc(docId).set(GOOD.members));
  });
});
