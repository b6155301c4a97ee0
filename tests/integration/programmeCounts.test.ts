/**
 * The nightly count of programmes (scripts/countProgrammes.ts) against a local backend of its own,
 * with Firestore's real SDK writing what the site would have written: it keeps the counts of a
 * programme that ended, with no one's name in them, and those counts survive the time-to-live
 * policy deleting the registrations they were counted from. Then the command itself, as the
 * workflow runs it, against the test stack (a dry run: it writes nothing there, where other test
 * files keep their own programmes); and the team's registrations screen's write of the counts,
 * through the site's service, which the rules judge.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { Timestamp, doc, getDoc, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OWNER,
  PROJECT_ID,
  startTestBackend,
  type TestBackend,
} from '../../local-backend/testSupport';
import { countProgrammes, describeReport } from '../../scripts/countProgrammes';
import { isoDate, addDays, parseDate } from '../../src/domain/programmes';
import {
  PROGRAMME_COUNTS,
  programmeCountsFromFields,
} from '../../src/domain/registration/programmeCounts';
import { expiryOf } from '../../src/domain/registration/registrations';
import { siteDate } from '../../src/domain/siteClock';
import type { Database } from '../../src/services/firestoreRest';
import { storedFields } from '../../src/services/storedFields';
import {
  keepProgrammeCounts,
  readCountsKept,
  readCountsOfYear,
} from '../../src/services/registration/programmeCounts';
import { db as siteDb } from '../../src/services/firebase';
import type { Registration } from '../../src/domain/registration/registrations';
import type { Programme } from '../../src/domain/types';
import {
  ADMIN,
  EDITOR,
  VOLUNTEER,
  ensureTestAccounts,
  ensureVolunteerOnTeam,
} from './support/accounts';
import { backupInMemory } from './support/backupFiles';
import { checkBackup } from '../../src/services/backup';
import { readFirstReportYear, readYearReport } from '../../src/services/registration/yearReport';
import { Cleanup } from './support/cleanup';
import { signInAs, signedOut } from './support/session';

const root = path.resolve(import.meta.dirname, '../..');
const NOW = new Date();
const TODAY = siteDate(NOW);
/** India's date `days` days from today. */
const day = (days: number) => isoDate(addDays(parseDate(TODAY)!, days));

/** A two-day camp that ended the day before yesterday. */
const FIRST_DAY = day(-3);
const LAST_DAY = day(-2);

let t: TestBackend;
let db: Firestore;
let database: Database;

const programme = (title: string, startDate: string, endDate = '') => ({
  title,
  startDate,
  endDate,
  time: '',
  place: 'St. Peter’s College, Agra',
  description: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: '2026-01-15T10:00:00.000Z',
});

const registration = (id: string, fields: Record<string, unknown>) => ({
  programmeId: 'camp',
  account: `uid-${id}`,
  email: `${id}@example.org`,
  name: 'Asha Verma',
  dob: '2010-05-01',
  phone: '+91 98765 43210',
  parish: 'Cathedral, Agra',
  deanery: 'Agra City',
  emergencyName: 'Sunita Verma',
  emergencyPhone: '98765 00000',
  answers: {},
  health: 'Peanut allergy',
  consent: 'guardian',
  noticeVersion: '2026-11-27',
  noticeLanguage: 'en',
  createdAt: Timestamp.fromDate(new Date(`${day(-20)}T10:00:00.000Z`)),
  status: 'confirmed',
  waitNumber: null,
  cancelReason: '',
  arrivedAt: null,
  addedBy: '',
  expiresAt: Timestamp.fromDate(expiryOf(LAST_DAY)!),
  ...fields,
});

/** 10:30 in India on `date`. */
const arrivedOn = (date: string) => Timestamp.fromDate(new Date(`${date}T05:00:00.000Z`));

const REGISTRATIONS = {
  camp_0000000000000001: registration('asha', { arrivedAt: arrivedOn(FIRST_DAY) }),
  camp_0000000000000002: registration('ravi', {
    name: 'Ravi Kumar',
    dob: '2000-01-01',
    consent: 'self',
    parish: 'St. Peter’s, Mathura',
    deanery: 'Mathura',
    arrivedAt: arrivedOn(LAST_DAY),
  }),
  camp_0000000000000003: registration('walk-in', {
    name: 'Vikram Lal',
    account: '',
    email: '',
    consent: 'paper',
    addedBy: 'uid-anita',
  }),
  camp_0000000000000004: registration('priya', {
    name: 'Priya Singh',
    status: 'cancelled',
    cancelReason: 'Exams that week',
  }),
  camp_0000000000000005: registration('maria', {
    name: 'Maria D’Souza',
    status: 'waiting',
    waitNumber: 1,
  }),
};

const countsOf = async (id: string) => {
  const snapshot = await getDoc(doc(db, PROGRAMME_COUNTS, id));
  return snapshot.exists() ? programmeCountsFromFields(id, storedFields(snapshot.data())) : null;
};

