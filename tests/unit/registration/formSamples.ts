/**
 * The details a public form and a walk-in form are filled in with in the unit tests of
 * registration: a programme's two questions (a choice and a text) and an adult's details, filled
 * in well.
 */
import type { DetailsValues } from '../../../src/domain/registration/details';
import type { RegistrationQuestion } from '../../../src/domain/registration/registrations';

export const QUESTIONS: RegistrationQuestion[] = [
  { id: 'q1', label: 'T-shirt size', kind: 'choice', options: ['S', 'M', 'L'] },
  { id: 'q2', label: 'Your parish priest', kind: 'text', options: [] },
];

/** An adult's details (born 1 May 2004), every field filled in well, both questions answered. */
export const FILLED: DetailsValues = {
  name: 'Asha Thomas',
  dob: '2004-05-01',
  phone: '+91 98765 43210',
  parish: 'St Mary, Agra',
  deanery: 'Agra',
  emergencyName: 'Mary Thomas',
  emergencyPhone: '98765 01234',
  answers: { q1: 'M', q2: 'Fr Joseph' },
  health: '',
};
