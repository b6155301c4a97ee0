import { useCallback, useId } from 'react';
import { ImageOrPlaceholder } from '../components/ImageOrPlaceholder';
import { PageHeader } from '../components/PageHeader';
import { Spinner } from '../components/Spinner';
import { usePublishedRead } from '../components/published';
import { MESSAGE_PAGE_TEXT } from '../content/messagePages';
import { MESSAGE_KIND_INFO } from '../domain/messageKinds';
import { sortMessagesByYear } from '../domain/messages';
import { MessageText } from '../components/MessageText';
import type { Message, MessageKind } from '../domain/types';
import { listMessages } from '../services/messages';
import { useOpenSet } from '../components/useOpenSet';

/** The public page of one kind of message (docs/behaviour.md, Messages pages). */
export function MessagesPage({ kind }: { kind: MessageKind }) {
  const { publicTitle } = MESSAGE_KIND_INFO[kind];
  const { subtitle, description } = MESSAGE_PAGE_TEXT[kind];
  return (
    <>
      <PageHeader title={publicTitle} subtitle={subtitle}>
        <p className="page-description">{description}</p>
      </PageHeader>
      <div className="container py-5 narrow">
        {/* A new kind is a new list: its own read and its own open rows. */}
        <MessageList key={kind} kind={kind} />
      </div>
    </>
  );
}

function MessageList({ kind }: { kind: MessageKind }) {
  const readMessages = useCallback(() => listMessages(kind), [kind]);
  const state = usePublishedRead(
    `messages/${kind}`,
    readMessages,
    `Failed to fetch ${MESSAGE_KIND_INFO[kind].fetchLabel} messages`,
  );
  const messages = state.status === 'ready' ? sortMessagesByYear(state.data) : [];
  // The newest row starts open; rows then toggle one by one.
  const rows = useOpenSet(messages.slice(0, 1).map((message) => message.id));

  if (state.status === 'loading') return <Spinner />;
  if (messages.length === 0)
    return <p className="text-center my-4">No messages available at this time.</p>;

  return (
    <div className="message-list">
      {messages.map((message) => (
        <MessageRow
          key={message.id}
          message={message}
          open={rows.isOpen(message.id)}
          onToggle={() => rows.toggle(message.id)}
        />
      ))}
    </div>
  );
}

function MessageRow({
  message,
  open,
  onToggle,
}: {
  message: Message;
  open: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <article className="message-row">
      <div className="message-summary">
        <ImageOrPlaceholder
          src={message.imageUrl}
          alt={message.imageUrl ? `Portrait of ${message.name}` : `No portrait of ${message.name}`}
          placeholder="messagePortrait"
          width={96}
          height={96}
          className="message-portrait"
        />
        <h2 className="message-heading">
          <button
            id={buttonId}
            type="button"
            className="message-toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggle}
          >
            <span className="message-year">{message.year}</span>
            <span className="message-name">{message.name}</span>
            <span className="message-title">{message.title}</span>
          </button>
        </h2>
      </div>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className="message-body"
        hidden={!open}
      >
        <MessageText text={message.fullMessage} />
      </div>
    </article>
  );
}
