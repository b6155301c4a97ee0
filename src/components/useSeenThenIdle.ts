import { useEffect, useState, type RefObject } from 'react';

/** The longest a task waits for the browser to be idle before it runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the browser is idle (requestIdleCallback; a short timeout where there is
 * none, as in Safari); returns what cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * False until the element `place` holds has come into view and the browser has then been idle;
 * true from then on. The moment to fetch, at low priority, what a tap on it will need: nothing a
 * visitor never scrolls to, nothing while the page is still loading. Where the browser cannot tell
 * what is in view, it waits for idle alone; without an element, it stays false.
 */
export function useSeenThenIdle(place: RefObject<Element | null>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const target = place.current;
    if (ready || !target) return;
    let cancelIdle: (() => void) | undefined;
    const idle = () => {
      cancelIdle ??= whenIdle(() => setReady(true));
    };
    if (typeof IntersectionObserver === 'undefined') {
      idle();
      return () => cancelIdle?.();
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      idle();
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [place, ready]);
  return ready;
}
