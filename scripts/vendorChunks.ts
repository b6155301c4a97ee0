/**
 * Chunks of the production build (Rolldown's `output.codeSplitting.groups`): libraries in chunks
 * of their own, which browsers keep cached across deployments of the app code, and the app code
 * that the pages reading Firestore share in one `data` chunk instead of many files of a few
 * hundred bytes (each one more request for a phone). scripts/check-budget.ts proves that these
 * groups never pull Auth or Storage into a public page, and its budgets keep Firebase off the pages
 * of plain text.
 */
import type { Rolldown } from 'vite';

/** The package path of a module id: what follows its last node_modules/ ('' for app code). */
export function packagePath(id: string): string {
  const at = id.replace(/\\/g, '/').lastIndexOf('node_modules/');
  return at < 0 ? '' : id.slice(at + 'node_modules/'.length).replace(/\\/g, '/');
}

const inPackages = (pattern: RegExp) => (id: string) => pattern.test(packagePath(id));
const inApp = (pattern: RegExp) => (id: string) =>
  packagePath(id) === '' && pattern.test(id.replace(/\\/g, '/'));

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
    // What the pages that read Firestore share (the read services, the hooks and components
    // around them), as one file instead of many small ones.
    name: 'data',
    test: inApp(
      /\/src\/(app\/(firebase|pageReads)\.ts|services\/(members|messages|gallery|decode)\.ts|domain\/(members|messages|types)\.ts|components\/(useAsyncData|useGalleryImages|useOpenSet)\.ts|components\/(ImageOrPlaceholder|GalleryLink)\.tsx)$/,
    ),
    // Only these modules: their imports (firebase.ts, settings) stay where the bundler puts them.
    includeDependenciesRecursively: false,
    priority: 1,
  },
];
