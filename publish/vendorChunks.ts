/**
 * Chunks of the production build (Rolldown's `output.codeSplitting.groups`): libraries in chunks
 * of their own, which browsers keep cached across deployments of the app code, and the app code
 * that the pages reading Firestore share in one `data` chunk instead of many files of a few
 * hundred bytes (each one more request for a phone). scripts/checkBudget.ts proves that these
 * groups never pull the Firebase SDK into a public page: the public pages read Firestore without
 * it (src/services/firestoreRest.ts). The app modules are named by path; a path that no longer
 * exists fails the build.
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
 * What the Firestore-reading pages share to read: the settings, the REST reads and the read
 * services, without React or the Firebase SDK.
 */
const DATA_MODULES = sourceModules('DATA_MODULES in publish/vendorChunks.ts', [
  'src/services/settings.ts',
  'src/services/firebaseConfig.ts',
  'src/services/firestoreRest.ts',
  'src/services/members.ts',
  'src/services/gallery.ts',
  'src/services/programmes.ts',
  'src/domain/recordFields.ts',
  'src/domain/members.ts',
  'src/domain/types.ts',
]);

/** The React parts the data pages share to show what they read. */
const DATA_VIEW_MODULES = sourceModules('DATA_VIEW_MODULES in publish/vendorChunks.ts', [
  'src/components/useGalleryImages.ts',
  'src/components/useOpenSet.ts',
  'src/components/ImageOrPlaceholder.tsx',
  'src/components/GalleryLink.tsx',
]);

/**
 * What shows a message's text, on the message pages, a programme's page and the admin's messages
 * screen: one file, not two of a few hundred bytes. The messages service stays out of it (and out
 * of the data chunk): the message pages are the only public pages that read messages, so only
 * they download it, beside their page.
 */
const MESSAGE_TEXT_MODULES = sourceModules('MESSAGE_TEXT_MODULES in publish/vendorChunks.ts', [
  'src/components/MessageText.tsx',
  'src/domain/messages.ts',
]);

/** What shows programmes: on the home page's strip, the programmes pages and the calendar. */
const PROGRAMME_VIEW_MODULES = sourceModules('PROGRAMME_VIEW_MODULES in publish/vendorChunks.ts', [
  'src/domain/programmes.ts',
  'src/components/ProgrammeCard.tsx',
  'src/components/UpcomingProgrammesStrip.tsx',
]);

/**
 * Small modules every page runs at start-up beside the layout (among them what takes over a
 * published page's content): one file with it, not several.
 */
const START_UP_MODULES = sourceModules('START_UP_MODULES in publish/vendorChunks.ts', [
  'src/components/Spinner.tsx',
  'src/config/site.ts',
  'src/components/published.tsx',
  'src/domain/published.ts',
  'src/domain/localDate.ts',
]);

export const VENDOR_CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  { name: 'react', test: inPackages(/^(react|react-dom|scheduler)\//), priority: 4 },
  { name: 'router', test: inPackages(/^react-router(-dom)?\//), priority: 3 },
  {
    // The Firebase app, which the admin area and page-view analytics share; no public page loads
    // it. Auth, Storage and Analytics stay in their lazy chunks.
    name: 'firebase',
    test: inPackages(/^(firebase\/app|@firebase\/(app|component|util|logger)|idb)\//),
    priority: 2,
  },
  {
    // Firestore Lite, for the admin area only: apart from the app, so analytics never loads it.
    name: 'firestore',
    test: inPackages(/^(firebase\/firestore|@firebase\/firestore)\//),
    priority: 2,
  },
  {
    // One file instead of many small ones.
    name: 'data',
    test: inApp(DATA_MODULES),
    // Only these modules; their other imports stay where the bundler puts them.
    includeDependenciesRecursively: false,
    priority: 1,
  },
  { name: 'data-views', test: inApp(DATA_VIEW_MODULES), includeDependenciesRecursively: false },
  {
    name: 'message-text',
    test: inApp(MESSAGE_TEXT_MODULES),
    includeDependenciesRecursively: false,
  },
  {
    name: 'programme-views',
    test: inApp(PROGRAMME_VIEW_MODULES),
    includeDependenciesRecursively: false,
  },
  { name: 'start-up', test: inApp(START_UP_MODULES), includeDependenciesRecursively: false },
];
