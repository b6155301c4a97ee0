/**
 * The reminders before a programme. The nightly e-mail (scripts/sendReminders.ts) against a local
 * backend of its own, with Firestore's real SDK writing what the site would have written, and a
 * local SMTP server (smtp-server) receiving the mail, read back as a mail program reads it
 * (postal-mime): who gets it, its words in English and in Hindi, nobody twice, none for a
 * programme whose team switched them off, and a send the server refused tried again the next
 * run. Then the command itself, as the workflow runs it, against the test stack; and the team's
 * 'Remind on WhatsApp' record, through the site's service, which the rules judge.
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  Timestamp,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getFirestore,
  setDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import nodemailer from 'nodemailer';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  OWNER,
  PROJECT_ID,
  startTestBackend,
  type TestBackend,
} from '../../local-backend/testSupport';
import { describeReport, sendReminders, type OutgoingMail } from '../../scripts/sendReminders';
import { addDays, formatProgrammeDates, isoDate, parseDate } from '../../src/domain/programmes';
import { CALENDAR_HI } from '../../src/words/hi';
import { REMINDER_SENDS, reminderSendFromFields } from '../../src/domain/registration/reminders';
import { expiryOf, registrationReference } from '../../src/domain/registration/registrations';
import { siteDate } from '../../src/domain/siteClock';
import type { Database } from '../../src/services/firestoreRest';
import { storedFields } from '../../src/services/storedFields';
import { db as siteDb } from '../../src/services/firebase';
import { recordWhatsAppReminder } from '../../src/services/registration/reminders';
import { EDITOR, VOLUNTEER, ensureTestAccounts, ensureVolunteerOnTeam } from './support/accounts';
import { Cleanup } from './support/cleanup';
import { signInAs, signedOut } from './support/session';

const root = path.resolve(import.meta.dirname, '../..');
const NOW = new Date();
const TODAY = siteDate(NOW);
/** India's date `days` days from today. */
const day = (days: number) => isoDate(addDays(parseDate(TODAY)!, days));
const SITE = 'https://youth.example.org';

