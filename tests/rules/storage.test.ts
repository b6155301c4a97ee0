/**
 * storage.rules on the official Storage emulator, driven by the upload table of
 * tests/fixtures/documents.ts: every row as admin, and reads, lists, uploads and deletes in every
 * folder as each kind of caller. Runs only under `npm run test:emulators` (Java 21 and the
 * Firebase CLI's downloaded Storage emulator).
 */
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  BAD_PATHS,
  FOLDERS,
  GOOD_PATHS,
  OTHER_NAME_PATHS,
  UPLOAD_CASES,
  fileBytes,
} from '../fixtures/documents';
import { CALLERS, contextOf, startRulesEnvironment, type Caller } from './testEnvironment';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment('storage');
});
afterAll(async () => {
  await env?.cleanup();
});
beforeEach(async () => {
  await env.clearStorage();
});

const storage = (caller: Caller) => contextOf(env, caller).storage();
const JPEG = { contentType: 'image/jpeg' };

/** Uploads as `caller`; the upload task is thenable, .then() makes it a plain promise. */
const put = (caller: Caller, path: string, bytes: Uint8Array, contentType: string) =>
  storage(caller).ref(path).put(bytes, { contentType }).then();

/** Stores a file past the rules. */
function seed(path: string): Promise<void> {
  return env.withSecurityRulesDisabled(async (context) => {
    await context.storage().ref(path).put(fileBytes('image/jpeg', 1024), JPEG).then();
  });
}

describe('every upload of the table, by an admin', () => {
  it.each(UPLOAD_CASES.map((c) => [c.expected, c.reason, c] as const))(
    '%s: %s',
    async (_expected, _reason, c) => {
      if (c.existing) await seed(c.path);
      const upload = put('admin', c.path, fileBytes(c.contentType, c.size), c.contentType);
      await (c.expected === 'allow' ? assertSucceeds(upload) : assertFails(upload));
    },
  );
});

describe.each(CALLERS)('%s', (caller) => {
  const isAdmin = caller === 'admin';

  describe.each(GOOD_PATHS)('%s', (path) => {
    it('reads the file', async () => {
      await seed(path);
      await assertSucceeds(storage(caller).ref(path).getMetadata());
    });

    it(`${isAdmin ? 'uploads' : 'cannot upload'} an image`, async () => {
      const upload = put(caller, path, fileBytes('image/jpeg', 2048), 'image/jpeg');
      await (isAdmin ? assertSucceeds(upload) : assertFails(upload));
    });

    it(`${isAdmin ? 'deletes' : 'cannot delete'} the file`, async () => {
      await seed(path);
      const removal = storage(caller).ref(path).delete();
      await (isAdmin ? assertSucceeds(removal) : assertFails(removal));
    });
  });

  describe.each(OTHER_NAME_PATHS)('%s (a name the app does not write)', (path) => {
    it(`reads it, cannot upload under its name, ${isAdmin ? 'deletes' : 'cannot delete'} it`, async () => {
      await assertFails(put(caller, path, fileBytes('image/jpeg', 2048), 'image/jpeg'));
      await seed(path);
      await assertSucceeds(storage(caller).ref(path).getMetadata());
      const removal = storage(caller).ref(path).delete();
      await (isAdmin ? assertSucceeds(removal) : assertFails(removal));
    });
  });

  it.each(FOLDERS)('cannot list %s', async (folder) => {
    await seed(`${folder}/1705312800000_listed.jpg`);
    await assertFails(storage(caller).ref(folder).listAll());
    await assertFails(storage(caller).ref(folder).list({ maxResults: 10 }));
  });

  describe.each(BAD_PATHS)("%s (outside the site's folders)", (path) => {
    it('cannot read, upload or delete', async () => {
      await seed(path);
      await assertFails(storage(caller).ref(path).getMetadata());
      await assertFails(put(caller, path, fileBytes('image/jpeg', 2048), 'image/jpeg'));
      await assertFails(storage(caller).ref(path).delete());
    });
  });
});
