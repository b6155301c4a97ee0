import { useId, useState } from 'react';
import { cleanMultiLine, cleanSingleLine } from '../../domain/cleanText';

/**
 * The text fields of a form: their values, `bind(field)`, the props that tie an input or a
 * textarea to one of them (id, Bootstrap class, value, change handler), and `clear()`, which
 * empties every field (a form that stays on the screen after a save).
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
  const cleaned = (values: Record<Field, string>) =>
    Object.fromEntries(
      Object.entries<string>(values).map(([field, value]) => [field, clean(field as Field, value)]),
    ) as Record<Field, string>;
  const [fields, setFields] = useState(() => cleaned(initial()));
  const bind = (field: Field) => ({
    id: `${id}-${field}`,
    className: 'form-control',
    value: fields[field],
    onChange: (event: { target: { value: string } }) => {
      const value = clean(field, event.target.value);
      setFields((current) => ({ ...current, [field]: value }));
    },
  });
  const clear = () =>
    setFields(
      (current) =>
        Object.fromEntries(Object.keys(current).map((field) => [field, ''])) as Record<
          Field,
          string
        >,
    );
  return { fields, bind, clear };
}
