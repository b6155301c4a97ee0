import { useSyncExternalStore } from 'react';
import { localDateString } from '../domain/localDate';
import { usePublishedToday } from './published';

const noSubscription = () => () => {};
const today = () => localDateString(new Date());

/**
 * The visitor's date ('YYYY-MM-DD'). In the page rendered at build time, and in the first render
 * of the browser that takes that page over (which must match it), the date the page was published
 * for, or null when it carries no content (the app shell, a build without content).
 */
export function useToday(): string | null {
  const published = usePublishedToday();
  return useSyncExternalStore(noSubscription, today, () => published);
}
