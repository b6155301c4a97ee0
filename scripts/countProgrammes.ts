/**
 * Keeps the counts of each programme that took registrations (programmeCounts/{programmeId}), so
 * that the year's report outlives the registrations, which are deleted a year after each
 * programme: the counts still missing of every programme that has ended, and again those of the
 * programmes ended within COUNT_AGAIN_DAYS (a late correction is counted), never once counting
 * has stopped (src/domain/registration/programmeCounts.ts). The nightly workflow runs it; the
 * team's registrations screen writes the same counts when it is opened after a programme.
 * It prints counts and programme titles only, never a registrant's name.
 *
 *   npm run count-programmes -- --emulator                 the local stack
 *   npm run count-programmes -- --dry-run --emulator       say what it would count, write nothing
 *   npm run count-programmes -- --project my-project       a real project, with Google's
 *                                                           application default credentials
 *
 * Reads: the programmes that began in the last KEEP_DAYS + 60 days (no older one has a
 * registration left), then, for those that have ended and may still be counted, their
 * registration settings and counts by id (30 at a time, their names only), and the registrations
 * of each programme due. A failure to count one programme is reported and the others go on; the
 * command then ends with 1, and the next night tries again.
 */
import { pathToFileURL } from 'node:url';
import { deleteApp } from 'firebase-admin/app';
import { COLLECTIONS } from '../src/domain/collections';
import { addDays, isoDate, lastDay, parseDate } from '../src/domain/programmes';
import {
  PROGRAMME_COUNTS,
  countRegistrations,
  countsFields,
  isCountDue,
  mayCount,
} from '../src/domain/registration/programmeCounts';
import {
  KEEP_DAYS,
  REGISTRATIONS,
  REGISTRATION_SETTINGS,
  registrationFromFields,
} from '../src/domain/registration/registrations';
import { siteDate } from '../src/domain/siteClock';
import type { Programme } from '../src/domain/types';
import { DOCUMENT_ID, documentsOf, runQuery, type Database } from '../src/services/firestoreRest';
import { messageOf, runCommand } from './commandLine';
import {
  DEFAULT_EMULATOR_HOST,
  DEFAULT_FIRESTORE_EMULATOR_HOST,
  firebaseFailure,
  openProject,
  parseProjectFlags,
  type ProjectFlags,
} from './openProject';
import { commitWrites, readByIds } from './toolFirestore';

export const USAGE = `Usage: npm run count-programmes -- [--dry-run] [--emulator [host:port]] [--project <id>]

Keeps the counts of each programme that took registrations and has ended (how many registered,
waited, cancelled and arrived, by deanery, parish and age band: no names), for the year's report,
before its registrations are deleted a year later. Prints counts only.

  --dry-run    say which programmes it would count, and write nothing
  --emulator   the local emulators: Auth (default ${DEFAULT_EMULATOR_HOST}, or FIREBASE_AUTH_EMULATOR_HOST)
               and Firestore (FIRESTORE_EMULATOR_HOST, default ${DEFAULT_FIRESTORE_EMULATOR_HOST})
  --project    the project; required for a real one, which is reached with Google's application
               default credentials (GOOGLE_APPLICATION_CREDENTIALS, or the workflow's sign-in)`;

/** Days back from today that a programme's start may lie and a registration of it remain. */
const LOOK_BACK_DAYS = KEEP_DAYS + 60;

/** Reads the command line; FIREBASE_AUTH_EMULATOR_HOST picks the emulator when no flag does. */
export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv): ProjectFlags {
  return parseProjectFlags(argv, env, {
    noProject:
      'Name the project whose programmes to count (--project <id>), or pass --emulator for the local stack.',
  });
}

/** One programme counted (or, in a dry run, due), as the report names it. */
export interface Counted {
  programmeId: string;
  title: string;
  firstDay: string;
  confirmed: number;
  arrived: number;
}

/** What a run did: counts and programme titles only. */
export interface CountReport {
  dryRun: boolean;
  /** Programmes read that began within the look-back. */
  programmes: number;
  counted: Counted[];
  failed: Array<{ programmeId: string; title: string; reason: string }>;
  /** Documents read, as Firestore bills them. */
  reads: number;
}

/** The ids of `ids` that have a document in `collection`, read by name only. */
async function existing(database: Database, collection: string, ids: readonly string[]) {
  const { found, reads } = await readByIds(database, collection, ids, [DOCUMENT_ID]);
  return { found: new Set(found.keys()), reads };
}

