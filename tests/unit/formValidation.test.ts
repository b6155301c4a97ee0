/**
 * The admin forms' checks as tables of cases: a programme's, with its messages in their order,
 * and the length caps of every form counted as the rules count them (UTF-16 code units, as
 * size() and a text input's maxlength count them: an emoji is usually two).
 */
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  validateGalleryTitles,
  validateMemberInput,
  validateMessageInput,
  validatePageInput,
  validateProgrammeInput,
} from '../../src/domain/formChecks';
import type { PageInput } from '../../src/domain/editablePages';
import type { ProgrammeInput } from '../../src/domain/types';

const GOOD: ProgrammeInput = {
  title: 'Youth Day 2025',
  startDate: '2025-08-15',
  endDate: '2025-08-16',
  time: '10:00 AM – 4:00 PM',
  place: "St. Peter's College, Agra",
  description: 'A day of prayer, talks and music.\n\nBring a friend.',
  registrationUrl: 'https://forms.example.org/youth-day-2025',
  imageUrl: '',
};

const EMOJI = '😀';
const NBSP = '\u00a0';

type Row = [reason: string, change: Partial<ProgrammeInput>, message: string | null];

const rows: Row[] = [
  ['a complete programme', {}, null],
  [
    'only the title and the start date',
    { endDate: '', time: '', place: '', description: '', registrationUrl: '' },
    null,
  ],
  ['an end date on the start date', { endDate: '2025-08-15' }, null],
  ['29 February of a leap year', { startDate: '2028-02-29', endDate: '' }, null],
  [`a title of 100 emoji`, { title: EMOJI.repeat(100) }, null],
  [
    'a Hindi title, place and description at their caps',
    { titleHi: 'क'.repeat(200), placeHi: 'क'.repeat(200), descriptionHi: 'क'.repeat(20_000) },
    null,
  ],
  ['a registration link with accents', { registrationUrl: 'https://example.org/réunion' }, null],

  // The three messages of the form, each winning over those after it.
  ['no title', { title: '' }, MESSAGES.programmeRequired],
  ['a title of spaces', { title: '   ' }, MESSAGES.programmeRequired],
  ['a title of non-breaking spaces', { title: NBSP.repeat(3) }, MESSAGES.programmeRequired],
  ['no start date', { startDate: '' }, MESSAGES.programmeRequired],
  [
    'no title and an end date before the start',
    { title: '', endDate: '2025-08-01' },
    MESSAGES.programmeRequired,
  ],
  ['an end date before the start', { endDate: '2025-08-14' }, MESSAGES.programmeDateOrder],
  [
    'an end date before the start and an http link',
    { endDate: '2024-12-31', registrationUrl: 'http://forms.example.org' },
    MESSAGES.programmeDateOrder,
  ],
  [
    'an http registration link',
    { registrationUrl: 'http://forms.example.org' },
    MESSAGES.programmeRegistration,
  ],
  [
    'a javascript: registration link',
    { registrationUrl: 'javascript:alert(1)' },
    MESSAGES.programmeRegistration,
  ],
  [
    'a link in capitals',
    { registrationUrl: 'HTTPS://FORMS.EXAMPLE.ORG' },
    MESSAGES.programmeRegistration,
  ],
  [
    'a link with a leading space',
    { registrationUrl: ' https://forms.example.org' },
    MESSAGES.programmeRegistration,
  ],
  [
    'an http link and a start date that is no date',
    { registrationUrl: 'http://x.org', startDate: '2025-02-30', endDate: '' },
    MESSAGES.programmeRegistration,
  ],

  // Then formats and lengths.
  [
    'a start date of 30 February',
    { startDate: '2025-02-30', endDate: '' },
    'Start date must be a real date (YYYY-MM-DD)',
  ],
  [
    'a start date written day first',
    { startDate: '15/08/2025', endDate: '' },
    'Start date must be a real date (YYYY-MM-DD)',
  ],
  [
    'an end date that is no date',
    { endDate: '2025-08-32' },
    'End date must be empty or a real date (YYYY-MM-DD)',
  ],
  [
    'an end date written as a word',
    { endDate: 'tomorrow' },
    'End date must be empty or a real date (YYYY-MM-DD)',
  ],
  [
    'a link of https:// alone',
    { registrationUrl: 'https://' },
    'The registration link must be a web address without spaces',
  ],
  [
    'a link with a space',
    { registrationUrl: 'https://forms.example.org/a b' },
    'The registration link must be a web address without spaces',
  ],
  ['a title of 201 characters', { title: 'a'.repeat(201) }, 'Title must be at most 200 characters'],
  ['a title of 101 emoji', { title: EMOJI.repeat(101) }, 'Title must be at most 200 characters'],
  [
    'a title of 100 emoji and a letter',
    { title: `${EMOJI.repeat(100)}a` },
    'Title must be at most 200 characters',
  ],
  ['a time of 101 characters', { time: 'a'.repeat(101) }, 'Time must be at most 100 characters'],
  ['a place of 201 characters', { place: 'a'.repeat(201) }, 'Place must be at most 200 characters'],
  [
    'a Hindi title of 201 characters',
    { titleHi: 'क'.repeat(201) },
    'Title in Hindi must be at most 200 characters',
  ],
  [
    'a Hindi place of 201 characters',
    { placeHi: 'क'.repeat(201) },
    'Place in Hindi must be at most 200 characters',
  ],
  [
    'a Hindi description of 20,001 characters',
    { descriptionHi: 'क'.repeat(20_001) },
    'Description in Hindi must be at most 20,000 characters',
  ],
  [
    'a description of 20,001 characters',
    { description: 'a'.repeat(20_001) },
    'Description must be at most 20,000 characters',
  ],
  [
    'a registration link of 2,001 characters',
    { registrationUrl: `https://x.org/${'a'.repeat(2_001 - 14)}` },
    'The registration link must be at most 2,000 characters',
  ],
];

