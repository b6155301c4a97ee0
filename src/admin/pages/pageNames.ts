/**
 * What the admin area calls each editable page, in the list of pages and the editor's heading,
 * whatever title the team has given it on the site.
 */
import type { PageId } from '../../domain/editablePages';

export const PAGE_NAMES: Readonly<Record<PageId, string>> = {
  'about-us': 'About Us',
  history: 'History',
  mission: 'Mission',
  vision: 'Vision',
  objectives: 'Objectives',
  chairman: "The Chairman's page",
};

/** Where the site shows an editable page: '/about-us'. */
export const publicPathOf = (id: PageId) => `/${id}`;
