import { useId, useState } from 'react';
import { cleanMultiLine, cleanSingleLine } from '../../domain/cleanText';

/**
 * The text fields of a form: their values, and `bind(field)`, the props that tie an input or a
 * textarea to one of them (id, Bootstrap class, value, change handler), and `formId`, which
 * those ids start with (`${formId}-${field}`), for labels and hints.
 *
 * Every value is cleaned of control characters, both as loaded (an old record may hold them) and
 * as typed or pasted, so that what the administrator sees is what is saved: the fields named in
 * `multiLine` keep their line breaks (src/domain/cleanText.ts), the others are one line.
 */
export function useTextFields<Field extends string>(
  initial: () => Record<Field, string>,
  multiLine: readonly Field[] = [],
) {
  const id = useId();
  const clean = (field: Field, value: string) =>
    multiLine.includes(field) ? cleanMultiLine(value) : cleanSingleLine(value);
  const [fields, setFields] = useState(
    () =>
      Object.fromEntries(
        Object.entries<string>(initial()).map(([field, value]) => [
          field,
          clean(field as Field, value),
        ]),
      ) as Record<Field, string>,
  );
  const bind = (field: Field) => ({
    id: `${id}-${field}`,
    className: 'form-control',
    value: fields[field],
    onChange: (event: { target: { value: string } }) => {
      const value = clean(field, event.target.value);
      setFields((current) => ({ ...current, [field]: value }));
    },
  });
  return { fields, bind, formId: id };
}
