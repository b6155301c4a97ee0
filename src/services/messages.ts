/**
 * The two message collections behind the four kinds of message: bishopMessages for the
 * Archbishop, officeBearerMessages filtered by role for the three office bearers. They share one
 * shape, so one module parameterised by kind reads both (writes: records.ts).
 */
import type { Collection } from '../domain/collections';
import { messageFromFields } from '../domain/recordFields';
import type { DocMap } from '../domain/schema';
import type { Message, MessageKind } from '../domain/types';
import { runQuery } from './firestoreRest';

/** The collection that holds a kind of message. */
export const messageCollection = (kind: MessageKind) =>
  (kind === 'bishop' ? 'bishopMessages' : 'officeBearerMessages') satisfies Collection;

/** The fields a message of this kind stores beside what the form holds: an office bearer's role. */
export const messageKindFields = (kind: MessageKind): DocMap =>
  kind === 'bishop' ? {} : { role: kind };

/** bishopMessages whole; officeBearerMessages only where the role is the kind's. */
export async function listMessages(kind: MessageKind): Promise<Message[]> {
  const documents = await runQuery({
    collection: messageCollection(kind),
    where: kind === 'bishop' ? undefined : ['role', '==', kind],
  });
  return documents.map(({ id, fields }) => messageFromFields(id, fields, kind));
}
