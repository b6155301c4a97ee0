/**
 * The upload queue's line at the top of every admin screen: a queue found again after the tab
 * closed offers '12 of 30 uploaded' with Resume and Discard; one at work says how far it is; one
 * with failed photos offers to retry them. Nothing when there is no queue.
 */
import { useContext, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { GALLERY_UPLOAD_PATH } from './uploadPaths';
import { isWorking, progressOf } from './uploadQueue';
import type { UploadRunner } from './UploadRunner';
import { UploadQueueContext } from './useUploadQueue';

export function UploadQueueBar() {
  // The shell shows it only where the admin area has a queue (not in a test of the shell alone).
  const runner = useContext(UploadQueueContext);
  return runner ? <QueueLine runner={runner} /> : null;
}

function QueueLine({ runner }: { runner: UploadRunner }) {
  const view = useSyncExternalStore(runner.subscribe, runner.getView);
  const { pathname } = useLocation();
  const { rows, paused } = view;
  if (rows.length === 0) return null;
  const { uploaded, total } = progressOf(rows);
  const failed = rows.filter((row) => row.state.kind === 'failed').length;
  const working = !paused && isWorking(rows);
  if (!paused && !working && failed === 0) return null;
  const onGallery = pathname === GALLERY_UPLOAD_PATH;

  return (
    <section
      aria-label="Photo uploads"
      className="border border-info rounded d-flex flex-wrap align-items-center gap-2 p-2 mb-3"
    >
      <p className="mb-0 me-auto" role="status">
        {paused
          ? `${uploaded} of ${total} uploaded`
          : working
            ? `Uploading photos: ${uploaded} of ${total} uploaded`
            : `${uploaded} of ${total} uploaded, ${failed} failed`}
      </p>
      {working && !onGallery && (
        <Link to={GALLERY_UPLOAD_PATH} className="btn btn-sm btn-outline-primary">
          See the photos
        </Link>
      )}
      {paused && (
        <button type="button" className="btn btn-sm btn-primary" onClick={() => runner.resume()}>
          Resume
        </button>
      )}
      {!paused && !working && (
        <button type="button" className="btn btn-sm btn-primary" onClick={() => runner.retry()}>
          Retry failed
        </button>
      )}
      {!working && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => void runner.discard()}
        >
          Discard
        </button>
      )}
    </section>
  );
}
