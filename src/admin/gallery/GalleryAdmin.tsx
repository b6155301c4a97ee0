/** Gallery management: the upload form (one photo or many), the grid, delete. */
import type { GalleryImage } from '../../domain/types';
import { listGallery } from '../../services/gallery';
import { CardList } from '../ui/CardList';
import { GalleryCard } from './GalleryCard';
import { GalleryUploadForm } from './GalleryUploadForm';
import { useProgrammeChoices } from './useProgrammeChoices';
import { ListBody } from '../ui/ListBody';
import { useAdminFlow, type AdminFlowOptions } from '../flow/useAdminFlow';

const FLOW: AdminFlowOptions<GalleryImage> = {
  collection: 'gallery',
  load: listGallery,
  fetchFailed: (reason) => `Error fetching images: ${reason}`,
  // The upload form is always on the screen.
  addForm: false,
  deletion: {
    question: 'Are you sure you want to delete this image?',
    done: 'Image deleted successfully',
    failed: (reason) => `Error deleting image: ${reason}`,
  },
};

export function GalleryAdmin() {
  const flow = useAdminFlow(FLOW);
  const programmes = useProgrammeChoices();

  return (
    <section>
      <GalleryUploadForm onUploaded={flow.reload} />

      <ListBody
        flow={flow}
        empty={
          flow.items.length === 0 && (
            <p className="text-center py-4">No images in the gallery yet.</p>
          )
        }
      >
        <CardList
          items={flow.items}
          layout="row row-cols-2 row-cols-md-3 row-cols-xl-4 g-3"
          card={(image) => <GalleryCard image={image} flow={flow} programmes={programmes} />}
        />
      </ListBody>
    </section>
  );
}
