/**
 * The dashboard's 'Recent changes': the records most recently added or edited across every screen
 * that shows records, with what each is, its screen, and who changed it when (in words:
 * flow/recordWords.ts). Pure functions of the records read, tested as tables of cases.
 */
import { COLLECTIONS } from '../../domain/collections';
import { lastChange, titleOf, type LastChange } from '../flow/recordWords';
import { sectionPath } from '../paths';
import type { DashboardReads } from './dashboardSummary';

/**
 * A record as the recent changes list it: `at` is when it was added or last edited, whichever is
 * later, and `by` who made that change (a uid), when the record says.
 */
export interface RecentChange extends LastChange {
  /** Unique among all records: the collection and the id. */
  key: string;
  /** 'Member', 'Archbishop message', …, 'Gallery image', 'Event'. */
  kind: string;
  /** The record's name or title. */
  name: string;
  /** The admin screen of its collection. */
  path: string;
}

/** Every record read, with its kind and name (the collection table's) and screen; failed reads add none. */
function allRecords(reads: DashboardReads) {
  return reads.flatMap(({ section, records }) =>
    (records ?? []).map(({ collection, id, fields }) => {
      const { kind, recordName } = COLLECTIONS[collection];
      const value = (field: string) => (Object.hasOwn(fields, field) ? fields[field] : undefined);
      const stamp = (field: string) => {
        const stamped = value(field);
        return typeof stamped === 'string' || stamped instanceof Date ? stamped : null;
      };
      const author = (field: string) => {
        const uid = value(field);
        return typeof uid === 'string' ? uid : undefined;
      };
      return {
        key: `${collection}/${id}`,
        kind: kind(fields),
        name: titleOf(recordName(fields)),
        path: sectionPath(section),
        created: stamp('createdAt'),
        updated: stamp('updatedAt'),
        authors: { createdBy: author('createdBy'), updatedBy: author('updatedBy') },
      };
    }),
  );
}

/** How many recent changes the dashboard lists. */
export const RECENT_CHANGES_SHOWN = 10;

/**
 * The records most recently added or edited across every collection read, newest first, at most
 * `max`. Records without a readable date are left out. Records changed at the same moment keep the
 * order of the reads (members, the four kinds of message, gallery, programmes), each as it was read.
 */
export function recentChanges(
  reads: DashboardReads,
  max: number = RECENT_CHANGES_SHOWN,
): RecentChange[] {
  return allRecords(reads)
    .flatMap(({ created, updated, authors, ...record }) => {
      const changed = lastChange(created, updated, authors);
      return changed ? [{ ...record, ...changed }] : [];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, Math.max(0, max));
}
