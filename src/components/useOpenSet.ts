import { useState } from 'react';

/**
 * Which sections of a list are open (the members accordion and the message rows): the
 * `initiallyOpen` keys until the visitor toggles one, then each section toggles on its own.
 */
export function useOpenSet(initiallyOpen: readonly string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const open = chosen ?? new Set(initiallyOpen);
  return {
    isOpen: (key: string) => open.has(key),
    toggle: (key: string) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      setChosen(next);
    },
  };
}
