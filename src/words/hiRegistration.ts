/**
 * The registration pages' words in Hindi: registering for a programme, signing in by e-mail link,
 * 'My registrations', and the sentences of the form's checks. Apart from the interface's table
 * (hi.ts), which every page in Hindi downloads, since only these pages say them: the registration
 * pages load this table with them, on a page in Hindi only (components/RegistrationWords.tsx).
 * The same plain Hindi as hi.ts; docs/translation.md lists these texts with the others.
 */
export const REGISTRATION_HI = {
  // Registering for a programme: the page and its first step.
  'Register for {title}': '{title} के लिए रजिस्ट्रेशन करें',
  'The programme could not be read. Check your connection and reload the page.':
    'कार्यक्रम नहीं खुल सका। अपना इंटरनेट कनेक्शन देखें और पेज दोबारा लोड करें।',
  'Registration for this programme is closed.': 'इस कार्यक्रम का रजिस्ट्रेशन बंद हो गया है।',
  'This programme does not take registrations on this site.':
    'इस कार्यक्रम का रजिस्ट्रेशन इस वेबसाइट पर नहीं होता।',
  'Back to the programme': 'कार्यक्रम पर वापस जाएँ',
  'Who is registering?': 'रजिस्ट्रेशन किसका हो रहा है?',
  'Myself: I am 18 or over on {day}': 'मेरा: {day} को मेरी उम्र 18 साल या उससे ज़्यादा होगी',
  'My child: I am their parent or guardian': 'मेरे बच्चे का: मैं उसका माता-पिता या अभिभावक हूँ',
  'Myself, but I am under 18 on {day}': 'मेरा, पर {day} को मेरी उम्र 18 साल से कम होगी',
  "Your child's date of birth": 'आपके बच्चे की जन्म तिथि',
  'Your date of birth': 'आपकी जन्म तिथि',
  'Ages are counted on {day}, the first day.': 'उम्र {day} को, यानी पहले दिन, गिनी जाती है।',
  Continue: 'आगे बढ़ें',
  'Choose who is registering.': 'चुनें कि रजिस्ट्रेशन किसका हो रहा है।',
  // Registering: the e-mail link that signs one in.
  'Ask a parent or guardian': 'अपने माता-पिता या अभिभावक से कहें',
  'Anyone under 18 on {day} is registered by a parent or guardian.':
    '{day} को जिसकी उम्र 18 साल से कम है, उसका रजिस्ट्रेशन माता-पिता या अभिभावक करते हैं।',
  'Type their e-mail address. We send them a link to fill in the form for you.':
    'उनका ई-मेल पता लिखें। हम उन्हें एक लिंक भेजेंगे, जिससे वे आपके लिए फ़ॉर्म भर सकें।',
  'We keep nothing about you. This address is not kept on this phone or computer.':
    'हम आपके बारे में कुछ नहीं रखते। यह पता इस फ़ोन या कंप्यूटर पर भी नहीं रखा जाता।',
  "Your parent's or guardian's e-mail address": 'आपके माता-पिता या अभिभावक का ई-मेल पता',
  'Send the link to my parent': 'मेरे माता-पिता को लिंक भेजें',
  'Tell them it is coming, and what it is for:': 'उन्हें बता दें कि ई-मेल आ रहा है, और किसलिए:',
  'Tell them on WhatsApp': 'WhatsApp पर बताएँ',
  'Change who is registering': 'बदलें कि रजिस्ट्रेशन किसका हो रहा है',
  'Your e-mail address, as the parent': 'माता-पिता के नाते आपका ई-मेल पता',
  'Your e-mail address': 'आपका ई-मेल पता',
  'Use your own e-mail address, as the parent or guardian.':
    'माता-पिता या अभिभावक के नाते अपना खुद का ई-मेल पता लिखें।',
  'We send you an e-mail with a link. Tap it to sign in: there is no password, and it shows the address is yours.':
    'हम आपको एक लिंक वाला ई-मेल भेजेंगे। साइन इन करने के लिए उस पर टैप करें: कोई पासवर्ड नहीं चाहिए, और इससे पता चलता है कि यह ई-मेल पता आपका है।',
  'E-mail address': 'ई-मेल पता',
  'Send me the link': 'मुझे लिंक भेजें',
  'you fill in the form for your child': 'आप अपने बच्चे के लिए फ़ॉर्म भरें',
  'you fill in the form': 'आप फ़ॉर्म भरें',
  'you see your registrations': 'आप अपने रजिस्ट्रेशन देखें',
  'Signed in as {email}.': '{email} से साइन इन हैं।',
  'You could not be signed out: {reason}': 'आपको साइन आउट नहीं किया जा सका: {reason}',
  'Sign out': 'साइन आउट करें',
  'From:': 'भेजने वाला:',
  'Subject: {subject}, then the date and time': 'विषय: {subject}, उसके बाद तारीख और समय',
  'Ask your parent or guardian to look for this e-mail:':
    'अपने माता-पिता या अभिभावक से यह ई-मेल ढूँढने को कहें:',
  'It may be in the Spam or Junk folder. When they tap the link in it, this page opens on their phone. They type their e-mail address, then fill in the form for you and agree to it.':
    'यह Spam या Junk फ़ोल्डर में हो सकता है। इसके लिंक पर टैप करने से यही पेज उनके फ़ोन पर खुलेगा। वे अपना ई-मेल पता लिखेंगे, फिर आपके लिए फ़ॉर्म भरेंगे और अपनी सहमति देंगे।',
  'Look for this e-mail:': 'यह ई-मेल ढूँढें:',
  'Tap the link in it on this phone or computer. This page opens again and you are signed in: then {then}. You need no password.':
    'इसी फ़ोन या कंप्यूटर पर इसके लिंक पर टैप करें। यह पेज फिर से खुलेगा और आप साइन इन हो जाएँगे: फिर {then}। कोई पासवर्ड नहीं चाहिए।',
  'No e-mail after a few minutes? Look in the Spam or Junk folder. The link works once, and only for a short time: if it is too old, ask for a new one.':
    'कुछ मिनट में ई-मेल नहीं आया? Spam या Junk फ़ोल्डर देखें। लिंक सिर्फ़ एक बार और थोड़ी देर के लिए चलता है: पुराना हो जाए तो नया लिंक माँगें।',
  'Enter an e-mail address, like name@example.com.': 'ई-मेल पता लिखें, जैसे name@example.com।',
  'Check the e-mail': 'अपना ई-मेल देखें',
  'We sent a sign-in link to {email}.': 'हमने {email} पर साइन इन का लिंक भेजा है।',
  'Send it again, or to another address': 'फिर से भेजें, या किसी और पते पर',
  'Sending...': 'भेजा जा रहा है...',
  'You could not be signed in: {reason}': 'आपको साइन इन नहीं किया जा सका: {reason}',
  'Signing you in': 'आपको साइन इन किया जा रहा है',
  'You are signed in as {email} already.': 'आप पहले से {email} से साइन इन हैं।',
  'Go on as {email}': '{email} से आगे बढ़ें',
  'This link cannot sign you in': 'इस लिंक से साइन इन नहीं हो सकता',
  'Ask for a new link': 'नया लिंक माँगें',
  'One more step: your e-mail address': 'एक कदम और: आपका ई-मेल पता',
  'Type the e-mail address this link was sent to. We ask for it because the link was asked for on another phone or computer (by your child, perhaps). Then {then}.':
    'वह ई-मेल पता लिखें जिस पर यह लिंक भेजा गया था। हम यह इसलिए पूछते हैं क्योंकि लिंक किसी और फ़ोन या कंप्यूटर से माँगा गया था (शायद आपके बच्चे ने)। फिर {then}।',
  'Enter the e-mail address the link was sent to.': 'वह ई-मेल पता लिखें जिस पर लिंक भेजा गया था।',
  'Sign in': 'साइन इन करें',
  'Signing in...': 'साइन इन हो रहा है...',
  // Registering: the form.
  "Your child's details": 'आपके बच्चे की जानकारी',
  'Your details': 'आपकी जानकारी',
  'Fill in every field. Only the note on health or diet may stay empty.':
    'हर खाना भरें। सिर्फ़ सेहत या खाने के बारे में नोट खाली छोड़ सकते हैं।',
  "Your child's full name": 'आपके बच्चे का पूरा नाम',
  'Full name': 'पूरा नाम',
  'Date of birth': 'जन्म तिथि',
  "Ages are counted on {day}, the programme's first day.":
    'उम्र {day} को, यानी कार्यक्रम के पहले दिन, गिनी जाती है।',
  'Ask a parent to register you': 'अपने माता-पिता से अपना रजिस्ट्रेशन करवाएँ',
  'Phone number (yours or your child’s)': 'फ़ोन नंबर (आपका या आपके बच्चे का)',
  'Phone number': 'फ़ोन नंबर',
  Parish: 'पैरिश',
  'Choose a parish': 'पैरिश चुनें',
  'Other: not in this list': 'कोई और: इस सूची में नहीं',
  'Deanery:': 'डीनरी:',
  Deanery: 'डीनरी',
  'Emergency contact': 'इमरजेंसी में संपर्क',
  'Someone the team can call if something happens at the programme.':
    'कोई ऐसा व्यक्ति जिसे कार्यक्रम में कुछ होने पर टीम फ़ोन कर सके।',
  'Their name': 'उनका नाम',
  'Their phone number': 'उनका फ़ोन नंबर',
  'Health or diet (optional)': 'सेहत या खाना (ज़रूरी नहीं)',
  'Allergies, medicines, or food not eaten, if the team should know. Leave it empty otherwise.':
    'एलर्जी, दवाइयाँ, या जो खाना नहीं खाते, अगर टीम को पता होना चाहिए। नहीं तो खाली छोड़ दें।',
  'Before you register: how these details are used': 'रजिस्ट्रेशन से पहले: यह जानकारी कैसे इस्तेमाल होती है',
  'Read the full notice': 'पूरी सूचना पढ़ें',
  'The notice could not be loaded. Check your connection and reload the page.':
    'सूचना नहीं खुल सकी। अपना इंटरनेट कनेक्शन देखें और पेज दोबारा लोड करें।',
  'I am {whose} parent or guardian and I am 18 or over':
    'मैं {whose} माता-पिता या अभिभावक में से हूँ और मेरी उम्र 18 साल या उससे ज़्यादा है',
  'Tick the box to say you are {whose} parent or guardian and 18 or over.':
    'बॉक्स पर टिक करके बताएँ कि आप {whose} माता-पिता या अभिभावक में से हैं और आपकी उम्र 18 साल या उससे ज़्यादा है।',
  // Whose parent: before 'parent or guardian' ('के माता-पिता').
  "{name}'s": '{name} के',
  "the child's": 'बच्चे के',
  // Before 'will be {age}': 'आपके बच्चे की उम्र'.
  'Your child': 'आपके बच्चे',
  'Registering...': 'रजिस्ट्रेशन हो रहा है...',
  // Registering: what is wrong with the form.
  'Not sent yet. Please fix {problems} below.': 'अभी भेजा नहीं गया। कृपया नीचे {problems} ठीक करें।',
  '{count} problem': '{count} गलती',
  '{count} problems': '{count} गलतियाँ',
  'The registration could not be saved, so nothing was: {reason}. Please try again.':
    'रजिस्ट्रेशन सेव नहीं हो सका, इसलिए कुछ भी सेव नहीं हुआ: {reason}। कृपया फिर से कोशिश करें।',
  'Enter {what}.': '{what} लिखें।',
  'Shorten {what} to {limit} characters at most.': '{what} ज़्यादा से ज़्यादा {limit} अक्षरों में लिखें।',
  'Enter {what} with at least 7 digits (only digits, spaces and + - ( ), at most {limit} characters).':
    '{what} कम से कम 7 अंकों में लिखें (सिर्फ़ अंक, स्पेस और + - ( ), ज़्यादा से ज़्यादा {limit} अक्षर)।',
  'your full name': 'अपना पूरा नाम',
  "your child's full name": 'अपने बच्चे का पूरा नाम',
  "the person's full name": 'व्यक्ति का पूरा नाम',
  'a phone number': 'फ़ोन नंबर',
  'the parish': 'पैरिश',
  'the deanery': 'डीनरी',
  "the emergency contact's name": 'इमरजेंसी में संपर्क वाले व्यक्ति का नाम',
  "the emergency contact's phone number": 'इमरजेंसी में संपर्क वाले व्यक्ति का फ़ोन नंबर',
  "Choose an answer to '{question}'.": "'{question}' का एक जवाब चुनें।",
  "an answer to '{question}'": "'{question}' का जवाब",
  'Shorten the note on health or diet to {limit} characters at most.':
    'सेहत या खाने के बारे में नोट ज़्यादा से ज़्यादा {limit} अक्षरों में लिखें।',
  'Enter the date of birth.': 'जन्म तिथि लिखें।',
  'Enter a date of birth before the programme.': 'कार्यक्रम से पहले की जन्म तिथि लिखें।',
  'This programme is for ages {range}: on its first day the person will be {age}.':
    'यह कार्यक्रम {range} की उम्र के लिए है: पहले दिन उस व्यक्ति की उम्र {age} साल होगी।',
  '{min} to {max}': '{min} से {max} साल',
  '{min} and over': '{min} साल या उससे ज़्यादा',
  'up to {max}': '{max} साल तक',
  'Ask a parent to register you.': 'अपने माता-पिता से अपना रजिस्ट्रेशन करवाएँ।',
  "You will be {age} on {day}, the programme's first day. Someone under 18 is registered by a parent or guardian.":
    'कार्यक्रम के पहले दिन, {day} को, आपकी उम्र {age} साल होगी। 18 साल से कम उम्र वालों का रजिस्ट्रेशन माता-पिता या अभिभावक करते हैं।',
  "{name} will be {age} on {day}, the programme's first day. Someone 18 or over registers themselves, with their own e-mail address.":
    'कार्यक्रम के पहले दिन, {day} को, {name} की उम्र {age} साल होगी। 18 साल या उससे ज़्यादा उम्र वाले अपने ई-मेल पते से अपना रजिस्ट्रेशन खुद करते हैं।',
  // Registering: the answer, and what is shared on WhatsApp.
  '{name} is registered': '{name} का रजिस्ट्रेशन हो गया',
  'You are registered': 'आपका रजिस्ट्रेशन हो गया',
  '{name} is on the waiting list, number {number}': '{name} वेटिंग लिस्ट में हैं, नंबर {number}',
  'You are on the waiting list, number {number}': 'आप वेटिंग लिस्ट में हैं, नंबर {number}',
  "{name}'s place at {title} ({dates}) is confirmed.":
    '{title} ({dates}) में {name} की जगह पक्की हो गई है।',
  'Your place at {title} ({dates}) is confirmed.': '{title} ({dates}) में आपकी जगह पक्की हो गई है।',
  '{title} is full for now. When a place is free, the team offers it to the people waiting, in order, and will contact you.':
    '{title} अभी भर गया है। कोई जगह खाली होने पर टीम उसे वेटिंग लिस्ट के क्रम से देती है, और आपसे संपर्क करेगी।',
  'Reference: {reference}. Keep it: the team can find the registration by it.':
    'रेफ़रेंस: {reference}। इसे संभालकर रखें: इससे टीम आपका रजिस्ट्रेशन ढूँढ सकती है।',
  'To see it or cancel it, go to {link} and sign in with the same e-mail address.':
    'इसे देखने या रद्द करने के लिए {link} पर जाएँ और इसी ई-मेल पते से साइन इन करें।',
  'Share on WhatsApp': 'WhatsApp पर शेयर करें',
  'Register another child': 'एक और बच्चे का रजिस्ट्रेशन करें',
  '{name} is registered for {title}.': '{title} के लिए {name} का रजिस्ट्रेशन हो गया है।',
  '{name} is on the waiting list for {title}.': '{name} {title} की वेटिंग लिस्ट में हैं।',
  '{name} is on the waiting list for {title}, number {number}.':
    '{name} {title} की वेटिंग लिस्ट में हैं, नंबर {number}।',
  'When: {when}': 'कब: {when}',
  'Where: {where}': 'कहाँ: {where}',
  'Reference: {reference}': 'रेफ़रेंस: {reference}',
  'Please register me for {title} ({dates}).':
    'कृपया {title} ({dates}) के लिए मेरा रजिस्ट्रेशन कर दीजिए।',
  'A parent or guardian must register anyone under 18. So I asked the Youth Commission website to send you an e-mail with a sign-in link.':
    '18 साल से कम उम्र वालों का रजिस्ट्रेशन माता-पिता या अभिभावक को करना होता है। इसलिए मैंने युवा आयोग की वेबसाइट से आपको साइन इन के लिंक वाला ई-मेल भिजवाया है।',
  'It comes from {sender}, and its subject starts with "{subject}". If you do not see it, look in Spam.':
    'यह {sender} से आएगा, और इसका विषय "{subject}" से शुरू होगा। न दिखे तो Spam में देखें।',
  'Tap the link in it. The form opens: fill it in for me.':
    'इसके लिंक पर टैप करें। फ़ॉर्म खुलेगा: उसे मेरे लिए भर दीजिए।',
  // The reminder before a programme: the e-mail the nightly command sends, and the team's
  // WhatsApp message (domain/registration/reminders.ts), in the registration's language.
  'Reminder: {title}, {when}': 'रिमाइंडर: {title}, {when}',
  'Hello,': 'नमस्ते,',
  'A reminder: {title} starts soon, and {name} is registered for it.':
    'याद दिला दें: {title} जल्द ही शुरू हो रहा है, और इसके लिए {name} का रजिस्ट्रेशन हुआ है।',
  'What to bring:': 'साथ क्या लाएँ:',
  'The programme: {link}': 'कार्यक्रम: {link}',
  'You get this e-mail because this address registered {name} for {title} on {site}. It is the only reminder sent by e-mail.':
    'आपको यह ई-मेल इसलिए मिला है क्योंकि इस ई-मेल पते से {site} पर {title} के लिए {name} का रजिस्ट्रेशन किया गया था। ई-मेल से सिर्फ़ यही एक रिमाइंडर भेजा जाता है।',
  // My registrations.
  'Your sign-in account was deleted': 'आपका साइन-इन खाता हटा दिया गया',
  'Nothing of yours is kept on this site any more.': 'अब इस वेबसाइट पर आपका कुछ भी नहीं रखा गया है।',
  'Sign in to see your registrations': 'अपने रजिस्ट्रेशन देखने के लिए साइन इन करें',
  'Type the e-mail address you registered with. We send you an e-mail with a link: tap it to sign in, with no password. A parent types the address they used to register their child.':
    'वह ई-मेल पता लिखें जिससे आपने रजिस्ट्रेशन किया था। हम आपको एक लिंक वाला ई-मेल भेजेंगे: साइन इन करने के लिए उस पर टैप करें, कोई पासवर्ड नहीं चाहिए। माता-पिता वह पता लिखें जिससे उन्होंने अपने बच्चे का रजिस्ट्रेशन किया था।',
  Registered: 'रजिस्ट्रेशन हो गया',
  'On the waiting list': 'वेटिंग लिस्ट में',
  'On the waiting list, number {number}': 'वेटिंग लिस्ट में, नंबर {number}',
  'Cancelled by the team: {reason}': 'टीम ने रद्द किया: {reason}',
  'Cancelled by the team': 'टीम ने रद्द किया',
  'a programme no longer on the site': 'एक कार्यक्रम जो अब वेबसाइट पर नहीं है',
  "{name}'s registration for {title}": '{title} के लिए {name} का रजिस्ट्रेशन',
  "{name}'s registration for {title} was cancelled and deleted.":
    '{title} के लिए {name} का रजिस्ट्रेशन रद्द करके हटा दिया गया।',
  Delete: 'हटाएँ',
  Cancel: 'रद्द करें',
  'You have no registrations left': 'अब आपका कोई रजिस्ट्रेशन नहीं बचा',
  'You have no registrations': 'आपका कोई रजिस्ट्रेशन नहीं है',
  'Your sign-in account keeps only your e-mail address. You may delete it now; registering again later makes a new one.':
    'आपके साइन-इन खाते में सिर्फ़ आपका ई-मेल पता है। आप इसे अभी हटा सकते हैं; बाद में फिर से रजिस्ट्रेशन करने पर नया खाता बन जाएगा।',
  'Deleting...': 'हटाया जा रहा है...',
  'Delete my sign-in account too': 'मेरा साइन-इन खाता भी हटाएँ',
  "Cancel {name}'s registration?": '{name} का रजिस्ट्रेशन रद्द करें?',
  '{registration} is deleted at once, and the place is freed for someone else. This cannot be undone. If you change your mind, register again.':
    '{registration} तुरंत हटा दिया जाएगा, और वह जगह किसी और के लिए खाली हो जाएगी। इसे वापस नहीं लाया जा सकता। मन बदले तो फिर से रजिस्ट्रेशन करें।',
  'Cancel the registration': 'रजिस्ट्रेशन रद्द करें',
  'Keep it': 'रहने दें',
  // What the sign-in and the registration's writes say went wrong: the services' own messages,
  // found by their English (useNames) where they are always the same.
  'This is not a valid e-mail address. Check it and try again.':
    'यह सही ई-मेल पता नहीं है। इसे जाँचकर फिर से कोशिश करें।',
  'No connection: the link was not sent. Try again when you are online.':
    'इंटरनेट कनेक्शन नहीं है: लिंक नहीं भेजा गया। इंटरनेट चालू होने पर फिर से कोशिश करें।',
  'Too many links were asked for from this device. Wait a few minutes and try again.':
    'इस डिवाइस से बहुत सारे लिंक माँगे गए हैं। कुछ मिनट रुककर फिर से कोशिश करें।',
  'This is not the address the link was sent to. Type the address the e-mail came to.':
    'लिंक इस पते पर नहीं भेजा गया था। वह पता लिखें जिस पर ई-मेल आया था।',
  'This link has expired or has been used already. Ask for a new one below.':
    'इस लिंक का समय खत्म हो गया है या यह पहले ही इस्तेमाल हो चुका है। नीचे से नया लिंक माँगें।',
  'No connection: you are not signed in yet. Try again when you are online.':
    'इंटरनेट कनेक्शन नहीं है: आप अभी साइन इन नहीं हुए। इंटरनेट चालू होने पर फिर से कोशिश करें।',
  'This sign-in account is disabled. Write to the team.':
    'यह साइन-इन खाता बंद कर दिया गया है। टीम को लिखें।',
  'You are no longer signed in: nothing was saved. Ask for a new link and try again.':
    'आप अब साइन इन नहीं हैं: कुछ भी सेव नहीं हुआ। नया लिंक माँगें और फिर से कोशिश करें।',
  'Too many people are registering right now. Try again in a minute.':
    'अभी बहुत सारे लोग रजिस्ट्रेशन कर रहे हैं। एक मिनट बाद फिर से कोशिश करें।',
  'No connection: nothing was saved. Try again when you are online.':
    'इंटरनेट कनेक्शन नहीं है: कुछ भी सेव नहीं हुआ। इंटरनेट चालू होने पर फिर से कोशिश करें।',
  'The registration was refused: registration may have closed or changed. Reload the page and try again.':
    'रजिस्ट्रेशन नहीं हो सका: हो सकता है रजिस्ट्रेशन बंद हो गया हो या बदल गया हो। पेज दोबारा लोड करके फिर से कोशिश करें।',
  'This programme is no longer on the site.': 'यह कार्यक्रम अब वेबसाइट पर नहीं है।',
  // Why the site refused a registration, found as it was saved.
  '{name} is already registered for this programme from this account.':
    '{name} का रजिस्ट्रेशन इस कार्यक्रम के लिए इसी खाते से पहले ही हो चुका है।',
  "{name} is already on this programme's list.": '{name} पहले से ही इस कार्यक्रम की सूची में हैं।',
  'One account registers at most {count} people for a programme. Ask the team to add anyone else.':
    'एक खाते से किसी कार्यक्रम के लिए ज़्यादा से ज़्यादा {count} लोगों का रजिस्ट्रेशन हो सकता है। किसी और को जोड़ने के लिए टीम से कहें।',
  'Someone under 18 on the first day of the programme is registered by a parent or guardian.':
    'कार्यक्रम के पहले दिन जिसकी उम्र 18 साल से कम है, उसका रजिस्ट्रेशन माता-पिता या अभिभावक करते हैं।',
  'Someone 18 or over on the first day of the programme registers themselves.':
    'कार्यक्रम के पहले दिन जिसकी उम्र 18 साल या उससे ज़्यादा है, वह अपना रजिस्ट्रेशन खुद करता है।',
  'This programme has no valid dates.': 'इस कार्यक्रम की तारीखें सही नहीं हैं।',
  'This programme ended too long ago to take registrations: they would be deleted within {days} days.':
    'यह कार्यक्रम बहुत पहले खत्म हो चुका है, इसलिए अब रजिस्ट्रेशन नहीं हो सकता: रजिस्ट्रेशन {days} दिनों के अंदर मिट जाते।',
  'This registration was already removed.': 'यह रजिस्ट्रेशन पहले ही हटाया जा चुका है।',
  'No connection: your registrations could not be read. Try again when you are online.':
    'इंटरनेट कनेक्शन नहीं है: आपके रजिस्ट्रेशन नहीं खुल सके। इंटरनेट चालू होने पर फिर से कोशिश करें।',
  'No connection: the account was not deleted. Try again when you are online.':
    'इंटरनेट कनेक्शन नहीं है: खाता नहीं हटाया गया। इंटरनेट चालू होने पर फिर से कोशिश करें।',
  'For your safety, deleting the account needs a fresh sign-in: sign out, sign in again with a new link, then delete it.':
    'आपकी सुरक्षा के लिए, खाता हटाने से पहले फिर से साइन इन करना होगा: साइन आउट करें, नए लिंक से फिर साइन इन करें, फिर इसे हटाएँ।',
} as const satisfies Record<string, string>;
