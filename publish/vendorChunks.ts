/**
 * Chunks of the production build (Rolldown's `output.codeSplitting.groups`): libraries in chunks
 * of their own, which browsers keep cached across deployments of the app code, and the app code
 * that the pages reading Firestore share in one `data` chunk instead of many files of a few
 * hundred bytes (each one more request for a phone). scripts/checkBudget.ts proves that these
 * groups never pull the Firebase SDK into a public page: the public pages read Firestore without
 * it (src/services/firestoreRest.ts). The app modules are named by path; a path that no longer
 * exists fails the build.
 */
import path from 'node:path';
import type { Rolldown } from 'vite';
import { sourceModules } from './sourceModules.ts';
import { HEADER_LOGOS_ID } from './inlineSvg.ts';

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
 * The app code every page that reads Firestore shares at start-up, in one file: the settings, the
 * REST reads and the read services, the change marker's read, and the React parts those pages
 * have in common (images and their placeholders, 'Show more', a message's text). A page of them
 * may download a kilobyte or two it does not use; each file fewer saves a phone a request.
 */
const DATA_MODULES = sourceModules('DATA_MODULES in publish/vendorChunks.ts', [
  'src/services/settings.ts',
  'src/services/firebaseConfig.ts',
  'src/domain/registration/registrantTenant.ts',
  'src/services/firestoreRest.ts',
  'src/services/changes.ts',
  'src/services/members.ts',
  'src/services/gallery.ts',
  'src/services/programmes.ts',
  'src/domain/recordFields.ts',
  // The checks records are read with (dates, addresses): every page that reads records needs
  // them, a page of plain text does not.
  'src/domain/limits.ts',
  'src/domain/members.ts',
  'src/domain/types.ts',
  'src/components/useGalleryImages.ts',
  'src/components/useOpenSet.ts',
  'src/components/ImageOrPlaceholder.tsx',
  'src/components/GalleryLink.tsx',
  'src/components/MorePages.tsx',
  'src/components/MessageText.tsx',
  'src/domain/messages.ts',
]);

/** What shows programmes: on the home page's strip, the programmes pages and the calendar. */
const PROGRAMME_VIEW_MODULES = sourceModules('PROGRAMME_VIEW_MODULES in publish/vendorChunks.ts', [
  'src/domain/programmes.ts',
  // The names of months and weekdays programmes' dates are written with, in the page's language.
  'src/words/en.ts',
  'src/components/calendarNames.ts',
  'src/components/ProgrammeCard.tsx',
  // The copies of posters in the site the cards offer by width.
  'src/domain/posterCopies.ts',
  'src/components/UpcomingProgrammesStrip.tsx',
  'src/components/useToday.ts',
  // 'Register' with the places left, on the cards and at the top of a programme's page.
  'src/components/ProgrammeRegistration.tsx',
  'src/components/usePrefetchWhenSeen.ts',
  'src/components/useSeenThenIdle.ts',
  'src/services/registration/programmeRegistration.ts',
  'src/domain/registration/facts.ts',
  'src/domain/registration/registrations.ts',
  'src/domain/siteClock.ts',
  'src/domain/registration/ages.ts',
  // The sentences registration says away from a page (its ages), in the page's language.
  'src/words/sentence.ts',
]);

/** Sharing a programme: on /programmes and a programme's page only. */
const SHARE_MODULES = sourceModules('SHARE_MODULES in publish/vendorChunks.ts', [
  'src/components/ProgrammeShare.tsx',
  'src/domain/programmeShare.ts',
]);

/** A grid of photos that opens the photo viewer: /gallery and a programme's page. */
const PHOTO_GRID_MODULES = sourceModules('PHOTO_GRID_MODULES in publish/vendorChunks.ts', [
  'src/components/PhotoGrid.tsx',
  'src/components/ProgrammePhotos.tsx',
]);

/**
 * A programme's page and what only it (of the public pages) runs, in one file with it: its
 * calendar button. (Its 'Register' and registration panel are the cards' too: programme views.)
 */
const PROGRAMME_PAGE_MODULES = sourceModules('PROGRAMME_PAGE_MODULES in publish/vendorChunks.ts', [
  'src/pages/ProgrammePage.tsx',
  'src/components/CalendarFileButton.tsx',
  'src/domain/calendarEntry.ts',
]);

/** What takes a page over (src/app/mount.tsx), whose static imports every page runs: its id. */
/**
 * A page in Hindi loads, beyond its English twin's scripts, the interface's Hindi words and the
 * commission's names in Hindi (the profile's companion `src/config/profiles/<name>Hindi.ts`,
 * whichever profile the build is for; no other module whose name ends so): one file.
 */
const HINDI_WORDS = sourceModules('HINDI_WORDS in publish/vendorChunks.ts', ['src/words/hi.ts']);
const isHindiWords = (id: string) =>
  inApp(HINDI_WORDS)(id) ||
  (packagePath(id) === '' && /\/src\/config\/profiles\/[^/]+Hindi\.ts$/.test(id));

const MOUNT = path.resolve(
  import.meta.dirname,
  '..',
  sourceModules('MOUNT in publish/vendorChunks.ts', ['src/app/mount.tsx'])[0] ?? '',
);

/**
 * Modules every public page runs beyond what takes it over: its title band. (Everything mount.tsx
 * imports joins them without being named: the layout, the route table, the header and footer,
 * what takes a published page's content over.)
 */
const EVERY_PAGE_MODULES = sourceModules('EVERY_PAGE_MODULES in publish/vendorChunks.ts', [
  'src/components/PageHeader.tsx',
]);

/**
 * The app modules that mount.tsx reaches by static imports (itself included), by id: what every
 * page runs at start-up. Worked out once a chunking pass from the bundler's module graph.
 */
const startUpOf = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
function startUpModules(ctx: Rolldown.ChunkingContext): Set<string> {
  let found = startUpOf.get(ctx);
  if (found) return found;
  found = new Set();
  const queue = [MOUNT];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    // Of the bundler's own modules (their ids start with \0), only the header's logos are the app's.
    if (found.has(id) || packagePath(id) !== '' || (id.startsWith('\0') && id !== HEADER_LOGOS_ID))
      continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    found.add(id);
    queue.push(...info.importedIds);
  }
  if (!found.has(MOUNT)) throw new Error(`The build has no module ${MOUNT} to start pages from.`);
  startUpOf.set(ctx, found);
  return found;
}

