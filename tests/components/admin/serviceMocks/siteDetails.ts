/**
 * src/services/siteDetails with every call a mock (a test file of the admin area takes it with
 * `vi.mock('…/src/services/siteDetails', () => import('./serviceMocks/siteDetails'))`): each test
 * sets the answers it needs, and vi.resetAllMocks() (setUpScreenTests calls it) clears them.
 */
import { vi } from 'vitest';
import type * as SiteDetails from '../../../../src/services/siteDetails';

export const SITE_DETAILS = 'siteDetails';
export const BANNER = 'banner';
export const readSiteDetails = vi.fn<typeof SiteDetails.readSiteDetails>();
export const readBanner = vi.fn<typeof SiteDetails.readBanner>();
export const savedSiteChanges = vi.fn<typeof SiteDetails.savedSiteChanges>();
