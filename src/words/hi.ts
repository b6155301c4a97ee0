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
  Register: 'रजिस्ट्रेशन करें',
  'My registrations': 'मेरे रजिस्ट्रेशन',
  Calendar: 'कैलेंडर',
  Gallery: 'गैलरी',
  // Registering for a programme, on its card and its page.
  Registration: 'रजिस्ट्रेशन',
  'for {title}': '({title} के लिए)',
  'Join the waiting list': 'वेटिंग लिस्ट में नाम लिखवाएँ',
  Full: 'भर गया',
  'Full: you can join the waiting list': 'सीटें भर गईं: आप वेटिंग लिस्ट में नाम लिखवा सकते हैं',
  '{count} place left': '{count} जगह बाकी',
  '{count} places left': '{count} जगहें बाकी',
  'For ages {min} to {max} on the first day': 'पहले दिन {min} से {max} साल की उम्र के लिए',
  'For ages {min} and over on the first day': 'पहले दिन {min} साल या उससे ज़्यादा उम्र के लिए',
  'For ages up to {max} on the first day': 'पहले दिन {max} साल तक की उम्र के लिए',
  'Registration closes at the end of {date}.': 'रजिस्ट्रेशन {date} को दिन खत्म होने पर बंद होगा।',
  'Registration is closed.': 'रजिस्ट्रेशन बंद हो गया है।',
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
  // The home page.
  'Read More': 'और पढ़ें',
  'about the Youth Commission': 'युवा आयोग के बारे में',
  'Photo Gallery': 'फ़ोटो गैलरी',
  'View the whole gallery': 'पूरी गैलरी देखें',
  // The members, by term.
  'YOUTH COMMISSION': 'युवा आयोग',
  'No members found.': 'कोई सदस्य नहीं मिला।',
  'No Period': 'बिना अवधि',
  'Photo of {name}': '{name} की फ़ोटो',
  'No photo of {name}': '{name} की फ़ोटो नहीं है',
  // Slideshows.
  'banner slideshow': 'बैनर स्लाइडशो',
  'photo gallery slideshow': 'फ़ोटो गैलरी स्लाइडशो',
  carousel: 'स्लाइडशो',
  slide: 'स्लाइड',
  'Pause {label}': '{label} रोकें',
  'Play {label}': '{label} चलाएँ',
  'Previous slide': 'पिछली स्लाइड',
  'Next slide': 'अगली स्लाइड',
  'Show slide {k}': 'स्लाइड {k} दिखाएँ',
  '(opens the full image in a new tab)': '(पूरी फ़ोटो नए टैब में खुलती है)',
  // The programmes' list and a programme's page.
  'Retreats, camps and gatherings of the Youth Commission': 'युवा आयोग के रिट्रीट, कैंप और सभाएँ',
  'Past Programmes': 'पिछले कार्यक्रम',
  'No upcoming programmes at the moment. Please check back soon.':
    'अभी कोई आने वाला कार्यक्रम नहीं है। कुछ दिन बाद फिर देखें।',
  'No past programmes yet.': 'अभी तक कोई पिछला कार्यक्रम नहीं है।',
  'Programme not found': 'कार्यक्रम नहीं मिला',
  'This programme could not be found.': 'यह कार्यक्रम नहीं मिला।',
  When: 'कब',
  Time: 'समय',
  'Time:': 'समय:',
  Place: 'स्थान',
  'Google Calendar': 'Google कैलेंडर',
  'Add to calendar': 'कैलेंडर में जोड़ें',
  'The calendar file could not be made. Please try again.':
    'कैलेंडर की फ़ाइल नहीं बन सकी। फिर से कोशिश करें।',
  'Photos ({count})': 'फ़ोटो ({count})',
  // The calendar of a month.
  'Previous month': 'पिछला महीना',
  Today: 'आज',
  'Next month': 'अगला महीना',
  'Programmes in {month}': '{month} के कार्यक्रम',
  'No programmes this month.': 'इस महीने कोई कार्यक्रम नहीं है।',
  // The gallery, and a programme's photos.
  'Moments from the life of the youth of {diocese}': '{diocese} के युवाओं के जीवन के कुछ पल',
  Photos: 'फ़ोटो',
  'Photos of {title}': '{title} की फ़ोटो',
  'The photos could not be loaded. Check your connection and try again.':
    'फ़ोटो नहीं खुल सकीं। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  'All photos': 'सभी फ़ोटो',
  '{count} photo, newest first': '{count} फ़ोटो, सबसे नई पहले',
  '{count} photos, newest first': '{count} फ़ोटो, सबसे नई पहले',
  'Back to {title}': '{title} पर वापस जाएँ',
  'No photos of this programme yet.': 'इस कार्यक्रम की अभी कोई फ़ोटो नहीं है।',
  // The contact page.
  'Contact Us': 'संपर्क करें',
  'We would be glad to hear from you': 'हमें आपसे सुनकर ख़ुशी होगी',
  'Postal address': 'डाक का पता',
  Phone: 'फ़ोन',
  'E-mail': 'ई-मेल',
  'Map showing {place}': '{place} का नक्शा',
  // The messages of the offices, and the pages the team writes.
  'No messages available at this time.': 'अभी कोई संदेश नहीं है।',
  'Portrait of {name}': '{name} की तस्वीर',
  'No portrait of {name}': '{name} की तस्वीर नहीं है',
  'This page could not be loaded. Check your connection and try again.':
    'यह पेज नहीं खुल सका। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  'More about us': 'हमारे बारे में और',
  Breadcrumb: 'आप यहाँ हैं',
  // When a page fails.
  'Something went wrong': 'कुछ गड़बड़ हो गई',
  'This page could not be loaded. Check your connection, then reload the page.':
    'यह पेज नहीं खुल सका। अपना इंटरनेट कनेक्शन देखें, फिर पेज दोबारा लोड करें।',
  'Sorry, this page could not be shown. Reloading the page may help.':
    'माफ़ कीजिए, यह पेज नहीं दिख सका। पेज दोबारा लोड करने से शायद ठीक हो जाए।',
  Reload: 'दोबारा लोड करें',
  'Go to the home page': 'होम पेज पर जाएँ',
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
