import { GalleryLink } from '../components/GalleryLink';
import { PageHeader } from '../components/PageHeader';
import { Spinner } from '../components/Spinner';
import { useGalleryImages } from '../components/useGalleryImages';
import { listGallery } from '../services/gallery';

/** How many images a phone shows before scrolling: two rows of two. */
const FIRST_SCREEN = 4;

/** Every entry of the gallery. */
const readAll = () => listGallery();

/** The whole gallery as a responsive grid, newest first, each image linking to full size. */
export function GalleryPage() {
  const { loading, images } = useGalleryImages('gallery', readAll);
  return (
    <>
      <PageHeader
        title="Gallery"
        subtitle="Moments from the life of the youth of the Archdiocese"
      />
      <div className="container py-5">
        {loading ? (
          <Spinner />
        ) : (
          <ul className="row g-3 list-unstyled gallery-grid">
            {images.map((image, index) => (
              <li key={image.id} className="col-6 col-md-4 col-lg-3">
                <GalleryLink image={image} first={index < FIRST_SCREEN} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