/** A stored value as Firestore's REST API writes it: the counts hold texts, numbers and lists. */
function restValue(value: unknown): unknown {
  if (typeof value === 'number') return { integerValue: String(value) };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return { stringValue: String(value) };
}

/** Writes a programme's counts whole, past the rules (the tool's credential), as one commit. */
async function writeCounts(database: Database, fields: Record<string, unknown>, id: string) {
  const name = `${documentsOf(database)}/${PROGRAMME_COUNTS}/${encodeURIComponent(id)}`;
  const response = await commitWrites(database, [
    {
      update: {
        name,
        fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, restValue(v)])),
      },
    },
  ]);
  if (!response.ok)
    throw new Error(
      `writing ${PROGRAMME_COUNTS}/${id}: HTTP ${response.status} ${await response.text()}`,
    );
}

/**
 * Counts the programmes due at `now` in `database` (read and written with the tool's credential).
 * Resolves with what it did; a programme that could not be counted is in `failed`.
 */
export async function countProgrammes(
  database: Database,
  { dryRun, now = new Date() }: { dryRun: boolean; now?: Date },
): Promise<CountReport> {
  const today = siteDate(now);
  const since = isoDate(addDays(parseDate(today)!, -LOOK_BACK_DAYS));
  const programmes: Programme[] = (
    await runQuery({ collection: 'events', where: ['startDate', '>=', since] }, database)
  ).map(({ id, fields }) => COLLECTIONS.events.decode(id, fields));
  const report: CountReport = {
    dryRun,
    programmes: programmes.length,
    counted: [],
    failed: [],
    reads: Math.max(1, programmes.length),
  };
  const ended = programmes.filter((p) => {
    const last = lastDay(p);
    return last < today && mayCount(last, now);
  });
  const ids = ended.map((p) => p.id);
  const taking = await existing(database, REGISTRATION_SETTINGS, ids);
  const counted = await existing(database, PROGRAMME_COUNTS, ids);
  report.reads += taking.reads + counted.reads;
  const due = ended.filter(
    (p) => taking.found.has(p.id) && isCountDue(lastDay(p), counted.found.has(p.id), today, now),
  );
  for (const programme of due) {
    try {
      const documents = await runQuery(
        { collection: REGISTRATIONS, where: ['programmeId', '==', programme.id] },
        database,
      );
      report.reads += Math.max(1, documents.length);
      const counts = countRegistrations(
        programme,
        documents.map(({ id, fields }) => registrationFromFields(id, fields)),
      );
      if (!dryRun)
        await writeCounts(
          database,
          { ...countsFields(counts), countedAt: now.toISOString() },
          programme.id,
        );
      report.counted.push({
        programmeId: programme.id,
        title: programme.title,
        firstDay: programme.startDate,
        confirmed: counts.confirmed,
        arrived: counts.arrived,
      });
    } catch (error) {
      report.failed.push({
        programmeId: programme.id,
        title: programme.title,
        reason: messageOf(error),
      });
    }
  }
  return report;
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The report in words, a line each: titles and counts only. */
export function describeReport(report: CountReport, where = ''): string[] {
  const lines = [
    `Programmes that began in the last ${LOOK_BACK_DAYS} days${where}: ${report.programmes}.`,
    report.counted.length === 0
      ? 'No programme was due to be counted.'
      : `${report.dryRun ? 'Would count' : 'Counted'} ${plural(report.counted.length, 'programme')}${report.dryRun ? ' (a dry run: nothing was written)' : ''}:`,
    ...report.counted.map(
      (c) =>
        `  ${c.title} (${c.firstDay}): ${plural(c.confirmed, 'person', 'people')} with a place, ${c.arrived} arrived.`,
    ),
    ...report.failed.map(
      (f) =>
        `Could not count ${f.title} (${f.programmeId}): ${f.reason}. The next run tries again.`,
    ),
    `Firestore reads: ${report.reads.toLocaleString('en-US')}.`,
  ];
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await runCommand(USAGE, async (argv) => {
    const options = parseArgs(argv, process.env);
    const { app, where, firestore } = await openProject(options, process.env, {
      name: 'count-programmes',
      credential: 'application-default',
    });
    try {
      const report = await countProgrammes(firestore, { dryRun: options.dryRun }).catch(
        (error: unknown) => {
          throw firebaseFailure(error, options, 'Firestore refused');
        },
      );
      for (const line of describeReport(report, where)) console.log(line);
      if (report.failed.length > 0) process.exitCode = 1;
    } finally {
      await deleteApp(app);
    }
  });
