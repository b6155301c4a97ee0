/**
 * A window.matchMedia that answers the queries the public site asks — `(max-width: Npx)` and
 * `(prefers-reduced-motion: reduce)` — for a pretend viewport width and motion preference.
 */
export function setMedia({ width = 1280, reducedMotion = false } = {}) {
  window.matchMedia = (query: string) => {
    const maxWidth = /\(max-width:\s*(\d+)px\)/.exec(query);
    const matches = maxWidth
      ? width <= Number(maxWidth[1])
      : query.includes('prefers-reduced-motion: reduce')
        ? reducedMotion
        : false;
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
