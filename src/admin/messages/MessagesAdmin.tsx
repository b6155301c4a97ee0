/** The admin screen of one kind of message, the same for all four. */
import { useCallback } from 'react';
import { MESSAGE_KIND_INFO, messageCollection } from '../../domain/messageKinds';
import { sortMessagesByYear } from '../../domain/messages';
import type { MessageKind } from '../../domain/types';
import { listMessages } from '../../services/messages';
import { useAdminFlow } from '../flow/useAdminFlow';
import { AddFormToggle } from '../ui/AddFormToggle';
import { CardList } from '../ui/CardList';
import { ListBody } from '../ui/ListBody';
import { MessageCard } from './MessageCard';
import { MessageForm } from './MessageForm';

export function MessagesAdmin({ kind }: { kind: MessageKind }) {
  const load = useCallback(async () => sortMessagesByYear(await listMessages(kind)), [kind]);
  const flow = useAdminFlow({
    collection: messageCollection(kind),
    load,
    fetchFailed: `Failed to fetch ${MESSAGE_KIND_INFO[kind].fetchLabel} messages`,
    deletion: {
      question: 'Are you sure you want to delete this message?',
      done: 'Message deleted successfully',
      failed: 'Failed to delete message',
    },
  });

  return (
    <section>
      <div className="d-flex justify-content-end mb-3">
        <AddFormToggle flow={flow} label="Add New Message" />
      </div>

      {flow.form && (
        <MessageForm
          key={flow.form.key}
          kind={kind}
          record={flow.form.record}
          onSaved={flow.saved}
        />
      )}
      <ListBody
        flow={flow}
        empty={
          flow.items.length === 0 && (
            <p className="text-center py-4">No messages found. Add your first message!</p>
          )
        }
      >
        <CardList
          items={flow.items}
          layout="d-grid gap-3"
          card={(m) => <MessageCard message={m} flow={flow} />}
        />
      </ListBody>
    </section>
  );
}
