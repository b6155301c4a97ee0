import { SAMPLE_GALLERY } from '../content/images';
import type { GalleryImage } from '../domain/types';
import { useAsyncData } from './useAsyncData';

/**
 * Gallery entries from `load` (newest first, as the service returns them), or the five built-in
 * sample images when there are none or the read failed (docs/behaviour.md, Gallery).
 */
export function useGalleryImages(load: () => Promise<GalleryImage[]>): {
  loading: boolean;
  images: readonly GalleryImage[];
} {
  const state = useAsyncData(load, 'Error fetching images');
  if (state.status === 'loading') return { loading: true, images: [] };
  const stored = state.status === 'ready' ? state.data : [];
  return { loading: false, images: stored.length > 0 ? stored : SAMPLE_GALLERY };
}
