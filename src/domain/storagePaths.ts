/**
 * Storage paths of the site's images: the names the app gives new files in each folder of the
 * collection table, and the files a record refers to. `now` is the timestamp (milliseconds) that
 * makes names unique; file names are reduced to safe characters so a path never gains a folder or
 * a query string. storage.rules accepts new files only under these names.
 */
import {
  ARCHBISHOP_PORTRAITS,
  BANNER_PHOTOS,
  GALLERY_IMAGES,
  MEMBER_PHOTOS,
  OFFICE_BEARER_PORTRAITS,
  PROGRAMME_POSTERS,
  fieldsOf,
  type Collection,
} from './collections';
import type { MessageKind } from './types';

export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+/, '');
  return cleaned.slice(-100) || 'image';
}

export const memberImagePath = (now: number) => `${MEMBER_PHOTOS.path}/${now}_cropped.jpeg`;

export function messageImagePath(kind: MessageKind, fileName: string, now: number): string {
  const file = `${now}_${safeFileName(fileName)}`;
  return kind === 'bishop'
    ? `${ARCHBISHOP_PORTRAITS.path}/${file}`
    : `${OFFICE_BEARER_PORTRAITS.path.replace('{role}', kind)}/${file}`;
}

/** A programme's poster: events/{timestamp}_{filename}. */
export const programmeImagePath = (fileName: string, now: number) =>
  `${PROGRAMME_POSTERS.path}/${now}_${safeFileName(fileName)}`;

/** The gallery stores fileName beside the document and deletes by gallery/{fileName}. */
export const galleryFileName = (fileName: string, now: number) =>
  `gallery_${now}_${safeFileName(fileName)}`;
export const galleryPath = (fileName: string) => `${GALLERY_IMAGES.path}/${fileName}`;
/** The thumbnail of a gallery image sits beside it with a thumb_ prefix. */
export const galleryThumbFileName = (fileName: string) => `thumb_${fileName}`;
/** The medium-size copy of a gallery image sits beside it with a medium_ prefix. */
export const galleryMediumFileName = (fileName: string) => `medium_${fileName}`;

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
 * The storage paths of the files a record refers to, as its collection's entry says: those of its
 * image URLs, and of the files it names (a gallery entry's fileName and the names of its smaller
 * copies, by which the gallery screen deletes them).
 */
export function filePathsOf(
  collection: Collection,
  fields: Readonly<Record<string, unknown>>,
): string[] {
  const paths = fieldsOf(collection).flatMap(([field, rule]) => {
    const value = Object.hasOwn(fields, field) ? fields[field] : undefined;
    if (typeof value !== 'string' || value === '') return [];
    if (rule.image) return [storagePathOfUrl(value)];
    if (rule.fileIn && !value.includes('/')) return [`${rule.fileIn.path}/${value}`];
    return [];
  });
  return [...new Set(paths.filter((p): p is string => p !== null))];
}

/** A file of a banner photo: banner/{slide}_{timestamp}_{width}.{webp or jpg}. */
export const bannerFilePath = (
  slide: number,
  now: number,
  width: number,
  extension: 'webp' | 'jpg',
) => `${BANNER_PHOTOS.path}/${slide}_${now}_${width}.${extension}`;
