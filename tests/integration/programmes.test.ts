/**
 * The programmes service (src/services/programmes.ts) with the real Firebase SDK against a
 * backend: the local stack under `npm test`, the official Emulator Suite under
 * `npm run test:emulators`. Each test makes its own programmes and deletes them afterwards (to
 * the Trash, as the admin screens do).
 *
 * The lists are asked about a "today" of this run's own, in a year of the last century (the rules
 * take programmes from 1900 on), so that programmes other tests leave behind, dated around the
 * day they run, fall far after it: the limited list of past programmes then holds only this run's
 * ones. Every check still looks only at this run's ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLogLevel } from 'firebase/firestore/lite';
import { signOut } from '../../src/services/auth';
import {
  getProgramme,
  listPastProgrammesPage,
  listProgrammes,
  listProgrammesBetween,
  listUpcomingProgrammes,
} from '../../src/services/programmes';
import { programmeImagePath } from '../../src/domain/storagePaths';
import type { Programme, ProgrammeInput } from '../../src/domain/types';
import { storageUrl } from '../fixtures/documents';
import { programmeInput } from '../fixtures/inputs';
import { ADMIN, ensureTestAccounts } from './support/accounts';
import { Cleanup } from './support/cleanup';
import { signInAs } from './support/session';
import { addProgramme, deleteProgramme, updateProgramme } from '../../src/services/records';

const run = `${Date.now()}`;
const cleanup = new Cleanup();

/** A year of this run's own, between 1901 and 1990. */
const YEAR = 1901 + (Number(run.slice(-7)) % 90);
/** 'YYYY-MM-DD' in this run's year. */
const day = (monthDay: string) => `${YEAR}-${monthDay}`;
const TODAY = day('06-15');

const programme = (over: Partial<ProgrammeInput>): ProgrammeInput =>
  programmeInput({ title: `Programme ${run}`, startDate: day('07-01'), ...over });

/** Adds a programme that is removed after the file. */
async function add(input: ProgrammeInput, createdAt?: Date): Promise<string> {
  return cleanup.add(await addProgramme(input, createdAt), deleteProgramme);
}

/** The ids of `list` that this run made, in the list's order. */
const mine = (list: readonly Programme[], ids: readonly string[]) =>
  list.map((p) => p.id).filter((id) => ids.includes(id));

/** The administrator's uid: what their writes are signed with. */
let adminUid = '';

beforeAll(async () => {
  await ensureTestAccounts();
  adminUid = (await signInAs(ADMIN)).uid;
});

afterAll(async () => {
  await cleanup.run();
  await signOut();
});

describe('one programme', () => {
  const input = programme({
    title: `Youth Leadership Camp ${run}`,
    startDate: day('08-14'),
    endDate: day('08-16'),
    time: '9:00 AM – 5:00 PM',
    place: 'St. Peter’s College, Agra',
    description: 'Three days of formation.\n\nBring a bedsheet and a torch.',
    registrationUrl: 'https://forms.example.org/camp',
    imageUrl: storageUrl(programmeImagePath('camp.webp', 1)),
  });
  const createdAt = new Date('2025-01-02T03:04:05.000Z');

  it('is added with every field, read back, updated and deleted', async () => {
    const id = await add(input, createdAt);
    const added = await getProgramme(id);
    expect(added).toEqual({
      id,
      ...input,
      createdAt: createdAt.toISOString(),
      createdBy: adminUid,
    });
    expect((await listProgrammes()).find((p) => p.id === id)).toEqual(added);

    // An edit is stamped by the device's clock, which the rules hold within minutes of theirs.
    const edited = new Date(Date.now() - 1000);
    const changed = {
      ...input,
      title: `Youth Leadership Camp (moved) ${run}`,
      startDate: day('08-21'),
      endDate: day('08-23'),
      imageUrl: storageUrl(programmeImagePath('camp-v2.webp', 2)),
    };
    await updateProgramme(id, changed, edited);
    expect(await getProgramme(id)).toEqual({
      id,
      ...changed,
      createdAt: createdAt.toISOString(),
      updatedAt: edited.toISOString(),
      createdBy: adminUid,
      updatedBy: adminUid,
    });

    // Deleted: in the Trash, off the lists.
    expect(await deleteProgramme(id)).toMatchObject({ collection: 'events', recordId: id });
    expect(await getProgramme(id)).toBeNull();
    expect((await listProgrammes()).map((p) => p.id)).not.toContain(id);
  });

  it('is null from getProgramme when there is none with the id', async () => {
    expect(await getProgramme(`missing-${run}`)).toBeNull();
  });

  it('of one day is stored ending on the day it starts', async () => {
    const id = await add(programme({ startDate: day('09-05'), endDate: '' }));
    expect(await getProgramme(id)).toMatchObject({
      startDate: day('09-05'),
      endDate: day('09-05'),
    });

    // Also after an edit that leaves the end date empty again.
    await updateProgramme(id, programme({ startDate: day('09-06'), endDate: '' }));
    expect(await getProgramme(id)).toMatchObject({
      startDate: day('09-06'),
      endDate: day('09-06'),
    });
  });

  it('keeps its poster on an update without imageUrl', async () => {
    const poster = storageUrl(programmeImagePath('poster.jpg', 3));
    const id = await add(programme({ imageUrl: poster }));
    await updateProgramme(id, programme({ place: 'Cathedral, Agra', imageUrl: '' }));
    expect(await getProgramme(id)).toMatchObject({ place: 'Cathedral, Agra', imageUrl: poster });
  });
});

