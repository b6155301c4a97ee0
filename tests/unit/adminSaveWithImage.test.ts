import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ImageResize from '../../src/admin/flow/imageResize';
import { resizeImage } from '../../src/admin/flow/imageResize';
import {
  resizedForUpload,
  saveRecordWithImage,
  saveWithImage,
} from '../../src/admin/flow/saveWithImage';
import { deleteUnusedFiles } from '../../src/services/savedFiles';
import { deleteUnreferencedFiles, uploadImage } from '../../src/services/images';

// The service deletes a file only when no other record refers to it (see
// tests/integration/sharedFiles.test.ts); here it stands at the module boundary.
vi.mock('../../src/services/images', () => ({
  uploadImage: vi.fn(),
  deleteUnreferencedFiles: vi.fn(),
}));
vi.mock('../../src/admin/flow/imageResize', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageResize>()),
  resizeImage: vi.fn(),
}));

const upload = vi.mocked(uploadImage);
const deleteFiles = vi.mocked(deleteUnreferencedFiles);
const blob = new Blob(['x'], { type: 'image/jpeg' });

describe('saveWithImage', () => {
  let calls: string[];
  beforeEach(() => {
    vi.resetAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    calls = [];
    upload.mockImplementation(async (path) => {
      calls.push(`upload ${path}`);
      return 'https://files/new';
    });
    deleteFiles.mockImplementation(async (files) => {
      calls.push(`delete ${files.map((f) => ('url' in f ? f.url : f.path)).join(', ')}`);
    });
  });

  it('uploads the new image, saves, and only then deletes the old one', async () => {
    await saveWithImage({
      newImage: { path: 'members/1_cropped.jpeg', blob },
      oldImageUrl: 'https://files/old',
      save: async (url) => calls.push(`save ${url}`),
    });
    expect(calls).toEqual([
      'upload members/1_cropped.jpeg',
      'save https://files/new',
      'delete https://files/old',
    ]);
  });

  it('deletes the new upload and keeps the old image when the save fails', async () => {
    const failure = new Error('permission denied');
    await expect(
      saveWithImage({
        newImage: { path: 'bishops/1_a.webp', blob },
        oldImageUrl: 'https://files/old',
        save: async () => {
          throw failure;
        },
      }),
    ).rejects.toBe(failure);
    expect(calls).toEqual(['upload bishops/1_a.webp', 'delete https://files/new']);
  });

  it('does not save when the upload fails', async () => {
    upload.mockRejectedValue(new Error('quota exceeded'));
    const save = vi.fn();
    await expect(
      saveWithImage({ newImage: { path: 'p', blob }, oldImageUrl: 'https://files/old', save }),
    ).rejects.toThrow('quota exceeded');
    expect(save).not.toHaveBeenCalled();
    expect(deleteFiles).not.toHaveBeenCalled();
  });

  it('without a new image saves with an empty URL and deletes nothing', async () => {
    const save = vi.fn(async () => {});
    await saveWithImage({ newImage: null, oldImageUrl: 'https://files/old', save });
    expect(save).toHaveBeenCalledWith('');
    expect(upload).not.toHaveBeenCalled();
    expect(deleteFiles).not.toHaveBeenCalled();
  });

  it('only logs a failure to delete the old image', async () => {
    deleteFiles.mockRejectedValue(new Error('not found'));
    await expect(
      saveWithImage({
        newImage: { path: 'p', blob },
        oldImageUrl: 'https://files/old',
        save: async () => {},
      }),
    ).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalled();
  });
});

describe('saveRecordWithImage', () => {
  interface Named {
    name: string;
    imageUrl: string;
  }
  const input: Named = { name: 'Anna', imageUrl: '' };
  let add: ReturnType<typeof vi.fn<(input: Named) => Promise<void>>>;
  let update: ReturnType<typeof vi.fn<(id: string, input: Named) => Promise<void>>>;
  beforeEach(() => {
    vi.resetAllMocks();
    upload.mockResolvedValue('https://files/new');
    deleteFiles.mockResolvedValue();
    add = vi.fn(async () => {});
    update = vi.fn(async () => {});
  });

  it('adds a new record with the new image', async () => {
    await saveRecordWithImage({ record: null, input, newImage: { path: 'p', blob }, add, update });
    expect(add).toHaveBeenCalledWith({ name: 'Anna', imageUrl: 'https://files/new' });
    expect(update).not.toHaveBeenCalled();
  });

  it('updates a record and replaces its image after the update', async () => {
    const record = { id: 'anna', imageUrl: 'https://files/old' };
    await saveRecordWithImage({ record, input, newImage: { path: 'p', blob }, add, update });
    expect(update).toHaveBeenCalledWith('anna', { name: 'Anna', imageUrl: 'https://files/new' });
    expect(deleteFiles).toHaveBeenCalledWith([{ url: 'https://files/old' }]);
    expect(add).not.toHaveBeenCalled();
  });

  it('updates a record without a new image with an empty URL, keeping its image', async () => {
    const record = { id: 'anna', imageUrl: 'https://files/old' };
    await saveRecordWithImage({ record, input, newImage: null, add, update });
    expect(update).toHaveBeenCalledWith('anna', { name: 'Anna', imageUrl: '' });
    expect(deleteFiles).not.toHaveBeenCalled();
  });
});

describe('deleteUnusedFiles', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('hands the files, by URL or by path, to the service that keeps those another record uses', async () => {
    deleteFiles.mockResolvedValue();
    const files = [{ path: 'gallery/a.webp' }, { url: 'https://files/b' }];
    await deleteUnusedFiles(files);
    expect(deleteFiles).toHaveBeenCalledWith(files);
  });

  it('only logs a failure, naming each file', async () => {
    deleteFiles.mockRejectedValue(new Error('offline'));
    await expect(
      deleteUnusedFiles([{ path: 'gallery/a.webp' }, { path: 'gallery/thumb_a.webp' }]),
    ).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalledWith(
      'Could not delete the image',
      { path: 'gallery/a.webp' },
      expect.any(Error),
    );
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it('asks nothing when there is no file', async () => {
    await deleteUnusedFiles([]);
    expect(deleteFiles).not.toHaveBeenCalled();
  });
});

describe('resizedForUpload', () => {
  it('resizes the photo and names its path after the resized type', async () => {
    const resized = new Blob(['webp'], { type: 'image/webp' });
    vi.mocked(resizeImage).mockResolvedValue(resized);
    const picked = new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' });
    expect(await resizedForUpload(picked, 800, (name) => `bishops/1_${name}`)).toEqual({
      path: 'bishops/1_IMG_0001.webp',
      blob: resized,
    });
    expect(resizeImage).toHaveBeenCalledWith(picked, 800);
  });
});
