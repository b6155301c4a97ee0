/**
 * Messages stored before they had a sortYear get theirs when a team member opens the dashboard,
 * through the rules, with the real SDK against the local backend: every one of them, in more than
 * one commit, nothing else of them changed, and messages that have one left alone.
 */
import { doc, getDoc, setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_YEARS_PER_COMMIT } from '../../src/domain/messages';
import { db } from '../../src/services/firebase';
import { addMessage, addRecord, deleteMessage, readRecords } from '../../src/services/records';
import { fillMissingSortYears } from '../../src/services/sortYears';
import { ADMIN, VOLUNTEER, ensureVolunteerOnTeam } from './support/accounts';
import { Cleanup } from './support/cleanup';
import { signInAs, signedOut } from './support/session';

const run = `${Date.now()}`;
const cleanup = new Cleanup();

/** A message as the app stored it before sortYear: no sortYear. */
const legacy = (n: number, year: string) => ({
  year,
  name: `Sort ${run}`,
  title: `Old ${n}`,
  fullMessage: 'Text',
  imageUrl: '',
});

const stored = async (collection: string, id: string) =>
  (await getDoc(doc(db, collection, id))).data() ?? null;

const bishopIds: string[] = [];
let bearerId = '';
let currentId = '';

beforeAll(async () => {
  setLogLevel('silent');
  await ensureVolunteerOnTeam();
  await signInAs(ADMIN);
  // More than one commit's worth, with and without a leading year.
  for (let n = 0; n <= SORT_YEARS_PER_COMMIT; n++) {
    const id = await addRecord('bishopMessages', legacy(n, n === 0 ? 'Jubilee' : '2019-2020'));
    bishopIds.push(id);
    cleanup.add(id, (i) => deleteMessage('bishop', i));
  }
  bearerId = await addRecord('officeBearerMessages', {
    ...legacy(99, '2021-2022'),
    role: 'youth_director',
  });
  cleanup.add(bearerId, (i) => deleteMessage('youth_director', i));
  currentId = await addMessage('bishop', {
    year: '2024-2025',
    name: `Sort ${run}`,
    title: 'New',
    fullMessage: 'Text',
    imageUrl: '',
  });
  cleanup.add(currentId, (i) => deleteMessage('bishop', i));
  await signedOut();
});

afterAll(async () => {
  await signInAs(ADMIN);
  await cleanup.run();
  await signedOut();
});

describe('filling missing sortYears', () => {
  it('a visitor cannot give a message its sortYear', async () => {
    await expect(fillMissingSortYears()).rejects.toThrow();
    expect((await stored('bishopMessages', bishopIds[1]!))?.sortYear).toBeUndefined();
  });

  it('an editor gives every message without one its sortYear, and changes nothing else', async () => {
    await signInAs(VOLUNTEER);
    const before = await stored('bishopMessages', bishopIds[1]!);
    const current = await stored('bishopMessages', currentId);

    // Two calls at once (a dashboard's effect run twice) are one filling.
    const first = fillMissingSortYears();
    expect(fillMissingSortYears()).toBe(first);
    expect(await first).toBeGreaterThanOrEqual(SORT_YEARS_PER_COMMIT + 2);

    expect(await stored('bishopMessages', bishopIds[0]!)).toMatchObject({ sortYear: 0 });
    expect(await stored('bishopMessages', bishopIds[1]!)).toEqual({ ...before, sortYear: 2019 });
    expect(await stored('officeBearerMessages', bearerId)).toMatchObject({ sortYear: 2021 });
    expect(await stored('bishopMessages', currentId)).toEqual(current);
    const mine = (await readRecords('bishopMessages')).filter(
      (m) => m.fields.name === `Sort ${run}`,
    );
    expect(mine.map((m) => m.fields.sortYear).sort()).toEqual(
      [0, ...Array<number>(SORT_YEARS_PER_COMMIT).fill(2019), 2024].sort(),
    );
  });

  it('once done, finds nothing to do', async () => {
    await signInAs(VOLUNTEER);
    expect(await fillMissingSortYears()).toBe(0);
    await signedOut();
  });
});
