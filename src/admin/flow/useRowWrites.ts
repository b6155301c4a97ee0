/**
 * Writes that act on one row of a list (confirm someone waiting, mark an arrival, delete a walk-in):
 * while a row's write runs, its id is pending, so that its buttons wait; a write that fails is
 * logged and said in a toast, and when the rules refused it the person's place on the team is read
 * again (useRecheckAfterRefusal). What a write that succeeded changes is the screen's to show.
 */
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { reasonOf } from '../../domain/words';
import { useRecheckAfterRefusal } from './useRecheckAfterRefusal';

export interface RowWrites {
  /** The ids of the rows with a write under way. */
  pending: ReadonlySet<string>;
  /**
   * Runs `write` for the row `id`: true once it succeeded; on a failure, false after the toast
   * made by `failed` from the failure's reason.
   */
  run: (
    id: string,
    write: () => Promise<void>,
    failed: (reason: string) => string,
  ) => Promise<boolean>;
  /**
   * Says a failure of a write run outside `run` (one asked in a dialog, say): logs it, reads the
   * person's place again when the rules refused it, shows the toast, and returns its text.
   */
  report: (error: unknown, failed: (reason: string) => string) => string;
}

export function useRowWrites(): RowWrites {
  const recheckAfterRefusal = useRecheckAfterRefusal();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const markPending = useCallback(
    (id: string, busy: boolean) =>
      setPending((current) => {
        const next = new Set(current);
        if (busy) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  const report = useCallback(
    (error: unknown, failed: (reason: string) => string) => {
      console.error(error);
      recheckAfterRefusal(error);
      const message = failed(reasonOf(error));
      toast.error(message);
      return message;
    },
    [recheckAfterRefusal],
  );

  const run = useCallback(
    async (id: string, write: () => Promise<void>, failed: (reason: string) => string) => {
      markPending(id, true);
      try {
        await write();
        return true;
      } catch (error) {
        report(error, failed);
        return false;
      } finally {
        markPending(id, false);
      }
    },
    [markPending, report],
  );

  return { pending, run, report };
}
