/**
 * The part of a programme's registration settings with its own questions: up to five, each a
 * short text or a choice of options, asked on the registration form after the usual details.
 */
import { useId } from 'react';
import { cleanSingleLine } from '../../domain/cleanText';
import { REGISTRATION_LIMITS } from '../../domain/registration/registrations';
import { Field } from '../ui/Field';
import { newQuestion, withKind, type QuestionDraft } from './registrationSettingsForm';

export function QuestionsFields({
  questions,
  onChange,
}: {
  questions: QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
}) {
  const id = useId();
  const next = newQuestion(questions);
  const change = (index: number, question: QuestionDraft) =>
    onChange(questions.map((q, i) => (i === index ? question : q)));
  return (
    <div className="col-12">
      <p className="form-label mb-1">Questions of this event (optional)</p>
      <p id={`${id}-hint`} className="form-text mt-0">
        Up to {REGISTRATION_LIMITS.questions}, asked on the form after the usual details: a short
        text, or a choice of options.
      </p>
      {questions.map((question, index) => (
        <QuestionFields
          key={question.id}
          number={index + 1}
          question={question}
          onChange={(changed) => change(index, changed)}
          onRemove={() => onChange(questions.filter((_, i) => i !== index))}
        />
      ))}
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        disabled={next === null || questions.length >= REGISTRATION_LIMITS.questions}
        aria-describedby={`${id}-hint`}
        onClick={() => next && onChange([...questions, next])}
      >
        Add a question
      </button>
    </div>
  );
}

/** One question: its words, its kind of answer and, for a choice, its options. */
function QuestionFields({
  number,
  question,
  onChange,
  onRemove,
}: {
  number: number;
  question: QuestionDraft;
  onChange: (question: QuestionDraft) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const setOption = (index: number, value: string) =>
    onChange({
      ...question,
      options: question.options.map((o, i) => (i === index ? cleanSingleLine(value) : o)),
    });
  return (
    <fieldset className="border rounded p-2 mb-2">
      <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">Question {number}</legend>
      <div className="row g-2">
        <Field
          label="Question"
          column="col-md-8"
          control={
            <input
              id={`${id}-label`}
              className="form-control"
              value={question.label}
              onChange={(event) =>
                onChange({ ...question, label: cleanSingleLine(event.target.value) })
              }
            />
          }
        />
        <Field
          label="Answer"
          column="col-md-4"
          control={
            <select
              id={`${id}-kind`}
              className="form-select"
              value={question.kind}
              onChange={(event) =>
                onChange(withKind(question, event.target.value === 'choice' ? 'choice' : 'text'))
              }
            >
              <option value="text">Short text</option>
              <option value="choice">A choice</option>
            </select>
          }
        />
        {question.kind === 'choice' && (
          <div className="col-12">
            {question.options.map((option, index) => (
              <div key={index} className="d-flex align-items-end gap-2 mb-2">
                <Field
                  label={`Option ${index + 1}`}
                  column="flex-grow-1"
                  control={
                    <input
                      id={`${id}-option-${index}`}
                      className="form-control"
                      value={option}
                      onChange={(event) => setOption(index, event.target.value)}
                    />
                  }
                />
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  aria-label={`Remove option ${index + 1} of question ${number}`}
                  onClick={() =>
                    onChange({
                      ...question,
                      options: question.options.filter((_, i) => i !== index),
                      // Its Hindi goes with it, so that each Hindi option stays by its English.
                      optionsHi: question.optionsHi.filter((_, i) => i !== index),
                    })
                  }
                >
                  Remove
                </button>
              </div>
            ))}
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={question.options.length >= REGISTRATION_LIMITS.options}
              aria-label={`Add an option to question ${number}`}
              onClick={() => onChange({ ...question, options: [...question.options, ''] })}
            >
              Add an option
            </button>
          </div>
        )}
        <div className="col-12">
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRemove}>
            Remove question {number}
          </button>
        </div>
      </div>
    </fieldset>
  );
}
