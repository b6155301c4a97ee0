import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_SETTINGS, BannerCarousel } from '../../../src/components/BannerCarousel';
import {
  GALLERY_CAROUSEL_SETTINGS,
  GalleryCarousel,
} from '../../../src/components/GalleryCarousel';
import { BANNERS } from '../../../src/content/images';
import type { GalleryImage } from '../../../src/domain/types';
import { setMedia } from './media';

afterEach(() => {
  setMedia();
  vi.useRealTimers();
});

const pictures = (count: number): GalleryImage[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${i + 1}`,
    title: `Picture ${i + 1}`,
    imageUrl: `https://images.example/p${i + 1}.jpeg`,
    fileName: '',
    createdAt: null,
  }));

/**
 * Moves fake time on in small steps: a slide change is a chain of timers and React renders that
 * one long jump would not let run in between.
 */
async function advance(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) await act(() => vi.advanceTimersByTimeAsync(100));
}

/** react-slick's slides (its infinite-loop clones included) and which of them are in view. */
const slides = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('.slick-slide'),
];
const visibleSlides = (container: HTMLElement) =>
  slides(container).filter((s) => s.getAttribute('aria-hidden') !== 'true');

describe('carousel settings follow SPEC §2 and §9', () => {
  it('banner: dots, arrows, infinite, 1000 ms, autoplay 5000 ms, one at a time, no hover pause', () => {
    expect(BANNER_SETTINGS).toMatchObject({
      dots: true,
      arrows: true,
      infinite: true,
      speed: 1000,
      autoplay: true,
      autoplaySpeed: 5000,
      slidesToShow: 1,
      slidesToScroll: 1,
      pauseOnHover: false,
      responsive: [{ breakpoint: 767, settings: { arrows: false } }],
    });
  });

  it('gallery: 5 per view (2 below 768, 1 below 480), scroll 1, loop, 3000 ms, 500 ms, arrows', () => {
    expect(GALLERY_CAROUSEL_SETTINGS).toMatchObject({
      slidesToShow: 5,
      slidesToScroll: 1,
      infinite: true,
      autoplay: true,
      autoplaySpeed: 3000,
      speed: 500,
      arrows: true,
      dots: false,
      responsive: [
        { breakpoint: 767, settings: { slidesToShow: 2 } },
        { breakpoint: 479, settings: { slidesToShow: 1 } },
      ],
    });
  });
});

describe('BannerCarousel', () => {
  it('shows the four banners with SPEC alt texts, sized, the first loaded eagerly and first', () => {
    render(<BannerCarousel />);
    const region = within(screen.getByRole('region', { name: 'banner slideshow' }));
    for (const [index, banner] of BANNERS.entries()) {
      expect(banner.alt).toMatch(/^slide (one|two|three|four) out of four: /);
      // react-slick renders clones for its loop; the original is the one in view or inert.
      const [img] = region.getAllByAltText(banner.alt);
      expect(img).toHaveAttribute('width', String(banner.width));
      expect(img).toHaveAttribute('height', String(banner.height));
      expect(img).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
      expect(img).toHaveAttribute('fetchpriority', index === 0 ? 'high' : 'auto');
    }
    expect(BANNERS).toHaveLength(4);
  });

  it('shows the first slide only, with arrows and four dots', () => {
    const { container } = render(<BannerCarousel />);
    const visible = visibleSlides(container);
    expect(visible).toHaveLength(1);
    expect(within(visible[0]!).getByRole('img')).toHaveAccessibleName(BANNERS[0]!.alt);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show slide \d$/ })).toHaveLength(4);
  });

  it('has no arrows below 768 px', () => {
    setMedia({ width: 600 });
    render(<BannerCarousel />);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show slide \d$/ })).toHaveLength(4);
  });

  it('keeps every slide out of view inert', () => {
    const { container } = render(<BannerCarousel />);
    const hidden = slides(container).filter((s) => s.getAttribute('aria-hidden') === 'true');
    expect(hidden.length).toBeGreaterThanOrEqual(3);
    for (const slide of hidden) expect(slide).toHaveAttribute('inert');
    for (const slide of visibleSlides(container)) expect(slide).not.toHaveAttribute('inert');
  });

  it('moves on by itself every 5 seconds until paused, and plays again', async () => {
    vi.useFakeTimers();
    const { container } = render(<BannerCarousel />);
    const current = () => visibleSlides(container)[0]?.getAttribute('data-index');
    expect(current()).toBe('0');

    await advance(5000 + 1000 + 100);
    expect(current()).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Pause banner slideshow' }));
    await advance(20_000);
    expect(current()).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Play banner slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause banner slideshow' })).toBeInTheDocument();
    await advance(5000 + 1000 + 100);
    expect(current()).toBe('2');
  });

  it('does not play by itself when the visitor prefers reduced motion', async () => {
    setMedia({ reducedMotion: true });
    vi.useFakeTimers();
    const { container } = render(<BannerCarousel />);
    expect(screen.getByRole('button', { name: 'Play banner slideshow' })).toBeInTheDocument();
    await advance(20_000);
    expect(visibleSlides(container)[0]).toHaveAttribute('data-index', '0');
  });
});

