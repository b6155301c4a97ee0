/**
 * Settings, one page of sections: backing up the whole website to one zip file (the whole team),
 * restoring from such a file (owners), the team (owners, TeamSection) and the Trash (the whole
 * team, TrashSection). A chosen backup file is checked first and what a restore would do is
 * shown, with where and when the backup was made; nothing is written until the owner confirms a
 * full restore or only adding what is missing. This screen is the only one that loads the zip
 * library (through src/services/backup.ts).
 */
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import {
  InvalidBackupError,
  OLD_BACKUP_DAYS,
  backupSummary,
  timeAgo,
} from '../../domain/backupFormat';
import {
  recordsCalled,
  nothingToDo,
  uploadsOf,
  type PlannedRecord,
  type RestorePlan,
  type RestoreScope,
} from '../../domain/restorePlan';
import { BACKUP_COLLECTIONS, IMAGE_KINDS } from '../../domain/collections';
import {
  checkBackup,
  createBackup,
  restoreBackup,
  type BackupResult,
  type CheckedBackup,
  type RestoreResult,
} from '../../services/backup';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { countOf, momentText, reasonOf } from '../../domain/words';
import { useAccess } from '../access/AccessContext';
import { BannerSection } from './BannerSection';
import { PublishingSection } from './PublishingSection';
import { SiteDetailsSection } from './SiteDetailsSection';
import { TeamSection } from './TeamSection';
import { TrashSection } from './TrashSection';

export const NOT_A_BACKUP = 'This file is not a valid backup of this website.';

export function SettingsAdmin() {
  const { isOwner } = useAccess();
  const [busy, setBusy] = useState<'backup' | 'restore' | null>(null);
  return (
    <>
      <PublishingSection />
      {isOwner && <SiteDetailsSection />}
      {isOwner && <BannerSection />}
      <BackupSection busy={busy} setBusy={setBusy} />
      {isOwner && <RestoreSection busy={busy} setBusy={setBusy} />}
      {isOwner && <TeamSection />}
      <TrashSection />
    </>
  );
}

interface SectionProps {
  /** What is under way: a backup and a restore never run at once. */
  busy: 'backup' | 'restore' | null;
  setBusy: (busy: 'backup' | 'restore' | null) => void;
}

