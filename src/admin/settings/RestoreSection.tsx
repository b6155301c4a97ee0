/**
 * Settings' 'Restore from a backup' (owners): a chosen backup file is checked first and what a
 * restore would do is shown (RestorePlanView.tsx), with where and when the backup was made;
 * nothing is written until the owner confirms a full restore or only adding what is missing.
 * Then a progress bar, and what could not be restored, each record named with the reason.
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';
import { InvalidBackupError } from '../../domain/backup/format';
import {
  nothingToDo,
  recordsCalled,
  uploadsOf,
  type RestorePlan,
  type RestoreScope,
} from '../../domain/backup/restoreWrites';
import { countOf, reasonOf } from '../../domain/words';
import {
  checkBackup,
  restoreBackup,
  type CheckedBackup,
  type RestoreResult,
} from '../../services/backup';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { BackupWorkProps } from './BackupSection';
import { Progress } from './Progress';
import { RestorePlanView } from './RestorePlanView';

export const NOT_A_BACKUP = 'This file is not a valid backup of this website.';

/** The bytes of a chosen file. */
function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

type RestoreOutcome = { ok: true; result: RestoreResult } | { ok: false; reason: string };

const SCOPE_TEXTS: Record<RestoreScope, { button: string; confirm: string }> = {
  all: { button: 'Restore', confirm: 'Restore' },
  missing: { button: 'Only add what is missing', confirm: 'Add what is missing' },
};

export function RestoreSection({ busy, setBusy }: BackupWorkProps) {
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [checked, setChecked] = useState<{ name: string; backup: CheckedBackup } | null>(null);
  const [confirming, setConfirming] = useState<RestoreScope | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<RestoreOutcome | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again checks it again.
    event.target.value = '';
    if (!file) return;
    setInvalid(null);
    setChecked(null);
    setOutcome(null);
    setChecking(true);
    try {
      const backup = await checkBackup(await readBytes(file));
      setChecked({ name: file.name, backup });
    } catch (error) {
      console.error(error);
      if (error instanceof InvalidBackupError) {
        setInvalid(error.message);
        toast.error(NOT_A_BACKUP);
      } else {
        toast.error(`Failed to check backup: ${reasonOf(error)}`);
      }
    } finally {
      setChecking(false);
    }
  };

  const restore = async (scope: RestoreScope) => {
    if (!checked) return;
    setConfirming(null);
    setBusy('restore');
    setPercent(0);
    try {
      const result = await restoreBackup(checked.backup, scope, setPercent);
      setOutcome({ ok: true, result });
      if (result.notRestored.length === 0) toast.success('Backup restored successfully');
      else
        toast.error(
          `Backup partly restored: ${countOf(result.notRestored.length, 'record', 'records')} could not be restored`,
        );
    } catch (error) {
      console.error(error);
      setOutcome({ ok: false, reason: reasonOf(error) });
      toast.error(`Failed to restore backup: ${reasonOf(error)}`);
    } finally {
      // The plan is spent either way: choosing the file again shows what, if anything, is left.
      setChecked(null);
      setPercent(null);
      setBusy(null);
      input.current?.focus();
    }
  };

  const plan = checked?.backup.plan;

  return (
    <section className="card card-body mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 mb-3">
        Restore from a backup
      </h2>
      <p>
        Choose a backup file. It is checked first and nothing changes until you press Restore or
        Only add what is missing. Restore adds back what is missing and replaces what differs; Only
        add what is missing leaves every record the website holds as it is. Neither deletes anything
        the backup does not hold.
      </p>
      <div className="mb-3">
        <label htmlFor={inputId} className="form-label">
          Backup file (.zip)
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".zip,application/zip"
          className="form-control"
          disabled={busy !== null || checking}
          onChange={(event) => void choose(event)}
        />
      </div>
      <div role="status">
        {checking && <p>Checking the backup...</p>}
        {outcome?.ok && outcome.result.notRestored.length === 0 && (
          <p className="alert alert-success">
            Backup restored successfully. Choose the file again to check that nothing is left to do.
          </p>
        )}
      </div>
      {invalid !== null && (
        <div className="alert alert-danger" role="alert">
          <p className="mb-1 fw-semibold">{NOT_A_BACKUP}</p>
          <p className="mb-0">Reason: {invalid}. Nothing was changed.</p>
        </div>
      )}
      {outcome?.ok && outcome.result.notRestored.length > 0 && (
        <PartlyRestored result={outcome.result} />
      )}
      {outcome && !outcome.ok && (
        <div className="alert alert-danger" role="alert">
          <p className="mb-1 fw-semibold">Failed to restore backup: {outcome.reason}</p>
          <p className="mb-0">
            What was restored before the failure stays. Choose the file again to see what is left.
          </p>
        </div>
      )}
      {checked && plan && (
        <RestorePlanView name={checked.name} checked={checked.backup}>
          <div className="d-flex flex-wrap gap-2">
            {!nothingToDo(plan, 'all') && (
              <button
                type="button"
                className="btn btn-danger"
                disabled={busy !== null}
                onClick={() => setConfirming('all')}
              >
                {SCOPE_TEXTS.all.button}
              </button>
            )}
            {!nothingToDo(plan, 'missing') && (
              <button
                type="button"
                className="btn btn-outline-primary"
                disabled={busy !== null}
                onClick={() => setConfirming('missing')}
              >
                {SCOPE_TEXTS.missing.button}
              </button>
            )}
          </div>
        </RestorePlanView>
      )}
      {percent !== null && <Progress text="Restoring backup..." percent={percent} />}
      {confirming && plan && (
        <ConfirmDialog
          message={confirmation(plan, confirming)}
          confirmLabel={SCOPE_TEXTS[confirming].confirm}
          onConfirm={() => void restore(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}

/** A restore that wrote some records but not all: each one left as it was, with the reason. */
function PartlyRestored({ result }: { result: RestoreResult }) {
  const total = result.restored + result.notRestored.length;
  return (
    <div className="alert alert-warning" role="alert">
      <p className="mb-1 fw-semibold">
        Backup partly restored: {result.restored} of {countOf(total, 'record', 'records')} written.
      </p>
      <p className="mb-1">These records were not restored and are as they were before:</p>
      <ul>
        {result.notRestored.map((r) => (
          <li key={`${r.collection}/${r.id}`}>
            {r.label} ({recordsCalled(r.collection)}): {r.reason}
          </li>
        ))}
      </ul>
      <p className="mb-0">Choose the file again to see what is left.</p>
    </div>
  );
}

function confirmation(plan: RestorePlan, scope: RestoreScope): string {
  const images = countOf(uploadsOf(plan, scope).length, 'image', 'images');
  return scope === 'all'
    ? `Restore this backup? ${countOf(plan.add.length, 'record', 'records')} will be added back, ` +
        `${plan.replace.length} replaced and ${images} uploaded. Records the backup does not hold ` +
        'are kept.'
    : `Add what is missing from this backup? ${countOf(plan.add.length, 'record', 'records')} ` +
        `will be added back and ${images} uploaded. Records the website holds are left as they are.`;
}
