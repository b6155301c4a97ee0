/**
 * The pages the team edits (About Us, History, Mission, Vision, Objectives, the Chairman's page):
 * which they are, what a saved page and a kept version hold, and where a version is kept. A page
 * is one document of `pages` under its address's slug; each save also writes a version to
 * `pageVersions` under `{page}_{number modulo 10}`, so that the ten newest saves of a page are
 * kept and the eleventh takes the place of the oldest in the same write (docs/decisions.md,
 * "Editable pages and their versions"). Plain data and pure functions.
 */
import type { MarkdownBlock } from './markdown/types';
import { PUBLIC_PATHS } from './publicPaths';
import type { Language } from '../words/languages';

/** The pages the team edits, by their address (PUBLIC_PATHS): their ids are its slug. */
const EDITABLE_PATHS = [
  PUBLIC_PATHS.aboutUs,
  PUBLIC_PATHS.history,
  PUBLIC_PATHS.mission,
  PUBLIC_PATHS.vision,
  PUBLIC_PATHS.objectives,
  PUBLIC_PATHS.chairman,
] as const;

/** The address of an editable page: '/about-us'. */
export type EditablePath = (typeof EDITABLE_PATHS)[number];
/** A page's id: its address without the slash ('about-us'). */
export type PageId = EditablePath extends `/${infer Slug}` ? Slug : never;

/** The id of the page at an address. */
export const pageIdOf = (path: EditablePath) => path.slice(1) as PageId;

/** Every editable page's id, in the menu's order: the only documents `pages` holds. */
export const PAGE_IDS = EDITABLE_PATHS.map(pageIdOf);

/** Whether a string is the id of an editable page. */
export const isPageId = (id: unknown): id is PageId =>
  typeof id === 'string' && (PAGE_IDS as readonly string[]).includes(id);

/** How many of a page's saves are kept: the newest ten. */
export const PAGE_VERSIONS_KEPT = 10;

/** The id of the document that keeps a page's version `version` (from 1): 'about-us_3'. */
export const pageVersionId = (page: PageId, version: number) =>
  `${page}_${version % PAGE_VERSIONS_KEPT}`;

/** What the team writes of a page: its title, its link-preview description, its Markdown body. */
export interface PageInput {
  title: string;
  /** One line for search results and link previews. */
  description: string;
  /** The page's text in the site's Markdown subset. */
  body: string;
  /**
   * The title, description and body in Hindi, which the Hindi page shows in place of the English
   * ones (the body in the same Markdown subset); absent or '' where there is none (shownPageIn).
   */
  titleHi?: string;
  descriptionHi?: string;
  bodyHi?: string;
}

/** The Hindi twins of a page's words, which a save always writes ('' for none). */
export const HINDI_WORDS = ['titleHi', 'descriptionHi', 'bodyHi'] as const;

/** A page as saved: its words, the number of its save (from 1), who saved it and when. */
export interface SavedPage extends PageInput {
  id: PageId;
  version: number;
  updatedAt: Date | null;
  updatedBy: string;
}

/** A kept version of a page: the page as one save left it. */
export interface PageVersion extends PageInput {
  page: PageId;
  version: number;
  savedAt: Date | null;
  savedBy: string;
}

type Fields = Readonly<Record<string, unknown>>;
const own = (fields: Fields, field: string) =>
  Object.hasOwn(fields, field) ? fields[field] : undefined;
const textIn = (fields: Fields, field: string) => {
  const value = own(fields, field);
  return typeof value === 'string' ? value : '';
};
/** A whole number as stored: a number, or the { integer } the rules' copy reads. */
const numberIn = (fields: Fields, field: string) => {
  const value = own(fields, field);
  const n =
    typeof value === 'object' && value !== null && 'integer' in value ? value.integer : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : 0;
};
const dateIn = (fields: Fields, field: string): Date | null => {
  const value = own(fields, field);
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};
/** A string field only where it is stored: `{ titleHi }` or nothing. */
const optionalIn = <F extends string>(fields: Fields, field: F) => {
  const value = own(fields, field);
  return (typeof value === 'string' ? { [field]: value } : {}) as Partial<Record<F, string>>;
};
const wordsIn = (fields: Fields): PageInput => ({
  title: textIn(fields, 'title'),
  description: textIn(fields, 'description'),
  body: textIn(fields, 'body'),
  ...optionalIn(fields, 'titleHi'),
  ...optionalIn(fields, 'descriptionHi'),
  ...optionalIn(fields, 'bodyHi'),
});

