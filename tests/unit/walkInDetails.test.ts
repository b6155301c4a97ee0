import { describe, expect, it } from 'vitest';
import {
  EMPTY_WALK_IN,
  WALK_IN_MESSAGES as M,
  walkInDetails,
  type WalkInDraft,
} from '../../src/admin/programmes/walkInDetails';
import type { RegistrationSettings } from '../../src/domain/registration/registrations';

const FIRST_DAY = '2026-03-12';

const SETTINGS: Pick<RegistrationSettings, 'minAge' | 'maxAge' | 'questions'> = {
  minAge: 15,
  maxAge: 30,
  questions: [
    { id: 'q1', label: 'T-shirt size', kind: 'choice', options: ['S', 'M', 'L'] },
    { id: 'q2', label: 'Name on the badge', kind: 'text', options: [] },
  ],
};

const filled = (over: Partial<WalkInDraft['fields']> = {}, rest: Partial<WalkInDraft> = {}) => ({
  fields: {
    name: ' Asha Verma ',
    dob: '2010-03-12',
    phone: '+91 98765 43210',
    parish: 'St. Mary’s, Agra',
    deanery: 'Agra City',
    emergencyName: 'Sunita Verma',
    emergencyPhone: '(0562) 123-4567',
    health: ' No nuts\nplease ',
    ...over,
  },
  answers: { q1: 'M', q2: ' Asha ' },
  paperConsent: true,
  ...rest,
});

describe('walkInDetails', () => {
  it('makes the details, trimmed, of someone 16 on the first day (paper consent)', () => {
    expect(walkInDetails(filled(), FIRST_DAY, SETTINGS)).toEqual({
      details: {
        name: 'Asha Verma',
        dob: '2010-03-12',
        phone: '+91 98765 43210',
        parish: 'St. Mary’s, Agra',
        deanery: 'Agra City',
        emergencyName: 'Sunita Verma',
        emergencyPhone: '(0562) 123-4567',
        answers: { q1: 'M', q2: 'Asha' },
        health: 'No nuts\nplease',
      },
    });
  });

  it.each<[string, WalkInDraft, string]>([
    ['an empty form', EMPTY_WALK_IN, M.required('name')],
    ['a blank name', filled({ name: '  ' }), M.required('name')],
    ['no date of birth', filled({ dob: '' }), M.required('dob')],
    ['no deanery', filled({ deanery: '' }), M.required('deanery')],
    ['no emergency phone', filled({ emergencyPhone: '' }), M.required('emergencyPhone')],
    ['a date of birth that is no date', filled({ dob: '2010-02-30' }), M.dob],
    [
      'someone 14 on the first day (a birthday the day after)',
      filled({ dob: '2011-03-13' }),
      'This programme is for ages 15 to 30: on its first day the person will be 14.',
    ],
    [
      'someone born after the first day',
      filled({ dob: '2026-03-13' }),
      'Enter a date of birth before the programme.',
    ],
    ['a phone of six digits', filled({ phone: '123 456' }), M.phone('phone')],
    ['a phone with letters', filled({ phone: '98765 4321O' }), M.phone('phone')],
    [
      'an emergency phone too long',
      filled({ emergencyPhone: '1'.repeat(21) }),
      M.phone('emergencyPhone'),
    ],
    ['a name too long', filled({ name: 'x'.repeat(101) }), M.tooLong('Name', 100)],
    ['a parish too long', filled({ parish: 'x'.repeat(101) }), M.tooLong('Parish', 100)],
    [
      'a health note too long',
      filled({ health: 'x'.repeat(501) }),
      M.tooLong('Health or diet', 500),
    ],
    ['no choice made', filled({}, { answers: { q2: 'Asha' } }), M.noAnswer('T-shirt size')],
    [
      'a choice not among the options',
      filled({}, { answers: { q1: 'XL', q2: 'Asha' } }),
      M.noAnswer('T-shirt size'),
    ],
    [
      'a blank answer',
      filled({}, { answers: { q1: 'S', q2: ' ' } }),
      M.noAnswer('Name on the badge'),
    ],
    [
      'an answer too long',
      filled({}, { answers: { q1: 'S', q2: 'x'.repeat(501) } }),
      M.answer('Name on the badge'),
    ],
    ['no paper consent', filled({}, { paperConsent: false }), M.paperConsent],
  ])('refuses %s', (_, draft, problem) => {
    expect(walkInDetails(draft, FIRST_DAY, SETTINGS)).toEqual({ problem });
  });

  it('takes anyone when the programme has no ages, and no answers when it asks nothing', () => {
    expect(
      walkInDetails(filled({ dob: '1950-01-01' }, { answers: {} }), FIRST_DAY, {
        minAge: null,
        maxAge: null,
        questions: [],
      }),
    ).toMatchObject({ details: { dob: '1950-01-01', answers: {} } });
  });
});
