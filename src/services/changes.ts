/**
 * When each public collection last changed: the change marker, changes/public, read over
 * Firestore's REST API as the public pages read everything (one document: one read). Every write
 * of a public collection stamps it (stamps.ts); the publish records what it read, and a visit
 * compares (src/components/published.tsx).
 */
import { changesFromFields } from '../domain/recordFields';
import { CHANGES_ID, type Changes } from '../domain/types';
import { DOCUMENT_ID, runQuery, siteDatabase, type Database } from './firestoreRest';

/** The marker as stored; empty when nothing has stamped it yet. */
export async function readChanges(database: Database = siteDatabase): Promise<Changes> {
  const [marker] = await runQuery(
    { collection: 'changes', where: [DOCUMENT_ID, '==', CHANGES_ID] },
    database,
  );
  return marker ? changesFromFields(marker.id, marker.fields) : {};
}
