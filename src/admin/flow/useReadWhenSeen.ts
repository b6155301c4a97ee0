import { useEffect, useState, type RefObject } from 'react';

/**
 * What `read` answers, read once `place` comes into view (at once where the browser cannot tell),
 * and again whenever `key` changes; null until then. A long list of cards reads only what is
 * seen. A failed read is logged as `what` and leaves null.
 */
export function useReadWhenSeen<T>(
  read: () => Promise<T>,
  place: RefObject<HTMLElement | null>,
  key: string,
  what: string,
): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let current = true;
    const load = () =>
      read().then(
        (answer) => current && setValue(() => answer),
        (error: unknown) => console.error(`${what} could not be read`, error),
      );
    const target = place.current;
    const observer =
      typeof IntersectionObserver === 'undefined' || !target
        ? null
        : new IntersectionObserver((entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer?.disconnect();
            void load();
          });
    if (observer && target) observer.observe(target);
    else void load();
    return () => {
      current = false;
      observer?.disconnect();
    };
    // `read` is a new function each render; `key` says when what it reads changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, place]);
  return value;
}
