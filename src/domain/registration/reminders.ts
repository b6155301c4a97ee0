/**
 * Reminders to the people registered for a programme, before it starts: one e-mail, sent by the
 * nightly command (`npm run send-reminders`, scripts/sendReminders.ts) with no one's action, and a
 * WhatsApp message the team may send from its own phone (the registrations screen's 'Remind on
 * WhatsApp').
 *
 * Two collections, beside the registration's own documents (which they leave as they are):
 * - `programmeReminders/{programmeId}`: the team's reminder settings of a programme, saved with
 *   the programme's form: whether the e-mail reminder is sent (`email`; a programme without this
 *   document sends it), and what to bring (`whatToBring`, its Hindi `whatToBringHi`), each save
 *   signed and stamped by the team member's device.
 * - `reminderSends/{registrationId}`: what was sent to one registration: `emailedAt` (written only
 *   by the nightly command), `whatsappAt` and `whatsappBy` (the team member who pressed 'Remind on
 *   WhatsApp'), and the registration's own `expiresAt`, so that a time-to-live policy deletes it
 *   with the registration.
 *
 * The rule of when a registration is e-mailed (emailReminderDue), the reminder's words in the
 * registration's language (the Hindi ones in words/hiRegistration.ts), and the WhatsApp number
 * of a phone as people type it. Plain data and pure functions.
 */
import { CALENDAR_HI } from '../../words/hi';
import { REGISTRATION_HI } from '../../words/hiRegistration';
import type { RegistrationText } from '../../words/en';
import { fill } from '../../words/fill';
import { pathInLanguage, type Language } from '../../words/languages';
import type { Say } from '../../words/sentence';
import { addDays, formatProgrammeDates, isoDate, parseDate, programmeTextIn } from '../programmes';
import { PUBLIC_PATHS, programmePath } from '../publicPaths';
import { uriComponent } from '../uriComponent';
import type { Programme } from '../types';
import { registrationReference, type Registration } from './registrations';

export const PROGRAMME_REMINDERS = 'programmeReminders';
export const REMINDER_SENDS = 'reminderSends';

/** Days before a programme's first day that its e-mail reminder is sent. */
export const REMINDER_DAYS_BEFORE = 2;

/** The longest a programme's 'What to bring' may be, in English and in Hindi. */
export const WHAT_TO_BRING_MAX = 500;

/** What the team sets for a programme's reminders. */
export interface ReminderSettings {
  /** Whether the nightly command e-mails its registrants a reminder. */
  email: boolean;
  /** What to bring, several lines; '' for nothing said. */
  whatToBring: string;
  /** What to bring in Hindi, which a Hindi reminder says in place of `whatToBring`; '' for none. */
  whatToBringHi: string;
}

/** A programme's reminders before the team saves any: the e-mail is sent, nothing to bring said. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  email: true,
  whatToBring: '',
  whatToBringHi: '',
};

/** `programmeReminders/{programmeId}` as stored. */
export interface ProgrammeReminders extends ReminderSettings {
  programmeId: string;
  /** When and by whom it was last saved: a stamp of their device, and their uid. */
  updatedAt: string;
  updatedBy: string;
}

/** `reminderSends/{registrationId}` as stored (timestamps as ISO strings once read). */
export interface ReminderSend {
  /** The registration's id. */
  id: string;
  programmeId: string;
  /** When the reminder was e-mailed; null before. */
  emailedAt: string | null;
  /** When a team member last pressed 'Remind on WhatsApp'; null before. */
  whatsappAt: string | null;
  /** Who pressed it (their uid); '' before. */
  whatsappBy: string;
  /** The registration's own expiry: the record goes with it. */
  expiresAt: string;
}

// ---------------------------------------------------------------------------------------------
// When the e-mail is sent.

/** The day ('YYYY-MM-DD') `days` after `day`, or null when `day` is not a date. */
function dayAfter(day: string, days: number): string | null {
  const date = parseDate(day);
  return date && isoDate(addDays(date, days));
}

/**
 * The days (India's dates, 'YYYY-MM-DD') on which a programme starting on `firstDay` has its
 * reminders e-mailed: from REMINDER_DAYS_BEFORE days before it to the day before, both included;
 * null when the first day is not a date.
 */
export function reminderDays(firstDay: string): { from: string; to: string } | null {
  const from = dayAfter(firstDay, -REMINDER_DAYS_BEFORE);
  const to = dayAfter(firstDay, -1);
  return from && to ? { from, to } : null;
}

/**
 * The first days of the programmes the nightly command looks at on `today`: after today, and no
 * more than REMINDER_DAYS_BEFORE days after it (startDate > after, startDate <= until).
 */
export function remindedStarts(today: string): { after: string; until: string } {
  return { after: today, until: dayAfter(today, REMINDER_DAYS_BEFORE) ?? today };
}

