/**
 * A site of a given age, made up: what the commission's site would hold after `years` of use, so
 * that what a visit and a publish cost can be measured as the site grows (`npm run seed --
 * --years 10`). Its size follows one site's life: 20 members a year (a term of three years at a
 * time), three messages of each of the four kinds a year, 40 programmes a year, and photos that
 * grow with use (200 a year in the first three years, then about 343 a year: 600 after three years,
 * 3,000 after ten), about half of them of programmes (the first programme has 60). Dates spread
 * back from `today`, a few programmes still to come, every other one of those taking
 * registrations on the site, with people registered that grow with use too (30 each a year of
 * the site: 300 each at ten years). The pictures are the seed's own files, used again; every
 * person is made up.
 *
 * Deterministic: the same age and day give the same site, so measurements can be repeated.
 */
import { SEED_MESSAGES, type SeedContent, type SeedMember, type SeedMessage } from './data';
import type { SeedGalleryImage, SeedProgramme } from './data';
import { SHOWN_MESSAGE_KINDS } from '../src/domain/messageKinds';
import type { MessageKind } from '../src/domain/types';

/** How many records of each collection a site of this age holds. */
export function siteSize(years: number) {
  const photos = years <= 3 ? 200 * years : 600 + Math.round((2400 * (years - 3)) / 7);
  return {
    members: 20 * years,
    messages: 12 * years,
    gallery: photos,
    programmes: 40 * years,
  };
}

/** Of the programmes still to come, those that take registrations on the site: every other. */
export const REGISTERING_PROGRAMMES = 5;

/** How many people are registered for each programme that takes registrations on the site. */
export const registrantsEach = (years: number) => 30 * years;

/** A small, seeded pseudo-random generator (mulberry32): the same seed, the same site. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

const FIRST_NAMES = [
  'Aarav',
  'Abigail',
  'Alan',
  'Anjali',
  'Ashish',
  'Beena',
  'Bony',
  'Celina',
  'Clement',
  'Daniel',
  'Deepa',
  'Elsa',
  'Emmanuel',
  'Fatima',
  'Francis',
  'Grace',
  'Hannah',
  'Irene',
  'Jacob',
  'Jyoti',
  'Kiran',
  'Lalit',
  'Lydia',
  'Manoj',
  'Maria',
  'Nisha',
  'Noel',
  'Pooja',
  'Rahul',
  'Rebecca',
  'Sahil',
  'Sarah',
  'Stephen',
  'Tanya',
  'Teresa',
  'Vijay',
  'Xavier',
  'Yash',
  'Zoya',
  'Reena',
] as const;
const LAST_NAMES = [
  'Anthony',
  'Charan',
  'D’Costa',
  'Dass',
  'Fernandes',
  'Francis',
  'George',
  'Joseph',
  'Lakra',
  'Lal',
  'Lobo',
  'Masih',
  'Massey',
  'Mathew',
  'Minj',
  'Paul',
  'Peter',
  'Pinto',
  'Rodrigues',
  'Singh',
  'Thomas',
  'Tirkey',
  'Victor',
  'Xalxo',
] as const;
const ROLES = [
  'President',
  'Vice President',
  'Secretary',
  'Joint Secretary',
  'Treasurer',
  'Deanery Coordinator – Agra',
  'Deanery Coordinator – Mathura',
  'Deanery Coordinator – Aligarh',
  'Deanery Coordinator – Noida',
  'Parish Youth Animator',
  'Youth Choir Coordinator',
  'Sports Coordinator',
  'Liturgy Coordinator',
  'Media Coordinator',
] as const;
const PLACES = [
  'Cathedral of the Immaculate Conception, Agra',
  'St. Peter’s College, Agra',
  'St. Dominic’s Church, Mathura',
  'St. Fidelis Church, Aligarh',
  'Sacred Heart Church, Noida',
  'St. Mary’s Church, Agra Cantonment',
  'Archbishop’s House, Agra',
] as const;
const EVENTS = [
  'Youth Day',
  'Leadership Camp',
  'Bible Quiz',
  'Prayer Vigil',
  'Sports Meet',
  'Carol Singing',
  'Blood Donation Camp',
  'Tree Planting Drive',
  'Retreat',
  'Pilgrimage',
  'Choir Workshop',
  'Seminar on Careers',
  'Rally',
] as const;
const PHOTOS = [
  'gallery/new-committee.webp',
  'gallery/youth-sunday.webp',
  'gallery/christmas-carols.webp',
  'gallery/sports-meet.webp',
  'gallery/youth-rally-mathura.webp',
  'gallery/leadership-camp.webp',
  'gallery/tree-planting-aligarh.webp',
  'gallery/candlelight-vigil.webp',
] as const;
const MEMBER_PHOTOS = [
  'members/ankita-masih.jpg',
  'members/joel-singh.jpg',
  'members/nikhil-george.jpg',
  'members/prateek-lal.jpg',
  'members/priya-lobo.jpg',
  'members/riya-pinto.jpg',
] as const;
const POSTERS = ['events/youth-leadership-camp.jpg', 'events/youth-sunday.jpg'] as const;
/** The parishes people register from: a place of PLACES, and its deanery (its town). */
const PARISHES = PLACES.filter((place) => place.includes('Church')).map((parish) => ({
  parish,
  deanery: parish.split(',').pop()?.trim().split(' ')[0] ?? '',
}));

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many photos the first programme of a generated site has. */
export const PHOTOS_OF_FIRST_PROGRAMME = 60;

