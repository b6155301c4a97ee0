/**
 * The words of the public site's interface in English: the menu's and the footer's own words, what
 * buttons and messages say, and the names of months and weekdays. A blank in braces ('{network}') is filled where the text is used
 * (fill.ts); a counted word has a form per plural category (CountedForms). Each language's table
 * holds every key of this one (hi.ts; a test and the type checker fail on one missing), and
 * docs/translation.md lists each text with its translations.
 */
export const INTERFACE_EN = {
  'header.nav': 'Main',
  'header.menu': 'Menu',
  'header.submenu': '{entry} submenu',
  'footer.about': 'About Us',
  'footer.contact': 'Contact',
  'footer.phone': 'Phone:',
  'footer.email': 'E-mail:',
  'footer.follow': 'Follow Us',
  'footer.newTab': '{network} (opens in a new tab)',
  'footer.admin': 'Admin',
  'footer.privacy': 'Privacy',
} as const satisfies Record<string, string>;

/** A text of the interface, by the key it has in every language's table. */
export type WordKey = keyof typeof INTERFACE_EN;

/** A language's table of the interface's words: a text for every key. */
export type InterfaceWords = Readonly<Record<WordKey, string>>;

/** The names of the months and weekdays of one language. */
export interface CalendarNames {
  /** January first. */
  months: readonly string[];
  /** As dates are written in short: 'Jun', 'जून'. */
  monthsShort: readonly string[];
  /** Sunday first, the order of `Date.getUTCDay()`. */
  weekdays: readonly string[];
  /** The calendar's column headings: 'Sun', 'रवि'. */
  weekdaysShort: readonly string[];
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The names of months and weekdays in English. Names come from tables in each language's module,
 * not from `Intl`: the page rendered at build time in Node and the one rendered in the browser
 * must read the same, and browsers' data differ ('Sep' or 'Sept'). They are CLDR's (a test
 * compares them with Node's `Intl`).
 */
export const CALENDAR_EN: CalendarNames = {
  months: MONTHS,
  monthsShort: MONTHS.map((name) => name.slice(0, 3)),
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};
