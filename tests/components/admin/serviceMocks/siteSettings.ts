/**
 * src/services/siteSettings with every call a mock (see serviceMocks/siteDetails.ts for how a test
 * file takes it).
 */
import { vi } from 'vitest';
import type * as SiteSettings from '../../../../src/services/siteSettings';

export const saveSiteDetails = vi.fn<typeof SiteSettings.saveSiteDetails>();
export const saveBannerSlide = vi.fn<typeof SiteSettings.saveBannerSlide>();
export const saveParishList = vi.fn<typeof SiteSettings.saveParishList>();
