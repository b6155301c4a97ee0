/**
 * An example of another commission's profile: the made-up Youth Commission of Ranipur Diocese,
 * whose diocese has a Bishop and two office bearers (no Lady Youth Animator), with its own names,
 * palette, logos and texts. Nothing of it is a real diocese's. `npm run build -- --profile
 * src/config/profiles/example.ts` builds its site (docs/operating.md, "Starting the site for
 * another commission"); tests/integration/profileBuild.test.ts builds it and checks that nothing
 * of this repository's own commission reaches it. Its pages' texts are examplePages.ts, its logos
 * and favicon the folder example/ (publish/profileChoice.ts).
 */
import type { CommissionProfile } from '../profile.ts';

const IMAGES = '/images';
const DIOCESE = 'the Diocese';

const EXAMPLE: CommissionProfile = {
  names: {
    title: 'Youth Commission of Ranipur Diocese',
    shortTitle: 'Youth Commission Ranipur',
    formalTitle: 'Youth Commission of the Diocese of Ranipur',
    diocese: 'the Diocese of Ranipur',
    dioceseShort: DIOCESE,
    copyright: '© 2026 Youth Commission of Ranipur Diocese. All rights reserved.',
  },
  ids: {
    feedCalendarName: 'Youth Commission Ranipur programmes',
    calendarProducer: 'Youth Commission of Ranipur Diocese',
    calendarUidDomain: 'youth-commission-ranipur',
    backupFormat: 'youth-commission-ranipur-backup',
  },
  officeHolders: {
    bishop: {
      held: true,
      menuLabel: 'Bishop',
      publicTitle: 'Messages from the Bishop',
      publicSubtitle: 'A word for each year from our shepherd',
      publicDescription: `Each academic year the Bishop of Ranipur writes to the young people of ${DIOCESE}. Read his messages, newest first.`,
      adminLabel: 'Bishop',
      adminTitle: 'Bishop Messages',
    },
    youth_director: {
      held: true,
      menuLabel: 'Youth Director',
      publicTitle: 'Messages from the Youth Director',
      publicDescription: `Messages of the Youth Director to the youth of ${DIOCESE}, one for each academic year.`,
      adminLabel: 'Youth Director',
      adminTitle: 'Youth Director Messages',
    },
    associate_director: {
      held: true,
      menuLabel: 'Youth Coordinator',
      publicTitle: 'Messages from the Youth Coordinator',
      publicDescription: `Messages of the Youth Coordinator to the youth of ${DIOCESE}, one for each academic year.`,
      adminLabel: 'Youth Coordinator',
      adminTitle: 'Youth Coordinator Messages',
    },
    lady_animator: {
      held: false,
      menuLabel: 'Youth Animator',
      publicTitle: 'Messages from the Youth Animator',
      publicDescription: `Messages of the Youth Animator to the youth of ${DIOCESE}.`,
      adminLabel: 'Youth Animator',
      adminTitle: 'Youth Animator Messages',
    },
  },
  logos: {
    crest: {
      src: `${IMAGES}/logos/ranipur-diocese-crest.svg`,
      png: `${IMAGES}/logos/ranipur-diocese-crest.png`,
      alt: 'Crest of the Diocese of Ranipur: a white lamp on a green shield above three hills',
      width: 200,
      height: 240,
    },
    emblem: {
      src: `${IMAGES}/logos/ranipur-youth-emblem.svg`,
      png: `${IMAGES}/logos/ranipur-youth-emblem.png`,
      alt: 'Emblem of the Youth Commission of Ranipur: a sunrise behind a cross in a circle',
      width: 240,
      height: 240,
    },
  },
  favicon: '/favicon.svg',
  palette: {
    brand: '#1d5c4a',
    brandDark: '#154536',
    accent: '#f4d35e',
    surface: '#eef6f2',
    footerBackground: '#0f2e25',
    footerText: '#dcebe4',
  },
  clock: { timeZone: 'Asia/Kolkata', utcOffsetMinutes: 330 },
  locale: 'en-IN',
  currencySign: '₹',
  callingCode: '91',
  siteDetails: {
    addressLines: ['Bishop’s House', '14 Lake View Road', 'Ranipur, India'],
    phone: '+91 11 5550 0140',
    email: 'youth@ranipur-diocese.example',
    secondaryEmail: 'office@ranipur-diocese.example',
    about:
      'The Youth Commission of Ranipur Diocese walks with the young people of its parishes in prayer, friendship and service.',
    mapPlace: "Bishop's House, Lake View Road, Ranipur",
    facebook: '',
    instagram: '',
    youtube: '',
  },
};

export default EXAMPLE;
