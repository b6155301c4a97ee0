/**
 * The programme form's part 'Registration on this site': whether the programme takes registrations
 * here, open or closed, the closing date, the capacity, the ages, the fee note and up to five
 * questions of its own, what to bring and whether to send the e-mail reminder, and the fee note,
 * questions and what to bring in Hindi. The settings are a document of their own
 * (programmeRegistration/{id}), and the reminders another (programmeReminders/{id}): both read
 * when the form opens and saved after the programme (ProgrammeForm).
 */
import { useEffect, useId, useState } from 'react';
import { PROFILE } from '../../config/profile';
import { cleanMultiLine, cleanSingleLine } from '../../domain/cleanText';
import type { ProgrammeReminders } from '../../domain/registration/reminders';
import type { ProgrammeRegistration } from '../../domain/registration/registrations';
import { reasonOf } from '../../domain/words';
import { readProgrammeReminders } from '../../services/registration/reminders';
import { readProgrammeRegistration } from '../../services/registration/registrations';
import { Field } from '../ui/Field';
import { QuestionsFields } from './QuestionsFields';
import { RegistrationHindiFields } from './RegistrationHindiFields';
import type { RemindersDraft } from './remindersForm';
import type { SettingsDraft } from './registrationSettingsForm';

/** The programme's stored settings and reminders as the form reads them when it opens. */
export type StoredSettings =
  | { status: 'reading' }
  | { status: 'read'; stored: ProgrammeRegistration | null; reminders: ProgrammeReminders | null }
  | { status: 'failed'; reason: string };

