import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderPage } from '../../../src/app/prerender';
import { BANNER_SETTINGS, BannerCarousel } from '../../../src/components/BannerCarousel';
import {
  GALLERY_CAROUSEL_SETTINGS,
  GalleryCarousel,
} from '../../../src/components/GalleryCarousel';
import {
  BUILT_IN_BANNER,
  BUILT_IN_SITE_DETAILS,
  PublishedSiteContext,
} from '../../../src/components/siteDetails';
import { CONSTANTS } from '../../../src/config/site';
import { BANNERS } from '../../../src/content/images';
import type { GalleryImage } from '../../../src/domain/types';
import { TakingOver } from '../../../src/components/published';
import { setMedia } from './media';

const root = path.resolve(import.meta.dirname, '../../..');

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
 * one long jump would not let run in between. A wait that shows the banner standing still is
 * 12 s, two turns: 20 s would be four, the whole loop, back to the same slide.
 */
async function advance(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) await act(() => vi.advanceTimersByTimeAsync(100));
}

/** Every slide element of the carousel, the loop's copies included. */
const slides = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'),
];
/** The slides in view, as assistive technology finds them ('2 of 4', ...). */
const shownSlides = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('group')
    .map((slide) => slide.getAttribute('aria-label'));
const shownBanner = () => shownSlides('banner slideshow')[0];
const shownGallery = () => shownSlides('photo gallery slideshow');

/**
 * Fake timers for a test that also uses user-event: Testing Library waits for a real-time
 * `setTimeout(0)` after each step, so the fake clock must also follow real time (by a few ms
 * during a click, nothing next to the carousels' seconds).
 */
function fakeTimersForUserEvent() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup();
}

/**
 * The browser's rule for `:focus-visible`, standing in for jsdom's guess at it (which misses Tab
 * from one control to the next): focus that follows a key press is keyboard focus, focus that
 * follows a mouse or touch press is not. Chromium itself is tried in tests/e2e/carousels.spec.ts.
 */
function browserFocusVisible() {
  let lastInput: 'key' | 'pointer' = 'key';
  const onKey = () => (lastInput = 'key');
  const onPointer = () => (lastInput = 'pointer');
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', onPointer, true);
  document.addEventListener('mousedown', onPointer, true);
  const matches = Element.prototype.matches;
  const spy = vi
    .spyOn(Element.prototype, 'matches')
    .mockImplementation(function (this: Element, selector: string) {
      if (selector === ':focus-visible')
        return this === document.activeElement && lastInput === 'key';
      return matches.call(this, selector);
    });
  return () => {
    spy.mockRestore();
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('pointerdown', onPointer, true);
    document.removeEventListener('mousedown', onPointer, true);
  };
}

describe('carousel settings', () => {
  it('banner: dots, arrows only from 768 px, 1000 ms, autoplay 5000 ms, one at a time', () => {
    expect(BANNER_SETTINGS).toEqual({
      dots: true,
      arrows: 'from768',
      speed: 1000,
      autoplay: true,
      autoplaySpeed: 5000,
      slidesToShow: 1,
    });
    expect(CONSTANTS.banner.arrowsHiddenBelow).toBe(768);
  });

  it('gallery: 5 per view (2 below 768, 1 below 480), 3000 ms, 500 ms, arrows, no dots', () => {
    expect(GALLERY_CAROUSEL_SETTINGS).toEqual({
      dots: false,
      arrows: true,
      speed: 500,
      autoplay: true,
      autoplaySpeed: 3000,
      slidesToShow: 5,
      responsive: [
        { breakpoint: 767, settings: { slidesToShow: 2 } },
        { breakpoint: 479, settings: { slidesToShow: 1 } },
      ],
    });
  });
});

