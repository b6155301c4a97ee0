import { useAccess } from '../access/AccessContext';
import { lastChange, type Authors, type LastChange, type Stamp } from '../flow/recordWords';
import { When } from './When';

/**
 * A record's last change in words: 'Added 2 hours ago by Anita', 'Edited 3 days ago'. The author
 * is named when the team knows them; a record without one (older than signed changes), or whose
 * author the app cannot name, says no "by".
 */
export function ChangeText({ change, now }: { change: LastChange; now: Date }) {
  const { nameOf } = useAccess();
  const name = nameOf(change.by);
  return (
    <>
      {change.change === 'added' ? 'Added' : 'Edited'} <When at={change.at} now={now} />
      {name && ` by ${name}`}
    </>
  );
}

/** A record as a card knows it: its stamps and, where it says, its authors. */
export type ChangedRecord = Authors & { createdAt: Stamp; updatedAt?: Stamp };

/** The line of a card saying when its record last changed and who changed it; none without a date. */
export function ChangeLine({ record, className }: { record: ChangedRecord; className?: string }) {
  const change = lastChange(record.createdAt, record.updatedAt, record);
  if (!change) return null;
  return (
    <p className={className}>
      <ChangeText change={change} now={new Date()} />
    </p>
  );
}
