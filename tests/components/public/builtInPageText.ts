/**
 * src/services/pageText for a site whose pages were never saved: each page reads as its built-in
 * text, parsed (a test file takes it with
 * `vi.mock('…/src/services/pageText', () => import('./builtInPageText'))`).
 */
import { vi } from 'vitest';
import { loadBuiltInPages } from '../../../src/config/profile';
import type { PageId, ShownPage } from '../../../src/domain/editablePages';
import { parseMarkdown } from '../../../src/domain/markdown/parse';

export const readShownPage = vi.fn(async (id: PageId): Promise<ShownPage> => {
  const { title, description, body } = (await loadBuiltInPages())[id];
  return { title, description, blocks: parseMarkdown(body) };
});
