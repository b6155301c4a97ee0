import { cloneElement, useId, type ReactElement } from 'react';

/** The hint under a text of several paragraphs (a message, a description). */
export const PARAGRAPHS_HINT = 'Leave a blank line between paragraphs.';

/**
 * A labelled field, in a column of a form's grid or one under another: the label, the control
 * (an input, a select, a textarea), which names its id, and a hint under it that describes it.
 */
export function Field({
  label,
  column = 'col-12',
  hint,
  control,
}: {
  label: string;
  /**
   * Bootstrap's classes of its box: a column of the form's row ('col-12', 'col-md-6'), or the
   * space under it in a form without a grid ('mb-3').
   */
  column?: string;
  hint?: string;
  control: ReactElement<{ id: string; 'aria-describedby'?: string }>;
}) {
  const { id } = control.props;
  const hintId = `${id}-hint`;
  return (
    <div className={column}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {hint ? cloneElement(control, { 'aria-describedby': hintId }) : control}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}

/** A choice of a select field: its value and what it reads. */
export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

/**
 * A labelled select field of a form, as Field lays it out: its choices in order, the one chosen,
 * and what to do with a new choice.
 */
export function SelectField<Value extends string>({
  label,
  column,
  value,
  choices,
  onChange,
}: {
  label: string;
  column?: string;
  value: Value;
  choices: ReadonlyArray<Choice<Value>>;
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <Field
      label={label}
      column={column}
      control={
        <select
          id={id}
          className="form-select"
          value={value}
          // The choices are the only values the select can hold.
          onChange={(event) => onChange(event.target.value as Value)}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      }
    />
  );
}
