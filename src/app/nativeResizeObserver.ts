/**
 * Stands in for the `resize-observer-polyfill` package that react-slick imports (vite.config.ts
 * aliases it here): every browser the site supports has ResizeObserver, so the 2.3 kB gzip
 * polyfill is dead weight on a phone.
 */
export default globalThis.ResizeObserver;
