/**
 * 'Add a walk-in': someone who came to the door without registering, added by the team with the
 * same details the public form asks, their consent taken on paper (a parent's or guardian's for
 * anyone under 18). The place is taken as for everyone else: confirmed while places are left,
 * else the next number on the waiting list.
 */
import { useId, useState, type FormEvent } from 'react';
import { PlaceField } from '../../components/PlaceField';
import { cleanSingleLine } from '../../domain/cleanText';
import type { ProgrammeRegistration } from '../../domain/registration/registrations';
import type { Programme } from '../../domain/types';
import { reasonOf } from '../../domain/words';
import { addWalkIn } from '../../services/registration/registrations';
import type { AlreadyRegistered, TakenPlace } from '../../services/registration/writes';
import { useAccess } from '../access/AccessContext';
import { useFormError } from '../flow/useFormError';
import { useTextFields } from '../flow/useTextFields';
import { AdminForm } from '../ui/AdminForm';
import { Field } from '../ui/Field';
import {
  EMPTY_WALK_IN,
  WALK_IN_LABELS,
  walkInDetails,
  type WalkInDraft,
  type WalkInField,
} from './walkInDetails';

export const WALK_IN_TEXTS = {
  title: 'Add a walk-in',
  paperNote:
    'Consent is taken on paper: before you add someone, they sign the paper consent form, or for anyone under 18 a parent or guardian does. Keep the form with the programme’s papers.',
  paperConsent: 'The paper consent form is signed',
  added: (name: string, place: TakenPlace) =>
    place.status === 'confirmed'
      ? `${name} is registered.`
      : `${name} is on the waiting list, number ${place.waitNumber ?? '?'}.`,
} as const;

export function WalkInForm({
  programme,
  settings,
  registered,
  onAdded,
}: {
  programme: Programme;
  settings: ProgrammeRegistration;
  /** The programme's list as read: someone on it is not added again. */
  registered: AlreadyRegistered;
  /** Someone was added, with the place they took. */
  onAdded: (name: string, place: TakenPlace) => void;
}) {
  const id = useId();
  const { recheckAfterRefusal } = useAccess();
  const { error, fail, clearError } = useFormError();
  const [busy, setBusy] = useState(false);
  const { fields, bind } = useTextFields<WalkInField>(
    () => ({ ...EMPTY_WALK_IN.fields }),
    ['health'],
  );
  const [answers, setAnswers] = useState<WalkInDraft['answers']>({});
  const [paperConsent, setPaperConsent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const made = walkInDetails({ fields, answers, paperConsent }, programme.startDate, settings);
    if ('problem' in made) return fail(made.problem);
    clearError();
    setBusy(true);
    let place: TakenPlace;
    try {
      place = await addWalkIn(programme.id, made.details, registered);
    } catch (addError) {
      console.error(addError);
      void recheckAfterRefusal(addError);
      setBusy(false);
      return fail(`${made.details.name} was not added: ${reasonOf(addError)}`);
    }
    setBusy(false);
    onAdded(made.details.name, place);
  };

  const textField = (field: WalkInField, column: string, control?: 'date' | 'tel') => (
    <Field
      label={WALK_IN_LABELS[field]}
      column={column}
      control={
        <input
          type={control ?? 'text'}
          autoComplete="off"
          {...(control === 'tel' ? { inputMode: 'tel' as const } : {})}
          {...bind(field)}
        />
      }
    />
  );

  return (
    <AdminForm
      title={WALK_IN_TEXTS.title}
      error={error}
      submitLabel={busy ? 'Adding...' : 'Add walk-in'}
      submitDisabled={busy}
      focusFirstField
      headingLevel={3}
      onSubmit={(event) => void submit(event)}
    >
      <p className="alert alert-info">{WALK_IN_TEXTS.paperNote}</p>
      <div className="row g-3 mb-3">
        {textField('name', 'col-md-6')}
        {textField('dob', 'col-md-6', 'date')}
        {textField('phone', 'col-md-6', 'tel')}
        <PlaceField
          id={`${id}-parish-choice`}
          className="col-md-6"
          place={{ parish: fields.parish, deanery: fields.deanery }}
          onChange={(chosen) => {
            bind('parish').onChange({ target: { value: chosen.parish } });
            bind('deanery').onChange({ target: { value: chosen.deanery } });
          }}
          freeText={
            <>
              {textField('parish', 'col-md-6')}
              {textField('deanery', 'col-md-6')}
            </>
          }
        />
        {textField('emergencyName', 'col-md-6')}
        {textField('emergencyPhone', 'col-md-6', 'tel')}
        {settings.questions.map((question) => (
          <Field
            key={question.id}
            label={question.label}
            column="col-md-6"
            control={
              question.kind === 'choice' ? (
                <select
                  id={`${id}-${question.id}`}
                  className="form-select"
                  value={answers[question.id] ?? ''}
                  onChange={(event) =>
                    setAnswers((current) => ({ ...current, [question.id]: event.target.value }))
                  }
                >
                  <option value="">Choose one</option>
                  {question.options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={`${id}-${question.id}`}
                  className="form-control"
                  value={answers[question.id] ?? ''}
                  onChange={(event) =>
                    setAnswers((current) => ({
                      ...current,
                      [question.id]: cleanSingleLine(event.target.value),
                    }))
                  }
                />
              )
            }
          />
        ))}
        <Field
          label={WALK_IN_LABELS.health}
          hint="Anything the team should know on the day. Leave it empty otherwise."
          control={<textarea rows={2} {...bind('health')} />}
        />
        <div className="col-12">
          <div className="form-check">
            <input
              id={`${id}-paper`}
              type="checkbox"
              className="form-check-input"
              checked={paperConsent}
              onChange={(event) => setPaperConsent(event.target.checked)}
            />
            <label htmlFor={`${id}-paper`} className="form-check-label">
              {WALK_IN_TEXTS.paperConsent}
            </label>
          </div>
        </div>
      </div>
    </AdminForm>
  );
}
