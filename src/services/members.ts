/** The members collection: reading it for the pages (writes: records.ts). */
import { memberFromFields } from '../domain/recordFields';
import type { Member } from '../domain/types';
import { runQuery } from './firestoreRest';

/** All members, unordered; callers sort them. */
export async function listMembers(): Promise<Member[]> {
  const documents = await runQuery({ collection: 'members' });
  return documents.map(({ id, fields }) => memberFromFields(id, fields));
}
