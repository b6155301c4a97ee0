/**
 * What restoring a checked backup would do, before anything is written: where and when the
 * backup was made (and what that means when it is another website's or old), how many records
 * would be added back, replaced or are identical, the pictures to upload, and each record that
 * would be restored without its picture, cannot be restored, or was deleted for good here.
 */
import { useId, type ReactNode } from 'react';
import { BACKUP_COLLECTIONS, IMAGE_KINDS } from '../../domain/collections';
import { nothingToDo, recordsCalled, type PlannedRecord } from '../../domain/backup/restoreWrites';
import { countOf, momentText } from '../../domain/words';
import type { CheckedBackup } from '../../services/backup';
import { OLD_BACKUP_DAYS, timeAgo } from './backupWords';

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

export function RestorePlanView({
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
