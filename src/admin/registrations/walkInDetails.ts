/**
 * The walk-in form of the registrations screen as plain data: its fields, their labels, and the
 * details they make. The same details as the public form asks, checked by the same check in the
 * same words (domain/registration/details.ts, filled in by the team), the form reporting the first
 * problem; then the paper consent. Pure TypeScript, tested as a table.
 */
import { EMPTY_TEXTS, detailsOf, detailsProblems } from '../../domain/registration/details';
import type {
  QuestionId,
  RegistrantDetails,
  RegistrantTextField,
  RegistrationSettings,
} from '../../domain/registration/registrations';

/** The form's text fields, each as typed. */
export type WalkInField = RegistrantTextField;

export interface WalkInDraft {
  fields: Record<WalkInField, string>;
  answers: Partial<Record<QuestionId, string>>;
  /** 'The paper consent form is signed' is ticked. */
  paperConsent: boolean;
}

export const EMPTY_WALK_IN: WalkInDraft = {
  fields: { ...EMPTY_TEXTS },
  answers: {},
  paperConsent: false,
};

/** The fields' labels, as the form shows them. */
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

export const WALK_IN_MESSAGES = {
  paperConsent:
    'Tick that the paper consent form is signed (by a parent or guardian for anyone under 18)',
} as const;

/**
 * The details of a walk-in to a programme starting on `firstDay` with these settings, or the
 * first problem: the details' first, in the form's order, then the paper consent. Unlike the
 * public form, any age within the programme's range is taken: the paper consent is a parent's for
 * anyone under 18.
 */
export function walkInDetails(
  { fields, answers, paperConsent }: WalkInDraft,
  firstDay: string,
  settings: Pick<RegistrationSettings, 'minAge' | 'maxAge' | 'questions'>,
): { details: RegistrantDetails } | { problem: string } {
  const values = { ...fields, answers };
  const [first] = detailsProblems(values, { firstDay, settings, filler: 'team' });
  if (first) return { problem: first[1] };
  if (!paperConsent) return { problem: WALK_IN_MESSAGES.paperConsent };
  return { details: detailsOf(values, settings.questions) };
}
