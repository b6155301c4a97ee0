import {
  Children,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useHydrated } from './published';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useWords } from './words';

/**
 * A carousel's settings, in the terms of react-slick (the library the site's carousels were first
 * described for). Both carousels loop, scroll one slide at a time and never pause on hover.
 */
export interface CarouselSettings {
  dots: boolean;
  /**
   * Arrows always, never, or `'from768'`: only on viewports at least 768 px wide. That width is
   * left to a CSS media query (`.carousel-arrows-from768` in src/styles/site/carousels.css), not to script,
   * so the HTML rendered at build time already shows a phone no arrows, and hydration finds the
   * same markup at every width.
   */
  arrows: boolean | 'from768';
  /** Transition time in ms. */
  speed: number;
  autoplay: boolean;
  /** Time between turns in ms. */
  autoplaySpeed: number;
  slidesToShow: number;
  /**
   * Slides per view by viewport: the smallest `breakpoint` (a max-width in px) that matches wins.
   * Script measures the viewport once the page is taken over; until then the HTML rendered at
   * build time leaves the widths of the slides to CSS, which knows the breakpoints 767 and 479
   * (`BUILT_PER_VIEW_CLASSES`), as it leaves the arrows.
   */
  responsive?: ReadonlyArray<{
    breakpoint: number;
    settings: Partial<Pick<CarouselSettings, 'slidesToShow'>>;
  }>;
}

interface Props {
  /**
   * Names the carousel region and its pause/play button, e.g. 'banner slideshow', in the page's
   * language.
   */
  label: string;
  settings: CarouselSettings;
  className?: string;
  children: ReactNode;
}

/**
 * The classes that give each slide its width when N slides are in view (src/styles/site/carousels.css), so
 * that the page rendered at build time needs no style attribute: the Content-Security-Policy
 * allows none but by fixed hashes, and the number in view depends on how many slides there are.
 */
const PER_VIEW_CLASSES = [
  'carousel-per-view-1',
  'carousel-per-view-2',
  'carousel-per-view-3',
  'carousel-per-view-4',
  'carousel-per-view-5',
] as const;

/**
 * The classes that give each slide its width below a breakpoint while the page is as built (a
 * media query in src/styles/site/carousels.css each), so that a phone shows the number of slides it will
 * show once script runs. Whole names, which the build's stylesheet trimming finds.
 */
const BUILT_PER_VIEW_CLASSES: Readonly<Record<number, readonly string[]>> = {
  767: [
    'carousel-below768-per-view-1',
    'carousel-below768-per-view-2',
    'carousel-below768-per-view-3',
  ],
  479: ['carousel-below480-per-view-1', 'carousel-below480-per-view-2'],
};

/** A horizontal swipe shorter than this (px) is a tap, not a turn. */
const SWIPE_MIN = 40;

/**
 * A looping slide carousel, accessible: a visible pause/play button (WCAG 2.2.2); no autoplay and
 * no sliding for visitors who prefer reduced motion; rotation stops while keyboard focus is inside
 * (not after a mouse click or a tap on an arrow or a dot); slides out of view are inert, so they
 * are neither read nor tabbable. Touch swipes turn it.
 *
 * The loop: the track holds the slides between two sets of copies (the last `perView` slides
 * before, the first `perView` after). A turn past either end slides into the copies, then jumps
 * without a transition to the same picture among the originals. The page as built holds the
 * originals only, the first in view without a style attribute; the copies come when the browser
 * takes it over, when the number in view is known.
 */
