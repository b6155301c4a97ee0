import { useCallback } from 'react';
import { useAccess } from '../access/AccessContext';
import { isRefusedWrite } from '../access/isRefusedWrite';

/**
 * What a screen does with a failed write: when the rules refused it, the person's place on the
 * team is read again, so that someone removed meanwhile is told so (and leaves the admin area)
 * instead of failing again and again. Other failures are left to the screen.
 */
export function useRecheckAfterRefusal(): (error: unknown) => void {
  const { recheckAfterRefusal } = useAccess();
  return useCallback(
    (error: unknown) => {
      if (isRefusedWrite(error)) void recheckAfterRefusal(error);
    },
    [recheckAfterRefusal],
  );
}
