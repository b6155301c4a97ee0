import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';

/**
 * A form's problem, said twice: inline (AdminForm shows `error` as an alert) and as a toast.
 * `fail(message)` says it; `clearError()` takes the inline line away.
 */
export function useFormError() {
  const [error, setError] = useState<string | null>(null);
  const fail = useCallback((message: string) => {
    setError(message);
    toast.error(message);
  }, []);
  const clearError = useCallback(() => setError(null), []);
  return { error, fail, clearError };
}
