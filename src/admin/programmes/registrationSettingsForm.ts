/**
 * The programme form's part 'Registration on this site' as plain data: what its fields hold (text,
 * as typed), how they are filled from the stored settings, their checks in the order the form
 * reports them, and the settings they make. Pure TypeScript, tested as a table.
 */
import { addDays, isoDate, parseDate } from '../../domain/programmes';
import {
  QUESTION_IDS,
  REGISTRATION_LIMITS as LIMITS,
  type QuestionId,
  type RegistrationQuestion,
  type RegistrationSettings,
} from '../../domain/registration/registrations';

export interface QuestionDraft {
  id: QuestionId;
  label: string;
  kind: 'text' | 'choice';
  /** The options of a choice, as typed; kept while the kind is 'text', and then not saved. */
  options: string[];
}

/** The fields as typed. */
export interface SettingsDraft {
  /** 'Take registrations here' is ticked (always, once the programme has settings stored). */
  take: boolean;
  open: boolean;
  /** '' closes registration at the end of the day before the programme starts. */
  closesOn: string;
  capacity: string;
  minAge: string;
  maxAge: string;
  fee: string;
  questions: QuestionDraft[];
}

const numberText = (n: number | null) => (n === null ? '' : String(n));

/** The fields of a programme with these settings stored, or of one that has none yet. */
export function draftOf(stored: RegistrationSettings | null): SettingsDraft {
  if (!stored)
    return {
      take: false,
      open: true,
      closesOn: '',
      capacity: '',
      minAge: '',
      maxAge: '',
      fee: '',
      questions: [],
    };
  return {
    take: true,
    open: stored.open,
    closesOn: stored.closesOn,
    capacity: numberText(stored.capacity),
    minAge: numberText(stored.minAge),
    maxAge: numberText(stored.maxAge),
    fee: stored.fee,
    questions: stored.questions.map((q) => ({
      ...q,
      options: q.kind === 'choice' ? [...q.options] : [],
    })),
  };
}

/** The day before a programme's first day ('YYYY-MM-DD'), or '' when that is not a real date. */
export function dayBefore(startDate: string): string {
  const start = parseDate(startDate);
  return start ? isoDate(addDays(start, -1)) : '';
}

/** A new question, with the first id no other question of the programme uses. */
export function newQuestion(questions: readonly QuestionDraft[]): QuestionDraft | null {
  const id = QUESTION_IDS.find((free) => !questions.some((q) => q.id === free));
  return id ? { id, label: '', kind: 'text', options: [] } : null;
}

/** A choice starts with two empty options, the fewest it may have. */
export const withKind = (question: QuestionDraft, kind: QuestionDraft['kind']): QuestionDraft => ({
  ...question,
  kind,
  options: kind === 'choice' && question.options.length === 0 ? ['', ''] : question.options,
});

const WHOLE = /^\d+$/;

/** A whole number typed in a field: null when empty, NaN when not a whole number. */
function wholeOrEmpty(text: string): number | null {
  const typed = text.trim();
  if (typed === '') return null;
  return WHOLE.test(typed) ? Number(typed) : Number.NaN;
}

const inRange = (n: number | null, min: number, max: number) =>
  n === null || (Number.isInteger(n) && n >= min && n <= max);

export const SETTINGS_MESSAGES = {
  closesOn: 'The closing date must be a real date (YYYY-MM-DD)',
  capacity: `The capacity must be a whole number from 1 to ${LIMITS.capacity}, or empty for no limit`,
  ages: `Ages must be whole numbers from ${LIMITS.minAge} to ${LIMITS.maxAge}, or empty`,
  ageOrder: 'The youngest age cannot be above the oldest',
  fee: `The fee note must be at most ${LIMITS.fee} characters`,
  tooManyQuestions: `A programme asks at most ${LIMITS.questions} questions`,
  blankQuestion: (n: number) => `Question ${n} is blank: write it, or remove it`,
  longQuestion: (n: number) => `Question ${n} must be at most ${LIMITS.questionLabel} characters`,
  fewOptions: (n: number) => `Question ${n} is a choice: give it at least two options`,
  manyOptions: (n: number) => `Question ${n} may offer at most ${LIMITS.options} options`,
  blankOption: (n: number) => `Question ${n} has a blank option: write it, or remove it`,
  longOption: (n: number) =>
    `The options of question ${n} must be at most ${LIMITS.option} characters each`,
  sameOption: (n: number) => `Question ${n} offers the same option twice`,
} as const;

