/**
 * The itemised notice shown above a registration's 'Register' button, and its short summary, in
 * Hindi: the twin of notice.ts, item for item (what is collected, why, who sees it, how long it is
 * kept, how to withdraw, whom to ask), from the same facts. A page in Hindi loads this module
 * when it shows the form; an English page never downloads it. A change to the English notice is
 * a change here too.
 */
import { CALENDAR_HI } from '../../words/hi';
import type { NoticeItem, noticeSummary, registrationNotice } from './notice';
import { expiryOf } from './registrations';

/** The notice, in Hindi (registrationNotice's twin). */
export const registrationNoticeInHindi: typeof registrationNotice = ({
  programmeTitle,
  lastDay,
  questions,
  contactEmail,
  forChild,
}): NoticeItem[] => {
  const until = keptUntil(lastDay);
  const count = questions.length;
  const asked = count
    ? `, और कार्यक्रम के ${count === 1 ? 'सवाल का' : `${count} सवालों के`} आपके जवाब`
    : '';
  return [
    {
      heading: 'हम क्या लेते हैं',
      text:
        `${forChild ? 'आपके बच्चे का' : 'आपका'} नाम, जन्म तिथि, फ़ोन नंबर, पैरिश और डीनरी, ` +
        `इमरजेंसी में संपर्क वाले व्यक्ति का नाम और फ़ोन${asked}; सेहत या खाने के बारे में नोट, ` +
        `सिर्फ़ अगर आप लिखें; और वह ई-मेल पता जिससे आपने साइन इन किया है` +
        `${forChild ? ', जो माता-पिता या अभिभावक के नाते आपका है' : ''}।`,
    },
    {
      heading: 'किसलिए',
      text: `${programmeTitle} में ${forChild ? 'आपके बच्चे की' : 'आपकी'} जगह पक्की रखने के लिए, इस बारे में आपसे संपर्क करने के लिए (कार्यक्रम शुरू होने से दो दिन पहले ई-मेल से एक रिमाइंडर, और हो सकता है टीम की ओर से WhatsApp पर भी एक), उस दिन कौन पहुँचा यह देखने के लिए, और वहाँ कुछ होने पर इमरजेंसी में संपर्क वाले व्यक्ति को फ़ोन करने के लिए।`,
    },
    {
      heading: 'इसे कौन देखता है',
      text: 'सिर्फ़ युवा आयोग की टीम, जो यह कार्यक्रम चलाती है। यह जानकारी न कहीं छापी जाती है, न बेची जाती है, न किसी और को दी जाती है, और इस पेज पर कोई एनालिटिक्स नहीं है।',
    },
    {
      heading: 'हम इसे कब तक रखते हैं',
      text: `${until ? `${until} तक, यानी ` : ''}कार्यक्रम खत्म होने के एक साल बाद तक; फिर यह अपने-आप हटा दी जाती है।`,
    },
    {
      heading: 'रजिस्ट्रेशन वापस लेना',
      text: "'मेरे रजिस्ट्रेशन' पेज पर इसी ई-मेल पते से साइन इन करके आप कभी भी रजिस्ट्रेशन रद्द कर सकते हैं: रजिस्ट्रेशन उसी समय हटा दिया जाता है। आप हमसे भी इसे हटाने को कह सकते हैं।",
    },
    {
      heading: 'किससे पूछें',
      text: contactEmail ? `${contactEmail} पर लिखें।` : "'संपर्क' पेज से युवा आयोग को लिखें।",
    },
  ];
};

/**
 * The day a registration is deleted, in Hindi ('16 मार्च 2027'), a year after the programme's
 * last day; null when that day is not a date.
 */
function keptUntil(lastDay: string): string | null {
  const expiry = expiryOf(lastDay);
  return expiry
    ? `${expiry.getUTCDate()} ${CALENDAR_HI.months[expiry.getUTCMonth()]} ${expiry.getUTCFullYear()}`
    : null;
}

/** The notice in three short lines, in Hindi (noticeSummary's twin). */
export const noticeSummaryInHindi: typeof noticeSummary = ({ lastDay }) => {
  const until = keptUntil(lastDay);
  return [
    'यह जानकारी सिर्फ़ युवा आयोग की टीम देखती है। इसे न कहीं छापा जाता है, न किसी और को दिया जाता है।',
    `यह ${until ? `${until} को, ` : ''}कार्यक्रम के एक साल बाद हटा दी जाती है।`,
    "आप 'मेरे रजिस्ट्रेशन' पेज पर कभी भी रजिस्ट्रेशन रद्द कर सकते हैं।",
  ];
};
