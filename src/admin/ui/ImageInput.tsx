import { useId, useState, type Ref } from 'react';
import { validateImageFile } from '../../domain/formChecks';

/**
 * An image file input that refuses a file declared as something other than an image on the spot:
 * `onInvalid` gets the reason and the input is emptied. A large photo is taken; it is resized
 * before it is uploaded. A record's `current` image shows below it until another file is chosen,
 * never wider than the form (a banner's 640 px photo shrinks to a phone's width, keeping its shape).
 */
export function ImageInput({
  label,
  hint,
  disabled,
  ref,
  onSelect,
  onInvalid,
  current,
}: {
  label: string;
  hint?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** The chosen file, or null when the choice was cleared. */
  onSelect: (file: File | null) => void;
  onInvalid: (message: string) => void;
  /** The image the record has now ('' or absent: none), shown until another file is chosen. */
  current?: { src: string; alt: string; width: number; height: number };
}) {
  const id = useId();
  const [chosen, setChosen] = useState(false);
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
            setChosen(false);
            onSelect(null);
            onInvalid(problem);
            return;
          }
          setChosen(file !== null);
          onSelect(file);
        }}
      />
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {current?.src && !chosen && (
        <img
          src={current.src}
          alt={current.alt}
          width={current.width}
          height={current.height}
          className="rounded border object-fit-cover mt-2 mw-100 h-auto"
        />
      )}
    </div>
  );
}
