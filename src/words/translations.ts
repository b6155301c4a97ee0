/**
 * The words of a page in a language other than English, loaded when a page in that language
 * starts (src/app/mount.tsx) and rendered with it at build time: each language's interface table
 * and the commission's names in it are chunks of their own, which an English page never
 * downloads.
 */
import { PROFILE, loadProfileInHindi } from '../config/profile';
import type { EnglishText, Translation } from './en';
import type { Language } from './languages';

/**
 * `english` in the language of `words`: one of the commission's names or titles (its profile's),
 * or a text of the interface known only at run time (a route's title, a menu label). A text
 * without a translation stays as it is; tests check that none of the site's own lacks one.
 */
export function translatedName(words: Translation | null, english: string): string {
  return words?.names[english] ?? words?.text[english as EnglishText] ?? english;
}

/** How each language other than English is loaded. */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Omit<Translation, 'language'>>> = {
  hi: async () => {
    const [{ INTERFACE_HI, CALENDAR_HI, profileNamesInHindi }, inHindi] = await Promise.all([
      import('./hi'),
      loadProfileInHindi(),
    ]);
    return {
      text: INTERFACE_HI,
      calendar: CALENDAR_HI,
      names: profileNamesInHindi(PROFILE, inHindi),
    };
  },
};

/** A page's words in `language`: null for English, whose words are the components' own. */
export async function loadTranslation(language: Language): Promise<Translation | null> {
  if (language === 'en') return null;
  return { language, ...(await LOADERS[language]()) };
}
