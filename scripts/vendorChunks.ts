/**
 * Chunks of the production build (Rolldown's `output.codeSplitting.groups`): libraries in chunks
 * of their own, which browsers keep cached across deployments of the app code, and the app code
 * that the pages reading Firestore share in one `data` chunk instead of many files of a few
 * hundred bytes (each one more request for a phone). scripts/check-budget.ts proves that these
 * groups never pull Auth or Storage into a public page, and its budgets keep Firebase off the pages
 * of plain text. The app modules are named by path; a path that no longer exists fails the build.
 */
import type { Rolldown } from 'vite';
import { sourceModules } from './sourceModules.ts';

/** The package path of a module id: what follows its last node_modules/ ('' for app code). */
export function packagePath(id: string): string {
  const at = id.replace(/\\/g, '/').lastIndexOf('node_modules/');
  return at < 0 ? '' : id.slice(at + 'node_modules/'.length).replace(/\\/g, '/');
}

const inPackages = (pattern: RegExp) => (id: string) => pattern.test(packagePath(id));
/** Whether `id` is one of these app modules (root-relative paths). */
const inApp = (files: readonly string[]) => (id: string) =>
  packagePath(id) === '' && files.some((file) => id.replace(/\\/g, '/').endsWith(`/${file}`));

/**
 * What the Firestore-reading pages share to read: the read services and the early reads, without
 * React, so that src/app/earlyReads.ts can start a page's reads before React has arrived.
 */
const DATA_MODULES = sourceModules('DATA_MODULES in scripts/vendorChunks.ts', [
  'src/services/firebase.ts',
  'src/services/pageReads.ts',
  'src/services/members.ts',
  'src/services/messages.ts',
  'src/services/gallery.ts',
  'src/services/decode.ts',
  'src/domain/members.ts',
  'src/domain/messages.ts',
  'src/domain/types.ts',
]);

/** The React parts those pages share to show what they read. */
const DATA_VIEW_MODULES = sourceModules('DATA_VIEW_MODULES in scripts/vendorChunks.ts', [
  'src/components/useAsyncData.ts',
  'src/components/useGalleryImages.ts',
  'src/components/useOpenSet.ts',
  'src/components/ImageOrPlaceholder.tsx',
  'src/components/GalleryLink.tsx',
]);

export const VENDOR_CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  { name: 'react', test: inPackages(/^(react|react-dom|scheduler)\//), priority: 4 },
  { name: 'router', test: inPackages(/^react-router(-dom)?\//), priority: 3 },
  {
    // The app and Firestore Lite only: Auth, Storage and Analytics stay in their lazy chunks.
    name: 'firebase',
    test: inPackages(
      /^(firebase\/(app|firestore)|@firebase\/(app|component|util|logger|firestore|webchannel-wrapper)|idb)\//,
    ),
    priority: 2,
  },
  {
    // One file instead of many small ones.
    name: 'data',
    test: inApp(DATA_MODULES),
    // Only these modules. Their imports stay where the bundler puts them: with settings.ts in here,
    // every page would load this chunk (page-view analytics imports it too).
    includeDependenciesRecursively: false,
    priority: 1,
  },
  { name: 'data-views', test: inApp(DATA_VIEW_MODULES), includeDependenciesRecursively: false },
];