export function Carousel({ label, settings: allSettings, className = '', children }: Props) {
  const settings = useResponsiveSettings(allSettings);
  const slides = Children.toArray(children);
  const count = slides.length;
  const perView = Math.max(1, Math.min(settings.slidesToShow, count, PER_VIEW_CLASSES.length));
  const turns = count > perView;
  // Until the browser has taken the page over, the track holds no copies and sits where it is, the
  // first slide in view: the built page carries no style attribute.
  const hydrated = useHydrated();
  const say = useWords();

  const reducedMotion = usePrefersReducedMotion();
  const duration = reducedMotion ? 0 : settings.speed;
  const [{ position, moving }, dispatch] = useReducer(slideReducer, { position: 0, moving: false });
  // After a slide (or at once without motion), settle on the original of the slide in view.
  useEffect(() => {
    if (!moving) return;
    const timer = window.setTimeout(() => dispatch({ type: 'settle', count }), duration);
    return () => window.clearTimeout(timer);
  }, [moving, duration, count]);
  const go = useCallback((to: number | ((position: number) => number)) => {
    dispatch({ type: 'go', to });
  }, []);

  const [chosenPlaying, setChosenPlaying] = useState<boolean | null>(null);
  const playing = chosenPlaying ?? (settings.autoplay && !reducedMotion);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const rotating = turns && playing && !keyboardInside;
  const { autoplaySpeed } = settings;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => go((p) => p + 1), autoplaySpeed);
    return () => window.clearInterval(timer);
  }, [rotating, autoplaySpeed, go]);

  // Someone using the keyboard on a slide, an arrow or a dot must not have the slides move away
  // under them. A click or a tap leaves focus on the arrow or dot it pressed too, but that is no
  // reason to stop: the carousel does not pause on hover, and only its pause button stops it.
  const onFocus = (event: FocusEvent) => setKeyboardInside(isKeyboardFocus(event.target));
  const onKeyDown = (event: KeyboardEvent) => {
    // A key pressed on what a click left focused is keyboard use from then on; browser
    // shortcuts (with Ctrl, Alt or Cmd) are not.
    if (!event.altKey && !event.ctrlKey && !event.metaKey) setKeyboardInside(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardInside(false);
  };
  const swipeStart = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_MIN) go((p) => (distance < 0 ? p + 1 : p - 1));
  };

  // Track order: copies of the last perView slides, the originals, copies of the first perView.
  const copies = turns && hydrated ? perView : 0;
  const track = [
    ...slides
      .slice(count - copies)
      .map((slide, i) => ({ slide, of: count - copies + i, copy: true })),
    ...slides.map((slide, i) => ({ slide, of: i, copy: false })),
    ...slides.slice(0, copies).map((slide, i) => ({ slide, of: i, copy: true })),
  ];
  const firstInView = position + copies;
  const current = mod(position, count);
  const showArrows = turns && settings.arrows !== false;
  const showDots = turns && settings.dots;
  const classes = [
    'carousel-region',
    PER_VIEW_CLASSES[perView - 1],
    ...(hydrated ? [] : builtPerViewClasses(allSettings, count)),
    settings.arrows === 'from768' ? 'carousel-arrows-from768' : '',
    className,
  ];

  return (
    <section
      className={classes.filter(Boolean).join(' ')}
      aria-roledescription={say('carousel')}
      aria-label={label}
    >
      {turns && (
        <button
          type="button"
          className="carousel-play-toggle"
          onClick={() => setChosenPlaying(!playing)}
        >
          <span aria-hidden="true" className={playing ? 'icon-pause' : 'icon-play'} />
          <span className="visually-hidden">
            {say(playing ? 'Pause {label}' : 'Play {label}', { label })}
          </span>
        </button>
      )}
      {/* Keyboard focus on a slide, an arrow or a dot stops the rotation; on the toggle it does not. */}
      <div onFocus={onFocus} onBlur={onBlur} onKeyDown={onKeyDown}>
        <div className="carousel-viewport">
          <div
            className="carousel-track"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
            style={
              hydrated
                ? {
                    transform: `translateX(${(-firstInView * 100) / perView}%)`,
                    transition: moving && duration > 0 ? `transform ${duration}ms ease` : 'none',
                  }
                : undefined
            }
          >
            {track.map(({ slide, of, copy }, trackIndex) => {
              const inView = trackIndex >= firstInView && trackIndex < firstInView + perView;
              return (
                <div
                  key={`${copy ? `copy-${trackIndex}` : 'slide'}-${of}`}
                  className="carousel-slide"
                  role="group"
                  aria-roledescription={say('slide')}
                  aria-label={say('{k} of {n}', { k: of + 1, n: count })}
                  aria-hidden={!inView}
                  inert={!inView}
                >
                  {slide}
                </div>
              );
            })}
          </div>
        </div>
        {showArrows && (
          <>
            <button
              type="button"
              className="carousel-arrow carousel-prev"
              onClick={() => go((p) => p - 1)}
            >
              <span className="visually-hidden">{say('Previous slide')}</span>
            </button>
            <button
              type="button"
              className="carousel-arrow carousel-next"
              onClick={() => go((p) => p + 1)}
            >
              <span className="visually-hidden">{say('Next slide')}</span>
            </button>
          </>
        )}
        {showDots && (
          <ul className="carousel-dots">
            {slides.map((_, index) => (
              <li key={index}>
                <button
                  type="button"
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => go(index)}
                >
                  <span className="visually-hidden">{say('Show slide {k}', { k: index + 1 })}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

interface SlideState {
  /** The first slide in view, counted among the originals; -1 and `count` reach into the copies. */
  position: number;
  /** A turn is under way; further turns wait for it, as react-slick's do. */
  moving: boolean;
}

type SlideAction =
  { type: 'go'; to: number | ((position: number) => number) } | { type: 'settle'; count: number };

function slideReducer(state: SlideState, action: SlideAction): SlideState {
  if (action.type === 'settle')
    return { position: mod(state.position, action.count), moving: false };
  if (state.moving) return state;
  const to = typeof action.to === 'function' ? action.to(state.position) : action.to;
  return to === state.position ? state : { position: to, moving: true };
}

/**
 * Whether the browser counts this focus as keyboard focus (`:focus-visible`, the focus it draws a
 * ring for): reached by Tab or kept through a key press, unlike the focus a click or a tap leaves
 * on a button. A browser too old to know the selector counts every focus, the cautious side.
 */
function isKeyboardFocus(target: EventTarget): boolean {
  if (!(target instanceof Element)) return false;
  try {
    return target.matches(':focus-visible');
  } catch {
    return true;
  }
}

const mod = (n: number, m: number) => (m === 0 ? 0 : ((n % m) + m) % m);

/** The settings for the current viewport, following its width as it changes. */
function useResponsiveSettings({ responsive, ...base }: CarouselSettings): CarouselSettings {
  const breakpoints = (responsive ?? []).map((r) => r.breakpoint).sort((a, b) => a - b);
  const key = breakpoints.join(',');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const queries = mediaQueries(key);
      queries.forEach((query) => query?.addEventListener('change', onChange));
      return () => queries.forEach((query) => query?.removeEventListener('change', onChange));
    },
    [key],
  );
  const active = useSyncExternalStore(
    subscribe,
    () => breakpoints.find((_, i) => mediaQueries(key)[i]?.matches) ?? null,
    () => null,
  );
  const match = responsive?.find((r) => r.breakpoint === active)?.settings;
  return match ? { ...base, ...match } : base;
}

/** The classes that set the slides' widths below each breakpoint the stylesheet knows. */
function builtPerViewClasses(
  { responsive, slidesToShow }: CarouselSettings,
  count: number,
): string[] {
  return (responsive ?? []).flatMap(({ breakpoint, settings }) => {
    const classes = BUILT_PER_VIEW_CLASSES[breakpoint];
    const inView = Math.max(1, Math.min(settings.slidesToShow ?? slidesToShow, count));
    const name = classes?.[inView - 1];
    return name ? [name] : [];
  });
}

/** One max-width query per breakpoint (a comma-separated list, ascending). */
function mediaQueries(key: string): Array<MediaQueryList | undefined> {
  if (key === '' || typeof window.matchMedia !== 'function') return [];
  return key.split(',').map((width) => window.matchMedia(`(max-width: ${width}px)`));
}
