/**
 * src/services/pages with every call a mock (a test file of the admin area takes it with
 * `vi.mock('…/src/services/pages', () => import('./serviceMocks/pages'))`), and its error class
 * as it is: each test sets the answers it needs, and vi.resetAllMocks() clears them.
 */
import { vi } from 'vitest';
import type * as Pages from '../../../../src/services/pages';

// The module itself is mocked: its error class comes from the real one.
const actual = await vi.importActual<typeof Pages>('../../../../src/services/pages');
export const PageChangedError = actual.PageChangedError;
export const readPage = vi.fn<typeof Pages.readPage>();
export const savePage = vi.fn<typeof Pages.savePage>();
export const listPageVersions = vi.fn<typeof Pages.listPageVersions>();
export const putBackPageVersion = vi.fn<typeof Pages.putBackPageVersion>();
