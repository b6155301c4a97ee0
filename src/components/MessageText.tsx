import { splitParagraphs } from '../domain/messages';

/** A message's full text as plain-text paragraphs (split at blank lines); never rendered as HTML. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitParagraphs(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}
