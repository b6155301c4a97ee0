/**
 * The interface's words of the page's language, for its components: `const say = useWords()`, then
 * `say('footer.contact')` or `say('footer.newTab', { network })`. A page in English needs no
 * provider (English is the default); a page in another language is wrapped in `WordsContext` with
 * that language's table.
 */
import { createContext, useContext } from 'react';
import { INTERFACE_EN, type InterfaceWords, type WordKey } from '../words/en';
import { fill } from '../words/fill';

export const WordsContext = createContext<InterfaceWords>(INTERFACE_EN);

/** Says a text of the interface in the page's language, its blanks filled. */
export function useWords() {
  const words = useContext(WordsContext);
  return (key: WordKey, values?: Readonly<Record<string, string | number>>) =>
    fill(words[key], values);
}
