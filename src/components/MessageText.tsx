import { splitParagraphs } from '../domain/messages';

/**
 * A message's full text as plain-text paragraphs (split at blank lines); never rendered as HTML.
 * `lang` marks each paragraph where no element around them can say the text's language.
 */
export function MessageText({ text, lang }: { text: string; lang?: string | undefined }) {
  return (
    <>
      {splitParagraphs(text).map((paragraph, index) => (
        <p key={index} lang={lang}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