/** Reads the stored settings and reminders of the programme being edited; a new one has none. */
export function useStoredSettings(programmeId: string | null): StoredSettings {
  const [state, setState] = useState<StoredSettings>(() =>
    programmeId === null
      ? { status: 'read', stored: null, reminders: null }
      : { status: 'reading' },
  );
  useEffect(() => {
    if (programmeId === null) return;
    let current = true;
    Promise.all([readProgrammeRegistration(programmeId), readProgrammeReminders(programmeId)]).then(
      ([stored, reminders]) => current && setState({ status: 'read', stored, reminders }),
      (error: unknown) => {
        console.error('The registration settings could not be read', error);
        if (current) setState({ status: 'failed', reason: reasonOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [programmeId]);
  return state;
}

export const REGISTRATION_TEXTS = {
  legend: 'Registration on this site',
  take: 'Take registrations here',
  takeHint:
    "People register on the event's page, which shows 'Register' while registration is open. The list is under 'Registrations' on the event's card.",
  reading: 'Reading the registration settings…',
  unreadable: (reason: string) =>
    `The registration settings could not be read (${reason}). Saving changes the event only; close the form and open it again to change its registration.`,
  whatToBring: 'What to bring (optional)',
  whatToBringHint:
    "One thing a line. The reminders say it: the e-mail before the event, and the message of 'Remind on WhatsApp'.",
  email: 'Send an e-mail reminder two days before',
  emailHint:
    'To each confirmed person, at the address they registered with, in the language they registered in: two days before the first day, or the day before for someone who registers later.',
} as const;

export function RegistrationSettingsFields({
  stored,
  draft,
  onChange,
  reminders,
  onRemindersChange,
}: {
  stored: StoredSettings;
  draft: SettingsDraft;
  onChange: (draft: SettingsDraft) => void;
  /** The reminder fields, a document of their own saved beside the settings. */
  reminders: RemindersDraft;
  onRemindersChange: (reminders: RemindersDraft) => void;
}) {
  const id = useId();
  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const text = (key: 'closesOn' | 'capacity' | 'minAge' | 'maxAge' | 'fee') => ({
    id: `${id}-${key}`,
    className: 'form-control',
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      set(key, cleanSingleLine(event.target.value)),
  });

  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-2">{REGISTRATION_TEXTS.legend}</legend>
      {stored.status === 'reading' && (
        <p role="status" className="small mb-0">
          {REGISTRATION_TEXTS.reading}
        </p>
      )}
      {stored.status === 'failed' && (
        <p className="alert alert-warning mb-0">{REGISTRATION_TEXTS.unreadable(stored.reason)}</p>
      )}
      {stored.status === 'read' && (
        <>
          {/* Once stored, the settings stay: a programme stops taking registrations by closing. */}
          {stored.stored === null && (
            <div className="form-check mb-2">
              <input
                id={`${id}-take`}
                type="checkbox"
                className="form-check-input"
                checked={draft.take}
                aria-describedby={`${id}-take-hint`}
                onChange={(event) => set('take', event.target.checked)}
              />
              <label htmlFor={`${id}-take`} className="form-check-label">
                {REGISTRATION_TEXTS.take}
              </label>
              <div id={`${id}-take-hint`} className="form-text">
                {REGISTRATION_TEXTS.takeHint}
              </div>
            </div>
          )}
          {draft.take && (
            <div className="row g-3">
              <fieldset className="col-12">
                <legend className="form-label fs-6 mb-1">Registration is</legend>
                {([true, false] as const).map((open) => (
                  <div key={String(open)} className="form-check form-check-inline">
                    <input
                      id={`${id}-open-${open}`}
                      type="radio"
                      name={`${id}-open`}
                      className="form-check-input"
                      checked={draft.open === open}
                      onChange={() => set('open', open)}
                    />
                    <label htmlFor={`${id}-open-${open}`} className="form-check-label">
                      {open ? 'Open' : 'Closed'}
                    </label>
                  </div>
                ))}
              </fieldset>
              <Field
                label="Closing date"
                column="col-sm-6"
                hint="Registration closes at the end of this day (India's time). Empty: the day before the event starts."
                control={<input type="date" {...text('closesOn')} />}
              />
              <Field
                label="Capacity (optional)"
                column="col-sm-6"
                hint="Empty: no limit. Once it is full, people join a waiting list."
                control={<input inputMode="numeric" {...text('capacity')} />}
              />
              <Field
                label="Youngest age (optional)"
                column="col-6"
                hint="On the event's first day."
                control={<input inputMode="numeric" {...text('minAge')} />}
              />
              <Field
                label="Oldest age (optional)"
                column="col-6"
                hint="On the event's first day."
                control={<input inputMode="numeric" {...text('maxAge')} />}
              />
              <Field
                label="Fee (optional)"
                hint="Nothing is paid online: say what to pay, and where."
                control={
                  <input
                    placeholder={`Pay ${PROFILE.currencySign}300 at the venue`}
                    {...text('fee')}
                  />
                }
              />
              <QuestionsFields
                questions={draft.questions}
                onChange={(questions) => set('questions', questions)}
              />
              <ReminderFields reminders={reminders} onChange={onRemindersChange} />
              <RegistrationHindiFields
                draft={draft}
                onChange={onChange}
                reminders={reminders}
                onRemindersChange={onRemindersChange}
              />
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}

/** What to bring, and whether the nightly e-mail reminds the people registered. */
function ReminderFields({
  reminders,
  onChange,
}: {
  reminders: RemindersDraft;
  onChange: (reminders: RemindersDraft) => void;
}) {
  const id = useId();
  return (
    <>
      <Field
        label={REGISTRATION_TEXTS.whatToBring}
        hint={REGISTRATION_TEXTS.whatToBringHint}
        control={
          <textarea
            id={`${id}-bring`}
            className="form-control"
            rows={3}
            value={reminders.whatToBring}
            onChange={(event) =>
              onChange({ ...reminders, whatToBring: cleanMultiLine(event.target.value) })
            }
          />
        }
      />
      <div className="col-12 form-check ms-2">
        <input
          id={`${id}-email`}
          type="checkbox"
          className="form-check-input"
          checked={reminders.email}
          aria-describedby={`${id}-email-hint`}
          onChange={(event) => onChange({ ...reminders, email: event.target.checked })}
        />
        <label htmlFor={`${id}-email`} className="form-check-label">
          {REGISTRATION_TEXTS.email}
        </label>
        <div id={`${id}-email-hint`} className="form-text">
          {REGISTRATION_TEXTS.emailHint}
        </div>
      </div>
    </>
  );
}