/** The first problem of a question (numbered from 1 as the form shows it), or null. */
function questionProblem(question: QuestionDraft, n: number): string | null {
  const label = question.label.trim();
  if (label === '') return SETTINGS_MESSAGES.blankQuestion(n);
  if (label.length > LIMITS.questionLabel) return SETTINGS_MESSAGES.longQuestion(n);
  if (question.kind === 'text') return null;
  const options = question.options.map((o) => o.trim());
  if (options.length < 2) return SETTINGS_MESSAGES.fewOptions(n);
  if (options.length > LIMITS.options) return SETTINGS_MESSAGES.manyOptions(n);
  if (options.some((o) => o === '')) return SETTINGS_MESSAGES.blankOption(n);
  if (options.some((o) => o.length > LIMITS.option)) return SETTINGS_MESSAGES.longOption(n);
  if (new Set(options.map((o) => o.toLocaleLowerCase('en'))).size < options.length)
    return SETTINGS_MESSAGES.sameOption(n);
  return null;
}

/**
 * The settings the fields make for a programme starting on `startDate`, or the first problem
 * with them, in this order: the closing date, the capacity, the ages and their order, the fee,
 * then each question in turn. An empty closing date is the day before the start.
 */
export function settingsFromDraft(
  draft: SettingsDraft,
  startDate: string,
): { settings: RegistrationSettings } | { problem: string } {
  const closesOn = draft.closesOn.trim() || dayBefore(startDate);
  if (!parseDate(closesOn)) return { problem: SETTINGS_MESSAGES.closesOn };
  const capacity = wholeOrEmpty(draft.capacity);
  if (!inRange(capacity, 1, LIMITS.capacity)) return { problem: SETTINGS_MESSAGES.capacity };
  const minAge = wholeOrEmpty(draft.minAge);
  const maxAge = wholeOrEmpty(draft.maxAge);
  if (
    !inRange(minAge, LIMITS.minAge, LIMITS.maxAge) ||
    !inRange(maxAge, LIMITS.minAge, LIMITS.maxAge)
  )
    return { problem: SETTINGS_MESSAGES.ages };
  if (minAge !== null && maxAge !== null && minAge > maxAge)
    return { problem: SETTINGS_MESSAGES.ageOrder };
  const fee = draft.fee.trim();
  if (fee.length > LIMITS.fee) return { problem: SETTINGS_MESSAGES.fee };
  if (draft.questions.length > LIMITS.questions)
    return { problem: SETTINGS_MESSAGES.tooManyQuestions };
  for (const [i, question] of draft.questions.entries()) {
    const problem = questionProblem(question, i + 1);
    if (problem) return { problem };
  }
  const questions: RegistrationQuestion[] = draft.questions.map((q) => ({
    id: q.id,
    label: q.label.trim(),
    kind: q.kind,
    options: q.kind === 'choice' ? q.options.map((o) => o.trim()) : [],
  }));
  return {
    settings: { open: draft.open, closesOn, capacity, minAge, maxAge, fee, questions },
  };
}

/** Whether two settings say the same (a programme's stored ones need no write when unchanged). */
export const sameSettings = (a: RegistrationSettings, b: RegistrationSettings) =>
  JSON.stringify(settingsKey(a)) === JSON.stringify(settingsKey(b));

const settingsKey = (s: RegistrationSettings) => [
  s.open,
  s.closesOn,
  s.capacity,
  s.minAge,
  s.maxAge,
  s.fee,
  s.questions.map((q) => [q.id, q.label, q.kind, q.kind === 'choice' ? q.options : []]),
];
