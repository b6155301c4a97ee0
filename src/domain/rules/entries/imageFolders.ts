/**
 * The image folders of the collection table: one per kind of record, with the names the app
 * gives new files there (storagePaths.ts); storage.rules states them again.
 */
import { BANNER_CONTENT_TYPES, LIMITS, PATTERNS } from '../../limits';
import type { ImageFolder } from '../../schema';
import { OFFICE_BEARER_ROLES } from '../../types';

export const MEMBER_PHOTOS: ImageFolder = { path: 'members', uploads: [PATTERNS.memberUpload] };
export const ARCHBISHOP_PORTRAITS: ImageFolder = {
  path: 'bishops',
  uploads: [PATTERNS.namedUpload],
};
export const OFFICE_BEARER_PORTRAITS: ImageFolder = {
  path: 'officeBearers/{role}',
  values: { role: OFFICE_BEARER_ROLES },
  uploads: [PATTERNS.namedUpload],
};
export const GALLERY_IMAGES: ImageFolder = {
  path: 'gallery',
  uploads: [
    PATTERNS.galleryFileName,
    `thumb_${PATTERNS.galleryFileName}`,
    `medium_${PATTERNS.galleryFileName}`,
  ],
};
export const PROGRAMME_POSTERS: ImageFolder = { path: 'events', uploads: [PATTERNS.namedUpload] };
/** The home banner's photos: owners only, WebP and JPEG, each within what the home page allows. */
export const BANNER_PHOTOS: ImageFolder = {
  path: 'banner',
  uploads: [PATTERNS.bannerUpload],
  writers: 'owners',
  contentTypes: BANNER_CONTENT_TYPES,
  maxBytes: LIMITS.bannerFileBytes,
};
