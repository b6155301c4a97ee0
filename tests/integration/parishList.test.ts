/**
 * The parish list (src/services/parishes.ts, siteSettings.ts's saveParishList) with the real
 * Firebase SDK against the local stack: an owner saves it, a reader without credentials (the
 * registration form) reads it back in one document, an editor cannot save it, a save the rules
 * refuse leaves the saved list as it was, and a backup carries it back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLogLevel } from 'firebase/firestore/lite';
import type { Deanery } from '../../src/domain/parishes';
import { signOut } from '../../src/services/auth';
import { checkBackup, restoreBackup } from '../../src/services/backup';
import { readParishList } from '../../src/services/parishes';
import { saveParishList } from '../../src/services/siteSettings';
import { ADMIN, VOLUNTEER, ensureTestAccounts } from './support/accounts';
import { backupInMemory } from './support/backupFiles';
import { signInAs, signedOut } from './support/session';

const LIST: Deanery[] = [
  { name: 'Agra', parishes: ['Cathedral of the Immaculate Conception', "St. Mary's, Pratappura"] },
  { name: 'Mathura', parishes: ['St. Dominic'] },
];

beforeAll(async () => {
  setLogLevel('silent');
  await ensureTestAccounts();
});

afterAll(async () => {
  await signOut().catch(() => undefined);
});

describe('the parish list', () => {
  it('is saved by an owner and read back without credentials, with when', async () => {
    await signInAs(ADMIN);
    const before = Date.now();
    const saved = await saveParishList(LIST, await readParishList());
    await signedOut();

    const read = await readParishList();
    expect(read?.deaneries).toEqual(LIST);
    expect(read?.updatedAt?.getTime()).toBe(saved.updatedAt?.getTime());
    expect(read?.updatedAt?.getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(read?.updatedBy).toBe(saved.updatedBy);
  });

  it('is saved again over the saved one, and an editor cannot save it', async () => {
    await signInAs(ADMIN);
    const first = await readParishList();
    const longer = [...LIST, { name: 'Aligarh', parishes: ['St. Fidelis'] }];
    const again = await saveParishList(longer, first);
    expect((await readParishList())?.deaneries).toEqual(longer);
    expect(again.updatedAt!.getTime()).toBeGreaterThan(first!.updatedAt!.getTime());
    await signedOut();

    await signInAs(VOLUNTEER);
    await expect(saveParishList(LIST)).rejects.toThrow();
    await signedOut();
    expect((await readParishList())?.deaneries).toEqual(longer);
  });

  it('refuses a name of 81 characters, keeping the saved list', async () => {
    await signInAs(ADMIN);
    const saved = await readParishList();
    await expect(
      saveParishList([{ name: 'Agra', parishes: ['a'.repeat(81)] }], saved),
    ).rejects.toThrow();
    await signedOut();
    expect(await readParishList()).toEqual(saved);
  });

  it('is backed up, and a restore puts it back', async () => {
    await signInAs(ADMIN);
    const saved = await readParishList();
    expect(saved?.deaneries.length).toBeGreaterThan(0);
    const backup = await backupInMemory();

    await saveParishList([{ name: 'Changed', parishes: ['After the backup'] }], saved);
    const checked = await checkBackup(backup.zips[0]!);
    const result = await restoreBackup(checked, 'all');
    expect(result.notRestored).toEqual([]);
    await signedOut();

    expect((await readParishList())?.deaneries).toEqual(saved?.deaneries);
  });
});