/** A page's words as a save writes them: the Hindi ones always, '' where there are none. */
export const wordsToSave = (input: PageInput) => ({
  title: input.title,
  description: input.description,
  body: input.body,
  titleHi: input.titleHi ?? '',
  descriptionHi: input.descriptionHi ?? '',
  bodyHi: input.bodyHi ?? '',
});

/** A saved page from its stored fields. */
export function pageFromFields(id: string, fields: Fields): SavedPage {
  return {
    id: id as PageId,
    ...wordsIn(fields),
    version: numberIn(fields, 'version'),
    updatedAt: dateIn(fields, 'updatedAt'),
    updatedBy: textIn(fields, 'updatedBy'),
  };
}

/** A kept version from its stored fields. */
export function pageVersionFromFields(_id: string, fields: Fields): PageVersion {
  return {
    page: textIn(fields, 'page') as PageId,
    ...wordsIn(fields),
    version: numberIn(fields, 'version'),
    savedAt: dateIn(fields, 'savedAt'),
    savedBy: textIn(fields, 'savedBy'),
  };
}

/** One save of a page: its words, its number, its stamp (an ISO date-time) and who made it. */
export interface PageSave extends PageInput {
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/**
 * The two documents one save writes: the page, and the version that keeps it (at
 * pageVersionId(page, version)), holding the same words (the Hindi ones '' where there are none),
 * number, stamp and author.
 */
export function pageSaveDocuments(page: PageId, save: PageSave) {
  const words = wordsToSave(save);
  return {
    page: { ...words, version: save.version, updatedAt: save.updatedAt, updatedBy: save.updatedBy },
    versionId: pageVersionId(page, save.version),
    version: {
      page,
      ...words,
      version: save.version,
      savedAt: save.updatedAt,
      savedBy: save.updatedBy,
    },
  };
}

/** A page's kept versions, newest first. */
export const newestFirst = (versions: readonly PageVersion[]) =>
  [...versions].sort((a, b) => b.version - a.version);

/**
 * A page as its public page shows it: its title, its link-preview description and its body
 * parsed, and their Hindi twins where the team gave them (absent where not, so that a page
 * without them is published as before). The publish puts this in the page's data block, written
 * once for every language, so that the browser renders either body without the parser.
 */
export interface ShownPage {
  title: string;
  description: string;
  blocks: MarkdownBlock[];
  titleHi?: string;
  descriptionHi?: string;
  blocksHi?: MarkdownBlock[];
}

/** A text of a page as a page in some language shows it, and 'en' when it is English on another. */
export interface ShownPageText<T> {
  text: T;
  lang?: 'en';
}

/**
 * A page's title, description and body as its page in `language` shows them: on a Hindi page the
 * Hindi ones where the team gave them, else the English ones marked 'en' (each on its own); on an
 * English page the English ones, unmarked.
 */
export function shownPageIn(
  page: ShownPage,
  language: Language,
): {
  title: ShownPageText<string>;
  description: ShownPageText<string>;
  blocks: ShownPageText<MarkdownBlock[]>;
} {
  const shown = <T>(english: T, hindi: T | undefined): ShownPageText<T> =>
    language === 'en'
      ? { text: english }
      : language === 'hi' && hindi !== undefined
        ? { text: hindi }
        : { text: english, lang: 'en' };
  return {
    title: shown(page.title, page.titleHi),
    description: shown(page.description, page.descriptionHi),
    blocks: shown(page.blocks, page.blocksHi),
  };
}

/** The key of the read by which a page's public page reads it (usePublishedRead). */
export const shownPageReadKey = (id: PageId) => `pages/${id}`;
