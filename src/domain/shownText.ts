/**
 * The team's own texts as a page in a language shows them. A record may hold a text in Hindi
 * beside its English one (a programme's titleHi, a message's fullMessageHi, a photo's titleHi,
 * the site's aboutHi): a Hindi page shows the Hindi where the team gave it, unmarked (it is in the
 * page's language), else the English marked 'en'; an English page always shows the English,
 * unmarked. Each kind of record says which of its texts have a Hindi twin (programmeTextIn,
 * messageTextIn, photoTitleIn, aboutTextIn).
 */
import type { SiteDetails } from './siteDetails';
import type { GalleryImage } from './types';
import type { Language } from '../words/languages';

/** A text as a page shows it, and `lang` 'en' when it is English on a page in another language. */
export interface ShownText {
  text: string;
  lang?: 'en';
}

/** `english` or, on a Hindi page, `hindi` where it is not blank. */
export const shownIn = (language: Language, english: string, hindi = ''): ShownText =>
  language === 'hi' && hindi.trim()
    ? { text: hindi }
    : language === 'en'
      ? { text: english }
      : { text: english, lang: 'en' };

/** A gallery photo's title (its alternative text and caption) as a page in `language` shows it. */
export const photoTitleIn = (
  photo: Pick<GalleryImage, 'title' | 'titleHi'>,
  language: Language,
): ShownText => shownIn(language, photo.title, photo.titleHi);

/**
 * The footer's about text as a page in `language` shows it. Here rather than in siteDetails.ts,
 * whose other code every page would then download with the footer.
 */
export const aboutTextIn = (
  details: Pick<SiteDetails, 'about' | 'aboutHi'>,
  language: Language,
): ShownText => shownIn(language, details.about, details.aboutHi);
