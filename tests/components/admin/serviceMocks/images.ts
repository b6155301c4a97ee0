/**
 * src/services/images with every call a mock (a test file of the admin area takes it with
 * `vi.mock('…/src/services/images', () => import('./serviceMocks/images'))`): each test sets
 * the answers it needs, and vi.resetAllMocks() (setUpScreenTests calls it) clears them between
 * tests.
 */
import { vi } from 'vitest';
import type * as Images from '../../../../src/services/images';

export const uploadImage = vi.fn<typeof Images.uploadImage>();
export const deleteImageByUrl = vi.fn<typeof Images.deleteImageByUrl>();
export const deleteImageByPath = vi.fn<typeof Images.deleteImageByPath>();
export const deleteUnreferencedFiles = vi.fn<typeof Images.deleteUnreferencedFiles>();