describe('the lists around today', () => {
  // Upcoming: one going on (started before today, ends today), three to come. Past: four, two of
  // them ending on the same day.
  const dates = {
    goingOn: [day('06-13'), day('06-15')],
    tomorrow: [day('06-16'), ''],
    camp: [day('06-20'), day('06-22')],
    autumn: [day('10-02'), ''],
    yesterday: [day('06-14'), ''],
    rallyA: [day('05-30'), day('06-01')],
    rallyB: [day('06-01'), ''],
    spring: [day('03-10'), day('03-12')],
  } as const;
  type Name = keyof typeof dates;
  const ids = {} as Record<Name, string>;
  const idsOf = (...names: Name[]) => names.map((name) => ids[name]);
  const all = () => Object.values(ids);

  beforeAll(async () => {
    for (const [name, [startDate, endDate]] of Object.entries(dates) as [
      Name,
      readonly [string, string],
    ][])
      ids[name] = await add(programme({ title: `${name} ${run}`, startDate, endDate }));
  });

  it('lists as upcoming every programme whose last day is today or later', async () => {
    const upcoming = await listUpcomingProgrammes(TODAY);
    expect(new Set(mine(upcoming, all()))).toEqual(
      new Set(idsOf('goingOn', 'tomorrow', 'camp', 'autumn')),
    );
  });

  it('lists as past the ones that ended before today, the most recent first, a page at a time', async () => {
    const first = await listPastProgrammesPage(TODAY, null, 2);
    expect(first.items).toHaveLength(2);
    expect(first.items[0]?.id).toBe(ids.yesterday);
    expect([ids.rallyA, ids.rallyB]).toContain(first.items[1]?.id);
    expect(first.next).not.toBeNull();

    // Page after page, none twice, also across the last day two of them share.
    const pages = [first];
    while (pages.at(-1)?.next)
      pages.push(await listPastProgrammesPage(TODAY, pages.at(-1)!.next, 2));
    const order = mine(
      pages.flatMap((page) => page.items),
      all(),
    );
    expect(order.slice(0, 1)).toEqual(idsOf('yesterday'));
    expect(new Set(order.slice(1, 3))).toEqual(new Set(idsOf('rallyA', 'rallyB')));
    expect(order.slice(3)).toEqual(idsOf('spring'));
    expect(pages.at(-1)?.next).toBeNull();
  });

  it('lists the programmes with a day between two dates (a month’s grid)', async () => {
    const june = await listProgrammesBetween(day('06-01'), day('06-20'));
    // rallyA ends on the first day, camp starts on the last; spring and autumn lie outside.
    expect(new Set(mine(june, all()))).toEqual(
      new Set(idsOf('rallyA', 'rallyB', 'yesterday', 'goingOn', 'tomorrow', 'camp')),
    );
    const october = await listProgrammesBetween(day('10-01'), day('10-31'));
    expect(mine(october, all())).toEqual(idsOf('autumn'));
  });
});

describe('refused writes', () => {
  // The SDK logs every refused write as a warning; here refusals are the expected outcome.
  beforeAll(() => setLogLevel('silent'));
  afterAll(() => setLogLevel('warn'));

  const denied = { code: 'permission-denied' };

  it('refuses an end date before the start, written past the form', async () => {
    await expect(
      addProgramme(programme({ startDate: day('11-10'), endDate: day('11-09') })),
    ).rejects.toMatchObject(denied);
  });

  it('refuses an update that breaks the rules, and leaves the programme as it was', async () => {
    const id = await add(programme({ title: `Keep ${run}`, startDate: day('11-20') }));
    await expect(
      updateProgramme(id, programme({ title: 'Changed', registrationUrl: 'http://example.org' })),
    ).rejects.toMatchObject(denied);
    await expect(
      updateProgramme(id, programme({ title: 'Changed', startDate: '2025-02-30' })),
    ).rejects.toMatchObject(denied);
    expect(await getProgramme(id)).toMatchObject({ title: `Keep ${run}`, registrationUrl: '' });
  });

  it('refuses a poster outside the events folder', async () => {
    await expect(
      addProgramme(programme({ imageUrl: storageUrl('gallery/gallery_1_poster.jpg') })),
    ).rejects.toMatchObject(denied);
  });
});
