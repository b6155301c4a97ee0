import { describe, expect, it } from 'vitest';
import {
  EMPTY_DETAILS,
  dateOfBirthProblem,
  detailsOf,
  detailsProblems,
  isPhone,
  type DetailsContext,
  type DetailsFiller,
  type DetailsValues,
} from '../../../src/domain/registration/details';
import { REGISTRANT_FIELDS } from '../../../src/domain/registration/registrations';
import { FILLED, QUESTIONS } from './formSamples';

describe('isPhone: digits, spaces, + - ( ), at least 7 digits, at most 20 characters', () => {
  it.each<[string, boolean]>([
    ['+91 98765 43210', true],
    ['(0562) 285-1318', true],
    ['1234567', true],
    ['123456', false],
    ['+91 98765 4321O', false],
    ['98765 43210 ext 5', false],
    ['+91 (0) 98765-43210 1', false],
    ['', false],
  ])('%j → %s', (phone, expected) => expect(isPhone(phone)).toBe(expected));
});

/** A programme for ages 15 to 25 starting on Saturday 14 March 2026, with two questions. */
const context = (filler: DetailsFiller): DetailsContext => ({
  firstDay: '2026-03-14',
  settings: { minAge: 15, maxAge: 25, questions: QUESTIONS },
  filler,
});

const PHONE_RULE =
  'with at least 7 digits (only digits, spaces and + - ( ), at most 20 characters).';

describe('EMPTY_DETAILS: every field of the registrant empty', () => {
  it('holds each of REGISTRANT_FIELDS, the texts empty and no answer', () => {
    expect(Object.keys(EMPTY_DETAILS).sort()).toEqual([...REGISTRANT_FIELDS].sort());
    expect(EMPTY_DETAILS).toEqual({
      name: '',
      dob: '',
      phone: '',
      parish: '',
      deanery: '',
      emergencyName: '',
      emergencyPhone: '',
      answers: {},
      health: '',
    });
  });
});

describe('detailsProblems: one check, in one set of words, for the public form and walk-ins', () => {
  it.each<DetailsFiller>(['self', 'parent', 'team'])(
    'finds none in details filled in well (%s)',
    (filler) => {
      const dob = filler === 'parent' ? '2010-01-20' : FILLED.dob;
      expect(detailsProblems({ ...FILLED, dob }, context(filler))).toEqual([]);
    },
  );

  it('says what each empty field needs, in the form’s order, naming the person as the filler does', () => {
    const rest: Array<[string, string]> = [
      ['dob', 'Enter the date of birth.'],
      ['phone', 'Enter a phone number.'],
      ['parish', 'Enter the parish.'],
      ['deanery', 'Enter the deanery.'],
      ['emergencyName', "Enter the emergency contact's name."],
      ['emergencyPhone', "Enter the emergency contact's phone number."],
      ['q1', "Choose an answer to 'T-shirt size'."],
      ['q2', "Enter an answer to 'Your parish priest'."],
    ];
    expect(detailsProblems(EMPTY_DETAILS, context('self'))).toEqual([
      ['name', 'Enter your full name.'],
      ...rest,
    ]);
    expect(detailsProblems(EMPTY_DETAILS, context('parent'))).toEqual([
      ['name', "Enter your child's full name."],
      ...rest,
    ]);
    expect(detailsProblems(EMPTY_DETAILS, context('team'))).toEqual([
      ['name', "Enter the person's full name."],
      ...rest,
    ]);
  });

  it.each<[string, Partial<DetailsValues>, DetailsFiller, Array<[string, string]>]>([
    [
      'spaces alone are empty',
      { name: ' \u00a0 ' },
      'team',
      [['name', "Enter the person's full name."]],
    ],
    [
      'a control character alone is empty',
      { parish: '\u0007' },
      'team',
      [['parish', 'Enter the parish.']],
    ],
    [
      'a name too long',
      { name: 'a'.repeat(101) },
      'team',
      [['name', "Shorten the person's full name to 100 characters at most."]],
    ],
    ['a name of 100 characters', { name: 'a'.repeat(100) }, 'team', []],
    [
      'a deanery too long',
      { deanery: 'a'.repeat(101) },
      'self',
      [['deanery', 'Shorten the deanery to 100 characters at most.']],
    ],
    [
      "an emergency contact's name too long",
      { emergencyName: 'a'.repeat(101), dob: '2010-01-20' },
      'parent',
      [['emergencyName', "Shorten the emergency contact's name to 100 characters at most."]],
    ],
    [
      'a phone of six digits',
      { phone: '123 456' },
      'team',
      [['phone', `Enter a phone number ${PHONE_RULE}`]],
    ],
    [
      'an emergency phone of 21 characters',
      { emergencyPhone: '1'.repeat(21) },
      'self',
      [['emergencyPhone', `Enter the emergency contact's phone number ${PHONE_RULE}`]],
    ],
    [
      'an answer of 501 characters',
      { answers: { q1: 'S', q2: 'x'.repeat(501) } },
      'team',
      [['q2', "Shorten an answer to 'Your parish priest' to 500 characters at most."]],
    ],
    [
      'a note on health too long',
      { health: 'x'.repeat(501) },
      'team',
      [['health', 'Shorten the note on health or diet to 500 characters at most.']],
    ],
    ['a note on health of several lines', { health: 'Asthma.\nNo peanuts.' }, 'team', []],
    [
      'someone 17 registering themselves',
      { dob: '2008-03-15' },
      'self',
      [
        [
          'dob',
          "You will be 17 on 14 March 2026, the programme's first day. Someone under 18 is registered by a parent or guardian. Ask a parent to register you.",
        ],
      ],
    ],
    ['a walk-in of 17 (a parent signs on paper)', { dob: '2008-03-15' }, 'team', []],
    [
      'two problems, each said',
      { phone: '', deanery: '' },
      'team',
      [
        ['phone', 'Enter a phone number.'],
        ['deanery', 'Enter the deanery.'],
      ],
    ],
  ])('%s', (_case, change, filler, expected) => {
    expect(detailsProblems({ ...FILLED, ...change }, context(filler))).toEqual(expected);
  });
});

