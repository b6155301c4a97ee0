/**
 * Settings' 'Back up the website' (the whole team): zip files of every record and picture, made
 * in the browser with a progress bar, each handed to the browser to save as soon as it is
 * written, then summed up: what the backup holds, the pictures it could not download and the
 * records a restore could not write.
 *
 * A site's pictures come to several hundred MB after some years, more than a phone's browser tab
 * can hold at once, so the backup is made in parts of at most 100 MB of pictures (PART_LIMITS),
 * each a backup of its own that a restore takes alone. Each part is downloaded as it completes,
 * in every browser. The File System Access API's save dialog (showSaveFilePicker), which could
 * stream one file to disk, is only in desktop Chrome and Edge (not in Firefox, Safari or Chrome on
 * Android) and asks for a click for every file; and one large file would have to be read whole
 * again to be restored. While a part is written its pieces are gathered into Blobs of a few MB,
 * which the browser keeps outside the page's script memory (Chrome moves large ones to disk).
 */
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { formatSize } from '../../domain/backup/format';
import { countOf, reasonOf } from '../../domain/words';
import {
  createBackup,
  type BackupFile,
  type BackupFileInfo,
  type BackupResult,
  type SavedBackupFile,
} from '../../services/backup';
import { useAccess } from '../access/AccessContext';
import { backupSummary } from './backupWords';
import { Progress } from './Progress';
import { saveFile } from '../ui/saveFile';

/** What is under way on the Backup page: a backup and a restore never run at once. */
export type BackupWork = 'backup' | 'restore' | null;

export interface BackupWorkProps {
  busy: BackupWork;
  setBusy: (busy: BackupWork) => void;
}

/** Pieces of a file gathered before they become one Blob. */
const BLOB_BYTES = 4 * 1024 * 1024;

/**
 * A file of the backup that the browser downloads once it is whole. Its pieces become Blobs of
 * BLOB_BYTES as they come, so that the page holds a few MB of it at a time.
 */
function downloadedFile(
  { fileName, number, of }: BackupFileInfo,
  onSaved: (file: SavedBackupFile) => void,
): BackupFile {
  const blobs: Blob[] = [];
  let pieces: Uint8Array[] = [];
  let gathered = 0;
  let bytes = 0;
  const gather = () => {
    // The writer's pieces are views of whole ArrayBuffers, which a Blob takes as they are.
    if (pieces.length > 0) blobs.push(new Blob(pieces as Uint8Array<ArrayBuffer>[]));
    pieces = [];
    gathered = 0;
  };
  return {
    write(piece) {
      pieces.push(piece);
      gathered += piece.length;
      bytes += piece.length;
      if (gathered >= BLOB_BYTES) gather();
    },
    close() {
      gather();
      saveFile(new Blob(blobs, { type: 'application/zip' }), fileName);
      onSaved({ fileName, number, of, bytes });
    },
  };
}

export function BackupSection({ busy, setBusy }: BackupWorkProps) {
  const headingId = useId();
  const { isOwner } = useAccess();
  const [percent, setPercent] = useState<number | null>(null);
  const [saved, setSaved] = useState<SavedBackupFile[]>([]);
  const [result, setResult] = useState<BackupResult | null>(null);

  const download = async () => {
    setBusy('backup');
    setResult(null);
    setSaved([]);
    setPercent(0);
    try {
      const backup = await createBackup({
        save: (file) => downloadedFile(file, (done) => setSaved((list) => [...list, done])),
        onPercent: setPercent,
      });
      setResult(backup);
      toast.success('Backup downloaded');
    } catch (error) {
      console.error(error);
      toast.error(`Failed to create backup: ${reasonOf(error)}`);
    } finally {
      setPercent(null);
      setBusy(null);
    }
  };

  return (
    <section className="card card-body mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 mb-3">
        Back up the website
      </h2>
      <p>
        A zip file with every member, message, gallery image and programme, the site details and the
        home banner, and all their pictures: one file, or several parts when the pictures come to
        more than 100 MB, each part a backup of its own. Your browser saves each file in its
        downloads folder as soon as it is made (if it asks whether this site may download several
        files, allow it). Keep them together, somewhere safe, away from this website.
      </p>
      {!isOwner && <p>Only an owner can restore the website from a backup.</p>}
      <div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy !== null}
          onClick={() => void download()}
        >
          Download backup
        </button>
      </div>
      {percent !== null && <Progress text="Backing up..." percent={percent} />}
      <div role="status">
        {!result && saved.length > 0 && (
          <ul className="list-unstyled mt-3 mb-0">
            {saved.map((file) => (
              <li key={file.fileName}>
                Saved part {file.number} of {file.of}: {file.fileName}, {formatSize(file.bytes)}.
              </li>
            ))}
          </ul>
        )}
        {result && <BackupReport result={result} />}
      </div>
    </section>
  );
}

/** 'Downloaded {file name}', or for a backup in parts 'Downloaded the backup in {n} parts'. */
function downloaded(files: readonly SavedBackupFile[]): string {
  const [only] = files;
  return files.length === 1 && only
    ? `Downloaded ${only.fileName}`
    : `Downloaded the backup in ${countOf(files.length, 'part', 'parts')}`;
}

function BackupReport({ result }: { result: BackupResult }) {
  return (
    <div className="mt-3">
      <p className="mb-2">
        {downloaded(result.files)}:{' '}
        {backupSummary(result.recordCount, result.imageCount, result.bytes)}.
      </p>
      {result.files.length > 1 && (
        <>
          <ul className="mb-2">
            {result.files.map((file) => (
              <li key={file.fileName}>
                {file.fileName}, {formatSize(file.bytes)}
              </li>
            ))}
          </ul>
          <p className="mb-2">
            Keep the {result.files.length} parts together. To restore, choose each part in turn
            under Restore from a backup: each is checked and restored on its own.
          </p>
        </>
      )}
      {result.missingImages.length > 0 && (
        <div className="alert alert-warning">
          <p className="mb-1">
            These images could not be downloaded. The backup holds their records without them:
          </p>
          <ul className="mb-0">
            {result.missingImages.map((m) => (
              <li key={`${m.path} ${m.collection}/${m.id}`}>
                {m.path}, the picture of {m.label} ({m.kind}): {m.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.unrestorable.length > 0 && (
        <div className="alert alert-warning">
          <p className="mb-1">
            These records do not meet the website&apos;s current rules for a new record. The backup
            keeps them; a restore writes them back only where the rules then allow it:
          </p>
          <ul className="mb-0">
            {result.unrestorable.map((r) => (
              <li key={`${r.collection}/${r.id}`}>
                {r.label} ({r.kind}): {r.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
