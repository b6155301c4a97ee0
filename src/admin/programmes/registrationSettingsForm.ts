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
  /** The question in Hindi, as typed ('' for none). */
  labelHi: string;
  /** The options in Hindi, by the index of their English option ('' or missing for none). */
  optionsHi: string[];
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
  feeHi: string;
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
      feeHi: '',
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
    feeHi: stored.feeHi ?? '',
    questions: stored.questions.map((q) => ({
      id: q.id,
      label: q.label,
      kind: q.kind,
      options: q.kind === 'choice' ? [...q.options] : [],
      labelHi: q.labelHi ?? '',
      optionsHi: q.kind === 'choice' ? [...(q.optionsHi ?? [])] : [],
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
  return id ? { id, label: '', kind: 'text', options: [], labelHi: '', optionsHi: [] } : null;
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
  feeHi: `The fee note in Hindi must be at most ${LIMITS.fee} characters`,
  longQuestionHi: (n: number) =>
    `Question ${n} in Hindi must be at most ${LIMITS.questionLabel} characters`,
  someOptionsHi: (n: number) =>
    `Question ${n}: give every option in Hindi, or none (the English then shows)`,
  longOptionHi: (n: number) =>
    `The Hindi options of question ${n} must be at most ${LIMITS.option} characters each`,
} as const;

/** A choice's options in Hindi as saved: one for each option, or none when all are empty. */
const hindiOptionsOf = (question: QuestionDraft) =>
  question.kind === 'choice'
    ? question.options.map((_, i) => (question.optionsHi[i] ?? '').trim())
    : [];

/** The first problem of a question (numbered from 1 as the form shows it), or null. */
function questionProblem(question: QuestionDraft, n: number): string | null {
  const label = question.label.trim();
  if (label === '') return SETTINGS_MESSAGES.blankQuestion(n);
  if (label.length > LIMITS.questionLabel) return SETTINGS_MESSAGES.longQuestion(n);
  if (question.labelHi.trim().length > LIMITS.questionLabel)
    return SETTINGS_MESSAGES.longQuestionHi(n);
  if (question.kind === 'text') return null;
  const options = question.options.map((o) => o.trim());
  if (options.length < 2) return SETTINGS_MESSAGES.fewOptions(n);
  if (options.length > LIMITS.options) return SETTINGS_MESSAGES.manyOptions(n);
  if (options.some((o) => o === '')) return SETTINGS_MESSAGES.blankOption(n);
  if (options.some((o) => o.length > LIMITS.option)) return SETTINGS_MESSAGES.longOption(n);
  if (new Set(options.map((o) => o.toLocaleLowerCase('en'))).size < options.length)
    return SETTINGS_MESSAGES.sameOption(n);
  const optionsHi = hindiOptionsOf(question);
  if (optionsHi.some((o) => o !== '') && optionsHi.some((o) => o === ''))
    return SETTINGS_MESSAGES.someOptionsHi(n);
  if (optionsHi.some((o) => o.length > LIMITS.option)) return SETTINGS_MESSAGES.longOptionHi(n);
  return null;
}

/**
 * The settings the fields make for a programme starting on `startDate`, or the first problem
 * with them, in this order: the closing date, the capacity, the ages and their order, the fee,
 * the fee in Hindi, then each question in turn (its Hindi after its English). An empty closing
 * date is the day before the start.
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
  const feeHi = draft.feeHi.trim();
  if (feeHi.length > LIMITS.fee) return { problem: SETTINGS_MESSAGES.feeHi };
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
    labelHi: q.labelHi.trim(),
    optionsHi: hindiOptionsOf(q).every((o) => o === '') ? [] : hindiOptionsOf(q),
  }));
  return {
    settings: { open: draft.open, closesOn, capacity, minAge, maxAge, fee, feeHi, questions },
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
  s.feeHi ?? '',
  s.questions.map((q) => [
    q.id,
    q.label,
    q.kind,
    q.kind === 'choice' ? q.options : [],
    q.labelHi ?? '',
    q.kind === 'choice' ? (q.optionsHi ?? []) : [],
  ]),
];
