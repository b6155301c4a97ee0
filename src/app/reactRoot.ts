/**
 * React DOM's roots, as a module of React's own chunk (publish/vendorChunks.ts): the entry
 * imports it to have that chunk evaluated in a task of its own, before the app's (src/main.ts).
 * React DOM's client entry is CommonJS, which the entry could not import without the bundler's
 * interop helpers; and this module exports only what the app uses, where importing a package by
 * itself would keep every export of it in the chunk.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
