import type { CalendarNames } from './en';

/**
 * The interface's words in Hindi, in the plain Hindi of a parent in Agra rather than the formal
 * register of government forms, English words kept where they are the ones people use ('मेन्यू',
 * 'ई-मेल'). Drafted by a developer; docs/translation.md says which texts a Hindi reader of the
 * commission has reviewed, and how to change one.
 */
export const INTERFACE_HI = {
  // The header.
  Main: 'मुख्य',
  Menu: 'मेन्यू',
  '{entry} submenu': '{entry} की सूची',
  // The footer.
  'About Us': 'हमारे बारे में',
  Contact: 'संपर्क',
  'Phone:': 'फ़ोन:',
  'E-mail:': 'ई-मेल:',
  'Follow Us': 'हमें फ़ॉलो करें',
  '{network} (opens in a new tab)': '{network} (नए टैब में खुलता है)',
  Admin: 'एडमिन',
  Privacy: 'गोपनीयता',
} as const satisfies Record<string, string>;

const MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
] as const;

/**
 * The names of months and weekdays in Hindi: CLDR's, as Node's `Intl` gives them for 'hi-IN'; in
 * short, months are written whole, as Hindi dates usually are, not as CLDR's abbreviations with
 * '॰'.
 */
export const CALENDAR_HI: CalendarNames = {
  months: MONTHS,
  monthsShort: MONTHS,
  weekdays: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
  weekdaysShort: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
};
