/** Which failures are the rules refusing a write, also behind an upload's failure. */
import { describe, expect, it } from 'vitest';
import { isRefusedWrite } from '../../src/admin/access/isRefusedWrite';
import { UploadError } from '../../src/services/savedFiles';

const storageRefusal = Object.assign(new Error('User does not have permission.'), {
  code: 'storage/unauthorized',
});
const databaseRefusal = Object.assign(new Error('Missing or insufficient permissions.'), {
  code: 'permission-denied',
});

describe('isRefusedWrite', () => {
  it.each<[string, unknown, boolean]>([
    ["the database's refusal", databaseRefusal, true],
    ["the file store's refusal", storageRefusal, true],
    ['an upload that the file store refused', new UploadError(storageRefusal), true],
    ['an upload that ran out of quota', new UploadError(new Error('quota exceeded')), false],
    ['no network', new Error('Failed to fetch'), false],
    ['a string', 'permission-denied', false],
    ['nothing', null, false],
  ])('%s: %s', (_what, error, refused) => {
    expect(isRefusedWrite(error)).toBe(refused);
  });

  it('stops at a failure that is its own cause', () => {
    const loop = new Error('loop');
    Object.assign(loop, { cause: loop });
    expect(isRefusedWrite(loop)).toBe(false);
  });
});
