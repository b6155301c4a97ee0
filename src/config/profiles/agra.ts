/**
 * The Youth Commission of Agra Archdiocese: the profile this site is built for (see
 * ../profile.ts for what each field means and how a build chooses a profile). Plain data, with
 * no call at its top level, so that a bundle that uses none of it drops it.
 */
import type { CommissionProfile } from '../profile.ts';

const IMAGES = '/images';
const ARCHDIOCESE = 'the Archdiocese';

const AGRA: CommissionProfile = {
  names: {
    title: 'Youth Commission of Agra Archdiocese',
    shortTitle: 'Youth Commission Agra',
    formalTitle: 'Youth Commission of the Archdiocese of Agra',
    diocese: 'the Archdiocese of Agra',
    dioceseShort: ARCHDIOCESE,
    copyright: '© 2025 Youth Commission of Agra Archdiocese. All Right Reserved.',
  },
  ids: {
    feedCalendarName: 'Youth Commission Agra programmes',
    calendarProducer: 'Youth Commission of Agra Archdiocese',
    calendarUidDomain: 'youth-commission-agra',
    backupFormat: 'youth-commission-agra-backup',
  },
  officeHolders: {
    bishop: {
      held: true,
      menuLabel: 'Archbishop',
      publicTitle: 'Messages from Archbishop',
      publicSubtitle: 'Annual guidance from our spiritual leader',
      publicDescription: `Each academic year the Archbishop of Agra addresses the young people of ${ARCHDIOCESE}. Read his messages, newest first.`,
      adminLabel: 'Archbishop',
      adminTitle: 'Archbishop Messages',
    },
    youth_director: {
      held: true,
      menuLabel: 'Diocesan Youth Director',
      publicTitle: 'Messages from Diocesan Youth Director',
      publicDescription: `Messages of the Diocesan Youth Director to the youth of ${ARCHDIOCESE}, one for each academic year.`,
      adminLabel: 'Youth Director',
      adminTitle: 'Youth Director Messages',
    },
    associate_director: {
      held: true,
      menuLabel: 'Associate Diocesan Youth Director',
      publicTitle: 'Messages from Associate Diocesan Youth Director',
      publicDescription: `Messages of the Associate Diocesan Youth Director to the youth of ${ARCHDIOCESE}, one for each academic year.`,
      adminLabel: 'Associate Director',
      adminTitle: 'Associate Director Messages',
    },
    lady_animator: {
      held: true,
      menuLabel: 'Diocesan Lady Youth Animator',
      publicTitle: 'Messages from Diocesan Lady Youth Animator',
      publicDescription: `Messages of the Diocesan Lady Youth Animator to the youth of ${ARCHDIOCESE}, one for each academic year.`,
      adminLabel: 'Lady Animator',
      adminTitle: 'Lady Youth Animator Messages',
    },
  },
  logos: {
    crest: {
      src: `${IMAGES}/logos/archdiocese-crest.svg`,
      png: `${IMAGES}/logos/archdiocese-crest.png`,
      alt: 'Crest of the Archdiocese of Agra: a gold cross on a maroon shield above a river',
      width: 200,
      height: 240,
    },
    emblem: {
      src: `${IMAGES}/logos/youth-commission-emblem.svg`,
      png: `${IMAGES}/logos/youth-commission-emblem.png`,
      alt: 'Emblem of the Youth Commission: a dove above a flame and a cross in a circle',
      width: 240,
      height: 240,
    },
  },
  favicon: '/favicon.svg',
  palette: {
    brand: '#7b1e2b',
    brandDark: '#6a1a25',
    accent: '#f2c94c',
    surface: '#fbf6ee',
    footerBackground: '#3d0d15',
    footerText: '#e9dfe0',
  },
  clock: { timeZone: 'Asia/Kolkata', utcOffsetMinutes: 330 },
  locale: 'en-IN',
  currencySign: '₹',
  callingCode: '91',
  siteDetails: {
    addressLines: ['Archbishop’s House', '6 Wazirpura Road', 'Agra 282003, Uttar Pradesh, India'],
    phone: '+91 562 285 1318',
    email: 'youth@agraarchdiocese.org',
    secondaryEmail: 'dyd@agraarchdiocese.org',
    about:
      'The Youth Commission of Agra Archdiocese accompanies the young people of our parishes in faith, friendship and service, under the guidance of Most Rev. Raphy Manjaly, Archbishop of Agra.',
    mapPlace: "Archbishop's House, Wazirpura Road, Agra",
    facebook: '',
    instagram: '',
    youtube: '',
  },
};

export default AGRA;
