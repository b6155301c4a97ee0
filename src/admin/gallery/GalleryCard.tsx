import type { GalleryImage } from '../../domain/types';
import type { AdminFlow } from '../flow/useAdminFlow';
import { ChangeLine } from '../ui/ChangeLine';

/**
 * A gallery entry's card: its thumbnail and title, when it was added and by whom, a link to the
 * full image, and Delete.
 */
export function GalleryCard({
  image,
  flow,
}: {
  image: GalleryImage;
  flow: Pick<AdminFlow<GalleryImage>, 'askDelete'>;
}) {
  return (
    <li className="col">
      <figure className="card h-100 mb-0">
        <img
          src={image.thumbUrl ?? image.imageUrl}
          alt={image.title}
          loading="lazy"
          width={480}
          height={360}
          className="card-img-top object-fit-cover h-auto"
        />
        <figcaption className="card-body p-2">
          <p className="small mb-1 text-truncate">{image.title}</p>
          <ChangeLine record={image} className="small text-muted mb-2" />
          <div className="d-flex gap-2">
            <a
              href={image.imageUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-sm btn-outline-secondary"
              aria-label={`Open ${image.title} in a new tab`}
            >
              Open
            </a>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={`Delete ${image.title}`}
              onClick={() => flow.askDelete(image)}
            >
              Delete
            </button>
          </div>
        </figcaption>
      </figure>
    </li>
  );
}