describe('BannerCarousel', () => {
  it('shows the first banner at once, eagerly and first, and the other three once the page is taken over, lazily; each with its "slide N out of four" alt text, sized', async () => {
    const page = (
      <TakingOver value>
        <BannerCarousel />
      </TakingOver>
    );
    const altsIn = (element: Element) =>
      new Set([...element.querySelectorAll('img')].map((img) => img.getAttribute('alt')));
    // As the page is published: the first slide's picture alone (the loop's copy of it too), so
    // that the others do not share the connection with it.
    const published = document.createElement('div');
    published.innerHTML = renderToString(page);
    expect(altsIn(published)).toEqual(new Set([BANNERS[0]!.alt]));
    // Taken over: all four.
    render(page);
    const slideshow = screen.getByRole('region', { name: 'banner slideshow' });
    const alts = () => altsIn(slideshow);
    await waitFor(() => expect(alts()).toEqual(new Set(BANNERS.map((banner) => banner.alt))));
    const region = within(slideshow);
    for (const [index, banner] of BANNERS.entries()) {
      expect(banner.alt).toMatch(/^slide (one|two|three|four) out of four: /);
      // The loop shows copies of the end slides; each copy is the same picture.
      for (const img of region.getAllByAltText(banner.alt)) {
        expect(img).toHaveAttribute('width', String(banner.width));
        expect(img).toHaveAttribute('height', String(banner.height));
        expect(img).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
        expect(img).toHaveAttribute('fetchpriority', index === 0 ? 'high' : 'auto');
      }
    }
    expect(BANNERS).toHaveLength(4);
  });

  it('shows the banner as published: a saved slide with its own photo, headline and subline', async () => {
    const saved = {
      image: {
        id: 'saved-1',
        alt: 'slide one out of four: young people singing around a bonfire',
        width: 1920,
        height: 720,
        sources: {
          webp: '/images/banner/1-a-640.webp 640w, /images/banner/1-a-1920.webp 1920w',
          jpg: '/images/banner/1-a-640.jpg 640w, /images/banner/1-a-1920.jpg 1920w',
        },
        sizes: '100vw',
        fallback: '/images/banner/1-a-1280.jpg',
      },
      headline: 'Rise up and shine',
      subline: '',
    };
    const { container } = render(
      <PublishedSiteContext.Provider
        value={{ details: BUILT_IN_SITE_DETAILS, banner: [saved, ...BUILT_IN_BANNER.slice(1)] }}
      >
        <BannerCarousel />
      </PublishedSiteContext.Provider>,
    );
    const region = within(screen.getByRole('region', { name: 'banner slideshow' }));
    const [img] = region.getAllByAltText(saved.image.alt);
    expect(img).toHaveAttribute('src', saved.image.fallback);
    expect(img).toHaveAttribute('srcset', saved.image.sources.jpg);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img?.closest('picture')?.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      saved.image.sources.webp,
    );
    const slide = img?.closest('.banner-slide') as HTMLElement;
    expect(within(slide).getByText('Rise up and shine')).toHaveClass('banner-heading');
    expect(slide.querySelector('.banner-text')).toBeNull();
    expect(region.queryByAltText(BANNERS[0]!.alt)).toBeNull();
    await waitFor(() =>
      expect(container.querySelectorAll('img[alt^="slide two out of four"]').length).toBeGreaterThan(0),
    );
  });

  it('shows the first slide only, with arrows and four dots, the first one current', () => {
    render(<BannerCarousel />);
    expect(shownSlides('banner slideshow')).toEqual(['1 of 4']);
    const [shown] = within(screen.getByRole('region', { name: 'banner slideshow' })).getAllByRole(
      'group',
    );
    expect(within(shown!).getByRole('img')).toHaveAccessibleName(BANNERS[0]!.alt);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    const dots = screen.getAllByRole('button', { name: /^Show slide \d$/ });
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null, null]);
  });


  it('keeps every slide out of view inert, the loop copies included', () => {
    const { container } = render(<BannerCarousel />);
    const all = slides(container);
    expect(all).toHaveLength(4 + 2);
    const hidden = all.filter((s) => s.getAttribute('aria-hidden') === 'true');
    expect(hidden).toHaveLength(5);
    for (const slide of all)
      expect(slide.hasAttribute('inert')).toBe(slide.getAttribute('aria-hidden') === 'true');
  });

  it('loops both ways with the arrows, one slide per click, after the 1000 ms transition', async () => {
    vi.useFakeTimers();
    setMedia({ reducedMotion: false });
    render(<BannerCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause banner slideshow' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await advance(1000);
    expect(shownBanner()).toBe('4 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await advance(1000);
    expect(shownBanner()).toBe('1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await advance(1000);
    expect(shownBanner()).toBe('2 of 4');
  });

  it('shows the slide whose dot is clicked and marks that dot current', async () => {
    vi.useFakeTimers();
    render(<BannerCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    await advance(1000);
    expect(shownBanner()).toBe('3 of 4');
    expect(screen.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('turns with a horizontal touch swipe, not with a short tap', async () => {
    vi.useFakeTimers();
    render(<BannerCarousel />);
    const [shown] = within(screen.getByRole('region', { name: 'banner slideshow' })).getAllByRole(
      'group',
    );
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(shown!, { pointerType: 'touch', clientX: from });
      fireEvent.pointerUp(shown!, { pointerType: 'touch', clientX: to });
    };
    swipe(300, 290);
    await advance(1000);
    expect(shownBanner()).toBe('1 of 4');
    swipe(300, 100);
    await advance(1000);
    expect(shownBanner()).toBe('2 of 4');
    swipe(100, 300);
    await advance(1000);
    expect(shownBanner()).toBe('1 of 4');
  });

  it('moves on by itself every 5 seconds until paused, and plays again', async () => {
    vi.useFakeTimers();
    render(<BannerCarousel />);
    expect(shownBanner()).toBe('1 of 4');

    await advance(5000 + 1000 + 100);
    expect(shownBanner()).toBe('2 of 4');

    fireEvent.click(screen.getByRole('button', { name: 'Pause banner slideshow' }));
    await advance(12_000);
    expect(shownBanner()).toBe('2 of 4');

    fireEvent.click(screen.getByRole('button', { name: 'Play banner slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause banner slideshow' })).toBeInTheDocument();
    await advance(5000 + 1000 + 100);
    expect(shownBanner()).toBe('3 of 4');
  });

  it('does not play by itself when the visitor prefers reduced motion, and turns without sliding', async () => {
    setMedia({ reducedMotion: true });
    vi.useFakeTimers();
    const { container } = render(<BannerCarousel />);
    expect(screen.getByRole('button', { name: 'Play banner slideshow' })).toBeInTheDocument();
    await advance(12_000);
    expect(shownBanner()).toBe('1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await advance(100);
    expect(shownBanner()).toBe('2 of 4');
    const track = container.querySelector<HTMLElement>('.carousel-track');
    expect(track?.style.transition).toBe('none');
  });
});

describe('banner arrows on phones', () => {
  const bannerRegion = (within: ParentNode) =>
    within.querySelector<HTMLElement>('section[aria-label="banner slideshow"]');
  const arrowNames = (region: HTMLElement | null) =>
    [...(region?.querySelectorAll('.carousel-arrow') ?? [])].map((arrow) => arrow.textContent);

  it('are in the markup at every width, marked for the stylesheet to hide below 768 px', () => {
    const markupAt = (width: number) => {
      setMedia({ width });
      const { container, unmount } = render(<BannerCarousel />);
      const html = container.innerHTML;
      expect(bannerRegion(container)).toHaveClass('carousel-arrows-from768');
      expect(arrowNames(bannerRegion(container))).toEqual(['Previous slide', 'Next slide']);
      unmount();
      return html;
    };
    expect(markupAt(375)).toBe(markupAt(1280));
  });

  it('are hidden below 768 px by a media query on whole class names, which the build keeps', () => {
    const css = readFileSync(path.join(root, 'src/styles/site/carousels.css'), 'utf8');
    const below = `${CONSTANTS.banner.arrowsHiddenBelow - 0.02}px`;
    const queries = css.split(`@media (max-width: ${below}) {`).slice(1);
    expect(
      queries.some((query) =>
        /^\s*(\/\*[^]*?\*\/\s*)?\.carousel-arrows-from768 \.carousel-arrow \{\s*display: none;\s*\}/.test(
          query,
        ),
      ),
    ).toBe(true);
    // The build drops rules whose class names occur nowhere in src/ (publish/unusedCss.ts).
    const carousel = readFileSync(path.join(root, 'src/components/Carousel.tsx'), 'utf8');
    expect(carousel).toContain("'carousel-arrows-from768'");
    expect(carousel).toContain('"carousel-arrow carousel-next"');
  });

  it('come marked in the home page rendered at build time', async () => {
    const page = document.createElement('div');
    page.innerHTML = (await renderPage('/')).html;
    expect(bannerRegion(page)).toHaveClass('carousel-arrows-from768');
    expect(arrowNames(bannerRegion(page))).toEqual(['Previous slide', 'Next slide']);
  });

  it('stay through hydration on a phone, which finds the markup it expects', async () => {
    const html = renderToString(<BannerCarousel />);
    setMedia({ width: 375 });
    const container = document.createElement('div');
    container.innerHTML = html;
    const asParsed = [...container.querySelectorAll('.carousel-slide')];
    document.body.append(container);
    onTestFinished(() => container.remove());
    const mismatches: unknown[] = [];
    const hydrated = await act(async () =>
      hydrateRoot(container, <BannerCarousel />, {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    onTestFinished(() => act(() => hydrated.unmount()));
    expect(mismatches).toEqual([]);
    // Once hydrated, the loop's copies come around the slides as built, which stay the same
    // elements, and React places the track so that the first of them stays in view.
    const track = container.querySelector('.carousel-track');
    const slides = [...container.querySelectorAll('.carousel-slide')];
    expect(slides.slice(1, -1)).toEqual(asParsed);
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      ['4', '1', '2', '3', '4', '1'].map((n) => `${n} of 4`),
    );
    expect(track).toHaveStyle({ transform: 'translateX(-100%)' });
    expect(arrowNames(bannerRegion(container))).toEqual(['Previous slide', 'Next slide']);
  });

});

describe('what stops the rotation', () => {
  const next = () => screen.getByRole('button', { name: 'Next slide' });
  let restoreFocusVisible = () => {};
  beforeEach(() => (restoreFocusVisible = browserFocusVisible()));
  afterEach(() => restoreFocusVisible());

  it.each([
    ['a mouse click on an arrow', (user: UserEvent) => user.click(next()), '2 of 4'],
    [
      'a mouse click on a dot',
      (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Show slide 3' })),
      '3 of 4',
    ],
    [
      'a tap on an arrow',
      (user: UserEvent) => user.pointer({ keys: '[TouchA]', target: next() }),
      '2 of 4',
    ],
  ])('not %s: it turns there, then keeps turning every 5 seconds', async (_, press, reached) => {
    const user = fakeTimersForUserEvent();
    render(<BannerCarousel />);
    await press(user);
    await advance(1000);
    expect(shownBanner()).toBe(reached);
    // The pressed control keeps focus, as in a browser.
    expect(document.activeElement?.tagName).toBe('BUTTON');
    expect(screen.getByRole('region', { name: 'banner slideshow' })).toContainElement(
      document.activeElement as HTMLElement,
    );

    const later = (turns: number) => `${((Number(reached[0]) - 1 + turns) % 4) + 1} of 4`;
    await advance(5000 + 1000 + 100);
    expect(shownBanner()).toBe(later(1));
    await advance(5000 + 1000 + 100);
    expect(shownBanner()).toBe(later(2));
  });

  it('keyboard focus on an arrow or a dot stops it until focus leaves the carousel', async () => {
    const user = fakeTimersForUserEvent();
    render(
      <>
        <BannerCarousel />
        <a href="#after">After the banner</a>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause banner slideshow' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await advance(12_000);
    expect(shownBanner()).toBe('1 of 4');

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show slide 1' })).toHaveFocus();
    await advance(12_000);
    expect(shownBanner()).toBe('1 of 4');

    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Pause banner slideshow' })).toHaveFocus();
    await advance(5000 + 1000 + 100);
    expect(shownBanner()).toBe('2 of 4');
  });

  it('keyboard focus on the pause button does not stop it (pressing the button does)', async () => {
    const user = fakeTimersForUserEvent();
    render(<BannerCarousel />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause banner slideshow' })).toHaveFocus();
    await advance(5000 + 1000 + 100);
    expect(shownBanner()).toBe('2 of 4');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Play banner slideshow' })).toHaveFocus();
    await advance(12_000);
    expect(shownBanner()).toBe('2 of 4');
  });

  it('a key pressed on an arrow that a click left focused stops it', async () => {
    const user = fakeTimersForUserEvent();
    render(<BannerCarousel />);
    await user.click(next());
    await advance(1000);
    expect(shownBanner()).toBe('2 of 4');
    await user.keyboard('{Enter}');
    await advance(1000);
    expect(shownBanner()).toBe('3 of 4');
    await advance(12_000);
    expect(shownBanner()).toBe('3 of 4');
  });

  it('where the browser cannot tell keyboard focus from a click, any focus inside stops it', async () => {
    restoreFocusVisible();
    const matches = Element.prototype.matches;
    const spy = vi
      .spyOn(Element.prototype, 'matches')
      .mockImplementation(function (this: Element, selector: string) {
        if (selector.includes(':focus-visible'))
          throw new SyntaxError(`'${selector}' is not a valid selector`);
        return matches.call(this, selector);
      });
    restoreFocusVisible = () => spy.mockRestore();
    const user = fakeTimersForUserEvent();
    render(<BannerCarousel />);
    await user.click(next());
    await advance(1000 + 12_000);
    expect(shownBanner()).toBe('2 of 4');
  });

});

describe('GalleryCarousel', () => {
  it.each([
    [1280, 5],
    [767, 2],
    [479, 1],
  ])('at %i px shows %i slides', (width, shown) => {
    setMedia({ width });
    render(<GalleryCarousel images={pictures(8)} />);
    expect(shownGallery()).toEqual(
      Array.from({ length: shown }, (_, i) => `${i + 1} of 8`),
    );
  });

  it.each([
    [8, ['carousel-per-view-5', 'carousel-below768-per-view-2', 'carousel-below480-per-view-1']],
    [1, ['carousel-per-view-1', 'carousel-below768-per-view-1', 'carousel-below480-per-view-1']],
  ])(
    'as built with %i photos, leaves the slides per view below 768 and 480 px to the stylesheet',
    (count, classes) => {
      const page = document.createElement('div');
      page.innerHTML = renderToString(<GalleryCarousel images={pictures(count)} />);
      const region = page.querySelector('.carousel-region');
      expect(region).toHaveClass(...classes);
      // The originals only, the first in view without a style: no copy stands before it.
      expect(slides(page).map((slide) => slide.getAttribute('aria-label'))).toEqual(
        Array.from({ length: count }, (_, i) => `${i + 1} of ${count}`),
      );
      expect(page.querySelector('.carousel-track')).not.toHaveAttribute('style');
    },
  );

  it('has the stylesheet give those classes their widths below each breakpoint, by whole names', () => {
    const css = readFileSync(path.join(root, 'src/styles/site/carousels.css'), 'utf8');
    const below = (width: number) => css.split(`@media (max-width: ${width}px) {`)[1] ?? '';
    expect(below(767.98)).toMatch(
      /^\s*(\/\*[^]*?\*\/\s*)?\.carousel-below768-per-view-1 \.carousel-slide \{\s*flex-basis: 100%;/,
    );
    expect(below(767.98)).toMatch(/\.carousel-below768-per-view-2 \.carousel-slide \{\s*flex-basis: 50%;/);
    expect(below(479.98)).toMatch(
      /^\s*\.carousel-below480-per-view-1 \.carousel-slide \{\s*flex-basis: 100%;/,
    );
    const carousel = readFileSync(path.join(root, 'src/components/Carousel.tsx'), 'utf8');
    for (const name of ['carousel-below768-per-view-2', 'carousel-below480-per-view-1'])
      expect(carousel).toContain(`'${name}'`);
  });

  it('makes each slide a bordered image linking to the full image, alt = title', () => {
    render(<GalleryCarousel images={pictures(8)} />);
    const [first] = within(
      screen.getByRole('region', { name: 'photo gallery slideshow' }),
    ).getAllByRole('group');
    const link = within(first!).getByRole('link', { name: /Picture 1/ });
    expect(link).toHaveAttribute('href', 'https://images.example/p1.jpeg');
    expect(link).toHaveClass('gallery-link');
    expect(within(first!).getByRole('img')).toHaveAccessibleName('Picture 1');
  });

  it('keeps slides out of view (copies included) inert, so only the five in view can be reached', () => {
    const { container } = render(<GalleryCarousel images={pictures(8)} />);
    const all = slides(container);
    expect(all).toHaveLength(8 + 2 * 5);
    for (const slide of all)
      expect(slide.hasAttribute('inert')).toBe(slide.getAttribute('aria-hidden') === 'true');
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });

  it('has arrows and no dots', () => {
    render(<GalleryCarousel images={pictures(8)} />);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show slide/ })).not.toBeInTheDocument();
  });

  it('loops: the last picture is followed by the first', async () => {
    vi.useFakeTimers();
    render(<GalleryCarousel images={pictures(8)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause photo gallery slideshow' }));
    for (let turn = 0; turn < 4; turn++) {
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      await advance(500);
    }
    expect(shownGallery()).toEqual(['5 of 8', '6 of 8', '7 of 8', '8 of 8', '1 of 8']);
  });

  it('moves every 3 seconds, on after a click on an arrow, not after a key pressed there', async () => {
    // Tab onto a picture is tried in a browser (tests/e2e/carousels.spec.ts): jsdom's Tab would
    // also visit the inert copies of the loop, which a browser skips.
    const restoreFocusVisible = browserFocusVisible();
    onTestFinished(restoreFocusVisible);
    const user = fakeTimersForUserEvent();
    render(<GalleryCarousel images={pictures(8)} />);
    await advance(3000 + 500 + 100);
    expect(shownGallery()[0]).toBe('2 of 8');

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await advance(500);
    expect(shownGallery()[0]).toBe('3 of 8');
    await advance(3000 + 500 + 100);
    expect(shownGallery()[0]).toBe('4 of 8');

    await user.keyboard('{Enter}');
    await advance(500);
    expect(shownGallery()[0]).toBe('5 of 8');
    await advance(10_000);
    expect(shownGallery()[0]).toBe('5 of 8');
  });

  it('has a pause button', async () => {
    const user = userEvent.setup();
    render(<GalleryCarousel images={pictures(8)} />);
    await user.click(screen.getByRole('button', { name: 'Pause photo gallery slideshow' }));
    expect(screen.getByRole('button', { name: 'Play photo gallery slideshow' })).toBeInTheDocument();
  });

  it('stands still without arrows or pause button when every picture fits in view', async () => {
    vi.useFakeTimers();
    render(<GalleryCarousel images={pictures(5)} />);
    expect(shownGallery()).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await advance(10_000);
    expect(shownGallery()[0]).toBe('1 of 5');
  });
});
