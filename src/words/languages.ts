/**
 * The languages the public site is written in, and how each is told apart: English at the site's
 * own paths, Hindi at the same paths under /hi ('/hi/about-us'), with the English slugs so that a
 * shared link stays readable. Everything that differs by language derives from this table: the
 * page's `lang`, its link previews' `og:locale`, the locale of `Intl`'s plural rules, the prefix
 * of its paths and the language link's own name.
 */
export const LANGUAGES = {
  en: { lang: 'en', locale: 'en-IN', ogLocale: 'en_IN', prefix: '', ownName: 'English' },
  hi: { lang: 'hi', locale: 'hi-IN', ogLocale: 'hi_IN', prefix: '/hi', ownName: 'हिंदी' },
} as const;

export type Language = keyof typeof LANGUAGES;

/** The language a page is written in by default, and the one a missing translation falls back to. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Every language, the default first. */
export const LANGUAGE_LIST = Object.keys(LANGUAGES) as Language[];

/** The language of a path: Hindi under /hi, English elsewhere. */
export function languageOfPath(pathname: string): Language {
  return (
    LANGUAGE_LIST.find((language) => {
      const { prefix } = LANGUAGES[language];
      return prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`));
    }) ?? DEFAULT_LANGUAGE
  );
}

/** A path without its language's prefix: '/hi/about-us' is '/about-us', '/hi' is '/'. */
export function pathWithoutLanguage(pathname: string): string {
  const { prefix } = LANGUAGES[languageOfPath(pathname)];
  return pathname.slice(prefix.length) || '/';
}

/** The same page in `language`: '/about-us' in Hindi is '/hi/about-us', '/' is '/hi'. */
export function pathInLanguage(pathname: string, language: Language): string {
  const path = pathWithoutLanguage(pathname);
  const { prefix } = LANGUAGES[language];
  return prefix === '' ? path : path === '/' ? prefix : `${prefix}${path}`;
}