beforeAll(async () => {
  t = await startTestBackend();
  db = t.clients(OWNER).db;
  database = {
    origin: t.firestoreUrl,
    projectId: PROJECT_ID,
    accessToken: () => Promise.resolve(OWNER),
  };
  const batch = writeBatch(db);
  batch.set(doc(db, 'events/camp'), programme('Youth Leadership Camp', FIRST_DAY, LAST_DAY));
  batch.set(doc(db, 'programmeRegistration/camp'), { programmeId: 'camp', open: false });
  // Still to come, and one that took no registrations here: neither is counted.
  batch.set(doc(db, 'events/retreat'), programme('Advent Retreat', day(5)));
  batch.set(doc(db, 'programmeRegistration/retreat'), { programmeId: 'retreat', open: true });
  batch.set(doc(db, 'events/rally'), programme('Youth Rally', day(-10)));
  for (const [id, fields] of Object.entries(REGISTRATIONS))
    batch.set(doc(db, 'registrations', id), fields);
  await batch.commit();
});

afterAll(() => t?.stop());

describe('the nightly count', () => {
  it('in a dry run, says what it would count and writes nothing', async () => {
    const report = await countProgrammes(database, { dryRun: true, now: NOW });
    expect(report.counted.map((c) => c.programmeId)).toEqual(['camp']);
    expect(describeReport(report)).toContain(
      'Would count 1 programme (a dry run: nothing was written):',
    );
    expect(await countsOf('camp')).toBeNull();
  });

  it("keeps the counts of a programme that ended, with no one's name in them", async () => {
    const report = await countProgrammes(database, { dryRun: false, now: NOW });
    expect(report.failed).toEqual([]);
    expect(describeReport(report)).toEqual([
      expect.stringMatching(/^Programmes that began in the last 426 days: 3\.$/),
      'Counted 1 programme:',
      `  Youth Leadership Camp (${FIRST_DAY}): 3 people with a place, 2 arrived.`,
      // The programmes (3), their settings and counts by id (2 queries, 2 found), 5 registrations.
      'Firestore reads: 10.',
    ]);
    const counts = await countsOf('camp');
    expect(counts).toMatchObject({
      title: 'Youth Leadership Camp',
      firstDay: FIRST_DAY,
      lastDay: LAST_DAY,
      confirmed: 3,
      waiting: 1,
      cancelled: 1,
      walkIns: 1,
      arrived: 2,
      days: [
        { day: FIRST_DAY, arrived: 1 },
        { day: LAST_DAY, arrived: 1 },
      ],
      countedAt: NOW.toISOString(),
    });
    expect(counts?.parishes.map((p) => [p.name, p.people])).toEqual([
      ['Cathedral, Agra', 2],
      ['St. Peter’s, Mathura', 1],
    ]);
    const stored = JSON.stringify((await getDoc(doc(db, PROGRAMME_COUNTS, 'camp'))).data());
    for (const personal of [
      'Asha',
      'Ravi',
      'Vikram',
      '2010-05-01',
      '98765',
      'example.org',
      'uid-',
      'Peanut',
    ])
      expect(stored).not.toContain(personal);
  });

  it('keeps the counts whole once the registrations are deleted, and never counts again then', async () => {
    const kept = await countsOf('camp');
    // A year passes: the registrations' time comes, and the time-to-live policy deletes them.
    const batch = writeBatch(db);
    for (const id of Object.keys(REGISTRATIONS))
      batch.update(doc(db, 'registrations', id), {
        expiresAt: Timestamp.fromMillis(Date.now() - 1000),
      });
    await batch.commit();
    expect((await t.backend.deleteExpired()).sort()).toEqual(
      Object.keys(REGISTRATIONS).map((id) => `registrations/${id}`),
    );
    expect(await countsOf('camp')).toEqual(kept);
    // Counting stops a week before the registrations go: a run then leaves the counts alone.
    const aYearOn = new Date(expiryOf(LAST_DAY)!.getTime() - 6 * 24 * 60 * 60 * 1000);
    const report = await countProgrammes(database, { dryRun: false, now: aYearOn });
    // (The retreat has ended by then, and is counted.)
    expect(report.counted.map((c) => c.programmeId)).toEqual(['retreat']);
    expect(await countsOf('camp')).toEqual(kept);
  });
});

