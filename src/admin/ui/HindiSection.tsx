import type { ReactNode } from 'react';

/**
 * A form's section of the record's texts in Hindi, under its English ones: the legend 'हिंदी
 * (Hindi)', a sentence on what the Hindi pages do with them, and their fields.
 */
export function HindiSection({
  hint,
  spacing,
  children,
}: {
  hint?: ReactNode;
  /**
   * Its place in the form: 'mt-3' after the English fields' row, 'mb-3' before a button, 'col-12'
   * as a cell of a row of fields.
   */
  spacing: 'mt-3' | 'mb-3' | 'col-12';
  children: ReactNode;
}) {
  return (
    <fieldset className={`border rounded p-3 ${spacing}`}>
      <legend className="h6 float-none w-auto px-1 mb-2">हिंदी (Hindi)</legend>
      {hint && <p className="form-text mt-0">{hint}</p>}
      {children}
    </fieldset>
  );
}