/**
 * Whether the nightly run on `today` (India's date) e-mails a registration its reminder: a
 * confirmed registration made by an account (so with an address: a walk-in has none), not yet
 * e-mailed, of a programme whose team left reminders on, from two days before the first day (or
 * on the day before, for a registration made after that day, the first run that sees it) until
 * the first day comes, when none is sent any more. A run that failed to send one tries again the
 * next night, while the first day has not come.
 */
export function emailReminderDue(
  registration: Pick<Registration, 'status' | 'email'>,
  {
    firstDay,
    today,
    emailed,
    remindersOn,
  }: { firstDay: string; today: string; emailed: boolean; remindersOn: boolean },
): boolean {
  const days = reminderDays(firstDay);
  return (
    remindersOn &&
    !emailed &&
    registration.status === 'confirmed' &&
    registration.email.trim() !== '' &&
    days !== null &&
    days.from <= today &&
    today <= days.to
  );
}

// ---------------------------------------------------------------------------------------------
// The reminder's words.

/**
 * Says a text of the reminder in `language`: the registration pages' table gives the Hindi (the
 * reminder's texts are among them, docs/translation.md lists them), English as written.
 */
export function reminderSay(language: Language): Say {
  if (language === 'en') return fill;
  return (text, values) => fill((REGISTRATION_HI as Record<string, string>)[text] ?? text, values);
}

/** What a reminder says of one registration, in the registration's language. */
export interface ReminderFacts {
  language: Language;
  /** The person registered. */
  name: string;
  reference: string;
  title: string;
  /** The day or days ('Sat 14 Jun 2026', '14–16 Jun 2026'), then the time when there is one. */
  when: string;
  place: string;
  /** What to bring, as its lines; none when nothing is said. */
  whatToBring: string[];
  /** The programme's page, in the registration's language. */
  pageUrl: string;
  /** 'My registrations', where it is seen and cancelled. */
  myRegistrationsUrl: string;
  /** The site's host, that the e-mail names as where the registration was made. */
  site: string;
}

/**
 * The facts of a registration's reminder in its language (noticeLanguage: the language of the
 * page it was made on; English for a walk-in): the programme's title and place in Hindi where
 * the team gave them, its days with Hindi month names, and what to bring in Hindi where given.
 */
