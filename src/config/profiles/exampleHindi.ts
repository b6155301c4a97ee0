/**
 * The made-up Youth Commission of Ranipur Diocese's names and titles in Hindi (see example.ts and
 * ../profile.ts, ProfileInHindi).
 */
import type { ProfileInHindi } from '../profile.ts';

const DIOCESE = 'धर्मप्रांत';

const EXAMPLE_IN_HINDI: ProfileInHindi = {
  names: {
    title: 'रानीपुर धर्मप्रांत युवा आयोग',
    shortTitle: 'युवा आयोग रानीपुर',
    formalTitle: 'रानीपुर धर्मप्रांत का युवा आयोग',
    diocese: 'रानीपुर धर्मप्रांत',
    dioceseShort: DIOCESE,
    copyright: '© 2026 रानीपुर धर्मप्रांत युवा आयोग। सर्वाधिकार सुरक्षित।',
  },
  officeHolders: {
    bishop: {
      menuLabel: 'धर्माध्यक्ष',
      publicTitle: 'धर्माध्यक्ष के संदेश',
      publicSubtitle: 'हमारे चरवाहे का हर साल के लिए एक वचन',
      publicDescription: `हर शैक्षिक वर्ष रानीपुर के धर्माध्यक्ष ${DIOCESE} के युवाओं को लिखते हैं। उनके संदेश पढ़ें, सबसे नया पहले।`,
    },
    youth_director: {
      menuLabel: 'युवा निदेशक',
      publicTitle: 'युवा निदेशक के संदेश',
      publicDescription: `युवा निदेशक के ${DIOCESE} के युवाओं के लिए संदेश, हर शैक्षिक वर्ष का एक।`,
    },
    associate_director: {
      menuLabel: 'युवा संयोजक',
      publicTitle: 'युवा संयोजक के संदेश',
      publicDescription: `युवा संयोजक के ${DIOCESE} के युवाओं के लिए संदेश, हर शैक्षिक वर्ष का एक।`,
    },
    lady_animator: {
      menuLabel: 'युवा प्रेरक',
      publicTitle: 'युवा प्रेरक के संदेश',
      publicDescription: `युवा प्रेरक के ${DIOCESE} के युवाओं के लिए संदेश।`,
    },
  },
  logos: {
    crest: { alt: 'रानीपुर धर्मप्रांत का चिह्न: तीन पहाड़ियों के ऊपर हरी ढाल पर सफ़ेद दीपक' },
    emblem: { alt: 'रानीपुर युवा आयोग का प्रतीक: घेरे में क्रूस के पीछे उगता सूरज' },
  },
};

export default EXAMPLE_IN_HINDI;
