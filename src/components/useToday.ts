import { useSyncExternalStore } from 'react';
import { localDateString } from '../domain/localDate';

const noSubscription = () => () => {};
const today = () => localDateString(new Date());
const unknownAtBuildTime = () => null;

/**
 * The visitor's date ('YYYY-MM-DD'), or null while it is unknown: in the page rendered at build
 * time, and in the first render of the browser that takes that page over, which must match it.
 */
export function useToday(): string | null {
  return useSyncExternalStore(noSubscription, today, unknownAtBuildTime);
}
