import type { MessageKind } from './types';

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
