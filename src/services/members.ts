/** The members collection: reading it for the pages (writes: records.ts). */
import { collection, getDocs } from 'firebase/firestore/lite';
import type { Collection } from '../domain/collections';
import { memberFromFields } from '../domain/recordFields';
import type { Member } from '../domain/types';
import { db } from './firebase';
import { storedFields } from './storedFields';

export const MEMBERS = 'members' satisfies Collection;

/** All members, unordered; callers sort them. */
export async function listMembers(): Promise<Member[]> {
  const snapshot = await getDocs(collection(db, MEMBERS));
  return snapshot.docs.map((d) => memberFromFields(d.id, storedFields(d.data())));
}
