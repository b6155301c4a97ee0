import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// What a screen shows after a mocked read or write may take longer than Testing Library's default
// second to appear when every core runs a test file and another job shares the machine: findBy
// and waitFor wait up to fifteen seconds, a safety net that only makes a failing test slower to
// fail (a passing one ends as soon as the screen shows what it waits for).
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no matchMedia (carousels and the reduced-motion check use it): nothing matches,
// i.e. a wide screen without reduced motion. Tests that need other media replace it.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
