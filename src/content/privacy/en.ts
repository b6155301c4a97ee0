/**
 * Text of the Privacy page, in plain words for parents and young people: what the website keeps
 * about visitors and about those who register for a programme, what the administrators put on it,
 * the map of the Contact page, and how to have a photo taken down. What it says about visitors
 * depends on whether this build counts page views (a measurement id configured for Firebase
 * Analytics; src/services/analytics.ts). Its twin in Hindi is hi.ts beside it; the page loads the
 * one of its language (pages/PrivacyPage.tsx).
 */
import { MY_REGISTRATIONS } from '../myRegistrations';

export interface PrivacySection {
  heading: string;
  paragraphs: readonly string[];
  /** A page of the site to go on to, shown as a link after the paragraphs. */
  link?: { path: string; label: string };
  /** An address to write to, shown as a link after the paragraphs. */
  email?: string;
}

/** The page's text in one language. */
export interface PrivacyText {
  intro: string;
  /**
   * The page's sections, for a build that counts page views or one that does not; `email` is the
   * commission's contact address (Settings, 'Site details').
   */
  sections: (countsPageViews: boolean, email: string) => PrivacySection[];
}

/**
 * How soon and how a photo is taken down on request: the promise the team keeps (docs/operating.md,
 * The Trash).
 */
const PHOTO_REMOVAL_PROMISE =
  'We take the photo down within two days of your message. The photo and every copy of it on the website are removed at once, and it does not come back when the website is restored from a backup.';

const SERVERS =
  "Like every website's, the servers that send you its pages (Google's Firebase) see your device's internet address while they do so; the commission does not keep it.";

const REGISTERING_IS_DIFFERENT =
  'Registering for a programme is the one exception: it keeps what you give in its form, as "Registering for a programme" below says.';

/**
 * What registration keeps, why, who sees it, a parent's consent for anyone under 18, how long it
 * is kept, and how to withdraw: the itemised notice shown above the 'Register' button
 * (registrationNotice in src/domain/registration/notice.ts), said once for every programme.
 */
const REGISTRATION_PARAGRAPHS: readonly string[] = [
  "Some programmes take registrations on their page. Registering keeps what the form asks about the person registered: their name, date of birth, phone number, parish and deanery, an emergency contact's name and phone, the answers to the programme's own questions, and a note on health or diet only if you give one. It also keeps the e-mail address you signed in with, and when you agreed to the notice shown above the 'Register' button and which version of it you saw.",
  "We keep it to hold the place, to reach you about the programme, to check who has arrived on the day, and to call the emergency contact if something happens there. Only you (signed in with the same address) and the commission's team, who run the programme, can see it. It is never published, sold or shared, it is not in the website's backups, and the registration pages count nothing about your visit.",
  "Two days before the programme, one reminder is e-mailed to the address you signed in with, through the commission's e-mail service; the team may also send one on WhatsApp to the phone number given.",
  "Someone under 18 is registered by a parent or lawful guardian, not by themselves. A young person under 18 is asked only for a parent's e-mail address; the sign-in link goes to the parent, who fills in the form for their child and agrees, as their parent or lawful guardian aged 18 or over, before anything about the child is kept.",
  'A registration is kept until a year after its programme ends, then deleted automatically. The sign-in account (the e-mail address you signed in with) is kept only while it has a registration: an account with none left is deleted automatically during the night, at the earliest a day after it was last used. Signing in is remembered by this browser until you sign out.',
  "To cancel a registration or withdraw your consent, sign in with the same e-mail address on 'My registrations' and cancel: the registration is deleted at once and its place is freed. Cancelling your last one offers to delete your sign-in account at once too. You may also write to us to ask what we keep about you or your child, to correct it, or to delete it.",
];

function sections(countsPageViews: boolean, email: string): PrivacySection[] {
  return [
    {
      heading: 'What the website keeps about you',
      paragraphs: countsPageViews
        ? [
            'You can read every page without signing in, and you never have to give your name or anything else about you to read it.',
            'The website counts how many times each page is viewed, to learn which pages are useful. It uses Google Analytics for this, set up without tracking: no cookies, nothing that recognises you when you come back, and nothing for advertising. Only anonymous counts of page views are kept.',
            SERVERS,
            REGISTERING_IS_DIFFERENT,
          ]
        : [
            'Nothing. You can read every page without signing in, you never have to give your name or anything else about you to read it, and the website sets no cookies and keeps no record of your visit.',
            SERVERS,
            REGISTERING_IS_DIFFERENT,
          ],
    },
    {
      heading: 'Registering for a programme',
      paragraphs: REGISTRATION_PARAGRAPHS,
      link: MY_REGISTRATIONS,
      // Whom to ask: the commission's own address.
      email,
    },
    {
      heading: 'What the website shows',
      paragraphs: [
        "Only what the commission's administrators put on it: the names, roles and photos of the members of the commission, messages with their writers' names and portraits, programmes with their posters, and photos of events in the gallery. Everything they put on the website can be seen by anyone.",
      ],
    },
    {
      heading: 'The map on the Contact page',
      paragraphs: [
        "The map on the Contact page is Google's. When it loads, Google receives what any visit to a Google map sends it, such as your device's internet address and the kind of browser you use. Google's own privacy policy covers what Google does with it.",
      ],
    },
    {
      heading: 'Having a photo taken down',
      paragraphs: [
        'If a photo of you or of your child is on this website and you want it taken down, ask us. Open the photo: under it, "Ask to remove this photo" writes an e-mail to us that names the photo (and "Ask on WhatsApp" a WhatsApp message, when the website has a phone number). Or write to us at the address below, saying on which page the photo is and which photo it is. You do not need to give a reason, and the website stores nothing about your request.',
        PHOTO_REMOVAL_PROMISE,
      ],
      // The commission's own address.
      email,
    },
  ];
}

export const PRIVACY: PrivacyText = {
  intro:
    'This page says what this website keeps about the people who visit it and about those who register for a programme, what it shows, and whom to write to about a photo or a registration. It is written for parents and for the young people who visit.',
  sections,
};
