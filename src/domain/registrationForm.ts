/**
 * The public side of registration, as pure rules: who is registering, the form's checks (a problem per field, in words for the person), and what
 * the person's own list says of each registration. The form checks what firestore.rules checks,
 * so that a form that passes here is written and one that does not writes nothing.
 */
import { ADULT_AGE, ageOn } from './ages';
import { cleanMultiLine, cleanSingleLine } from './cleanText';
import { longDate } from './registrationFacts';
import {
  REGISTRATION_LIMITS,
  ageProblem,
  type QuestionId,
  type RegistrantDetails,
  type Registration,
  type RegistrationQuestion,
  type RegistrationSettings,
} from './registrations';

/**
 * Who is registering, as the first step asks: an adult registering themselves, a parent or
 * lawful guardian registering their child, or a young person under 18, who asks a parent.
 */
export const REGISTERING = ['self', 'child', 'young'] as const;
export type Registering = (typeof REGISTERING)[number];

export const registeringOf = (value: string | null): Registering | null =>
  REGISTERING.includes(value as Registering) ? (value as Registering) : null;

/** The form as typed: every field a string, the answers by question. */
export type RegistrationFormValues = Omit<RegistrantDetails, 'answers'> & {
  answers: Partial<Record<QuestionId, string>>;
};

export const EMPTY_FORM: RegistrationFormValues = {
  name: '',
  dob: '',
  phone: '',
  parish: '',
  deanery: '',
  emergencyName: '',
  emergencyPhone: '',
  answers: {},
  health: '',
};

/** The fields the form checks, and each question by its id. */
export type FormField = Exclude<keyof RegistrationFormValues, 'answers'> | QuestionId | 'guardian';

/** A phone number as stored: digits, spaces, + - ( ), at least 7 digits, at most 20 characters. */
export const isPhone = (phone: string) =>
  phone.length <= REGISTRATION_LIMITS.phone &&
  /^[0-9 +\-()]+$/.test(phone) &&
  (phone.match(/[0-9]/g) ?? []).length >= 7;

/** The details as they are written: each one-line field on one line, trimmed. */
export function detailsOf(
  values: RegistrationFormValues,
  questions: readonly RegistrationQuestion[],
): RegistrantDetails {
  const line = (text: string) => cleanSingleLine(text).trim();
  const answers: Partial<Record<QuestionId, string>> = {};
  for (const { id } of questions) answers[id] = line(values.answers[id] ?? '');
  return {
    name: line(values.name),
    dob: values.dob.trim(),
    phone: line(values.phone),
    parish: line(values.parish),
    deanery: line(values.deanery),
    emergencyName: line(values.emergencyName),
    emergencyPhone: line(values.emergencyPhone),
    answers,
    health: cleanMultiLine(values.health).trim(),
  };
}

export interface FormContext {
  /** The programme's first day ('YYYY-MM-DD'): ages are counted on it. */
  firstDay: string;
  settings: Pick<RegistrationSettings, 'minAge' | 'maxAge' | 'questions'>;
  /** A parent or guardian registering their child (else an adult registering themselves). */
  forChild: boolean;
  /** The parent ticked 'I am {name}'s parent or lawful guardian and I am 18 or over'. */
  guardianConfirmed: boolean;
}

/**
 * The form's problems, one sentence per field, in the form's order; none when it may be sent. The
 * details are checked as they will be written (detailsOf).
 */
