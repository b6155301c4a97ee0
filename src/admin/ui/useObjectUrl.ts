import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A displayable URL for a local file: `show(blob)` makes one (revoking the previous one),
 * `show(null)` clears it, and the last one is revoked on unmount.
 */
export function useObjectUrl(): readonly [string | null, (blob: Blob | null) => void] {
  const [url, setUrl] = useState<string | null>(null);
  const latest = useRef<string | null>(null);
  const show = useCallback((blob: Blob | null) => {
    if (latest.current) URL.revokeObjectURL(latest.current);
    latest.current = blob ? URL.createObjectURL(blob) : null;
    setUrl(latest.current);
  }, []);
  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current);
    },
    [],
  );
  return [url, show] as const;
}
