/**
 * Seed content for local development and tests: members over three terms, messages of the four
 * kinds, gallery entries, programmes and the parish list. Images are files under seed/images
 * (drawn by tools/placeholder-art/make-images.ts, the posters by
 * tools/placeholder-art/make-posters.ts), named here relative to that folder. All people are
 * fictional; the Archbishop is named only by his office.
 */
import { ARCHDIOCESE_PARISH_LIST } from '../src/config/profiles/agraParishes';
import type { Collection } from '../src/domain/collections';
import { SHOWN_MESSAGE_KINDS } from '../src/domain/messageKinds';
import { addDays, isoDate, parseDate } from '../src/domain/programmes';
import type {
  RegistrantDetails,
  RegistrationSettings,
} from '../src/domain/registration/registrations';
import type { MessageKind, ProgrammeInput } from '../src/domain/types';

export interface SeedMember {
  name: string;
  role: string;
  /** Both years, or neither for a member with no period. */
  startYear: number | null;
  endYear: number | null;
  /** A photo under seed/images, or none (the card shows the placeholder silhouette). */
  image?: string;
  createdAt: string;
}

export interface SeedMessage {
  kind: MessageKind;
  year: string;
  name: string;
  title: string;
  /** Paragraphs separated by a blank line. */
  fullMessage: string;
  image?: string;
  createdAt: string;
}

export interface SeedGalleryImage {
  title: string;
  /**
   * Full image under seed/images; its thumbnail is `thumbOf(image)`, its medium-size copy
   * `mediumOf(image)`.
   */
  image: string;
  createdAt: string;
  /** The programme it is a photo of: that programme's place in the same content's `events`. */
  programme?: number;
}

/** The place of 'Youth Sunday at the Cathedral' in SEED_PROGRAMMES: three photos are of it. */
const YOUTH_SUNDAY = 3;

/**
 * A programme with its dates relative to the day of seeding, so that a backend seeded on any day
 * has programmes to come and programmes gone by.
 */
export interface SeedProgramme extends Omit<ProgrammeInput, 'startDate' | 'endDate' | 'imageUrl'> {
  /** Days from the day of seeding to the first day; negative for one in the past. */
  startsIn: number;
  /** How many days it lasts: 1 for a programme of one day. */
  days: number;
  /** A poster under seed/images, or none. */
  image?: string;
  /** How it takes registrations on this site, if it does: its closing day as days from seeding. */
  registration?: Omit<RegistrationSettings, 'closesOn'> & { closesIn: number };
  /**
   * People registered for it, as the team adds someone who came without registering (consent on
   * paper), in this order: a made-up site's (seed/generate.ts); the seed's own take none.
   */
  registrants?: readonly RegistrantDetails[];
  /**
   * For a programme gone by that took registrations: the people who had a place, as its counts
   * (src/domain/registration/programmeCounts.ts) count them, each a group and a parish of the
   * seed's parish list (by their places in it), an age on the first day and whether they came.
   * The seed keeps its counts alone, as the team's registrations screen keeps them once a
   * programme has ended; no registration is stored, and nobody is named.
   */
  counted?: ReadonlyArray<readonly [group: number, parish: number, age: number, arrived: boolean]>;
}

/**
 * The local accounts, each under a fixed uid, so that the Auth emulator (which forgets its
 * accounts when it stops) gives them back the same uids the seeded team documents and signed
 * records name: the owner by the `admin` claim, an editor who joined the team by invitation, and
 * an account that is signed in but not on the team.
 */
export const SEED_ACCOUNTS = {
  admin: {
    uid: 'seed-admin',
    email: 'admin@example.com',
    password: 'admin-password',
    name: 'Administrator',
    about: 'the owner, by the admin claim',
  },
  volunteer: {
    uid: 'seed-volunteer',
    email: 'volunteer@example.com',
    password: 'volunteer-password',
    name: 'Anita',
    about: 'an editor on the team',
  },
  editor: {
    uid: 'seed-editor',
    email: 'editor@example.com',
    password: 'editor-password',
    name: 'Not on the team',
    about: 'signed in, not on the team',
  },
} as const;

