/**
 * The two message collections behind the four kinds of message: bishopMessages for the
 * Archbishop, officeBearerMessages filtered by role for the three office bearers. They share one
 * shape, so one module parameterised by kind reads both (writes: records.ts).
 */
import { messageFromFields } from '../domain/recordFields';
import type { Cursor, ListPage, Message, MessageKind } from '../domain/types';
import { messageCollection } from '../domain/messageKinds';
import { runPageQuery, runQuery, type Condition } from './firestoreRest';

/** How many messages a page of a message page holds. */
export const MESSAGE_PAGE = 10;

/** Only the kind's messages: an office bearer's by role. */
const ofKind = (kind: MessageKind): Condition | undefined =>
  kind === 'bishop' ? undefined : ['role', '==', kind];

/** bishopMessages whole; officeBearerMessages only where the role is the kind's. */
export async function listMessages(kind: MessageKind): Promise<Message[]> {
  const documents = await runQuery({
    collection: messageCollection(kind),
    where: ofKind(kind),
  });
  return documents.map(({ id, fields }) => messageFromFields(id, fields, kind));
}

/**
 * A page of a kind's messages in the order of its public page: by the leading year of the academic
 * year (its stored sortYear), newest first, then the newest added first; the `size` after `after`
 * (from the first without it), and the cursor of the next page. A message without a sortYear is
 * on no page until it has one (services/sortYears.ts).
 */
export function listMessagesPage(
  kind: MessageKind,
  after: Cursor | null = null,
  size: number = MESSAGE_PAGE,
): Promise<ListPage<Message>> {
  return runPageQuery(
    {
      collection: messageCollection(kind),
      where: ofKind(kind),
      orderBy: [
        ['sortYear', 'desc'],
        ['createdAt', 'desc'],
      ],
      ...(after && { startAfter: after }),
    },
    size,
    ({ id, fields }) => messageFromFields(id, fields, kind),
  );
}
