/**
 * E-mails each person registered for a programme one reminder before it starts, with no one's
 * action: the nightly workflow runs it. For each programme starting in the next two days (India's
 * date) that takes registrations on the site and whose team left its reminders on
 * (programmeReminders/{programmeId}; a programme without that document sends them), each
 * confirmed registration not yet e-mailed gets one e-mail, two days before the first day (the day
 * before, for a registration made after that day; none once the first day has come:
 * src/domain/registration/reminders.ts). It goes to the registration's address (the account that
 * registered: the parent, for a child), in the language it was made in, through any SMTP server.
 * Each send is recorded (reminderSends/{registrationId}.emailedAt), so that nobody gets two; a
 * failure is reported and tried again the next night. It prints programme titles, counts and
 * registrations' references, never a name or an address.
 *
 *   npm run send-reminders -- --emulator                 the local stack, through SMTP_URL
 *   npm run send-reminders -- --dry-run --emulator       say what it would send, send nothing
 *   npm run send-reminders -- --project my-project       a real project, with Google's
 *                                                         application default credentials
 *
 * The environment: SMTP_URL (smtp://user:password@host:587, or smtps:// for port 465), MAIL_FROM
 * (the sender, 'Youth Commission Agra <youth@example.org>'), and SITE_URL (the site's address
 * for the links: by default the project's Hosting address, or the dev server's on the emulators).
 *
 * Reads: the programmes starting in the next two days (one query), their registration settings
 * and reminder settings by id (30 to a query), and, for each programme taking registrations with
 * its reminders on, its registrations and the records of what was sent to them.
 */
import { pathToFileURL } from 'node:url';
import { deleteApp } from 'firebase-admin/app';
import nodemailer from 'nodemailer';
import { COLLECTIONS } from '../src/domain/collections';
import {
  DEFAULT_REMINDER_SETTINGS,
  PROGRAMME_REMINDERS,
  REMINDER_DAYS_BEFORE,
  REMINDER_SENDS,
  emailReminderDue,
  programmeRemindersFromFields,
  reminderEmail,
  reminderFacts,
  reminderSendFromFields,
  remindedStarts,
  type ReminderEmail,
} from '../src/domain/registration/reminders';
import {
  REGISTRATIONS,
  REGISTRATION_SETTINGS,
  registrationFromFields,
  registrationReference,
  type Registration,
} from '../src/domain/registration/registrations';
import { siteDate } from '../src/domain/siteClock';
import type { Programme } from '../src/domain/types';
import { publicSiteUrl } from '../src/services/firebaseConfig';
import { documentsOf, runQuery, type Database } from '../src/services/firestoreRest';
import { CommandError, messageOf, runCommand } from './commandLine';
import {
  DEFAULT_EMULATOR_HOST,
  DEFAULT_FIRESTORE_EMULATOR_HOST,
  firebaseFailure,
  openProject,
  parseProjectFlags,
  type ProjectFlags,
} from './openProject';
import { commitWrites, readByIds } from './toolFirestore';

export const USAGE = `Usage: npm run send-reminders -- [--dry-run] [--emulator [host:port]] [--project <id>]

E-mails each person registered for a programme starting in the next ${REMINDER_DAYS_BEFORE} days one reminder,
unless the programme's team switched its reminders off. Prints titles, counts and references only.

  --dry-run    say what it would send, and send and write nothing
  --emulator   the local emulators: Auth (default ${DEFAULT_EMULATOR_HOST}, or FIREBASE_AUTH_EMULATOR_HOST)
               and Firestore (FIRESTORE_EMULATOR_HOST, default ${DEFAULT_FIRESTORE_EMULATOR_HOST})
  --project    the project; required for a real one, which is reached with Google's application
               default credentials (GOOGLE_APPLICATION_CREDENTIALS, or the workflow's sign-in)

The environment: SMTP_URL (smtp://user:password@host:587) and MAIL_FROM (the sender), needed
unless --dry-run; SITE_URL, the site's address for the links (by default the project's).`;

export interface ReminderOptions extends ProjectFlags {
  /** The SMTP server, as a URL; undefined in a dry run without one. */
  smtpUrl?: string;
  /** The sender: an address, or 'Name <address>'. */
  mailFrom?: string;
  /** The site's address for the links; undefined: the project's default. */
  siteUrl?: string;
}

