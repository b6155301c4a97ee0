/**
 * The itemised notice shown above a registration's 'Register' button (what is collected, why,
 * who sees it, how long it is kept, how to withdraw, whom to ask) and its version, stored with each
 * consent; and its short summary, which the form shows first, with the full notice a tap away.
 */
import { PROFILE } from '../../config/profile';
import type { Language } from '../../words/languages';
import { expiryOf, type RegistrationQuestion } from './registrations';

/**
 * The versions of the notice a consent may be given to, in each language the notice is shown in:
 * the one the pages show first. The notice's language and version are stored with each consent.
 * Change a language's version whenever its text changes: a new version goes first here and in
 * firestore.rules (noticeVersions) together, the old one staying after it while pages that show
 * it may still be open.
 */
export const NOTICE_VERSIONS: Readonly<Record<Language, readonly [string, ...string[]]>> = {
  en: ['2026-12-01', '2026-11-27'],
  hi: ['2026-12-01', '2026-11-30'],
};

/** The version of the notice the pages show in `language`. */
export const noticeVersionIn = (language: Language): string => NOTICE_VERSIONS[language][0];

/** The notice's version in English, the language of the team's screens and the paper form. */
export const NOTICE_VERSION = noticeVersionIn('en');

/** Whether a consent names a notice in force: a language it is shown in and a version of it. */
export const isNoticeInForce = (language: string, version: string): boolean =>
  Object.hasOwn(NOTICE_VERSIONS, language) &&
  NOTICE_VERSIONS[language as Language].includes(version);

export interface NoticeItem {
  heading: string;
  text: string;
}

/**
 * The itemised notice: what is collected, why, who sees it, how long it is kept, how to withdraw
 * or ask for deletion, and whom to ask.
 */
export function registrationNotice({
  programmeTitle,
  lastDay,
  questions,
  contactEmail,
  forChild,
}: {
  programmeTitle: string;
  /** The programme's last day, 'YYYY-MM-DD'. */
  lastDay: string;
  questions: readonly RegistrationQuestion[];
  contactEmail: string;
  forChild: boolean;
}): NoticeItem[] {
  const until = keptUntil(lastDay) ?? 'a year after the programme ends';
  const asked = questions.length
    ? `, and your answers to the programme's ${questions.length === 1 ? 'question' : `${questions.length} questions`}`
    : '';
  const whose = forChild ? "your child's" : 'your';
  return [
    {
      heading: 'What we collect',
      text:
        `${forChild ? "Your child's" : 'Your'} name, date of birth, phone number, parish and deanery, an emergency ` +
        `contact's name and phone${asked}; a note on health or diet only if you give one; and the e-mail ` +
        `address you signed in with${forChild ? ', which is yours, as the parent or guardian' : ''}.`,
    },
    {
      heading: 'Why',
      text: `To hold ${whose} place at ${programmeTitle}, to reach you about it (a reminder by e-mail two days before it starts, and perhaps one on WhatsApp from the team), to check who has arrived on the day, and to call the emergency contact if something happens there.`,
    },
    {
      heading: 'Who sees it',
      text: "Only the Youth Commission's team, who run the programme. It is not published, sold or shared, and this page has no analytics.",
    },
    {
      heading: 'How long we keep it',
      text: `Until ${until}, a year after the programme ends; then it is deleted automatically.`,
    },
    {
      heading: 'Withdrawing',
      text: `Sign in with the same e-mail address on 'My registrations' to cancel at any time: the registration is deleted at once. You may also ask us to delete it.`,
    },
    {
      heading: 'Whom to ask',
      text: contactEmail
        ? `Write to ${contactEmail}.`
        : 'Write to the Youth Commission through the Contact page.',
    },
  ];
}

/**
 * The day a registration is deleted ('16 March 2027'), a year after the programme's last day;
 * null when that day is not a date.
 */
function keptUntil(lastDay: string): string | null {
  const expiry = expiryOf(lastDay);
  return expiry
    ? expiry.toLocaleDateString(PROFILE.locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : null;
}

/**
 * The notice in three short lines, shown above the full notice (which stays the text consented
 * to, and whose version is stored): who sees the details, when they are deleted, how to cancel.
 */
export function noticeSummary({ lastDay }: { lastDay: string }): string[] {
  const until = keptUntil(lastDay);
  return [
    "Only the Youth Commission's team sees these details. They are not published or shared.",
    `They are deleted ${until ? `on ${until}, ` : ''}a year after the programme.`,
    "You can cancel at any time on 'My registrations'.",
  ];
}
