/**
 * Settings' 'Back up the website' (the whole team): one zip file of every record and picture,
 * made in the browser with a progress bar and handed to the browser to save, then summed up:
 * what it holds, how near the website is to what a backup can hold, the pictures it could not
 * download and the records a restore could not write.
 */
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { backupSummary } from '../../domain/backupFormat';
import { reasonOf } from '../../domain/words';
import { createBackup, type BackupResult } from '../../services/backup';
import { useAccess } from '../access/AccessContext';
import { Progress } from './Progress';

/** What is under way on the Backup page: a backup and a restore never run at once. */
export type BackupWork = 'backup' | 'restore' | null;

export interface BackupWorkProps {
  busy: BackupWork;
  setBusy: (busy: BackupWork) => void;
}

/** Hands a file to the browser to save under `name`. */
function saveFile(bytes: Uint8Array, name: string) {
  const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function BackupSection({ busy, setBusy }: BackupWorkProps) {
  const headingId = useId();
  const { isOwner } = useAccess();
  const [percent, setPercent] = useState<number | null>(null);
  const [result, setResult] = useState<BackupResult | null>(null);

  const download = async () => {
    setBusy('backup');
    setResult(null);
    setPercent(0);
    try {
      const backup = await createBackup(setPercent);
      saveFile(backup.zip, backup.fileName);
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
        One file with every member, message, gallery image and programme, the site details and the
        home banner, and all their pictures. Keep it somewhere safe, away from this website.
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
      {percent !== null && <Progress text="Preparing backup..." percent={percent} />}
      <div role="status">{result && <BackupReport result={result} />}</div>
    </section>
  );
}

function BackupReport({ result }: { result: BackupResult }) {
  return (
    <div className="mt-3">
      <p className="mb-2">
        Downloaded {result.fileName}:{' '}
        {backupSummary(result.recordCount, result.imageCount, result.zip.length)}.
      </p>
      {result.warnings.length > 0 && (
        <div className="alert alert-warning">
          <p className="mb-1">This website is getting near the size a backup can hold:</p>
          <ul className="mb-0">
            {result.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
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
