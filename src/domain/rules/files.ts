/**
 * Files (storage.rules): the folders of the collection table's image fields, the names the app
 * gives new files there, who may upload and delete, and what an upload may be. Pure TypeScript.
 */
import { IMAGE_FOLDERS, type Collection } from '../collections';
import { IMAGE_CONTENT_TYPES, LIMITS, whole } from '../limits';
import type { ImageFolder } from '../schema';
import { standing, type AccessContext } from './access';

/** A folder's path as a pattern: each `{field}` one of its values. */
const folderPattern = ({ path, values = {} }: ImageFolder) =>
  path.replace(/\{(\w+)\}/g, (_, field: string) => `(${(values[field] ?? []).join('|')})`);

/** The folders of the site's images: one file name each, no subfolders. */
const STORAGE_FOLDERS = IMAGE_FOLDERS.map(({ folder }) => whole(`${folderPattern(folder)}/[^/]+`));

/** The names the app gives new files, folder by folder (see storagePaths.ts). */
const UPLOAD_NAMES = IMAGE_FOLDERS.flatMap(({ folder }) =>
  folder.uploads.map((name) => whole(`${folderPattern(folder)}/${name}`)),
);

/**
 * Checks an upload the way storage.rules does: a new file only (`exists`: a file is stored at
 * the path already), under a name the app writes, an image of an allowed type, not empty and
 * under the size cap. `size` is null while it is not known yet (the start of a resumable upload
 * that declares none); the finished file is checked again. Returns the reason for refusal, or
 * null.
 */
export function checkStorageUpload(
  path: string,
  contentType: string,
  size: number | null,
  exists = false,
): string | null {
  const folder = folderOf(path);
  if (!folder) return `uploads to ${path} are not allowed`;
  if (exists) return `${path} exists already; files are never replaced`;
  if (!UPLOAD_NAMES.some((p) => p.test(path))) return `${path} is not a file name the app writes`;
  if (folder.contentTypes) {
    if (!folder.contentTypes.includes(contentType))
      return `only ${folder.contentTypes.join(' or ')} files may be uploaded to ${folder.path}/`;
  } else if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(contentType))
    return 'only JPEG, PNG, WebP, GIF or AVIF images may be uploaded';
  if (size !== null && size <= 0) return 'empty files cannot be uploaded';
  if (size !== null && size >= LIMITS.maxImageBytes) return 'images must be smaller than 10 MB';
  if (size !== null && folder.maxBytes !== undefined && size > folder.maxBytes)
    return `files in ${folder.path}/ may weigh at most ${folder.maxBytes / 1024} KB`;
  return null;
}

/**
 * A write to Storage: a new file (its content type; its size, null while not known yet; whether a
 * file is stored at the path already), or a file's deletion.
 */
export type StorageWrite =
  { upload: { contentType: string; size: number | null; exists: boolean } } | { delete: true };

/**
 * Whether the caller may write (upload to or delete from) `path`, as storage.rules' match blocks
 * say before they look at the file: a path in one of the site's folders, and a caller on the team
 * (the admin claim, or the role owner or editor in their team document as stored, which
 * storage.rules read with firestore.get). Returns the reason for refusal, or null.
 */
export function checkStorageWriter(
  path: string,
  what: 'uploads' | 'deletes',
  { caller, documents }: Pick<AccessContext, 'caller' | 'documents'>,
): string | null {
  const folder = folderOf(path);
  if (!folder) return `${what} of ${path} are not allowed`;
  const { isOwner, isOnTeam } = standing(caller, documents);
  if (folder.writers === 'owners')
    return isOwner ? null : `only an owner ${what} files in ${folder.path}/`;
  if (!isOnTeam) return `only the site's team ${what} files`;
  return null;
}

/**
 * Checks an upload or a deletion the way storage.rules does: the writer (checkStorageWriter), and
 * for an upload what checkStorageUpload checks. Returns the reason for refusal, or null.
 */
export function checkStorageWrite(
  path: string,
  write: StorageWrite,
  context: Pick<AccessContext, 'caller' | 'documents'>,
): string | null {
  const writer = checkStorageWriter(path, 'delete' in write ? 'deletes' : 'uploads', context);
  if (writer || 'delete' in write) return writer;
  const { contentType, size, exists } = write.upload;
  return checkStorageUpload(path, contentType, size, exists);
}

/**
 * Whether anyone may get the file at a storage path (and the team delete it): any name directly
 * in one of the folders, older names included. Folders are never listed.
 */
export function isPublicStoragePath(path: string): boolean {
  // A storage path is UTF-8 text: half of a UTF-16 surrogate pair names no object.
  return !LONE_SURROGATE.test(path) && STORAGE_FOLDERS.some((p) => p.test(path));
}

const LONE_SURROGATE = /\p{Cs}/u;

/** The image folder a storage path is directly in, or null outside the folders. */
function folderOf(path: string): ImageFolder | null {
  const index = STORAGE_FOLDERS.findIndex((p) => p.test(path));
  return index < 0 ? null : (IMAGE_FOLDERS[index]?.folder ?? null);
}

/** The collection whose records may refer to the file at `path`, or null outside the folders. */
export function collectionUsing(path: string): Collection | null {
  const index = STORAGE_FOLDERS.findIndex((p) => p.test(path));
  return index < 0 ? null : (IMAGE_FOLDERS[index]?.collection ?? null);
}
