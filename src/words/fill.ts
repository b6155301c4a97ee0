import { LANGUAGES, type Language } from './languages';

/**
 * A text of the interface with its blanks filled: fill('{count} photos', { count: 3 }). A blank
 * without a value stays as it is written, so that a test finds it.
 */
export function fill(text: string, values: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (blank, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : blank,
  );
}

/** The blanks a text names, in order: '{count} of {total}' names count and total. */
export const blanksOf = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

/** The forms of a counted word in a language: 'one' and 'other' are what English and Hindi use. */
export interface CountedForms {
  one: string;
  other: string;
}

const rules = new Map<Language, Intl.PluralRules>();

/**
 * The form of a count in a language, by the language's own plural rules (`Intl.PluralRules`):
 * English says '1 photo' and '0 photos', Hindi puts 0 with 1 ('0 फ़ोटो', 'one'). The form's
 * '{count}' is filled with the count, in Latin digits.
 */
export function counted(language: Language, count: number, forms: CountedForms): string {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(LANGUAGES[language].locale);
    rules.set(language, rule);
  }
  return fill(rule.select(count) === 'one' ? forms.one : forms.other, { count });
}
