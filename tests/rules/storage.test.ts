/**
 * storage.rules on the official Storage emulator, driven by the storage rows of the rules table
 * (tests/fixtures/roles.ts): every upload and deletion as its caller, whose team document the
 * rules read from the Firestore emulator (firestore.get); then reads, lists, and paths outside
 * the site's folders as every caller. Runs only under `npm run test:emulators` (Java 21 and the
 * Firebase CLI's downloaded Storage emulator); validation.ts's checkStorageWrite meets the same
 * rows in tests/unit/validationTable.test.ts.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { BAD_PATHS, FOLDERS, GOOD_PATHS, OTHER_NAME_PATHS, fileBytes } from '../fixtures/documents';
import { CALLER_NAMES, type CallerName } from '../fixtures/callers';
import { storedBefore, titleOf, type StorageRow } from '../fixtures/rows';
import { STORAGE_ROWS } from '../fixtures/roles';
import { contextOf, startRulesEnvironment } from './testEnvironment';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment('firestore', 'storage');
});
afterAll(async () => {
  await env?.cleanup();
});

const storage = (caller: CallerName) => contextOf(env, caller).storage();
const JPEG = { contentType: 'image/jpeg' };

/** Uploads as `caller`; the upload task is thenable, .then() makes it a plain promise. */
const put = (caller: CallerName, path: string, bytes: Uint8Array, contentType: string) =>
  storage(caller).ref(path).put(bytes, { contentType }).then();

/** Only the row's documents and file stored, past the rules. */
async function store(
  row: Pick<StorageRow, 'caller' | 'stored'>,
  files: readonly string[] = [],
): Promise<void> {
  await Promise.all([env.clearStorage(), env.clearFirestore()]);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const [path, doc] of Object.entries(storedBefore(row))) await db.doc(path).set(doc);
    for (const path of files)
      await context.storage().ref(path).put(fileBytes('image/jpeg', 1024), JPEG).then();
  });
}

describe('every upload and deletion of the table', () => {
  it.each(STORAGE_ROWS.map((r) => [r.expected, titleOf(r), r] as const))(
    '%s: %s',
    async (_expected, _title, row) => {
      await store(row, row.existing ? [row.path] : []);
      const attempt =
        'delete' in row.write
          ? storage(row.caller).ref(row.path).delete()
          : put(
              row.caller,
              row.path,
              fileBytes(row.write.upload.contentType, row.write.upload.size),
              row.write.upload.contentType,
            );
      await (row.expected === 'allow' ? assertSucceeds(attempt) : assertFails(attempt));
    },
  );
});

describe.each(CALLER_NAMES)('%s', (caller) => {
  it.each([...GOOD_PATHS, ...OTHER_NAME_PATHS])('reads %s', async (path) => {
    await store({ caller, stored: {} }, [path]);
    await assertSucceeds(storage(caller).ref(path).getMetadata());
  });

  it.each(FOLDERS)('cannot list %s', async (folder) => {
    await store({ caller, stored: {} }, [`${folder}/1705312800000_listed.jpg`]);
    await assertFails(storage(caller).ref(folder).listAll());
    await assertFails(storage(caller).ref(folder).list({ maxResults: 10 }));
  });

  it.each(BAD_PATHS)("cannot read %s (outside the site's folders)", async (path) => {
    await store({ caller, stored: {} }, [path]);
    await assertFails(storage(caller).ref(path).getMetadata());
  });
});