// ---------------------------------------------------------------------------------------------
// A local SMTP server: what it received, and whether it refuses an address.

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP server on a free port that keeps each message and refuses the addresses asked. */
async function startSmtpServer() {
  const received: Received[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** A message as a mail program reads it: its addresses, subject, text and HTML. */
async function read(message: Received) {
  const email = await PostalMime.parse(message.raw);
  return {
    to: message.to,
    from: email.from?.address ?? '',
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: email.html ?? '',
  };
}

// ---------------------------------------------------------------------------------------------
// The data: a camp in two days, a retreat tomorrow with its reminders off, a rally in two days
// that takes no registrations here, and a pilgrimage in four days.

const programme = (title: string, startDate: string, endDate = '') => ({
  title,
  startDate,
  endDate,
  time: '9:00 AM',
  place: 'St. Peter’s College, Agra',
  description: '',
  titleHi: title === 'Youth Camp' ? 'युवा शिविर' : '',
  placeHi: '',
  descriptionHi: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: '2026-01-15T10:00:00.000Z',
});

const CAMP_FIRST = day(2);
const CAMP_LAST = day(4);

const registration = (programmeId: string, who: string, fields: Record<string, unknown> = {}) => ({
  programmeId,
  account: `uid-${who}`,
  email: `${who}@example.org`,
  name: 'Asha Verma',
  dob: '2000-05-01',
  phone: '+91 98765 43210',
  parish: 'Cathedral, Agra',
  deanery: 'Agra City',
  emergencyName: 'Sunita Verma',
  emergencyPhone: '98765 00000',
  answers: {},
  health: '',
  consent: 'self',
  noticeVersion: '2026-11-27',
  noticeLanguage: 'en',
  createdAt: Timestamp.fromDate(new Date(`${day(-20)}T10:00:00.000Z`)),
  status: 'confirmed',
  waitNumber: null,
  cancelReason: '',
  arrivedAt: null,
  addedBy: '',
  expiresAt: Timestamp.fromDate(expiryOf(CAMP_LAST)!),
  ...fields,
});

const ASHA = 'camp_a5a0000000000001';
const RAVI = 'camp_b0b0000000000002';
const REGISTRATIONS = {
  [ASHA]: registration('camp', 'asha'),
  // A child registered in Hindi by a parent: the e-mail goes to the parent's address.
  [RAVI]: registration('camp', 'parent-of-ravi', {
    name: 'Ravi Kumar',
    dob: '2012-01-01',
    consent: 'guardian',
    noticeLanguage: 'hi',
    noticeVersion: '2026-11-30',
  }),
  camp_c0c0000000000003: registration('camp', 'maria', {
    name: 'Maria D’Souza',
    status: 'waiting',
    waitNumber: 1,
  }),
  camp_d0d0000000000004: registration('camp', 'priya', {
    name: 'Priya Singh',
    status: 'cancelled',
    cancelReason: 'Exams that week',
  }),
  camp_e0e0000000000005: registration('camp', '', {
    name: 'Vikram Lal',
    account: '',
    email: '',
    consent: 'paper',
    addedBy: 'uid-anita',
  }),
  retreat_f0f0000000000006: registration('retreat', 'gita', { name: 'Gita Sen' }),
  pilgrimage_a0a0000000000007: registration('pilgrimage', 'john', { name: 'John Masih' }),
};

let t: TestBackend;
let db: Firestore;
let database: Database;
let smtp: SmtpServer;
let transport: ReturnType<typeof nodemailer.createTransport>;
const send = (mail: OutgoingMail) =>
  transport.sendMail({ from: 'Youth Commission Agra <youth@example.org>', ...mail });

const run = (dryRun = false, now = NOW) =>
  sendReminders(database, { dryRun, now, siteUrl: SITE, send });

const sendOf = async (id: string) => {
  const snapshot = await getDoc(doc(db, REMINDER_SENDS, id));
  return snapshot.exists() ? reminderSendFromFields(id, storedFields(snapshot.data())) : null;
};

beforeAll(async () => {
  [t, smtp] = await Promise.all([startTestBackend(), startSmtpServer()]);
  transport = nodemailer.createTransport(smtp.url);
  db = t.clients(OWNER).db;
  database = {
    origin: t.firestoreUrl,
    projectId: PROJECT_ID,
    accessToken: () => Promise.resolve(OWNER),
  };
  const batch = writeBatch(db);
  batch.set(doc(db, 'events/camp'), programme('Youth Camp', CAMP_FIRST, CAMP_LAST));
  batch.set(doc(db, 'programmeRegistration/camp'), { programmeId: 'camp', open: true });
  batch.set(doc(db, 'programmeReminders/camp'), {
    programmeId: 'camp',
    email: true,
    whatToBring: 'A Bible\nA water bottle',
    whatToBringHi: 'बाइबिल\nपानी की बोतल',
    updatedAt: '2026-01-15T10:00:00.000Z',
    updatedBy: 'uid-anita',
  });
  batch.set(doc(db, 'events/retreat'), programme('Advent Retreat', day(1)));
  batch.set(doc(db, 'programmeRegistration/retreat'), { programmeId: 'retreat', open: true });
  batch.set(doc(db, 'programmeReminders/retreat'), {
    programmeId: 'retreat',
    email: false,
    whatToBring: '',
    updatedAt: '2026-01-15T10:00:00.000Z',
    updatedBy: 'uid-anita',
  });
  batch.set(doc(db, 'events/rally'), programme('Youth Rally', day(2)));
  batch.set(doc(db, 'events/pilgrimage'), programme('Pilgrimage', day(4)));
  batch.set(doc(db, 'programmeRegistration/pilgrimage'), { programmeId: 'pilgrimage' });
  for (const [id, fields] of Object.entries(REGISTRATIONS))
    batch.set(doc(db, 'registrations', id), fields);
  // A team member reminded Asha on WhatsApp yesterday: the e-mail's record keeps it.
  batch.set(doc(db, REMINDER_SENDS, ASHA), {
    programmeId: 'camp',
    emailedAt: null,
    whatsappAt: Timestamp.fromDate(new Date(NOW.getTime() - 86_400_000)),
    whatsappBy: 'uid-anita',
    expiresAt: REGISTRATIONS[ASHA].expiresAt,
  });
  await batch.commit();
});

afterAll(async () => {
  transport?.close();
  await Promise.all([t?.stop(), smtp?.stop()]);
});

beforeEach(() => {
  smtp.received.length = 0;
});

describe('the nightly e-mail', () => {
  it('in a dry run, says what it would send, and sends and writes nothing', async () => {
    const report = await run(true);
    expect(describeReport(report)).toEqual([
      'Programmes starting in the next 2 days: 3.',
      'Would e-mail 2 reminders (a dry run: nothing was sent):',
      `  Youth Camp (${CAMP_FIRST}): 2.`,
      `Reminders switched off by the team: Advent Retreat (${day(1)}), none sent.`,
      // The programmes (3), their settings and reminders by id (2 found each), the camp's 5
      // registrations and its 1 record.
      'Firestore reads: 13.',
    ]);
    expect(smtp.received).toEqual([]);
    expect((await sendOf(ASHA))?.emailedAt).toBeNull();
    expect(await sendOf(RAVI)).toBeNull();
  });

  it('e-mails each confirmed registration once, at the address that registered, and records it', async () => {
    const report = await run();
    expect(report.failed).toEqual([]);
    expect(report.reminded).toEqual([
      { programmeId: 'camp', title: 'Youth Camp', firstDay: CAMP_FIRST, emailed: 2 },
    ]);
    // Neither the waiting nor the cancelled registration, the walk-in without an address, the
    // retreat whose reminders are off nor the pilgrimage in four days.
    expect(smtp.received.map((m) => m.to).sort()).toEqual([
      ['asha@example.org'],
      ['parent-of-ravi@example.org'],
    ]);
    expect(smtp.received.every((m) => m.from === 'youth@example.org')).toBe(true);
    lastRun = [...smtp.received];
    const asha = await sendOf(ASHA);
    expect(asha?.emailedAt).not.toBeNull();
    // The WhatsApp reminder of yesterday stays.
    expect(asha).toMatchObject({ programmeId: 'camp', whatsappBy: 'uid-anita' });
    expect(asha?.whatsappAt).not.toBeNull();
    expect(await sendOf(RAVI)).toMatchObject({
      programmeId: 'camp',
      whatsappAt: null,
      whatsappBy: '',
      expiresAt: expiryOf(CAMP_LAST)!.toISOString(),
    });
    expect((await sendOf(RAVI))?.emailedAt).not.toBeNull();
  });

  it('writes in English to a registration made in English', async () => {
    // The messages of the run above, as the server received them.
    const [mail] = (await mailsOfLastRun()).filter((m) => m.to.includes('asha@example.org'));
    expect(mail?.from).toBe('youth@example.org');
    expect(mail?.subject).toBe(`Reminder: Youth Camp, ${datesOf('en')}, 9:00 AM`);
    expect(mail?.text).toContain(
      'A reminder: Youth Camp starts soon, and Asha Verma is registered for it.',
    );
    expect(mail?.text).toContain(`When: ${datesOf('en')}, 9:00 AM`);
    expect(mail?.text).toContain('Where: St. Peter’s College, Agra');
    expect(mail?.text).toContain(`Reference: ${registrationReference(ASHA)}`);
    expect(mail?.text).toContain('What to bring:\nA Bible\nA water bottle');
    expect(mail?.text).toContain(`The programme: ${SITE}/programmes/camp`);
    expect(mail?.text).toContain(
      'You get this e-mail because this address registered Asha Verma for Youth Camp on youth.example.org.',
    );
    expect(mail?.html).toContain(`<a href="${SITE}/programmes/camp">`);
  });

  it('writes in Hindi to a registration made in Hindi, to the parent of a child', async () => {
    const [mail] = (await mailsOfLastRun()).filter((m) =>
      m.to.includes('parent-of-ravi@example.org'),
    );
    expect(mail?.subject).toBe(`रिमाइंडर: युवा शिविर, ${datesOf('hi')}, 9:00 AM`);
    expect(mail?.text).toContain('नमस्ते,');
    expect(mail?.text).toContain(
      'याद दिला दें: युवा शिविर जल्द ही शुरू हो रहा है, और इसके लिए Ravi Kumar का रजिस्ट्रेशन हुआ है।',
    );
    expect(mail?.text).toContain('साथ क्या लाएँ:\nबाइबिल\nपानी की बोतल');
    expect(mail?.text).toContain(`रेफ़रेंस: ${registrationReference(RAVI)}`);
    expect(mail?.text).toContain(`${SITE}/hi/programmes/camp`);
    expect(mail?.html).toContain('lang="hi"');
  });

  it('sends nothing on a second run', async () => {
    const report = await run();
    expect(describeReport(report)).toContain('No reminder was due.');
    expect(smtp.received).toEqual([]);
  });

  it('reports a send the SMTP server refused, records nothing, and sends it on the next run', async () => {
    const late = 'camp_1a7e000000000008';
    await setDoc(doc(db, 'registrations', late), registration('camp', 'late', { name: 'Late' }));
    smtp.refused.add('late@example.org');
    const refused = await run();
    expect(refused.failed).toEqual([
      {
        title: 'Youth Camp',
        reference: registrationReference(late),
        reason: expect.stringMatching(/550|Mailbox unavailable/),
      },
    ]);
    expect(describeReport(refused)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Could not e-mail the reminder of ${registrationReference(late)} \\(Youth Camp\\): .+\\. The next run tries again\\.$`,
        ),
      ),
    );
    expect(await sendOf(late)).toBeNull();

    smtp.refused.clear();
    // The next night: the day before the first day.
    const next = await run(false, new Date(NOW.getTime() + 86_400_000));
    expect(next.failed).toEqual([]);
    expect(smtp.received.map((m) => m.to)).toEqual([['late@example.org']]);
    expect((await sendOf(late))?.emailedAt).not.toBeNull();
  });

  it('sends none once the first day has come', async () => {
    await setDoc(doc(db, 'registrations', 'camp_0a0a000000000009'), registration('camp', 'door'));
    const report = await run(false, new Date(`${CAMP_FIRST}T03:00:00.000Z`));
    // (The pilgrimage, two days on then, is reminded.)
    expect(report.reminded.map((p) => p.programmeId)).toEqual(['pilgrimage']);
    expect(smtp.received.flatMap((m) => m.to)).toEqual(['john@example.org']);
  });

  it('sends none for a programme whose team switched its reminders off', async () => {
    const report = await run(false, new Date(NOW.getTime() - 86_400_000));
    expect(report.off).toEqual([{ title: 'Advent Retreat', firstDay: day(1) }]);
    expect(smtp.received.flatMap((m) => m.to)).not.toContain('gita@example.org');
    expect(await sendOf('retreat_f0f0000000000006')).toBeNull();
  });
});

/** The messages of the run that e-mailed Asha and Ravi, kept aside before the next test. */
let lastRun: Received[] = [];
const mailsOfLastRun = () => Promise.all(lastRun.map(read));
/** The camp's days as the reminder writes them in a language. */
const datesOf = (language: 'en' | 'hi') =>
  formatProgrammeDates(
    { startDate: CAMP_FIRST, endDate: CAMP_LAST },
    language === 'hi' ? CALENDAR_HI : undefined,
  );

// ---------------------------------------------------------------------------------------------
// The command, as the workflow runs it, against the test stack.

/** A Firestore client of the test stack with the emulators' owner access, past the rules. */
function stackAsOwner() {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  const app = initializeApp(
    { projectId: process.env.GCLOUD_PROJECT ?? 'demo-youth-commission' },
    `reminders-owner-${Date.now()}`,
  );
  const owner = getFirestore(app);
  connectFirestoreEmulator(owner, host ?? '127.0.0.1', Number(port), { mockUserToken: OWNER });
  return { owner, close: () => deleteApp(app) };
}

describe('npm run send-reminders', () => {
  const cleanup = new Cleanup();
  const stamp = `${Date.now()}`;
  const programmeId = `reminded-${stamp}`;
  const registrationId = `${programmeId}_5e4d000000000001`;
  const address = `reminded-${stamp}@example.org`;
  let stack: ReturnType<typeof stackAsOwner>;

  beforeAll(async () => {
    stack = stackAsOwner();
    const { owner } = stack;
    const paths = [
      `events/${programmeId}`,
      `programmeRegistration/${programmeId}`,
      `registrations/${registrationId}`,
      `${REMINDER_SENDS}/${registrationId}`,
    ];
    cleanup.add(paths, (all) => Promise.all(all.map((p) => deleteDoc(doc(owner, p)))));
    await setDoc(doc(owner, paths[0]!), programme('Youth Day', day(1)));
    await setDoc(doc(owner, paths[1]!), { programmeId, open: true });
    await setDoc(
      doc(owner, paths[2]!),
      registration(programmeId, 'x', {
        email: address,
        expiresAt: Timestamp.fromDate(expiryOf(day(1))!),
      }),
    );
  });
  afterAll(async () => {
    await cleanup.run();
    await stack?.close();
  });

  const command = (args: string[], env: NodeJS.ProcessEnv) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/sendReminders.ts', ...args],
        { cwd: root, env: { PATH: process.env.PATH, ...env } },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  const STACK = {
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
    FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? '',
    GCLOUD_PROJECT: process.env.GCLOUD_PROJECT ?? 'demo-youth-commission',
  };

  it('e-mails the reminders due on the local stack through the SMTP server it is given', async () => {
    const { code, stdout, stderr } = await command(['--emulator'], {
      ...STACK,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Youth Commission Agra <youth@example.org>',
      SITE_URL: SITE,
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^Programmes starting in the next 2 days \(Auth emulator at .+\): \d+\.$/m,
    );
    expect(stdout).toContain(`  Youth Day (${day(1)}): 1.`);
    expect(stdout).toMatch(/^Firestore reads: \d+\.$/m);
    // Titles, counts and references only: no one's name or address.
    expect(stdout).not.toContain(address);
    expect(stdout).not.toContain('Asha');
    const [mail] = await Promise.all(smtp.received.filter((m) => m.to.includes(address)).map(read));
    expect(mail).toMatchObject({
      from: 'youth@example.org',
      subject: expect.stringContaining('Youth Day'),
    });
    expect(mail?.text).toContain(`${SITE}/programmes/${programmeId}`);
    const { owner } = stack;
    const record = await getDoc(doc(owner, REMINDER_SENDS, registrationId));
    expect(record.data()?.emailedAt).toBeInstanceOf(Timestamp);
  });

  it('refuses to send without an SMTP server, and to guess the project', async () => {
    const noServer = await command(['--emulator'], STACK);
    expect(noServer.code).toBe(1);
    expect(noServer.stderr).toContain('Set SMTP_URL (smtp://user:password@host:587) and MAIL_FROM');
    const noProject = await command([], {});
    expect(noProject.code).toBe(1);
    expect(noProject.stderr).toContain(
      'Name the project whose registrations to remind (--project <id>)',
    );
  });

  it("records the team's WhatsApp reminder, as an editor, the e-mail's record kept", async () => {
    await ensureTestAccounts();
    const uid = await ensureVolunteerOnTeam();
    await signInAs(VOLUNTEER);
    try {
      const registered = {
        id: registrationId,
        programmeId,
        expiresAt: expiryOf(day(1))!.toISOString(),
      };
      await recordWhatsAppReminder(registered);
      const stored = reminderSendFromFields(
        registrationId,
        storedFields((await getDoc(doc(siteDb, REMINDER_SENDS, registrationId))).data()!),
      );
      expect(stored).toMatchObject({ programmeId, whatsappBy: uid });
      expect(stored.emailedAt).not.toBeNull();
      expect(Math.abs(Date.parse(stored.whatsappAt!) - Date.now())).toBeLessThan(60_000);
      // Again, later: the record moves on.
      await recordWhatsAppReminder(registered);

      await signInAs(EDITOR);
      await expect(recordWhatsAppReminder(registered)).rejects.toThrow(/insufficient permissions/);
    } finally {
      await signedOut();
    }
  });
});
