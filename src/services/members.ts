/** The members collection: its reads, writes and the fields each write sends. */
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDocs,
  setDoc,
  updateDoc,
} from 'firebase/firestore/lite';
import { db } from './firebase';
import type { Member, MemberInput } from '../domain/types';
import type { DocMap } from '../domain/validation';
import { numberOrNull, stringOrEmpty, stringOrNull } from './decode';

const members = () => collection(db, 'members');

/** All members, unordered; callers sort them. */
export async function listMembers(): Promise<Member[]> {
  const snapshot = await getDocs(members());
  return snapshot.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      name: stringOrEmpty(data.name),
      role: stringOrEmpty(data.role),
      startYear: numberOrNull(data.startYear),
      endYear: numberOrNull(data.endYear),
      imageUrl: stringOrEmpty(data.imageUrl),
      createdAt: stringOrNull(data.createdAt),
      ...(typeof data.updatedAt === 'string' ? { updatedAt: data.updatedAt } : {}),
    };
  });
}

export async function addMember(input: MemberInput, now = new Date()): Promise<string> {
  const ref = await addDoc(members(), { ...input, createdAt: now.toISOString() });
  return ref.id;
}

/** Updates a member; imageUrl is sent only when non-empty, so an edit without a photo keeps it. */
export async function updateMember(id: string, input: MemberInput, now = new Date()) {
  const { imageUrl, ...rest } = input;
  await updateDoc(doc(db, 'members', id), {
    ...rest,
    ...(imageUrl ? { imageUrl } : {}),
    updatedAt: now.toISOString(),
  });
}

export async function deleteMember(id: string) {
  await deleteDoc(doc(db, 'members', id));
}

/**
 * Writes a whole member document under its own id, as a backup holds it, in one write: created
 * when missing, replaced when present (the caller sets a new updatedAt, as the rules want of
 * every update, and may put back the member's original createdAt).
 */
export async function restoreMember(id: string, fields: DocMap) {
  await setDoc(doc(db, 'members', id), fields);
}