describe("dateOfBirthProblem: ages on the programme's first day", () => {
  const self: DetailsContext = {
    firstDay: '2026-03-14',
    settings: { minAge: null, maxAge: null, questions: [] },
    filler: 'self',
  };
  const child: DetailsContext = { ...self, filler: 'parent' };
  const team: DetailsContext = { ...self, filler: 'team' };
  it.each<[string, string, typeof self, string | null]>([
    ['an adult, 18 on the first day', '2008-03-14', self, null],
    [
      'an adult form for someone 17 on the first day',
      '2008-03-15',
      self,
      "You will be 17 on 14 March 2026, the programme's first day. Someone under 18 is registered by a parent or guardian. Ask a parent to register you.",
    ],
    ['a child, 17 on the first day', '2008-03-15', child, null],
    ['a walk-in, 17 on the first day (a parent signs on paper)', '2008-03-15', team, null],
    ['a walk-in, 18 on the first day', '2008-03-14', team, null],
    [
      'a walk-in born after the first day',
      '2026-03-15',
      team,
      'Enter a date of birth before the programme.',
    ],
    ['a walk-in without a date', '', team, 'Enter the date of birth.'],
    [
      'a child’s form for someone 18 on the first day',
      '2008-03-14',
      child,
      "Asha will be 18 on 14 March 2026, the programme's first day. Someone 18 or over registers themselves, with their own e-mail address.",
    ],
    [
      'born after the first day',
      '2026-03-15',
      child,
      'Enter a date of birth before the programme.',
    ],
    ['not a date', '2010-02-30', child, 'Enter a date of birth before the programme.'],
    ['empty', '', child, 'Enter the date of birth.'],
    [
      'too young for the programme',
      '2012-03-15',
      { ...child, settings: { minAge: 15, maxAge: 25, questions: [] } },
      'This programme is for ages 15 to 25: on its first day the person will be 13.',
    ],
    [
      'a walk-in too old for the programme',
      '1990-03-14',
      { ...team, settings: { minAge: 15, maxAge: 25, questions: [] } },
      'This programme is for ages 15 to 25: on its first day the person will be 36.',
    ],
    [
      'too old for the programme',
      '1990-03-14',
      { ...self, settings: { minAge: 15, maxAge: 25, questions: [] } },
      'This programme is for ages 15 to 25: on its first day the person will be 36.',
    ],
  ])('%s', (_case, dob, context, expected) => {
    expect(dateOfBirthProblem({ name: 'Asha', dob }, context)).toBe(expected);
  });
});

describe('detailsOf: the details as they are written', () => {
  it('puts each one-line field on one line, trimmed, keeps the note’s lines, and only the programme’s answers', () => {
    const details = detailsOf(
      {
        ...FILLED,
        name: '  Asha\tThomas ',
        parish: 'St Mary,\nAgra',
        answers: { q1: 'M', q2: ' Fr\u0000Joseph ', q3: 'not asked' },
        health: ' Asthma.\r\nNo peanuts.\u0007 ',
      },
      QUESTIONS,
    );
    expect(details).toEqual({
      ...FILLED,
      name: 'Asha Thomas',
      parish: 'St Mary, Agra',
      answers: { q1: 'M', q2: 'Fr Joseph' },
      health: 'Asthma.\nNo peanuts.',
    });
  });
});
