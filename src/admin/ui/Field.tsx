import { cloneElement, type ReactElement } from 'react';

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
