import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A list read on mount and again after every `reload()`. A failed read calls `onError`, keeps
 * what was shown before and sets `failed` (until a read succeeds).
 */
export function useAdminList<T>(load: () => Promise<T[]>, onError: (error: unknown) => void) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  const reportError = useRef(onError);
  useEffect(() => {
    reportError.current = onError;
  });

  useEffect(() => {
    let current = true;
    load()
      .then(
        (list) => {
          if (!current) return;
          setItems(list);
          setFailed(false);
        },
        (error: unknown) => {
          if (!current) return;
          setFailed(true);
          reportError.current(error);
        },
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [load, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { items, loading, failed, reload };
}
