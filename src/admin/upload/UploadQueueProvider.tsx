/**
 * The upload queue around every admin screen (the shell puts it there), so that moving to another
 * screen does not stop it. While photos are being uploaded, closing the tab asks first, and the
 * screen stays awake where the browser allows.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useAccess } from '../access/AccessContext';
import { useRecheckAfterRefusal } from '../flow/useRecheckAfterRefusal';
import { UploadQueueContext, useUploadQueue } from './useUploadQueue';
import { activateRunner } from './activeUpload';
import { UploadRunner } from './UploadRunner';
import { isWorking } from './uploadQueue';

export function UploadQueueProvider({ children }: { children: ReactNode }) {
  const recheckAfterRefusal = useRecheckAfterRefusal();
  // The queue of the person signed in (the guard makes the area afresh for another person).
  const { uid } = useAccess().user;
  const [runner] = useState(() => new UploadRunner(uid));
  useEffect(() => runner.onWriteFailure(recheckAfterRefusal), [runner, recheckAfterRefusal]);

  useEffect(() => {
    const deactivate = activateRunner(runner);
    void runner.start();
    return () => {
      runner.stop();
      deactivate();
    };
  }, [runner]);

  return (
    <UploadQueueContext value={runner}>
      <WhileUploading />
      {children}
    </UploadQueueContext>
  );
}

/** Asks before the tab closes, and keeps the screen awake, while photos are being uploaded. */
function WhileUploading() {
  const { view } = useUploadQueue();
  const working = !view.paused && isWorking(view.rows);
  useAskBeforeLeaving(working);
  useScreenAwake(working);
  return null;
}

function useAskBeforeLeaving(asking: boolean) {
  useEffect(() => {
    if (!asking) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [asking]);
}

/**
 * Keeps the screen on while `awake` (a phone that sleeps stops the uploads), where the browser
 * has a Screen Wake Lock; the lock is let go when the page is hidden, so it is asked again when
 * the page shows, and released once the uploads end.
 */
function useScreenAwake(awake: boolean) {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock;
    if (!awake || !wakeLock) return;
    let lock: WakeLockSentinel | null = null;
    let ended = false;
    const ask = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (sentinel) => {
          if (ended) void sentinel.release();
          else lock = sentinel;
        },
        // Refused (a low battery, a browser setting): the upload goes on all the same.
        () => {},
      );
    };
    ask();
    document.addEventListener('visibilitychange', ask);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', ask);
      void lock?.release();
    };
  }, [awake]);
}
