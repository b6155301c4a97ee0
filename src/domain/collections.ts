/**
 * The collection table: every collection the site stores, once. Everything else about a
 * collection is derived from its entry here: the checks of its documents (validation.ts, which
 * the local backend enforces and firestore.rules states again in its own language), the storage
 * folders and upload names of its files (storage.rules states them again), how its records are
 * read and named (the services, the dashboard, the restore summary), which files a record owns,
 * and what a backup holds. Adding a collection is one entry (in its group's file of rules/entries/:
 * the site's content, its settings, the editable pages, the team's own records, registration) listed in the table
 * here, its rules, its service and its admin screen (README, "Where to add").
 *
 * Plain data and small pure functions, without React or Firebase, so that the build scripts, the
 * local backend and the tests read it too.
 */
import type { DocMap, FieldRule, ImageFolder } from './schema';
import { STAMPED_COLLECTIONS } from './types';
import {
  bishopMessages,
  events,
  gallery,
  members,
  officeBearerMessages,
} from './rules/entries/siteContent';
import {
  programmeCounts,
  programmeRegistration,
  programmeReminders,
  registrationDownloads,
  registrations,
  registrationShares,
  reminderSends,
} from './rules/entries/registration';
import { pages, pageVersions } from './rules/entries/pages';
import { banner, changes, parishes, siteDetails } from './rules/entries/siteSettings';
import { invites, removals, team, trash } from './rules/entries/team';

export { CHANGES_ID } from './types';
export type { CheckContext, CollectionInfo } from './rules/entries/info';
export { isRecordId } from './rules/entries/info';
export {
  ARCHBISHOP_PORTRAITS,
  BANNER_PHOTOS,
  GALLERY_IMAGES,
  MEMBER_PHOTOS,
  OFFICE_BEARER_PORTRAITS,
  PROGRAMME_POSTERS,
} from './rules/entries/imageFolders';
export { REGISTRATION_ID_MAX } from './rules/entries/registration';

/** Parts of a label that are present, joined: 'Rise up, by Fr. Thomas, 2024-2025'. */
const joined = (...parts: string[]) => parts.filter(Boolean).join(', ');

/** THE table, in the order the site lists its collections (backups, restore summaries). */
export const COLLECTIONS = {
  members,
  bishopMessages,
  officeBearerMessages,
  gallery,
  events,
  siteDetails,
  banner,
  pages,
  pageVersions,
  parishes,
  changes,
  team,
  invites,
  trash,
  removals,
  programmeRegistration,
  registrations,
  registrationShares,
  registrationDownloads,
  programmeCounts,
  programmeReminders,
  reminderSends,
} as const;

export type Collection = keyof typeof COLLECTIONS;

/** A stored document: its collection, its id and its fields (timestamps as Date). */
export interface StoredRecord {
  collection: Collection;
  id: string;
  fields: DocMap;
}

/** Whether a write of this collection stamps the change marker in the same commit. */
export const isStamped = (name: string): name is (typeof STAMPED_COLLECTIONS)[number] =>
  (STAMPED_COLLECTIONS as readonly string[]).includes(name);

/** Some of a collection's records: those whose `field` holds `equals`. */
export interface RecordFilter {
  field: string;
  equals: string;
}

/** Every collection's name, in the table's order. */
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as Collection[];

/** Whether a name is a collection of the table (an own key: 'constructor' is not one). */
export const isCollection = (name: unknown): name is Collection =>
  typeof name === 'string' && Object.hasOwn(COLLECTIONS, name);

/** The collections everyone may read, without signing in. */
export const READ_BY_EVERYONE = COLLECTION_NAMES.filter(
  (name) => COLLECTIONS[name].readers === 'everyone',
);

/** The collections of the public pages, which the publish reads. */
export const PUBLIC_COLLECTIONS = COLLECTION_NAMES.filter((name) => COLLECTIONS[name].published);

/** The collections whose deletes go to the Trash. */
export const TRASHED_COLLECTIONS = COLLECTION_NAMES.filter((name) => COLLECTIONS[name].trash);

/** The collections a backup holds, in its order. */
export const BACKUP_COLLECTIONS = COLLECTION_NAMES.filter((name) => COLLECTIONS[name].backup);

/** A field of a collection, as the table states it. */
export const fieldsOf = (collection: Collection): ReadonlyArray<[string, FieldRule]> =>
  Object.entries(COLLECTIONS[collection].fields);

/** Every image folder of the table, once, with the collection whose records use it. */
export const IMAGE_FOLDERS: ReadonlyArray<{ collection: Collection; folder: ImageFolder }> =
  COLLECTION_NAMES.flatMap((collection) =>
    fieldsOf(collection).flatMap(([, rule]) =>
      rule.image ? [{ collection, folder: rule.image.folder }] : [],
    ),
  ).filter((entry, i, all) => all.findIndex((e) => e.folder === entry.folder) === i);

/** The kinds of image people read in the restore summary, in the table's order. */
export const IMAGE_KINDS: readonly string[] = [
  ...new Set(
    COLLECTION_NAMES.flatMap((collection) =>
      fieldsOf(collection).flatMap(([, rule]) => (rule.image ? [rule.image.kind] : [])),
    ),
  ),
];

/**
 * How a record is named in a list of everything (the restore summary): its name and what tells
 * it apart, or collection/id when it has nothing to be named by.
 */
export function recordLabel({ collection, id, fields }: StoredRecord) {
  const { recordName, details } = COLLECTIONS[collection];
  return joined(recordName(fields), ...(details?.(fields) ?? [])) || `${collection}/${id}`;
}
