/**
 * The Youth Commission of Agra Archdiocese's names and titles in Hindi, for its pages at /hi (see
 * ../profile.ts, ProfileInHindi). Drafted by a developer, to be reviewed by a Hindi reader of the
 * commission (docs/translation.md). Church words as the Catholic Church in North India writes
 * them: महाधर्मप्रांत (archdiocese), महाधर्माध्यक्ष (archbishop).
 */
import type { ProfileInHindi } from '../profile.ts';

const ARCHDIOCESE = 'महाधर्मप्रांत';

const AGRA_IN_HINDI: ProfileInHindi = {
  names: {
    title: 'आगरा महाधर्मप्रांत युवा आयोग',
    shortTitle: 'युवा आयोग आगरा',
    formalTitle: 'आगरा महाधर्मप्रांत का युवा आयोग',
    diocese: 'आगरा महाधर्मप्रांत',
    dioceseShort: ARCHDIOCESE,
    copyright: '© 2025 आगरा महाधर्मप्रांत युवा आयोग। सर्वाधिकार सुरक्षित।',
  },
  officeHolders: {
    bishop: {
      menuLabel: 'महाधर्माध्यक्ष',
      publicTitle: 'महाधर्माध्यक्ष के संदेश',
      publicSubtitle: 'हमारे आध्यात्मिक अगुवा का हर साल का मार्गदर्शन',
      publicDescription: `हर शैक्षिक वर्ष आगरा के महाधर्माध्यक्ष ${ARCHDIOCESE} के युवाओं को संदेश देते हैं। उनके संदेश पढ़ें, सबसे नया पहले।`,
    },
    youth_director: {
      menuLabel: 'धर्मप्रांतीय युवा निदेशक',
      publicTitle: 'धर्मप्रांतीय युवा निदेशक के संदेश',
      publicDescription: `धर्मप्रांतीय युवा निदेशक के ${ARCHDIOCESE} के युवाओं के लिए संदेश, हर शैक्षिक वर्ष का एक।`,
    },
    associate_director: {
      menuLabel: 'सह धर्मप्रांतीय युवा निदेशक',
      publicTitle: 'सह धर्मप्रांतीय युवा निदेशक के संदेश',
      publicDescription: `सह धर्मप्रांतीय युवा निदेशक के ${ARCHDIOCESE} के युवाओं के लिए संदेश, हर शैक्षिक वर्ष का एक।`,
    },
    lady_animator: {
      menuLabel: 'धर्मप्रांतीय महिला युवा प्रेरक',
      publicTitle: 'धर्मप्रांतीय महिला युवा प्रेरक के संदेश',
      publicDescription: `धर्मप्रांतीय महिला युवा प्रेरक के ${ARCHDIOCESE} के युवाओं के लिए संदेश, हर शैक्षिक वर्ष का एक।`,
    },
  },
  logos: {
    crest: { alt: 'आगरा महाधर्मप्रांत का चिह्न: नदी के ऊपर लाल ढाल पर सुनहरा क्रूस' },
    emblem: { alt: 'युवा आयोग का प्रतीक: एक घेरे में लौ और क्रूस के ऊपर कबूतर' },
  },
};

export default AGRA_IN_HINDI;
