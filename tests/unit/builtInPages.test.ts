/**
 * The editable pages' built-in texts (the profile's, which the seed saves as each page's first
 * version and a page shows until it is saved): one for each page, each a save the rules' copy
 * accepts (its integers tagged as the local backend decodes them), written in the Markdown subset
 * alone, which the admin form would take as it is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltInPages } from '../../src/config/profile';
import { checkedFields } from '../../src/domain/backup/format';
import {
  PAGE_IDS,
  pageSaveDocuments,
  type PageInput,
  type PageId,
} from '../../src/domain/editablePages';
import { localStorageTarget } from '../../src/domain/limits';
import { markdownProblem } from '../../src/domain/markdown/syntax';
import { checkDocumentWrite } from '../../src/domain/validation';

/** A line of the subset: a heading of two levels, an item, a quotation, or a paragraph's text. */
const SUBSET_LINE = /^(## |### |- |[1-9][0-9]*\. |> )?[^\s#><-]/;

let pages: Readonly<Record<PageId, PageInput>>;
beforeAll(async () => {
  pages = await loadBuiltInPages();
});

describe('the built-in pages', () => {
  it('are the six editable pages, each with a title and a description', () => {
    expect(Object.keys(pages).sort()).toEqual([...PAGE_IDS].sort());
    for (const id of PAGE_IDS) {
      expect(pages[id].title, id).not.toBe('');
      expect(pages[id].description, id).not.toBe('');
    }
  });

  it.each(PAGE_IDS)('%s: is a first save the rules accept', (id) => {
    const now = new Date();
    const { page, version } = pageSaveDocuments(id, {
      ...pages[id],
      version: 1,
      updatedAt: now.toISOString(),
      updatedBy: 'owner-claim',
    });
    const context = { now, storage: localStorageTarget('demo-youth-commission'), byOwner: true };
    expect(checkDocumentWrite('pages', checkedFields(page), null, context)).toBeNull();
    expect(checkDocumentWrite('pageVersions', checkedFields(version), null, context)).toBeNull();
    expect(pages[id].description.length).toBeLessThanOrEqual(200);
  });

  it.each(PAGE_IDS)('%s: is written in the Markdown subset, without HTML', (id) => {
    const { body } = pages[id];
    expect(markdownProblem(body)).toBeNull();
    expect(body).not.toMatch(/[<]|\n{3}|^\s|\s$/);
    for (const line of body.split('\n').filter(Boolean)) expect(line).toMatch(SUBSET_LINE);
  });
});
