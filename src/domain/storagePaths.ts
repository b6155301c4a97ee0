import type { MessageKind } from './types';
import type { Collection } from './validation';

/**
 * Storage paths of the site's images, one folder per kind of record. `now` is the timestamp
 * (milliseconds) that makes names unique; file names are reduced to safe characters so a path
 * never gains a folder or a query string. storage.rules accepts new files only under these names.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+/, '');
  return cleaned.slice(-100) || 'image';
}

export const memberImagePath = (now: number) => `members/${now}_cropped.jpeg`;

export function messageImagePath(kind: MessageKind, fileName: string, now: number): string {
  const file = `${now}_${safeFileName(fileName)}`;
  return kind === 'bishop' ? `bishops/${file}` : `officeBearers/${kind}/${file}`;
}

/** A programme's poster: events/{timestamp}_{filename}. */
export const programmeImagePath = (fileName: string, now: number) =>
  `events/${now}_${safeFileName(fileName)}`;

/** The gallery stores fileName beside the document and deletes by gallery/{fileName}. */
export const galleryFileName = (fileName: string, now: number) =>
  `gallery_${now}_${safeFileName(fileName)}`;
export const galleryPath = (fileName: string) => `gallery/${fileName}`;
/** The thumbnail of a gallery image sits beside it with a thumb_ prefix. */
export const galleryThumbFileName = (fileName: string) => `thumb_${fileName}`;

/** The storage path of a download URL ('members/1_cropped.jpeg'), or null for any other text. */
export function storagePathOfUrl(url: string): string | null {
  const match = /^[a-z]+:\/\/[^/]+\/v0\/b\/[^/]+\/o\/([^?#]+)(?:[?#]|$)/.exec(url);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * Which collection's records use each image folder. The rules let a record point only into its
 * own collection's folder, so only these records can refer to a file there.
 */
const FOLDER_USERS: ReadonlyArray<{ folder: string; collection: Collection }> = [
  { folder: 'members/', collection: 'members' },
  { folder: 'bishops/', collection: 'bishopMessages' },
  { folder: 'officeBearers/', collection: 'officeBearerMessages' },
  { folder: 'gallery/', collection: 'gallery' },
  { folder: 'events/', collection: 'events' },
];

/** The collections whose records may refer to the file at `path` (none outside the folders). */
export function collectionsUsing(path: string): Collection[] {
  return FOLDER_USERS.filter(({ folder }) => path.startsWith(folder)).map((u) => u.collection);
}

/**
 * The storage paths of the files a record refers to: those of its image URLs (imageUrl, a
 * gallery entry's thumbUrl) and a gallery entry's named files (gallery/{fileName} and its
 * thumbnail), which is how the gallery screen deletes them.
 */
export function filePathsOf(
  collection: Collection,
  fields: Readonly<Record<string, unknown>>,
): string[] {
  const own = (field: string) => {
    const value = Object.hasOwn(fields, field) ? fields[field] : undefined;
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const paths = ['imageUrl', 'thumbUrl'].map((field) => {
    const url = own(field);
    return url === null ? null : storagePathOfUrl(url);
  });
  if (collection === 'gallery')
    for (const name of [own('fileName'), own('thumbFileName')])
      if (name !== null && !name.includes('/')) paths.push(galleryPath(name));
  return [...new Set(paths.filter((p): p is string => p !== null))];
}
