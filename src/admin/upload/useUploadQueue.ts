import { createContext, useContext, useSyncExternalStore } from 'react';
import type { QueueView, UploadRunner } from './UploadRunner';

/** The admin area's upload queue (UploadQueueProvider). */
export const UploadQueueContext = createContext<UploadRunner | null>(null);

/** The upload queue and what it shows now; only inside UploadQueueProvider. */
export function useUploadQueue(): { runner: UploadRunner; view: QueueView } {
  const runner = useContext(UploadQueueContext);
  if (!runner) throw new Error('useUploadQueue is used outside UploadQueueProvider');
  const view = useSyncExternalStore(runner.subscribe, runner.getView);
  return { runner, view };
}
