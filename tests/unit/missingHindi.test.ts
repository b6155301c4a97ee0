/**
 * What the dashboard lists as not yet in Hindi: a text the public reads in English on a Hindi page
 * (words in English, none in Hindi), of the programmes still to come, the messages, the pages of
 * text and the footer; a read that failed is unknown, never 'nothing missing'.
 */
import { describe, expect, it } from 'vitest';
import { lacksHindi, missingHindi, type HindiReads } from '../../src/admin/dashboard/missingHindi';
import type {
  ProgrammeRegistration,
  RegistrationQuestion,
} from '../../src/domain/registration/registrations';
import type { Programme } from '../../src/domain/types';
import { programmeRegistration as registration } from '../fixtures/programmeRegistration';

describe('a text lacks its Hindi', () => {
  it.each([
    ['Retreat', undefined, true],
    ['Retreat', '', true],
    ['Retreat', ' \n ', true],
    ['Retreat', 'रिट्रीट', false],
    // A text the team left empty shows nothing in either language.
    ['', undefined, false],
    ['  ', '', false],
  ] as const)('%j with Hindi %j: %s', (english, hindi, lacks) => {
    expect(lacksHindi(english, hindi)).toBe(lacks);
  });
});

const programme = (id: string, startDate: string, over: Partial<Programme> = {}): Programme => ({
  id,
  title: id,
  startDate,
  endDate: '',
  time: '',
  place: '',
  description: '',
  registrationUrl: '',
  imageUrl: '',
  createdAt: null,
  ...over,
});

const question = (over: Partial<RegistrationQuestion>): RegistrationQuestion => ({
  id: 'q1',
  label: 'Which parish?',
  kind: 'text',
  options: [],
  ...over,
});

const nothingRead: HindiReads = {
  programmes: [],
  registrations: [],
  messages: { bishop: [], youth_director: [], associate_director: [], lady_animator: [] },
  photos: [],
  pages: [],
  details: { about: '', aboutHi: '' },
};

describe('what has no Hindi yet', () => {
  it.each([
    // A programme held yesterday is past; one today or later is still to come.
    ['2026-02-09', []],
    ['2026-02-10', ['today']],
    ['2026-02-11', ['tomorrow']],
  ])('a programme starting %s, seen on 10 February 2026', (startDate, listed) => {
    const id = { '2026-02-09': 'yesterday', '2026-02-10': 'today', '2026-02-11': 'tomorrow' }[
      startDate
    ]!;
    const { programmes } = missingHindi(
      { ...nothingRead, programmes: [programme(id, startDate)] },
      '2026-02-10',
    );
    expect(programmes?.map((p) => p.name)).toEqual(listed);
  });

  it('names only the texts of a programme that lack their Hindi', () => {
    const { programmes } = missingHindi(
      {
        ...nothingRead,
        programmes: [programme('camp', '2026-03-01', { place: 'Agra', description: 'Come.' })],
      },
      '2026-02-10',
    );
    expect(programmes?.[0]?.texts).toEqual(['title', 'place', 'description']);
  });

  describe("a registration's texts: the fee note, each question and its choices", () => {
    const inHindi = { title: 'Camp', titleHi: 'शिविर' };
    it.each<[string, Partial<ProgrammeRegistration>, string[]]>([
      ['a free programme with no questions', {}, []],
      ['a fee note without Hindi', { fee: 'Pay ₹300 at the venue' }, ['fee note']],
      ['a fee note with its Hindi', { fee: 'Pay ₹300', feeHi: '₹300 वहीं दें' }, []],
      [
        'questions without Hindi, the second a choice',
        {
          questions: [
            question({}),
            question({ id: 'q2', label: 'Size', kind: 'choice', options: ['S', 'M'] }),
          ],
        },
        ['question 1', 'question 2', "question 2's choices"],
      ],
      [
        'a choice with its Hindi question but not its choices',
        {
          questions: [
            question({ label: 'Size', labelHi: 'नाप', kind: 'choice', options: ['S', 'M'] }),
          ],
        },
        ["question 1's choices"],
      ],
      [
        'a choice all in Hindi',
        {
          questions: [
            question({
              label: 'Size',
              labelHi: 'नाप',
              kind: 'choice',
              options: ['S', 'M'],
              optionsHi: ['छोटा', 'मध्यम'],
            }),
          ],
        },
        [],
      ],
    ])('%s', (_, over, texts) => {
      const { programmes, registrations } = missingHindi(
        {
          ...nothingRead,
          programmes: [programme('camp', '2026-03-01', inHindi)],
          registrations: [registration('camp', over)],
        },
        '2026-02-10',
      );
      expect(programmes).toEqual([]);
      expect(registrations).toEqual(
        texts.length > 0
          ? [
              {
                key: 'programmeRegistration/camp',
                kind: 'Registration',
                name: 'Camp',
                texts,
                path: '/admin/events',
              },
            ]
          : [],
      );
    });

    it('only of the programmes still to come, and none for a programme without registration', () => {
      const { registrations } = missingHindi(
        {
          ...nothingRead,
          programmes: [
            programme('held', '2026-02-01', inHindi),
            programme('walk-in only', '2026-03-01', inHindi),
            programme('camp', '2026-03-02', inHindi),
          ],
          registrations: [
            registration('held', { fee: 'Free' }),
            registration('camp', { fee: 'Free' }),
          ],
        },
        '2026-02-10',
      );
      expect(registrations?.map((r) => r.key)).toEqual(['programmeRegistration/camp']);
    });

    it('is unknown when the registration settings could not be read, the programmes still listed', () => {
      const { programmes, registrations } = missingHindi(
        { ...nothingRead, programmes: [programme('camp', '2026-03-01')], registrations: null },
        '2026-02-10',
      );
      expect(registrations).toBeNull();
      expect(programmes?.map((p) => p.texts)).toEqual([['title']]);
    });
  });

  it('is unknown for what could not be read, never empty', () => {
    const missing = missingHindi(
      {
        programmes: null,
        registrations: null,
        messages: { ...nothingRead.messages, lady_animator: null },
        photos: null,
        pages: null,
        details: null,
      },
      '2026-02-10',
    );
    expect(missing).toEqual({
      programmes: null,
      registrations: null,
      messages: null,
      pages: null,
      details: null,
      photos: null,
    });
  });

  it('counts photos whose title has no Hindi, of all the photos', () => {
    const photo = (title: string, titleHi?: string) => ({
      id: title,
      title,
      titleHi,
      imageUrl: '',
      fileName: '',
      createdAt: null,
    });
    const { photos } = missingHindi(
      { ...nothingRead, photos: [photo('a'), photo('b', 'बी'), photo('c', '')] },
      '2026-02-10',
    );
    expect(photos).toEqual({ without: 2, of: 3 });
  });
});
