/** Gallery management (SPEC §2 'Gallery admin'): upload with progress, grid, delete. */
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { galleryFileName, galleryPath, galleryThumbFileName } from '../domain/storagePaths';
import type { GalleryImage } from '../domain/types';
import { validateImageFile } from '../domain/validation';
import { addGalleryImage, deleteGalleryImage, listGallery } from '../services/gallery';
import { deleteImageByPath, uploadImage } from '../services/images';
import { Spinner } from '../components/Spinner';
import { ConfirmDialog } from './ConfirmDialog';
import { FormError } from './FormError';
import { ImageInput } from './ImageInput';
import { WEB_IMAGE_MAX, fileNameForType, resizeImageSet } from './imageResize';
import { deleteUnusedImage } from './saveWithImage';
import { useAdminList } from './useAdminList';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** An upload step failed: SPEC §8 words it differently from a failure elsewhere in the flow. */
class UploadError extends Error {}

/** Deletes stored files that no document points at; failures are only logged. */
const deleteFiles = (paths: readonly string[]) =>
  Promise.all(
    paths.map((path) =>
      deleteImageByPath(path).catch((error: unknown) =>
        console.error('Could not delete', path, error),
      ),
    ),
  );

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Uploads files side by side and reports one percentage, bytes transferred over total bytes.
 * Resolves with their download URLs; if any upload fails, the others are deleted again.
 */
async function uploadTogether(
  files: ReadonlyArray<{ path: string; blob: Blob }>,
  onPercent: (percent: number) => void,
): Promise<string[]> {
  const sent = files.map(() => 0);
  const totals = files.map((f) => f.blob.size);
  const results = await Promise.allSettled(
    files.map(({ path, blob }, i) =>
      uploadImage(path, blob, ({ bytesTransferred, totalBytes }) => {
        sent[i] = bytesTransferred;
        totals[i] = totalBytes;
        const total = sum(totals);
        onPercent(total > 0 ? Math.round((sum(sent) / total) * 100) : 0);
      }),
    ),
  );
  const urls = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) {
    await deleteFiles(
      files.filter((_, i) => results[i]?.status === 'fulfilled').map((f) => f.path),
    );
    throw new UploadError(reason(failure.reason));
  }
  return urls;
}

const reportFetchError = (error: unknown) => {
  console.error(error);
  toast.error(`Error fetching images: ${reason(error)}`);
};

export function GalleryAdmin() {
  const formId = useId();
  const { items: images, loading, reload } = useAdminList(listGallery, reportFetchError);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<GalleryImage | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  /** Resizes, uploads the image and its thumbnail, then writes the document. */
  const upload = async (picked: File) => {
    const [full, thumb] = (await resizeImageSet(picked, [
      WEB_IMAGE_MAX.gallery,
      WEB_IMAGE_MAX.galleryThumb,
    ])) as [Blob, Blob];
    const fileName = galleryFileName(fileNameForType(picked.name, full.type), Date.now());
    const thumbFileName = galleryThumbFileName(fileName);
    const files = [
      { path: galleryPath(fileName), blob: full },
      { path: galleryPath(thumbFileName), blob: thumb },
    ];
    const [imageUrl, thumbUrl] = (await uploadTogether(files, setProgress)) as [string, string];
    try {
      await addGalleryImage({ title, imageUrl, fileName, thumbUrl, thumbFileName });
    } catch (error) {
      await deleteFiles(files.map((f) => f.path));
      throw error;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateImageFile(file);
    if (problem || !file) return fail(problem ?? '');
    setError(null);
    setProgress(0);
    try {
      await upload(file);
    } catch (uploadError) {
      console.error(uploadError);
      setProgress(null);
      return fail(
        uploadError instanceof UploadError
          ? `Upload failed: ${uploadError.message}`
          : `Error uploading: ${reason(uploadError)}`,
      );
    }
    setProgress(null);
    setTitle('');
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    toast.success('Image uploaded successfully!');
    reload();
  };

  const remove = async (image: GalleryImage) => {
    setToDelete(null);
    try {
      await deleteGalleryImage(image.id);
    } catch (deleteError) {
      console.error(deleteError);
      toast.error(`Error deleting image: ${reason(deleteError)}`);
      return;
    }
    // Older entries may lack a file name or a thumbnail; their image is then found by URL.
    const paths = [image.fileName, image.thumbFileName]
      .filter((name): name is string => Boolean(name))
      .map(galleryPath);
    if (paths.length > 0) await deleteFiles(paths);
    else if (image.imageUrl) await deleteUnusedImage(image.imageUrl);
    toast.success('Image deleted successfully');
    reload();
  };

  const uploading = progress !== null;

  return (
    <section>
      <form className="card card-body mb-4" aria-labelledby={formId} noValidate onSubmit={submit}>
        <h2 id={formId} className="h5 mb-3">
          Add New Image
        </h2>
        <FormError message={error} />
        <div className="mb-3">
          <label htmlFor={`${formId}-title`} className="form-label">
            Title (optional)
          </label>
          <input
            id={`${formId}-title`}
            className="form-control"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <ImageInput
          ref={fileInput}
          label="Image"
          disabled={uploading}
          onSelect={setFile}
          onInvalid={fail}
        />
        <div>
          <button type="submit" className="btn btn-primary" disabled={uploading}>
            {uploading ? `Uploading... ${progress}%` : 'Upload Image'}
          </button>
        </div>
      </form>

      {loading ? (
        <Spinner />
      ) : images.length === 0 ? (
        <p className="text-center py-4">No images in the gallery yet.</p>
      ) : (
        <ul className="row row-cols-2 row-cols-md-3 row-cols-xl-4 g-3 list-unstyled">
          {images.map((image) => (
            <li key={image.id} className="col">
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
                  <p className="small mb-2 text-truncate">{image.title}</p>
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
                      onClick={() => setToDelete(image)}
                    >
                      Delete
                    </button>
                  </div>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}

      {toDelete && (
        <ConfirmDialog
          message="Are you sure you want to delete this image?"
          onConfirm={() => void remove(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </section>
  );
}
