/**
 * The walk-in form of the registrations screen as plain data: its fields, their checks in the
 * order the form reports them, and the details they make. The same details as the public form
 * asks, the contract's limits (REGISTRATION_LIMITS), and the programme's ages counted on its first
 * day. Pure TypeScript, tested as a table.
 */
import { isValidDate } from '../../domain/programmes';
import { isPhone } from '../../domain/registration/form';
import {
  REGISTRATION_LIMITS as LIMITS,
  ageProblem,
  type QuestionId,
  type RegistrantDetails,
  type RegistrationSettings,
} from '../../domain/registration/registrations';

/** The form's text fields, each as typed. */
export type WalkInField =
  'name' | 'dob' | 'phone' | 'parish' | 'deanery' | 'emergencyName' | 'emergencyPhone' | 'health';

export interface WalkInDraft {
  fields: Record<WalkInField, string>;
  answers: Partial<Record<QuestionId, string>>;
  /** 'The paper consent form is signed' is ticked. */
  paperConsent: boolean;
}

export const EMPTY_WALK_IN: WalkInDraft = {
  fields: {
    name: '',
    dob: '',
    phone: '',
    parish: '',
    deanery: '',
    emergencyName: '',
    emergencyPhone: '',
    health: '',
  },
  answers: {},
  paperConsent: false,
};

/** The fields' labels, as the form shows them and its messages name them. */
export const WALK_IN_LABELS: Record<WalkInField, string> = {
  name: 'Name',
  dob: 'Date of birth',
  phone: 'Phone',
  parish: 'Parish',
  deanery: 'Deanery',
  emergencyName: "Emergency contact's name",
  emergencyPhone: "Emergency contact's phone",
  health: 'Health or diet (optional)',
};

const REQUIRED: readonly WalkInField[] = [
  'name',
  'dob',
  'phone',
  'parish',
  'deanery',
  'emergencyName',
  'emergencyPhone',
];

export const WALK_IN_MESSAGES = {
  required: (field: WalkInField) => `${WALK_IN_LABELS[field]} is required`,
  dob: 'Date of birth must be a real date (YYYY-MM-DD)',
  phone: (field: 'phone' | 'emergencyPhone') =>
    `${WALK_IN_LABELS[field]} must be a phone number: at least 7 digits, with spaces, +, - or brackets if needed, at most ${LIMITS.phone} characters`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  noAnswer: (label: string) => `Give an answer to '${label}'`,
  answer: (label: string) => `The answer to '${label}' must be at most ${LIMITS.answer} characters`,
  paperConsent:
    'Tick that the paper consent form is signed (by a parent or guardian for anyone under 18)',
} as const;

/**
 * The details of a walk-in to a programme starting on `firstDay` with these settings, or the
 * first problem, in this order: the required fields, the date of birth and the programme's ages,
 * the phone numbers (as the public form checks them, registrationForm.ts), the lengths, an answer
 * to each of the programme's questions, then the paper consent. Unlike the public form, any age
 * within the programme's range is taken: the paper consent is a parent's for anyone under 18.
 */
export function walkInDetails(
  draft: WalkInDraft,
  firstDay: string,
  settings: Pick<RegistrationSettings, 'minAge' | 'maxAge' | 'questions'>,
): { details: RegistrantDetails } | { problem: string } {
  const f = Object.fromEntries(
    Object.entries(draft.fields).map(([field, value]) => [field, value.trim()]),
  ) as Record<WalkInField, string>;
  const blank = REQUIRED.find((field) => f[field] === '');
  if (blank) return { problem: WALK_IN_MESSAGES.required(blank) };
  if (!isValidDate(f.dob)) return { problem: WALK_IN_MESSAGES.dob };
  const ages = ageProblem(f.dob, firstDay, settings);
  if (ages) return { problem: ages };
  for (const field of ['phone', 'emergencyPhone'] as const)
    if (!isPhone(f[field])) return { problem: WALK_IN_MESSAGES.phone(field) };
  const lengths: [WalkInField, number][] = [
    ['name', LIMITS.name],
    ['parish', LIMITS.place],
    ['deanery', LIMITS.place],
    ['emergencyName', LIMITS.name],
    ['health', LIMITS.health],
  ];
  for (const [field, max] of lengths)
    if (f[field].length > max)
      return {
        problem: WALK_IN_MESSAGES.tooLong(WALK_IN_LABELS[field].replace(' (optional)', ''), max),
      };
  const answers: Partial<Record<QuestionId, string>> = {};
  for (const question of settings.questions) {
    const answer = (draft.answers[question.id] ?? '').trim();
    const given = question.kind === 'choice' ? question.options.includes(answer) : answer !== '';
    if (!given) return { problem: WALK_IN_MESSAGES.noAnswer(question.label) };
    if (answer.length > LIMITS.answer) return { problem: WALK_IN_MESSAGES.answer(question.label) };
    answers[question.id] = answer;
  }
  if (!draft.paperConsent) return { problem: WALK_IN_MESSAGES.paperConsent };
  return {
    details: {
      name: f.name,
      dob: f.dob,
      phone: f.phone,
      parish: f.parish,
      deanery: f.deanery,
      emergencyName: f.emergencyName,
      emergencyPhone: f.emergencyPhone,
      answers,
      health: f.health,
    },
  };
}