export function reminderFacts(
  programme: Pick<
    Programme,
    | 'id'
    | 'title'
    | 'startDate'
    | 'endDate'
    | 'time'
    | 'place'
    | 'description'
    | 'titleHi'
    | 'placeHi'
    | 'descriptionHi'
  >,
  registration: Pick<Registration, 'id' | 'name' | 'noticeLanguage'>,
  settings: Pick<ReminderSettings, 'whatToBring' | 'whatToBringHi'>,
  siteUrl: string,
): ReminderFacts {
  const language = registration.noticeLanguage;
  const shown = programmeTextIn(programme, language);
  const dates = formatProgrammeDates(programme, language === 'hi' ? CALENDAR_HI : undefined);
  const things =
    language === 'hi' && settings.whatToBringHi.trim()
      ? settings.whatToBringHi
      : settings.whatToBring;
  const site = siteUrl.replace(/\/+$/, '');
  return {
    language,
    name: registration.name,
    reference: registrationReference(registration.id),
    title: shown.title.text,
    when: [dates, programme.time.trim()].filter(Boolean).join(', '),
    place: shown.place.text.trim(),
    whatToBring: things
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    pageUrl: `${site}${pathInLanguage(programmePath(programme.id), language)}`,
    myRegistrationsUrl: `${site}${pathInLanguage(PUBLIC_PATHS.myRegistrations, language)}`,
    site: site.replace(/^https?:\/\//, ''),
  };
}

/** A text of the reminder: one of the registration pages' (REGISTRATION_HI). */
type ReminderText = RegistrationText;

/** The reminder's message itself, in paragraphs of lines: what the e-mail and WhatsApp both say. */
function messageOf(facts: ReminderFacts, say: Say): string[][] {
  const line = (text: ReminderText, values?: Readonly<Record<string, string>>) => say(text, values);
  return [
    [
      line('A reminder: {title} starts soon, and {name} is registered for it.', {
        title: facts.title,
        name: facts.name,
      }),
    ],
    [
      line('When: {when}', { when: facts.when }),
      ...(facts.place ? [line('Where: {where}', { where: facts.place })] : []),
      line('Reference: {reference}', { reference: facts.reference }),
    ],
    ...(facts.whatToBring.length > 0 ? [[line('What to bring:'), ...facts.whatToBring]] : []),
  ];
}

/** The WhatsApp message the team sends from its phone: the reminder, and the programme's page. */
export function whatsAppReminderText(facts: ReminderFacts): string {
  const say = reminderSay(facts.language);
  return [...messageOf(facts, say), [facts.pageUrl]].map((lines) => lines.join('\n')).join('\n\n');
}

/** The reminder e-mail: its subject, its plain text and the short HTML twin of it. */
export interface ReminderEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A line of the e-mail in HTML: escaped, its web addresses made links. */
const htmlLine = (line: string) =>
  escapeHtml(line).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The reminder e-mail of one registration, in its language: a greeting, the programme, its
 * day(s), time and place, what to bring, the person's name and reference, the programme's page,
 * where to cancel, and why the address gets it.
 */
export function reminderEmail(facts: ReminderFacts): ReminderEmail {
  const say = reminderSay(facts.language);
  const line = (text: ReminderText, values?: Readonly<Record<string, string>>) => say(text, values);
  const paragraphs = [
    [line('Hello,')],
    ...messageOf(facts, say),
    [line('The programme: {link}', { link: facts.pageUrl })],
    [
      line('To see it or cancel it, go to {link} and sign in with the same e-mail address.', {
        link: facts.myRegistrationsUrl,
      }),
    ],
    [
      line(
        'You get this e-mail because this address registered {name} for {title} on {site}. It is the only reminder sent by e-mail.',
        { name: facts.name, title: facts.title, site: facts.site },
      ),
    ],
  ];
  const dates = facts.when;
  return {
    subject: line('Reminder: {title}, {when}', { title: facts.title, when: dates }),
    text: paragraphs.map((lines) => lines.join('\n')).join('\n\n'),
    html: [
      `<!doctype html><html lang="${facts.language}"><body>`,
      ...paragraphs.map((lines) => `<p>${lines.map(htmlLine).join('<br>')}</p>`),
      '</body></html>',
    ].join('\n'),
  };
}

// ---------------------------------------------------------------------------------------------
// WhatsApp.

/**
 * The number WhatsApp knows a phone by (digits with the country's calling code), from a phone as
 * people type it: '+91 98765 43210' as it is; '098765 43210' (a trunk 0) or '98765 43210' with
 * `callingCode` ('91') put before it; '0091 98765 43210' as dialled abroad. Null when it cannot
 * be a whole international number (8 to 15 digits).
 */
export function whatsAppNumber(phone: string, callingCode: string): string | null {
  const typed = phone.trim();
  const digits = typed.replace(/\D/g, '');
  const number = typed.startsWith('+')
    ? digits
    : digits.startsWith('00')
      ? digits.slice(2)
      : digits.startsWith('0')
        ? `${callingCode}${digits.replace(/^0+/, '')}`
        : digits.length > 10 && digits.startsWith(callingCode)
          ? digits
          : `${callingCode}${digits}`;
  return /^[1-9]\d{7,14}$/.test(number) ? number : null;
}

/**
 * The link that opens WhatsApp (the app on a phone, WhatsApp Web elsewhere) with a message to
 * `phone` written in; null when the phone has no WhatsApp number (whatsAppNumber).
 */
export function whatsAppMessageUrl(
  phone: string,
  text: string,
  callingCode: string,
): string | null {
  const number = whatsAppNumber(phone, callingCode);
  return number && `https://wa.me/${number}?text=${uriComponent(text)}`;
}

// ---------------------------------------------------------------------------------------------
// Documents as stored, read into their form (timestamps as Date, as services read them).

type Fields = Readonly<Record<string, unknown>>;

const textOf = (fields: Fields, name: string) =>
  typeof fields[name] === 'string' ? (fields[name] as string) : '';
const timeOf = (fields: Fields, name: string): string | null =>
  fields[name] instanceof Date ? (fields[name] as Date).toISOString() : null;

/** `programmeReminders/{programmeId}` read into its form: the e-mail on unless set off. */
export const programmeRemindersFromFields = (
  programmeId: string,
  fields: Fields,
): ProgrammeReminders => ({
  programmeId,
  email: fields.email !== false,
  whatToBring: textOf(fields, 'whatToBring'),
  whatToBringHi: textOf(fields, 'whatToBringHi'),
  updatedAt: textOf(fields, 'updatedAt'),
  updatedBy: textOf(fields, 'updatedBy'),
});

/** `reminderSends/{registrationId}` read into its form. */
export const reminderSendFromFields = (id: string, fields: Fields): ReminderSend => ({
  id,
  programmeId: textOf(fields, 'programmeId'),
  emailedAt: timeOf(fields, 'emailedAt'),
  whatsappAt: timeOf(fields, 'whatsappAt'),
  whatsappBy: textOf(fields, 'whatsappBy'),
  expiresAt: timeOf(fields, 'expiresAt') ?? '',
});
