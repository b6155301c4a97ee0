/**
 * The words of a page in a language other than English, loaded when a page in that language
 * starts (src/app/mount.tsx) and rendered with it at build time: each language's interface table
 * and the commission's names in it are chunks of their own, which an English page never
 * downloads.
 */
import {
  PROFILE,
  loadProfileInHindi,
  type CommissionProfile,
  type ProfileInHindi,
} from '../config/profile';
import type { Translation } from './en';
import type { Language } from './languages';

/**
 * The commission's names and titles in Hindi by their English: the site's names, each office's
 * menu label, page title, subtitle and summary, and the logos' descriptions.
 */
export function profileNamesInHindi(
  profile: CommissionProfile,
  inHindi: ProfileInHindi,
): Record<string, string> {
  const pairs: [string | undefined, string | undefined][] = [
    ...(Object.keys(profile.names) as (keyof CommissionProfile['names'])[]).map(
      (field) => [profile.names[field], inHindi.names[field]] as [string, string],
    ),
    ...(Object.keys(profile.officeHolders) as (keyof CommissionProfile['officeHolders'])[]).flatMap(
      (kind) => {
        const office = profile.officeHolders[kind];
        const translated = inHindi.officeHolders[kind];
        return [
          [office.menuLabel, translated.menuLabel],
          [office.publicTitle, translated.publicTitle],
          [office.publicSubtitle, translated.publicSubtitle],
          [office.publicDescription, translated.publicDescription],
        ] as [string | undefined, string | undefined][];
      },
    ),
    [profile.logos.crest.alt, inHindi.logos.crest.alt],
    [profile.logos.emblem.alt, inHindi.logos.emblem.alt],
  ];
  return Object.fromEntries(
    pairs.filter((pair): pair is [string, string] => Boolean(pair[0] && pair[1])),
  );
}

/** How each language other than English is loaded. */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Omit<Translation, 'language'>>> = {
  hi: async () => {
    const [{ INTERFACE_HI, CALENDAR_HI }, inHindi] = await Promise.all([
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
