/**
 * The interface's words in the page's language, for its components: `const say = useWords()`, then
 * `say('Contact')` or `say('{network} (opens in a new tab)', { network })`. The English text is
 * the key (words/en.ts): a page in English needs no provider and no table; a page in another
 * language is wrapped in `WordsContext` with that language's table.
 */
import { createContext, useContext } from 'react';
import type { EnglishText, InterfaceWords } from '../words/en';
import { fill } from '../words/fill';

export const WordsContext = createContext<InterfaceWords | null>(null);

/** Says a text of the interface in the page's language, its blanks filled. */
export function useWords() {
  const words = useContext(WordsContext);
  return (text: EnglishText, values?: Readonly<Record<string, string | number>>) =>
    fill(words?.[text] ?? text, values);
}
