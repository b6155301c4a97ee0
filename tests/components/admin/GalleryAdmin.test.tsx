import { screen, waitFor, within } from '@testing-library/react';
import type * as GalleryService from '../../../src/services/gallery';
import userEvent from '@testing-library/user-event';
import type * as ResizePhoto from '../../../src/admin/upload/resizePhoto';
import type * as Images from '../../../src/services/images';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GalleryAdmin } from '../../../src/admin/gallery/GalleryAdmin';
import { UnreadableImageError } from '../../../src/admin/flow/imageResize';
import { forgetQueueStore } from '../../../src/admin/upload/queueStore';
import { resizePhoto } from '../../../src/admin/upload/resizePhoto';
import { UploadQueueProvider } from '../../../src/admin/upload/UploadQueueProvider';
import type { GalleryImage } from '../../../src/domain/types';
import { listGallery } from '../../../src/services/gallery';
import {
  deleteUnreferencedFiles,
  uploadImage,
  type UploadProgress,
} from '../../../src/services/images';
import {
  accessOf,
  answerDialog,
  changeLineOf,
  deferred,
  findToast,
  findToastBox,
  imageFile,
  permissionDenied,
  renderScreen,
  setUpScreenTests,
  trashed,
} from './helpers';
import { addGalleryImage, newGalleryImageId } from '../../../src/services/galleryWrites';
import { moveToTrash, restoreFromTrash } from '../../../src/services/trash';

// Every call of the services taken from ./serviceMocks is a mock; each test sets its answers.
vi.mock('../../../src/services/records', () => import('./serviceMocks/records'));
vi.mock('../../../src/services/galleryWrites', async () => ({
  ...(await import('./serviceMocks/galleryWrites')),
  newGalleryImageId: vi.fn(),
  readGalleryImage: vi.fn(),
  GalleryImageExistsError: class GalleryImageExistsError extends Error {},
}));
vi.mock('../../../src/services/trash', () => import('./serviceMocks/trash'));
vi.mock('../../../src/services/gallery', async (importOriginal) => ({
  ...(await importOriginal<typeof GalleryService>()),
  listGallery: vi.fn(),
}));
vi.mock('../../../src/services/images', async () => ({
  ...(await import('./serviceMocks/images')),
  storedFileUrl: vi.fn<typeof Images.storedFileUrl>(),
}));
vi.mock('../../../src/admin/upload/resizePhoto', async (importOriginal) => ({
  ...(await importOriginal<typeof ResizePhoto>()),
  resizePhoto: vi.fn(),
}));

const picnic: GalleryImage = {
  id: 'picnic',
  title: 'Youth picnic',
  imageUrl: 'https://files/gallery_1_picnic.webp',
  fileName: 'gallery_1_picnic.webp',
  thumbUrl: 'https://files/thumb_gallery_1_picnic.webp',
  thumbFileName: 'thumb_gallery_1_picnic.webp',
  createdAt: new Date('2024-05-01'),
};
/** An entry from before thumbnails existed. */
const retreat: GalleryImage = {
  id: 'retreat',
  title: 'Retreat',
  imageUrl: 'https://files/gallery_0_retreat.jpg',
  fileName: 'gallery_0_retreat.jpg',
  createdAt: new Date('2023-05-01'),
};

const NOW = 1_700_000_000_000;

/** What the database's and the file store's rules give for a write they refuse. */
const refusals = {
  database: permissionDenied(),
  storage: Object.assign(new Error('User does not have permission.'), {
    code: 'storage/unauthorized',
  }),
};
const full = new Blob([new Uint8Array(800)], { type: 'image/webp' });
const thumb = new Blob([new Uint8Array(200)], { type: 'image/webp' });
const medium = new Blob([new Uint8Array(500)], { type: 'image/webp' });
const FILE = `gallery_${NOW}_camp.webp`;

setUpScreenTests();

beforeEach(() => {
  vi.mocked(listGallery).mockResolvedValue([picnic, retreat]);
  vi.mocked(addGalleryImage).mockResolvedValue('new-id');
  vi.mocked(moveToTrash).mockResolvedValue(trashed('gallery', picnic));
  vi.mocked(restoreFromTrash).mockResolvedValue();
  vi.mocked(resizePhoto).mockResolvedValue({ full, medium, thumb, width: 1600, height: 1200 });
  vi.mocked(newGalleryImageId).mockReturnValue('entry-1');
  forgetQueueStore();
  vi.mocked(uploadImage).mockImplementation(async (path) => `https://files/${path}`);
  vi.mocked(deleteUnreferencedFiles).mockResolvedValue();
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
});

