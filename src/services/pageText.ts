/**
 * Reading an editable page without credentials, over the REST reader: as the publish reads it,
 * and as its public page reads it again when a page was saved since the publish. This module
 * holds the Markdown parser, so a public page loads it only then (src/pages/EditablePage.tsx).
 */
import { loadBuiltInPages } from '../config/profile';
import type { Collection } from '../domain/collections';
import {
  pageFromFields,
  type PageId,
  type SavedPage,
  type ShownPage,
} from '../domain/editablePages';
import { parseMarkdown } from '../domain/markdown/parse';
import { DOCUMENT_ID, runQuery, siteDatabase, type Database } from './firestoreRest';

const PAGES: Collection = 'pages';

/** A page as last saved, or null when it was never saved. */
export async function readPage(
  id: PageId,
  database: Database = siteDatabase,
): Promise<SavedPage | null> {
  const [saved] = await runQuery({ collection: PAGES, where: [DOCUMENT_ID, '==', id] }, database);
  return saved ? pageFromFields(saved.id, saved.fields) : null;
}

/** A Hindi text where the team gave one: not absent, empty nor blank. */
const given = (text: string | undefined): text is string => Boolean(text?.trim());

/**
 * A page as its public page shows it: as last saved, or in the commission's built-in text where it
 * was never saved; its body parsed, and its Hindi title, description and body where it has them.
 */
export async function readShownPage(id: PageId): Promise<ShownPage> {
  const words = (await readPage(id)) ?? (await loadBuiltInPages())[id];
  const { titleHi, descriptionHi, bodyHi } = words;
  return {
    title: words.title,
    description: words.description,
    blocks: parseMarkdown(words.body),
    ...(given(titleHi) ? { titleHi } : {}),
    ...(given(descriptionHi) ? { descriptionHi } : {}),
    ...(given(bodyHi) ? { blocksHi: parseMarkdown(bodyHi) } : {}),
  };
}
