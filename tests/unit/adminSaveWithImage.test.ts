import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ImageResize from '../../src/admin/imageResize';
import { resizeImage } from '../../src/admin/imageResize';
import {
  deleteUnusedFiles,
  deleteWithFiles,
  imageAt,
  resizedForUpload,
  saveRecordWithImage,
  saveWithImage,
} from '../../src/admin/saveWithImage';
import { deleteImageByPath, deleteImageByUrl, uploadImage } from '../../src/services/images';

vi.mock('../../src/services/images', () => ({
  uploadImage: vi.fn(),
  deleteImageByUrl: vi.fn(),
  deleteImageByPath: vi.fn(),
}));
vi.mock('../../src/admin/imageResize', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageResize>()),
  resizeImage: vi.fn(),
}));

const upload = vi.mocked(uploadImage);
const deleteByUrl = vi.mocked(deleteImageByUrl);
const deleteByPath = vi.mocked(deleteImageByPath);
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
    deleteByUrl.mockImplementation(async (url) => {
      calls.push(`delete ${url}`);
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
    expect(deleteByUrl).not.toHaveBeenCalled();
  });

  it('without a new image saves with an empty URL and deletes nothing', async () => {
    const save = vi.fn(async () => {});
    await saveWithImage({ newImage: null, oldImageUrl: 'https://files/old', save });
    expect(save).toHaveBeenCalledWith('');
    expect(upload).not.toHaveBeenCalled();
    expect(deleteByUrl).not.toHaveBeenCalled();
  });

  it('only logs a failure to delete the old image', async () => {
    deleteByUrl.mockRejectedValue(new Error('not found'));
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
    deleteByUrl.mockResolvedValue();
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
    expect(deleteByUrl).toHaveBeenCalledWith('https://files/old');
    expect(add).not.toHaveBeenCalled();
  });

  it('updates a record without a new image with an empty URL, keeping its image', async () => {
    const record = { id: 'anna', imageUrl: 'https://files/old' };
    await saveRecordWithImage({ record, input, newImage: null, add, update });
    expect(update).toHaveBeenCalledWith('anna', { name: 'Anna', imageUrl: '' });
    expect(deleteByUrl).not.toHaveBeenCalled();
  });
});

describe('deleteWithFiles', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('deletes the record, then its image', async () => {
    const order: string[] = [];
    deleteByUrl.mockImplementation(async () => {
      order.push('image');
    });
    await deleteWithFiles(async () => order.push('record'), imageAt('https://files/a'));
    expect(order).toEqual(['record', 'image']);
  });

  it('keeps the image when the record cannot be deleted', async () => {
    await expect(
      deleteWithFiles(async () => Promise.reject(new Error('denied')), imageAt('https://files/a')),
    ).rejects.toThrow('denied');
    expect(deleteByUrl).not.toHaveBeenCalled();
  });

  it('only logs a failure to delete the image', async () => {
    deleteByUrl.mockRejectedValue(new Error('not found'));
    await expect(
      deleteWithFiles(async () => {}, imageAt('https://files/a')),
    ).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalled();
  });

  it('deletes no image when the record has none', async () => {
    await deleteWithFiles(async () => {}, imageAt(''));
    expect(deleteByUrl).not.toHaveBeenCalled();
  });
});

describe('deleteUnusedFiles', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('deletes files by URL or by path, each even when another fails (logged)', async () => {
    deleteByUrl.mockResolvedValue();
    deleteByPath.mockImplementation(async (path) => {
      if (path === 'gallery/a.webp') throw new Error('not found');
    });
    await deleteUnusedFiles([
      { path: 'gallery/a.webp' },
      { path: 'gallery/thumb_a.webp' },
      { url: 'https://files/b' },
    ]);
    expect(deleteByPath.mock.calls).toEqual([['gallery/a.webp'], ['gallery/thumb_a.webp']]);
    expect(deleteByUrl).toHaveBeenCalledWith('https://files/b');
    expect(console.error).toHaveBeenCalledTimes(1);
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
