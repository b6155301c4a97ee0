import { useEffect, useId, useState } from 'react';
import { exactDateTime, relativeTime } from '../flow/recordWords';

/**
 * A relative time ('3 days ago') whose exact date and time shows in a tooltip on hover and on
 * keyboard focus. Rather than a title attribute, which browsers show only to a mouse, late and
 * briefly, and which screen readers announce unevenly: the `<time>` takes focus (also on a tap),
 * the tooltip stays while the pointer is over it and Escape hides it (WCAG 1.4.13), and it is the
 * time's accessible description, so a screen reader hears the exact time too.
 */
export function When({ at, now }: { at: Date; now: Date }) {
  const tooltipId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const shown = (hovered || focused) && !dismissed;

  useEffect(() => {
    if (!shown) return;
    const dismissOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', dismissOnEscape);
    return () => document.removeEventListener('keydown', dismissOnEscape);
  }, [shown]);

  return (
    <span
      className="position-relative d-inline-block"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
    >
      <time
        dateTime={at.toISOString()}
        tabIndex={0}
        aria-describedby={tooltipId}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setDismissed(false);
        }}
      >
        {relativeTime(at, now)}
      </time>
      <span
        id={tooltipId}
        role="tooltip"
        hidden={!shown}
        className="position-absolute top-100 end-0 z-3 mt-1 px-2 py-1 rounded bg-dark text-white text-nowrap"
      >
        {exactDateTime(at)}
      </span>
    </span>
  );
}