export const VENDOR_CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  {
    // React, React DOM and the router, which every page runs together: one file, cached across
    // deploys of the app code. (The bundler's runtime stays a file of its own: a group does not
    // take it.)
    name: 'react',
    test: inPackages(/^(react|react-dom|scheduler|react-router|react-router-dom)\//),
    priority: 4,
  },
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
  // App code by what loads together; only these modules (their other imports stay where the
  // bundler puts them).
  {
    name: (id, ctx) =>
      inApp(EVERY_PAGE_MODULES)(id) || startUpModules(ctx).has(id) ? 'start-up' : null,
    debugName: 'start-up',
    includeDependenciesRecursively: false,
    priority: 1,
  },
  { name: 'data', test: inApp(DATA_MODULES), includeDependenciesRecursively: false },
  {
    name: 'programme-views',
    test: inApp(PROGRAMME_VIEW_MODULES),
    includeDependenciesRecursively: false,
  },
  { name: 'share', test: inApp(SHARE_MODULES), includeDependenciesRecursively: false },
  { name: 'photo-grid', test: inApp(PHOTO_GRID_MODULES), includeDependenciesRecursively: false },
  {
    name: 'ProgrammePage',
    test: inApp(PROGRAMME_PAGE_MODULES),
    includeDependenciesRecursively: false,
  },
  { name: 'words-hi', test: isHindiWords, includeDependenciesRecursively: false },
];
