/** The members collection: reading it for the pages (writes: records.ts). */
import type { Collection } from '../domain/collections';
import { memberFromFields } from '../domain/recordFields';
import type { Member } from '../domain/types';
import { runQuery } from './firestoreRest';

export const MEMBERS = 'members' satisfies Collection;

/** All members, unordered; callers sort them. */
export async function listMembers(): Promise<Member[]> {
  const documents = await runQuery({ collection: MEMBERS });
  return documents.map(({ id, fields }) => memberFromFields(id, fields));
}
