import { CONSTANTS } from '../config/site';
import { listGallery } from '../services/gallery';
import { GalleryCarousel } from './GalleryCarousel';
import { Spinner } from './Spinner';
import { useGalleryImages } from './useGalleryImages';

/** The home page reads only the newest entries its carousel shows. */
const readNewest = () => listGallery(CONSTANTS.homeGalleryLimit);

/** The home page's gallery carousel of the newest entries; a spinner while they load. */
export function NewestGallery() {
  const { loading, images } = useGalleryImages('gallery/newest', readNewest);
  return loading ? <Spinner /> : <GalleryCarousel images={images} />;
}
