import { useEffect, useRef, type ReactNode } from 'react';
import { useEnglishLang } from './words';

/**
 * Where a sentence said with `Around` puts its element: say('Signed in as {email}.', { email: BLANK }).
 */
export const BLANK = '\u0001';

/** A sentence of the interface said around an element (a link, an address in bold). */
export function Around({ said, children }: { said: string; children: ReactNode }) {
  const [before, after] = said.split(BLANK);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}

/**
 * A sentence of the interface that names a programme's title, the team's own English text, which
 * a page in another language marks as English.
 */
export function Titled({ said, title }: { said: string; title: string }) {
  const english = useEnglishLang();
  return <Around said={said}>{english ? <span lang={english}>{title}</span> : title}</Around>;
}

/**
 * One field of the registration pages: its label, the control (given the ids it needs), a hint
 * under the label, and its problem, said under it and tied to the control for screen readers.
 */
export function Field({
  id,
  label,
  hint,
  problem,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  problem?: string | undefined;
  /** The control, given its aria-describedby and aria-invalid. */
  children: (described: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
  }) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [hint ? hintId : '', problem ? problemId : ''].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="form-text mt-0 mb-1">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': problem ? true : undefined,
      })}
      {problem && <Problem id={problemId} text={problem} />}
    </div>
  );
}

/** A field's problem, under it. */
export function Problem({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="invalid-feedback d-block">
      {text}
    </p>
  );
}

/** A problem with what was asked (a refusal, no connection), said at once to screen readers. */
export function Alert({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="alert alert-danger">
      {text}
    </p>
  ) : null;
}

/**
 * A step's heading, which takes the keyboard and screen-reader focus when it appears after
 * something the person did (`focus`), not when the page opens.
 */
export function StepHeading({
  focus,
  id,
  children,
}: {
  focus: boolean;
  id?: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
    // Only on appearing: a step's heading is new when its step is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <h2 ref={heading} id={id} tabIndex={-1} className="h4 registration-step">
      {children}
    </h2>
  );
}