describe('GalleryCarousel', () => {
  it.each([
    [1280, 5],
    [767, 2],
    [479, 1],
  ])('at %i px shows %i slides', (width, shown) => {
    setMedia({ width });
    const { container } = render(<GalleryCarousel images={pictures(8)} />);
    expect(visibleSlides(container)).toHaveLength(shown);
  });

  it('makes each slide a bordered image linking to the full image, alt = title', () => {
    const { container } = render(<GalleryCarousel images={pictures(8)} />);
    const first = within(visibleSlides(container)[0]!);
    const link = first.getByRole('link', { name: /Picture 1/ });
    expect(link).toHaveAttribute('href', 'https://images.example/p1.jpeg');
    expect(link).toHaveClass('gallery-link');
    expect(first.getByRole('img')).toHaveAccessibleName('Picture 1');
  });

  it('keeps links of slides out of view (clones included) out of the tab order', () => {
    const { container } = render(<GalleryCarousel images={pictures(8)} />);
    const hidden = slides(container).filter((s) => s.getAttribute('aria-hidden') === 'true');
    expect(hidden.length).toBeGreaterThan(3);
    for (const slide of hidden) {
      expect(slide).toHaveAttribute('inert');
      for (const link of slide.querySelectorAll('a')) expect(link).toHaveAttribute('tabindex', '-1');
    }
    for (const slide of visibleSlides(container))
      for (const link of slide.querySelectorAll('a')) expect(link).not.toHaveAttribute('tabindex');
    // Only the visible five links are reachable by Tab.
    expect(screen.getAllByRole('link').filter((a) => a.getAttribute('tabindex') !== '-1')).toHaveLength(
      5,
    );
  });

  it('has arrows and no dots', () => {
    render(<GalleryCarousel images={pictures(8)} />);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show slide/ })).not.toBeInTheDocument();
  });

  it('moves every 3 seconds, but not while focus is on one of its slides', async () => {
    vi.useFakeTimers();
    const { container } = render(<GalleryCarousel images={pictures(8)} />);
    const first = () => visibleSlides(container)[0]?.getAttribute('data-index');
    await advance(3000 + 500 + 100);
    expect(first()).toBe('1');

    const link = within(visibleSlides(container)[0]!).getByRole('link');
    act(() => link.focus());
    await advance(10_000);
    expect(first()).toBe('1');

    act(() => link.blur());
    await advance(3000 + 500 + 100);
    expect(first()).toBe('2');
  });

  it('has a pause button', async () => {
    const user = userEvent.setup();
    render(<GalleryCarousel images={pictures(8)} />);
    await user.click(screen.getByRole('button', { name: 'Pause photo gallery slideshow' }));
    expect(screen.getByRole('button', { name: 'Play photo gallery slideshow' })).toBeInTheDocument();
  });
});
