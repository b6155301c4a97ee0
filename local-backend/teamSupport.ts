/**
 * Helpers of the tests of the team (teamContent.test.ts, teamMembership.test.ts): new accounts on
 * the team in a role, a good new record of each collection that leaves only for the Trash, and the
 * move to the Trash as the screens make it.
 */
import {
  Timestamp,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import type { FirebaseStorage } from 'firebase/storage';
import type { TeamRole } from '../src/domain/types';
import { TRASHED } from '../src/domain/rules/entries/siteContent';
import { programmeInput } from '../tests/fixtures/inputs';
import { ADMIN, downloadUrlOf, type Identity, type TestBackend } from './testSupport';
import { stampInto } from './testStamps';

export const teamMember = (uid: string, role: TeamRole, addedBy = ADMIN!.uid) => ({
  name: `Person ${uid}`,
  email: `${uid}@example.com`,
  role,
  addedBy,
  addedAt: Timestamp.now(),
});

export interface Person {
  uid: string;
  identity: NonNullable<Identity>;
  db: Firestore;
  storage: FirebaseStorage;
}

let people = 0;

/**
 * A new account of backend `t`, on the team in `role` (its team document written past the rules
 * by `rulesFree`, the emulators' owner), or not.
 */
export async function newPerson(
  t: TestBackend,
  rulesFree: Firestore,
  role: TeamRole | null,
): Promise<Person> {
  const uid = `person-${++people}-${role ?? 'stranger'}`;
  t.auth.add(uid);
  if (role) await setDoc(doc(rulesFree, 'team', uid), teamMember(uid, role));
  const identity = { uid };
  return { uid, identity, ...t.clients(identity) };
}

export { TRASHED };
export type Trashed = (typeof TRASHED)[number];

/** The time now, as the text of a record's `createdAt`. */
export const stamp = () => new Date().toISOString();
const message = (by: string | undefined) => ({
  year: '2024-2025',
  name: 'Fr. Thomas',
  title: 'Rise up',
  fullMessage: 'Greetings.\n\nBe the light.',
  imageUrl: '',
  createdAt: stamp(),
  ...(by ? { createdBy: by } : {}),
});

/** A good new record of each collection, added by `by` (unsigned when undefined). */
export const RECORDS: Record<Trashed, (by: string | undefined) => DocumentData> = {
  members: (by) => ({
    name: 'Anita',
    role: 'Member',
    startYear: 2022,
    endYear: 2024,
    imageUrl: downloadUrlOf('members/1_cropped.jpeg'),
    createdAt: stamp(),
    ...(by ? { createdBy: by } : {}),
  }),
  bishopMessages: message,
  officeBearerMessages: (by) => ({ role: 'youth_director', ...message(by) }),
  gallery: (by) => ({
    title: 'Rally',
    imageUrl: downloadUrlOf('gallery/gallery_1_rally.jpg'),
    fileName: 'gallery_1_rally.jpg',
    createdAt: Timestamp.fromMillis(Date.now() - 60_000),
    ...(by ? { createdBy: by } : {}),
  }),
  events: (by) => ({
    ...programmeInput({ title: 'Youth Day', startDate: '2025-08-15' }),
    createdAt: stamp(),
    ...(by ? { createdBy: by } : {}),
  }),
};

/**
 * Deleting as the screens do: ONE batch that copies the stored record to the Trash, deletes it
 * and stamps its collection.
 */
export async function moveToTrash(db: Firestore, uid: string, name: Trashed, id: string) {
  const record = (await getDoc(doc(db, name, id))).data();
  const batch = writeBatch(db);
  batch.set(doc(db, 'trash', `${name}_${id}`), {
    collection: name,
    recordId: id,
    record,
    deletedAt: serverTimestamp(),
    deletedBy: uid,
  });
  batch.delete(doc(db, name, id));
  return stampInto(batch, db, name).commit();
}