/** A labelled progress bar: the label reads '{text} N%'. */
function Progress({ text, percent }: { text: string; percent: number }) {
  const labelId = useId();
  return (
    <div className="my-3">
      <p id={labelId} className="mb-1">
        {text} {percent}%
      </p>
      <progress className="w-100" max={100} value={percent} aria-labelledby={labelId} />
    </div>
  );
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

/** The bytes of a chosen file. */
function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

// ---------------------------------------------------------------------------------------------
// Backing up.

function BackupSection({ busy, setBusy }: SectionProps) {
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

// ---------------------------------------------------------------------------------------------
// Restoring.

type RestoreOutcome = { ok: true; result: RestoreResult } | { ok: false; reason: string };

const SCOPE_TEXTS: Record<RestoreScope, { button: string; confirm: string }> = {
  all: { button: 'Restore', confirm: 'Restore' },
  missing: { button: 'Only add what is missing', confirm: 'Add what is missing' },
};

function RestoreSection({ busy, setBusy }: SectionProps) {
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
        <PlanView name={checked.name} checked={checked.backup}>
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
        </PlanView>
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

/** Where and when the backup was made, and what that means when it is another site's or old. */
function Origin({ checked }: { checked: CheckedBackup }) {
  const { backup, plan, projectId } = checked;
  const made = new Date(backup.createdAt);
  const now = new Date();
  const ago = timeAgo(made, now);
  const from = backup.site.projectId || 'a website it does not name';
  const old = now.getTime() - made.getTime() >= OLD_BACKUP_DAYS * 24 * 60 * 60 * 1000;
  return (
    <>
      <p>
        Made from {from} on {momentText(new Date(backup.createdAt))} ({ago}).
      </p>
      {backup.site.projectId !== projectId && (
        <p className="alert alert-warning">
          This backup was made from another website ({from}). Restoring it adds that site&apos;s
          records here.
        </p>
      )}
      {old && plan.replace.length > 0 && (
        <p className="alert alert-warning">
          This backup was made {ago}. Restore puts back the backup&apos;s version of the records
          that differ, undoing what was changed since; Only add what is missing leaves them as they
          are.
        </p>
      )}
    </>
  );
}

/** Records listed under the name of their kind: Members, Archbishop messages, ... */
function RecordsByKind({
  records,
  detail,
}: {
  records: ReadonlyArray<PlannedRecord & { detail?: string }>;
  detail?: boolean;
}) {
  return (
    <>
      {BACKUP_COLLECTIONS.map((collection) => {
        const ofKind = records.filter((r) => r.collection === collection);
        if (ofKind.length === 0) return null;
        return (
          <div key={collection}>
            <p className="mb-1 fst-italic">
              {recordsCalled(collection)} ({ofKind.length})
            </p>
            <ul>
              {ofKind.map((r) => (
                <li key={r.id}>
                  {r.label}
                  {detail && r.detail ? `: ${r.detail}` : ''}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

/** One part of the plan, titled with its count; left out when it is empty. */
function PlanPart({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  const headingId = useId();
  if (count === 0) return null;
  return (
    <div role="group" aria-labelledby={headingId}>
      <h4 id={headingId} className="h6 fw-bold mt-3">
        {title} ({count})
      </h4>
      {children}
    </div>
  );
}

function PlanView({
  name,
  checked,
  children,
}: {
  name: string;
  checked: CheckedBackup;
  children: ReactNode;
}) {
  const headingId = useId();
  const { plan } = checked;
  const idle = nothingToDo(plan);
  return (
    <div className="border-top pt-3" role="region" aria-labelledby={headingId}>
      <h3 id={headingId} className="h6 fw-bold">
        What restoring {name} would do
      </h3>
      <Origin checked={checked} />
      <ul>
        <li>
          {countOf(plan.add.length, 'record', 'records')} missing from the website, to add back
        </li>
        <li>
          {countOf(plan.replace.length, 'record that differs', 'records that differ')}, to replace
        </li>
        <li>{countOf(plan.identical.length, 'record', 'records')} already identical</li>
        <li>{countOf(plan.uploads.length, 'image', 'images')} to upload</li>
      </ul>
      {idle && (
        <p className="alert alert-info">
          Nothing to restore: the website already holds everything in this backup.
        </p>
      )}
      <PlanPart title="To add back" count={plan.add.length}>
        <RecordsByKind records={plan.add} />
      </PlanPart>
      <PlanPart title="To replace" count={plan.replace.length}>
        <RecordsByKind records={plan.replace} />
      </PlanPart>
      <PlanPart title="Images to upload" count={plan.uploads.length}>
        {IMAGE_KINDS.map((kind) => {
          const ofKind = plan.uploads.filter((u) => u.kind === kind);
          if (ofKind.length === 0) return null;
          return (
            <div key={kind}>
              <p className="mb-1 fst-italic">
                {kind} ({ofKind.length})
              </p>
              <ul>
                {ofKind.map((u) => (
                  <li key={u.path}>{u.name}</li>
                ))}
              </ul>
            </div>
          );
        })}
      </PlanPart>
      <PlanPart title="Restored without a picture" count={plan.withoutImage.length}>
        <ul>
          {plan.withoutImage.map((w) => (
            <li key={`${w.record.collection}/${w.record.id} ${w.path}`}>
              {w.record.label} ({recordsCalled(w.record.collection)}): {w.reason}
            </li>
          ))}
        </ul>
      </PlanPart>
      <PlanPart title="Cannot be restored" count={plan.cannotRestore.length}>
        <RecordsByKind
          records={plan.cannotRestore.map((r) => ({ ...r, detail: r.reason }))}
          detail
        />
      </PlanPart>
      <PlanPart title="Deleted for good on this website" count={plan.deletedForGood.length}>
        <p className="mb-1">
          An owner deleted these for good (with Delete forever in the Trash): a restore never puts
          them back.
        </p>
        <RecordsByKind records={plan.deletedForGood} />
      </PlanPart>
      {children}
    </div>
  );
}
