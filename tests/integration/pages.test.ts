/**
 * The editable pages (src/services/pages.ts) with the real Firebase SDK against the local stack:
 * the team saves a page, everyone reads it back without credentials, each save is kept as a
 * version, the eleventh save leaves ten, putting a version back is a save that is listed, and a
 * save the rules or the service refuse leaves the page and its versions as they were. The pages
 * have fixed ids, so each test works on a page of its own and builds on what is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteDoc, doc, setLogLevel } from 'firebase/firestore/lite';
import type { PageId, PageInput } from '../../src/domain/editablePages';
import { signOut } from '../../src/services/auth';
import { checkBackup, restoreBackup } from '../../src/services/backup';
import { readChanges } from '../../src/services/changes';
import { db } from '../../src/services/firebase';
import { runQuery } from '../../src/services/firestoreRest';
import { readShownPage } from '../../src/services/pageText';
import { parseMarkdown } from '../../src/domain/markdown/parse';
import {
  PageChangedError,
  listPageVersions,
  putBackPageVersion,
  readPage,
  savePage,
} from '../../src/services/pages';
import {
  ADMIN,
  EDITOR,
  VOLUNTEER,
  ensureTestAccounts,
  ensureVolunteerOnTeam,
} from './support/accounts';
import { backupInMemory } from './support/backupFiles';
import { signInAs, signedOut } from './support/session';

const words = (body: string): PageInput => ({
  title: 'Our Mission',
  description: 'What the Youth Commission sets out to do.',
  body,
});

/** The Hindi words a save writes when none are given: '' each. */
const NO_HINDI = { titleHi: '', descriptionHi: '', bodyHi: '' };

/** A page's words in Hindi, as a volunteer gives them. */
const IN_HINDI = {
  titleHi: 'हमारा मिशन',
  descriptionHi: 'युवा आयोग क्या करना चाहता है।',
  bodyHi: '## हमारा मिशन\n\n**सेवा** करना।',
};

/** Saves `page` as the signed-in person, over what is stored now. */
const saveOver = async (page: PageId, input: PageInput) =>
  savePage(page, input, await readPage(page));

/** The page and its versions as stored, read by the owner. */
async function storedState(page: PageId) {
  await signInAs(ADMIN);
  const state = { page: await readPage(page), versions: await listPageVersions(page) };
  await signedOut();
  return state;
}

beforeAll(async () => {
  setLogLevel('silent');
  await ensureTestAccounts();
  await ensureVolunteerOnTeam();
});

afterAll(async () => {
  await signOut().catch(() => undefined);
});

