import type { INTERFACE_HI } from './hi';
import type { REGISTRATION_HI } from './hiRegistration';
import type { Language } from './languages';

/**
 * The public site's interface in English. Its words are written in the components themselves, in
 * English, and said through `useWords()` (components/words.tsx): an English text is its own key,
 * so an English page carries no table of them. Every other language's table (hi.ts) gives each
 * English text its translation; the type checker refuses a text that the table lacks, and a test
 * one whose translation names other blanks or is left in English. A blank in braces ('{network}')
 * is filled where the text is used (fill.ts). docs/translation.md lists every text.
 *
 * An English text changed is a new key: its translation must be written again, as it should be.
 */

/** A text of the interface in English, as every language's table has it. */
export type EnglishText = keyof typeof INTERFACE_HI | RegistrationText;

/**
 * A text of the registration pages alone, whose translations those pages load with them
 * (hiRegistration.ts), not with every page.
 */
export type RegistrationText = keyof typeof REGISTRATION_HI;

/**
 * A language's table of the interface's words: a translation of every English text; those of the
 * registration pages once those pages have added theirs.
 */
export type InterfaceWords = Readonly<Record<Exclude<EnglishText, RegistrationText>, string>> &
  Readonly<Partial<Record<RegistrationText, string>>>;

/**
 * A page's words in a language other than English, as a page in that language is given them
 * (words/translations.ts loads them).
 */
export interface Translation {
  language: Language;
  /** The interface's words. */
  text: InterfaceWords;
  calendar: CalendarNames;
  /**
   * The commission's own names and titles (its profile's: the site's name, the offices' titles),
   * by their English.
   */
  names: Readonly<Record<string, string>>;
}

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
