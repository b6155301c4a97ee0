/**
 * Waiting for the browser to be idle: what the first screen does not need waits for it, so that it
 * does not share a slow connection or the main thread with what the page shows first.
 */
import { useEffect, useState } from 'react';

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
 * False when the page is drawn and taken over, true once the browser has then been idle: the
 * moment to fetch what the first screen does not show (the banner's later slides), so that it
 * does not share a slow connection with the first screen's pictures.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true))), [idle]);
  return idle;
}
