import { useEffect, useState } from 'react';

export type AsyncData<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * Runs `load` once per identity of `load` (pass a module-level function or a useCallback) and
 * reports loading, ready or failed. Public pages only log a failure, never show it:
 * `failureMessage` goes to console.error with the error.
 */
export function useAsyncData<T>(load: () => Promise<T>, failureMessage: string): AsyncData<T> {
  const [state, setState] = useState<AsyncData<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        console.error(failureMessage, error);
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [load, failureMessage]);
  return state;
}
