import type { CommissionProfile, ProfileInHindi } from '../config/profile';
import type { CalendarNames } from './en';

/**
 * The interface's words in Hindi, in the plain Hindi of a parent in Agra rather than the formal
 * register of government forms, English words kept where they are the ones people use ('मेन्यू',
 * 'ई-मेल'). Drafted by a developer; docs/translation.md says which texts a Hindi reader of the
 * commission has reviewed, and how to change one.
 */
export const INTERFACE_HI = {
  // The route table: the pages' names in the menu and the document title.
  Home: 'होम',
  History: 'इतिहास',
  Mission: 'मिशन',
  Vision: 'दृष्टि',
  Objectives: 'लक्ष्य',
  'Message from the Chairman': 'अध्यक्ष का संदेश',
  Office: 'पदाधिकारी',
  'Diocesan Executive Committee': 'धर्मप्रांतीय कार्यकारिणी समिति',
  Programmes: 'कार्यक्रम',
  Programme: 'कार्यक्रम',
  Register: 'रजिस्ट्रेशन',
  'My registrations': 'मेरे रजिस्ट्रेशन',
  Calendar: 'कैलेंडर',
  Gallery: 'गैलरी',
  // The header.
  'Skip to main content': 'मुख्य सामग्री पर जाएँ',
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
  // Lists read a page at a time, and what is on its way.
  'Loading...': 'लोड हो रहा है...',
  'Show more photos': 'और फ़ोटो दिखाएँ',
  'Show older messages': 'पुराने संदेश दिखाएँ',
  'Show older programmes': 'पुराने कार्यक्रम दिखाएँ',
  'Could not load more. Check your connection and try again.':
    'और नहीं खुल सके। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  // A grid of photos and the photo viewer.
  'Open photo {k}: {title}': 'फ़ोटो {k} खोलें: {title}',
  'Open photo {k} of {n}: {title}': '{n} में से फ़ोटो {k} खोलें: {title}',
  Photo: 'फ़ोटो',
  'Photo {k}': 'फ़ोटो {k}',
  '{k} of {n}': '{n} में से {k}',
  Close: 'बंद करें',
  Previous: 'पिछली',
  'Previous photo': 'पिछली फ़ोटो',
  Next: 'अगली',
  'Next photo': 'अगली फ़ोटो',
  'Could not load this photo. Check your connection and try again.':
    'यह फ़ोटो नहीं खुल सकी। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  'Ask to remove this photo': 'यह फ़ोटो हटाने के लिए कहें',
  'Ask to remove this photo: write to': 'यह फ़ोटो हटवाने के लिए इस पते पर लिखें:',
  'Ask on WhatsApp': 'WhatsApp पर कहें',
  '(opens in a new tab)': '(नए टैब में खुलता है)',
  // Programmes in a list of cards.
  'Upcoming Programmes': 'आने वाले कार्यक्रम',
  'All programmes': 'सभी कार्यक्रम',
  'Place:': 'स्थान:',
  'Poster of {title}': '{title} का पोस्टर',
  // Sharing a programme.
  Share: 'शेयर करें',
  '(opens WhatsApp)': '(WhatsApp खुलता है)',
  'Link copied.': 'लिंक कॉपी हो गया।',
  'Your browser did not let the page copy it: the text is selected in the field below, ready to copy.':
    'आपके ब्राउज़र ने इसे कॉपी नहीं करने दिया: लिखा हुआ नीचे के खाने में चुना हुआ है, कॉपी करने के लिए तैयार।',
  'Text to share': 'शेयर करने के लिए लिखा हुआ',
  // Subscribing to the programmes in a calendar app.
  'Subscribe to all programmes': 'सभी कार्यक्रम अपने कैलेंडर में पाएँ',
  'Phone, Outlook or Apple Calendar': 'फ़ोन, Outlook या Apple कैलेंडर',
  'Copy the address': 'पता कॉपी करें',
  "Address copied. Paste it where your calendar app adds a calendar 'from URL'.":
    "पता कॉपी हो गया। अपने कैलेंडर ऐप में जहाँ 'URL से' कैलेंडर जोड़ा जाता है, वहाँ पेस्ट करें।",
  'Your browser did not let the page copy the address: it is selected in the field below, ready to copy.':
    'आपके ब्राउज़र ने पता कॉपी नहीं करने दिया: वह नीचे के खाने में चुना हुआ है, कॉपी करने के लिए तैयार।',
  'Address of the programmes calendar': 'कार्यक्रमों के कैलेंडर का पता',
  'Calendar apps refresh subscribed calendars about once a day.':
    'कैलेंडर ऐप जोड़े गए कैलेंडर को लगभग दिन में एक बार नया करते हैं।',
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

/**
 * The commission's names and titles in Hindi by their English: the site's names, each office's
 * menu label, page title, subtitle and summary, and the logos' descriptions.
 */
export function profileNamesInHindi(
  profile: CommissionProfile,
  inHindi: ProfileInHindi,
): Record<string, string> {
  const pairs: [string | undefined, string | undefined][] = [
    ...(Object.keys(profile.names) as (keyof CommissionProfile['names'])[]).map(
      (field) => [profile.names[field], inHindi.names[field]] as [string, string],
    ),
    ...(Object.keys(profile.officeHolders) as (keyof CommissionProfile['officeHolders'])[]).flatMap(
      (kind) => {
        const office = profile.officeHolders[kind];
        const translated = inHindi.officeHolders[kind];
        return [
          [office.menuLabel, translated.menuLabel],
          [office.publicTitle, translated.publicTitle],
          [office.publicSubtitle, translated.publicSubtitle],
          [office.publicDescription, translated.publicDescription],
        ] as [string | undefined, string | undefined][];
      },
    ),
    [profile.logos.crest.alt, inHindi.logos.crest.alt],
    [profile.logos.emblem.alt, inHindi.logos.emblem.alt],
  ];
  return Object.fromEntries(
    pairs.filter((pair): pair is [string, string] => Boolean(pair[0] && pair[1])),
  );
}
