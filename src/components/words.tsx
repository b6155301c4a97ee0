/**
 * The interface's words in the page's language, for its components: `const say = useWords()`, then
 * `say('Contact')` or `say('{network} (opens in a new tab)', { network })`. The English text is
 * the key (words/en.ts): a page in English needs no provider and no table; a page in another
 * language is wrapped in `WordsContext` with that language's words (words/translations.ts).
 */
import { createContext, useContext } from 'react';
import type { EnglishText, Translation } from '../words/en';
import { fill } from '../words/fill';
import { DEFAULT_LANGUAGE, type Language } from '../words/languages';
import { translatedName } from '../words/translations';

export const WordsContext = createContext<Translation | null>(null);

/** Says a text of the interface in the page's language, its blanks filled. */
export function useWords() {
  const words = useContext(WordsContext);
  return (text: EnglishText, values?: Readonly<Record<string, string | number>>) =>
    fill(words?.text[text] ?? text, values);
}

/** The language the page is written in. */
export const useLanguage = (): Language => useContext(WordsContext)?.language ?? DEFAULT_LANGUAGE;

/**
 * The `lang` of a text shown in English whatever the page's language (the team's own texts that
 * have no translation): 'en' on a page in another language, nothing on an English page.
 */
export const useEnglishLang = () => (useLanguage() === DEFAULT_LANGUAGE ? undefined : 'en');

/**
 * Names a text known only at run time in the page's language: one of the commission's names or
 * titles, a route's title, a menu label (translatedName).
 */
export function useNames() {
  const words = useContext(WordsContext);
  return (english: string) => translatedName(words, english);
}
