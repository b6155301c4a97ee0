/**
 * The two message collections behind the four kinds of message: bishopMessages for the
 * Archbishop, officeBearerMessages filtered by role for the three office bearers. They share one
 * shape, so one module parameterised by kind reads both (writes: records.ts).
 */
import { messageFromFields } from '../domain/recordFields';
import type { Message, MessageKind } from '../domain/types';
import { messageCollection } from '../domain/messageKinds';
import { runQuery } from './firestoreRest';

/** bishopMessages whole; officeBearerMessages only where the role is the kind's. */
export async function listMessages(kind: MessageKind): Promise<Message[]> {
  const documents = await runQuery({
    collection: messageCollection(kind),
    where: kind === 'bishop' ? undefined : ['role', '==', kind],
  });
  return documents.map(({ id, fields }) => messageFromFields(id, fields, kind));
}
