import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import SlickSlider, { type CustomArrowProps, type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

// react-slick is CommonJS; some bundlers hand over its exports object instead of the default export.
const Slider = (SlickSlider as unknown as { default?: typeof SlickSlider }).default ?? SlickSlider;

interface Props {
  /** Names the carousel region and its pause/play button, e.g. 'banner slideshow'. */
  label: string;
  settings: Settings;
  className?: string;
  children: ReactNode;
}

/**
 * react-slick made accessible: a visible pause/play button (WCAG 2.2.2); no autoplay for visitors
 * who prefer reduced motion; rotation stops while keyboard focus is inside; slides out of view
 * (react-slick's infinite-loop clones included) are inert, so they are neither read nor tabbable.
 */
export function Carousel({ label, settings: allSettings, className = '', children }: Props) {
  const settings = useResponsiveSettings(allSettings);
  const reducedMotion = usePrefersReducedMotion();
  const [chosenPlaying, setChosenPlaying] = useState<boolean | null>(null);
  const playing = chosenPlaying ?? (Boolean(settings.autoplay) && !reducedMotion);
  const [focusInside, setFocusInside] = useState(false);
  const rotating = playing && !focusInside;

  const rootRef = useRef<HTMLElement>(null);
  const sliderRef = useRef<SlickSlider>(null);
  useInertHiddenSlides(rootRef);
  // The carousel turns the slides itself: react-slick's own autoplay cannot be paused and resumed
  // reliably from outside (its update callback clears a timer that slickPlay has just started).
  const { autoplaySpeed = 3000 } = settings;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => sliderRef.current?.slickNext(), autoplaySpeed);
    return () => window.clearInterval(timer);
  }, [rotating, autoplaySpeed]);

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
  };

  return (
    <section
      ref={rootRef}
      className={`carousel-region ${className}`}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <button
        type="button"
        className="carousel-play-toggle"
        onClick={() => setChosenPlaying(!playing)}
      >
        <span aria-hidden="true" className={playing ? 'icon-pause' : 'icon-play'} />
        <span className="visually-hidden">
          {playing ? 'Pause' : 'Play'} {label}
        </span>
      </button>
      {/* Focus on a slide or an arrow stops the rotation; focus on the toggle does not. */}
      <div onFocus={() => setFocusInside(true)} onBlur={onBlur}>
        <Slider
          ref={sliderRef}
          {...settings}
          autoplay={false}
          prevArrow={<SlideArrow direction="previous" />}
          nextArrow={<SlideArrow direction="next" />}
          customPaging={(index) => (
            <button type="button">
              <span className="visually-hidden">Show slide {index + 1}</span>
            </button>
          )}
        >
          {children}
        </Slider>
      </div>
    </section>
  );
}

function SlideArrow({
  direction,
  className,
  style,
  onClick,
}: CustomArrowProps & { direction: 'previous' | 'next' }) {
  return (
    <button type="button" className={className} style={style} onClick={onClick}>
      <span className="visually-hidden">{direction === 'next' ? 'Next' : 'Previous'} slide</span>
    </button>
  );
}

/**
 * The settings for the current viewport: react-slick 0.31 applies its `responsive` breakpoints
 * only on a later resize, not at first render (akiran/react-slick#2446), so a phone would start
 * with the desktop settings. The breakpoints keep react-slick's meaning: the smallest breakpoint
 * at or above the viewport width wins.
 */
function useResponsiveSettings({ responsive, ...base }: Settings): Settings {
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
  return match && match !== 'unslick' ? { ...base, ...match } : base;
}

/** One max-width query per breakpoint (a comma-separated list, ascending). */
function mediaQueries(key: string): Array<MediaQueryList | undefined> {
  if (key === '' || typeof window.matchMedia !== 'function') return [];
  return key.split(',').map((width) => window.matchMedia(`(max-width: ${width}px)`));
}

/** Keeps every slide that react-slick marks aria-hidden inert, and its links out of the tab order. */
function useInertHiddenSlides(rootRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const sync = () => {
      for (const slide of root.querySelectorAll<HTMLElement>('.slick-slide')) {
        const hidden = slide.getAttribute('aria-hidden') === 'true';
        slide.toggleAttribute('inert', hidden);
        for (const control of slide.querySelectorAll<HTMLElement>('a[href], button')) {
          if (hidden) control.setAttribute('tabindex', '-1');
          else control.removeAttribute('tabindex');
        }
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => observer.disconnect();
  }, [rootRef]);
}
