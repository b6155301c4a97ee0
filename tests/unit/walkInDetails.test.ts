import { describe, expect, it } from 'vitest';
import {
  EMPTY_WALK_IN,
  WALK_IN_MESSAGES as M,
  walkInDetails,
  type WalkInDraft,
} from '../../src/admin/registrations/walkInDetails';
import type { RegistrationSettings } from '../../src/domain/registration/registrations';

const FIRST_DAY = '2026-03-12';

const PHONE_RULE =
  'with at least 7 digits (only digits, spaces and + - ( ), at most 20 characters).';
const PHONE = `Enter a phone number ${PHONE_RULE}`;
const EMERGENCY_PHONE = `Enter the emergency contact's phone number ${PHONE_RULE}`;

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

  // The public form's words (domain/registration/details.ts), the person named as the team
  // speaks of them; the first problem in the form's order.
  it.each<[string, WalkInDraft, string]>([
    ['an empty form', EMPTY_WALK_IN, "Enter the person's full name."],
    ['a blank name', filled({ name: '  ' }), "Enter the person's full name."],
    ['no date of birth', filled({ dob: '' }), 'Enter the date of birth.'],
    ['no deanery', filled({ deanery: '' }), 'Enter the deanery.'],
    [
      'no emergency phone',
      filled({ emergencyPhone: '' }),
      "Enter the emergency contact's phone number.",
    ],
    [
      'no phone and no parish (the first in the form)',
      filled({ phone: '', parish: '' }),
      'Enter a phone number.',
    ],
    [
      'a date of birth that is no date',
      filled({ dob: '2010-02-30' }),
      'Enter a date of birth before the programme.',
    ],
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
    ['a phone of six digits', filled({ phone: '123 456' }), PHONE],
    ['a phone with letters', filled({ phone: '98765 4321O' }), PHONE],
    ['an emergency phone too long', filled({ emergencyPhone: '1'.repeat(21) }), EMERGENCY_PHONE],
    [
      'a name too long',
      filled({ name: 'x'.repeat(101) }),
      "Shorten the person's full name to 100 characters at most.",
    ],
    [
      'a parish too long',
      filled({ parish: 'x'.repeat(101) }),
      'Shorten the parish to 100 characters at most.',
    ],
    [
      'a health note too long',
      filled({ health: 'x'.repeat(501) }),
      'Shorten the note on health or diet to 500 characters at most.',
    ],
    [
      'no choice made',
      filled({}, { answers: { q2: 'Asha' } }),
      "Choose an answer to 'T-shirt size'.",
    ],
    [
      'a choice not among the options',
      filled({}, { answers: { q1: 'XL', q2: 'Asha' } }),
      "Choose an answer to 'T-shirt size'.",
    ],
    [
      'a blank answer',
      filled({}, { answers: { q1: 'S', q2: ' ' } }),
      "Enter an answer to 'Name on the badge'.",
    ],
    [
      'an answer too long',
      filled({}, { answers: { q1: 'S', q2: 'x'.repeat(501) } }),
      "Shorten an answer to 'Name on the badge' to 500 characters at most.",
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