describe('validateProgrammeInput', () => {
  it('keeps the exact wording of the three messages', () => {
    expect([
      MESSAGES.programmeRequired,
      MESSAGES.programmeDateOrder,
      MESSAGES.programmeRegistration,
    ]).toEqual([
      'Title and start date are required',
      'End date cannot be before start date',
      'The registration link must start with https://',
    ]);
  });

  it.each(rows)('%s', (_reason, change, message) => {
    expect(validateProgrammeInput({ ...GOOD, ...change })).toBe(message);
  });

  // Ten years after the server's year in UTC, as the rules count: on 1 January in India, before
  // 5:30 am, it is still the old year in UTC.
  const now = new Date('2027-01-01T03:00:00+05:30');
  it.each([
    ['a start in 1900', { startDate: '1900-01-01', endDate: '' }, null],
    [
      'a start in 1899',
      { startDate: '1899-12-31', endDate: '' },
      'Dates must be in the years 1900 to 2036',
    ],
    [
      'a typo of the year 0026',
      { startDate: '0026-11-20', endDate: '' },
      'Dates must be in the years 1900 to 2036',
    ],
    ['an end on the last day of 2036', { startDate: '2026-11-20', endDate: '2036-12-31' }, null],
    [
      'an end in 2037',
      { startDate: '2026-11-20', endDate: '2037-01-01' },
      'Dates must be in the years 1900 to 2036',
    ],
    [
      'a start in 9999',
      { startDate: '9999-01-01', endDate: '' },
      'Dates must be in the years 1900 to 2036',
    ],
  ])('%s', (_reason, change, message) => {
    expect(validateProgrammeInput({ ...GOOD, ...change }, now)).toBe(message);
  });
});

