/**
 * What the project tools (scripts/openProject.ts) share of Firestore's REST API beyond the
 * queries of src/services/firestoreRest.ts: documents read by id, and a commit of writes; both
 * with the tool's credential, which the rules do not judge.
 */
import {
  DOCUMENT_ID,
  MAX_IN_VALUES,
  documentsOf,
  runQuery,
  type Database,
  type ReadDocument,
} from '../src/services/firestoreRest';

/**
 * The documents of `ids` in `collection` (only the fields `select` names, when given), read 30 to
 * a query, and the reads Firestore bills for them (a query that finds nothing is billed one).
 */
export async function readByIds(
  database: Database,
  collection: string,
  ids: readonly string[],
  select?: readonly string[],
): Promise<{ found: Map<string, ReadDocument>; reads: number }> {
  const found = new Map<string, ReadDocument>();
  let reads = 0;
  for (let i = 0; i < ids.length; i += MAX_IN_VALUES) {
    const documents = await runQuery(
      {
        collection,
        where: [DOCUMENT_ID, 'in', ids.slice(i, i + MAX_IN_VALUES)],
        ...(select && { select }),
      },
      database,
    );
    for (const document of documents) found.set(document.id, document);
    reads += Math.max(1, documents.length);
  }
  return { found, reads };
}

/** Firestore's REST commit of `writes` (google.firestore.v1.Write), as one request. */
export async function commitWrites(database: Database, writes: unknown[]): Promise<Response> {
  const accessToken = database.accessToken ? await database.accessToken() : undefined;
  return fetch(`${database.origin}/v1/${documentsOf(database)}:commit`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(accessToken !== undefined && { Authorization: `Bearer ${accessToken}` }),
    },
    body: JSON.stringify({ writes }),
  });
}
