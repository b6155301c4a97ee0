/**
 * Judge (c) of the rules table: firestore.rules on Google's Firestore emulator, whose rules
 * engine is production's. Every row of tests/fixtures/roles.ts, as its caller: the stored
 * documents written past the rules (the emulator's owner door), then the row's commit or read
 * through the SDK, signed in with the caller's token. Runs in the `rules` project (`npm run
 * test:rules`, and a step of `npm test`), which starts the emulator from a local Java 21+ and
 * emulator jar, and under `npm run test:emulators`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { serverTimestamp, setLogLevel } from 'firebase/firestore';
import { GOOD, withServerTime, type FixtureDoc } from '../fixtures/documents';
import { createMockUserToken } from '@firebase/util';
import { CALLERS, CALLER_NAMES, type CallerName } from '../fixtures/callers';
import { VERIFY_ROWS } from '../fixtures/registrations';
import { OwnerDoor } from '../fixtures/firestoreRest';
import {
  storedBefore,
  titleOf,
  verifyCommit,
  type ReadRow,
  type VerifyRow,
  type WriteRow,
} from '../fixtures/rows';
import { READ_ROWS, WRITE_ROWS } from '../fixtures/roles';
import { PROJECT_ID, contextOf, startRulesEnvironment, tenantClaim } from './testEnvironment';

let env: RulesTestEnvironment;
let owner: OwnerDoor;

beforeAll(async () => {
  // The SDK logs every refused write as a warning; the assertions say all that matters.
  setLogLevel('error');
  env = await startRulesEnvironment('firestore');
  const { host, port } = env.emulators.firestore ?? {};
  owner = new OwnerDoor(`http://${host}:${port}`, PROJECT_ID);
});
afterAll(async () => {
  await env?.cleanup();
  setLogLevel('warn');
});

/** One client per caller for the whole file: a client per test would cost a connection. */
const clients = new Map<CallerName, ReturnType<RulesTestContext['firestore']>>();
function db(caller: CallerName) {
  let client = clients.get(caller);
  if (!client) clients.set(caller, (client = contextOf(env, caller).firestore()));
  return client;
}

/** A table document as the SDK writes it: SERVER_TIME is serverTimestamp(). */
const sdkDoc = (doc: FixtureDoc) => withServerTime(doc, serverTimestamp);

/** Only the row's documents stored: the caller's own and the row's. */
async function store(row: { caller: CallerName; stored: WriteRow['stored'] }) {
  await owner.clear();
  await owner.write(storedBefore(row));
}

/** The row's writes as one commit of the caller's client. */
function commit(row: WriteRow): Promise<unknown> {
  const client = db(row.caller);
  const batch = client.batch();
  for (const write of row.writes) {
    const target = client.doc(write.path);
    if ('delete' in write) batch.delete(target);
    else batch.set(target, sdkDoc(write.data));
  }
  return batch.commit();
}

function read(row: ReadRow): Promise<unknown> {
  const client = db(row.caller);
  if ('get' in row.read) return client.doc(row.read.get).get();
  const { list, where } = row.read;
  return where
    ? client.collection(list).where(where.field, '==', where.equals).get()
    : client.collection(list).get();
}

describe('every write of the table', () => {
  it.each(WRITE_ROWS.map((r) => [r.expected, titleOf(r), r] as const))(
    '%s: %s',
    async (_expected, _title, row) => {
      await store(row);
      // The SDK refuses some documents before sending them, by throwing at once.
      const attempt = Promise.resolve().then(() => commit(row));
      if (row.expected === 'allow') await assertSucceeds(attempt);
      else if (row.sdkRefuses)
        await expect(attempt).rejects.toMatchObject({ code: 'invalid-argument' });
      else await assertFails(attempt);
    },
  );
});

/**
 * A commit of one verify, over REST (the SDK sends a verify only for a document its transaction
 * read), with the caller's token as the library makes it for the emulator: the HTTP status.
 */
async function verifyStatus(row: VerifyRow): Promise<number> {
  const { host, port } = env.emulators.firestore ?? {};
  const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const { account } = CALLERS[row.caller];
  const token =
    account &&
    createMockUserToken(
      {
        user_id: account.uid,
        email: account.email,
        email_verified: account.emailVerified,
        ...(account.admin ? { admin: true } : {}),
        ...(account.tenant ? { firebase: tenantClaim(account.tenant) } : {}),
      },
      PROJECT_ID,
    );
  const response = await fetch(`http://${host}:${port}/v1/${root}:commit`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(verifyCommit(row, root)),
  });
  return response.status;
}

describe('every verify of the table: judged as a read, before its precondition', () => {
  it.each(VERIFY_ROWS.map((r) => [r.expected, titleOf(r), r] as const))(
    '%s: %s',
    async (_expected, _title, row) => {
      await store(row);
      expect(await verifyStatus(row)).toBe(row.expected === 'allow' ? 200 : 403);
    },
  );
});

describe('every read of the table', () => {
  it.each(READ_ROWS.map((r) => [r.expected, titleOf(r), r] as const))(
    '%s: %s',
    async (_expected, _title, row) => {
      await store(row);
      await (row.expected === 'allow' ? assertSucceeds(read(row)) : assertFails(read(row)));
    },
  );
});

describe('the public query of office-bearer messages of one role', () => {
  it.each(CALLER_NAMES)('%s', async (caller) => {
    await store({ caller, stored: { 'officeBearerMessages/a': GOOD.officeBearerMessages } });
    await assertSucceeds(
      db(caller).collection('officeBearerMessages').where('role', '==', 'youth_director').get(),
    );
  });
});

describe('the admin claim', () => {
  it.each([
    ['the string "true"', 'true'],
    ['the number 1', 1],
    ['false', false],
  ])('set to %s does not allow writes', async (_label, claim) => {
    await owner.clear();
    const context = env.authenticatedContext('pretender', {
      email: 'pretender@rules.example.org',
      email_verified: true,
      admin: claim,
    });
    await assertFails(
      context
        .firestore()
        .doc('members/doc')
        .set({ ...GOOD.members, createdBy: 'pretender' }),
    );
  });
});
