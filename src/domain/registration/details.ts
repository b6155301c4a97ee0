/**
 * A registrant's details (REGISTRANT_FIELDS) checked once, in one set of words, for both forms
 * that collect them: the public form, where someone registers themselves or their child, and the
 * team's walk-in form. Each field is cleaned as it will be written (one line, trimmed; the note on
 * health keeps its lines), then checked against the contract's limits (REGISTRATION_LIMITS) and
 * the programme's ages on its first day, as firestore.rules checks it, so that details that pass
 * here are written and details that do not write nothing. Plain data and pure functions.
 */
import { ADULT_AGE, ageOn } from './ages';
import { cleanMultiLine, cleanSingleLine } from '../cleanText';
import type { EnglishText } from '../../words/en';
import { fill } from '../../words/fill';
import { sayIn, type Say } from '../../words/sentence';
import { longDate } from './facts';
import {
  REGISTRANT_TEXT_FIELDS,
  REGISTRATION_LIMITS,
  ageSentence,
  type QuestionId,
  type RegistrantDetails,
  type RegistrantTextField,
  type RegistrationQuestion,
  type RegistrationSettings,
} from './registrations';

/** The details as typed: every field a string, the answers by question. */
export type DetailsValues = Record<RegistrantTextField, string> & {
  answers: Partial<Record<QuestionId, string>>;
};

/** Every text field empty. */
export const EMPTY_TEXTS = Object.fromEntries(
  REGISTRANT_TEXT_FIELDS.map((field) => [field, '']),
) as Record<RegistrantTextField, string>;

/** Every field empty, no answer given. */
export const EMPTY_DETAILS: DetailsValues = { ...EMPTY_TEXTS, answers: {} };

/**
 * Who fills the details in: an adult registering themselves, a parent or guardian registering
 * their child, or the team adding a walk-in. It decides only how the messages name the person
 * and which ages the date of birth may give.
 */
export type DetailsFiller = 'self' | 'parent' | 'team';

export type { Say };

/** The words a sentence is said in: a page's `say` and its month names (English's by default). */
export interface Wording {
  say: Say;
  months?: readonly string[];
}

export const IN_ENGLISH: Wording = { say: fill };

/** A field the check reports on: a registrant's text field, or a question by its id. */
export type DetailsField = RegistrantTextField | QuestionId;

/** A phone number as stored: digits, spaces, + - ( ), at least 7 digits, at most 20 characters. */
export const isPhone = (phone: string) =>
  phone.length <= REGISTRATION_LIMITS.phone &&
  /^[0-9 +\-()]+$/.test(phone) &&
  (phone.match(/[0-9]/g) ?? []).length >= 7;

/** The fields of several lines; every other text field is one line. */
const MULTI_LINE: readonly RegistrantTextField[] = ['health'];

/** The details as they are written: each one-line field on one line, trimmed. */
export function detailsOf(
  values: DetailsValues,
  questions: readonly RegistrationQuestion[],
): RegistrantDetails {
  const line = (text: string) => cleanSingleLine(text).trim();
  const answers: Partial<Record<QuestionId, string>> = {};
  for (const { id } of questions) answers[id] = line(values.answers[id] ?? '');
  const texts = Object.fromEntries(
    REGISTRANT_TEXT_FIELDS.map((field) => [
      field,
      MULTI_LINE.includes(field) ? cleanMultiLine(values[field]).trim() : line(values[field]),
    ]),
  ) as Record<RegistrantTextField, string>;
  return { ...texts, answers };
}

export interface DetailsContext {
  /** The programme's first day ('YYYY-MM-DD'): ages are counted on it. */
  firstDay: string;
  settings: Pick<RegistrationSettings, 'minAge' | 'maxAge' | 'questions'>;
  filler: DetailsFiller;
}

/**
 * What is wrong with the date of birth: not a date before the programme, or outside its ages;
 * and, on the public form, the wrong side of 18 for who is registering (someone under 18 is
 * registered by a parent or guardian; someone 18 or over registers themselves). A walk-in of any
 * age within the programme's is taken: the paper consent is a parent's for anyone under 18.
 */