/**
 * The made-up content of a site `years` old on `today` (an instant): keyed by collection, as
 * seed/data.ts's SEED_CONTENT, so the seed script writes it the same way.
 */
export function generateSite(years: number, today: Date): SeedContent {
  if (!Number.isInteger(years) || years < 1 || years > 30)
    throw new Error(`--years takes a whole number from 1 to 30, not ${years}`);
  const size = siteSize(years);
  const random = randomFrom(years * 7919 + 17);
  const now = today.getTime();
  const thisYear = today.getUTCFullYear();
  const firstYear = thisYear - years + 1;
  /** An instant of the site's life, `fraction` of the way from its start to today. */
  const during = (fraction: number) =>
    new Date(now - years * 365 * DAY_MS * (1 - fraction) - random.between(0, 3) * DAY_MS);
  const person = () => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;

  // Members: terms of three years, the newest ending after this year; a few with no period.
  const members: SeedMember[] = Array.from({ length: size.members }, (_, i) => {
    const noPeriod = i % 25 === 24;
    const termStart = firstYear + 3 * Math.floor((i / size.members) * Math.ceil(years / 3));
    return {
      name: person(),
      role: ROLES[i % ROLES.length] as string,
      startYear: noPeriod ? null : termStart,
      endYear: noPeriod ? null : termStart + 2,
      ...(i % 3 === 0 ? { image: random.pick(MEMBER_PHOTOS) } : {}),
      createdAt: during(i / size.members).toISOString(),
    };
  });

  // Messages: each kind the commission profile holds in turn, one academic year after another, the newest this year.
  const texts = SEED_MESSAGES.map((m) => m.fullMessage);
  const messages: SeedMessage[] = Array.from({ length: size.messages }, (_, i) => {
    const kind = SHOWN_MESSAGE_KINDS[i % SHOWN_MESSAGE_KINDS.length] as MessageKind;
    const year = firstYear + Math.floor((i / size.messages) * years);
    return {
      kind,
      year: `${year}-${year + 1}`,
      name: kind === 'bishop' ? 'The Archbishop of Agra' : `Fr. ${person()}`,
      title: `${random.pick(['Walk', 'Rise', 'Serve', 'Pray', 'Hope'])} together, ${year}`,
      fullMessage: random.pick(texts),
      ...(i % 2 === 0
        ? { image: `messages/${kind === 'bishop' ? 'archbishop' : 'youth-director'}.jpg` }
        : {}),
      createdAt: during(i / size.messages).toISOString(),
    };
  });

  // Photos: the newest a few days ago, the rest spread back over the site's life. The oldest
  // PHOTOS_OF_FIRST_PROGRAMME are of the first programme (a programme's page with that many is
  // measured on it); after them every other photo is of the past programme of its days.
  const pastProgrammes = size.programmes - 10;
  const programmeOf = (i: number) =>
    i < PHOTOS_OF_FIRST_PROGRAMME
      ? 0
      : i % 2 === 0
        ? Math.min(pastProgrammes - 1, Math.round((i / size.gallery) * pastProgrammes))
        : undefined;
  const gallery: SeedGalleryImage[] = Array.from({ length: size.gallery }, (_, i) => {
    const programme = programmeOf(i);
    return {
      title: `${random.pick(EVENTS)}, ${random.pick(PLACES).split(',').pop()?.trim()} – photo ${i + 1}`,
      image: PHOTOS[i % PHOTOS.length] as string,
      createdAt: during(i / size.gallery).toISOString(),
      ...(programme !== undefined && { programme }),
    };
  });

  // Programmes: spread over the site's life, the last ten still to come, every other one of
  // those (the soonest first) taking registrations on the site.
  const span = years * 365;
  const registrants = madeUpRegistrants(years, today);
  const programmes: SeedProgramme[] = Array.from({ length: size.programmes }, (_, i) => {
    const startsIn =
      i >= size.programmes - 10
        ? (i - (size.programmes - 10)) * 9 + 3
        : Math.round(-span + (i / (size.programmes - 10)) * span) - 2;
    return {
      title: `${random.pick(EVENTS)} ${new Date(now + startsIn * DAY_MS).getUTCFullYear()}`,
      startsIn,
      days: random.pick([1, 1, 1, 2, 3]),
      time: random.pick(['9:00 AM – 5:00 PM', '10:00 AM – 1:00 PM', '4:00 PM – 7:00 PM', '']),
      place: random.pick(PLACES),
      description: `A programme of the Youth Commission for the young people of the Archdiocese.`,
      registrationUrl: i % 4 === 0 ? `https://forms.example.org/programme-${i + 1}` : '',
      ...(i % 10 === 0 ? { image: random.pick(POSTERS) } : {}),
      ...registrants(i - (size.programmes - 10), startsIn),
    };
  });

  return {
    members,
    bishopMessages: messages.filter((m) => m.kind === 'bishop'),
    officeBearerMessages: messages.filter((m) => m.kind !== 'bishop'),
    gallery,
    events: programmes,
  };
}