/** The local accounts as `npm run dev` lists them when it is ready: one line each. */
export const seedAccountLines = () => {
  const accounts = Object.values(SEED_ACCOUNTS);
  const width = Math.max(...accounts.map(({ email, password }) => `${email} / ${password}`.length));
  return accounts.map(
    ({ email, password, about }) => `${`${email} / ${password}`.padEnd(width)}  (${about})`,
  );
};

/** The 480 px thumbnail committed beside each seed gallery image. */
export const thumbOf = (image: string) => image.replace(/^gallery\//, 'gallery/thumbs/');
/**
 * The 1080 px medium-size copy committed beside each seed gallery image, drawn with the image and
 * its thumbnail by `npx tsx tools/placeholder-art/make-images.ts`.
 */
export const mediumOf = (image: string) => image.replace(/^gallery\//, 'gallery/medium/');

/** A term's members in order of office, created a minute apart so createdAt keeps that order. */
function term(
  startYear: number | null,
  endYear: number | null,
  createdOn: string,
  people: ReadonlyArray<[name: string, role: string, image?: string]>,
): SeedMember[] {
  const base = Date.parse(createdOn);
  return people.map(([name, role, image], i) => ({
    name,
    role,
    startYear,
    endYear,
    ...(image ? { image: `members/${image}.jpg` } : {}),
    createdAt: new Date(base + i * 60_000).toISOString(),
  }));
}

export const SEED_MEMBERS: readonly SeedMember[] = [
  ...term(2019, 2021, '2019-07-14T10:00:00.000Z', [
    ['Vivek Francis', 'President', 'vivek-francis'],
    ['Neha Dass', 'Vice President'],
    ['Alwin Thomas', 'Secretary'],
    ['Riya Pinto', 'Joint Secretary', 'riya-pinto'],
    ['Sandeep Peter', 'Treasurer'],
    ['Angela Charan', 'Deanery Coordinator – Agra'],
  ]),
  ...term(2022, 2024, '2022-06-26T10:00:00.000Z', [
    ['Ankita Masih', 'President', 'ankita-masih'],
    ['Prateek Lal', 'Vice President', 'prateek-lal'],
    ['Merlin Xavier', 'Secretary'],
    ['Nikhil George', 'Treasurer', 'nikhil-george'],
    ['Diana Rodrigues', 'Deanery Coordinator – Aligarh'],
    ['Ashish Anthony', 'Deanery Coordinator – Noida'],
  ]),
  ...term(2025, 2027, '2025-06-22T10:00:00.000Z', [
    ['Rohan D’Souza', 'President', 'rohan-dsouza'],
    ['Sneha Fernandes', 'Vice President', 'sneha-fernandes'],
    ['Joel Singh', 'Secretary', 'joel-singh'],
    ['Shalini Joseph', 'Treasurer', 'shalini-joseph'],
    ['Aman Massey', 'Deanery Coordinator – Agra'],
    ['Priya Lobo', 'Deanery Coordinator – Mathura', 'priya-lobo'],
  ]),
  ...term(null, null, '2018-03-04T10:00:00.000Z', [
    ['Kevin Paul', 'Youth Choir Coordinator'],
    ['Sonia Victor', 'Parish Youth Animator, St. Mary’s, Agra'],
  ]),
];

const paragraphs = (...parts: string[]) => parts.join('\n\n');

const ARCHBISHOP = 'The Archbishop of Agra';
const YOUTH_DIRECTOR = 'Fr. Sunil Mathew';
const FORMER_YOUTH_DIRECTOR = 'Fr. Anil Dominic';
const ASSOCIATE_DIRECTOR = 'Fr. Vinod Lakra';
const LADY_ANIMATOR = 'Sr. Mercy Joseph';

export const SEED_MESSAGES: readonly SeedMessage[] = [
  {
    kind: 'bishop',
    year: '2024-2025',
    name: ARCHBISHOP,
    title: 'Pilgrims of Hope',
    image: 'messages/archbishop.jpg',
    createdAt: '2024-06-30T09:00:00.000Z',
    fullMessage: paragraphs(
      'My dear young people of the Archdiocese of Agra, as the Church enters the Jubilee Year, I greet each one of you with joy. You are not only the future of the Church; you are her present, and the Lord is calling you today.',
      'Hope is not a vague feeling that things will somehow improve. Christian hope rests on a Person, the risen Lord, who walks with us as He walked with the disciples on the road to Emmaus. Let this year be a pilgrimage: to our parishes, to the poor and to one another.',
      'I ask every parish youth group to plan at least one work of mercy in each season of the year, and to pray together before you act. Your deanery coordinators will help you, and the Youth Commission will gather you for the Jubilee celebration at the Cathedral.',
      'Be assured of my prayers and my blessing. May Mary, Mother of Hope, keep you close to her Son.',
    ),
  },
  {
    kind: 'bishop',
    year: '2023-2024',
    name: ARCHBISHOP,
    title: 'Rooted in Prayer, Sent to Serve',
    image: 'messages/archbishop.jpg',
    createdAt: '2023-07-02T09:00:00.000Z',
    fullMessage: paragraphs(
      'Dear young friends, a tree that is deeply rooted does not fear the summer heat. In the same way, a young person rooted in prayer is not shaken by every wind of fashion or opinion.',
      'This year I invite you to make space each day for a few minutes of silence with the Word of God. Begin with the Gospel of the day. Read it slowly, and ask the Lord what He is saying to you.',
      'Prayer that is real always sends us out. Visit the sick of your parish, help the children who find their studies hard, and welcome the young people who have come to our cities for work and feel alone.',
      'I thank your priests, sisters and animators for their dedication, and I bless all of you and your families.',
    ),
  },
  {
    kind: 'bishop',
    year: '2022-2023',
    name: ARCHBISHOP,
    title: 'Arise, Go in Haste',
    createdAt: '2022-07-03T09:00:00.000Z',
    fullMessage: paragraphs(
      'My dear young people, Mary arose and went with haste to visit her cousin Elizabeth. She did not wait to be asked; she saw a need and she went.',
      'After difficult years in which many of our families suffered, I ask you to be the first to arise. Notice who is missing from the Sunday Mass, who has lost work, who needs a friend, and go to them.',
      'Let our youth groups be places where every young person is known by name. May the Lord bless your generosity.',
    ),
  },
  {
    kind: 'youth_director',
    year: '2024-2025',
    name: YOUTH_DIRECTOR,
    title: 'Walking Together as One Family',
    image: 'messages/youth-director.jpg',
    createdAt: '2024-07-07T09:00:00.000Z',
    fullMessage: paragraphs(
      'Dear friends, greetings from the Diocesan Youth Office. Our four deaneries of Agra, Mathura, Aligarh and Noida are different in size and in their challenges, but we are one family of faith.',
      'This year the Youth Commission will hold a leadership camp for new parish office bearers in August, a deanery youth rally in each deanery, and the annual Youth Sunday at the Cathedral. Please watch the notice boards of your parishes for the dates.',
      'I encourage every parish to form a small team for liturgy, one for service and one for sports and culture. When responsibilities are shared, more young people discover their gifts.',
      'My door is always open. Write to us or come and visit the youth office at the Archbishop’s House.',
    ),
  },
  {
    kind: 'youth_director',
    year: '2023-2024',
    name: YOUTH_DIRECTOR,
    title: 'Come and See',
    image: 'messages/youth-director.jpg',
    createdAt: '2023-07-09T09:00:00.000Z',
    fullMessage: paragraphs(
      'Dear young people, when the first disciples asked Jesus where He was staying, He did not give them an address. He said, “Come and see.”',
      'Our youth programmes are an invitation of the same kind. Bring a friend to the next meeting, to the retreat, to the choir practice. Faith is caught more than it is taught.',
      'Thank you to all who made last year’s tree planting drive and blood donation camps a success.',
    ),
  },
  {
    kind: 'youth_director',
    year: '2022-2023',
    name: FORMER_YOUTH_DIRECTOR,
    title: 'Starting Again with Courage',
    image: 'messages/youth-director-former.jpg',
    createdAt: '2022-07-10T09:00:00.000Z',
    fullMessage: paragraphs(
      'Dear friends, after a long time apart we are finally able to meet again in our parishes. Let us start again with courage and with gratitude for those who kept the flame of faith alive at home.',
      'This year we will rebuild our parish youth groups step by step: first prayer together, then fellowship, then service.',
      'This is my last year as your director. Thank you for your trust; I will continue to pray for each of you.',
    ),
  },
  {
    kind: 'associate_director',
    year: '2024-2025',
    name: ASSOCIATE_DIRECTOR,
    title: 'Faith and Studies Go Together',
    image: 'messages/associate-director.jpg',
    createdAt: '2024-07-14T09:00:00.000Z',
    fullMessage: paragraphs(
      'Dear students and young workers, many of you carry the weight of examinations, entrance tests and the search for a first job. The Church walks with you in these worries.',
      'This year the Youth Commission will offer career guidance evenings in each deanery, with professionals from our parishes who are willing to share their experience.',
      'Do not give up your Sunday Mass and your youth group because of pressure. An hour given to God is never an hour lost.',
    ),
  },
  {
    kind: 'associate_director',
    year: '2023-2024',
    name: ASSOCIATE_DIRECTOR,
    title: 'Servants of the Word',
    createdAt: '2023-07-16T09:00:00.000Z',
    fullMessage: paragraphs(
      'Dear friends, the Bible quiz and the reading of the Word in our liturgies are two places where young people serve the whole parish.',
      'I invite lectors to prepare the readings at home, to understand them and to read slowly and clearly, so that the people of God can hear the Lord speak.',
    ),
  },
  {
    kind: 'lady_animator',
    year: '2024-2025',
    name: LADY_ANIMATOR,
    title: 'Daughters of the Church, Leaders of Tomorrow',
    image: 'messages/lady-animator.jpg',
    createdAt: '2024-07-21T09:00:00.000Z',
    fullMessage: paragraphs(
      'Dear young women of our archdiocese, you have a special place in the life of the Church. Like the women who stood near the Cross and were the first witnesses of the Resurrection, you are called to be faithful and courageous.',
      'This year we will hold a weekend programme for young women on leadership, safety and personal growth, with a day of recollection in each deanery.',
      'Parents, please support your daughters in taking up responsibilities in the parish youth group. When our young women lead, our communities become stronger.',
    ),
  },
  {
    kind: 'lady_animator',
    year: '2023-2024',
    name: LADY_ANIMATOR,
    title: 'Mary, Model of Listening',
    image: 'messages/lady-animator.jpg',
    createdAt: '2023-07-23T09:00:00.000Z',
    fullMessage: paragraphs(
      'Dear girls and young women, Mary kept all these things and pondered them in her heart. In a world full of noise, she teaches us to listen.',
      'Let us begin our meetings this year with a decade of the Rosary and a short reflection, and let us listen to one another with the same patience.',
      'With love and prayers from the sisters of the youth animation team.',
    ),
  },
];

export const SEED_GALLERY: readonly SeedGalleryImage[] = [
  {
    title: 'New Youth Committee 2025-2027',
    image: 'gallery/new-committee.webp',
    createdAt: '2025-06-22T12:00:00.000Z',
    programme: YOUTH_SUNDAY,
  },
  {
    title: 'Youth Sunday Mass at the Cathedral',
    image: 'gallery/youth-sunday.webp',
    createdAt: '2025-04-27T12:00:00.000Z',
    programme: YOUTH_SUNDAY,
  },
  {
    title: 'Christmas Carol Singing',
    image: 'gallery/christmas-carols.webp',
    createdAt: '2024-12-22T12:00:00.000Z',
  },
  {
    title: 'Inter-Parish Youth Sports Meet',
    image: 'gallery/sports-meet.webp',
    createdAt: '2024-11-10T12:00:00.000Z',
  },
  {
    title: 'Deanery Youth Rally, Mathura',
    image: 'gallery/youth-rally-mathura.webp',
    createdAt: '2024-10-06T12:00:00.000Z',
  },
  {
    title: 'Leadership Camp: Evening Campfire',
    image: 'gallery/leadership-camp.webp',
    createdAt: '2024-08-18T12:00:00.000Z',
  },
  {
    title: 'Tree Planting Drive, Aligarh Deanery',
    image: 'gallery/tree-planting-aligarh.webp',
    createdAt: '2024-07-28T12:00:00.000Z',
  },
  {
    title: 'Candlelight Prayer Vigil for Peace',
    image: 'gallery/candlelight-vigil.webp',
    createdAt: '2024-05-19T12:00:00.000Z',
    programme: YOUTH_SUNDAY,
  },
];

export const SEED_PROGRAMMES: readonly SeedProgramme[] = [
  {
    title: 'Archdiocesan Youth Leadership Camp',
    startsIn: 12,
    days: 3,
    time: '9:00 AM – 5:00 PM',
    place: 'St. Peter’s College, Agra',
    image: 'events/youth-leadership-camp.jpg',
    registrationUrl: 'https://forms.example.org/agra-youth-leadership-camp',
    description: paragraphs(
      'Three days of formation for the new office bearers of our parish youth groups: leadership in the way of Jesus, planning a year of activities, running a meeting, and caring for every young person in the parish. The camp ends with the Eucharist and a commissioning by the Youth Director.',
      'Each parish may send up to four young people between 18 and 30 years of age. Food and stay are provided; please bring a bedsheet, a Bible and a notebook. Register by the link below before the end of this week.',
    ),
  },
  {
    title: 'Deanery Youth Day, Mathura',
    startsIn: 5,
    days: 1,
    time: '10:00 AM – 4:00 PM',
    place: 'Sacred Heart Church, Mathura',
    registrationUrl: '',
    // Registration on the site, with few places, so that a local site shows every state of it.
    registration: {
      open: true,
      closesIn: 3,
      capacity: 3,
      minAge: 15,
      maxAge: 35,
      fee: 'Pay ₹100 at the venue, for lunch',
      questions: [
        { id: 'q1', label: 'Lunch', kind: 'choice', options: ['Vegetarian', 'Non-vegetarian'] },
        { id: 'q2', label: 'Which parish group do you come with?', kind: 'text', options: [] },
      ],
    },
    description: paragraphs(
      'The young people of the Mathura deanery gather for a day of praise and worship, a talk on the theme “Pilgrims of Hope”, group sharing and a cultural programme prepared by the parishes.',
      'The day begins with registration at 9:30 AM and closes with Holy Mass celebrated by the Dean. Lunch is provided; parish groups are asked to travel together with their animators.',
    ),
  },
  {
    title: 'Taizé Evening of Prayer',
    startsIn: 26,
    days: 1,
    time: '6:30 PM – 8:00 PM',
    place: 'St. Alphonsus Church, Noida',
    registrationUrl: '',
    description: paragraphs(
      'An evening of simple chants, silence and the Word of God in the style of the Taizé community, with candles around the Cross.',
      'Everyone is welcome, from every parish and every church; no registration is needed. Come a little early to learn the chants.',
    ),
  },
  {
    title: 'Youth Sunday at the Cathedral',
    startsIn: -9,
    // Eighteen with a place, most of them from around Agra; fifteen came.
    counted: [
      [0, 0, 14, true],
      [0, 0, 15, true],
      [0, 0, 16, true],
      [0, 0, 16, true],
      [0, 0, 17, false],
      [0, 0, 19, true],
      [0, 0, 22, true],
      [0, 0, 26, true],
      [0, 1, 13, true],
      [0, 1, 15, true],
      [0, 1, 18, false],
      [0, 1, 21, true],
      [1, 0, 16, true],
      [1, 0, 17, true],
      [6, 0, 23, true],
      [5, 0, 15, true],
      [5, 0, 20, false],
      [5, 0, 29, true],
    ],
    days: 1,
    time: '9:00 AM – 1:00 PM',
    place: 'Cathedral of the Immaculate Conception, Agra',
    image: 'events/youth-sunday.jpg',
    registrationUrl: '',
    description: paragraphs(
      'Young people from all four deaneries joined the Archbishop for the Youth Sunday Mass, followed by the presentation of the year’s programme and the blessing of the new parish youth committees.',
      'Thank you to the Cathedral parish for its welcome, and to the choir of St. Mary’s for leading the singing.',
    ),
  },
  {
    title: 'Blood Donation Camp, Aligarh Deanery',
    startsIn: -24,
    days: 1,
    time: '9:00 AM – 2:00 PM',
    place: 'Holy Family Church Hall, Aligarh',
    registrationUrl: '',
    description: paragraphs(
      'The youth of the Aligarh deanery organised a blood donation camp with the district hospital’s blood bank; sixty-two young people and parishioners gave blood.',
      'The next camp will be held in the Agra deanery. Parish groups that wish to host one may write to the Youth Commission.',
    ),
  },
  {
    title: 'Bible Quiz and Fellowship Weekend',
    startsIn: -47,
    // Nine with a place, from three groups; one did not come.
    counted: [
      [0, 0, 14, true],
      [0, 0, 15, true],
      [0, 0, 17, true],
      [0, 1, 16, true],
      [1, 0, 15, true],
      [1, 0, 18, false],
      [2, 0, 16, true],
      [2, 0, 17, true],
      [2, 0, 24, true],
    ],
    days: 2,
    time: '',
    place: 'St. Mary’s Church, Noida',
    registrationUrl: '',
    description: paragraphs(
      'Teams from eighteen parishes met for the archdiocesan Bible quiz on the Acts of the Apostles, followed by an evening of games, music and fellowship.',
      'The team of St. Mary’s, Noida won the trophy, with Sacred Heart, Mathura and St. Joseph’s, Aligarh close behind.',
    ),
  },
];

/**
 * Seed content keyed by the collection its records are stored in: what scripts/seed.ts writes,
 * one collection at a time. A new collection with seed records is one more key here and one more
 * entry in the seed script's table of how such a record is written.
 */
export interface SeedContent {
  members: readonly SeedMember[];
  bishopMessages: readonly SeedMessage[];
  officeBearerMessages: readonly SeedMessage[];
  gallery: readonly SeedGalleryImage[];
  events: readonly SeedProgramme[];
}

/** The messages of the offices the commission profile holds (the site shows no others). */
const HELD_MESSAGES = SEED_MESSAGES.filter((m) => SHOWN_MESSAGE_KINDS.includes(m.kind));

/** The seed, as every developer's local site starts. */
export const SEED_CONTENT = {
  members: SEED_MEMBERS,
  bishopMessages: HELD_MESSAGES.filter((m) => m.kind === 'bishop'),
  officeBearerMessages: HELD_MESSAGES.filter((m) => m.kind !== 'bishop'),
  gallery: SEED_GALLERY,
  events: SEED_PROGRAMMES,
} satisfies SeedContent & Partial<Record<Collection, readonly unknown[]>>;

/**
 * The parish list the seed saves: the archdiocese's parishes that public pages name, the list an
 * owner of a real site starts from in Settings → Parishes (src/config/profiles/agraParishes.ts).
 */
export const SEED_PARISH_LIST = ARCHDIOCESE_PARISH_LIST;

/**
 * A seed programme's dates on the day of seeding `today` ('YYYY-MM-DD'): its start, and its last
 * day, or '' for a programme of one day (the form's empty end date).
 */
export function seedProgrammeDates(
  programme: Pick<SeedProgramme, 'startsIn' | 'days'>,
  today: string,
): { startDate: string; endDate: string } {
  const day = parseDate(today);
  if (!day) throw new Error(`Not a date: ${today}`);
  const start = addDays(day, programme.startsIn);
  return {
    startDate: isoDate(start),
    endDate: programme.days > 1 ? isoDate(addDays(start, programme.days - 1)) : '',
  };
}
