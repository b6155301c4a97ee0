import { useId, useState } from 'react';

/**
 * The text fields of a form: their values, and `bind(field)`, the props that tie an input or a
 * textarea to one of them (id, Bootstrap class, value, change handler), and `formId`, which
 * those ids start with (`${formId}-${field}`), for labels and hints.
 */
export function useTextFields<Field extends string>(initial: () => Record<Field, string>) {
  const id = useId();
  const [fields, setFields] = useState(initial);
  const bind = (field: Field) => ({
    id: `${id}-${field}`,
    className: 'form-control',
    value: fields[field],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [field]: event.target.value })),
  });
  return { fields, bind, formId: id };
}