describe('a page', () => {
  it('is saved by an editor, read back without credentials, and kept as a version', async () => {
    const user = await signInAs(VOLUNTEER);
    const opened = await readPage('mission');
    const before = Date.now();
    const saved = await savePage('mission', words('## Our mission\n\nTo **serve**.'), opened);
    const versions = await listPageVersions('mission');
    await signedOut();

    const read = await readPage('mission');
    expect(read).toEqual(saved);
    expect(read).toMatchObject({
      ...words('## Our mission\n\nTo **serve**.'),
      version: (opened?.version ?? 0) + 1,
      updatedBy: user.uid,
    });
    expect(read?.updatedAt?.getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(versions[0]).toEqual({
      page: 'mission',
      ...words('## Our mission\n\nTo **serve**.'),
      ...NO_HINDI,
      version: saved.version,
      savedAt: saved.updatedAt,
      savedBy: user.uid,
    });
    // The change marker says the pages changed, as a visit reads it.
    expect((await readChanges()).pages?.getTime()).toBeGreaterThanOrEqual(before - 1_000);
  });

  it('keeps the ten newest saves, newest first: the eleventh takes the place of the oldest', async () => {
    await signInAs(VOLUNTEER);
    const first = (await readPage('objectives'))?.version ?? 0;
    for (let i = 1; i <= 11; i++) await saveOver('objectives', words(`Text ${first + i}.`));
    const versions = await listPageVersions('objectives');
    await signedOut();

    expect(versions).toHaveLength(10);
    const numbers = Array.from({ length: 10 }, (_, i) => first + 11 - i);
    expect(versions.map((v) => v.version)).toEqual(numbers);
    expect(versions.map((v) => v.body)).toEqual(numbers.map((n) => `Text ${n}.`));
  });

  it('puts an older version back as a save of its own, listed first', async () => {
    await signInAs(VOLUNTEER);
    await saveOver('vision', words('The first text.'));
    await saveOver('vision', words('The second text.'));
    const [, older] = await listPageVersions('vision');
    const current = await readPage('vision');
    const putBack = await putBackPageVersion(older!, current);
    const versions = await listPageVersions('vision');
    await signedOut();

    expect(older?.body).toBe('The first text.');
    expect(putBack).toMatchObject({ body: 'The first text.', version: current!.version + 1 });
    expect(await readPage('vision')).toEqual(putBack);
    expect(versions[0]).toMatchObject({ version: putBack.version, body: 'The first text.' });
    expect(versions[1]).toMatchObject({ version: current!.version, body: 'The second text.' });
  });
});

describe('a page in Hindi', () => {
  it('is saved with its Hindi words, kept with them, and read with them without credentials', async () => {
    await signInAs(VOLUNTEER);
    const saved = await saveOver('mission', { ...words('To serve.'), ...IN_HINDI });
    const [kept] = await listPageVersions('mission');
    await signedOut();

    expect(saved).toMatchObject(IN_HINDI);
    expect(await readPage('mission')).toEqual(saved);
    expect(kept).toMatchObject({ version: saved.version, ...IN_HINDI });
    // As the public page reads it: the Hindi body parsed beside the English one.
    expect(await readShownPage('mission')).toMatchObject({
      title: 'Our Mission',
      titleHi: IN_HINDI.titleHi,
      descriptionHi: IN_HINDI.descriptionHi,
      blocks: parseMarkdown('To serve.'),
      blocksHi: parseMarkdown(IN_HINDI.bodyHi),
    });
  });

  it('drops a Hindi word a save empties: the public page then has only the English', async () => {
    await signInAs(VOLUNTEER);
    await saveOver('mission', { ...words('To serve.'), ...IN_HINDI });
    const saved = await saveOver('mission', { ...words('To serve.'), ...IN_HINDI, bodyHi: '' });
    await signedOut();

    expect(saved).toMatchObject({ ...IN_HINDI, bodyHi: '' });
    const shown = await readShownPage('mission');
    expect(shown).toMatchObject({ titleHi: IN_HINDI.titleHi });
    expect(shown).not.toHaveProperty('blocksHi');
  });

  it('puts back a version with its Hindi words, and one without them empties them', async () => {
    await signInAs(VOLUNTEER);
    await saveOver('vision', words('Without Hindi.'));
    await saveOver('vision', { ...words('With Hindi.'), ...IN_HINDI });
    await saveOver('vision', words('Without Hindi again.'));
    const [, withHindi, withoutHindi] = await listPageVersions('vision');
    const back = await putBackPageVersion(withHindi!, await readPage('vision'));
    const [keptBack] = await listPageVersions('vision');
    const emptied = await putBackPageVersion(withoutHindi!, back);
    await signedOut();

    expect(back).toMatchObject({ body: 'With Hindi.', ...IN_HINDI });
    expect(keptBack).toMatchObject({ version: back.version, ...IN_HINDI });
    expect(emptied).toMatchObject({ body: 'Without Hindi.', ...NO_HINDI });
    expect(await readPage('vision')).toEqual(emptied);
  });

  it('is refused, changing nothing, with a Hindi title of two lines or a Hindi body over its cap', async () => {
    await signInAs(VOLUNTEER);
    await saveOver('history', { ...words('Founded long ago.'), ...IN_HINDI });
    await signedOut();
    const before = await storedState('history');

    await signInAs(VOLUNTEER);
    await expect(
      saveOver('history', { ...words('Text.'), titleHi: 'हमारा\nइतिहास' }),
    ).rejects.toThrow(/permission|denied/i);
    await expect(
      saveOver('history', { ...words('Text.'), bodyHi: 'क'.repeat(20_001) }),
    ).rejects.toThrow(/permission|denied/i);
    await signedOut();

    expect(await storedState('history')).toEqual(before);
  });
});

describe('a save refused', () => {
  it('by the rules (a body of 20,001 characters) leaves the page and its versions intact', async () => {
    await signInAs(VOLUNTEER);
    await saveOver('history', words('Founded long ago.'));
    await signedOut();
    const before = await storedState('history');

    await signInAs(VOLUNTEER);
    await expect(saveOver('history', words('a'.repeat(20_001)))).rejects.toThrow(
      /permission|denied/i,
    );
    await expect(saveOver('history', { ...words('Text.'), title: '  ' })).rejects.toThrow();
    await expect(saveOver('history', { ...words('Text.'), description: 'a\nb' })).rejects.toThrow();
    await signedOut();

    expect(await storedState('history')).toEqual(before);
  });

  it('over a page saved since it was opened writes nothing', async () => {
    await signInAs(VOLUNTEER);
    const opened = await readPage('chairman');
    const theirs = await savePage('chairman', words('Their text.'), opened);
    const refused = savePage('chairman', words('My text.'), opened);
    await expect(refused).rejects.toBeInstanceOf(PageChangedError);
    await expect(refused).rejects.toMatchObject({ current: theirs });
    await signedOut();

    const after = await storedState('chairman');
    expect(after.page).toEqual(theirs);
    expect(after.versions[0]).toMatchObject({ version: theirs.version, body: 'Their text.' });
  });

  it('of someone not on the team, or signed out, changes nothing', async () => {
    await signInAs(VOLUNTEER);
    await saveOver('about-us', words('Who we are.'));
    await signedOut();
    const before = await storedState('about-us');

    await signInAs(EDITOR);
    await expect(saveOver('about-us', words('Not on the team.'))).rejects.toThrow(
      /permission|denied/i,
    );
    await signedOut();
    await expect(saveOver('about-us', words('Signed out.'))).rejects.toThrow(/Sign in again/);

    expect(await storedState('about-us')).toEqual(before);
  });
});

describe('what is never allowed', () => {
  it('the versions are not public: a visitor and an account not on the team cannot list them', async () => {
    await expect(runQuery({ collection: 'pageVersions' })).rejects.toThrow();
    await expect(listPageVersions('about-us')).rejects.toThrow(/permission|denied/i);
    await signInAs(EDITOR);
    await expect(listPageVersions('about-us')).rejects.toThrow(/permission|denied/i);
    await signedOut();
  });

  it('an owner cannot delete a page or a version', async () => {
    const before = await storedState('about-us');
    const kept = before.versions[0]!;
    await signInAs(ADMIN);
    await expect(deleteDoc(doc(db, 'pages', 'about-us'))).rejects.toThrow(/permission|denied/i);
    await expect(
      deleteDoc(doc(db, 'pageVersions', `about-us_${kept.version % 10}`)),
    ).rejects.toThrow(/permission|denied/i);
    await signedOut();
    expect(await storedState('about-us')).toEqual(before);
  });
});

describe('in a backup', () => {
  it('the pages and their versions are backed up, Hindi words and all, and a restore puts them back', async () => {
    await signInAs(ADMIN);
    await saveOver('mission', { ...words('Backed up.'), ...IN_HINDI });
    await signedOut();
    const before = await storedState('mission');
    expect(before.page).toMatchObject(IN_HINDI);
    await signInAs(ADMIN);
    const backup = await backupInMemory();
    await saveOver('mission', words('Changed after the backup.'));
    await saveOver('mission', words('Changed again.'));
    const checked = await checkBackup(backup.zips[0]!);
    const result = await restoreBackup(checked, 'all');
    expect(result.notRestored).toEqual([]);
    await signedOut();

    const after = await storedState('mission');
    // The page is replaced as the backup holds it, with a new updatedAt (a restore is a write
    // of now); its versions are the backup's, and the two saves since are kept beside them.
    expect({ ...after.page, updatedAt: null }).toEqual({ ...before.page, updatedAt: null });
    expect(after.page?.updatedAt?.getTime()).toBeGreaterThan(before.page!.updatedAt!.getTime());
    for (const version of before.versions)
      expect(after.versions.find((v) => v.version === version.version)).toEqual(version);
    expect(after.versions.filter((v) => v.version > before.page!.version)).toHaveLength(2);
  });
});
