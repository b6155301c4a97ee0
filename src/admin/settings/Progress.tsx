import { useId } from 'react';

/** A labelled progress bar: the label reads '{text} N%'. */
export function Progress({ text, percent }: { text: string; percent: number }) {
  const labelId = useId();
  return (
    <div className="my-3">
      <p id={labelId} className="mb-1">
        {text} {percent}%
      </p>
      <progress className="w-100" max={100} value={percent} aria-labelledby={labelId} />
    </div>
  );
}