export function formProblems(
  values: RegistrationFormValues,
  { firstDay, settings, forChild, guardianConfirmed }: FormContext,
): Array<[FormField, string]> {
  const details = detailsOf(values, settings.questions);
  const problems: Array<[FormField, string]> = [];
  const { place, name: nameLimit, answer: answerLimit, health: healthLimit } = REGISTRATION_LIMITS;
  const required = (field: FormField, text: string, what: string, limit: number) => {
    if (text === '') problems.push([field, `Enter ${what}.`]);
    else if (text.length > limit)
      problems.push([field, `Shorten ${what} to ${limit} characters at most.`]);
  };
  const phone = (field: FormField, text: string, what: string) => {
    if (text === '') problems.push([field, `Enter ${what}.`]);
    else if (!isPhone(text))
      problems.push([
        field,
        `Enter ${what} with at least 7 digits (only digits, spaces and + - ( ), at most ${REGISTRATION_LIMITS.phone} characters).`,
      ]);
  };

  required('name', details.name, forChild ? "your child's full name" : 'your full name', nameLimit);
  const dobProblem = dateOfBirthProblem(details, { firstDay, settings, forChild });
  if (dobProblem) problems.push(['dob', dobProblem]);
  phone('phone', details.phone, 'a phone number');
  required('parish', details.parish, 'the parish', place);
  required('deanery', details.deanery, 'the deanery', place);
  required('emergencyName', details.emergencyName, "the emergency contact's name", nameLimit);
  phone('emergencyPhone', details.emergencyPhone, "the emergency contact's phone number");
  for (const question of settings.questions) {
    const answer = details.answers[question.id] ?? '';
    if (question.kind === 'choice') {
      if (!question.options.includes(answer))
        problems.push([question.id, `Choose an answer to '${question.label}'.`]);
    } else required(question.id, answer, `an answer to '${question.label}'`, answerLimit);
  }
  if (details.health.length > healthLimit)
    problems.push([
      'health',
      `Shorten the note on health or diet to ${healthLimit} characters at most.`,
    ]);
  if (forChild && !guardianConfirmed)
    problems.push([
      'guardian',
      `Tick the box to confirm you are ${details.name ? `${details.name}'s` : "the child's"} parent or lawful guardian and 18 or over.`,
    ]);
  return problems;
}

/**
 * What is wrong with the date of birth: not a date before the programme, outside its ages, or
 * the wrong side of 18 for who is registering (someone under 18 is registered by a parent or
 * guardian; someone 18 or over registers themselves).
 */
export function dateOfBirthProblem(
  { name, dob }: Pick<RegistrantDetails, 'name' | 'dob'>,
  { firstDay, settings, forChild }: Omit<FormContext, 'guardianConfirmed'>,
): string | null {
  if (dob === '') return 'Enter the date of birth.';
  const age = ageOn(dob, firstDay);
  if (age === null) return ageProblem(dob, firstDay, settings);
  const on = longDate(firstDay);
  if (!forChild && age < ADULT_AGE)
    return `You will be ${age} on ${on}, the programme's first day: someone under 18 is registered by a parent or lawful guardian. Ask a parent to register you.`;
  if (forChild && age >= ADULT_AGE)
    return `${name || 'Your child'} will be ${age} on ${on}, the programme's first day: someone 18 or over registers themselves, with their own e-mail address.`;
  return ageProblem(dob, firstDay, settings);
}

/** A registration's state as its registrant reads it on 'My registrations'. */
export function registrantStatus(
  registration: Pick<Registration, 'status' | 'waitNumber' | 'cancelReason'>,
): string {
  switch (registration.status) {
    case 'confirmed':
      return 'Registered';
    case 'waiting':
      return registration.waitNumber === null
        ? 'On the waiting list'
        : `On the waiting list, number ${registration.waitNumber}`;
    case 'cancelled':
      return registration.cancelReason
        ? `Cancelled by the team: ${registration.cancelReason}`
        : 'Cancelled by the team';
  }
}

/**
 * The message a young person sends a parent on WhatsApp: what they ask, and what the e-mail that
 * comes is.
 */
export function askParentText(programme: { title: string; dates: string }, pageUrl: string) {
  return [
    `Please register me for ${programme.title} (${programme.dates}).`,
    'Anyone under 18 is registered by a parent or guardian, so the Youth Commission website has e-mailed you a sign-in link (from Firebase, the service that signs people in for the site). Open it on your phone: it brings you to the form to fill in for me.',
    pageUrl,
  ].join('\n');
}
