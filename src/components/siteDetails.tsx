/**
 * The site's details and home banner as the page was published with them (Settings, 'Site
 * details' and 'Home banner'), for the footer, the contact and privacy pages and the home banner.
 * The app provides what the published page carries; until a publish has anything, the built-in
 * ones.
 */
import { createContext, useContext } from 'react';
import { PROFILE } from '../config/profile';
import { BANNER_CAPTIONS } from '../content/home';
import { BANNERS } from '../content/images';
import type { BannerSlide, SiteDetails } from '../domain/siteDetails';

/** The details the site shows until an owner saves others in Settings: the commission profile's. */
export const BUILT_IN_SITE_DETAILS: SiteDetails = PROFILE.siteDetails;

/** The banner the site shows until an owner saves another in Settings. */
export const BUILT_IN_BANNER: readonly BannerSlide[] = BANNERS.map((image, i) => ({
  image,
  headline: BANNER_CAPTIONS[i]?.heading ?? '',
  subline: BANNER_CAPTIONS[i]?.text ?? '',
}));

export interface PublishedSite {
  details: SiteDetails;
  banner: readonly BannerSlide[];
}

export const PublishedSiteContext = createContext<PublishedSite>({
  details: BUILT_IN_SITE_DETAILS,
  banner: BUILT_IN_BANNER,
});

/** The site's details, as published. */
export const useSiteDetails = (): SiteDetails => useContext(PublishedSiteContext).details;

/** The home banner's slides, as published. */
export const useBannerSlides = (): readonly BannerSlide[] =>
  useContext(PublishedSiteContext).banner;
