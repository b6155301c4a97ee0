/** Gallery management: the upload form with progress, the grid, delete. */
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  galleryFileName,
  galleryMediumFileName,
  galleryPath,
  galleryThumbFileName,
} from '../../domain/storagePaths';
import type { GalleryImage } from '../../domain/types';
import { validateImageFile } from '../../domain/formChecks';
import { listGallery } from '../../services/gallery';
import { UploadError, percentOf, saveWithFiles } from '../../services/savedFiles';
import { AdminForm } from '../ui/AdminForm';
import { CardList } from '../ui/CardList';
import { GalleryCard } from './GalleryCard';
import { ListBody } from '../ui/ListBody';
import { Field } from '../ui/Field';
import { ImageInput } from '../ui/ImageInput';
import { UnreadableImageError, resizeImageSet } from '../flow/imageResize';
import { WEB_IMAGE_MAX, fileNameForType } from '../flow/imageSizes';
import { reasonOf } from '../../domain/words';
import { useAdminFlow, type AdminFlowOptions } from '../flow/useAdminFlow';
import { useFormError } from '../flow/useFormError';
import { useRecheckAfterRefusal } from '../flow/useRecheckAfterRefusal';
import { useTextFields } from '../flow/useTextFields';
import { addGalleryImage } from '../../services/records';

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
  const { error, fail, clearError } = useFormError();
  const recheckAfterRefusal = useRecheckAfterRefusal();
  const { fields, bind, clear } = useTextFields(() => ({ title: '' }));
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  /** Resizes, uploads the image with its thumbnail and medium-size copy, then writes the entry. */
  const upload = async (picked: File) => {
    const [full, thumb, medium] = (await resizeImageSet(picked, [
      WEB_IMAGE_MAX.gallery,
      WEB_IMAGE_MAX.galleryThumb,
      WEB_IMAGE_MAX.galleryMedium,
    ])) as [Blob, Blob, Blob];
    const fileName = galleryFileName(fileNameForType(picked.name, full.type), Date.now());
    const thumbFileName = galleryThumbFileName(fileName);
    const mediumFileName = galleryMediumFileName(fileName);
    const files = [
      { path: galleryPath(fileName), blob: full },
      { path: galleryPath(thumbFileName), blob: thumb },
      { path: galleryPath(mediumFileName), blob: medium },
    ];
    await saveWithFiles({
      files,
      write: ([imageUrl = '', thumbUrl = '', mediumUrl = '']) =>
        addGalleryImage({
          title: fields.title,
          imageUrl,
          fileName,
          thumbUrl,
          thumbFileName,
          mediumUrl,
          mediumFileName,
        }),
      onProgress: (progress) => setProgress(percentOf(progress)),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateImageFile(file);
    if (problem || !file) return fail(problem ?? '');
    clearError();
    setProgress(0);
    try {
      await upload(file);
    } catch (uploadError) {
      console.error(uploadError);
      // The refusal itself, whether an upload's or the write's.
      recheckAfterRefusal(uploadError instanceof UploadError ? uploadError.cause : uploadError);
      setProgress(null);
      return fail(
        uploadError instanceof UploadError
          ? `Upload failed: ${uploadError.message}`
          : uploadError instanceof UnreadableImageError
            ? uploadError.message
            : `Error uploading: ${reasonOf(uploadError)}`,
      );
    }
    setProgress(null);
    clear();
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    toast.success('Image uploaded successfully!');
    flow.reload();
  };

  const uploading = progress !== null;

  return (
    <section>
      <AdminForm
        title="Add New Image"
        error={error}
        submitLabel={uploading ? `Uploading... ${progress}%` : 'Upload Image'}
        submitDisabled={uploading}
        onSubmit={submit}
      >
        <Field label="Title (optional)" column="mb-3" control={<input {...bind('title')} />} />
        <ImageInput
          ref={fileInput}
          label="Image"
          disabled={uploading}
          onSelect={setFile}
          onInvalid={fail}
        />
      </AdminForm>

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
          card={(image) => <GalleryCard image={image} flow={flow} />}
        />
      </ListBody>
    </section>
  );
}
