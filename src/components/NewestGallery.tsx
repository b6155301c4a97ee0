import { NEWEST_GALLERY_READ } from '../services/pageReads';
import { GalleryCarousel } from './GalleryCarousel';
import { Spinner } from './Spinner';
import { useGalleryImages } from './useGalleryImages';

/** The home page's gallery carousel of the newest entries; a spinner while they load. */
export function NewestGallery() {
  const { loading, images } = useGalleryImages(NEWEST_GALLERY_READ.take);
  return loading ? <Spinner /> : <GalleryCarousel images={images} />;
}