/** Reads the command line and the environment; FIREBASE_AUTH_EMULATOR_HOST picks the emulator. */
export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv): ReminderOptions {
  const options: ReminderOptions = parseProjectFlags(argv, env, {
    noProject:
      'Name the project whose registrations to remind (--project <id>), or pass --emulator for the local stack.',
  });
  options.smtpUrl = env.SMTP_URL?.trim() || undefined;
  options.mailFrom = env.MAIL_FROM?.trim() || undefined;
  options.siteUrl = env.SITE_URL?.trim() || undefined;
  if (!options.dryRun && (!options.smtpUrl || !options.mailFrom))
    throw new CommandError(
      'Set SMTP_URL (smtp://user:password@host:587) and MAIL_FROM (the sender, "Youth Commission <youth@example.org>") to send reminders, or pass --dry-run.',
    );
  if (options.smtpUrl && !/^smtps?:\/\/[^\s/]+/.test(options.smtpUrl))
    throw new CommandError('SMTP_URL must be an smtp:// or smtps:// address (smtp://host:587).');
  return options;
}

/** The site's address for the links: SITE_URL, else the dev server's or the project's own. */
export function siteUrlOf(options: ReminderOptions, projectId: string): string {
  if (options.siteUrl) return options.siteUrl.replace(/\/+$/, '');
  return options.emulatorHost
    ? 'http://localhost:5173'
    : publicSiteUrl({ VITE_FIREBASE_PROJECT_ID: projectId });
}

/** One e-mail as the command hands it to the SMTP server, its sender added there. */
export interface OutgoingMail extends ReminderEmail {
  to: string;
}

/** The reminders of one programme a run sent (or, in a dry run, would send). */
export interface ProgrammeReminded {
  programmeId: string;
  title: string;
  firstDay: string;
  emailed: number;
}

/** What a run did: titles, counts and references only. */
export interface ReminderReport {
  dryRun: boolean;
  /** Programmes starting in the next REMINDER_DAYS_BEFORE days. */
  programmes: number;
  reminded: ProgrammeReminded[];
  /** Programmes taking registrations whose team switched the e-mail off. */
  off: Array<{ title: string; firstDay: string }>;
  /** Reminders not sent, or sent and not recorded, by registration reference. */
  failed: Array<{ title: string; reference: string; reason: string }>;
  /** Documents read, as Firestore bills them. */
  reads: number;
}

/**
 * Records that `registration` was e-mailed at `at`: its programme, the time and its expiry, the
 * team's WhatsApp reminder kept as it is. A record read as missing is made whole (no WhatsApp
 * reminder), unless the team made one meanwhile, which is then kept.
 */
async function recordEmailed(
  database: Database,
  registration: Pick<Registration, 'id' | 'programmeId' | 'expiresAt'>,
  existed: boolean,
  at: Date,
): Promise<void> {
  const name = `${documentsOf(database)}/${REMINDER_SENDS}/${encodeURIComponent(registration.id)}`;
  const fields = {
    programmeId: { stringValue: registration.programmeId },
    emailedAt: { timestampValue: at.toISOString() },
    expiresAt: { timestampValue: registration.expiresAt },
  };
  const onlyTheEmail = {
    update: { name, fields },
    updateMask: { fieldPaths: Object.keys(fields) },
  };
  let response = await commitWrites(database, [
    existed
      ? onlyTheEmail
      : {
          update: {
            name,
            fields: { ...fields, whatsappAt: { nullValue: null }, whatsappBy: { stringValue: '' } },
          },
          currentDocument: { exists: false },
        },
  ]);
  if (!response.ok && !existed) response = await commitWrites(database, [onlyTheEmail]);
  if (!response.ok)
    throw new Error(
      `sent, but not recorded (${REMINDER_SENDS}/${registration.id}: HTTP ${response.status} ${await response.text()}), so it may be sent again`,
    );
}

/**
 * E-mails the reminders due at `now` in `database` (read and written with the tool's credential),
 * each through `send`. Resolves with what it did; a reminder that could not be sent or recorded
 * is in `failed`.
 */
