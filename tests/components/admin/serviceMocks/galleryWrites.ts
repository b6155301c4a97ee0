/**
 * src/services/galleryWrites with every call a mock (a test file of the admin area takes it with
 * `vi.mock('…/src/services/galleryWrites', () => import('./serviceMocks/galleryWrites'))`): each
 * test sets the answers it needs, and vi.resetAllMocks() (setUpScreenTests calls it) clears them
 * between tests.
 */
import { vi } from 'vitest';
import type * as GalleryWrites from '../../../../src/services/galleryWrites';

export const addGalleryImage = vi.fn<typeof GalleryWrites.addGalleryImage>();
export const deleteGalleryImage = vi.fn<typeof GalleryWrites.deleteGalleryImage>();
export const newGalleryImageId = vi.fn<typeof GalleryWrites.newGalleryImageId>();
export const readGalleryImage = vi.fn<typeof GalleryWrites.readGalleryImage>();
export const movePhotos = vi.fn<typeof GalleryWrites.movePhotos>();
export const programmePhotoIds = vi.fn<typeof GalleryWrites.programmePhotoIds>();
export const deleteProgrammeWithPhotos = vi.fn<typeof GalleryWrites.deleteProgrammeWithPhotos>();

/** A class of its own (the real one's module reaches Firebase), which the screens tell apart alike. */
export class GalleryImageExistsError extends Error {}
