/**
 * The two message collections behind the four kinds of message: bishopMessages for the
 * Archbishop, officeBearerMessages filtered by role for the three office bearers. They share one
 * shape, so one module parameterised by kind serves both.
 */
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
import { db } from './firebase';
import type { Message, MessageInput, MessageKind } from '../domain/types';
import type { DocMap } from '../domain/validation';
import { stringOrEmpty, stringOrNull } from './decode';

const collectionName = (kind: MessageKind) =>
  kind === 'bishop' ? 'bishopMessages' : 'officeBearerMessages';

/** bishopMessages whole; officeBearerMessages only where the role is the kind's. */
export async function listMessages(kind: MessageKind): Promise<Message[]> {
  const messages = collection(db, collectionName(kind));
  const snapshot = await getDocs(
    kind === 'bishop' ? messages : query(messages, where('role', '==', kind)),
  );
  return snapshot.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      kind,
      year: stringOrEmpty(data.year),
      name: stringOrEmpty(data.name),
      title: stringOrEmpty(data.title),
      fullMessage: stringOrEmpty(data.fullMessage),
      imageUrl: stringOrEmpty(data.imageUrl),
      createdAt: stringOrNull(data.createdAt),
      ...(typeof data.updatedAt === 'string' ? { updatedAt: data.updatedAt } : {}),
    };
  });
}

const roleField = (kind: MessageKind) => (kind === 'bishop' ? {} : { role: kind });

export async function addMessage(kind: MessageKind, input: MessageInput, now = new Date()) {
  const ref = await addDoc(collection(db, collectionName(kind)), {
    ...input,
    ...roleField(kind),
    createdAt: now.toISOString(),
  });
  return ref.id;
}

/** Updates a message; imageUrl is sent only when non-empty, so an edit without an image keeps it. */
export async function updateMessage(
  kind: MessageKind,
  id: string,
  input: MessageInput,
  now = new Date(),
) {
  const { imageUrl, ...rest } = input;
  await updateDoc(doc(db, collectionName(kind), id), {
    ...rest,
    ...roleField(kind),
    ...(imageUrl ? { imageUrl } : {}),
    updatedAt: now.toISOString(),
  });
}

export async function deleteMessage(kind: MessageKind, id: string) {
  await deleteDoc(doc(db, collectionName(kind), id));
}

/**
 * Writes a whole message document under its own id, as a backup holds it, in one write: created
 * when missing, replaced when present (the caller sets a new updatedAt, as the rules want of every
 * update, and may put back the message's original createdAt and office bearer). An office
 * bearer's message carries its role among the fields; `kind` chooses the collection.
 */
export async function restoreMessage(kind: MessageKind, id: string, fields: DocMap) {
  await setDoc(doc(db, collectionName(kind), id), fields);
}
