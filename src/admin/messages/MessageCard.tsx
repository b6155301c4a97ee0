import { useState } from 'react';
import { MessageText } from '../../components/MessageText';
import type { Message } from '../../domain/types';
import type { AdminFlow } from '../flow/useAdminFlow';
import { ChangeLine } from '../ui/ChangeLine';
import { EditDeleteButtons } from '../ui/EditDeleteButtons';
import { PortraitOrPlaceholder } from '../ui/PortraitOrPlaceholder';

/**
 * A message's card: portrait, title, year, name, its last change, its full text on request, Edit
 * and Delete.
 */
export function MessageCard({ message, flow }: { message: Message; flow: AdminFlow<Message> }) {
  const [isOpen, setOpen] = useState(false);
  const bodyId = `message-${message.id}`;
  return (
    <li>
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
            <p className="mb-1">{message.name}</p>
            <ChangeLine record={message} className="small text-muted mb-2" />
            <div className="d-flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-expanded={isOpen}
                aria-controls={bodyId}
                onClick={() => setOpen((open) => !open)}
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
}
