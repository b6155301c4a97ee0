/**
 * src/services/pageText for a site whose pages were never saved: each page reads as its built-in
 * text, parsed (a test file takes it with
 * `vi.mock('…/src/services/pageText', () => import('./builtInPageText'))`).
 */
import { vi } from 'vitest';
import { loadBuiltInPages } from '../../../src/config/profile';
import type { PageId, ShownPage } from '../../../src/domain/editablePages';
import { parseMarkdown } from '../../../src/domain/markdown/parse';

// Loaded with this module, which the test file also imports, so that no test waits for it.
const PAGES = await loadBuiltInPages();

export const readShownPage = vi.fn(async (id: PageId): Promise<ShownPage> => {
  const { title, description, body } = PAGES[id];
  return { title, description, blocks: parseMarkdown(body) };
});
