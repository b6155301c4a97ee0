/**
 * The public side of registration, as pure rules: who is registering and the age the first step
 * finds, the form's checks (the details' check of details.ts, and a parent's tick), the next
 * child's form and what a young person sends a parent. The form checks what firestore.rules
 * checks, so that a form that passes here is written and one that does not writes nothing.
 */
import { ADULT_AGE, ageOn } from './ages';
import {
  EMPTY_DETAILS,
  IN_ENGLISH,
  dateOfBirthProblem,
  detailsOf,
  detailsProblems,
  underAdultAge,
  type DetailsField,
  type DetailsValues,
  type Say,
  type Wording,
} from './details';
import { fill } from '../../words/fill';
import type { SignInEmailWords } from './signInEmail';
import type { RegistrantDetails, RegistrantTextField, RegistrationSettings } from './registrations';

/**
 * Who is registering, as the first step asks: an adult registering themselves, a parent or
 * legal guardian registering their child, or a young person under 18, who asks a parent.
 */
export const REGISTERING = ['self', 'child', 'young'] as const;
export type Registering = (typeof REGISTERING)[number];

export const registeringOf = (value: string | null): Registering | null =>
  REGISTERING.includes(value as Registering) ? (value as Registering) : null;

/** The form as typed: every field a string, the answers by question. */
export type RegistrationFormValues = DetailsValues;

export const EMPTY_FORM: RegistrationFormValues = EMPTY_DETAILS;

/** The fields the form checks, and each question by its id. */
export type FormField = DetailsField | 'guardian';

export interface FormContext {
  /** The programme's first day ('YYYY-MM-DD'): ages are counted on it. */
  firstDay: string;
  settings: Pick<RegistrationSettings, 'minAge' | 'maxAge' | 'questions'>;
  /** A parent or guardian registering their child (else an adult registering themselves). */
  forChild: boolean;
  /** The parent ticked 'I am {name}'s parent or guardian and I am 18 or over'. */
  guardianConfirmed: boolean;
}

/**
 * The form's problems, one sentence per field, in the form's order; none when it may be sent:
 * the details' (details.ts), then a parent's tick.
 */
export function formProblems(
  values: RegistrationFormValues,
  { firstDay, settings, forChild, guardianConfirmed }: FormContext,
  wording: Wording = IN_ENGLISH,
): Array<[FormField, string]> {
  const problems: Array<[FormField, string]> = detailsProblems(
    values,
    { firstDay, settings, filler: forChild ? 'parent' : 'self' },
    wording,
  );
  if (forChild && !guardianConfirmed) {
    const name = detailsOf(values, settings.questions).name;
    problems.push([
      'guardian',
      wording.say('Tick the box to say you are {whose} parent or guardian and 18 or over.', {
        whose: whoseChild(name, wording.say),
      }),
    ]);
  }
  return problems;
}

/** Whose parent the person registering a child is: "Asha's", or "the child's" without a name. */
export const whoseChild = (name: string, say: Say) =>
  name ? say("{name}'s", { name }) : say("the child's");

/** A problem of the first step, with the control it belongs to. */
export interface FirstStepProblem {
  field: 'who' | 'dob';
  text: string;
}

/**
 * What the first step ('Who is registering?') decides from the choice and, for oneself or one's
 * child, the date of birth: go on to the step of `registering`; or, for someone who chose 'I am
 * 18 or over' but is younger on the first day, ask a parent (`youngBecause` says why), before any
 * e-mail is sent; or a problem to put right there (a parent whose child is 18 or over is told at
 * once). A young person who chose 'under 18' is asked for no date of birth.
 */
export function firstStep(
  choice: Registering | null,
  dob: string,
  { firstDay, settings }: Pick<FormContext, 'firstDay' | 'settings'>,
  wording: Wording = IN_ENGLISH,
):
  | { kind: 'go'; registering: Registering }
  | { kind: 'ask-parent'; youngBecause: string }
  | { kind: 'problem'; problem: FirstStepProblem } {
  if (choice === null)
    return {
      kind: 'problem',
      problem: { field: 'who', text: wording.say('Choose who is registering.') },
    };
  if (choice === 'young') return { kind: 'go', registering: 'young' };
  const birth = dob.trim();
  const age = ageOn(birth, firstDay);
  if (choice === 'self' && age !== null && age < ADULT_AGE)
    return { kind: 'ask-parent', youngBecause: underAdultAge(age, firstDay, wording) };
  const problem = dateOfBirthProblem(
    { name: '', dob: birth },
    { firstDay, settings, filler: choice === 'child' ? 'parent' : 'self' },
    wording,
  );
  return problem
    ? { kind: 'problem', problem: { field: 'dob', text: problem } }
    : { kind: 'go', registering: choice };
}

/** The fields a brother or sister shares: the phone, parish, deanery and emergency contact. */
const SHARED_BY_SIBLINGS = [
  'phone',
  'parish',
  'deanery',
  'emergencyName',
  'emergencyPhone',
] as const satisfies readonly RegistrantTextField[];

/**
 * The form for the next child of the same parent: the fields a brother or sister shares as
 * written for the last one; the rest empty.
 */
export const nextChildForm = (
  last: Pick<RegistrantDetails, (typeof SHARED_BY_SIBLINGS)[number]>,
): RegistrationFormValues => ({
  ...EMPTY_FORM,
  ...Object.fromEntries(SHARED_BY_SIBLINGS.map((field) => [field, last[field]])),
});

/**
 * The message a young person sends a parent on WhatsApp: what they ask, and what the e-mail that
 * comes looks like and what to do with it.
 */
export function askParentText(
  programme: { title: string; dates: string },
  email: SignInEmailWords,
  pageUrl: string,
  say: Say = fill,
) {
  return [
    say('Please register me for {title} ({dates}).', programme),
    say(
      'A parent or guardian must register anyone under 18. So I asked the Youth Commission website to send you an e-mail with a sign-in link.',
    ),
    say(
      'It comes from {sender}, and its subject starts with "{subject}". If you do not see it, look in Spam.',
      { sender: email.sender, subject: email.subject },
    ),
    say('Tap the link in it. The form opens: fill it in for me.'),
    pageUrl,
  ].join('\n');
}