describe('the other forms count characters as the rules do', () => {
  const member = {
    name: 'Anjali',
    role: 'President',
    startYear: 2022,
    endYear: 2024,
    imageUrl: '',
  };
  const message = {
    year: '2024-2025',
    name: 'Fr. Thomas',
    title: 'Rise up',
    fullMessage: 'Hi',
    imageUrl: '',
  };
  const now = new Date('2025-07-01T00:00:00Z');

  it.each([
    ['a name of 100 emoji', { name: EMOJI.repeat(100) }, null],
    [
      'a name of 101 emoji',
      { name: EMOJI.repeat(101) },
      'Name and role must be at most 200 characters',
    ],
    ['a name of non-breaking spaces', { name: NBSP.repeat(2) }, MESSAGES.memberNameRole],
  ] as const)('member: %s', (_reason, change, expected) => {
    expect(validateMemberInput({ ...member, ...change }, now)).toBe(expected);
  });

  it.each([
    ['a year of 10 emoji', { year: EMOJI.repeat(10) }, null],
    ['a year of 11 emoji', { year: EMOJI.repeat(11) }, 'Year must be at most 20 characters'],
    ['a title of 100 emoji', { title: EMOJI.repeat(100) }, null],
    ['a message of 10,000 emoji', { fullMessage: EMOJI.repeat(10_000) }, null],
    [
      'a message of 10,001 emoji',
      { fullMessage: EMOJI.repeat(10_001) },
      'Message must be at most 20,000 characters',
    ],
    ['a title of ideographic spaces', { title: '\u3000' }, MESSAGES.messageFields],
    ['a name of zero-width spaces', { name: '\u200b\u200b' }, MESSAGES.messageFields],
    ['a title of a Hangul filler', { title: '\u3164' }, MESSAGES.messageFields],
    [
      'a Hindi title and message at their caps',
      { titleHi: 'क'.repeat(200), fullMessageHi: 'क'.repeat(20_000) },
      null,
    ],
    ["no Hindi: both ''", { titleHi: '', fullMessageHi: '' }, null],
    [
      'a Hindi title of 201 characters',
      { titleHi: 'क'.repeat(201) },
      'Title in Hindi must be at most 200 characters',
    ],
    [
      'a Hindi message of 10,001 emoji',
      { fullMessageHi: EMOJI.repeat(10_001) },
      'Message in Hindi must be at most 20,000 characters',
    ],
  ] as const)('message: %s', (_reason, change, expected) => {
    expect(validateMessageInput({ ...message, ...change })).toBe(expected);
  });

  it.each([
    ['no titles', { title: '', titleHi: '' }, null],
    ['both at 200 characters', { title: 'a'.repeat(200), titleHi: 'क'.repeat(200) }, null],
    [
      'a title of 101 emoji',
      { title: EMOJI.repeat(101), titleHi: '' },
      'Title must be at most 200 characters',
    ],
    [
      'a Hindi title of 201 characters',
      { title: 'Camp', titleHi: 'क'.repeat(201) },
      'Title in Hindi must be at most 200 characters',
    ],
  ] as const)('photos: %s', (_reason, titles, expected) => {
    expect(validateGalleryTitles(titles)).toBe(expected);
  });
});

describe('validatePageInput: the English words required, the Hindi ones optional', () => {
  const page: PageInput = {
    title: 'About Us',
    description: 'Who we are.',
    body: 'We are the youth.\n\n## Our deaneries',
  };
  const HEADING =
    'A heading starts with ## (or ### for a smaller one): the page title is the only larger heading';

  it.each<[string, Partial<PageInput>, string | null]>([
    ['no Hindi at all', {}, null],
    ['the Hindi words empty', { titleHi: '', descriptionHi: '', bodyHi: '' }, null],
    ['a blank Hindi text (none)', { bodyHi: ' \n ' }, null],
    [
      'the Hindi words at their caps',
      { titleHi: 'क'.repeat(200), descriptionHi: 'क'.repeat(200), bodyHi: 'क'.repeat(20_000) },
      null,
    ],
    ['a Hindi title of 100 emoji', { titleHi: EMOJI.repeat(100) }, null],
    [
      'a Hindi title of 101 emoji',
      { titleHi: EMOJI.repeat(101) },
      'Title and description in Hindi must be at most 200 characters',
    ],
    [
      'a Hindi description of 201 characters',
      { descriptionHi: 'क'.repeat(201) },
      'Title and description in Hindi must be at most 200 characters',
    ],
    [
      'a Hindi text of 20,001 characters',
      { bodyHi: 'क'.repeat(20_001) },
      'Text in Hindi: The text must be at most 20,000 characters (it has 20,001)',
    ],
    ['a Hindi text with a larger heading', { bodyHi: '# शीर्षक' }, `Text in Hindi: ${HEADING}`],
    [
      'a Hindi text with a javascript: link',
      { bodyHi: '[यह](javascript:void) देखें।' },
      'Text in Hindi: The link to "javascript:void" is not allowed: a link goes to a page of this site (starting with /) or to an address starting with https://, http://, mailto: or tel:',
    ],
    // The English words are checked first, as the form shows them first.
    ['an English heading before a Hindi one', { body: '# Big', bodyHi: '# बड़ा' }, HEADING],
    [
      'a Hindi title without an English one',
      { title: ' ', titleHi: 'हमारे बारे में' },
      MESSAGES.pageTitle,
    ],
  ])('%s', (_reason, change, message) => {
    expect(validatePageInput({ ...page, ...change })).toBe(message);
  });
});
