/**
 * The registration settings' section 'हिंदी (Hindi)': the fee note and each question in Hindi,
 * with a choice's options, and what to bring (which a reminder in Hindi says), each optional. The Hindi pages show them where they are given, and the
 * English where not; a Hindi option is only the words of its English one, which is the answer
 * stored (the team's list reads alike whichever page the person registered on).
 */
import { useId } from 'react';
import { cleanMultiLine, cleanSingleLine } from '../../domain/cleanText';
import { Field } from '../ui/Field';
import { HindiSection } from '../ui/HindiSection';
import type { RemindersDraft } from './remindersForm';
import type { QuestionDraft, SettingsDraft } from './registrationSettingsForm';

export const HINDI_TEXTS = {
  hint: 'Shown on the Hindi pages of the site. Where one is left empty, they show the English. A choice shows its options in Hindi only when each is given; the answer kept is always the English option.',
  fee: 'Fee in Hindi (optional)',
  question: (n: number) => `Question ${n} in Hindi (optional)`,
  option: (n: number, k: number) => `Option ${k} of question ${n} in Hindi`,
  whatToBring: 'What to bring in Hindi (optional)',
  whatToBringHint: 'Said by the reminders of those who registered in Hindi; one thing a line.',
} as const;

export function RegistrationHindiFields({
  draft,
  onChange,
  reminders,
  onRemindersChange,
}: {
  draft: SettingsDraft;
  onChange: (draft: SettingsDraft) => void;
  reminders: RemindersDraft;
  onRemindersChange: (reminders: RemindersDraft) => void;
}) {
  const id = useId();
  const change = (index: number, question: QuestionDraft) =>
    onChange({
      ...draft,
      questions: draft.questions.map((q, i) => (i === index ? question : q)),
    });
  return (
    <HindiSection spacing="col-12" hint={HINDI_TEXTS.hint}>
      <div className="row g-2">
        <Field
          label={HINDI_TEXTS.fee}
          control={
            <input
              id={`${id}-fee`}
              lang="hi"
              className="form-control"
              value={draft.feeHi}
              onChange={(event) =>
                onChange({ ...draft, feeHi: cleanSingleLine(event.target.value) })
              }
            />
          }
        />
        {draft.questions.map((question, index) => (
          <div key={question.id} className="col-12">
            <div className="row g-2">
              <Field
                label={HINDI_TEXTS.question(index + 1)}
                hint={question.label.trim() ? `In English: ${question.label.trim()}` : undefined}
                control={
                  <input
                    id={`${id}-${question.id}`}
                    lang="hi"
                    className="form-control"
                    value={question.labelHi}
                    onChange={(event) =>
                      change(index, {
                        ...question,
                        labelHi: cleanSingleLine(event.target.value),
                      })
                    }
                  />
                }
              />
              {question.kind === 'choice' &&
                question.options.map((option, k) => (
                  <Field
                    key={k}
                    label={HINDI_TEXTS.option(index + 1, k + 1)}
                    column="col-sm-6"
                    hint={option.trim() ? `In English: ${option.trim()}` : undefined}
                    control={
                      <input
                        id={`${id}-${question.id}-${k}`}
                        lang="hi"
                        className="form-control"
                        value={question.optionsHi[k] ?? ''}
                        onChange={(event) => {
                          const optionsHi = question.options.map(
                            (_, i) => question.optionsHi[i] ?? '',
                          );
                          optionsHi[k] = cleanSingleLine(event.target.value);
                          change(index, { ...question, optionsHi });
                        }}
                      />
                    }
                  />
                ))}
            </div>
          </div>
        ))}
        <Field
          label={HINDI_TEXTS.whatToBring}
          hint={HINDI_TEXTS.whatToBringHint}
          control={
            <textarea
              id={`${id}-bring`}
              lang="hi"
              className="form-control"
              rows={3}
              value={reminders.whatToBringHi}
              onChange={(event) =>
                onRemindersChange({
                  ...reminders,
                  whatToBringHi: cleanMultiLine(event.target.value),
                })
              }
            />
          }
        />
      </div>
    </HindiSection>
  );
}
