/**
 * The preload that publish/renderSite.ts puts into the home page must name exactly the file
 * the first banner's <picture> then picks, or the phone downloads the banner twice.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstBannerPreload } from '../../../publish/bannerPreload';
import { BannerCarousel } from '../../../src/components/BannerCarousel';
import { BANNERS } from '../../../src/content/images';

describe('the first banner preload', () => {
  it('asks early, at high priority, for the source the first banner uses', () => {
    const preload = firstBannerPreload();
    expect(preload?.attrs).toMatchObject({ rel: 'preload', as: 'image', fetchpriority: 'high' });

    render(<BannerCarousel />);
    // The carousel's loop copies slides; every copy offers the same sources.
    const [firstBanner] = screen.getAllByAltText(BANNERS[0]?.alt ?? '');
    const firstSource = firstBanner?.closest('picture')?.querySelector('source');
    expect(firstSource).not.toBeNull();
    expect(preload?.attrs).toMatchObject({
      type: firstSource?.getAttribute('type'),
      imagesrcset: firstSource?.getAttribute('srcset'),
      imagesizes: firstSource?.getAttribute('sizes'),
    });
  });
});