export async function sendReminders(
  database: Database,
  {
    dryRun,
    now = new Date(),
    siteUrl,
    send,
  }: {
    dryRun: boolean;
    now?: Date;
    siteUrl: string;
    send: (mail: OutgoingMail) => Promise<unknown>;
  },
): Promise<ReminderReport> {
  const today = siteDate(now);
  const { after, until } = remindedStarts(today);
  const programmes: Programme[] = (
    await runQuery(
      {
        collection: 'events',
        where: [
          ['startDate', '>', after],
          ['startDate', '<=', until],
        ],
      },
      database,
    )
  ).map(({ id, fields }) => COLLECTIONS.events.decode(id, fields));
  const report: ReminderReport = {
    dryRun,
    programmes: programmes.length,
    reminded: [],
    off: [],
    failed: [],
    reads: Math.max(1, programmes.length),
  };
  const ids = programmes.map((p) => p.id);
  const taking = await readByIds(database, REGISTRATION_SETTINGS, ids);
  const settings = await readByIds(database, PROGRAMME_REMINDERS, ids);
  report.reads += taking.reads + settings.reads;
  for (const programme of programmes.filter((p) => taking.found.has(p.id))) {
    const stored = settings.found.get(programme.id);
    const reminders = stored
      ? programmeRemindersFromFields(programme.id, stored.fields)
      : { ...DEFAULT_REMINDER_SETTINGS, programmeId: programme.id };
    if (!reminders.email) {
      report.off.push({ title: programme.title, firstDay: programme.startDate });
      continue;
    }
    const ofProgramme = (collection: string) =>
      runQuery({ collection, where: ['programmeId', '==', programme.id] }, database);
    const [registrations, records] = await Promise.all([
      ofProgramme(REGISTRATIONS),
      ofProgramme(REMINDER_SENDS),
    ]);
    report.reads += Math.max(1, registrations.length) + Math.max(1, records.length);
    const sends = new Map(
      records.map(({ id, fields }) => [id, reminderSendFromFields(id, fields)] as const),
    );
    const due = registrations
      .map(({ id, fields }) => registrationFromFields(id, fields))
      .filter((registration) =>
        emailReminderDue(registration, {
          firstDay: programme.startDate,
          today,
          emailed: (sends.get(registration.id)?.emailedAt ?? null) !== null,
          remindersOn: true,
        }),
      );
    let emailed = 0;
    for (const registration of due) {
      const mail = reminderEmail(reminderFacts(programme, registration, reminders, siteUrl));
      try {
        if (!dryRun) {
          await send({ to: registration.email, ...mail });
          await recordEmailed(database, registration, sends.has(registration.id), new Date());
        }
        emailed++;
      } catch (error) {
        report.failed.push({
          title: programme.title,
          reference: registrationReference(registration.id),
          reason: messageOf(error),
        });
      }
    }
    if (emailed > 0)
      report.reminded.push({
        programmeId: programme.id,
        title: programme.title,
        firstDay: programme.startDate,
        emailed,
      });
  }
  return report;
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The report in words, a line each: titles, counts and references only. */
export function describeReport(report: ReminderReport, where = ''): string[] {
  const total = report.reminded.reduce((sum, p) => sum + p.emailed, 0);
  return [
    `Programmes starting in the next ${REMINDER_DAYS_BEFORE} days${where}: ${report.programmes}.`,
    total === 0
      ? 'No reminder was due.'
      : `${report.dryRun ? 'Would e-mail' : 'E-mailed'} ${plural(total, 'reminder')}${report.dryRun ? ' (a dry run: nothing was sent)' : ''}:`,
    ...report.reminded.map((p) => `  ${p.title} (${p.firstDay}): ${p.emailed}.`),
    ...report.off.map(
      (p) => `Reminders switched off by the team: ${p.title} (${p.firstDay}), none sent.`,
    ),
    ...report.failed.map(
      (f) =>
        `Could not e-mail the reminder of ${f.reference} (${f.title}): ${f.reason}. The next run tries again.`,
    ),
    `Firestore reads: ${report.reads.toLocaleString('en-US')}.`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await runCommand(USAGE, async (argv) => {
    const options = parseArgs(argv, process.env);
    const { app, where, firestore, projectId } = await openProject(options, process.env, {
      name: 'send-reminders',
      credential: 'application-default',
    });
    const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
    try {
      const report = await sendReminders(firestore, {
        dryRun: options.dryRun,
        siteUrl: siteUrlOf(options, projectId),
        send: (mail) => {
          if (!transport) throw new Error('no SMTP server (SMTP_URL)');
          return transport.sendMail({ from: options.mailFrom, ...mail });
        },
      }).catch((error: unknown) => {
        throw firebaseFailure(error, options, 'Firestore refused');
      });
      for (const line of describeReport(report, where)) console.log(line);
      if (report.failed.length > 0) process.exitCode = 1;
    } finally {
      transport?.close();
      await deleteApp(app);
    }
  });
