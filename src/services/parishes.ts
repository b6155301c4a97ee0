/**
 * The deaneries and parishes the team keeps (Settings → Parishes), read by the registration form
 * and the walk-in form: one document, read live over REST (the registration page is never
 * published). Saving it: siteSettings.ts.
 */
import { PARISH_LIST_ID, parishListFromFields, type SavedParishList } from '../domain/parishes';
import { DOCUMENT_ID, runQuery, siteDatabase, type Database } from './firestoreRest';

/** The list as last saved, with when and by whom; null when never saved. */
export async function readParishList(
  database: Database = siteDatabase,
): Promise<SavedParishList | null> {
  const [found] = await runQuery(
    { collection: 'parishes', where: [DOCUMENT_ID, '==', PARISH_LIST_ID] },
    database,
  );
  return found ? parishListFromFields(found.id, found.fields) : null;
}