/** The screen inside the admin area's upload queue, as the admin shell has it. */
const galleryScreen = () => (
  <UploadQueueProvider>
    <GalleryAdmin />
  </UploadQueueProvider>
);

async function show() {
  const user = userEvent.setup();
  renderScreen(galleryScreen());
  await screen.findByText('Youth picnic');
  return { user, form: screen.getByRole('form', { name: 'Add New Image' }) };
}

/** Ticks the uploader's confirmation that everyone shown agreed, needed before any upload. */
const confirmConsent = (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) =>
  user.click(
    within(form).getByLabelText(
      'Everyone identifiable agreed to be shown (a parent, for anyone under 18)',
    ),
  );

describe('the grid', () => {
  it('shows each image (thumbnail if any) with an open-in-new-tab link, delete and title', async () => {
    await show();
    const [first, second] = screen.getAllByRole('figure') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('img', { name: 'Youth picnic' })).toHaveAttribute(
      'src',
      picnic.thumbUrl,
    );
    const link = within(first).getByRole('link', { name: 'Open Youth picnic in a new tab' });
    expect(link).toHaveAttribute('href', picnic.imageUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(first).getByRole('button', { name: 'Delete Youth picnic' })).toBeInTheDocument();
    expect(within(first).getByText('Youth picnic')).toBeInTheDocument();
    // Older entries have no thumbnail: the image itself is shown.
    expect(within(second).getByRole('img', { name: 'Retreat' })).toHaveAttribute(
      'src',
      retreat.imageUrl,
    );
  });

  it('says on each card when it was added, and by whom', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-05-03T00:00:00.000Z') });
    try {
      vi.mocked(listGallery).mockResolvedValue([{ ...picnic, createdBy: 'uid-bea' }, retreat]);
      await show();
      const [first, second] = screen.getAllByRole('figure') as [HTMLElement, HTMLElement];
      expect(changeLineOf(first)).toBe('Added 2 days ago by Bea');
      expect(changeLineOf(second)).toBe('Added 1 year ago');
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'Error fetching images: {reason}'", async () => {
    vi.mocked(listGallery).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    renderScreen(galleryScreen());
    await findToast('Error fetching images: Missing or insufficient permissions.');
  });
});

