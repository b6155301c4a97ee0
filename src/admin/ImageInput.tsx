import { useId, type Ref } from 'react';
import { validateImageFile } from '../domain/validation';

/**
 * An image file input that refuses a file declared as something other than an image on the spot:
 * `onInvalid` gets the reason and the input is emptied. A large photo is taken; it is resized
 * before it is uploaded.
 */
export function ImageInput({
  label,
  hint,
  disabled,
  ref,
  onSelect,
  onInvalid,
}: {
  label: string;
  hint?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** The chosen file, or null when the choice was cleared. */
  onSelect: (file: File | null) => void;
  onInvalid: (message: string) => void;
}) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="file"
        accept="image/*"
        className="form-control"
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          const problem = file && validateImageFile(file);
          if (problem) {
            event.target.value = '';
            onSelect(null);
            onInvalid(problem);
            return;
          }
          onSelect(file);
        }}
      />
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}
