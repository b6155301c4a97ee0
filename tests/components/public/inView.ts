/**
 * What useSeenThenIdle (src/components/useSeenThenIdle.ts) waits for, in a test's hands: an
 * IntersectionObserver (jsdom has none) that reports an element in view only when the test says
 * so (`bringIntoView`), and an idle callback that comes in the next task.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Callback = (entries: Partial<IntersectionObserverEntry>[], observer: unknown) => void;

const observers = new Set<{ callback: Callback; elements: Set<Element>; self: unknown }>();

class InViewObserver {
  private readonly entry: { callback: Callback; elements: Set<Element>; self: unknown };
  constructor(callback: Callback) {
    this.entry = { callback, elements: new Set(), self: this };
    observers.add(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.add(element);
  }
  unobserve(element: Element) {
    this.entry.elements.delete(element);
  }
  disconnect() {
    this.entry.elements.clear();
    observers.delete(this.entry);
  }
  takeRecords() {
    return [];
  }
}

/** Installs the observer and the idle callback (undone by vi.unstubAllGlobals). */
export function stubInView() {
  observers.clear();
  vi.stubGlobal('IntersectionObserver', InViewObserver);
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
    window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0),
  );
  vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
}

/** Whether anything watches `element` to learn when it comes into view. */
export const watched = (element: Element) =>
  [...observers].some(({ elements }) => elements.has(element));

/** Scrolls `element` into view, as far as its observers can tell, and lets the page go idle. */
export async function bringIntoView(element: Element) {
  await act(async () => {
    for (const { callback, elements, self } of [...observers])
      if (elements.has(element)) callback([{ isIntersecting: true, target: element }], self);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
