/**
 * The editable pages the seed saves (seed/pages.ts): one for each page, each a save the rules'
 * copy accepts (its integers tagged as the local backend decodes them), written in the Markdown subset alone, and holding every text the page shows
 * today (src/content), under the title it has.
 */
import { describe, expect, it } from 'vitest';
import { SEED_PAGES } from '../../seed/pages';
import { ABOUT } from '../../src/content/about';
import { CHAIRMAN } from '../../src/content/chairman';
import { HISTORY } from '../../src/content/history';
import { MISSION } from '../../src/content/mission';
import { OBJECTIVES } from '../../src/content/objectives';
import { VISION } from '../../src/content/vision';
import { checkedFields } from '../../src/domain/backup/format';
import { PAGE_IDS, pageSaveDocuments, type PageId } from '../../src/domain/editablePages';
import { localStorageTarget } from '../../src/domain/limits';
import { checkDocumentWrite } from '../../src/domain/validation';

/** The text of each page today. */
const TODAY: Record<PageId, { title: string }> = {
  'about-us': ABOUT,
  history: HISTORY,
  mission: MISSION,
  vision: VISION,
  objectives: OBJECTIVES,
  chairman: CHAIRMAN,
};

/** Every string a content object holds, however deep. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsOf)
      : [];

/** A line of the subset: a heading of two levels, an item, a quotation, or a paragraph's text. */
const SUBSET_LINE = /^(## |### |- |[1-9][0-9]*\. |> )?[^\s#><-]/;

describe('the seed’s pages', () => {
  it('are the six editable pages, with the titles the pages have', () => {
    expect(Object.keys(SEED_PAGES).sort()).toEqual([...PAGE_IDS].sort());
    for (const id of PAGE_IDS) expect(SEED_PAGES[id].title, id).toBe(TODAY[id].title);
  });

  it.each(PAGE_IDS)('%s: is a first save the rules accept', (id) => {
    const now = new Date();
    const { page, version } = pageSaveDocuments(id, {
      ...SEED_PAGES[id],
      version: 1,
      updatedAt: now.toISOString(),
      updatedBy: 'owner-claim',
    });
    const context = { now, storage: localStorageTarget('demo-youth-commission'), byOwner: true };
    expect(checkDocumentWrite('pages', checkedFields(page), null, context)).toBeNull();
    expect(checkDocumentWrite('pageVersions', checkedFields(version), null, context)).toBeNull();
    expect(SEED_PAGES[id].description.length).toBeLessThanOrEqual(200);
  });

  it.each(PAGE_IDS)('%s: is written in the Markdown subset, without HTML', (id) => {
    const { body } = SEED_PAGES[id];
    expect(body).not.toMatch(/[<]|\n{3}|^\s|\s$/);
    for (const line of body.split('\n').filter(Boolean)) expect(line).toMatch(SUBSET_LINE);
  });

  it.each(PAGE_IDS)('%s: holds every text the page shows today', (id) => {
    const shown = SEED_PAGES[id].body.replace(/\*/g, '');
    for (const text of stringsOf(TODAY[id]).filter((t) => t !== TODAY[id].title))
      expect(shown, text).toContain(text);
  });
});
