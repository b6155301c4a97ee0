import { SAMPLE_GALLERY } from '../content/images';
import type { GalleryImage } from '../domain/types';
import { usePublishedRead } from './published';

const GALLERY = { collections: ['gallery'] } as const;

/**
 * Gallery entries from `load` (published under `key`: see usePublishedRead) (newest first, as the service returns them), or the five built-in
 * sample images when there are none or the read failed (docs/behaviour.md, Gallery).
 */
export function useGalleryImages(
  key: string,
  load: () => Promise<GalleryImage[]>,
): {
  loading: boolean;
  images: readonly GalleryImage[];
} {
  const state = usePublishedRead(key, load, 'Error fetching images', GALLERY);
  if (state.status === 'loading') return { loading: true, images: [] };
  const stored = state.status === 'ready' ? state.data : [];
  return { loading: false, images: stored.length > 0 ? stored : SAMPLE_GALLERY };
}
