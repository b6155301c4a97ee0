import { useCallback, useId, useRef } from 'react';
import { ImageOrPlaceholder } from '../components/ImageOrPlaceholder';
import { ShowMoreButton, useMorePages } from '../components/MorePages';
import { PageHeader } from '../components/PageHeader';
import { Spinner } from '../components/Spinner';
import { usePublishedRead } from '../components/published';
import { MESSAGE_PAGE_TEXT } from '../content/messagePages';
import { MESSAGE_KIND_INFO, messageCollection } from '../domain/messageKinds';
import { MessageText } from '../components/MessageText';
import type { Cursor, ListPage, Message, MessageKind } from '../domain/types';
import { listMessagesPage } from '../services/messages';
import { useOpenSet } from '../components/useOpenSet';
import { useEnglishLang, useLanguage, useNames, useWords } from '../components/words';
import { messageTextIn } from '../domain/messages';

/** The public page of one kind of message (docs/behaviour.md, Messages pages). */
export function MessagesPage({ kind }: { kind: MessageKind }) {
  const { publicTitle } = MESSAGE_KIND_INFO[kind];
  const { subtitle, description } = MESSAGE_PAGE_TEXT[kind];
  const names = useNames();
  return (
    <>
      <PageHeader title={names(publicTitle)} subtitle={subtitle && names(subtitle)}>
        <p className="page-description">{names(description)}</p>
      </PageHeader>
      <div className="container py-5 narrow">
        {/* A new kind is a new list: its own read and its own open rows. */}
        <MessageList key={kind} kind={kind} />
      </div>
    </>
  );
}

const NO_MESSAGES: ListPage<Message> = { items: [], next: null };

function MessageList({ kind }: { kind: MessageKind }) {
  const readFirst = useCallback(() => listMessagesPage(kind), [kind]);
  const state = usePublishedRead(
    `messages/${kind}`,
    readFirst,
    `Failed to fetch ${MESSAGE_KIND_INFO[kind].fetchLabel} messages`,
    { collections: [messageCollection(kind)] },
  );
  if (state.status === 'loading') return <Spinner />;
  const first = state.status === 'ready' ? state.data : NO_MESSAGES;
  // A first page read live after the publish starts the list again, its newest row open.
  return <MessagePages key={first.items.map((m) => m.id).join()} kind={kind} first={first} />;
}

function MessagePages({ kind, first }: { kind: MessageKind; first: ListPage<Message> }) {
  const list = useRef<HTMLDivElement>(null);
  const readAfter = useCallback((after: Cursor) => listMessagesPage(kind, after), [kind]);
  const pages = useMorePages(
    first,
    readAfter,
    list,
    '.message-toggle',
    `Failed to fetch ${MESSAGE_KIND_INFO[kind].fetchLabel} messages`,
  );
  // The newest row starts open; rows then toggle one by one.
  const rows = useOpenSet(first.items.slice(0, 1).map((message) => message.id));
  const say = useWords();

  if (pages.items.length === 0)
    return <p className="text-center my-4">{say('No messages available at this time.')}</p>;

  return (
    <>
      <div ref={list} className="message-list">
        {pages.items.map((message) => (
          <MessageRow
            key={message.id}
            message={message}
            open={rows.isOpen(message.id)}
            onToggle={() => rows.toggle(message.id)}
          />
        ))}
      </div>
      <ShowMoreButton pages={pages} label="Show older messages" />
    </>
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
  const say = useWords();
  // Its title and text in the page's language where the team gave them (messageTextIn); its year
  // and name are as the team wrote them, in English whatever the page's language.
  const english = useEnglishLang();
  const { title, fullMessage } = messageTextIn(message, useLanguage());
  const { name } = message;
  return (
    <article className="message-row">
      <div className="message-summary">
        <ImageOrPlaceholder
          src={message.imageUrl}
          alt={say(message.imageUrl ? 'Portrait of {name}' : 'No portrait of {name}', { name })}
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
            lang={title.lang && english}
          >
            <span className="message-year" lang={title.lang ? undefined : english}>
              {message.year}
            </span>
            <span className="message-name" lang={title.lang ? undefined : english}>
              {message.name}
            </span>
            <span className="message-title">{title.text}</span>
          </button>
        </h2>
      </div>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className="message-body"
        hidden={!open}
        lang={fullMessage.lang}
      >
        <MessageText text={fullMessage.text} />
      </div>
    </article>
  );
}
