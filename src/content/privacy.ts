/**
 * Text of the Privacy page, in plain words for parents and young people: what the website keeps
 * about visitors, what the administrators put on it, the map of the Contact page, and how to have
 * a photo taken down. What it says about visitors depends on whether this build counts page
 * views (a measurement id configured for Firebase Analytics; src/services/analytics.ts).
 */
export interface PrivacySection {
  heading: string;
  paragraphs: readonly string[];
  /** An address to write to, shown as a link after the paragraphs. */
  email?: string;
}

export const PRIVACY = {
  title: 'Privacy',
  intro:
    'This page says what this website keeps about the people who visit it, what it shows, and whom to write to about a photo. It is written for parents and for the young people who visit.',
} as const;

/**
 * How soon and how a photo is taken down on request: the promise the team keeps (docs/operating.md,
 * The Trash).
 */
export const PHOTO_REMOVAL_PROMISE =
  'We take the photo down within two days of your message. The photo and every copy of it on the website are removed at once, and it does not come back when the website is restored from a backup.';

const SERVERS =
  "Like every website's, the servers that send you its pages (Google's Firebase) see your device's internet address while they do so; the commission does not keep it.";

/**
 * The page's sections, for a build that counts page views or one that does not; `email` is the
 * commission's contact address (Settings, 'Site details').
 */
export function privacySections(countsPageViews: boolean, email: string): PrivacySection[] {
  return [
    {
      heading: 'What the website keeps about you',
      paragraphs: countsPageViews
        ? [
            'You can read every page without signing in, and you never have to give your name or anything else about you.',
            'The website counts how many times each page is viewed, to learn which pages are useful. It uses Google Analytics for this, set up without tracking: no cookies, nothing that recognises you when you come back, and nothing for advertising. Only anonymous counts of page views are kept.',
            SERVERS,
          ]
        : [
            'Nothing. You can read every page without signing in, you never have to give your name or anything else about you, and the website sets no cookies and keeps no record of your visit.',
            SERVERS,
          ],
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
