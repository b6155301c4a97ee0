/**
 * The team's own texts where they share an element with the interface's words: on a page in
 * another language, only the English part is marked `lang="en"` (useEnglishLang); on an English
 * page, the text is exactly what it was without them, no element added.
 */
import type { ReactNode } from 'react';
import type { EnglishText } from '../words/en';
import { useEnglishLang, useWords } from './words';

/** `children`, English whatever the page's language, among words in the page's language. */
export function InEnglish({ children }: { children: ReactNode }) {
  const english = useEnglishLang();
  return english ? <span lang={english}>{children}</span> : children;
}

/**
 * Says a text of the interface whose blank `blank` holds an English text of the team's (a
 * programme's title): `sayAround('Back to {title}', 'title', programme.title)`. On an English
 * page, the string useWords() gives; on another, the sentence in its language with that text
 * marked English where the translation puts it.
 */
export function useSayAroundEnglish() {
  const say = useWords();
  const english = useEnglishLang();
  return (text: EnglishText, blank: string, value: string): ReactNode => {
    if (!english) return say(text, { [blank]: value });
    const marker = `{${blank}}`;
    return say(text, { [blank]: marker })
      .split(marker)
      .flatMap((part, index) =>
        index === 0
          ? [part]
          : [
              <span key={index} lang={english}>
                {value}
              </span>,
              part,
            ],
      );
  };
}
