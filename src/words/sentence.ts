/**
 * A sentence made at run time, away from the page that shows it (a service's refusal, a rule's
 * check): an English text of the interface's tables and its values, some of them sentences of
 * their own ('ages {range}' with '{min} to {max}'), which the page says in its language.
 */
import type { EnglishText } from './en';
import { fill } from './fill';

export interface Sentence {
  text: EnglishText;
  values?: Readonly<Record<string, string | number | Sentence>>;
}

/** Says a text of the interface in a page's language: its `useWords()`; `fill`, English, by default. */
export type Say = (text: EnglishText, values?: Readonly<Record<string, string | number>>) => string;

/** The sentence said by `say`, each value that is a sentence said first. */
export function sayIn(sentence: Sentence, say: Say = fill): string {
  const values = Object.fromEntries(
    Object.entries(sentence.values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'object' ? sayIn(value, say) : value,
    ]),
  );
  return say(sentence.text, values);
}
