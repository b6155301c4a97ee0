/** The admin screen of one kind of message, the same for all four. */
import { useCallback, useState } from 'react';
import { MESSAGE_KIND_INFO } from '../../domain/messageKinds';
import { sortMessagesByYear } from '../../domain/messages';
import { MessageText } from '../../components/MessageText';
import type { MessageKind } from '../../domain/types';
import { listMessages, messageCollection } from '../../services/messages';
import { Spinner } from '../../components/Spinner';
import { useAdminFlow } from '../flow/useAdminFlow';
import { AddFormToggle } from '../ui/AddFormToggle';
import { DeleteConfirmation } from '../ui/ConfirmDialog';
import { EditDeleteButtons } from '../ui/EditDeleteButtons';
import { PortraitOrPlaceholder } from '../ui/PortraitOrPlaceholder';
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
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section>
      <div className="d-flex justify-content-end mb-3">
        <AddFormToggle flow={flow} label="Add New Message" />
      </div>

      {flow.form && (
        <MessageForm
          key={flow.form.record?.id ?? 'new'}
          kind={kind}
          message={flow.form.record}
          onSaved={flow.saved}
        />
      )}
      {flow.loading ? (
        <Spinner />
      ) : flow.items.length === 0 ? (
        <p className="text-center py-4">No messages found. Add your first message!</p>
      ) : (
        <ul className="list-unstyled d-grid gap-3">
          {flow.items.map((message) => {
            const isOpen = expanded.has(message.id);
            const bodyId = `message-${message.id}`;
            return (
              <li key={message.id}>
                <article className="card p-3">
                  <div className="d-flex gap-3 align-items-start">
                    <PortraitOrPlaceholder
                      src={message.imageUrl}
                      alt={message.name}
                      size={80}
                      className="rounded flex-shrink-0"
                    />
                    <div className="flex-grow-1">
                      <h2 className="h6 mb-1">{message.title}</h2>
                      <p className="small text-muted mb-1">{message.year}</p>
                      <p className="mb-2">{message.name}</p>
                      <div className="d-flex flex-wrap gap-2">
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-secondary"
                          aria-expanded={isOpen}
                          aria-controls={bodyId}
                          onClick={() => toggle(message.id)}
                        >
                          {isOpen ? 'Hide full message' : 'Show full message'}
                        </button>
                        <EditDeleteButtons flow={flow} record={message} name={message.title} />
                      </div>
                    </div>
                  </div>
                  <div id={bodyId} hidden={!isOpen} className="mt-3">
                    {isOpen && <MessageText text={message.fullMessage} />}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <DeleteConfirmation flow={flow} />
    </section>
  );
}