/**
 * The registration of the programme `upcoming` places after the first still to come (negative
 * for one gone by), starting `startsIn` days after `today`: every other one of the first
 * 2 × REGISTERING_PROGRAMMES takes registrations on the site until the day before it starts, for
 * ages 15 to 35, with registrantsEach(years) people registered; the first has ten places fewer
 * than that, so ten wait, the others twice as many. From a generator of their own, so that the
 * rest of the site is as it was without them.
 */
function madeUpRegistrants(years: number, today: Date) {
  const random = randomFrom(years * 7919 + 29);
  const count = registrantsEach(years);
  const person = () => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const phone = () => `+91 9${String(random.between(0, 99_999_999)).padStart(8, '0')}`;
  return (
    upcoming: number,
    startsIn: number,
  ): Pick<SeedProgramme, 'registration' | 'registrants'> => {
    if (upcoming < 0 || upcoming % 2 !== 0 || upcoming >= 2 * REGISTERING_PROGRAMMES) return {};
    const firstYear = new Date(today.getTime() + startsIn * DAY_MS).getUTCFullYear();
    const registrants = Array.from({ length: count }, () => {
      const { parish, deanery } = random.pick(PARISHES);
      return {
        name: person(),
        // 15 to 30 on the first day.
        dob: `${firstYear - random.between(16, 30)}-${String(random.between(1, 12)).padStart(2, '0')}-${String(random.between(1, 28)).padStart(2, '0')}`,
        phone: phone(),
        parish,
        deanery,
        emergencyName: person(),
        emergencyPhone: phone(),
        answers: {},
        health: '',
      };
    });
    return {
      registration: {
        open: true,
        closesIn: startsIn - 1,
        capacity: upcoming === 0 ? count - 10 : 2 * count,
        minAge: 15,
        maxAge: 35,
        fee: '',
        questions: [],
      },
      registrants,
    };
  };
}
