/** The admin screen of one kind of message (SPEC §2 'Message admin pages'), the same for all four. */
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { MESSAGE_KIND_INFO } from '../domain/messageKinds';
import { sortMessagesByYear } from '../domain/messages';
import { MessageText } from '../components/MessageText';
import type { Message, MessageKind } from '../domain/types';
import { deleteMessage, listMessages } from '../services/messages';
import { Spinner } from '../components/Spinner';
import { ConfirmDialog } from './ConfirmDialog';
import { MessageForm } from './MessageForm';
import { PortraitOrPlaceholder } from './PortraitOrPlaceholder';
import { deleteWithImage } from './saveWithImage';
import { useAdminList } from './useAdminList';
import { EditDeleteButtons } from './EditDeleteButtons';

type FormMode = { open: false } | { open: true; message: Message | null };

export function MessagesAdmin({ kind }: { kind: MessageKind }) {
  const load = useCallback(async () => sortMessagesByYear(await listMessages(kind)), [kind]);
  const reportFetchError = useCallback(
    (error: unknown) => {
      console.error(error);
      toast.error(`Failed to fetch ${MESSAGE_KIND_INFO[kind].fetchLabel} messages`);
    },
    [kind],
  );
  const { items: messages, loading, reload } = useAdminList(load, reportFetchError);
  const [form, setForm] = useState<FormMode>({ open: false });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<Message | null>(null);
  const editing = form.open ? form.message : null;

  const saved = useCallback(() => {
    setForm({ open: false });
    reload();
  }, [reload]);

  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const remove = async (message: Message) => {
    setToDelete(null);
    try {
      await deleteWithImage(() => deleteMessage(kind, message.id), message.imageUrl);
    } catch (error) {
      console.error(error);
      toast.error('Failed to delete message');
      return;
    }
    toast.success('Message deleted successfully');
    if (editing?.id === message.id) setForm({ open: false });
    reload();
  };

  return (
    <section>
      <div className="d-flex justify-content-end mb-3">
        <button
          type="button"
          className={form.open ? 'btn btn-outline-secondary' : 'btn btn-primary'}
          onClick={() => setForm(form.open ? { open: false } : { open: true, message: null })}
        >
          {form.open ? 'Cancel' : 'Add New Message'}
        </button>
      </div>

      {form.open && (
        <MessageForm key={editing?.id ?? 'new'} kind={kind} message={editing} onSaved={saved} />
      )}

      {loading ? (
        <Spinner />
      ) : messages.length === 0 ? (
        <p className="text-center py-4">No messages found. Add your first message!</p>
      ) : (
        <ul className="list-unstyled d-grid gap-3">
          {messages.map((message) => {
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
                        <EditDeleteButtons
                          name={message.title}
                          onEdit={() => setForm({ open: true, message })}
                          onDelete={() => setToDelete(message)}
                        />
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

      {toDelete && (
        <ConfirmDialog
          message="Are you sure you want to delete this message?"
          onConfirm={() => void remove(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </section>
  );
}
