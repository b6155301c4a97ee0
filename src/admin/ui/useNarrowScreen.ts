import { useSyncExternalStore } from 'react';

/** Below Bootstrap's md breakpoint (768 px): a phone, held upright or sideways. */
const NARROW = '(max-width: 767.98px)';

const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's width, following a rotation (false where matchMedia is missing). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