describe('uploading', () => {
  it("needs a file: 'Please select an image to upload'", async () => {
    const { user, form } = await show();
    await user.click(within(form).getByRole('button', { name: 'Upload Image' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please select an image to upload');
    await findToast('Please select an image to upload');
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('resizes, uploads image, thumbnail and medium-size copy with one progress, writes the document, then clears and reloads', async () => {
    const pending = new Map<string, ReturnType<typeof deferred<string>>>();
    const progress = new Map<string, (p: UploadProgress) => void>();
    vi.mocked(uploadImage).mockImplementation((path, _blob, onProgress) => {
      const upload = deferred<string>();
      pending.set(path, upload);
      if (onProgress) progress.set(path, onProgress);
      return upload.promise;
    });
    const { user, form } = await show();
    await user.type(within(form).getByLabelText('Title (optional)'), 'Summer camp');
    const picked = imageFile('camp.jpg');
    await user.upload(within(form).getByLabelText('Image'), picked);
    await confirmConsent(user, form);
    await user.click(within(form).getByRole('button', { name: 'Upload Image' }));

    const button = await within(form).findByRole('button', { name: 'Uploading... 0%' });
    expect(button).toBeDisabled();
    expect(resizePhoto).toHaveBeenCalledWith(picked);
    await waitFor(() => expect(pending.size).toBe(3));
    // 300 of 800 bytes of the image, 120 of 200 of the thumbnail and 80 of 500 of the
    // medium-size copy: 500 of 1500.
    progress.get(`gallery/${FILE}`)?.({ bytesTransferred: 300, totalBytes: 800 });
    progress.get(`gallery/thumb_${FILE}`)?.({ bytesTransferred: 120, totalBytes: 200 });
    progress.get(`gallery/medium_${FILE}`)?.({ bytesTransferred: 80, totalBytes: 500 });
    expect(await within(form).findByRole('button', { name: 'Uploading... 33%' })).toBeDisabled();

    pending.get(`gallery/${FILE}`)?.resolve(`https://files/${FILE}`);
    pending.get(`gallery/thumb_${FILE}`)?.resolve(`https://files/thumb_${FILE}`);
    pending.get(`gallery/medium_${FILE}`)?.resolve(`https://files/medium_${FILE}`);
    await findToast('Image uploaded successfully!');
    expect(addGalleryImage).toHaveBeenCalledWith(
      {
        title: 'Summer camp',
        titleHi: '',
        imageUrl: `https://files/${FILE}`,
        fileName: FILE,
        thumbUrl: `https://files/thumb_${FILE}`,
        thumbFileName: `thumb_${FILE}`,
        mediumUrl: `https://files/medium_${FILE}`,
        mediumFileName: `medium_${FILE}`,
        // The full image's size in pixels, and the entry's id chosen before the upload.
        width: 1600,
        height: 1200,
      },
      { id: 'entry-1' },
    );
    // The toast shows first; the form clears and the grid is read again in a later render.
    await waitFor(() => {
      expect(within(form).getByLabelText('Title (optional)')).toHaveValue('');
      expect((within(form).getByLabelText('Image') as HTMLInputElement).files).toHaveLength(0);
      expect(within(form).getByRole('button', { name: 'Upload Image' })).toBeEnabled();
      expect(listGallery).toHaveBeenCalledTimes(2);
    });
  });

  it("says 'Upload failed: {reason}' and removes the other files when an upload fails", async () => {
    vi.mocked(uploadImage).mockImplementation(async (path) => {
      if (path.startsWith('gallery/thumb_') || path.startsWith('gallery/medium_'))
        return `https://files/${path}`;
      throw new Error('Firebase Storage: Quota exceeded. (storage/quota-exceeded)');
    });
    const { user, form } = await show();
    await user.upload(within(form).getByLabelText('Image'), imageFile('camp.jpg'));
    await confirmConsent(user, form);
    await user.click(within(form).getByRole('button', { name: 'Upload Image' }));
    await findToast('Upload failed: Firebase Storage: Quota exceeded. (storage/quota-exceeded)');
    expect(addGalleryImage).not.toHaveBeenCalled();
    expect(deleteUnreferencedFiles).toHaveBeenCalledWith([
      { url: `https://files/gallery/thumb_${FILE}` },
      { url: `https://files/gallery/medium_${FILE}` },
    ]);
    expect(deleteUnreferencedFiles).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Upload Image' })).toBeEnabled(),
    );
  });

  it("says 'Error uploading: {reason}' and removes the three files when the document write fails", async () => {
    vi.mocked(addGalleryImage).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const { user, form } = await show();
    await user.type(within(form).getByLabelText('Title (optional)'), 'Kept');
    await user.upload(within(form).getByLabelText('Image'), imageFile('camp.jpg'));
    await confirmConsent(user, form);
    await user.click(within(form).getByRole('button', { name: 'Upload Image' }));
    await findToast('Error uploading: Missing or insufficient permissions.');
    expect(deleteUnreferencedFiles).toHaveBeenCalledWith([
      { url: `https://files/gallery/${FILE}` },
      { url: `https://files/gallery/thumb_${FILE}` },
      { url: `https://files/gallery/medium_${FILE}` },
    ]);
    expect(within(form).getByLabelText('Title (optional)')).toHaveValue('Kept');
  });

  it.each([
    ['the document write', 'database'],
    ['an upload', 'storage'],
  ] as const)('has the place on the team read again when the rules refuse %s', async (_, by) => {
    if (by === 'database') vi.mocked(addGalleryImage).mockRejectedValue(refusals.database);
    else vi.mocked(uploadImage).mockRejectedValue(refusals.storage);
    const access = accessOf({ role: 'editor', uid: 'uid-ravi' });
    const user = userEvent.setup();
    renderScreen(galleryScreen(), '/admin/gallery', access);
    await screen.findByText('Youth picnic');
    const form = screen.getByRole('form', { name: 'Add New Image' });
    await user.upload(within(form).getByLabelText('Image'), imageFile('camp.jpg'));
    await confirmConsent(user, form);
    await user.click(within(form).getByRole('button', { name: 'Upload Image' }));
    await waitFor(() => expect(access.recheckAfterRefusal).toHaveBeenCalledTimes(1));
    expect(access.recheckAfterRefusal).toHaveBeenCalledWith(refusals[by]);
  });

  it("says 'Error uploading: {reason}' when the image cannot be resized", async () => {
    vi.mocked(resizePhoto).mockRejectedValue(new Error('The source image cannot be decoded.'));
    const { user, form } = await show();
    await user.upload(within(form).getByLabelText('Image'), imageFile('camp.jpg'));
    await confirmConsent(user, form);
    await user.click(within(form).getByRole('button', { name: 'Upload Image' }));
    await findToast('Error uploading: The source image cannot be decoded.');
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('takes a 15 MB phone photo and uploads its resized copies', async () => {
    const { user, form } = await show();
    const picked = imageFile('camp.jpg', 'image/jpeg', 15 * 1024 * 1024);
    await user.upload(within(form).getByLabelText('Image'), picked);
    await confirmConsent(user, form);
    await user.click(within(form).getByRole('button', { name: 'Upload Image' }));
    await findToast('Image uploaded successfully!');
    expect(resizePhoto).toHaveBeenCalledWith(picked);
    expect(uploadImage).toHaveBeenCalledWith(`gallery/${FILE}`, full, expect.any(Function));
    expect(uploadImage).toHaveBeenCalledWith(`gallery/thumb_${FILE}`, thumb, expect.any(Function));
    expect(uploadImage).toHaveBeenCalledWith(
      `gallery/medium_${FILE}`,
      medium,
      expect.any(Function),
    );
  });

  it('says which photos work when the file cannot be read as an image', async () => {
    const message =
      'This file could not be read as an image. Please choose a JPEG, PNG, WebP, GIF or AVIF photo.';
    vi.mocked(resizePhoto).mockRejectedValue(new UnreadableImageError());
    const { user, form } = await show();
    await user.upload(
      within(form).getByLabelText('Image'),
      imageFile('IMG_0002.heic', 'image/heic'),
    );
    await confirmConsent(user, form);
    await user.click(within(form).getByRole('button', { name: 'Upload Image' }));
    await findToast(message);
    // The form says it too, and its button comes back, in a render after the toast's.
    await waitFor(() => {
      expect(within(form).getByRole('alert')).toHaveTextContent(message);
      expect(within(form).getByRole('button', { name: 'Upload Image' })).toBeEnabled();
    });
    expect(uploadImage).not.toHaveBeenCalled();
    expect(addGalleryImage).not.toHaveBeenCalled();
  });

  it('refuses a non-image file before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderScreen(galleryScreen());
    await screen.findByText('Youth picnic');
    const form = screen.getByRole('form', { name: 'Add New Image' });
    await user.upload(within(form).getByLabelText('Image'), imageFile('a.pdf', 'application/pdf'));
    await findToast('Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)');
    await user.click(within(form).getByRole('button', { name: 'Upload Image' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please select an image to upload');
    expect(uploadImage).not.toHaveBeenCalled();
  });
});

describe('deleting', () => {
  it('asks first; Cancel deletes nothing', async () => {
    const { user } = await show();
    await user.click(screen.getByRole('button', { name: 'Delete Youth picnic' }));
    await answerDialog(user, 'Are you sure you want to delete this image?', 'Cancel');
    expect(moveToTrash).not.toHaveBeenCalled();
    expect(deleteUnreferencedFiles).not.toHaveBeenCalled();
  });

  it('moves the entry to the Trash, keeps the image and its thumbnail, and Undo puts it back', async () => {
    const { user } = await show();
    await user.click(screen.getByRole('button', { name: 'Delete Youth picnic' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const toast = await findToastBox('Image deleted successfully');
    expect(moveToTrash).toHaveBeenCalledWith('gallery', 'picnic');
    // Its files stay while the Trash holds it.
    expect(deleteUnreferencedFiles).not.toHaveBeenCalled();
    await waitFor(() => expect(listGallery).toHaveBeenCalledTimes(2));

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await findToast('Gallery image put back: Youth picnic');
    expect(restoreFromTrash).toHaveBeenCalledWith(trashed('gallery', picnic));
    await waitFor(() => expect(listGallery).toHaveBeenCalledTimes(3));
  });

  it("says 'Error deleting image: {reason}' and keeps the files", async () => {
    vi.mocked(moveToTrash).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const { user } = await show();
    await user.click(screen.getByRole('button', { name: 'Delete Youth picnic' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await findToast('Error deleting image: Missing or insufficient permissions.');
    expect(deleteUnreferencedFiles).not.toHaveBeenCalled();
  });
});