export function dateOfBirthProblem(
  { name, dob }: Pick<RegistrantDetails, 'name' | 'dob'>,
  {
    firstDay,
    settings,
    filler,
  }: Omit<DetailsContext, 'settings'> & {
    settings: Pick<RegistrationSettings, 'minAge' | 'maxAge'>;
  },
  wording: Wording = IN_ENGLISH,
): string | null {
  const { say } = wording;
  if (dob === '') return say('Enter the date of birth.');
  const age = ageOn(dob, firstDay);
  if (age !== null && filler === 'self' && age < ADULT_AGE)
    return `${underAdultAge(age, firstDay, wording)} ${say('Ask a parent to register you.')}`;
  if (age !== null && filler === 'parent' && age >= ADULT_AGE)
    return say(
      "{name} will be {age} on {day}, the programme's first day. Someone 18 or over registers themselves, with their own e-mail address.",
      { name: name || say('Your child'), age, day: longDate(firstDay, wording.months) },
    );
  // The programme's ages, as the rules check them, in the page's words.
  const outside = ageSentence(dob, firstDay, settings);
  return outside && sayIn(outside, say);
}

/** 'You will be 16 on 14 March 2026, …': why someone who said 18 or over must ask a parent. */
export const underAdultAge = (
  age: number,
  firstDay: string,
  { say, months }: Wording = IN_ENGLISH,
) =>
  say(
    "You will be {age} on {day}, the programme's first day. Someone under 18 is registered by a parent or guardian.",
    { age, day: longDate(firstDay, months) },
  );

/**
 * How the name's messages name the person: the public form speaks to whoever fills it in (you, or
 * your child); the team fills the walk-in form in for someone else, so it says 'the person'.
 */
const NAME_WORDS: Record<DetailsFiller, EnglishText> = {
  self: 'your full name',
  parent: "your child's full name",
  team: "the person's full name",
};

/**
 * The details' problems, one sentence per field, in the forms' order; none when they may be
 * written. The details are checked as they will be written (detailsOf).
 */
export function detailsProblems(
  values: DetailsValues,
  context: DetailsContext,
  wording: Wording = IN_ENGLISH,
): Array<[DetailsField, string]> {
  const { say } = wording;
  const { settings } = context;
  const details = detailsOf(values, settings.questions);
  const problems: Array<[DetailsField, string]> = [];
  const { place, name: nameLimit, answer: answerLimit, health: healthLimit } = REGISTRATION_LIMITS;
  const required = (field: DetailsField, text: string, what: string, limit: number) => {
    if (text === '') problems.push([field, say('Enter {what}.', { what })]);
    else if (text.length > limit)
      problems.push([field, say('Shorten {what} to {limit} characters at most.', { what, limit })]);
  };
  const phone = (field: DetailsField, text: string, what: string) => {
    if (text === '') problems.push([field, say('Enter {what}.', { what })]);
    else if (!isPhone(text))
      problems.push([
        field,
        say(
          'Enter {what} with at least 7 digits (only digits, spaces and + - ( ), at most {limit} characters).',
          { what, limit: REGISTRATION_LIMITS.phone },
        ),
      ]);
  };

  required('name', details.name, say(NAME_WORDS[context.filler]), nameLimit);
  const dobProblem = dateOfBirthProblem(details, context, wording);
  if (dobProblem) problems.push(['dob', dobProblem]);
  phone('phone', details.phone, say('a phone number'));
  required('parish', details.parish, say('the parish'), place);
  required('deanery', details.deanery, say('the deanery'), place);
  required('emergencyName', details.emergencyName, say("the emergency contact's name"), nameLimit);
  phone('emergencyPhone', details.emergencyPhone, say("the emergency contact's phone number"));
  for (const question of settings.questions) {
    const answer = details.answers[question.id] ?? '';
    if (question.kind === 'choice') {
      if (!question.options.includes(answer))
        problems.push([
          question.id,
          say("Choose an answer to '{question}'.", { question: question.label }),
        ]);
    } else
      required(
        question.id,
        answer,
        say("an answer to '{question}'", { question: question.label }),
        answerLimit,
      );
  }
  if (details.health.length > healthLimit)
    problems.push([
      'health',
      say('Shorten the note on health or diet to {limit} characters at most.', {
        limit: healthLimit,
      }),
    ]);
  return problems;
}