describe('npm run count-programmes', () => {
  const run = (args: string[], env: NodeJS.ProcessEnv) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/countProgrammes.ts', ...args],
        { cwd: root, env: { PATH: process.env.PATH, ...env } },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  it('reads the local stack in a dry run, printing counts only', async () => {
    const { code, stdout, stderr } = await run(['--dry-run', '--emulator'], {
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
      FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? '',
      GCLOUD_PROJECT: process.env.GCLOUD_PROJECT ?? 'demo-youth-commission',
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^Programmes that began in the last 426 days \(Auth emulator at .+\): \d+\.$/m,
    );
    expect(stdout).toMatch(/^Firestore reads: \d+\.$/m);
  });

  it('refuses to guess the project', async () => {
    const { code, stderr } = await run([], {});
    expect(code).toBe(1);
    expect(stderr).toContain('Name the project whose programmes to count (--project <id>)');
  });
});

describe("the registrations screen's write", () => {
  const cleanup = new Cleanup();
  const run = `${Date.now()}`;
  beforeAll(async () => {
    await ensureTestAccounts();
    await ensureVolunteerOnTeam();
  });
  afterAll(async () => {
    await cleanup.run();
    await signedOut();
  });

  /** Deletes a programme's counts past the rules, with the emulators' owner access. */
  const removeCounts = async (id: string) => {
    const project = process.env.GCLOUD_PROJECT ?? 'demo-youth-commission';
    const documents = `projects/${project}/databases/(default)/documents`;
    const response = await fetch(
      `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${documents}:commit`,
      {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ writes: [{ delete: `${documents}/${PROGRAMME_COUNTS}/${id}` }] }),
      },
    );
    if (!response.ok) throw new Error(`deleting the counts: HTTP ${response.status}`);
  };

  const ended = (id: string, startDate: string, endDate: string): Programme => ({
    id,
    ...programme('Youth Leadership Camp', startDate, endDate),
    createdAt: null,
  });
  const person = (over: Partial<Registration>): Registration =>
    ({
      id: `x_${run}`,
      ...registration('asha', {}),
      createdAt: `${day(-20)}T10:00:00.000Z`,
      expiresAt: expiryOf(LAST_DAY)!.toISOString(),
      ...over,
    }) as Registration;

  it("keeps a programme's counts once it has ended, as an editor, and the rules accept every table", async () => {
    await signInAs(VOLUNTEER);
    const id = cleanup.add(`counted-${run}`, removeCounts);
    const camp = ended(id, FIRST_DAY, LAST_DAY);
    const people = [
      person({ arrivedAt: `${FIRST_DAY}T05:00:00.000Z` }),
      person({ parish: 'St. Mary’s, Pratappura', deanery: '', dob: '1990-01-01' }),
    ];
    expect(await keepProgrammeCounts(camp, people)).toBe(true);
    const snapshot = await getDoc(doc(siteDb, PROGRAMME_COUNTS, id));
    expect(programmeCountsFromFields(id, storedFields(snapshot.data()!))).toMatchObject({
      confirmed: 2,
      arrived: 1,
      deaneries: [
        { name: 'Agra City', people: 1, ages: [0, 1, 0, 0], arrived: 1 },
        { name: 'Not given', people: 1, ages: [0, 0, 0, 1], arrived: 0 },
      ],
    });
    // The year's report finds it by the year its programme began, and not in the year before.
    // The dashboard's question: which of these have their counts (and take registrations).
    const unknown = `unknown-${run}`;
    expect(await readCountsKept([id, unknown])).toEqual({
      taking: new Set(),
      counted: new Set([id]),
    });
    const year = Number(FIRST_DAY.slice(0, 4));
    expect((await readCountsOfYear(year)).map((c) => c.programmeId)).toContain(id);
    expect((await readCountsOfYear(year - 1)).map((c) => c.programmeId)).not.toContain(id);
    // The year's report reads them, with the year's programmes and their photos.
    const report = await readYearReport(year);
    expect(report.counts.map((c) => c.programmeId)).toContain(id);
    expect(await readFirstReportYear()).toBeLessThanOrEqual(year);
  });

  it('writes nothing for a programme still going on', async () => {
    await signInAs(VOLUNTEER);
    const id = cleanup.add(`going-on-${run}`, removeCounts);
    expect(await keepProgrammeCounts(ended(id, day(-1), day(1)), [person({})])).toBe(false);
    expect((await getDoc(doc(siteDb, PROGRAMME_COUNTS, id))).exists()).toBe(false);
  });

  it('is in the backup, and a restore would put it back once lost', async () => {
    await signInAs(ADMIN);
    const id = cleanup.add(`backed-up-${run}`, removeCounts);
    await keepProgrammeCounts(ended(id, FIRST_DAY, LAST_DAY), [person({})]);
    const backup = await backupInMemory();
    await removeCounts(id);
    const { plan } = await checkBackup(backup.zips[0]!);
    const record = { collection: PROGRAMME_COUNTS, id };
    expect(plan.add).toContainEqual(expect.objectContaining(record));
    expect(plan.cannotRestore).not.toContainEqual(expect.objectContaining(record));
  });

  it('is refused to someone signed in but not on the team', async () => {
    await signInAs(EDITOR);
    const id = cleanup.add(`not-team-${run}`, removeCounts);
    await expect(keepProgrammeCounts(ended(id, FIRST_DAY, LAST_DAY), [])).rejects.toThrow(
      /insufficient permissions/,
    );
  });
});
